import Foundation
import XCTest
@testable import Domain

/// Each progression rule on scripted histories: what the next target is, and the one line
/// that says why. Workouts are on Mon 2 Nov 2026 onwards unless a test says otherwise.
final class ProgressionRuleTests: XCTestCase {
    private let program = Program(name: "Test")
    private let plates = PlateSet.kilograms

    /// What a barbell exercise in kilograms with a 2.5 kg step and the usual plates needs.
    private func inputs(_ load: LoadType = .weight, increment: Double = 2.5, today: String = "2026-11-04") -> TargetInputs {
        let plates = self.plates
        if load != .weight {
            // Not on a barbell: whole steps, as Settings loads any other exercise.
            let loading = Settings().loading(for: nil)
            return TargetInputs(loadType: load, increment: increment, round: { max(increment, (($0 / increment) + 1e-9).rounded(.down) * increment) },
                                above: { loading.above($0) }, today: day(today))
        }
        return TargetInputs(loadType: load, increment: increment, round: { plates.roundedDown($0) }, above: { plates.nearest(to: $0 + 1e-6).above ?? $0 }, today: day(today))
    }

    /// One workout of a slot at noon UTC on `iso`: working sets of `reps` at `weight`.
    private func workout(_ iso: String, _ reps: [Int], at weight: Double?) -> SlotSession {
        let d = day(iso)
        let start = epoch(d, hour: 12)
        return SlotSession(day: d, startedAt: start, sets: reps.enumerated().map { i, r in
            SetLog(isWarmup: false, reps: r, weight: weight, completedAt: start + Double(i) * 180)
        })
    }

    private func slot(_ schemes: [SetScheme], rule: ProgressionRule, start: Double?, byWeek: Bool = false) -> ProgramSlot {
        ProgramSlot(exerciseID: "back-squat", name: "Barbell Back Squat", schemes: schemes, byWeek: byWeek, rule: rule, start: start)
    }

    private func sets(_ count: Int, _ reps: Int, amrap: Bool = false, top: Int? = nil) -> SetScheme {
        var planned = Array(repeating: PlannedSet(reps: reps, repsTop: top), count: count)
        planned[count - 1].amrap = amrap
        return SetScheme(planned)
    }

    /// A target's reason in kilograms, worded on `today`.
    private func said(_ target: Target, today: String = "2026-11-04", unit: WeightUnit = .kg) -> String {
        target.reason.text(unit: unit, today: day(today))
    }

    private func target(_ slot: ProgramSlot, _ history: [SlotSession], _ inputs: TargetInputs,
                        at position: ProgramPosition = ProgramPosition(), in program: Program? = nil) -> Target {
        slot.target(in: program ?? self.program, at: position, history: history, inputs: inputs)
    }

    // MARK: Linear

    private var threeByFive: ProgramSlot {
        slot([sets(3, 5)], rule: .linear(LinearRule(increment: 2.5, deloadAfter: 3, deloadPercent: 0.1)), start: 60)
    }

    func testLinearStartsAtTheStartingWeight() {
        let t = target(threeByFive, [], inputs())
        XCTAssertEqual(t.scheme, "3×5")
        XCTAssertEqual(t.sets, Array(repeating: SetTarget(reps: 5, weight: 60), count: 3))
        XCTAssertEqual(said(t), "60 kg: the starting weight")
    }

    func testLinearWithoutAStartAsksForOne() {
        var s = threeByFive
        s.start = nil
        let t = target(s, [], inputs())
        XCTAssertNil(t.topWeight)
        XCTAssertEqual(said(t), "No starting weight: choose one for the first 3×5")
    }

    func testLinearHitAddsTheIncrement() {
        let t = target(threeByFive, [workout("2026-11-02", [5, 5, 5], at: 60)], inputs())
        XCTAssertEqual(t.topWeight, 62.5)
        XCTAssertEqual(said(t), "62.5 kg: all 3×5 done at 60 kg on Mon")
    }

