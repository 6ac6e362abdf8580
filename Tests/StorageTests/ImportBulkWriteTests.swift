import BundledPlans
import DemoData
import Domain
import XCTest
@testable import Storage

extension Store {
    /// Every row of every table, each table's rows as sorted text (rowids included where a
    /// table has them): two databases with equal dumps hold the same rows.
    func dumpOfEveryTable() throws -> [String: [String]] {
        var dump: [String: [String]] = [:]
        for table in try db.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap({ $0.string("name") }) {
            let withoutRowid = try db.firstRow("SELECT sql FROM sqlite_master WHERE name = ?", [table])?.string("sql")?.contains("WITHOUT ROWID") == true
            let select = withoutRowid ? "SELECT *" : "SELECT rowid, *"
            dump[table] = try db.rows("\(select) FROM \(quotedIdentifier(table))").map { "\($0.values)" }.sorted()
        }
        return dump
    }

    /// The schema as SQLite keeps it, but where its pages are: by name, and each table's
    /// triggers in the order they fire.
    func schemaText() throws -> [String] {
        let objects = try db.rows("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name").map { "\($0.values)" }
        let triggerOrder = try db.rows("SELECT tbl_name, name FROM sqlite_master WHERE type = 'trigger' ORDER BY tbl_name, rowid").map { "\($0.values)" }
        return objects + triggerOrder
    }

    /// Fails with the tables that differ from `other`'s and a few of their rows on each side.
    func assertSameRows(as other: Store, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) throws {
        let mine = try dumpOfEveryTable(), theirs = try other.dumpOfEveryTable()
        XCTAssertEqual(Set(mine.keys), Set(theirs.keys), message, file: file, line: line)
        for (table, rows) in theirs.sorted(by: { $0.key < $1.key }) where mine[table] != rows {
            let a = Set(mine[table] ?? []), b = Set(rows)
            XCTFail("\(message) \(table): \(a.count) rows against \(b.count); only here: \(a.subtracting(b).sorted().prefix(3)); only there: \(b.subtracting(a).sorted().prefix(3))",
                    file: file, line: line)
        }
    }

    var schemaVersionCounter: Int { (try? db.firstRow("PRAGMA schema_version")?.int(0)) ?? -1 }
    var foreignKeysOn: Bool { (try? db.firstRow("PRAGMA foreign_keys")?.int(0)) == 1 }
}

/// An import of many sessions sets the triggers of the tables it fills aside and does their
/// work itself (ImportBulkWrite.swift): the database it leaves must be the one an import
/// keeping them leaves, row for row and in its schema.
final class ImportBulkWriteTests: TemporaryDirectoryTestCase {
    let now = moment(sunday, 9, 0)

    /// Two databases with the same catalog and splits (their ids are random): copies of one.
    func twoEqualStores() throws -> (Store, Store) {
        let original = path("original.sqlite")
        _ = try Store.withCatalog(original, now: now)
        let a = try Store(path: ":memory:"), b = try Store(path: ":memory:")
        try a.restore(from: original)
        try b.restore(from: original)
        return (a, b)
    }

    /// A year of history as an export: the file imported.
    func exportedYear() throws -> ImportBundle {
        let source = try Store.withCatalog(now: now)
        try HistoryGenerator(splits: DefaultSplits.all).fill(source, years: 1, today: now)
        return try ExportFormat.decode(Array(try source.exportText(at: now).utf8))
    }

    /// A database holding an older copy of part of `bundle` (the last sessions missing, the
    /// five before them older and different) and searches carried over through each month.
    func withAnOlderCopy(of bundle: ImportBundle, in store: Store, bulk: BulkWrite.Policy) throws {
        var older = bundle
        older.sessions.removeLast(10)
        for i in older.sessions.indices.suffix(5) {
            older.sessions[i].updatedAt = "2000-01-01T00:00:00Z"
            older.sessions[i].durationSeconds = 1
            older.sessions[i].steps.removeLast()
        }
        _ = try store.importBundle(older, mode: .merge, dryRun: false, now: now, bulk: bulk)
        for month in 0..<12 {
            try store.db.execute("INSERT INTO achievement_progress (search, through, state) VALUES (?, ?, '')",
                                 ["search-\(month)", sunday.adding(days: -30 * month).iso])
        }
    }

    func testABulkImportLeavesTheRowsAndSchemaAnImportKeepingTheTriggersLeaves() throws {
        var bundle = try exportedYear()
        XCTAssertGreaterThan(bundle.sessions.count, BulkWrite.minimumSessions)
        bundle.sessions[bundle.sessions.count - 3].deletedAt = "2026-11-22T08:00:00Z" // a tombstone among the new ones
        let (slow, fast) = try twoEqualStores()
        try withAnOlderCopy(of: bundle, in: slow, bulk: .never)
        try withAnOlderCopy(of: bundle, in: fast, bulk: .always)
        try fast.assertSameRows(as: slow, "the older copies")
        let schemaBefore = try fast.schemaText()
        let counterBefore = fast.schemaVersionCounter

        let slowSummary = try slow.importBundle(bundle, mode: .merge, dryRun: false, now: now, bulk: .never)
        let fastSummary = try fast.importBundle(bundle, mode: .merge, dryRun: false, now: now, bulk: .always)
        XCTAssertEqual(fastSummary, slowSummary)
        XCTAssertEqual(fastSummary.sessionsAdded, 10)
        XCTAssertEqual(fastSummary.sessionsUpdated, 5)
        XCTAssertNotEqual(fast.schemaVersionCounter, counterBefore, "the triggers were set aside")

        try fast.assertSameRows(as: slow)
        // The searches that read only days before the first session written stay.
        let firstDay = bundle.sessions.suffix(15).map(\.date.iso).min()!
        let kept = (0..<12).filter { sunday.adding(days: -30 * $0).iso < firstDay }.count
        XCTAssertTrue((1..<12).contains(kept), "the test needs searches on both sides of \(firstDay)")
        XCTAssertEqual(try slow.dumpOfEveryTable()["achievement_progress"]?.count, kept)
        XCTAssertEqual(try fast.schemaText(), schemaBefore)
        XCTAssertEqual(try fast.schemaText(), try slow.schemaText())
        let summaries = try storedAndComputedSummaries(fast)
        XCTAssertEqual(summaries.stored, summaries.computed)
        XCTAssertTrue(fast.foreignKeysOn)
    }

