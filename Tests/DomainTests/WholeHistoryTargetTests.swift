import BundledPlans
import XCTest
@testable import Domain

/// A target follows the slot's whole history however long ago what decides it happened (the
/// weight of the last first stage, a five-rep-max test, a run of misses), while it is read
/// from the latest workouts only as far back as it depends on.
final class WholeHistoryTargetTests: XCTestCase {
    private let plates = PlateSet.kilograms

    private func inputs(today: String = "2027-06-01") -> TargetInputs {
        let plates = self.plates
        return TargetInputs(loadType: .weight, increment: 2.5, round: { plates.roundedDown($0) },
                            above: { plates.nearest(to: $0 + 1e-6).above ?? $0 }, today: day(today))
    }

    private func sets(_ count: Int, _ reps: Int, amrap: Bool = false) -> SetScheme {
        var planned = Array(repeating: PlannedSet(reps: reps), count: count)
        planned[count - 1].amrap = amrap
        return SetScheme(planned)
    }

    /// A workout logged as the tracker logs a program's day: its step planned as `planned`,
    /// with working sets of `reps` at `weight`, `n` days after 2 Jan 2027.
    private func workout(_ n: Int, planned: [SetTarget], _ reps: [Int], at weight: Double) -> SlotSession {
        let d = day("2027-01-02").adding(days: n)
        return SlotSession(day: d, startedAt: epoch(d, hour: 18), sets: reps.map { SetLog(isWarmup: false, reps: $0, weight: weight, completedAt: 0) },
                           plan: SlotPlan(targets: planned))
    }

    private func planned(_ scheme: SetScheme) -> [SetTarget] { scheme.sets.map(SetTarget.init(planned:)) }

    /// Every window of the latest workouts gives the whole history's target, or says it needs
    /// more: never another target.
    private func assertEveryWindowAgrees(_ slot: ProgramSlot, _ history: [SlotSession], file: StaticString = #filePath, line: UInt = #line) {
        let whole = slot.target(in: Program(name: "T"), at: ProgramPosition(), history: history, inputs: inputs())
        for count in 1...history.count {
            let window = SlotHistory(history).suffix(count)
            if let target = slot.target(in: Program(name: "T"), at: ProgramPosition(), history: window, inputs: inputs()) {
                XCTAssertEqual(target, whole, "the last \(count) of \(history.count)", file: file, line: line)
            }
        }
    }

    /// GZCLP's T2: 3×10 missed at 45 kg, then months of 3×8 up to 75 kg, 3×8 and 3×6 missed
    /// there: 3×10 again at the last 3×10's weight plus 7.5 kg, 52.5, however long ago that was.
    func testAT2ResetReadsTheLastFirstStageMonthsBack() {
        let t2 = [sets(3, 10), sets(3, 8), sets(3, 6)]
        let slot = ProgramSlot(tag: "T2", exerciseID: "barbell-bench-press", name: "Barbell Bench Press", schemes: t2,
                               rule: .linear(LinearRule(increment: 2.5, restart: .firstStagePlus(7.5))), start: 40)
        var history = [workout(0, planned: planned(t2[0]), [10, 10, 10], at: 40), workout(7, planned: planned(t2[0]), [10, 10, 10], at: 42.5),
                       workout(14, planned: planned(t2[0]), [10, 10, 8], at: 45)]
        for i in 0..<12 { history.append(workout(21 + 7 * i, planned: planned(t2[1]), [8, 8, 8], at: 45 + 2.5 * Double(i))) }
        history.append(workout(120, planned: planned(t2[1]), [8, 8, 6], at: 75))
        history.append(workout(127, planned: planned(t2[2]), [6, 5, 4], at: 75))
        let t = slot.target(in: Program(name: "T"), at: ProgramPosition(), history: history, inputs: inputs())
        XCTAssertEqual(cell(t), "3×10 52.5")
        XCTAssertEqual(t.said(on: "2027-06-01"), "3×10 again at 52.5 kg, last 3×10 + 7.5: 3×6 missed on Sun 9 May")
        XCTAssertNil(slot.target(in: Program(name: "T"), at: ProgramPosition(), history: SlotHistory(history).suffix(8), inputs: inputs()),
                     "the last eight workouts do not reach the last 3×10: read further back")
        assertEveryWindowAgrees(slot, history)
    }