    func testLinearWithoutItsOwnIncrementUsesTheExercisesStep() {
        let s = slot([sets(3, 5)], rule: .linear(LinearRule()), start: 60)
        XCTAssertEqual(target(s, [workout("2026-11-02", [5, 5, 5], at: 60)], inputs(increment: 5)).topWeight, 65)
    }

    func testLinearMissRepeatsTheWeightAndCountsTowardsTheDeload() {
        let t = target(threeByFive, [workout("2026-11-02", [5, 5, 4], at: 60)], inputs())
        XCTAssertEqual(t.topWeight, 60)
        XCTAssertEqual(said(t), "60 kg again: 3×5 missed on Mon, 1 of 3 misses before a deload")
    }

    func testLinearMissWithoutADeloadSaysOnlyTheMiss() {
        let s = slot([sets(3, 5)], rule: .linear(LinearRule(increment: 2.5)), start: 60)
        XCTAssertEqual(said(target(s, [workout("2026-11-02", [5, 3, 3], at: 60)], inputs())), "60 kg again: 3×5 missed on Mon")
    }

    func testThreeMissesInARowDeloadTenPercentDownToALoadableWeight() {
        let history = [workout("2026-10-26", [5, 5, 4], at: 60), workout("2026-10-28", [5, 4, 4], at: 60),
                       workout("2026-10-30", [5, 5, 3], at: 60)]
        let t = target(threeByFive, history, inputs())
        // 54 kg is not loadable with a 20 kg bar and pairs of plates down to 1.25: 52.5 is.
        XCTAssertEqual(t.topWeight, 52.5)
        XCTAssertEqual(said(t), "Deload to 52.5 kg: 3 sessions missed in a row")
        // And the deload is where it goes on from.
        let after = target(threeByFive, history + [workout("2026-11-02", [5, 5, 5], at: 52.5)], inputs())
        XCTAssertEqual(after.topWeight, 55)
        XCTAssertEqual(said(after), "55 kg: all 3×5 done at 52.5 kg on Mon")
    }

    func testTheDeloadRoundsWithTheLiftersOwnPlates() {
        // Only 5 kg plates: 54 kg goes down to 50.
        let fives = PlateSet(bar: 20, plates: [(5, 8)])
        let inputs = TargetInputs(loadType: .weight, increment: 2.5, round: { fives.roundedDown($0) }, today: day("2026-11-04"))
        let history = (0..<3).map { workout(day("2026-10-26").adding(days: 2 * $0).iso, [4, 4, 4], at: 60) }
        XCTAssertEqual(target(threeByFive, history, inputs).topWeight, 50)
    }

    func testAHitBetweenMissesStartsTheCountAgain() {
        let history = [workout("2026-10-23", [5, 5, 4], at: 60), workout("2026-10-26", [5, 5, 4], at: 60),
                       workout("2026-10-28", [5, 5, 5], at: 60), workout("2026-10-30", [5, 5, 4], at: 62.5),
                       workout("2026-11-02", [4, 4, 4], at: 62.5)]
        let t = target(threeByFive, history, inputs())
        XCTAssertEqual(t.topWeight, 62.5)
        XCTAssertEqual(said(t), "62.5 kg again: 3×5 missed on Mon, 2 of 3 misses before a deload")
    }

    func testASetAtAnotherWeightIsNotAHit() {
        // The last set was done lighter: not every set reached its reps at the weight.
        let session = SlotSession(day: day("2026-11-02"), startedAt: 0, sets: [
            SetLog(isWarmup: false, reps: 5, weight: 60, completedAt: 0), SetLog(isWarmup: false, reps: 5, weight: 60, completedAt: 1),
            SetLog(isWarmup: false, reps: 5, weight: 50, completedAt: 2),
        ])
        XCTAssertEqual(target(threeByFive, [session], inputs()).topWeight, 60)
    }

