import BundledPlans
import XCTest
@testable import Domain
import Formats

/// Ivysaur 4-4-8's first twelve weeks against a table worked out by hand from the write-up:
/// each lift's four-rep weight (a training max) for 4x4 and the tested 3x4, 4+; 90% of it,
/// rounded down to what loads, for 4x8; every four-rep weight raised after each two weeks by
/// its tested set (the row, never tested, by its fixed rise).
final class BuiltInIvysaurTableTests: XCTestCase {
    /// Three workouts a week, six in the two-week cycle. The squat's tested set reaches 9 in
    /// the second cycle: its rise doubles, 15 kg, from the third. The bench press's falls short
    /// (3 reps) in the third: 10% off, 70 kg to 63, for the fourth. Every other test makes its 4
    /// reps exactly.
    func testIvysaurFirstTwelveWeeks() throws {
        var run = try ProgramRun("ivysaur", values: [
            "Barbell Bench Press training max": 60, "Barbell Back Squat training max": 80, "Deadlift training max": 100,
            "Overhead Press training max": 40, "Barbell Row training max": 50,
        ])
        // Each workout: bench press, then the squat or deadlift, the press, the chin-up or row.
        let table: [(String, String)] = [
            ("A1", "4x4 60 | 4x8 70 | 4x8 35 | 4x8 0"), ("A2", "4x8 52.5 | 4x4 100 | 4x4 40 | 4x8 45"),
            ("A3", "4x4+ 60 | 4x4+ 80 | 4x8 35 | 4x4 0"), ("B1", "4x8 52.5 | 4x8 90 | 4x4 40 | 4x4 50"),
            ("B2", "4x4 60 | 4x8 70 | 4x8 35 | 4x8 0"), ("B3", "4x8 52.5 | 4x4+ 100 | 4x4+ 40 | 4x8 45"),
            ("A1", "4x4 65 | 4x8 77.5 | 4x8 37.5 | 4x8 0"), ("A2", "4x8 57.5 | 4x4 107.5 | 4x4 42.5 | 4x8 47.5"),
            ("A3", "4x4+ 65 | 4x4+ 87.5 | 4x8 37.5 | 4x4 0"), ("B1", "4x8 57.5 | 4x8 95 | 4x4 42.5 | 4x4 55"),
            ("B2", "4x4 65 | 4x8 77.5 | 4x8 37.5 | 4x8 0"), ("B3", "4x8 57.5 | 4x4+ 107.5 | 4x4+ 42.5 | 4x8 47.5"),
            ("A1", "4x4 70 | 4x8 90 | 4x8 40 | 4x8 0"), ("A2", "4x8 62.5 | 4x4 115 | 4x4 45 | 4x8 52.5"),
            ("A3", "4x4+ 70 | 4x4+ 102.5 | 4x8 40 | 4x4 0"), ("B1", "4x8 62.5 | 4x8 102.5 | 4x4 45 | 4x4 60"),
            ("B2", "4x4 70 | 4x8 90 | 4x8 40 | 4x8 0"), ("B3", "4x8 62.5 | 4x4+ 115 | 4x4+ 45 | 4x8 52.5"),
            ("A1", "4x4 62.5 | 4x8 97.5 | 4x8 42.5 | 4x8 0"), ("A2", "4x8 55 | 4x4 122.5 | 4x4 47.5 | 4x8 57.5"),
            ("A3", "4x4+ 62.5 | 4x4+ 110 | 4x8 42.5 | 4x4 0"), ("B1", "4x8 55 | 4x8 110 | 4x4 47.5 | 4x4 65"),
            ("B2", "4x4 62.5 | 4x8 97.5 | 4x8 42.5 | 4x8 0"), ("B3", "4x8 55 | 4x4+ 122.5 | 4x4+ 47.5 | 4x8 57.5"),
            ("A1", "4x4 67.5 | 4x8 105 | 4x8 45 | 4x8 0"), ("A2", "4x8 60 | 4x4 130 | 4x4 50 | 4x8 62.5"),
            ("A3", "4x4+ 67.5 | 4x4+ 117.5 | 4x8 45 | 4x4 0"), ("B1", "4x8 60 | 4x8 115 | 4x4 50 | 4x4 70"),
            ("B2", "4x4 67.5 | 4x8 105 | 4x8 45 | 4x8 0"), ("B3", "4x8 60 | 4x4+ 130 | 4x4+ 50 | 4x8 62.5"),
            ("A1", "4x4 72.5 | 4x8 112.5 | 4x8 45 | 4x8 0"), ("A2", "4x8 65 | 4x4 137.5 | 4x4 52.5 | 4x8 67.5"),
            ("A3", "4x4+ 72.5 | 4x4+ 125 | 4x8 45 | 4x4 0"), ("B1", "4x8 65 | 4x8 122.5 | 4x4 52.5 | 4x4 75"),
            ("B2", "4x4 72.5 | 4x8 112.5 | 4x8 45 | 4x8 0"), ("B3", "4x8 65 | 4x4+ 137.5 | 4x4+ 52.5 | 4x8 67.5"),
        ]
        for (n, row) in table.enumerated() {
            let (position, day, targets) = run.next { i, _, target in
                if n == 14, i == 0 { return ProgramRun.asTargeted(target, lastReps: 3) }
                if n == 8, i == 1 { return ProgramRun.asTargeted(target, lastReps: 9) }
                return nil
            }
            XCTAssertEqual(day.key, row.0, "workout \(n + 1)")
            XCTAssertEqual(targets.map(setsCell).joined(separator: " | "), row.1, "workout \(n + 1)")
            XCTAssertEqual(position.cycle, n / 6, "workout \(n + 1)")
            if n == 13 { XCTAssertEqual(run.said(targets[1]), "TM 115 kg × 100%, week 1, cycle 3, +15 by 4+ sets") }
            if n == 14 { XCTAssertEqual(run.said(targets[1]), "TM 102.5 kg × 100%, week 1, cycle 3, +22.5 by 4+ sets") }
            if n == 18 { XCTAssertEqual(run.said(targets[0]), "TM 63 kg × 100%, week 1, cycle 4, +3 by 4+ sets") }
        }
    }
}
