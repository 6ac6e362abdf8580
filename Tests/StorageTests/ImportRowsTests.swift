import BundledPlans
import DemoData
import Domain
import Formats
import XCTest
@testable import Storage

extension Store {
    /// Every row of every table, each table's rows as sorted text (rowids included where a
    /// table has them): two dumps are equal when the tables hold the same rows.
    func dumpOfEveryTable() throws -> [String: [String]] {
        var dump: [String: [String]] = [:]
        for table in try db.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap({ $0.string("name") }) {
            let withoutRowid = try db.firstRow("SELECT sql FROM sqlite_master WHERE name = ?", [table])?.string("sql")?.contains("WITHOUT ROWID") == true
            let select = withoutRowid ? "SELECT *" : "SELECT rowid, *"
            dump[table] = try db.rows("\(select) FROM \"\(table)\"").map { "\($0.values)" }.sorted()
        }
        return dump
    }

    /// The schema as SQLite keeps it: by name, and each table's triggers in the order they fire.
    func schemaText() throws -> [String] {
        let objects = try db.rows("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name").map { "\($0.values)" }
        let triggerOrder = try db.rows("SELECT tbl_name, name FROM sqlite_master WHERE type = 'trigger' ORDER BY tbl_name, rowid").map { "\($0.values)" }
        return objects + triggerOrder
    }

    var schemaVersionCounter: Int { (try? db.firstRow("PRAGMA schema_version")?.int(0)) ?? -1 }
    var foreignKeysOn: Bool { (try? db.firstRow("PRAGMA foreign_keys")?.int(0)) == 1 }
}

/// The rows an import of many sessions leaves: what the schema's triggers keep (achievement
/// searches, summaries) is current, the schema and the foreign keys are as they were, and a
/// failed import or a dry run leaves every row as it was.
final class ImportRowsTests: XCTestCase {
    let now = moment(sunday, 9, 0)

    /// A year of history as an export: the file imported.
    func exportedYear() throws -> ImportBundle {
        let source = try Store.withCatalog(now: now)
        try HistoryGenerator(splits: DefaultSplits.all).fill(source, years: 1, today: now)
        return try ExportFormat.decode(Array(try source.exportText(at: now).utf8))
    }

    /// A database holding an older copy of part of `bundle` (the last sessions missing, the
    /// five before them older and different) and searches carried over through each month.
    func withAnOlderCopy(of bundle: ImportBundle, in store: Store) throws {
        var older = bundle
        older.sessions.removeLast(10)
        for i in older.sessions.indices.suffix(5) {
            older.sessions[i].updatedAt = "2000-01-01T00:00:00Z"
            older.sessions[i].durationSeconds = 1
            older.sessions[i].steps.removeLast()
        }
        _ = try store.importBundle(older, mode: .merge, dryRun: false, now: now)
        for month in 0..<12 {
            try store.db.execute("INSERT INTO achievement_progress (search, through, state) VALUES (?, ?, '')",
                                 ["search-\(month)", sunday.adding(days: -30 * month).iso])
        }
    }

    func testAnImportOverAnOlderCopyKeepsWhatTheTriggersKeep() throws {
        var bundle = try exportedYear()
        bundle.sessions[bundle.sessions.count - 3].deletedAt = "2026-11-22T08:00:00Z" // a tombstone among the new ones
        let store = try Store.withCatalog(now: now)
        try withAnOlderCopy(of: bundle, in: store)
        let schemaBefore = try store.schemaText()
        let counterBefore = store.schemaVersionCounter

        let summary = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(summary.sessionsAdded, 10)
        XCTAssertEqual(summary.sessionsUpdated, 5)
        // The searches that read only days before the first session written stay.
        let firstDay = bundle.sessions.suffix(15).map(\.date.iso).min()!
        let kept = (0..<12).filter { sunday.adding(days: -30 * $0).iso < firstDay }.count
        XCTAssertTrue((1..<12).contains(kept), "the test needs searches on both sides of \(firstDay)")
        XCTAssertEqual(try store.dumpOfEveryTable()["achievement_progress"]?.count, kept)
        let summaries = try storedAndComputedSummaries(store)
        XCTAssertEqual(summaries.stored, summaries.computed)
        XCTAssertEqual(try store.schemaText(), schemaBefore)
        XCTAssertEqual(store.schemaVersionCounter, counterBefore, "an import leaves the schema alone")
        XCTAssertTrue(store.foreignKeysOn)
        XCTAssertEqual(try store.db.rows("PRAGMA foreign_key_check").count, 0)
        XCTAssertTrue(try store.importBundle(bundle, mode: .merge, dryRun: false, now: now).changedNothing)
    }

    func testAReplaceOfManySessionsKeepsTheForeignKeys() throws {
        let bundle = try exportedYear()
        let store = try Store.withCatalog(now: now)
        try withAnOlderCopy(of: bundle, in: store)
        let schema = try store.schemaText()
        // A replace keeps the foreign keys on: it clears the sessions through their cascades.
        let summary = try store.importBundle(bundle, mode: .replace, dryRun: false, now: now)
        XCTAssertEqual(summary.sessionsAdded, bundle.sessions.count)
        XCTAssertEqual(try store.schemaText(), schema)
        XCTAssertTrue(store.foreignKeysOn)
        XCTAssertEqual(try store.db.rows("PRAGMA foreign_key_check").count, 0)
        let summaries = try storedAndComputedSummaries(store)
        XCTAssertEqual(summaries.stored, summaries.computed)
    }

    func testAFailedImportLeavesRowsSchemaAndForeignKeysAsTheyWere() throws {
        var bundle = try exportedYear()
        // The last session's first set has the uid of the first session's: refused by the
        // unique index, deep into the writes.
        let lastSession = bundle.sessions.count - 1
        let lastStep = bundle.sessions[lastSession].steps.firstIndex { !$0.sets.isEmpty }!
        let firstStep = bundle.sessions[0].steps.firstIndex { !$0.sets.isEmpty }!
        bundle.sessions[lastSession].steps[lastStep].sets[0].uid = bundle.sessions[0].steps[firstStep].sets[0].uid
        let store = try Store.withCatalog(now: now)
        let rows = try store.dumpOfEveryTable(), schema = try store.schemaText()
        for dryRun in [false, true] {
            XCTAssertNotNil(expectStoreError(try store.importBundle(bundle, mode: .merge, dryRun: dryRun, now: now)))
            XCTAssertTrue(try store.dumpOfEveryTable() == rows, "dry run \(dryRun): rows changed")
            XCTAssertEqual(try store.schemaText(), schema)
            XCTAssertTrue(store.foreignKeysOn)
        }
        // And it still works after.
        bundle.sessions.removeLast()
        _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(try store.schemaText(), schema)
        XCTAssertTrue(store.foreignKeysOn)
    }

    func testADryRunOfManySessionsWritesNothing() throws {
        let bundle = try exportedYear()
        let store = try Store.withCatalog(now: now)
        let rows = try store.dumpOfEveryTable(), schema = try store.schemaText()
        let dry = try store.importBundle(bundle, mode: .merge, dryRun: true, now: now)
        XCTAssertEqual(dry.sessionsAdded, bundle.sessions.count)
        XCTAssertTrue(try store.dumpOfEveryTable() == rows, "the dry run changed rows")
        XCTAssertEqual(try store.schemaText(), schema)
        let real = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(real, { var s = dry; s.dryRun = false; return s }())
        let summaries = try storedAndComputedSummaries(store)
        XCTAssertEqual(summaries.stored, summaries.computed)
    }
}