    func testWarmupsAreNotRead() {
        var session = workout("2026-11-02", [5, 5, 5], at: 60)
        session.sets.insert(SetLog(isWarmup: true, reps: 2, weight: 20, completedAt: 0), at: 0)
        XCTAssertEqual(said(target(threeByFive, [session], inputs())), "62.5 kg: all 3×5 done at 60 kg on Mon")
    }

    // MARK: Stages and restarts (GZCLP)

    private func stages(restart: Restart) -> ProgramSlot {
        slot([sets(5, 3, amrap: true), sets(6, 2, amrap: true), sets(10, 1, amrap: true)],
             rule: .linear(LinearRule(increment: 5, restart: restart)), start: 100)
    }

    func testAMissMovesToTheNextStageAtTheSameWeight() {
        let s = stages(restart: .percent(0.85))
        let first = target(s, [workout("2026-10-26", [3, 3, 3, 3, 2], at: 100)], inputs())
        XCTAssertEqual(first.scheme, "6×2+")
        XCTAssertEqual(first.topWeight, 100)
        XCTAssertEqual(said(first), "6×2+ at 100 kg: 5×3+ missed on Mon 26 Oct")
        XCTAssertEqual(first.sets.map(\.amrap), [false, false, false, false, false, true])
    }

    func testAHitInALaterStageStaysThereAndAddsWeight() {
        let s = stages(restart: .percent(0.85))
        let t = target(s, [workout("2026-10-26", [3, 3, 3, 3, 2], at: 100), workout("2026-10-30", [2, 2, 2, 2, 2, 4], at: 100)], inputs())
        XCTAssertEqual(t.scheme, "6×2+")
        XCTAssertEqual(t.topWeight, 105)
        XCTAssertEqual(said(t), "105 kg: all 6×2+ done at 100 kg on Fri")
    }

    func testAnAMRAPSetCountsAtItsBaseReps() {
        let s = stages(restart: .percent(0.85))
        // 3 reps on the "3+" set is a hit, more is a hit too.
        XCTAssertEqual(target(s, [workout("2026-11-02", [3, 3, 3, 3, 3], at: 100)], inputs()).topWeight, 105)
        XCTAssertEqual(target(s, [workout("2026-11-02", [3, 3, 3, 3, 8], at: 100)], inputs()).topWeight, 105)
    }

    func testAMissAtTheLastStageRestartsAtAPercentRoundedDown() {
        let s = stages(restart: .percent(0.85))
        let history = [workout("2026-10-21", [3, 3, 3, 3, 2], at: 100), workout("2026-10-26", [2, 2, 2, 2, 2, 2], at: 100),
                       workout("2026-10-28", [2, 2, 2, 2, 2, 1], at: 105), workout("2026-11-02", [1, 1, 1, 1, 1, 1, 1, 0, 0, 0], at: 105)]
        let t = target(s, history, inputs())
        XCTAssertEqual(t.scheme, "5×3+")
        XCTAssertEqual(t.topWeight, 87.5, "85% of 105 is 89.25, loadable 87.5")
        XCTAssertEqual(said(t), "5×3+ again at 87.5 kg, 85% of 105 kg: 10×1+ missed on Mon")
    }