    func testAFirstImportOfManySessionsIsTheSameBothWays() throws {
        let bundle = try exportedYear()
        let (slow, fast) = try twoEqualStores()
        let counter = fast.schemaVersionCounter
        _ = try slow.importBundle(bundle, mode: .merge, dryRun: false, now: now, bulk: .never)
        _ = try fast.importBundle(bundle, mode: .merge, dryRun: false, now: now) // many sessions: the bulk way
        XCTAssertNotEqual(fast.schemaVersionCounter, counter, "the triggers were set aside")
        try fast.assertSameRows(as: slow)
        XCTAssertEqual(try fast.schemaText(), try slow.schemaText())
    }

    func testAReplaceOfManySessionsIsTheSameBothWays() throws {
        let bundle = try exportedYear()
        let (slow, fast) = try twoEqualStores()
        try withAnOlderCopy(of: bundle, in: slow, bulk: .never)
        try withAnOlderCopy(of: bundle, in: fast, bulk: .never)
        let schema = try fast.schemaText()
        // A replace keeps the foreign keys on: it clears the sessions through their cascades.
        XCTAssertEqual(try fast.importBundle(bundle, mode: .replace, dryRun: false, now: now, bulk: .always),
                       try slow.importBundle(bundle, mode: .replace, dryRun: false, now: now, bulk: .never))
        try fast.assertSameRows(as: slow)
        XCTAssertEqual(try fast.schemaText(), schema)
        XCTAssertTrue(fast.foreignKeysOn)
        XCTAssertEqual(try fast.db.rows("PRAGMA foreign_key_check").count, 0)
    }

    func testAnImportChangingNothingOrLittleLeavesTheSchemaAlone() throws {
        let bundle = try exportedYear()
        let store = try Store.withCatalog(now: now)
        _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        let counter = store.schemaVersionCounter
        XCTAssertTrue(try store.importBundle(bundle, mode: .merge, dryRun: false, now: now).changedNothing)
        XCTAssertEqual(store.schemaVersionCounter, counter, "nothing to write: no schema change")
        var few = bundle
        few.sessions = Array(bundle.sessions.prefix(3))
        for i in few.sessions.indices { few.sessions[i].updatedAt = "2030-01-01T00:00:00Z" }
        XCTAssertEqual(try store.importBundle(few, mode: .merge, dryRun: false, now: now).sessionsUpdated, 3)
        XCTAssertEqual(store.schemaVersionCounter, counter, "a few sessions go the ordinary way")
    }

    func testAFailedBulkImportLeavesRowsSchemaAndForeignKeysAsTheyWere() throws {
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
            XCTAssertNotNil(expectStoreError(try store.importBundle(bundle, mode: .merge, dryRun: dryRun, now: now, bulk: .always)))
            XCTAssertTrue(try store.dumpOfEveryTable() == rows, "dry run \(dryRun): rows changed")
            XCTAssertEqual(try store.schemaText(), schema)
            XCTAssertTrue(store.foreignKeysOn)
        }
        // And it still works after: the triggers are there.
        bundle.sessions.removeLast()
        _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now, bulk: .always)
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
        // Statements prepared while the triggers were aside are prepared again: they fire.
        let real = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now, bulk: .never)
        XCTAssertEqual(real, { var s = dry; s.dryRun = false; return s }())
        let summaries = try storedAndComputedSummaries(store)
        XCTAssertEqual(summaries.stored, summaries.computed)
    }

    /// A trigger added on a table an import fills must be looked at: the import sets aside
    /// only triggers whose work it does (or that its writes never fire), and keeps them all
    /// when it meets another.
    func testEveryTriggerOnTheTablesFilledIsKnownToTheImport() throws {
        let store = try Store(path: ":memory:")
        let tables = BulkWrite.tables.map { "'\($0)'" }.joined(separator: ", ")
        let triggers = Set(try store.db.rows("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (\(tables))").compactMap { $0.string("name") })
        XCTAssertEqual(triggers, BulkWrite.triggersDoneByImport.union(BulkWrite.triggersNotFiredByImport),
                       "a trigger on a table the import fills: make the import do its work (ImportBulkWrite.swift), then list it there")
        // One it does not know of: nothing is set aside.
        try store.db.executeScript("CREATE TRIGGER unknown_one AFTER INSERT ON set_logs BEGIN SELECT 1; END")
        try store.db.execute("BEGIN")
        defer { try? store.db.execute("ROLLBACK") }
        XCTAssertTrue(try store.setAsideTriggersForBulkWrite().isEmpty)
        XCTAssertEqual(try store.db.firstRow("SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (\(tables))")?.int(0),
                       triggers.count + 1)
    }
}