    /// GZCLP's T1 after a five-rep-max test, many workouts later: the test is read as a test
    /// (its plan says so), not as a missed 5×3+.
    func testAFiveRepMaxTestLongAgoIsReadAsATest() {
        let t1 = [sets(5, 3, amrap: true), sets(6, 2, amrap: true), sets(10, 1, amrap: true)]
        let slot = ProgramSlot(tag: "T1", exerciseID: "back-squat", name: "Barbell Back Squat", schemes: t1,
                               rule: .linear(LinearRule(increment: 5, restart: .fiveRepMaxTest(0.85))), start: 100)
        var history = [workout(0, planned: planned(t1[0]), [3, 3, 3, 3, 2], at: 100), workout(7, planned: planned(t1[1]), [2, 2, 2, 2, 2, 1], at: 100),
                       workout(14, planned: planned(t1[2]), [1, 1, 1, 1, 1, 1, 1, 1, 1, 0], at: 100),
                       workout(21, planned: [SetTarget(reps: 5)], [5, 5], at: 110)]
        // 85% of 110 is 93.5, loadable 92.5; then twelve workouts of 5×3+, 5 kg a time.
        for i in 0..<12 { history.append(workout(28 + 7 * i, planned: planned(t1[0]), [3, 3, 3, 3, 5], at: 92.5 + 5 * Double(i))) }
        let t = slot.target(in: Program(name: "T"), at: ProgramPosition(), history: history, inputs: inputs())
        XCTAssertEqual(cell(t), "5×3+ 152.5")
        assertEveryWindowAgrees(slot, history)
        // The test itself as the oldest workout read, and the target right after it.
        let afterTest = Array(history.prefix(4))
        XCTAssertEqual(cell(slot.target(in: Program(name: "T"), at: ProgramPosition(), history: afterTest, inputs: inputs())), "5×3+ 92.5")
        XCTAssertEqual(cell(slot.target(in: Program(name: "T"), at: ProgramPosition(), history: SlotHistory(afterTest).suffix(1), inputs: inputs())!),
                       "5×3+ 92.5", "a test is known from its own plan")
    }

    /// Six misses in a row with a deload after three: the second deload needs the whole run.
    func testARunOfMissesIsCountedWhereverTheReadingStarts() {
        let slot = ProgramSlot(exerciseID: "back-squat", name: "Barbell Back Squat", schemes: [sets(5, 5)],
                               rule: .linear(LinearRule(increment: 2.5, deloadAfter: 3, deloadPercent: 0.1)), start: 60)
        let scheme = planned(sets(5, 5))
        var history = (0..<10).map { workout(2 * $0, planned: scheme, [5, 5, 5, 5, 5], at: 60 + 2.5 * Double($0)) }
        for i in 0..<3 { history.append(workout(20 + 2 * i, planned: scheme, [5, 5, 5, 4, 4], at: 85)) }
        // Deloaded to 76.5, loadable 75; missed three times more there.
        for i in 0..<3 { history.append(workout(26 + 2 * i, planned: scheme, [5, 5, 4, 4, 4], at: 75)) }
        let t = slot.target(in: Program(name: "T"), at: ProgramPosition(), history: history, inputs: inputs())
        XCTAssertEqual(cell(t), "5×5 67.5", "90% of 75 is 67.5")
        assertEveryWindowAgrees(slot, history)
        XCTAssertNil(slot.target(in: Program(name: "T"), at: ProgramPosition(), history: SlotHistory(history).suffix(3), inputs: inputs()),
                     "three misses alone do not say whether a deload came before them")
    }

