import BundledPlans
import XCTest
@testable import Domain
import Formats

/// 5/3/1 for Beginners' first twelve weeks (four three-week cycles) against a table worked out
/// by hand from Jim Wendler's percentages: weights rounded down to what a 20 kg bar and 1.25 kg
/// pairs load, never below the bar.
final class BuiltInBeginners531TableTests: XCTestCase {
    /// Three full-body workouts a week, each two lifts: their 5/3/1 sets and 5×5 at the first
    /// set's percentage. The deadlift's 1+ of the first cycle is missed (no rep): the training
    /// max rises after each cycle all the same; a reset is the lifter's edit of the tm line.
    func testBeginners531FirstTwelveWeeks() throws {
        var run = try ProgramRun("531beginners", values: [
            "Barbell Back Squat training max": 100, "Barbell Bench Press training max": 70, "Deadlift training max": 120,
            "Overhead Press training max": 45,
        ])
        // Each row, the day's two lifts: the three main sets (weight×reps, + for as many as
        // possible) and the 5×5 weight.
        let table = [
            ["65×5 75×5 85×5+ 65", "45×5 52.5×5 57.5×5+ 45"],
            ["77.5×5 90×5 100×5+ 77.5", "27.5×5 32.5×5 37.5×5+ 27.5"],
            ["45×5 52.5×5 57.5×5+ 45", "65×5 75×5 85×5+ 65"],
            ["70×3 80×3 90×3+ 70", "47.5×3 55×3 62.5×3+ 47.5"],
            ["82.5×3 95×3 107.5×3+ 82.5", "30×3 35×3 40×3+ 30"],
            ["47.5×3 55×3 62.5×3+ 47.5", "70×3 80×3 90×3+ 70"],
            ["75×5 85×3 95×1+ 75", "52.5×5 57.5×3 65×1+ 52.5"],
            ["90×5 100×3 112.5×1+ 90", "32.5×5 37.5×3 42.5×1+ 32.5"],
            ["52.5×5 57.5×3 65×1+ 52.5", "75×5 85×3 95×1+ 75"],
            ["67.5×5 77.5×5 87.5×5+ 67.5", "45×5 52.5×5 60×5+ 45"],
            ["80×5 92.5×5 105×5+ 80", "30×5 35×5 40×5+ 30"],
            ["45×5 52.5×5 60×5+ 45", "67.5×5 77.5×5 87.5×5+ 67.5"],
            ["72.5×3 82.5×3 92.5×3+ 72.5", "50×3 57.5×3 65×3+ 50"],
            ["87.5×3 100×3 112.5×3+ 87.5", "32.5×3 37.5×3 42.5×3+ 32.5"],
            ["50×3 57.5×3 65×3+ 50", "72.5×3 82.5×3 92.5×3+ 72.5"],
            ["77.5×5 87.5×3 97.5×1+ 77.5", "52.5×5 60×3 67.5×1+ 52.5"],
            ["92.5×5 105×3 117.5×1+ 92.5", "35×5 40×3 45×1+ 35"],
            ["52.5×5 60×3 67.5×1+ 52.5", "77.5×5 87.5×3 97.5×1+ 77.5"],
            ["70×5 82.5×5 92.5×5+ 70", "47.5×5 55×5 62.5×5+ 47.5"],
            ["82.5×5 97.5×5 110×5+ 82.5", "32.5×5 37.5×5 42.5×5+ 32.5"],
            ["47.5×5 55×5 62.5×5+ 47.5", "70×5 82.5×5 92.5×5+ 70"],
            ["75×3 87.5×3 97.5×3+ 75", "52.5×3 60×3 67.5×3+ 52.5"],
            ["90×3 102.5×3 115×3+ 90", "35×3 40×3 45×3+ 35"],
            ["52.5×3 60×3 67.5×3+ 52.5", "75×3 87.5×3 97.5×3+ 75"],
            ["82.5×5 92.5×3 102.5×1+ 82.5", "55×5 62.5×3 70×1+ 55"],
            ["97.5×5 110×3 122.5×1+ 97.5", "37.5×5 42.5×3 47.5×1+ 37.5"],
            ["55×5 62.5×3 70×1+ 55", "82.5×5 92.5×3 102.5×1+ 82.5"],
            ["72.5×5 85×5 97.5×5+ 72.5", "50×5 57.5×5 65×5+ 50"],
            ["87.5×5 100×5 112.5×5+ 87.5", "32.5×5 37.5×5 42.5×5+ 32.5"],
            ["50×5 57.5×5 65×5+ 50", "72.5×5 85×5 97.5×5+ 72.5"],
            ["80×3 90×3 102.5×3+ 80", "52.5×3 60×3 67.5×3+ 52.5"],
            ["92.5×3 107.5×3 120×3+ 92.5", "35×3 40×3 45×3+ 35"],
            ["52.5×3 60×3 67.5×3+ 52.5", "80×3 90×3 102.5×3+ 80"],
            ["85×5 97.5×3 107.5×1+ 85", "57.5×5 65×3 72.5×1+ 57.5"],
            ["100×5 112.5×3 127.5×1+ 100", "37.5×5 42.5×3 47.5×1+ 37.5"],
            ["57.5×5 65×3 72.5×1+ 57.5", "85×5 97.5×3 107.5×1+ 85"],
        ]
        for (n, row) in table.enumerated() {
            let (position, day, targets) = run.next { i, _, target in
                i == 0 && n == 7 ? ProgramRun.asTargeted(target, lastReps: 0) : nil
            }
            func lift(_ i: Int) -> String {
                let main = targets[i].sets.map { "\(plateNumber($0.weight ?? 0))×\($0.reps ?? 0)\($0.amrap ? "+" : "")" }.joined(separator: " ")
                return "\(main) \(plateNumber(targets[i + 1].topWeight ?? 0))"
            }
            XCTAssertEqual([lift(0), lift(2)], row, "session \(n + 1)")
            XCTAssertEqual(day.key, String(n % 3 + 1), "session \(n + 1)")
            XCTAssertEqual(position.cycle, n / 9, "session \(n + 1)")
            XCTAssertEqual(targets.dropFirst(4).map(cell).map { $0.hasPrefix("5×10") }, [true, true, true], "session \(n + 1)")
            if n == 10 { XCTAssertEqual(run.said(targets[0]), "TM 125 kg × 85%, week 1, cycle 2") }
        }
    }
}
