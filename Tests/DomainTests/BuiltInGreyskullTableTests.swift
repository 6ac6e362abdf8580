import BundledPlans
import XCTest
@testable import Domain
import Formats

/// Greyskull LP's first twelve weeks against a table worked out by hand from John Sheaffer's
/// rules: every set done adds 2.5 kg, a last set of ten or more adds 5, a last set short of
/// five takes 10% off at once (rounded down to what a 20 kg bar and 1.25 kg pairs load).
final class BuiltInGreyskullTableTests: XCTestCase {
    /// A and B in turn. The press's last set is 12 reps twice, then it misses at 60; the squat's
    /// is exactly 10 once, then 9, and it misses twice running at 92.5 and 82.5; the bench misses
    /// at 60 and makes 10 at the lighter weight; the deadlift's is 15 three times, then a miss.
    func testGreyskullLPFirstTwelveWeeks() throws {
        var run = try ProgramRun("gslp", values: [
            "Overhead Press starting weight": 30, "Barbell Back Squat starting weight": 60,
            "Barbell Bench Press starting weight": 40, "Deadlift starting weight": 80,
        ])
        // The nth A (press, squat) and the nth B (bench, deadlift), and each lift's last set.
        let press = ["30", "35", "40", "42.5", "45", "47.5", "50", "52.5", "55", "57.5", "60", "52.5", "55", "57.5", "60", "62.5", "65", "67.5"]
        let squat = ["60", "65", "67.5", "70", "72.5", "75", "77.5", "80", "82.5", "85", "87.5", "90", "92.5", "82.5", "72.5", "75", "77.5", "80"]
        let bench = ["40", "42.5", "45", "47.5", "50", "52.5", "55", "57.5", "60", "52.5", "57.5", "60", "62.5", "65", "67.5", "70", "72.5", "75"]
        let deadlift = ["80", "85", "90", "95", "97.5", "100", "102.5", "105", "107.5", "110", "112.5", "115", "117.5", "120", "122.5", "110", "112.5", "115"]
        let lastSets: [String: [Int: Int]] = [
            "overhead-press": [0: 12, 1: 12, 10: 4], "back-squat": [0: 10, 1: 9, 12: 4, 13: 4],
            "barbell-bench-press": [8: 4, 9: 10], "deadlift": [0: 15, 1: 15, 2: 15, 14: 4],
        ]
        for n in 0..<36 {
            let nth = n / 2
            let (_, day, targets) = run.next { _, slot, target in
                ProgramRun.asTargeted(target, lastReps: lastSets[slot.exerciseID]?[nth])
            }
            XCTAssertEqual(day.key, n % 2 == 0 ? "A" : "B", "session \(n + 1)")
            if day.key == "A" {
                XCTAssertEqual(targets.map(cell), ["3×5+ \(press[nth])", "3×5+ \(squat[nth])"], "session \(n + 1)")
            } else {
                XCTAssertEqual(targets.map(cell), ["3×5+ \(bench[nth])", "1×5+ \(deadlift[nth])"], "session \(n + 1)")
            }
            if n == 2 {
                XCTAssertEqual(run.said(targets[0]), "35 kg: the last set reached 12 at 30 kg on Mon, 10 adds +5")
                XCTAssertEqual(run.said(targets[1]), "65 kg: the last set reached 10 at 60 kg on Mon, 10 adds +5")
            }
            if n == 4 { XCTAssertEqual(run.said(targets[1]), "67.5 kg: all 3×5+ done at 65 kg on Fri") }
            if n == 22 { XCTAssertEqual(run.said(targets[0]), "Deload to 52.5 kg: 1 session missed in a row") }
        }
        // What session 37 asks of A.
        let (_, _, next) = run.next()
        XCTAssertEqual(next.map(cell), ["3×5+ 70", "3×5+ 82.5"])
    }
}
