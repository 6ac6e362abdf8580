import Domain
import Foundation

/// The default A/B/C rotation, decoded from Resources/plans.json built into the binary.
public enum DefaultSplits {
    /// The plans in rotation order. The JSON is part of the binary and checked by tests,
    /// so a decoding failure is a build defect, reported loudly.
    public static let all: [Split] = {
        do {
            return try decode(Data(PackageResources.plans_json))
        } catch {
            fatalError("Resources/plans.json is invalid: \(error)")
        }
    }()

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    /// Decodes the plans file. JSONSerialization and plain casts, not Codable: generic
    /// decoding cost a measurable part of every start (docs/benchmarks.md).
    static func decode(_ data: Data) throws -> [Split] {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let rotation = root["rotation"] as? [String], let plans = root["plans"] as? [[String: Any]]
        else { throw FormatError(description: "expected an object with rotation and plans") }
        func text(_ object: [String: Any], _ key: String) throws -> String {
            guard let value = object[key] as? String else { throw FormatError(description: "missing text '\(key)'") }
            return value
        }
        func number(_ object: [String: Any], _ key: String) -> Int? { (object[key] as? NSNumber)?.intValue }
        let decoded = try plans.map { plan -> Split in
            guard let steps = plan["steps"] as? [[String: Any]] else { throw FormatError(description: "a plan without steps") }
            return Split(
                sessionType: try text(plan, "type"), name: try text(plan, "name"), title: try text(plan, "title"),
                description: try text(plan, "description"), targetDuration: try text(plan, "targetDuration"),
                steps: try steps.map { step -> PlanStep in
                    guard let kind = StepKind(rawValue: try text(step, "kind")) else {
                        throw FormatError(description: "unknown step kind in '\(try text(step, "title"))'")
                    }
                    return PlanStep(exerciseID: step["exercise"] as? String, title: try text(step, "title"), kind: kind, setsText: try text(step, "setsText"),
                                    warmupSets: number(step, "warmupSets") ?? 0, workingSets: number(step, "workingSets") ?? 0,
                                    repsText: try text(step, "repsText"), durationSeconds: number(step, "durationSeconds"),
                                    notes: try text(step, "notes"),
                                    loadType: (step["loadType"] as? String).flatMap(LoadType.init(rawValue:)),
                                    // One arm, one leg: each set has a left and a right.
                                    unilateral: step["unilateral"] as? Bool ?? false)
                },
                groups: plan["groups"] as? [String] ?? [])
        }
        return try rotation.map { type in
            guard let plan = decoded.first(where: { $0.sessionType == type }) else { throw FormatError(description: "rotation names '\(type)', which has no plan") }
            return plan
        }
    }
}
