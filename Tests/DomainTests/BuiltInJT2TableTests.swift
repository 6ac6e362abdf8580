import BundledPlans
import XCTest
@testable import Domain
import Formats

/// GZCL Jacked & Tan 2.0, its first twelve weeks and the first workout after them, worked by
/// hand from Cody Lefever's weeks: each T1 worked up to the week's rep max, then drop sets of
/// the training max (weeks 1 to 5) or of the rep max just logged (weeks 7 to 11), which Space
/// works out once that set is logged, rounded down to what the bar loads.
final class BuiltInJT2TableTests: XCTestCase {
    static let maxes: [String: Double] = [
        "Barbell Back Squat training max": 140, "Barbell Bench Press training max": 100, "Deadlift training max": 180,
        "Overhead Press training max": 60, "Front Squat training max": 110,
    ]

    /// The squat's rep max logged each week (10RM, 8RM, 6RM, 4RM, 2RM, 1RM test, 6RM…).
    static let squatRepMaxes: [Double] = [110, 117.5, 125, 132.5, 142.5, 150, 125, 135, 145, 130, 140, 155, 112.5]

    /// Logs `target` as Space does on the Exercise screen: the rep-max set at `repMax`, each set
    /// after it as `nextSetValues` then gives it.
    static func logged(_ target: Target, repMax: Double, round: @escaping (Double) -> Double) -> [SetLog] {
        var step = WorkoutStep(plan: PlanStep(exerciseID: "back-squat", title: "T1", kind: .sets, setsText: "\(target.sets.count)",
                                              workingSets: target.sets.count, repsText: SlotPlan.repsText(target.sets), notes: "", loadType: .weight))
        for set in target.sets {
            let values = step.nextSetValues(target: target, round: round)
            XCTAssertEqual(values == nil, set.repMax || (set.repMaxShare == nil && set.weight == nil), "only the rep max is the lifter's to weigh")
            step.sets.append(SetLog(isWarmup: false, reps: set.reps, weight: values?.weight ?? repMax, completedAt: 0, type: values?.type ?? .normal))
        }
        return step.sets
    }

    func testTheFirstTwelveWeeksAndTheWeekAfter() throws {
        var run = try ProgramRun("jt2", values: Self.maxes, gaps: [1, 2, 2, 2])
        let round = run.settings.loadableRounding(for: run.catalog.exercise("back-squat"))
        // Week: T1 as Space logs it; the T2a Romanian deadlift (70% of the deadlift's 180 kg is
        // 126, loaded as 125); how many sets the T2b and each T3 have (0: left out that week).
        let table: [(week: Int, t1: [Double], t2a: [Double], t2b: Int, t3: Int)] = [
            (1, [110, 97.5, 97.5, 97.5], Array(repeating: 90, count: 4), 4, 4),
            (2, [117.5, 105, 105, 105], Array(repeating: 107.5, count: 4), 4, 4),
            (3, [125, 110, 110, 110], Array(repeating: 125, count: 4), 4, 4),
            (4, [132.5, 110, 110, 110], Array(repeating: 125, count: 5), 4, 4),
            (5, [142.5, 117.5, 117.5, 117.5, 117.5], Array(repeating: 142.5, count: 7), 4, 4),
            (6, [150], [], 0, 4),
            (7, [125] + Array(repeating: 105, count: 5), Array(repeating: 125, count: 6), 4, 0),
            (8, [135] + Array(repeating: 112.5, count: 5), Array(repeating: 135, count: 5), 4, 4),
            (9, [145] + Array(repeating: 122.5, count: 5), Array(repeating: 142.5, count: 5), 4, 4),
            (10, [130, 115, 115, 115], Array(repeating: 147.5, count: 6), 4, 4),
            (11, [140, 125, 125, 125], [], 0, 0),
            (12, [155], [], 0, 0),
            (13, [112.5, 97.5, 97.5, 97.5], Array(repeating: 90, count: 4), 4, 4),
        ]
        for row in table {
            for day in 0..<4 {
                let week = row.week - 1
                var t1: [SetLog] = []
                let done = run.next { i, slot, target in
                    guard i == 0 else { return nil }
                    let repMax = day == 0 ? Self.squatRepMaxes[week] : 100
                    let sets = Self.logged(target, repMax: repMax, round: round)
                    if day == 0 { t1 = sets }
                    return sets
                }
                XCTAssertEqual(done.position.week, week % 12, "week \(row.week) day \(day + 1)")
                XCTAssertEqual(done.position.day, day)
                XCTAssertEqual(done.position.cycle, row.week > 12 ? 1 : 0)
                guard day == 0 else { continue }
                XCTAssertEqual(t1.map(\.weight), row.t1, "week \(row.week) T1")
                XCTAssertEqual(done.targets[1].sets.map(\.weight), row.t2a, "week \(row.week) T2a")
                XCTAssertEqual(done.targets[2].sets.count, row.t2b, "week \(row.week) T2b")
                XCTAssertEqual(done.targets[3].sets.count, row.t3, "week \(row.week) T3")
                let reason = run.said(done.targets[0])
                switch row.week {
                case 1:
                    XCTAssertEqual(reason, "TM 140 kg × 70%, week 1")
                    XCTAssertEqual(done.targets[0].summary(.kg), "10RM, 97.5×6, 97.5×6, 97.5×6+ kg")
                case 7:
                    XCTAssertEqual(reason, "Work up to a 6-rep max today")
                    XCTAssertEqual(done.targets[0].summary(.kg), "6RM, 3@85% RM, 3@85% RM, 3@85% RM, 3@85% RM, 3+@85% RM")
                case 6, 12: XCTAssertEqual(reason, "Work up to a 1-rep max today")
                case 13: XCTAssertEqual(reason, "TM 140 kg × 70%, week 1, cycle 2", "the training max is the one written: retested, it is the lifter's to write again")
                default: break
                }
            }
        }
        // The T2b's max-rep sets are each at the weight its rep max was logged at.
        let planner = run.planner
        let t2b = planner.targets(week: 0, day: 0, cycle: 1)[2]
        XCTAssertEqual(t2b.scheme, "15RM, 10+@100% RM, 10+@100% RM, 10+@100% RM")
        XCTAssertEqual(t2b.sets.map(\.weight), [nil, nil, nil, nil])
        XCTAssertEqual(t2b.sets.map(\.amrap), [false, true, true, true], "each max-rep set as many as possible")
    }

    /// Every window of a year of workouts gives the whole history's target.
    func testEveryWindowAgreesWithTheWholeHistory() throws {
        var run = try ProgramRun("jt2", values: Self.maxes, gaps: [1, 2, 2, 2])
        for n in 0..<160 {
            _ = run.next { _, _, target in
                guard target.sets.contains(where: \.repMax) else { return nil }
                return target.sets.map { SetLog(isWarmup: false, reps: $0.reps, weight: $0.weight ?? Double(60 + n % 7 * 5), completedAt: 0) }
            }
        }
        run.assertEveryWindowAgrees()
    }
}
