import BundledPlans
import DemoData
import Domain
import Formats
import XCTest
@testable import Storage

/// The summaries as stored and as the views compute them from the steps and sets, rounded to
/// the gram (the import sums in Swift, SQLite in its own order).
func storedAndComputedSummaries(_ store: Store) throws -> (stored: [String], computed: [String]) {
    func lines(_ bests: String, _ regions: String) throws -> [String] {
        try store.db.rows(bests).map { row in
            [row.string("session_id"), row.string("exercise_key"), row.string("exercise_id"), row.string("title"), row.string("date"),
             row.double("started_epoch").map { String($0) }, row.double("heaviest").map { String(format: "%.3f", $0) },
             row.double("best_e1rm").map { String(format: "%.3f", $0) }, row.double("volume").map { String(format: "%.3f", $0) }]
                .map { $0 ?? "nil" }.joined(separator: " ")
        } + store.db.rows(regions).map { row in
            let list = (row.string("regions") ?? "").split(separator: ",").sorted().joined(separator: ",")
            return "\(row.string("session_id") ?? "") \(row.string("date") ?? "") \(list)"
        }
    }
    let columns = "session_id, exercise_key, exercise_id, title, date, started_epoch, heaviest, best_e1rm, volume"
    return (try lines("SELECT \(columns) FROM session_exercise_bests ORDER BY session_id, exercise_key",
                      "SELECT session_id, date, regions FROM session_regions ORDER BY session_id"),
            try lines("SELECT \(columns) FROM session_exercise_best_figures ORDER BY session_id, exercise_key",
                      "SELECT session_id, date, regions FROM session_region_figures ORDER BY session_id"))
}

/// The per-session summaries (migration 8): kept by the database when a session changes, and
/// written by the import itself; both must be the rows the views compute from the sets.
final class SessionSummaryTests: XCTestCase {
    let now = moment(sunday, 9, 0)

    func summaries(_ store: Store) throws -> (stored: [String], computed: [String]) { try storedAndComputedSummaries(store) }