    func testAMissAtTheLastStageCanAskForAFiveRepMaxTestFirst() {
        let s = stages(restart: .fiveRepMaxTest(0.85))
        var history = [workout("2026-10-21", [3, 3, 3, 3, 2], at: 100), workout("2026-10-26", [2, 2, 2, 2, 2, 1], at: 100),
                       workout("2026-10-28", Array(repeating: 1, count: 9) + [0], at: 100)]
        let test = target(s, history, inputs(today: "2026-10-30"))
        XCTAssertEqual(test.scheme, "5RM test")
        XCTAssertEqual(test.sets, [SetTarget(reps: 5, weight: 100)])
        XCTAssertEqual(said(test, today: "2026-10-30"), "Test a new 5-rep max: 10×1+ missed at 100 kg on Wed")
        // A test without a set of five asks again.
        let noFive = target(s, history + [workout("2026-10-30", [4], at: 110)], inputs())
        XCTAssertEqual(noFive.scheme, "5RM test")
        XCTAssertEqual(said(noFive), "Test a new 5-rep max: no set of 5 logged on Fri")
        history.append(SlotSession(day: day("2026-11-02"), startedAt: 0, sets: [
            SetLog(isWarmup: false, reps: 5, weight: 100, completedAt: 0), SetLog(isWarmup: false, reps: 5, weight: 110, completedAt: 1),
            SetLog(isWarmup: false, reps: 3, weight: 115, completedAt: 2),
        ]))
        let after = target(s, history, inputs())
        XCTAssertEqual(after.scheme, "5×3+")
        XCTAssertEqual(after.topWeight, 92.5, "85% of the best five, 110: 93.5, loadable 92.5")
        XCTAssertEqual(said(after), "5×3+ at 92.5 kg: 85% of the 5-rep max of 110 kg on Mon")
    }

    func testT2RestartsAtTheLastFirstStageWeightPlusItsJump() {
        let s = slot([sets(3, 10), sets(3, 8), sets(3, 6)], rule: .linear(LinearRule(increment: 2.5, restart: .firstStagePlus(7.5))), start: 40)
        let history = [workout("2026-10-19", [10, 10, 10], at: 40), workout("2026-10-21", [10, 10, 9], at: 42.5),
                       workout("2026-10-26", [8, 8, 7], at: 42.5), workout("2026-11-02", [6, 5, 5], at: 42.5)]
        let t = target(s, history, inputs())
        XCTAssertEqual(t.scheme, "3×10")
        XCTAssertEqual(t.topWeight, 50)
        XCTAssertEqual(said(t), "3×10 again at 50 kg, last 3×10 + 7.5: 3×6 missed on Mon")
    }

    // MARK: add at

    func testAddAtWaitsForTheLastSetToReachItsReps() {
        let s = slot([sets(3, 15, amrap: true)], rule: .linear(LinearRule(increment: 2.5, addAt: 25)), start: 30)
        let short = target(s, [workout("2026-11-02", [15, 15, 20], at: 30)], inputs())
        XCTAssertEqual(short.topWeight, 30)
        XCTAssertEqual(said(short), "30 kg again: the last set reached 20 on Mon, 25 adds weight")
        let reached = target(s, [workout("2026-11-02", [15, 15, 25], at: 30)], inputs())
        XCTAssertEqual(reached.topWeight, 32.5)
        XCTAssertEqual(said(reached), "32.5 kg: the last set reached 25 on Mon, 25 adds weight")
        // Only the last set decides, as GZCLP's T3 is written: the sets before it may fall short.
        let lastOnly = target(s, [workout("2026-11-02", [15, 12, 25], at: 30)], inputs())
        XCTAssertEqual(lastOnly.topWeight, 32.5)
        XCTAssertEqual(said(target(s, [workout("2026-11-02", [15, 14, 20], at: 30)], inputs())), "30 kg again: the last set reached 20 on Mon, 25 adds weight")
    }

    /// Space logs the set a program writes with a + as AMRAP, and only that one; a weight
    /// corrected before it carries on, and the set is still AMRAP.
    func testTheSetWrittenWithAPlusIsLoggedAsAMRAP() {
        let t = target(slot([sets(3, 5, amrap: true)], rule: .linear(LinearRule(increment: 2.5)), start: 60), [], inputs())
        var step = WorkoutStep(plan: PlanStep(exerciseID: "back-squat", title: "Squat", kind: .sets, setsText: "3", workingSets: 3,
                                              repsText: "5, 5, 5+ reps", notes: "", loadType: .weight))
        for second in 0..<3 {
            guard let values = step.nextSetValues(target: t) else { return XCTFail("set \(second + 1)") }
            step.sets.append(SetLog(isWarmup: false, reps: values.reps, weight: values.weight, completedAt: Double(second), type: values.type))
        }
        XCTAssertEqual(step.sets.map(\.type), [.normal, .normal, .amrap])
        step.sets[1].weight = 62.5
        step.sets.removeLast()
        XCTAssertNil(step.nextSetValues(target: t), "a correction carries on: Space takes the set before")
        XCTAssertEqual(step.nextSetType(target: t), .amrap)
    }

