/// The target a slot written `5x5@90% of [I]` takes its weights from: the followed slot's title
/// and its target now (nil while that slot's workouts are read too short for one).
public struct FollowedTarget: Hashable, Sendable {
    /// "I Barbell Back Squat".
    public var title: String
    public var target: Target?
    /// For `of last [M]`: the heaviest set of the followed slot's last workout, and its day;
    /// nil before it has one (its target is followed then).
    public var done: (weight: Double, day: Day)?

    public init(title: String, target: Target?, done: (weight: Double, day: Day)? = nil) {
        self.title = title
        self.target = target
        self.done = done
    }

    public static func == (a: FollowedTarget, b: FollowedTarget) -> Bool {
        a.title == b.title && a.target == b.target && a.done?.weight == b.done?.weight && a.done?.day == b.done?.day
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(target)
        hasher.combine(done?.weight)
    }
}

extension TargetEngine {
    /// Percentages of the followed slot's target weight (the heaviest set of it): the Texas
    /// Method's volume day at 90% of the intensity day's, Madcow's Friday triple at 102.5% of
    /// Monday's top set. The slot reads no workouts of its own: the followed one's misses and
    /// deloads move it.
    func following(_ followed: FollowedTarget?, week: Int) -> Target? {
        let scheme = slot.scheme(week: week)
        guard let followed else { return nil }
        guard let target = followed.target else { return nil }
        if let done = followed.done {
            let top = scheme.sets.compactMap(\.percent).max() ?? 1
            return self.target(scheme.label, shares(scheme, of: done.weight),
                               "\(plateNumber(top * 100))% of \(weight: done.weight), the top set of \(followed.title) \(on: done.day)")
        }
        guard let base = target.sets.compactMap(\.weight).max() else {
            return self.target(scheme.label, sets(scheme, weight: nil), "No weight for \(followed.title) yet: this slot is a share of its target")
        }
        let top = scheme.sets.compactMap(\.percent).max() ?? 1
        return self.target(scheme.label, shares(scheme, of: base), "\(plateNumber(top * 100))% of \(weight: base), the target of \(followed.title)")
    }

    /// Each set of `scheme` at its percentage of `base`.
    func shares(_ scheme: SetScheme, of base: Double) -> [SetTarget] {
        scheme.sets.map { planned in
            SetTarget(reps: planned.reps, repsTop: planned.repsTop, amrap: planned.amrap,
                      weight: weighed ? share(of: base, planned.percent ?? 1) : nil, seconds: planned.seconds)
        }
    }

    /// A share of a followed weight, taken exactly and loadable; a share over 100% never rounds
    /// back to the weight it is a share of, but goes at least to the next weight that loads.
    func share(of base: Double, _ fraction: Double) -> Double {
        let kg = loadable(((base * fraction) * 1000).rounded() / 1000)
        return fraction > 1 && kg <= base + 0.001 ? inputs.above(base) : kg
    }
}
