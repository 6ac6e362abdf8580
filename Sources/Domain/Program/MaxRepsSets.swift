/// A cut of a training max when a max-reps set falls short: Candito's "under 8 reps, lower the
/// max by 2.5%", from that workout to the end of the cycle.
public struct MaxCut: Hashable, Sendable {
    /// The share taken off (0.025).
    public var share: Double
    /// The reps the set must reach not to cut.
    public var under: Int

    public init(share: Double, under: Int) {
        self.share = share
        self.under = under
    }
}

/// A back-off set of a number decided by the reps of the day's max-reps set (Candito's week 2:
/// 10 reps or more, ten sets of 3; 8 or 9, eight; 7, five; fewer, none).
public struct BackOffSet: Hashable, Sendable {
    /// Which of the back-off sets this is, from 1.
    public var index: Int
    /// Reps of the max-reps set and the sets they give, most reps first.
    public var bands: [Band]

    public struct Band: Hashable, Sendable {
        public var reps: Int
        public var sets: Int
        public init(reps: Int, sets: Int) {
            self.reps = reps
            self.sets = sets
        }
    }

    public init(index: Int, bands: [Band]) {
        self.index = index
        self.bands = bands
    }

    /// How many back-off sets `reps` in the max-reps set give: the first band they reach.
    public func sets(for reps: Int) -> Int { bands.first { reps >= $0.reps }?.sets ?? 0 }

    /// "10+ x10 8+ x8 7+ x5", as written.
    public var label: String { bands.map { "\($0.reps)+ x\($0.sets)" }.joined(separator: " ") }
}