    /// Every built-in run with misses, deloads, resets and tests: each slot's target from any
    /// window of its latest workouts is the whole history's, or nil.
    func testEveryWindowOfEveryBuiltInRunAgrees() throws {
        var run = try ProgramRun("gzclp", values: ProgramRun.gzclpStarts)
        for n in 0..<120 {
            _ = run.next { i, slot, target in
                if target.scheme == "5RM test" { return [SetLog(isWarmup: false, reps: 5, weight: (target.topWeight ?? 60) + 10, completedAt: 0)] }
                return (n + i) % 5 == 0 ? ProgramRun.missed(target) : nil
            }
        }
        let planner = run.planner
        let position = planner.position
        for slot in ProgramPlanner.progressions(of: run.program) {
            let history = run.histories[slot.progressionKey] ?? []
            let whole = slot.target(in: run.program, at: position, history: history, inputs: planner.inputs(for: slot))
            for count in 1...history.count {
                if let t = slot.target(in: run.program, at: position, history: SlotHistory(history).suffix(count), inputs: planner.inputs(for: slot)) {
                    XCTAssertEqual(t, whole, "\(slot.title), the last \(count)")
                }
            }
        }
    }
}

/// RPE targets read the effort the lifter logged: a set done at the RPE asked moves the weight
/// on; a harder one brings it down.
final class RPELoggedTests: XCTestCase {
    private let plates = PlateSet.kilograms

    private var press: ProgramSlot {
        ProgramSlot(exerciseID: "overhead-press", name: "Overhead Press", schemes: [SetScheme(Array(repeating: PlannedSet(reps: 5, rpe: 8), count: 3))],
                    rule: .rpe, start: 40)
    }

    private func inputs(_ today: Day) -> TargetInputs {
        let plates = self.plates
        return TargetInputs(loadType: .weight, increment: 2.5, round: { plates.roundedDown($0) },
                            above: { plates.nearest(to: $0 + 1e-6).above ?? $0 }, today: today)
    }

    private func workout(_ d: Day, _ weight: Double, rpe: Double, reps: Int = 5) -> SlotSession {
        SlotSession(day: d, startedAt: epoch(d, hour: 18), sets: (0..<3).map { _ in
            SetLog(isWarmup: false, reps: reps, weight: weight, rpe: rpe, completedAt: 0)
        })
    }

    func testFivesAtTheRPEAskedMoveTheWeightOnEveryTime() {
        var history: [SlotSession] = []
        var d = day("2026-11-02")
        var weights: [Double] = []
        for _ in 0..<4 {
            let t = press.target(in: Program(name: "T"), at: ProgramPosition(), history: history, inputs: inputs(d))
            let weight = t.topWeight ?? 0
            weights.append(weight)
            history.append(workout(d, weight, rpe: 8))
            d = d.adding(days: 3)
        }
        XCTAssertEqual(weights, [40, 42.5, 45, 47.5], "never drifting down as if each five were a five-rep max")
        let t = press.target(in: Program(name: "T"), at: ProgramPosition(), history: history, inputs: inputs(d))
        XCTAssertEqual(t.said(on: d.iso), "50 kg: 3×5 @8 done at 47.5 kg on Wed, at the effort asked")
    }

    func testAHarderSetThanAskedBringsTheWeightDown() {
        let d = day("2026-11-02")
        let t = press.target(in: Program(name: "T"), at: ProgramPosition(), history: [workout(d, 50, rpe: 10)], inputs: inputs(d.adding(days: 2)))
        // 50 × (1 + 5 / 30) = 58.3 at RPE 10; for 5 at RPE 8: 58.3 / (1 + 7 / 30) = 47.3, down to what loads: 45.
        XCTAssertEqual(t.topWeight, 45)
    }
}
