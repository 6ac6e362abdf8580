@testable import AppCore
import Domain
import XCTest

/// A challenge target changed in Settings applies from today (`DailyChallenge.targetApplies`),
/// on Home, in the workout's step and for `c`, whichever terminal changed it.
final class ChallengeTargetRuleTests: XCTestCase {
    private func doneToday() -> AppState {
        var history = Fixtures.history
        history.setChallenge(Fixtures.today, sets: 3, target: 3)
        return Fixtures.state(history: history)
    }

    func testATargetChangedInAnotherTerminalCountsTodayOnHome() {
        var state = doneToday()
        XCTAssertTrue(render(state).text.contains("3/3"))
        var settings = state.settings
        settings.challengeTarget = 4
        _ = update(&state, .loaded(.settings(settings)))
        XCTAssertEqual(state.challenge.target, 4)
        XCTAssertEqual(state.challenge.status, .partial)
        XCTAssertTrue(render(state).text.contains("3/4"), render(state).text)
        Fixtures.press(&state, .char("c"))
        XCTAssertEqual(state.challengeToday.sets, 4, "one more set counts: today is not already complete")
        XCTAssertEqual(state.challenge.status, .complete)
    }

    func testRaisingTheTargetInSettingsCountsTodayAgainstIt() {
        var state = doneToday()
        Fixtures.press(&state, .char("5"))
        while state.settingsTab.selection < SettingsItem.challengeSets.rawValue { Fixtures.press(&state, .char("j")) }
        Fixtures.press(&state, .right)
        XCTAssertEqual(state.settings.challengeTarget, 4)
        XCTAssertEqual(state.flash?.text, "Daily challenge: 4 sets a day from today; past days keep theirs.")
        XCTAssertEqual(state.history.challenge[Fixtures.today], ChallengeDay(day: Fixtures.today, sets: 3, target: 4))
        XCTAssertEqual(state.challengeToday.sets, 3)
        XCTAssertEqual(state.challengeToday.target, 4)
    }
}
