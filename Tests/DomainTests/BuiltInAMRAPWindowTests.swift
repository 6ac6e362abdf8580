import BundledPlans
import XCTest
@testable import Domain
import Formats

/// The programs whose as-many-as-possible sets move them on, each run for a year with misses
/// and last sets of every length: every slot's target from any window of its latest workouts
/// is the whole history's, or nil (it says it needs earlier ones).
final class BuiltInAMRAPWindowTests: XCTestCase {
    func testEveryWindowAgreesWithTheWholeHistory() throws {
        let runs: [(String, [String: Double])] = [
            ("gslp", ["Overhead Press starting weight": 30, "Barbell Back Squat starting weight": 60,
                      "Barbell Bench Press starting weight": 40, "Deadlift starting weight": 80]),
            ("bbr", ["Barbell Row starting weight": 40, "Barbell Bench Press starting weight": 40, "Barbell Back Squat starting weight": 50,
                     "Overhead Press starting weight": 25, "Deadlift starting weight": 60]),
            ("nsuns", ["Barbell Bench Press training max": 100, "Barbell Back Squat training max": 140,
                       "Overhead Press training max": 60, "Deadlift training max": 180]),
            ("smolovjr", ["Barbell Back Squat training max": 140]),
        ]
        for (id, values) in runs {
            var run = try ProgramRun(id, values: values)
            for n in 0..<156 {
                _ = run.next { i, _, target in
                    var sets = ProgramRun.asTargeted(target)
                    guard let amrap = sets.indices.last(where: { target.sets[$0].amrap }) else { return nil }
                    // The last sets go 0 to 12 reps in turn: misses, hits, and jumps.
                    sets[amrap].reps = (n * 5 + i * 3) % 13
                    return sets
                }
            }
            run.assertEveryWindowAgrees(id)
        }
    }
}
