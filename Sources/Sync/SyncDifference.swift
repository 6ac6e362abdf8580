import Domain
import Formats

/// What a side must change to hold the merge: the records of `merged` that `ours` lacks or
/// holds otherwise, by kind (a session, a split, a program… whole), the tombstones and the
/// settings it lacks. A record the merge left out (a program that lost to another of its key,
/// a workout thrown away) goes by the tombstone or the record that replaces it.
extension SyncMerge {
    public static func difference(from ours: ImportBundle, to merged: ImportBundle) -> ImportBundle {
        func changed<T: Equatable, K: Hashable>(_ mine: [T], _ all: [T], key: (T) -> K) -> [T] {
            let held = Dictionary(mine.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
            return all.filter { held[key($0)] != $0 }
        }
        var difference = merged
        difference.groups = changed(ours.groups, merged.groups, key: \.id)
        difference.exercises = changed(ours.exercises, merged.exercises, key: \.exercise.id)
        difference.exerciseWeightSteps = changed(ours.exerciseWeightSteps, merged.exerciseWeightSteps, key: \.exerciseID)
        difference.splits = changed(ours.splits, merged.splits, key: \.sessionType)
        difference.body = changed(ours.body, merged.body, key: \.uid)
        difference.challengeDays = changed(ours.challengeDays, merged.challengeDays, key: \.date)
        difference.sessions = sessions(changed(ours.sessions, merged.sessions, key: \.uid), ours: ours, merged: merged,
                                       notes: &difference.notes)
        difference.programs = changed(ours.programs, merged.programs, key: \.uid)
        difference.tombstones = merged.tombstones.filter { ours.tombstones[$0.key] != $0.value }
        for session in ours.sessions where session.inProgress && difference.tombstones[session.uid] != nil {
            difference.notes.append("The workout in progress here was thrown away on the other machine, and is gone here too.")
        }
        // When this machine last made a backup is its own, whatever the other's says.
        difference.settings = merged.settings.filter { key, value in
            key != SettingKey.lastBackup.rawValue
                && (ours.settings[key] != value || ours.settingsUpdatedAt[key] != merged.settingsUpdatedAt[key])
        }
        difference.settingsUpdatedAt = merged.settingsUpdatedAt.filter { difference.settings[$0.key] != nil }
        return difference
    }

    /// The sessions of the difference `changed`, but for what this side keeps as it is:
    /// - one stamped as ours and as far on (in progress or finished) is ours: the merge stamps
    ///   every version it makes after both sides';
    /// - a workout in progress ours lacks, while one is in progress here that the merge keeps:
    ///   one workout is in progress at a time, so it stays on the other machine, and `notes` says so.
    static func sessions(_ changed: [ImportedSession], ours: ImportBundle, merged: ImportBundle, notes: inout [String]) -> [ImportedSession] {
        let held = Dictionary(ours.sessions.map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
        var inProgressHere = ours.sessions.contains { $0.inProgress && merged.tombstones[$0.uid] == nil }
        return changed.filter { session in
            if let mine = held[session.uid] { return mine.updatedAt != session.updatedAt || mine.inProgress != session.inProgress }
            guard session.inProgress else { return true }
            if inProgressHere {
                notes.append("The workout in progress on the other machine (\(session.title)) stays there, as one is in progress here; finish one of them and sync again.")
                return false
            }
            inProgressHere = true
            return true
        }
    }

    /// The uids of `theirs` a merge with it reads this side's sessions for: its sessions', and
    /// its tombstones' (a session's, or a step's or a set's, to be looked up in its session).
    /// This side's sessions of those uids and its workout in progress, with every other record
    /// of this side, give the same difference as its whole history: a session is merged by its
    /// uid alone, and one neither names is left as it is.
    public static func uidsNamed(by theirs: ImportBundle) -> (sessions: Set<String>, tombstones: Set<String>) {
        (Set(theirs.sessions.map(\.uid)), Set(theirs.tombstones.keys))
    }

    /// Whether `bundle` holds no record at all (notes aside): a difference with nothing to change.
    public static func holdsNothing(_ bundle: ImportBundle) -> Bool {
        bundle.groups.isEmpty && bundle.exercises.isEmpty && bundle.exerciseWeightSteps.isEmpty && bundle.splits.isEmpty
            && bundle.body.isEmpty && bundle.challengeDays.isEmpty && bundle.sessions.isEmpty && bundle.programs.isEmpty
            && bundle.tombstones.isEmpty && bundle.settings.isEmpty
    }
}
