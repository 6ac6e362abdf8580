import AppCore
import Domain
import XCTest

/// Taps and the wheel: each kind of hotspot tapped where `render` draws it, at a
/// phone size and a classic terminal, does what its key does.
final class TapTests: XCTestCase {
    private let sizes = [(40, 16), (80, 24)]

    /// Where `text` is drawn (its `nth` appearance from the top), as 0-based cell coordinates.
    private func find(_ text: String, in state: AppState, nth: Int = 0, file: StaticString = #filePath, line: UInt = #line) -> (x: Int, y: Int)? {
        var seen = 0
        for (y, row) in render(state).lines.enumerated() {
            guard let range = row.range(of: text) else { continue }
            if seen == nth { return (String(row[..<range.lowerBound]).displayWidth, y) }
            seen += 1
        }
        XCTFail("“\(text)” is not on screen:\n\(render(state).text)", file: file, line: line)
        return nil
    }

    /// Taps the first cell of `text` (or `offset` cells into it).
    @discardableResult
    private func tap(_ text: String, _ state: inout AppState, offset: Int = 0, file: StaticString = #filePath, line: UInt = #line) -> [Effect] {
        guard let (x, y) = find(text, in: state, file: file, line: line) else { return [] }
        return update(&state, .tap(x: x + offset, y: y))
    }

    /// Day A started with taps alone: the card, then "Let's go".
    private func startedWorkout(width: Int, height: Int) -> AppState {
        var state = Fixtures.state(width: width, height: height, history: History())
        tap("Upper Strength", &state)
        XCTAssertEqual(state.modal, .question(.start(sessionType: "A")))
        let effects = tap("Let's go", &state)
        XCTAssertTrue(effects.contains { if case .beginWorkout = $0 { return true } else { return false } }, "\(effects)")
        return state
    }

    func testATabSwitchesToIt() {
        for (w, h) in sizes {
            var state = Fixtures.state(width: w, height: h)
            tap("Stats", &state)
            XCTAssertEqual(state.tab, .stats, "\(w)×\(h)")
            tap("Plans", &state, offset: 2)
            XCTAssertEqual(state.tab, .plans, "\(w)×\(h)")
            tap("Home", &state)
            XCTAssertEqual(state.tab, .home, "\(w)×\(h)")
        }
    }

    func testACardAsksToStartItAndTheButtonsAnswer() {
        for (w, h) in sizes {
            var state = Fixtures.state(width: w, height: h, history: History())
            tap("Cardio + Core", &state)
            XCTAssertEqual(state.home.selection, 1)
            XCTAssertEqual(state.modal, .question(.start(sessionType: "B")), "\(w)×\(h)")
            // The box on top takes the taps: the tab bar underneath does nothing.
            XCTAssertEqual(update(&state, .tap(x: 1, y: 0)), [])
            XCTAssertEqual(state.tab, .home)
            tap("Not now", &state)
            XCTAssertNil(state.modal, "\(w)×\(h)")
            XCTAssertNil(state.workout)

            let started = startedWorkout(width: w, height: h)
            XCTAssertTrue(started.showingWorkout, "\(w)×\(h)")
            XCTAssertEqual(started.workout?.sessionType, "A")
        }
    }