    /// A set added after the AMRAP (a back-off) or a drop set under it is not what T3 reads: the
    /// set logged as AMRAP is.
    func testAddAtReadsTheSetLoggedAsAMRAP() {
        let s = slot([sets(3, 15, amrap: true)], rule: .linear(LinearRule(increment: 2.5, addAt: 25)), start: 30)
        var done = workout("2026-11-02", [15, 15, 25, 12], at: 30)
        done.sets[2].type = .amrap
        done.sets.append(SetLog(isWarmup: false, reps: 10, weight: 25, completedAt: done.sets[3].completedAt + 60, type: .drop))
        let t = target(s, [done], inputs())
        XCTAssertEqual(t.topWeight, 32.5)
        XCTAssertEqual(said(t), "32.5 kg: the last set reached 25 on Mon, 25 adds weight")
    }

    // MARK: Double progression

    private var eightToTwelve: ProgramSlot {
        slot([sets(3, 8, top: 12)], rule: .double(increment: nil), start: 20)
    }

    func testDoubleProgressionStartsAtTheBottomOfTheRange() {
        let t = target(eightToTwelve, [], inputs())
        XCTAssertEqual(t.scheme, "3×8–12")
        XCTAssertEqual(t.sets, Array(repeating: SetTarget(reps: 8, repsTop: 12, weight: 20), count: 3))
    }

    func testDoubleProgressionAsksARepMoreOnEachSet() {
        let t = target(eightToTwelve, [workout("2026-11-02", [10, 9, 8], at: 20)], inputs())
        XCTAssertEqual(t.sets.map(\.reps), [11, 10, 9])
        XCTAssertEqual(t.topWeight, 20)
        XCTAssertEqual(said(t), "20 kg, a rep more: 10, 9, 8 on Mon, up to 12")
        // Never past the top of the range, never below its bottom.
        let mixed = target(eightToTwelve, [workout("2026-11-02", [12, 12, 6], at: 20)], inputs())
        XCTAssertEqual(mixed.sets.map(\.reps), [12, 12, 8])
    }

    func testDoubleProgressionAddsWeightOnceEverySetReachesTheTop() {
        let t = target(eightToTwelve, [workout("2026-10-30", [11, 11, 10], at: 20), workout("2026-11-02", [12, 12, 12], at: 20)], inputs())
        XCTAssertEqual(t.sets.map(\.reps), [8, 8, 8])
        XCTAssertEqual(t.topWeight, 22.5)
        XCTAssertEqual(said(t), "22.5 kg × 8: every set reached 12 at 20 kg on Mon")
    }

    func testDoubleProgressionWithItsOwnIncrement() {
        let s = slot([sets(3, 8, top: 12)], rule: .double(increment: 5), start: 20)
        XCTAssertEqual(target(s, [workout("2026-11-02", [12, 12, 12], at: 20)], inputs()).topWeight, 25)
    }

    // MARK: Training max

    private var fiveThreeOne: (Program, ProgramSlot) {
        let week = { (reps: [Int], percents: [Double], amrap: Bool) in
            SetScheme(zip(reps, percents).enumerated().map { i, p in
                PlannedSet(reps: p.0, amrap: amrap && i == 2, percent: p.1)
            })
        }
        let s = slot([week([5, 5, 5], [0.65, 0.75, 0.85], true), week([3, 3, 3], [0.70, 0.80, 0.90], true),
                      week([5, 3, 1], [0.75, 0.85, 0.95], true), week([5, 5, 5], [0.40, 0.50, 0.60], false)],
                     rule: .trainingMax, start: nil, byWeek: true)
        let p = Program(name: "531", weeks: 4, days: [ProgramDay(key: "1", title: "Squat", slots: [s])],
                        trainingMaxes: ["back-squat": TrainingMax(weight: 100, raisePerCycle: 5)])
        return (p, s)
    }

