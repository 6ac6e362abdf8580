import Domain
import XCTest
@testable import Storage

/// Rows are read by column name; a NOT NULL column without a value is an error naming it.
final class RowReadingTests: InMemoryStoreTestCase {
    private func row(_ sql: String) throws -> Row { try XCTUnwrap(store.db.firstRow(sql)) }

    private func expectError(_ body: @autoclosure () throws -> Any, naming words: [String],
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            for word in words {
                XCTAssertTrue("\(error)".contains(word), "\(error) should name \(word)", file: file, line: line)
            }
        }
    }

    func testColumnsAreReadByName() throws {
        let r = try row("SELECT 'x' AS b, 7 AS a, 2.5 AS c, NULL AS d, 1 AS e")
        XCTAssertEqual(r.columns.names, ["b", "a", "c", "d", "e"])
        XCTAssertEqual(r.int("a"), 7)
        XCTAssertEqual(r.string("b"), "x")
        XCTAssertEqual(r.double("c"), 2.5)
        XCTAssertNil(r.int("d"))
        XCTAssertNil(r.string("nowhere"))
        XCTAssertEqual(r.bool("e"), true)
        XCTAssertNil(r.bool("d"))
        XCTAssertEqual(try r.requiredInt("a", table: "t"), 7)
        XCTAssertEqual(try r.requiredDouble("a", table: "t"), 7)
        XCTAssertEqual(try r.requiredString("b", table: "t"), "x")
    }

    func testARequiredNullNamesTableAndColumn() throws {
        let r = try row("SELECT NULL AS duration_seconds")
        expectError(try r.requiredInt("duration_seconds", table: "sessions"), naming: ["duration_seconds", "sessions", "NULL"])
        expectError(try r.requiredDouble("duration_seconds", table: "sessions"), naming: ["duration_seconds", "sessions"])
        expectError(try r.requiredString("duration_seconds", table: "sessions"), naming: ["duration_seconds", "sessions"])
    }

    func testARequiredColumnMissingFromTheQueryNamesIt() throws {
        let r = try row("SELECT 1 AS id")
        expectError(try r.requiredString("uid", table: "sessions"), naming: ["uid", "sessions", "missing"])
    }

    func testAValueThatIsNotANumberIsAnErrorNotATrap() throws {
        let r = try row("SELECT 'abc' AS n, 1e300 AS huge")
        expectError(try r.requiredInt("n", table: "t"), naming: ["n", "t", "'abc'"])
        XCTAssertNil(r.int("huge"), "too large for Int: nil, not a crash")
        expectError(try r.requiredInt("huge", table: "t"), naming: ["huge"])
    }

    /// Given a settings "table" (a view here) whose NOT NULL value comes back NULL,
    /// when the settings are read, then the one sentence names the table and the column.
    func testANullInANotNullColumnReachesTheUserAsOneSentence() throws {
        try store.db.executeScript("""
            ALTER TABLE settings RENAME TO settings_kept;
            CREATE VIEW settings AS SELECT 'theme' AS key, NULL AS value;
            """)
        let error = expectStoreError(try store.allSettings())
        XCTAssertEqual(error?.message.hasPrefix("Could not read the settings: column value of table settings is NULL"), true,
                       error?.message ?? "")
        XCTAssertEqual(error?.message.hasSuffix("."), true)
        XCTAssertNotNil(expectStoreError(try store.setting("theme")))
    }

    func testANullChallengeCountIsNotReadAsZero() throws {
        try store.db.executeScript("""
            DROP TABLE daily_challenge;
            CREATE TABLE daily_challenge (id INTEGER PRIMARY KEY, date TEXT, sets_completed INTEGER, target INTEGER, uid TEXT, updated_at TEXT);
            INSERT INTO daily_challenge (date, sets_completed, target, uid, updated_at) VALUES ('2026-11-22', NULL, 3, 'u', 'now');
            """)
        let history = expectStoreError(try store.loadHistory())
        XCTAssertTrue(history?.message.contains("column sets_completed of table daily_challenge") == true, history?.message ?? "")
        let today = expectStoreError(try store.challengeSets(on: sunday))
        XCTAssertTrue(today?.message.contains("column sets_completed of table daily_challenge") == true, today?.message ?? "")
    }

    /// Rows read in place (the export's and the trends' reads) have the same
    /// checks: a column the query lacks, or a NULL where a value must be, names both.
    func testACursorNamesAMissingColumnAndARequiredNull() throws {
        var seen: [String] = []
        try store.db.forEachRow("SELECT 'x' AS uid, NULL AS reps, 2.5 AS weight", table: "set_logs",
                                columns: { (try $0.position(of: "uid"), try $0.position(of: "reps"), try $0.position(of: "weight")) }) { row, c in
            seen.append(try row.requiredString(c.0))
            XCTAssertNil(row.int(c.1))
            XCTAssertEqual(row.double(c.2), 2.5)
            XCTAssertEqual(try row.requiredDouble(c.2), 2.5)
            expectError(try row.requiredInt(c.1), naming: ["reps", "set_logs", "NULL"])
            var json: [UInt8] = []
            try row.appendJSON(c.1, nullable: true, to: &json)
            XCTAssertEqual(String(decoding: json, as: UTF8.self), "null")
            expectError(try row.appendJSON(c.1, to: &json), naming: ["reps", "set_logs", "NULL"])
        }
        XCTAssertEqual(seen, ["x"])
        expectError(try store.db.forEachRow("SELECT 1 AS id", table: "sessions", columns: { try $0.position(of: "uid") }) { _, _ in },
                    naming: ["uid", "sessions", "missing"])
    }

    /// Given a finished session whose NOT NULL start time reads back NULL (a view stands in for
    /// a file another program edited), the export fails with a sentence naming it instead of
    /// writing 0.
    func testTheExportRefusesANullWhereAValueMustBe() throws {
        try store.db.executeScript("""
            ALTER TABLE sessions RENAME TO sessions_kept;
            CREATE VIEW sessions AS SELECT 1 AS id, 'u' AS uid, 'A' AS session_type, 'Day A' AS title, '2026-11-22' AS date,
                '2026-11-22T09:00:00Z' AS started_at, NULL AS started_epoch, 0 AS utc_offset_seconds, 60 AS duration_seconds,
                0 AS is_partial, 0 AS steps_total, 0 AS steps_completed, '' AS muscle_groups, 'now' AS updated_at,
                NULL AS deleted_at, '' AS note, 'finished' AS status, NULL AS rest_step, NULL AS rest_total, NULL AS rest_elapsed,
                NULL AS rest_running_since, 0 AS away_seconds, NULL AS away_answered_epoch;
            """)
        let error = expectStoreError(try store.exportJSON(createdAt: moment(sunday, 9, 0), appVersion: "test") { _ in })
        XCTAssertTrue(error?.message.contains("column started_epoch of table sessions is NULL") == true, error?.message ?? "")
    }
}
