import Domain
import Formats

/// Two machines' exports made one (`gymtrack sync`, docs/sync.md). The merge is the same
/// whichever side computes it (`merge(a, b) == merge(b, a)`), so each machine merges what
/// the other sent with its own and writes the difference, and the two databases end equal.
///
/// - A record on one side only is kept, unless a tombstone says it was deleted for good.
/// - A record on both sides: the version stamped later wins (stamps follow a hybrid logical
///   clock, so an edit made after a sync is stamped after what it brought). Two different
///   versions stamped alike: the one whose canonical bytes sort last (`CanonicalBytes`),
///   stamped a second later so that both databases take it.
/// - A session on both sides is merged inside: its steps and sets are the union of both
///   (a set taken back on one side, with its tombstone, stays away); a finished one wins over
///   the same workout still in progress.
/// - A challenge day's count is the sum of what each device counted.
/// - A program: the version stamped later, by uid; of two programs with one key (one program
///   started apart on each machine), the one stamped later. A tombstone removes it.
/// - A setting: the value set later; an exercise's own weight step, the one set later.
public enum SyncMerge {
    /// What each side changed since their last sync: records stamped after `ours` in `a`, after
    /// `theirs` in `b` (seconds since 1970).
    public struct ChangedSince: Equatable, Sendable {
        public var ours: Double
        public var theirs: Double

        public init(ours: Double, theirs: Double) {
            self.ours = ours
            self.theirs = theirs
        }

        /// The same, seen from the other side.
        public var swapped: ChangedSince { ChangedSince(ours: theirs, theirs: ours) }
    }

    /// `changedSince`: when the two remember their last sync alike, a note changed on both
    /// sides since keeps both texts (`NoteConflict`); nil: the later text wins.
    public static func merge(_ a: ImportBundle, _ b: ImportBundle, changedSince: ChangedSince? = nil) -> ImportBundle {
        var merged = ImportBundle(source: "sync")
        merged.tombstones = a.tombstones.merging(b.tombstones) { later($0, $1) }
        let gone = merged.tombstones
        // Every list in the order of its records' keys, so the merge is the same document
        // whichever side computes it, not only the same records.
        merged.groups = union(a.groups, b.groups, key: \.id).map { x, y in
            guard let x, let y else { return (x ?? y)! }
            return CanonicalBytes.sortsLast(x, y) ? x : y
        }.sorted { $0.id < $1.id }
        merged.exercises = union(a.exercises, b.exercises, key: \.exercise.id).map { pick($0, $1) }.sorted { $0.exercise.id < $1.exercise.id }
        merged.exerciseWeightSteps = union(a.exerciseWeightSteps, b.exerciseWeightSteps, key: \.exerciseID).map { pick($0, $1) }
            .sorted { $0.exerciseID < $1.exerciseID }
        merged.splits = union(a.splits, b.splits, key: \.sessionType).map { pick($0, $1) }.sorted { $0.sessionType < $1.sessionType }
        merged.body = union(a.body, b.body, key: \.uid).map { pick($0, $1) }.sorted { $0.uid < $1.uid }
        merged.challengeDays = union(a.challengeDays, b.challengeDays, key: \.date).map(challengeDay).sorted { $0.date < $1.date }
        merged.sessions = union(a.sessions, b.sessions, key: \.uid).compactMap { x, y in
            let session = self.session(x, y, gone: gone, changedSince: changedSince, notes: &merged.notes)
            // A workout thrown away in progress stays away; a finished one is kept.
            return session.inProgress && gone[session.uid] != nil ? nil : session
        }.sorted { ($0.startedEpoch, $0.uid) < ($1.startedEpoch, $1.uid) }
        merged.programs = programs(a.programs, b.programs, gone: gone)
        for key in Set(a.settings.keys).union(b.settings.keys).sorted() {
            let (x, y) = (a.settings[key].map { ($0, a.settingsUpdatedAt[key]) }, b.settings[key].map { ($0, b.settingsUpdatedAt[key]) })
            guard let chosen = setting(x, y) else { continue }
            merged.settings[key] = chosen.value
            if let stamp = chosen.stamp { merged.settingsUpdatedAt[key] = stamp }
        }
        followSameKey(&merged, from: a.programs + b.programs)
        merged.notes.sort()
        return merged
    }

