import BundledPlans
import Domain
import Formats
import XCTest
@testable import Storage

/// A program's slots read from the database as the tracker logs them: two slots of one
/// exercise on one day (a top set and back-offs) progress apart, each from its own step's
/// sets, and a stage begun long before the latest workouts is still the one read.
final class ProgramSlotReadingTests: XCTestCase {
    private let start = moment(sunday.adding(days: -400), 9, 0)
    private var store: Store!

    override func setUpWithError() throws {
        store = try Store.withCatalog(now: start)
    }

    override func tearDown() {
        store = nil
        super.tearDown()
    }

    /// Starts `text` at `start` and returns its record.
    private func started(_ text: String) throws -> ProgramRecord {
        let saved = try store.saveProgram(ProgramRecord(key: "P", text: text), now: start)
        try store.startProgram(uid: saved.uid, now: start)
        return try XCTUnwrap(try store.activeProgram())
    }

    /// The program's next workout begun `days` after the start and finished, each set of each
    /// step logged as `values` says for that step's target (nil: as targeted).
    private func logNext(after days: Int, _ values: (Int, Target) -> [SetValues]? = { _, _ in nil }) throws {
        let at = moment(sunday.adding(days: -400 + days), 18, 0)
        let active = try XCTUnwrap(try store.loadActiveProgram(today: at.day))
        let split = active.splits[active.position.day]
        var workout = ActiveWorkout(split: split, startedAt: at)
        workout.id = try store.beginWorkout(workout, now: at)
        var second = 10.0
        for (i, step) in split.steps.enumerated() {
            let target = try XCTUnwrap(active.target(sessionType: split.sessionType, step: step))
            let sets = values(i, target) ?? target.sets.map { SetValues(reps: $0.reps, weight: $0.weight) }
            for set in sets {
                _ = workout.completeNext(step: i, at: at.adding(seconds: second), challengeRoom: false, values: set)
                second += 60
            }
        }
        try store.saveWorkout(workout, now: at.adding(seconds: second))
        _ = try store.finishWorkout(workout, partial: false, endedAt: at.adding(seconds: second + 60))
    }

    private let topAndBackOffs = """
        program "Top and back-offs"
        day A "Squat"
          [Top] Barbell Back Squat: 1x3, linear +2.5, start 100
          [Back] Barbell Back Squat: 3x5, linear +2.5, start 80
        """

    func testATopSetAndItsBackOffsOfOneExerciseProgressApart() throws {
        _ = try started(topAndBackOffs)
        try logNext(after: 0)
        // The back-offs missed on the second workout: they stay; the top set moves on.
        try logNext(after: 2) { i, target in
            i == 1 ? target.sets.map { SetValues(reps: 4, weight: $0.weight) } : nil
        }
        let active = try XCTUnwrap(try store.loadActiveProgram(today: sunday.adding(days: -396)))
        let targets = try XCTUnwrap(active.targets["P/A"])
        XCTAssertEqual(targets.map(cell), ["1×3 105", "3×5 82.5"], "each slot from its own sets, not the heavier top set's")

        // Each step's slot goes out in the export and comes back in: the same targets elsewhere.
        let exported = try store.exportText(at: start)
        XCTAssertTrue(exported.contains("\"programSlot\": 1"), "the back-offs' step is slot 1")
        let copy = try Store.withCatalog(now: start)
        _ = try copy.importBundle(try ExportFormat.decode(Array(exported.utf8)), mode: .merge, dryRun: false, now: start)
        let copied = try XCTUnwrap(try copy.loadActiveProgram(today: sunday.adding(days: -396)))
        XCTAssertEqual(copied.targets["P/A"]?.map(cell), ["1×3 105", "3×5 82.5"])
    }

    /// Steps logged before they knew their slot (an older database or export) are found by
    /// their exercise's place in the workout: the same targets.
    func testStepsWithoutTheirSlotAreFoundByTheirPlace() throws {
        _ = try started(topAndBackOffs)
        try logNext(after: 0)
        try store.db.execute("UPDATE session_steps SET program_slot = NULL")
        let active = try XCTUnwrap(try store.loadActiveProgram(today: sunday.adding(days: -398)))
        XCTAssertEqual(active.targets["P/A"]?.map(cell), ["1×3 102.5", "3×5 82.5"])
    }

    func testAStageBegunLongBeforeTheLatestWorkoutsIsStillRead() throws {
        _ = try started("""
            program "T2"
            day A "Bench"
              [T2] Barbell Bench Press: 3x10 then 3x8 then 3x6, linear +2.5, restart first +7.5, start 40
            """)
        try logNext(after: 0)
        // 3×10 missed at 42.5, then a long run of 3×8, then 3×8 and 3×6 missed at its top.
        try logNext(after: 2) { _, target in target.sets.map { SetValues(reps: 9, weight: $0.weight) } }
        for n in 0..<20 { try logNext(after: 4 + 2 * n) }
        try logNext(after: 44) { _, target in target.sets.map { SetValues(reps: 7, weight: $0.weight) } }
        try logNext(after: 46) { _, target in target.sets.map { SetValues(reps: 5, weight: $0.weight) } }
        let active = try XCTUnwrap(try store.loadActiveProgram(today: sunday.adding(days: -352)))
        let target = try XCTUnwrap(active.targets["P/A"]?.first)
        // 3×8 from 42.5 for twenty workouts: missed at 92.5, then 3×6 there; the last 3×10 was at 42.5.
        XCTAssertEqual(cell(target), "3×10 50")
        XCTAssertEqual(target.reason.text(unit: .kg, today: sunday.adding(days: -352)),
                       "3×10 again at 50 kg, last 3×10 + 7.5: 3×6 missed on Wed")
    }
}

/// "5×3+ 60": a target as the tests write it.
private func cell(_ target: Target) -> String {
    "\(target.scheme) \(target.sets.compactMap(\.weight).max().map(plateNumber) ?? "—")"
}