    func testFinishedWorkoutsAreSummarizedAsTheViewsComputeThem() throws {
        let store = try Store.withCatalog(now: now)
        try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 1, today: now)
        let (stored, computed) = try summaries(store)
        XCTAssertGreaterThan(stored.count, 100)
        XCTAssertEqual(stored, computed)
    }

    func testAnImportWritesTheSameRowsTheViewsCompute() throws {
        let source = try Store.withCatalog(now: now)
        try HistoryGenerator(splits: DefaultSplits.all).fill(source, years: 1, today: now)
        let target = try Store.withCatalog(now: now)
        _ = try target.importBundle(try ExportFormat.decode(Array(try source.exportText(at: now).utf8)), mode: .merge, dryRun: false, now: now)
        let (stored, computed) = try summaries(target)
        XCTAssertGreaterThan(stored.count, 100)
        XCTAssertEqual(stored, computed)
        for name in fixtureNames {
            let store = try Store.withCatalog(now: now)
            let bundle = try ForeignWorkouts.decode(try fixture(name), catalog: try store.loadCatalog(), defaultUnit: .kg, utcOffsetSeconds: 3600)
            _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
            let (stored, computed) = try summaries(store)
            XCTAssertFalse(stored.isEmpty, name)
            XCTAssertEqual(stored, computed, name)
        }
    }

    /// Bodyweight sets with and without a weigh-in, assisted, one side at a time, distances, drop
    /// and AMRAP sets: the import's figures are the view's, whatever the body weight in force.
    func testEveryKindOfSetIsSummarizedAsTheViewComputesIt() throws {
        let source = try storeWithEveryKindOfSet(now: now)
        let (finished, computedThere) = try summaries(source)
        XCTAssertEqual(finished, computedThere)
        let bundle = try ExportFormat.decode(Array(try source.exportText(at: now).utf8))
        // As imported (no body weight: none is in a file, and no weigh-in), and with weigh-ins
        // in the file, which weigh the sets of their days as the import ends.
        var weighed = bundle
        weighed.body = weighed.sessions.enumerated().map { s, session in
            ImportedBodyMeasurement(measurement: BodyMeasurement(uid: "01JWE1GH1N000000000000000\(s)", kind: .bodyWeight, value: s == 0 ? 80 : 92.5,
                                                                 date: session.date, measured: Moment(epochSeconds: session.startedEpoch - 60,
                                                                                                      utcOffsetSeconds: 0)),
                                    updatedAt: "2026-11-22T08:00:00Z")
        }
        for s in weighed.sessions.indices {
            for t in weighed.sessions[s].steps.indices where weighed.sessions[s].steps[t].plan.loadType.countsBodyWeight {
                for x in weighed.sessions[s].steps[t].sets.indices { weighed.sessions[s].steps[t].sets[x].bodyWeight = s == 0 ? 80 : 92.5 }
            }
        }
        for file in [bundle, weighed] {
            let target = try Store(path: ":memory:")
            _ = try target.importBundle(file, mode: .merge, dryRun: false, now: now)
            let (stored, computed) = try summaries(target)
            XCTAssertEqual(stored, computed)
            XCTAssertEqual(stored.filter { $0.contains("assisted-pull-up") }.count, file == weighed ? 2 : 0,
                           "an assisted set counts once the body weight is known")
        }
        // 80 kg + 20 kg for 8 reps, the weaker side's reps for the lunge's e1RM, both sides' for its volume.
        let first = try XCTUnwrap(weighed.sessions.first)
        let bests = Dictionary(uniqueKeysWithValues: first.exerciseBests().map { ($0.key, $0) })
        XCTAssertEqual(bests["chest-dip"]?.heaviest, 100)
        XCTAssertEqual(bests["chest-dip"]?.volume ?? 0, 100 * 8 + 80 * 12, accuracy: 1e-9)
        XCTAssertEqual(bests["assisted-pull-up"]?.heaviest, 55)
        XCTAssertEqual(bests["walking-lunge"]?.bestE1RM ?? 0, 16 * (1 + 9 / 30.0), accuracy: 1e-9)
        XCTAssertEqual(bests["walking-lunge"]?.volume ?? 0, 16 * 19 + 12 * 16, accuracy: 1e-9)
        XCTAssertNil(bests["stationary-bike"], "a distance has no load")
        let unweighed = Dictionary(uniqueKeysWithValues: try XCTUnwrap(bundle.sessions.first).exerciseBests().map { ($0.key, $0) })
        XCTAssertEqual(unweighed["chest-dip"]?.heaviest, 20, "without a weigh-in: the weight added")
        XCTAssertNil(unweighed["reverse-lunge"], "nothing added, no weigh-in: no load")
    }

    func testTheListMarksTheSessionsWhoseDetailHasRecords() throws {
        let store = try Store.withCatalog(now: now)
        try DemoSplits.install(store, defaults: DefaultSplits.all, catalog: try store.loadCatalog(), now: now).fill(store, years: 1, today: now)
        var marked = 0
        for offset in stride(from: 0, to: 200, by: 40) {
            for row in try store.sessionLogPage(filter: nil, offset: offset, limit: 40).rows {
                let records = try XCTUnwrap(store.sessionDetail(id: row.id)).records
                XCTAssertEqual(row.setRecord, !records.isEmpty, "\(row.day.iso): \(records)")
                if row.setRecord { marked += 1 }
            }
        }
        XCTAssertGreaterThan(marked, 5)
    }

    func testEditsMovesAndDeletionsOfPastSessionsKeepThemCurrent() throws {
        let store = try Store.withCatalog(now: now)
        try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 1, today: now)
        let page = try store.sessionLogPage(filter: nil, offset: 0, limit: 10)
        let detail = try XCTUnwrap(store.sessionDetail(id: page.rows[3].id))
        let step = try XCTUnwrap(detail.steps.first { $0.sets.contains { !$0.isWarmup && ($0.weight ?? 0) > 0 } })
        let set = try XCTUnwrap(step.sets.first { !$0.isWarmup && ($0.weight ?? 0) > 0 })
        try store.editPastSession(.setValues(session: detail.summary.id, set: set.id, values: SetValues(reps: 3, weight: 500, rpe: nil)), now: now)
        XCTAssertEqual(try store.db.firstRow("SELECT max(heaviest) AS kg FROM session_exercise_bests")?.double("kg"), 500)
        try store.editPastSession(.move(session: page.rows[4].id, to: moment(sunday.adding(days: -400), 7, 0)), now: now)
        try store.editPastSession(.delete(session: page.rows[5].id), now: now)
        let working = try XCTUnwrap(store.sessionDetail(id: page.rows[6].id)?.steps.flatMap(\.sets).first { !$0.isWarmup })
        try store.editPastSession(.deleteSet(session: page.rows[6].id, set: working.id), now: now)
        let (stored, computed) = try summaries(store)
        XCTAssertEqual(stored, computed)
        XCTAssertTrue(stored.contains { $0.contains(sunday.adding(days: -400).iso) }, "the moved session is summarized on its new date")
    }

}

