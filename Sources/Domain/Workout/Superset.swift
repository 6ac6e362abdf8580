/// Supersets and circuits: consecutive steps with the same `PlanStep.supersetGroup`
/// are one group, done a set of each in turn; the rest comes after the round. A run of one
/// step is no group, so moving a step out of a run, or another step into it, needs no clean-up.
public enum Superset {
    /// The positions of the group that position `index` is in, or nil when it is on its own.
    public static func range(of index: Int, in groups: [Int?]) -> ClosedRange<Int>? {
        guard groups.indices.contains(index), let id = groups[index] else { return nil }
        var lower = index, upper = index
        while lower > 0 && groups[lower - 1] == id { lower -= 1 }
        while upper < groups.count - 1 && groups[upper + 1] == id { upper += 1 }
        return lower < upper ? lower...upper : nil
    }

    /// The bracket beside position `index`, nil when it is on its own.
    public static func mark(at index: Int, in groups: [Int?]) -> SupersetMark? {
        guard let range = range(of: index, in: groups) else { return nil }
        return index == range.lowerBound ? .first : (index == range.upperBound ? .last : .middle)
    }

    /// The lifter's name of position `index` in its group: "A1", "A2" for the first group's
    /// steps, "B1" for the second's; nil when it is on its own.
    public static func label(at index: Int, in groups: [Int?]) -> String? {
        guard let range = range(of: index, in: groups) else { return nil }
        let letter = normalized(groups)[index].map { Character(Unicode.Scalar(UInt8(64 + min(26, $0)))) } ?? "A"
        return "\(letter)\(index - range.lowerBound + 1)"
    }

    /// The same groups numbered 1, 2, 3… in order, with a step on its own set to nil: what
    /// is stored, so two lists that group alike compare equal.
    public static func normalized(_ groups: [Int?]) -> [Int?] {
        var result = [Int?](repeating: nil, count: groups.count)
        var next = 1, i = 0
        while i < groups.count {
            if let range = range(of: i, in: groups) {
                for j in range { result[j] = next }
                next += 1
                i = range.upperBound + 1
            } else {
                i += 1
            }
        }
        return result
    }

    /// Links position `index` with the next one (their groups become one), or, when they are
    /// already in one group, splits it between them. The last position, ending a group, is
    /// split off it (nothing follows to link). Nil when it is last and on its own.
    public static func toggledLink(_ groups: [Int?], at index: Int) -> [Int?]? {
        guard groups.indices.contains(index) else { return nil }
        var groups = normalized(groups)
        let fresh = (groups.compactMap { $0 }.max() ?? 0) + 1
        guard index + 1 < groups.count else {
            guard range(of: index, in: groups) != nil else { return nil }
            groups[index] = fresh
            return normalized(groups)
        }
        if let range = range(of: index, in: groups), range.contains(index + 1) {
            for j in (index + 1)..<(range.upperBound + 1) { groups[j] = fresh }
        } else {
            let own = range(of: index, in: groups) ?? index...index
            let next = range(of: index + 1, in: groups) ?? (index + 1)...(index + 1)
            for j in own.lowerBound...next.upperBound { groups[j] = fresh }
        }
        return normalized(groups)
    }
}

/// Where a step sits in its group, for the bracket drawn beside it.
public enum SupersetMark: Equatable, Sendable {
    case first, middle, last
}

extension Array where Element == PlanStep {
    /// The positions of the group the step at `index` is in, nil when it is on its own.
    public func superset(containing index: Int) -> ClosedRange<Int>? {
        Superset.range(of: index, in: map(\.supersetGroup))
    }

    /// Links the step at `index` with the next one, or unlinks them (the last step, ending a
    /// group, from the one before it). Returns whether they are now linked; nil when there is
    /// no next step and the step is on its own.
    @discardableResult
    public mutating func toggleSupersetLink(at index: Int) -> Bool? {
        guard let groups = Superset.toggledLink(map(\.supersetGroup), at: index) else { return nil }
        for i in indices { self[i].supersetGroup = groups[i] }
        return index + 1 < count && groups[index] != nil && groups[index] == groups[index + 1]
    }
}

extension ActiveWorkout {
    /// The positions of the group step `index` is in, nil when it is on its own.
    public func superset(containing index: Int) -> ClosedRange<Int>? {
        Superset.range(of: index, in: steps.map(\.plan.supersetGroup))
    }

    /// Links step `index` with the next one, or unlinks them (see the array's).
    @discardableResult
    public mutating func toggleSupersetLink(step index: Int) -> Bool? {
        var plans = steps.map(\.plan)
        guard let linked = plans.toggleSupersetLink(at: index) else { return nil }
        for i in steps.indices { steps[i].plan.supersetGroup = plans[i].supersetGroup }
        return linked
    }

    /// Where the lifter goes after a set of step `index`: the next step of its group, round
    /// robin, that still has something to do. Nil when it is on its own or its partners are done.
    public func supersetPartner(after index: Int) -> Int? {
        guard let range = superset(containing: index) else { return nil }
        let order = Array((index + 1)..<(range.upperBound + 1)) + Array(range.lowerBound..<index)
        return order.first { !steps[$0].isComplete && !steps[$0].skipped }
    }

    /// Whether a set just logged on step `index` ends a round of its group, so the rest
    /// starts: the group goes on with an earlier step (or with none). A step on its own ends
    /// a round with every set.
    public func endsSupersetRound(at index: Int) -> Bool {
        guard let partner = supersetPartner(after: index) else { return true }
        return partner < index
    }
}
