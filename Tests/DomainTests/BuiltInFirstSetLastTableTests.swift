import BundledPlans
import XCTest
@testable import Domain
import Formats

/// 5/3/1 First Set Last's first twelve weeks (three four-week cycles) against a table worked out
/// by hand from Jim Wendler's percentages: weights rounded down to what a 20 kg bar and 1.25 kg
/// pairs load, never below the bar.
final class BuiltInFirstSetLastTableTests: XCTestCase {
    /// Four workouts a week. The squat's 1+ set of the first cycle is missed (no rep), and the
    /// bench's 3+ of the second: the training max rises after each cycle all the same, as the
    /// book's cycle does; a reset is the lifter's edit of the tm line.
    func testFirstSetLastFirstTwelveWeeks() throws {
        var run = try ProgramRun("531fsl", values: [
            "Overhead Press training max": 45, "Deadlift training max": 120, "Barbell Bench Press training max": 70,
            "Barbell Back Squat training max": 100,
        ], gaps: [1, 2, 2, 2])
        // Each row: the three main sets (weight×reps, + for as many as possible) and the 5×5 weight.
        let table = [
            "27.5×5 32.5×5 37.5×5+ 27.5", "77.5×5 90×5 100×5+ 77.5", "45×5 52.5×5 57.5×5+ 45", "65×5 75×5 85×5+ 65",
            "30×3 35×3 40×3+ 30", "82.5×3 95×3 107.5×3+ 82.5", "47.5×3 55×3 62.5×3+ 47.5", "70×3 80×3 90×3+ 70",
            "32.5×5 37.5×3 42.5×1+ 32.5", "90×5 100×3 112.5×1+ 90", "52.5×5 57.5×3 65×1+ 52.5", "75×5 85×3 95×1+ 75",
            "20×5 22.5×5 25×5 20", "47.5×5 60×5 70×5 47.5", "27.5×5 35×5 40×5 27.5", "40×5 50×5 60×5 40",
            "30×5 35×5 40×5+ 30", "80×5 92.5×5 105×5+ 80", "45×5 52.5×5 60×5+ 45", "67.5×5 77.5×5 87.5×5+ 67.5",
            "32.5×3 37.5×3 42.5×3+ 32.5", "87.5×3 100×3 112.5×3+ 87.5", "50×3 57.5×3 65×3+ 50", "72.5×3 82.5×3 92.5×3+ 72.5",
            "35×5 40×3 45×1+ 35", "92.5×5 105×3 117.5×1+ 92.5", "52.5×5 60×3 67.5×1+ 52.5", "77.5×5 87.5×3 97.5×1+ 77.5",
            "20×5 22.5×5 27.5×5 20", "50×5 62.5×5 75×5 50", "27.5×5 35×5 42.5×5 27.5", "40×5 52.5×5 62.5×5 40",
            "32.5×5 37.5×5 42.5×5+ 32.5", "82.5×5 97.5×5 110×5+ 82.5", "47.5×5 55×5 62.5×5+ 47.5", "70×5 82.5×5 92.5×5+ 70",
            "35×3 40×3 45×3+ 35", "90×3 102.5×3 115×3+ 90", "52.5×3 60×3 67.5×3+ 52.5", "75×3 87.5×3 97.5×3+ 75",
            "37.5×5 42.5×3 47.5×1+ 37.5", "97.5×5 110×3 122.5×1+ 97.5", "55×5 62.5×3 70×1+ 55", "82.5×5 92.5×3 102.5×1+ 82.5",
            "20×5 25×5 30×5 20", "50×5 65×5 77.5×5 50", "30×5 37.5×5 45×5 30", "42.5×5 55×5 65×5 42.5",
        ]
        for (n, row) in table.enumerated() {
            let (position, _, targets) = run.next { i, _, target in
                i == 0 && (n == 11 || n == 22) ? ProgramRun.asTargeted(target, lastReps: 0) : nil
            }
            let main = targets[0].sets.map { "\(plateNumber($0.weight ?? 0))×\($0.reps ?? 0)\($0.amrap ? "+" : "")" }.joined(separator: " ")
            XCTAssertEqual("\(main) \(plateNumber(targets[1].topWeight ?? 0))", row, "session \(n + 1)")
            XCTAssertEqual(targets[1].sets.map(\.reps), [5, 5, 5, 5, 5], "session \(n + 1)")
            XCTAssertEqual(position.cycle, n / 16, "session \(n + 1)")
            if n == 19 { XCTAssertEqual(run.said(targets[1]), "TM 105 kg × 65%, week 1, cycle 2") }
        }
        // Week 1 of the fourth cycle: the press's training max 52.5.
        let (_, _, next) = run.next()
        XCTAssertEqual(next.prefix(2).map(cell), ["5@65%, 5@75%, 5+@85% 42.5", "5×5@65% 32.5"])
    }
}
