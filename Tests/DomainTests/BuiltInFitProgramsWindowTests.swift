import BundledPlans
import XCTest
@testable import Domain

/// A year of PHUL, Ivysaur 4-4-8, PHAT and GZCL UHF: every workout's targets from each slot's
/// latest workouts (read further back where a target says it needs to) are the targets of the
/// whole fold from the program's start, with misses and short sets along the way.
final class BuiltInFitProgramsWindowTests: XCTestCase {
    func testAYearOfEachFromItsLatestWorkoutsIsTheWholeFold() throws {
        for (id, gaps) in [("phul", [1, 2, 1, 3]), ("ivysaur", [2, 2, 3]), ("phat", [1, 2, 1, 1, 2]), ("uhf", [1, 1, 1, 1, 3])] {
            var run = try ProgramRun(id, values: ProgramRun.starts(id, rest: 40, [:]), gaps: gaps)
            for n in 0..<160 {
                let planner = run.windowedPlanner
                let windowed = planner.targets(week: planner.position.week, day: planner.position.day, cycle: planner.position.cycle)
                let (_, _, whole) = run.next { i, _, target in
                    // Some slot of most workouts misses: the last set short by one, or a set
                    // of as many as possible three reps past its base.
                    switch (n + i) % 7 {
                    case 0: return ProgramRun.missed(target)
                    case 3: return ProgramRun.asTargeted(target, lastReps: (target.sets.last?.reps ?? 0) + 3)
                    default: return nil
                    }
                }
                XCTAssertEqual(windowed, whole, "\(id), workout \(n + 1)")
            }
        }
    }
}