    func testTrainingMaxPercentagesOfTheWeek() {
        let (p, s) = fiveThreeOne
        let first = target(s, [], inputs(), at: ProgramPosition(week: 0), in: p)
        XCTAssertEqual(first.scheme, "5@65%, 5@75%, 5+@85%")
        XCTAssertEqual(first.sets.map(\.weight), [65, 75, 85])
        XCTAssertEqual(first.sets.map(\.amrap), [false, false, true])
        XCTAssertEqual(said(first), "TM 100 kg × 85%, week 1")
        let third = target(s, [], inputs(), at: ProgramPosition(week: 2), in: p)
        XCTAssertEqual(third.sets.map(\.weight), [75, 85, 95])
        XCTAssertEqual(third.sets.map(\.reps), [5, 3, 1])
        XCTAssertEqual(said(third), "TM 100 kg × 95%, week 3")
    }

    func testTrainingMaxRisesAfterEachCycleAndWeightsRoundDown() {
        let (p, s) = fiveThreeOne
        // Four weeks of one day each: a cycle; the fifth workout is week 1 of cycle 2.
        let sessions = (0..<4).map { ProgramSession(sessionType: p.sessionType(key: "W", week: $0, day: 0), day: day("2026-10-05").adding(days: 7 * $0), startedAt: 0) }
        let position = ProgramPosition.next(in: p, key: "W", after: sessions)
        XCTAssertEqual(position, ProgramPosition(week: 0, day: 0, cycle: 1, sessions: 4))
        let second = target(s, [], inputs(), at: ProgramPosition(week: 1, day: 0, cycle: 1), in: p)
        // TM 105: 73.5, 84, 94.5, each down to what loads.
        XCTAssertEqual(second.sets.map(\.weight), [72.5, 82.5, 92.5])
        XCTAssertEqual(said(second), "TM 105 kg × 90%, week 2, cycle 2")
    }

    func testTrainingMaxPercentagesAreExactBeforeRounding() {
        // 175 × 0.70 is 122.49999… in doubles; the target is 122.5, not 120.
        var (p, s) = fiveThreeOne
        p.trainingMaxes["back-squat"] = TrainingMax(weight: 175)
        XCTAssertEqual(target(s, [], inputs(), at: ProgramPosition(week: 1), in: p).sets.first?.weight, 122.5)
    }

    func testTrainingMaxMissingSaysWhereToGiveIt() {
        var (p, s) = fiveThreeOne
        p.trainingMaxes = [:]
        let t = target(s, [], inputs(), at: ProgramPosition(week: 0), in: p)
        XCTAssertNil(t.topWeight)
        XCTAssertEqual(said(t), "No training max for Barbell Back Squat: give one on a tm line of the plan")
    }

    // MARK: RPE

    func testRPETargetFromTheBestEstimateOfTheLastFourWeeks() {
        let s = slot([SetScheme(Array(repeating: PlannedSet(reps: 5, rpe: 8), count: 3))], rule: .rpe, start: 60)
        let history = [
            workout("2026-09-28", [1], at: 150), // five weeks ago: not read
            workout("2026-10-12", [5], at: 80),  // e1RM 93.3
            workout("2026-11-02", [5, 5], at: 90), // e1RM 105
        ]
        let t = target(s, history, inputs())
        // Sets logged without an RPE are read as done at the RPE asked: 90 × 5 at RPE 8 is
        // 90 × (1 + (5 + 2 in reserve) / 30) = 111, and 111 / (1 + 7 / 30) is 90 again. The
        // last workout did two sets of three, so the weight does not move on.
        XCTAssertEqual(t.sets.map(\.weight), [90, 90, 90])
        XCTAssertEqual(t.scheme, "3×5 @8")
        XCTAssertEqual(said(t), "90 kg: 5 at RPE 8 from e1RM 111 kg on Mon")
    }

