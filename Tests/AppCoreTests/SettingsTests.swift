import AppCore
import Domain
import XCTest

/// The Settings tab: values changed in place and saved, the data actions' prompts, the reminder.
final class SettingsTests: XCTestCase {
    private func settings(width: Int = 80, height: Int = 24) -> AppState {
        var state = Fixtures.state(width: width, height: height)
        Fixtures.press(&state, .char("5"))
        return state
    }

    private func select(_ item: SettingsItem, _ state: inout AppState) {
        while state.settingsTab.selection < item.rawValue { Fixtures.press(&state, .char("j")) }
    }

    func testValuesChangeInPlaceAndAreSavedAtOnce() {
        var state = settings()
        select(.colours, &state)
        XCTAssertEqual(Fixtures.press(&state, .enter), [.saveSetting(.colours, value: "on"), .applyColours(.on)])
        XCTAssertEqual(Fixtures.press(&state, .char("l")), [.saveSetting(.colours, value: "off"), .applyColours(.off)])
        select(.weightStep, &state)
        XCTAssertEqual(Fixtures.press(&state, .right), [.saveSetting(.weightStepKg, value: "5.0")])
        XCTAssertEqual(Fixtures.press(&state, .left), [.saveSetting(.weightStepKg, value: "2.5")])
        select(.challengeSets, &state)
        XCTAssertEqual(Fixtures.press(&state, .right), [.saveSetting(.challengeTarget, value: "4")])
        XCTAssertEqual(state.settings.challengeTarget, 4)
        select(.challengeReps, &state)
        XCTAssertEqual(Fixtures.press(&state, .left), [.saveSetting(.challengeReps, value: "9")])
        Fixtures.press(&state, .char("1"))
        XCTAssertTrue(render(state).text.contains("36 squats + 36 push-ups"), "Home follows sets × reps")
        let text = render(settings()).text
        XCTAssertTrue(text.contains("Daily challenge sets"), text)
    }

    func testExportOpensAPromptWithTheDefaultFilledInAndRunsTheTask() {
        var state = settings()
        select(.export, &state)
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.form?.value(.path), "/home/me/gymtrack-2026-11-22.json")
        Fixtures.press(&state, .tab, .right) // csv
        XCTAssertEqual(Fixtures.press(&state, .enter), [.dataTask(.export(path: "/home/me/gymtrack-2026-11-22.json", format: "csv"))])
        _ = update(&state, .dataTaskFinished(title: "Exported", lines: ["All your data is in /home/me/x.csv (CSV)."]))
        XCTAssertEqual(state.modal, .message(title: "Exported", lines: ["All your data is in /home/me/x.csv (CSV)."]))
        XCTAssertTrue(render(state).text.contains("All your data is in"))
        Fixtures.press(&state, .enter)
        XCTAssertNil(state.modal)
    }

    func testEraseNeedsTheWordAndBacksUpFirst() {
        var state = settings()
        select(.reset, &state)
        Fixtures.press(&state, .enter)
        for c in "reset" { Fixtures.press(&state, .char(c)) }
        XCTAssertEqual(Fixtures.press(&state, .enter), [], "a near miss erases nothing")
        XCTAssertEqual(state.flash?.isError, true)
        Fixtures.press(&state, .enter)
        for c in "RESET" { Fixtures.press(&state, .char(c)) }
        XCTAssertEqual(Fixtures.press(&state, .enter), [.dataTask(.reset(backupFolder: "/home/me/.local/share/gymtrack/backups"))])
    }

    func testHomeRemindsOfABackupAfterThirtyDays() {
        var state = Fixtures.state()
        XCTAssertFalse(render(state).text.contains("No backup"), "backed up a week ago")
        state.settings.lastBackup = Fixtures.today.adding(days: -40).iso + "T09:00:00Z"
        XCTAssertTrue(render(state).text.contains("No backup since"), render(state).text)
        state.settings.lastBackup = nil
        XCTAssertTrue(render(state).text.contains("No backup yet: Settings (5), Back up now."))
        XCTAssertTrue(render(settings()).text.contains("last Sun 15 Nov"), "Settings shows the last backup's date")
    }

    func testSettingsSnapshots() {
        var phone = settings(width: 40, height: 16)
        select(.backup, &phone)
        assertSnapshot(render(phone), named: "settings-40x16")
        assertSnapshot(render(settings()), named: "settings-80x24")
    }
}
