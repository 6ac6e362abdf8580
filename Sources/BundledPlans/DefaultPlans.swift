import Domain
import Foundation

/// The default rotation of seed 000 §5, decoded from Resources/plans.json built into the binary.
public enum DefaultPlans {
    struct File: Decodable {
        var schemaVersion: Int
        var rotation: [String]
        var plans: [WorkoutPlan]
    }

    /// The plans in rotation order. The JSON is part of the binary and checked by tests,
    /// so a decoding failure is a build defect, reported loudly.
    public static let all: [WorkoutPlan] = {
        do {
            let file = try JSONDecoder().decode(File.self, from: Data(PackageResources.plans_json))
            return file.rotation.compactMap { type in file.plans.first { $0.type == type } }
        } catch {
            fatalError("Resources/plans.json is invalid: \(error)")
        }
    }()
}
