import BundledPlans
import XCTest
@testable import Domain
import Formats

/// Madcow 5×5's first twelve weeks against a table worked out by hand from Madcow2's rules:
/// Monday ramps in 12.5% jumps to a top set that adds 2.5 kg each week it is made (two misses in
/// a row: 10% off); Wednesday's squat tops out at 75% of Monday's top set; Friday's triple is
/// 2.5% over it. Every weight rounded down to what a 20 kg bar and pairs of 1.25 kg plates
/// load, and a triple that rounds back to Monday's weight goes to the next that loads.
final class BuiltInMadcowTableTests: XCTestCase {
    static let starts: [String: Double] = [
        "M Barbell Back Squat starting weight": 100, "M Barbell Bench Press starting weight": 80,
        "M Barbell Row starting weight": 70, "Incline Barbell Bench Press starting weight": 60,
        "Deadlift starting weight": 140, "Sit-Up starting weight": 10, "Barbell Curl starting weight": 30,
        "Skull Crusher starting weight": 25,
    ]

    /// Monday's squat misses its top set in weeks 5 and 6, at 110 (99 after 10% off, loaded as
    /// 97.5); Monday's bench misses once in week 8 and is made at the same weight a week later.
    func testMadcowFirstTwelveWeeks() throws {
        var run = try ProgramRun("madcow", values: Self.starts)
        // Each week's top sets: squat Monday, Wednesday, Friday's triple; bench Monday, Friday's
        // triple; incline and deadlift on Wednesday.
        let table: [(squat: [Double], bench: [Double], incline: Double, deadlift: Double)] = [
            ([100, 75, 102.5], [80, 82.5], 60, 140),        // 80 × 102.5% = 82 loads as 80: 82.5
            ([102.5, 75, 105], [82.5, 85], 62.5, 145),      // 76.875: 75; 105.06: 105
            ([105, 77.5, 107.5], [85, 87.5], 65, 150),
            ([107.5, 80, 110], [87.5, 90], 67.5, 155),
            ([110, 82.5, 112.5], [90, 92.5], 70, 160),      // squat missed
            ([110, 82.5, 112.5], [92.5, 95], 72.5, 165),    // missed again
            ([97.5, 72.5, 100], [95, 97.5], 75, 170),       // 99: 97.5; 99.94 rounds back: 100
            ([100, 75, 102.5], [97.5, 100], 77.5, 175),     // bench missed
            ([102.5, 75, 105], [97.5, 100], 80, 180),
            ([105, 77.5, 107.5], [100, 102.5], 82.5, 185),
            ([107.5, 80, 110], [102.5, 105], 85, 190),
            ([110, 82.5, 112.5], [105, 107.5], 87.5, 195),
        ]
        var said: [String] = []
        var fridays: [[Double?]] = []
        for (w, row) in table.enumerated() {
            let week = w + 1
            var tops: [String: [Double]] = [:]
            for kind in ["Mon", "Wed", "Fri"] {
                let (_, day, targets) = run.next { _, slot, target in
                    let squatMiss = slot.progressionKey == "M|back-squat" && (week == 5 || week == 6)
                    let benchMiss = slot.progressionKey == "M|barbell-bench-press" && week == 8
                    return squatMiss || benchMiss ? ProgramRun.missed(target) : nil
                }
                XCTAssertEqual(day.key, kind, "week \(week)")
                for (slot, target) in zip(day.slots, targets) { tops[slot.title, default: []].append(target.topWeight ?? 0) }
                if kind == "Fri" {
                    fridays.append(targets[0].sets.map(\.weight))
                    if week == 7 { said.append(run.said(targets[0])) }
                }
                if kind == "Mon", week == 7 { said.append(run.said(targets[0])) }
                if kind == "Mon", week == 1 { XCTAssertEqual(targets[0].sets.map(\.weight), [50, 62.5, 75, 87.5, 100]) }
                if kind == "Wed", week == 1 { XCTAssertEqual(targets[0].sets.map(\.weight), [50, 62.5, 75, 75]) }
            }
            XCTAssertEqual([tops["M Barbell Back Squat"]?.first, tops["W Barbell Back Squat"]?.first, tops["F Barbell Back Squat"]?.first],
                           row.squat.map { $0 }, "week \(week) squat")
            XCTAssertEqual([tops["M Barbell Bench Press"]?.first, tops["F Barbell Bench Press"]?.first], row.bench.map { $0 }, "week \(week) bench")
            XCTAssertEqual(tops["Incline Barbell Bench Press"], [row.incline], "week \(week) incline")
            XCTAssertEqual(tops["Deadlift"], [row.deadlift], "week \(week) deadlift")
        }
        // Friday: Monday's first four sets, the triple, and the eight at Monday's third set.
        XCTAssertEqual(fridays[0], [50, 62.5, 75, 87.5, 102.5, 75])
        XCTAssertEqual(fridays[6], [47.5, 60, 72.5, 85, 100, 72.5])  // of 97.5: 48.75, 60.94, 73.13, 85.31
        run.assertEveryWindowAgrees()
        XCTAssertEqual(said, ["Deload to 97.5 kg: 2 sessions missed in a row",
                              "102.5% of 97.5 kg, the top set of M Barbell Back Squat on Mon"])
    }
}
