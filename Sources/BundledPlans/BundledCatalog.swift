import Domain
import Foundation

/// The exercise catalog and muscle taxonomy of Resources/catalog.json, built into the binary.
public enum BundledCatalog {
    /// A checksum of the bundled file (FNV-1a): the database re-reads the catalog only when it changes,
    /// so an unchanged start does not decode it.
    public static let version: String = {
        var hash = StableHash()
        hash.add(PackageResources.catalog_json)
        return String(hash.value, radix: 16)
    }()

    /// The decoded catalog. The JSON is part of the binary and checked by tests,
    /// so a decoding failure is a build defect, reported loudly.
    public static var catalog: Catalog {
        do {
            return try decode(Data(PackageResources.catalog_json))
        } catch {
            fatalError("Resources/catalog.json is invalid: \(error)")
        }
    }

    static func decode(_ data: Data) throws -> Catalog {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let groups = root["groups"] as? [[String: Any]], let exercises = root["exercises"] as? [[String: Any]]
        else { throw DefaultSplits.FormatError(description: "expected an object with groups and exercises") }
        func text(_ object: [String: Any], _ key: String) throws -> String {
            guard let value = object[key] as? String else { throw DefaultSplits.FormatError(description: "missing text '\(key)'") }
            return value
        }
        func value<T: RawRepresentable>(_ object: [String: Any], _ key: String) throws -> T where T.RawValue == String {
            let raw = try text(object, key)
            guard let value = T(rawValue: raw) else { throw DefaultSplits.FormatError(description: "unknown \(key) '\(raw)'") }
            return value
        }
        return Catalog(
            groups: try groups.map { g in
                let id = try text(g, "id")
                return MuscleGroup(id: id, name: try text(g, "name"), regions: try (g["regions"] as? [[String: Any]] ?? []).map { r in
                    MuscleRegion(id: try text(r, "id"), groupID: id, name: try text(r, "name"), label: try text(r, "label"))
                })
            },
            exercises: try exercises.map { e in
                CatalogExercise(id: try text(e, "id"), name: try text(e, "name"), category: try value(e, "category"),
                                equipment: try value(e, "equipment"), primary: e["primary"] as? [String] ?? [],
                                secondary: e["secondary"] as? [String] ?? [],
                                load: e["load"] == nil ? nil : try value(e, "load") as LoadType,
                                unilateral: e["unilateral"] as? Bool ?? false)
            })
    }
}
