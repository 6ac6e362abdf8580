import AppCore
import Domain
import XCTest

/// A tap lands on what the person saw: the rest line keeps its row while a workout runs, so a
/// rest starting or ending never moves the steps under a finger.
final class TapsHitWhatWasDrawnTests: XCTestCase {
    private func row(of text: String, in state: AppState) -> Int? {
        render(state).lines.firstIndex { $0.contains(text) }
    }

    func testASecondTapOnTheSameCircleRowLogsOnTheSameExercise() throws {
        for (w, h) in [(40, 16), (80, 24), (160, 48)] {
            var state = Fixtures.state(width: w, height: h, history: History())
            state.home.selection = 0
            Fixtures.press(&state, .enter, .enter)
            let rows = try XCTUnwrap(state.workout?.steps.firstIndex { $0.plan.title.hasPrefix("Dumbbell rows") })
            Fixtures.press(&state, .char("j"), .char("j"), .char(" ")) // the warm-up: no rest after it
            // Where the rows' circles were drawn before any set: the person aims there twice.
            let y = try XCTUnwrap(row(of: "Dumbbell rows", in: state))
            let line = render(state).lines[y]
            let first = try XCTUnwrap(line.firstIndex { $0 == "○" })
            let x = String(line[..<first]).displayWidth
            XCTAssertNil(state.workout?.rest)
            _ = update(&state, .tap(x: x, y: y))
            XCTAssertNotNil(state.workout?.rest, "a rest runs after the set")
            XCTAssertEqual(row(of: "Dumbbell rows", in: state), y, "\(w)×\(h): the steps stay where they were")
            _ = update(&state, .tap(x: x + 2, y: y))
            XCTAssertEqual(state.workout?.steps[rows].sets.count, 3, "\(w)×\(h)")
            XCTAssertEqual(state.workout?.steps.enumerated().filter { $0.offset != rows }.allSatisfy { $0.element.sets.isEmpty }, true)
            // The rest ends: nothing moves either.
            _ = update(&state, .tick(Moment(epochSeconds: state.now.epochSeconds + 3600, utcOffsetSeconds: 0)))
            XCTAssertNil(state.workout?.rest)
            XCTAssertEqual(row(of: "Dumbbell rows", in: state), y, "\(w)×\(h)")
        }
    }

    func testATapIsCarriedOutOnWhatTheDrawnFrameHadThere() {
        var state = Fixtures.state()
        // The frame the person saw had a Stats tab there; `tapped` carries that out as it was.
        _ = update(&state, .tapped(.tab(.stats)))
        XCTAssertEqual(state.tab, .stats)
    }
}