/// Migration 8 summarizes the history a schema-7 database already holds.
final class SessionSummaryMigrationTests: TemporaryDirectoryTestCase {
    func testTheMigrationSummarizesAnExistingHistory() throws {
        let file = path("old.sqlite")
        let now = moment(sunday, 9, 0)
        do {
            // A year of history, then the database taken back to how schema 7 left it.
            let store = try Store.withCatalog(file, now: now)
            try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 1, today: now)
            try store.db.executeScript("""
                DROP TRIGGER sessions_summarized; DROP VIEW session_exercise_best_figures; DROP VIEW session_region_figures;
                DROP TABLE session_exercise_bests; DROP TABLE session_regions;
                DROP INDEX sessions_by_date; CREATE INDEX sessions_by_date ON sessions(date, started_epoch);
                DROP INDEX sessions_by_type; CREATE INDEX sessions_by_type ON sessions(session_type, date, started_epoch);
                DROP TABLE achievement_progress; DROP TRIGGER sessions_inserted_progress; DROP TRIGGER sessions_updated_progress;
                DROP TRIGGER sessions_deleted_progress; DROP TRIGGER challenge_inserted_progress; DROP TRIGGER challenge_updated_progress;
                DROP TRIGGER challenge_deleted_progress; DROP INDEX daily_challenge_by_date;
                DROP TABLE foreign_exercise_names;
                \(undoMigrationsAfter11)
                DELETE FROM schema_migrations WHERE version >= 8; PRAGMA user_version = 7;
                """)
        }
        let store = try Store(path: file)
        XCTAssertEqual(store.schemaVersion, latestSchemaVersion)
        let (stored, computed) = try storedAndComputedSummaries(store)
        XCTAssertGreaterThan(stored.count, 100)
        XCTAssertEqual(stored, computed)
    }
}

/// The achievement searches carried over from reading to reading give what a search from the
/// first day gives, whatever changes in between.
final class AchievementProgressTests: XCTestCase {
    func testCarriedOverSearchesMatchSearchesFromTheFirstDay() throws {
        let now = moment(sunday, 9, 0)
        let store = try Store.withCatalog(now: now)
        try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 1, today: now)
        // What the Stats tab reads the achievements from.
        func achievements(_ today: Day) throws -> AchievementInputs { try store.loadTrends(today: today).achievements }
        func fromScratch(_ today: Day) throws -> AchievementInputs {
            try store.db.execute("DELETE FROM achievement_progress")
            return try achievements(today)
        }
        var generator = SystemRandomNumberGenerator()
        var today = sunday.adding(days: -20)
        for step in 0..<48 {
            let carried = try achievements(today)
            XCTAssertEqual(try achievements(today), carried, "read twice, step \(step)")
            let page = try store.sessionLogPage(filter: nil, offset: Int.random(in: 0..<100, using: &generator), limit: 1).rows
            switch step % 6 {
            case 0: if let s = page.first { try store.editPastSession(.delete(session: s.id), now: now) }
            case 1: if let s = page.first { try store.editPastSession(.partial(session: s.id, true), now: now) }
            case 2: if let s = page.first { try store.editPastSession(.move(session: s.id, to: moment(today.adding(days: -Int.random(in: 0..<200, using: &generator)), 7, 0)), now: now) }
            case 3: _ = try store.setChallenge(day: today.adding(days: -Int.random(in: 0..<100, using: &generator)), sets: Int.random(in: 0...3, using: &generator), target: 3, now: now)
            case 4:
                if let s = page.first, let set = try store.sessionDetail(id: s.id)?.steps.flatMap(\.sets).first(where: { !$0.isWarmup }) {
                    try store.editPastSession(.setValues(session: s.id, set: set.id,
                                                         values: SetValues(reps: 5, weight: Double.random(in: 0...400, using: &generator))),
                                              now: now)
                }
            default: today = today.adding(days: Int.random(in: 0...3, using: &generator))
            }
            let again = try achievements(today)
            XCTAssertEqual(again, try fromScratch(today), "step \(step)")
            // From scratch it kept its progress: the next reading goes on from there.
            XCTAssertEqual(try achievements(today), again, "step \(step)")
        }
    }
}
