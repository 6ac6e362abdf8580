import AppCore
import BundledPlans
import Domain
import XCTest

/// One count per thing, wherever it is shown: a split's steps on Home and in its workout (the
/// daily challenge step included), a session's sets in the workout and in History (warm-ups
/// left out, as History's rows and header count them).
final class CountsAgreeTests: XCTestCase {
    func testHomeCountsTheChallengeStepTheWorkoutWillHave() throws {
        var state = Fixtures.state(width: 160, height: 48)
        let steps = (0..<5).map { PlanStep(exerciseID: "plank", title: "Step \($0)", kind: .sets, setsText: "2", workingSets: 2, repsText: "10 reps", notes: "") }
        state.splits.append(Split(uid: "ULEGS", sessionType: "LEGS", name: "Leg Day", title: "Leg Day", description: "", targetDuration: "45 min",
                                  steps: steps, groups: [], colour: .cyan, glyph: "L", inRotation: true, dailyChallenge: true))
        let card = state.rotation.count - 1
        XCTAssertTrue(render(state).text.contains("45 min · 6 steps"), render(state).text)
        state.home.selection = card
        Fixtures.press(&state, .enter, .enter)
        XCTAssertEqual(state.workout?.sessionType, "LEGS")
        XCTAssertTrue(render(state).text.contains("0/6 steps"), render(state).text)
    }

    func testTheWorkoutHeaderCountsSetsAsHistoryDoes() {
        var state = Fixtures.state()
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter, .char("j"), .char("j"))
        Fixtures.press(&state, .char(" "), .char(" "), .char(" ")) // a warm-up and two working sets of rows
        XCTAssertEqual(state.workout?.loggedSetCount, 3)
        XCTAssertTrue(render(state).text.contains("steps · 2 sets"), render(state).text)
    }
}