    func testRPEWithNothingRecentReadsTheLastWorkout() {
        let s = slot([SetScheme([PlannedSet(reps: 5, rpe: 8)])], rule: .rpe, start: 60)
        let t = target(s, [workout("2026-09-07", [4], at: 90)], inputs())
        // 90 × (1 + (4 + 2) / 30) = 108, for 5 at RPE 8: 87.6, down to 87.5.
        XCTAssertEqual(t.topWeight, 87.5)
        XCTAssertEqual(said(t), "87.5 kg: 5 at RPE 8 from e1RM 108 kg on Mon 7 Sep")
    }

    /// A set taken to failure, logged without an RPE, was at RPE 10, not at the RPE asked: its
    /// reps were all it had, and it does not move the weight on as a set at the effort asked would.
    func testRPEReadsASetToFailureAsRPE10() {
        let s = slot([SetScheme([PlannedSet(reps: 5, rpe: 8)])], rule: .rpe, start: 60)
        let asked = target(s, [workout("2026-11-02", [5], at: 90)], inputs())
        XCTAssertEqual(asked.topWeight, 92.5, "done at the RPE asked: one step on")
        var failed = workout("2026-11-02", [5], at: 90)
        failed.sets[0].type = .failure
        let t = target(s, [failed], inputs())
        // 90 × (1 + 5 / 30) = 105, for 5 at RPE 8: 105 / (1 + 7 / 30) = 85.1, down to 85.
        XCTAssertEqual(t.topWeight, 85)
        XCTAssertEqual(said(t), "85 kg: 5 at RPE 8 from e1RM 105 kg on Mon")
        failed.sets[0].rpe = 9
        XCTAssertEqual(target(s, [failed], inputs()).topWeight, 87.5, "an RPE given is what the set was done at")
    }

    func testRPEWithNoHistoryStartsAtTheStart() {
        let s = slot([SetScheme([PlannedSet(reps: 5, rpe: 8)])], rule: .rpe, start: 60)
        XCTAssertEqual(said(target(s, [], inputs())), "60 kg: the starting weight")
    }

    // MARK: Assisted: the weight is the help, so less of it is progress

    private func assisted(_ rule: LinearRule, start: Double) -> ProgramSlot {
        ProgramSlot(exerciseID: "assisted-pull-up", name: "Assisted Pull-Up", schemes: [sets(3, 8)], rule: .linear(rule), start: start)
    }

    func testAssistedHitTakesAssistanceAway() {
        let s = assisted(LinearRule(), start: 30)
        let t = target(s, [workout("2026-11-02", [8, 8, 8], at: 30)], inputs(.assisted, increment: 5))
        XCTAssertEqual(t.topWeight, 25)
        XCTAssertEqual(said(t), "25 kg assist: all 3×8 done at 30 kg assist on Mon")
    }

    func testAssistedNeverGoesBelowNoAssistance() {
        let s = assisted(LinearRule(), start: 2.5)
        let t = target(s, [workout("2026-11-02", [8, 8, 8], at: 2.5)], inputs(.assisted, increment: 5))
        XCTAssertEqual(t.topWeight, 0)
        XCTAssertEqual(said(t), "0 kg assist: all 3×8 done at 2.5 kg assist on Mon")
    }

    func testAssistedDeloadGivesMoreAssistance() {
        let s = assisted(LinearRule(deloadAfter: 2, deloadPercent: 0.1), start: 20)
        let history = [workout("2026-10-30", [8, 6, 5], at: 20), workout("2026-11-02", [8, 7, 5], at: 20)]
        let t = target(s, history, inputs(.assisted, increment: 5))
        XCTAssertEqual(t.topWeight, 25)
        XCTAssertEqual(said(t), "Deload to 25 kg assist: 2 sessions missed in a row")
        let miss = target(s, Array(history.prefix(1)), inputs(.assisted, increment: 5))
        XCTAssertEqual(said(miss), "20 kg assist again: 3×8 missed on Fri, 1 of 2 misses before a deload")
    }

