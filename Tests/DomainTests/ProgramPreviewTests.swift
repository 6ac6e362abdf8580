import BundledPlans
import XCTest
@testable import Domain

/// What `gymtrack program show` prints: the next workouts, each as if the ones before it were
/// done as planned, without logging anything.
final class ProgramPreviewTests: XCTestCase {
    private let starts: [String: Double] = [
        "Barbell Back Squat starting weight": 60, "Barbell Bench Press starting weight": 40, "Barbell Row starting weight": 40,
        "Overhead Press starting weight": 30, "Deadlift starting weight": 80,
    ]

    func testTheNextFourWorkoutsOfA5x5() throws {
        let run = try ProgramRun("5x5", values: starts)
        let preview = run.planner.preview(count: 4)
        XCTAssertEqual(preview.map(\.day.key), ["A", "B", "A", "B"])
        XCTAssertEqual(preview.map { cell($0.targets[0]) }, ["5×5 60", "5×5 62.5", "5×5 65", "5×5 67.5"], "the squat, every workout")
        XCTAssertEqual(preview.map { cell($0.targets[1]) }, ["5×5 40", "5×5 30", "5×5 42.5", "5×5 32.5"])
        XCTAssertEqual(preview[1].targets[2].scheme, "1×5")
        XCTAssertEqual(preview[3].targets[2].topWeight, 85, "the deadlift adds 5 kg")
        XCTAssertEqual(run.said(preview[0].targets[0]), "60 kg: the starting weight")
        XCTAssertEqual(preview.map(\.position.sessions), [0, 1, 2, 3])
    }

    func testAPreviewLogsNothingAndStartsFromTheRealPlace() throws {
        var run = try ProgramRun("5x5", values: starts)
        _ = run.next()
        let before = run.planner.position
        let preview = run.planner.preview(count: 4)
        XCTAssertEqual(run.planner.position, before)
        XCTAssertEqual(preview.first?.position, before)
        XCTAssertEqual(preview.map(\.day.key), ["B", "A", "B", "A"])
        XCTAssertEqual(preview.map { cell($0.targets[0]) }, ["5×5 62.5", "5×5 65", "5×5 67.5", "5×5 70"])
        // The first target is the one the real next workout asks for.
        let next = run.next().targets
        XCTAssertEqual(next, preview[0].targets)
    }

    func testAPreviewCrossesWeeksAndCycles() throws {
        let run = try ProgramRun("531bbb", values: [
            "Overhead Press training max": 50, "Deadlift training max": 140,
            "Barbell Bench Press training max": 90, "Barbell Back Squat training max": 120,
        ])
        let preview = run.planner.preview(count: 17)
        XCTAssertEqual(preview[4].position, ProgramPosition(week: 1, day: 0, cycle: 0, sessions: 4))
        XCTAssertEqual(preview[16].position, ProgramPosition(week: 0, day: 0, cycle: 1, sessions: 16))
        XCTAssertEqual(preview[0].targets[0].sets.map(\.weight), [32.5, 37.5, 42.5], "TM 50: 65/75/85%")
        XCTAssertEqual(preview[16].targets[0].sets.map(\.weight), [32.5, 37.5, 42.5], "TM 52.5 after a cycle: 34.1, 39.4, 44.6, each down to what loads, hides the raise")
        XCTAssertEqual(run.said(preview[16].targets[0]), "TM 52.5 kg × 85%, week 1, cycle 2")
        XCTAssertEqual(preview[12].targets[0].sets.map(\.weight), [20, 25, 30], "the deload week, 40% of 50 is 20, the bar")
    }
}
