import BundledPlans
import Domain
import Formats
import Foundation
import XCTest
@testable import Storage

/// A split step's rule: kept in its row (migration 20), copied into a workout's step, read back
/// as the step's workouts, and carried by an export (format 8), an import and a sync.
final class SplitStepRuleStorageTests: TemporaryDirectoryTestCase {
    private let start = moment(sunday, 9, 0)
    private func at(_ seconds: Double) -> Moment { start.adding(seconds: seconds) }
    private let double = StepRule.double(low: 8, high: 12, increment: 2.5)
    private let tm = StepRule.trainingMax(percent: 0.85, trainingMax: 100)

    /// Split A with a rule on its first set step and on its second.
    private func withRules(_ store: Store, at moment: Moment) throws -> Split {
        var split = try XCTUnwrap(try store.loadSplits().first)
        let sets = split.steps.indices.filter { split.steps[$0].kind == .sets }
        split.steps[sets[0]].rule = double
        split.steps[sets[1]].rule = tm
        return try store.saveSplit(split, position: 0, now: moment)
    }

    func testARuleIsSavedAndReadBack() throws {
        let store = try Store.withCatalog(now: start)
        let saved = try withRules(store, at: at(60))
        let read = try XCTUnwrap(try store.loadSplits().first)
        XCTAssertEqual(read.steps.compactMap(\.rule), [double, tm])
        XCTAssertEqual(read.steps, saved.steps)
        // Back to none.
        var none = read
        for i in none.steps.indices { none.steps[i].rule = nil }
        _ = try store.saveSplit(none, position: 0, now: at(120))
        XCTAssertEqual(try store.loadSplits().first?.steps.compactMap(\.rule), [])
    }

    func testAWorkoutKeepsTheRuleAndItsStepsAreReadAsTheStepsHistory() throws {
        let store = try Store.withCatalog(now: start)
        let split = try withRules(store, at: at(60))
        var workout = ActiveWorkout(split: split, startedAt: at(100))
        workout.id = try store.beginWorkout(workout, now: at(100))
        let first = try XCTUnwrap(workout.steps.firstIndex { $0.plan.rule == double })
        XCTAssertEqual(try store.loadActiveWorkout()?.steps[first].plan.rule, double, "the running workout's step keeps it")
        // Day A's rows: a warm-up first, then the working sets, each side.
        for (i, reps) in [5, 10, 9, 8].enumerated() {
            try store.press(&workout, now: at(200 + Double(i) * 60)) {
                _ = $0.completeNext(step: first, at: at(200 + Double(i) * 60), challengeRoom: true,
                                    values: SetValues(reps: reps, weight: i == 0 ? nil : 60, repsRight: reps))
            }
        }
        try store.finishWorkout(workout, partial: false, endedAt: at(900))

        let read = SplitStepRead(sessionType: split.sessionType, occurrence: workout.steps.map(\.plan).occurrence(at: first), step: workout.steps[first].plan)
        let history = try XCTUnwrap(try store.splitStepHistories([read], today: start.day)[read.key])
        XCTAssertEqual(history.sessions.count, 1)
        XCTAssertEqual(history.sessions.first?.working.map(\.reps), [10, 9, 8])
        XCTAssertEqual(history.sessions.first?.working.map(\.weight), [60, 60, 60])
        let target = try XCTUnwrap(read.step.ruleTarget(history: history, inputs: TargetInputs(loadType: .weight, increment: 2.5, today: start.day)))
        XCTAssertEqual(target.sets.map(\.reps), [11, 10, 9])
    }

    func testMigration20LeavesEveryStepWithoutARule() throws {
        let file = path("eighteen.sqlite")
        do {
            let db = try olderDatabase(at: file, version: 18)
            try db.execute("""
                INSERT INTO splits (session_type, name, title, position, in_rotation, uid, updated_at)
                VALUES ('P', 'Push', 'Push', 0, 1, '01ARZ3NDEKTSV4RRFFQ69G5FAA', '2026-01-01T00:00:00Z')
                """)
            try db.execute("""
                INSERT INTO split_steps (split_id, position, uid, updated_at, exercise_id, title, kind, sets_text, warmup_sets, working_sets,
                    reps_text, notes, load_type, weight, cycles)
                VALUES ((SELECT id FROM splits WHERE session_type = 'P'), 0, '01ARZ3NDEKTSV4RRFFQ69G5FAB', '2026-01-01T00:00:00Z',
                    'barbell-bench-press', 'Bench', 'sets', '3', 0, 3, '5 reps', '', 'weight', 60, 0)
                """)
        }
        let store = try Store(path: file)
        XCTAssertEqual(store.schemaVersion, latestSchemaVersion)
        let step = try XCTUnwrap(try store.loadSplits().first { $0.sessionType == "P" }?.steps.first)
        XCTAssertEqual(step.title, "Bench")
        XCTAssertNil(step.rule, "as before: more weight offered after every set was done")
        XCTAssertEqual(try store.db.rows("SELECT rule FROM session_steps").count, 0)
    }

