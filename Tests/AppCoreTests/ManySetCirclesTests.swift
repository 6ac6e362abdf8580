import AppCore
import Domain
import XCTest

/// A step with more set circles than the row has room for (a program's 20 sets and 9
/// warm-ups on a 40-column terminal) is drawn cut at the left, never a trap.
final class ManySetCirclesTests: XCTestCase {
    func testTextWhollyLeftOfTheScreenIsNotDrawn() {
        var screen = Screen(width: 10, height: 1)
        screen.put("○ ○ ○ ○ ○ ○ ○ ○", x: -9, y: 0)
        XCTAssertEqual(screen.lines[0], " ○ ○ ○", "what falls left of column 0 is dropped")
    }

    func testTheWorkoutScreenDrawsMoreCirclesThanItsWidth() {
        let step = PlanStep(exerciseID: "barbell-back-squat", title: "Barbell Back Squat", kind: .sets,
                            setsText: PlanStep.setsText(warmup: 9, working: 20), warmupSets: 9, workingSets: 20,
                            repsText: "5 reps", notes: "", loadType: .weight, weight: 60)
        let split = Split(sessionType: "P/A", name: "Legs", title: "Edges — Legs", description: "", targetDuration: "",
                          steps: [step], groups: [], colour: .blue, glyph: "A", inRotation: true)
        for width in [minimumWidth, 60, 80, 100] {
            var state = Fixtures.state(width: width, height: 24, workout: ActiveWorkout(split: split, startedAt: Fixtures.now))
            state.showingWorkout = true
            let text = render(state).text
            XCTAssertTrue(text.contains("◇ ◇") || text.contains("○ ○"), "\(width) wide:\n\(text)")
        }
    }
}
