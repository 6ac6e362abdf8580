/// Last time's sets of an exercise, as the workout shows them beside this session's: the
/// exercise's last session, or in a program the slot's own last workout.
public struct LastTime: Equatable, Sendable {
    public var day: Day?
    /// In order, warm-ups included.
    public var sets: [SetLog]

    public init(day: Day?, sets: [SetLog]) {
        self.day = day
        self.sets = sets
    }
}

/// One set of a step beside last time's same set.
public struct SetBeside: Equatable, Sendable {
    public enum Place: Equatable, Sendable {
        /// The n-th warm-up, the n-th working set (1 the first), or a drop set under working set n.
        case warmup(Int), working(Int), drop(after: Int)
    }

    public var place: Place
    /// This session's set, nil while it is still to do.
    public var today: SetLog?
    /// Last time's set in the same place, nil when last time had none there.
    public var last: SetLog?

    public init(place: Place, today: SetLog?, last: SetLog?) {
        self.place = place
        self.today = today
        self.last = last
    }
}

/// Each planned set of a step beside last time's same set (Strong's "previous" column): the
/// n-th warm-up beside last time's n-th warm-up, the n-th working set beside last time's n-th
/// working set, a drop set under the set it follows beside last time's drop there. Sets logged
/// beyond the plan get rows too; last time's beyond both do not.
public func setsBeside(warmups: Int, working: Int, today: [SetLog], last: [SetLog]) -> [SetBeside] {
    let now = SetGroups(today), then = SetGroups(last)
    var rows: [SetBeside] = []
    for i in 0..<max(warmups, now.warmups.count) {
        rows.append(SetBeside(place: .warmup(i + 1), today: element(now.warmups, i), last: element(then.warmups, i)))
    }
    for i in 0..<max(working, now.working.count) {
        let group = element(now.working, i), before = element(then.working, i)
        rows.append(SetBeside(place: .working(i + 1), today: group?.set, last: before?.set))
        let drops = group?.drops ?? [], lastDrops = before?.drops ?? []
        for j in 0..<max(drops.count, lastDrops.count) {
            rows.append(SetBeside(place: .drop(after: i + 1), today: element(drops, j), last: element(lastDrops, j)))
        }
    }
    return rows
}

/// A step's sets as warm-ups and working sets, each with the drop sets that follow it.
private struct SetGroups {
    var warmups: [SetLog] = []
    var working: [(set: SetLog, drops: [SetLog])] = []

    init(_ sets: [SetLog]) {
        for set in sets {
            if set.isWarmup {
                warmups.append(set)
            } else if set.type == .drop, !working.isEmpty {
                working[working.count - 1].drops.append(set)
            } else {
                working.append((set, []))
            }
        }
    }
}

private func element<T>(_ array: [T], _ i: Int) -> T? { array.indices.contains(i) ? array[i] : nil }