    func testAStepIsSelectedAndItsCirclesLogAndTakeBackSets() throws {
        for (w, h) in sizes {
            var state = startedWorkout(width: w, height: h)
            let rows = try XCTUnwrap(state.workout?.steps.firstIndex { $0.plan.title.hasPrefix("Dumbbell rows") })
            tap("Dumbbell rows", &state)
            XCTAssertEqual(state.exercise.selection, rows, "\(w)×\(h)")

            // Circle k of the rows step, found again each time (a rest line may push the list down).
            func circle(_ k: Int) throws -> (x: Int, y: Int) {
                let (_, y) = try XCTUnwrap(find("Dumbbell rows", in: state))
                let line = render(state).lines[y]
                let first = try XCTUnwrap(line.firstIndex { $0 == "◇" || $0 == "◆" })
                return (String(line[..<first]).displayWidth + 2 * k, y)
            }
            // The first circle (a warm-up) logs a set, as Space does.
            var (x, y) = try circle(0)
            let effects = update(&state, .tap(x: x, y: y))
            XCTAssertEqual(state.workout?.steps[rows].sets.count, 1, "\(w)×\(h)")
            XCTAssertTrue(workoutChanges(effects).contains { if case .logSet = $0 { return true } else { return false } })
            // Any empty circle logs the next set: sets are logged in order.
            (x, y) = try circle(2)
            _ = update(&state, .tap(x: x, y: y))
            XCTAssertEqual(state.workout?.steps[rows].sets.count, 2, "\(w)×\(h)")
            // The last filled circle takes that set back; an earlier one does nothing.
            (x, y) = try circle(0)
            _ = update(&state, .tap(x: x, y: y))
            XCTAssertEqual(state.workout?.steps[rows].sets.count, 2, "\(w)×\(h)")
            (x, y) = try circle(1)
            _ = update(&state, .tap(x: x, y: y))
            XCTAssertEqual(state.workout?.steps[rows].sets.count, 1, "\(w)×\(h)")
        }
    }

    func testATimerStartsAndPauses() throws {
        for (w, h) in sizes {
            var state = startedWorkout(width: w, height: h)
            XCTAssertEqual(state.workout?.steps[0].timer?.isRunning, false)
            state.exercise.selection = 2 // the warm-up's row is tapped from another step
            tap("10 min", &state)
            XCTAssertEqual(state.exercise.selection, 0, "\(w)×\(h)")
            XCTAssertEqual(state.workout?.steps[0].timer?.isRunning, true, "\(w)×\(h)")
            // Running, its countdown shows on the step's row: a tap there pauses it.
            let (_, y) = try XCTUnwrap(find("Cardio warm-up", in: state))
            _ = update(&state, .tap(x: w - 3, y: y))
            XCTAssertEqual(state.workout?.steps[0].timer?.isRunning, false, "\(w)×\(h)")
        }
    }

    func testListRowsSelectThenOpen() {
        for (w, h) in sizes {
            var state = Fixtures.state(width: w, height: h)
            Fixtures.press(&state, .char("4"))
            tap("Cardio + Core", &state)
            XCTAssertEqual(state.plans.selection, 1, "\(w)×\(h)")
            XCTAssertFalse(state.plans.isOpen)
            tap("Cardio + Core", &state)
            XCTAssertTrue(state.plans.isOpen, "a tap on the selected row opens it, as Enter does")
            tap("Plank", &state)
            XCTAssertEqual(state.splits[1].steps[state.plans.stepSelection].title, "Plank", "\(w)×\(h)")
        }
    }

    func testThePickerRowsAreTapped() throws {
        for (w, h) in sizes {
            var state = Fixtures.state(width: w, height: h)
            Fixtures.press(&state, .char("4"), .enter, .char("a"))
            let second = try XCTUnwrap(pickerItems(state).dropFirst().first)
            tap(String(second.label.prefix(8)), &state)
            XCTAssertEqual(state.picker?.selection, 1, "\(w)×\(h)")
            let before = state.splits[0].steps.count
            tap(String(second.label.prefix(8)), &state)
            XCTAssertNil(state.modal, "the selected row is chosen, as Enter does")
            XCTAssertEqual(state.splits[0].steps.count, before + 1, "\(w)×\(h)")
        }
    }