    // MARK: Bodyweight: reps first, then added weight from none

    func testBodyweightDoubleProgressionAddsWeightFromNone() {
        let s = ProgramSlot(exerciseID: "dip", name: "Dip", schemes: [sets(3, 8, top: 12)], rule: .double(increment: 2.5), start: 0)
        let first = target(s, [], inputs(.bodyweight))
        XCTAssertEqual(first.topWeight, 0)
        XCTAssertEqual(said(first), "body weight: the starting weight")
        let reps = target(s, [workout("2026-10-30", [10, 9, 9], at: nil)], inputs(.bodyweight))
        XCTAssertEqual(reps.sets.map(\.reps), [11, 10, 10])
        XCTAssertEqual(said(reps), "body weight, a rep more: 10, 9, 9 on Fri, up to 12")
        let added = target(s, [workout("2026-11-02", [12, 12, 12], at: nil)], inputs(.bodyweight))
        XCTAssertEqual(added.topWeight, 2.5)
        XCTAssertEqual(added.sets.map(\.reps), [8, 8, 8])
        XCTAssertEqual(said(added), "+2.5 kg × 8: every set reached 12 at body weight on Mon")
        let more = target(s, [workout("2026-11-02", [12, 12, 12], at: 2.5)], inputs(.bodyweight))
        XCTAssertEqual(said(more), "+5 kg × 8: every set reached 12 at +2.5 kg on Mon")
    }

    /// A bodyweight slot written without `start` (5/3/1's "Chin-Up: 5x10, same") starts with
    /// no weight added, as with `start 0`.
    func testABodyweightSlotWithoutAStartBeginsAtBodyWeight() {
        for rule in [ProgressionRule.fixed, .double(increment: 2.5), .linear(LinearRule())] {
            let s = ProgramSlot(exerciseID: "chin-up", name: "Chin-Up", schemes: [sets(5, 10)], rule: rule, start: nil)
            let t = target(s, [], inputs(.bodyweight))
            XCTAssertEqual(t.sets.map(\.weight), Array(repeating: 0, count: 5), "\(rule)")
            XCTAssertEqual(said(t), "body weight: the starting weight", "\(rule)")
        }
    }

    // MARK: Fixed

    func testSameKeepsTheSetsAtTheWeightLastUsed() {
        let s = slot([sets(5, 10)], rule: .fixed, start: 20)
        XCTAssertEqual(said(target(s, [], inputs())), "20 kg: the starting weight")
        let t = target(s, [workout("2026-11-02", [10, 10, 10, 8, 8], at: 25)], inputs())
        XCTAssertEqual(t.topWeight, 25)
        XCTAssertEqual(said(t), "5×10 as written, at 25 kg as on Mon")
    }

    func testWhenSaysTodayTheWeekdayOrTheDate() {
        let s = threeByFive
        XCTAssertEqual(said(target(s, [workout("2026-11-04", [5, 5, 5], at: 60)], inputs())), "62.5 kg: all 3×5 done at 60 kg today")
        XCTAssertEqual(said(target(s, [workout("2026-10-29", [5, 5, 5], at: 60)], inputs())), "62.5 kg: all 3×5 done at 60 kg on Thu")
        XCTAssertEqual(said(target(s, [workout("2026-10-28", [5, 5, 5], at: 60)], inputs())), "62.5 kg: all 3×5 done at 60 kg on Wed 28 Oct")
    }

    func testReasonsAreInTheUnitOfSettings() {
        var pounds = inputs()
        pounds.round = { $0 }
        let t = target(threeByFive, [workout("2026-11-02", [5, 5, 5], at: 60)], pounds)
        XCTAssertEqual(said(t, unit: .lb), "\(plateNumber(WeightUnit.lb.fromKilograms(62.5))) lb: all 3×5 done at \(plateNumber(WeightUnit.lb.fromKilograms(60))) lb on Mon")
    }
}