    func testAnExportOfFormat8CarriesTheRuleAndReadsBack() throws {
        let source = try Store.withCatalog(now: start)
        _ = try withRules(source, at: at(60))
        let exported = try source.exportText(at: at(300))
        XCTAssertTrue(exported.contains("\"schemaVersion\": 8,"))
        XCTAssertTrue(exported.contains("\"rule\": \"double\""), exported)
        XCTAssertTrue(exported.contains("\"ruleRepsHigh\": 12"), exported)
        XCTAssertTrue(exported.contains("\"rulePercent\": 0.85"), exported)
        for mode in [ImportMode.merge, .replace] {
            let fresh = try Store.withCatalog(now: at(600))
            _ = try fresh.importBundle(try ExportFormat.decode(Array(exported.utf8)), mode: mode, dryRun: false, now: at(600))
            XCTAssertEqual(try fresh.loadSplits().first?.steps.compactMap(\.rule), [double, tm], "\(mode)")
            XCTAssertEqual(withoutCreatedAt(try fresh.exportText(at: at(900))), withoutCreatedAt(exported), "\(mode): exported again, the same")
        }
    }

    func testAFormat7ExportStillImportsWithNoRules() throws {
        let source = try Store.withCatalog(now: start)
        _ = try withRules(source, at: at(60))
        var root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try source.exportText(at: at(300)).utf8)) as? [String: Any])
        root["schemaVersion"] = 7
        root["splits"] = (root["splits"] as? [[String: Any]])?.map { split in
            var split = split
            split["steps"] = (split["steps"] as? [[String: Any]])?.map { $0.filter { !$0.key.hasPrefix("rule") } }
            return split
        }
        let version7 = String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self)
        XCTAssertFalse(version7.contains("\"rule\""))
        let fresh = try Store.withCatalog(now: at(600))
        _ = try fresh.importBundle(try ExportFormat.decode(Array(version7.utf8)), mode: .replace, dryRun: false, now: at(600))
        XCTAssertEqual(try fresh.loadSplits().flatMap(\.steps).compactMap(\.rule), [])
    }

    func testARuleOfNoKindOrPastItsLimitsIsRefusedWithOneSentence() throws {
        let source = try Store.withCatalog(now: start)
        _ = try withRules(source, at: at(60))
        let text = try source.exportText(at: at(300)).replacingOccurrences(of: "\"ruleRepsHigh\": 12", with: "\"ruleRepsHigh\": 500")
        XCTAssertThrowsError(try ExportFormat.decode(Array(text.utf8))) { error in
            XCTAssertTrue((error as? ImportError)?.message.hasSuffix(".ruleRepsHigh must be a whole number from 1 to 100, or null.") == true, "\(error)")
        }
        let wave = try source.exportText(at: at(300)).replacingOccurrences(of: "\"rule\": \"double\"", with: "\"rule\": \"wave\"")
        XCTAssertThrowsError(try ExportFormat.decode(Array(wave.utf8))) { error in
            XCTAssertTrue((error as? ImportError)?.message.hasSuffix(
                ".rule must be linear, double, tm, rpe or same, with the numbers it needs within the plan file's limits.") == true, "\(error)")
        }
    }

    func testASyncCarriesTheRuleWithTheSplitEditedLater() throws {
        let laptop = try Store.withCatalog(now: start), box = try Store.withCatalog(now: start)
        _ = try withRules(laptop, at: at(100))
        let (_, laptopsSide, _) = try box.sync(with: try ExportFormat.decode(Array(try laptop.exportText(at: at(200)).utf8)),
                                           theirClock: nil, dryRun: false, now: at(300), appVersion: "test")
        _ = try laptop.sync(with: try ExportFormat.decode(laptopsSide), theirClock: nil, dryRun: false, now: at(300), appVersion: "test")
        for store in [laptop, box] { XCTAssertEqual(try store.loadSplits().first?.steps.compactMap(\.rule), [double, tm]) }
    }
}