    func testTheSettingSwitchesTapsOff() {
        for (w, h) in sizes {
            var state = Fixtures.state(width: w, height: h)
            Fixtures.press(&state, .char("5"))
            while state.settingsTab.selection < SettingsItem.mouse.rawValue { Fixtures.press(&state, .char("j")) }
            XCTAssertTrue(render(state).text.contains("Mouse / taps"), render(state).text)
            XCTAssertEqual(Fixtures.press(&state, .enter), [.saveSetting(.mouse, value: "off"), .applyMouse(false)], "\(w)×\(h)")
            XCTAssertFalse(state.settings.mouse)
            // Off, a tap on a tab does nothing (the terminal no longer sends them anyway).
            tap("Stats", &state)
            XCTAssertEqual(state.tab, .settings)
            XCTAssertEqual(update(&state, .scroll(.down, x: 1, y: 3)), [])
            XCTAssertEqual(Fixtures.press(&state, .char("l")), [.saveSetting(.mouse, value: "on"), .applyMouse(true)])
            // From another row, the first tap selects it and the second does what Enter does.
            Fixtures.press(&state, .char("k"))
            XCTAssertEqual(tap("Mouse / taps", &state), [])
            XCTAssertEqual(state.settingsTab.selection, SettingsItem.mouse.rawValue)
            XCTAssertEqual(tap("Mouse / taps", &state), [.saveSetting(.mouse, value: "off"), .applyMouse(false)], "\(w)×\(h)")
        }
        XCTAssertEqual(Settings(stored: [.mouse: "off"]).mouse, false)
        XCTAssertEqual(Settings(stored: [:]).stored(.mouse), "on")
    }

    func testTheWheelMovesTheListInFront() {
        for (w, h) in sizes {
            var state = startedWorkout(width: w, height: h)
            _ = update(&state, .scroll(.down, x: 5, y: 8))
            _ = update(&state, .scroll(.down, x: 5, y: 8))
            XCTAssertEqual(state.exercise.selection, 2, "\(w)×\(h)")
            _ = update(&state, .scroll(.up, x: 5, y: 8))
            XCTAssertEqual(state.exercise.selection, 1)

            var home = Fixtures.state(width: w, height: h)
            _ = update(&home, .scroll(.down, x: 5, y: 8))
            XCTAssertEqual(home.home.selection, min(Fixtures.state().home.selection + 1, home.rotation.count - 1), "\(w)×\(h): the cards stop at the last")

            var stats = Fixtures.state(width: w, height: h)
            Fixtures.press(&stats, .char("3"))
            _ = update(&stats, .scroll(.down, x: 5, y: 8))
            XCTAssertEqual(stats.stats.scroll, 1, "\(w)×\(h)")
        }
    }

    func testHelpClosesOnATap() {
        var state = Fixtures.state(width: 40, height: 16)
        Fixtures.press(&state, .char("?"))
        _ = update(&state, .scroll(.down, x: 3, y: 3))
        guard case .help = state.modal else { return XCTFail("the wheel scrolls help, it does not close it") }
        _ = update(&state, .tap(x: 3, y: 3))
        XCTAssertNil(state.modal)
    }

    func testHotspotsAreNotDrawn() {
        var state = Fixtures.state()
        var screen = render(state)
        let text = screen.text
        screen.hotspots.removeAll()
        XCTAssertEqual(screen.text, text)
        XCTAssertFalse(render(state).hotspots.isEmpty)
        state.width = 30 // too small: nothing to tap
        XCTAssertTrue(render(state).hotspots.isEmpty)
    }

    func testSGRMouseReportsAreDecoded() {
        XCTAssertEqual(decodeSGRMouse("0;12;3M"), .tap(x: 11, y: 2))
        XCTAssertNil(decodeSGRMouse("0;12;3m"), "a release does nothing: the press was the tap")
        XCTAssertEqual(decodeSGRMouse("64;1;1M"), .scroll(.up, x: 0, y: 0))
        XCTAssertEqual(decodeSGRMouse("65;40;16M"), .scroll(.down, x: 39, y: 15))
        XCTAssertNil(decodeSGRMouse("32;4;4M"), "motion")
        XCTAssertNil(decodeSGRMouse("2;4;4M"), "the right button")
        XCTAssertNil(decodeSGRMouse("0;4M"))
        XCTAssertNil(decodeSGRMouse("x;4;4M"))
        XCTAssertEqual(mouseEvent(button: 0, x: 1, y: 1, released: false), .tap(x: 0, y: 0))
    }
}