    /// The program followed, when it lost to another of its key (one program started apart on
    /// each machine), is that one: the rotation goes on following the program, whichever id won.
    static func followSameKey(_ merged: inout ImportBundle, from programs: [ProgramRecord]) {
        let setting = SettingKey.program.rawValue
        guard let followed = merged.settings[setting], !followed.isEmpty, !merged.programs.contains(where: { $0.uid == followed }),
              let key = programs.first(where: { $0.uid == followed })?.key,
              let winner = merged.programs.first(where: { $0.key == key }) else { return }
        merged.settings[setting] = winner.uid
    }

    /// The latest stamp the merge holds, in seconds since 1970: the clock floor both machines
    /// take, so their next edits are stamped after everything either has seen.
    public static func latestStamp(_ bundle: ImportBundle) -> Double {
        var latest = 0.0
        eachStamp(bundle) { if $0 > latest { latest = $0 } }
        return latest
    }

    /// The earliest stamp `bundle` holds (infinity when none): what a sync or an import brought
    /// in from there on must go on to the other machines this one syncs with.
    public static func earliestStamp(_ bundle: ImportBundle) -> Double {
        var earliest = Double.infinity
        eachStamp(bundle) { if $0 < earliest { earliest = $0 } }
        return earliest
    }

    /// Every stamp of every record in `bundle`, in seconds since 1970.
    static func eachStamp(_ bundle: ImportBundle, _ visit: (Double) -> Void) {
        func see(_ text: String?) { if let text, let t = isoInstant(text) { visit(t) } }
        bundle.exercises.forEach { see($0.updatedAt) }
        bundle.exerciseWeightSteps.forEach { see($0.updatedAt) }
        bundle.splits.forEach { split in see(split.updatedAt); split.steps.forEach { see($0.updatedAt) } }
        bundle.body.forEach { see($0.updatedAt) }
        bundle.programs.forEach { see($0.updatedAt) }
        bundle.challengeDays.forEach { day in see(day.updatedAt); day.counts.forEach { see($0.updatedAt) } }
        for session in bundle.sessions {
            see(session.updatedAt)
            for step in session.steps {
                see(step.updatedAt)
                step.sets.forEach { see($0.updatedAt) }
            }
        }
        bundle.settingsUpdatedAt.values.forEach { see($0) }
        bundle.tombstones.values.forEach { see($0) }
    }

    // MARK: - Records

    /// Pairs by `key`: a's records in a's order, then b's that a lacks. Either side of a pair may be missing.
    static func union<T, K: Hashable>(_ a: [T], _ b: [T], key: (T) -> K) -> [(T?, T?)] {
        var inB: [K: Int] = [:]
        for (i, y) in b.enumerated() { inB[key(y)] = i }
        var used = Set<Int>()
        var pairs: [(T?, T?)] = []
        for x in a {
            let i = inB[key(x)]
            if let i { used.insert(i) }
            pairs.append((x, i.map { b[$0] }))
        }
        for (i, y) in b.enumerated() where !used.contains(i) { pairs.append((nil, y)) }
        return pairs
    }

    /// The version of a record to keep (at least one of the two is there).
    static func pick<T: Stamped>(_ x: T?, _ y: T?) -> T {
        guard let x else { return y! }
        guard let y else { return x }
        if x == y { return x }
        var winner = prefersFirst(x, y) ? x : y
        // Stamped alike: both databases must take the winner, so it is stamped a second later.
        if stamp(x.updatedAt) == stamp(y.updatedAt) { winner.updatedAt = isoUTC(stamp(x.updatedAt) + 1) }
        return winner
    }

    /// Whether `x` is the version to keep over `y`: stamped later, or stamped alike and its
    /// canonical bytes sorting last (equal bytes are one version).
    static func prefersFirst<T: Stamped>(_ x: T, _ y: T) -> Bool {
        let (tx, ty) = (stamp(x.updatedAt), stamp(y.updatedAt))
        if tx != ty { return tx > ty }
        return CanonicalBytes.sortsLast(x, y)
    }

