import Domain
import Formats
import Sync

/// A sync's difference (`SyncMerge.difference`) written as it is: the merge decided what
/// this side must hold, so its sessions and settings replace this database's of their uid or
/// key, whatever this side's rules for a file would say.
extension Store {
    /// Writes the difference `prepare` gives (made inside the transaction, from the database
    /// as it is under the write lock) in one transaction; `dryRun` rolls it back.
    func applyDifference(dryRun: Bool, now: Moment, _ prepare: @escaping () throws -> ImportBundle) throws -> ImportSummary {
        try writeInOneTransaction(dryRun: dryRun) { [self] in
            let difference = try prepare()
            var summary = ImportSummary(source: difference.source)
            summary.dryRun = dryRun
            summary.notes = difference.notes
            // Every other record of the difference is newer than this database's (the merge
            // stamps what it makes after both sides'), so the file's rule, the newer wins, writes it.
            // A workout in progress its tombstones take away, the difference says already.
            try writeRecords(of: difference, replacing: false, into: &summary) { summary in
                try writeSessions(difference.sessions, into: &summary) { _, _, _ in true }
            }
            try applySettings(difference.settings, stamps: difference.settingsUpdatedAt, into: &summary)
            // Edits made here from now on are stamped after everything the two machines hold.
            try raiseClockFloor(to: SyncMerge.latestStamp(difference), now: now)
            return summary
        }
    }

    /// Each setting with the time it was set.
    private func applySettings(_ settings: [String: String], stamps: [String: String], into summary: inout ImportSummary) throws {
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) {
            let before = try db.firstRow("SELECT value FROM settings WHERE key = ?", [key])?.string("value")
            try writeSetting(key, value, stamp: stamps[key])
            if before != value { summary.settingsChanged += 1 }
        }
    }
}
