/// The starter splits, generated on demand from the catalog, never forced on anyone.
public enum StarterSplit: String, CaseIterable, Sendable {
    case push = "Push", pull = "Pull", legs = "Legs", upper = "Upper", lower = "Lower", fullBody = "Full Body"

    public var groups: [String] {
        switch self {
        case .push: return ["chest", "triceps", "shoulders"]
        case .pull: return ["biceps", "back"]
        case .legs: return ["legs", "core"]
        case .upper: return ["chest", "triceps", "shoulders", "biceps", "back"]
        case .lower: return ["legs", "core"]
        case .fullBody: return ["chest", "triceps", "shoulders", "biceps", "back", "legs", "core"]
        }
    }

    var colour: SplitColour {
        switch self {
        case .push: return .red
        case .pull: return .blue
        case .legs: return .green
        case .upper: return .magenta
        case .lower: return .yellow
        case .fullBody: return .cyan
        }
    }

    /// Free weights first, then cables and machines, then bodyweight; odd kit last.
    static func equipmentRank(_ equipment: Equipment) -> Int {
        switch equipment {
        case .barbell, .dumbbell: return 0
        case .cable, .machine: return 1
        case .bodyweight: return 2
        case .kettlebell, .band, .cardioMachine, .other: return 3
        }
    }

    /// Most exercises a starter gets; Full Body would otherwise run long.
    var maxExercises: Int { self == .fullBody ? 8 : 6 }
    /// Fewest: a region covered by one lift still gets a second exercise up to here.
    var minExercises: Int { self == .fullBody ? 7 : 5 }

    /// The split: strength exercises chosen greedily so that, between them, they are the primary
    /// target of every region of its groups, then of a second exercise per region up to the
    /// minimum; compound lifts first, gym equipment over odd kit (set cover, deterministic).
    public func make(catalog: Catalog, uid: String, sessionType: String) -> Split {
        let regions = Set(catalog.groups.filter { groups.contains($0.id) }.flatMap(\.regions).map(\.id))
        let pool = catalog.exercises.filter {
            $0.category.isStrength && $0.id != "daily-challenge" && $0.equipment != .other
        }
        var times: [String: Int] = [:]
        var picked: [CatalogExercise] = []
        while picked.count < maxExercises {
            func gain(_ e: CatalogExercise) -> (Int, Int) {
                let inGroups = e.primary.filter { regions.contains($0) }
                return (inGroups.filter { times[$0, default: 0] == 0 }.count, inGroups.filter { times[$0, default: 0] == 1 }.count)
            }
            let allCovered = regions.allSatisfy { times[$0, default: 0] > 0 }
            if allCovered && picked.count >= minExercises { break }
            let best = pool.filter { e in !picked.contains(e) && (gain(e).0 > 0 || (allCovered && gain(e).1 > 0)) }.max { a, b in
                let ga = gain(a), gb = gain(b)
                if ga != gb { return ga < gb }
                let ka = StarterSplit.equipmentRank(a.equipment), kb = StarterSplit.equipmentRank(b.equipment)
                if ka != kb { return ka > kb }
                if a.category != b.category { return a.category != .compound }
                return a.name > b.name
            }
            guard let best else { break }
            picked.append(best)
            for region in best.primary { times[region, default: 0] += 1 }
        }
        // Compound lifts first, as a session would run them.
        let ordered = picked.filter { $0.category == .compound } + picked.filter { $0.category != .compound }
        return Split(uid: uid, sessionType: sessionType, name: rawValue, title: rawValue, description: "Starter \(rawValue) split: \(ordered.count) exercises from the catalog.",
                     targetDuration: "45–60 min", steps: ordered.map { PlanStep.from($0) }, groups: groups, colour: colour,
                     glyph: String(rawValue.prefix(1)), inRotation: false)
    }
}