    static func challengeDay(_ x: ImportedChallengeDay?, _ y: ImportedChallengeDay?) -> ImportedChallengeDay {
        guard let x, let y, x != y else { return x ?? y! }
        var day = pick(withoutCounts(x), withoutCounts(y))
        day.counts = union(x.counts, y.counts, key: \.device).map { c, d in
            guard let c, let d else { return c ?? d! }
            let (tc, td) = (stamp(c.updatedAt), stamp(d.updatedAt))
            return tc != td ? (tc > td ? c : d) : (c.sets >= d.sets ? c : d)
        }.sorted { $0.device < $1.device }
        day.sets = max(0, min(day.target, day.counts.reduce(0) { $0 + $1.sets }))
        return settled(day, x, y)
    }

    private static func withoutCounts(_ day: ImportedChallengeDay) -> ImportedChallengeDay {
        var day = day
        day.counts = []
        return day
    }

    /// `merged` as it is when it equals the side stamped later; otherwise stamped a second
    /// after both, so the side it differs from takes it.
    static func settled<T: Stamped>(_ merged: T, _ x: T, _ y: T) -> T {
        let (tx, ty) = (stamp(x.updatedAt), stamp(y.updatedAt))
        var candidate = merged
        for (side, other, t, u) in [(x, y, tx, ty), (y, x, ty, tx)] where t > u {
            candidate.updatedAt = side.updatedAt
            if candidate == side && other != side { return side }
        }
        if x == y { return x }
        candidate.updatedAt = isoUTC(max(tx, ty) + 1)
        return candidate
    }

    // MARK: - Programs

    /// Both sides' programs by uid, without those deleted for good, and one per key: their
    /// sessions are logged under it, so two of one key are one program. By key, as stored.
    static func programs(_ a: [ProgramRecord], _ b: [ProgramRecord], gone: [String: String]) -> [ProgramRecord] {
        let kept = union(a, b, key: \.uid).map { pick($0, $1) }.filter { gone[$0.uid] == nil }
        return Dictionary(grouping: kept, by: \.key).values.map { rivals in
            var winner = rivals.reduce(rivals[0]) { prefersFirst($0, $1) ? $0 : $1 }
            // Stamped alike: the side that loses takes the winner, so it is stamped a second later.
            if rivals.contains(where: { $0.uid != winner.uid && stamp($0.updatedAt) == stamp(winner.updatedAt) }) {
                winner.updatedAt = isoUTC(stamp(winner.updatedAt) + 1)
            }
            return winner
        }.sorted { $0.key < $1.key }
    }

    // MARK: - Settings

    static func setting(_ x: (value: String, stamp: String?)?, _ y: (value: String, stamp: String?)?) -> (value: String, stamp: String?)? {
        guard let x else { return y }
        guard let y else { return x }
        let (tx, ty) = (x.stamp.map(stamp) ?? -1, y.stamp.map(stamp) ?? -1)
        if tx != ty { return tx > ty ? x : y }
        return x.value >= y.value ? x : y
    }

    // MARK: - Stamps

    static func stamp(_ text: String) -> Double { isoInstant(text) ?? 0 }

    /// The later of two stamps.
    static func later(_ a: String, _ b: String) -> String { (stamp(a), a) >= (stamp(b), b) ? a : b }

    /// `seconds` since 1970 as an ISO time in UTC, whole seconds.
    static func isoUTC(_ seconds: Double) -> String {
        Moment(epochSeconds: seconds.rounded(.down), utcOffsetSeconds: 0).isoDateTime
    }
}

/// A record a sync compares by the time it was last changed.
protocol Stamped: Equatable {
    var updatedAt: String { get set }
}

extension ImportedExercise: Stamped {}
extension ImportedWeightStep: Stamped {}
extension ImportedSplit: Stamped {}
extension ImportedBodyMeasurement: Stamped {}
extension ImportedChallengeDay: Stamped {}
extension ImportedSession: Stamped {}
extension ImportedSessionStep: Stamped {}
extension ImportedSet: Stamped {}
extension ProgramRecord: Stamped {}
