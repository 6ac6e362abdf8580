import XCTest
@testable import AppCore
@testable import Domain

/// A rest or a timed step ending reaches the lifter as Settings choose: nothing, the bell, or
/// the bell and a desktop notification that says what is next.
final class RestAlertTests: XCTestCase {
    private let rows = 2 // Dumbbell rows: 1 warm-up + 3 working sets of 10

    /// Day A running, a warm-up and the first working set of Dumbbell rows logged: its rest runs.
    private func resting(_ alert: RestAlert?) -> AppState {
        var state = Fixtures.state()
        if let alert { state.settings.restAlert = alert }
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        let lastTime = ExerciseHistory(lastSets: [SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: 1)])
        _ = update(&state, .loaded(.exerciseHistory(["dumbbell-row": lastTime])))
        Fixtures.press(&state, .char("j"), .char("j"), .char(" "), .char(" "))
        XCTAssertNotNil(state.workout?.rest)
        return state
    }

    private func restEnds(_ state: inout AppState) -> [Effect] {
        state.now = state.now.adding(seconds: 600)
        return update(&state, .tick(state.now)).filter { if case .changeWorkout = $0 { false } else { true } }
    }

    func testARestEndingSaysTheNextSetAsSpaceWouldLogIt() {
        var state = resting(.notify)
        XCTAssertEqual(restEnds(&state), [.bell, .notify(title: "gymtrack", body: "Rest over — Dumbbell rows (pull) set 2: 10 × 20 kg")])
        XCTAssertEqual(state.flash?.text, "Rest over. Next set when ready.", "the screen says it as before")
    }

    func testTheBellAloneOrNothing() {
        var bell = resting(.bell)
        XCTAssertEqual(restEnds(&bell), [.bell])
        var off = resting(.off)
        XCTAssertEqual(restEnds(&off), [], "no bell, no notification")
        XCTAssertEqual(off.flash?.text, "Rest over. Next set when ready.")
    }

    func testUntilChosenTheRestAlertFollowsTheBell() {
        XCTAssertEqual(Settings().restAlert, .bell)
        XCTAssertEqual(Settings(bell: false).restAlert, .off, "a bell switched off stays silent at a rest's end")
        XCTAssertEqual(Settings(stored: [.bell: "off", .restAlert: "notify"]).restAlert, .notify)
        var state = resting(nil)
        state.settings.bell = false
        XCTAssertEqual(restEnds(&state), [])
    }

    func testAWeightChangedForTheNextSetIsWhatTheNotificationSays() {
        var state = resting(.notify)
        Fixtures.press(&state, .char("+"))
        XCTAssertEqual(restEnds(&state).last, .notify(title: "gymtrack", body: "Rest over — Dumbbell rows (pull) set 2: 10 × 22.5 kg"))
    }

    func testATimedStepEndingSaysWhatIsNext() {
        var state = Fixtures.state()
        state.settings.restAlert = .notify
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter, .char("t"))
        state.now = state.now.adding(seconds: 601)
        let effects = update(&state, .tick(state.now))
        guard case .notify(_, let body)? = effects.last else { return XCTFail("\(effects)") }
        let first = state.workout!.steps[0].plan.title
        XCTAssertTrue(body.hasPrefix("Time — \(first) done; next "), body)
    }

    func testTheSettingsRowCyclesAndSaves() {
        var state = Fixtures.state()
        state.tab = .settings
        state.settingsTab.selection = SettingsItem.restAlert.rawValue
        XCTAssertTrue(render(state).text.contains("Rest end alert"), render(state).text)
        XCTAssertTrue(render(state).text.contains("[bell]"), render(state).text)
        XCTAssertEqual(Fixtures.press(&state, .enter), [.saveSetting(.restAlert, value: "notify")])
        XCTAssertTrue(render(state).text.contains("[bell + notify]"), render(state).text)
        XCTAssertEqual(Fixtures.press(&state, .enter), [.saveSetting(.restAlert, value: "off")])
        XCTAssertEqual(state.flash?.text, "Nothing is sent when a rest or a timer ends.")
        XCTAssertTrue(state.settings.bell, "the bell on sets is its own setting")
    }

    func testTheEscapesNameTheNextSetAndAreWrappedForTmux() {
        let plain = terminalNotification(title: "gymtrack", body: "Rest over — Bench Press set 3: 5 × 62.5 kg", insideTmux: false)
        XCTAssertEqual(plain, "\u{1b}]9;Rest over — Bench Press set 3: 5 × 62.5 kg\u{07}"
                       + "\u{1b}]777;notify;gymtrack;Rest over — Bench Press set 3: 5 × 62.5 kg\u{07}")
        let wrapped = terminalNotification(title: "gymtrack", body: "Rest over", insideTmux: true)
        XCTAssertEqual(wrapped, "\u{1b}Ptmux;\u{1b}\u{1b}]9;Rest over\u{07}\u{1b}\\"
                       + "\u{1b}Ptmux;\u{1b}\u{1b}]777;notify;gymtrack;Rest over\u{07}\u{1b}\\")
    }

    func testANameCannotEndTheEscapeOrStartAnother() {
        let sneaky = terminalNotification(title: "a;b\u{1b}]0;x", body: "Rest over — Bench\u{07}\u{1b}]2;owned\u{9c}\n", insideTmux: false)
        XCTAssertEqual(sneaky, "\u{1b}]9;Rest over — Bench]2;owned\u{07}\u{1b}]777;notify;a,b]0,x;Rest over — Bench]2;owned\u{07}")
    }
}
