import BundledPlans
import Domain
import Formats
import XCTest
@testable import Storage

/// Migration 4 backfills ids and update times on a database written by schema 2, and its
/// triggers keep them current for writers that do not set them.
final class ExportIDsMigrationTests: TemporaryDirectoryTestCase {
    func testASchema2DatabaseGetsIdsAndTimesOnEveryRecord() throws {
        let file = path("old.sqlite")
        do {
            // A database as schema 2 left it, with a split, a finished session and a set.
            let db = try olderDatabase(at: file, version: 2)
            try db.executeScript("""
                INSERT INTO splits (uid, session_type, name, title, position, updated_at) VALUES ('S1', 'A', 'A', 'Day A', 0, '2026-01-02T10:00:00+01:00');
                INSERT INTO split_steps (split_id, position, title, kind, sets_text, reps_text) VALUES (1, 0, 'Row', 'sets', '3', '10 reps'), (1, 1, 'Curl', 'sets', '3', '10 reps');
                INSERT INTO sessions (session_type, date, started_at, uid, started_epoch, updated_at) VALUES ('A', '2026-01-02', '2026-01-02T09:00:00+01:00', 'W1', 1767340800, '2026-01-02T10:00:00+01:00');
                INSERT INTO session_steps (session_id, position, title, kind, sets_text, warmup_sets, working_sets, reps_text, notes) VALUES (1, 0, 'Row', 'sets', '3', 0, 3, '10 reps', '');
                INSERT INTO set_logs (uid, session_id, step_position, set_index, is_warmup, reps, completed_at, completed_epoch) VALUES ('X1', 1, 0, 0, 0, 10, '2026-01-02T09:05:00+01:00', 1767341100);
                INSERT INTO exercises (id, name, category, equipment, updated_at) VALUES ('row', 'Row', 'compound', 'dumbbell', '2026-01-01T00:00:00Z');
                """)
        }
        let store = try Store(path: file)
        XCTAssertEqual(store.schemaVersion, latestSchemaVersion)
        for table in ["split_steps", "session_steps", "exercises"] {
            XCTAssertEqual(try store.count(table, where: "uid IS NULL OR length(uid) != 26"), 0, table)
            XCTAssertEqual(try store.count(table, where: "uid GLOB '*[^0-9A-HJKMNP-TV-Z]*'"), 0, "\(table) uids are Crockford base32")
        }
        XCTAssertEqual(try store.count("split_steps", where: "updated_at = '2026-01-02T10:00:00+01:00'"), 2)
        XCTAssertEqual(try store.count("set_logs", where: "updated_at = completed_at"), 1)
        // The ULID's time is the parent's: the session's start.
        let uid = try store.db.firstRow("SELECT uid FROM session_steps")?.string("uid") ?? ""
        XCTAssertEqual(String(uid.prefix(10)), String(contentULID(epochSeconds: 1767340800, content: "").prefix(10)))

        // Writers that set neither still leave both.
        let now = moment(sunday, 9, 0)
        var splits = try store.loadSplits()
        splits[0].name = "Day A, renamed" // a split saved unchanged is not written at all
        try store.saveSplits(splits, now: now)
        XCTAssertEqual(try store.count("split_steps", where: "uid IS NOT NULL AND updated_at = ?", [now.isoDateTime]), 2)
        try store.db.execute("UPDATE set_logs SET reps = 12")
        XCTAssertEqual(try store.count("set_logs", where: "updated_at != completed_at AND updated_at LIKE '%Z'"), 1, "a changed set takes the time of the change")
    }
}
