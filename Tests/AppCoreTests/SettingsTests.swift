@testable import AppCore
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
        while state.settingsTab.selection < item.rawValue {
            let before = state.settingsTab.selection
            Fixtures.press(&state, .char("j"))
            guard state.settingsTab.selection > before else { return XCTFail("j does not move the selection under \(String(describing: state.modal))") }
        }
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
        Fixtures.press(&state, .tab, .right) // csv: the name follows
        XCTAssertEqual(Fixtures.press(&state, .enter), [.dataTask(.export(path: "/home/me/gymtrack-2026-11-22.csv", format: .csv))])
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
        var settingsTab = settings()
        select(.backup, &settingsTab) // the list scrolls at 80×24
        XCTAssertTrue(render(settingsTab).text.contains("last Sun 15 Nov"), "Settings shows the last backup's date")
    }

    private func type(_ text: String, _ state: inout AppState) {
        for c in text { Fixtures.press(&state, .char(c)) }
    }

    /// Ctrl-U as the terminal sends it, and Ctrl-W.
    private let ctrlU = Key.char("\u{15}"), ctrlW = Key.char("\u{17}")

    func testControlCharactersNeverGoIntoAFieldCtrlUClearsItCtrlWErasesAWord() {
        var state = settings()
        select(.export, &state)
        Fixtures.press(&state, .enter, ctrlW)
        XCTAssertEqual(state.form?.value(.path), "/home/me/", "Ctrl-W takes the default's name off, keeping its folder")
        Fixtures.press(&state, ctrlU)
        XCTAssertEqual(state.form?.value(.path), "", "Ctrl-U clears the field, as in readline")
        type("zz.json", &state)
        Fixtures.press(&state, .char("\u{01}"), .char("\u{1B}"), .char("\u{7F}"))
        XCTAssertEqual(state.form?.value(.path), "zz.json", "no control character is ever typed into a field")
        Fixtures.press(&state, ctrlU)
        type("/home/me/exports/a b.json", &state)
        Fixtures.press(&state, ctrlW)
        XCTAssertEqual(state.form?.value(.path), "/home/me/exports/a ")
        Fixtures.press(&state, ctrlW)
        XCTAssertEqual(state.form?.value(.path), "/home/me/exports/", "a word ends at a space or a slash")
        Fixtures.press(&state, ctrlW)
        XCTAssertEqual(state.form?.value(.path), "/home/me/")
        type("zz.json", &state)
        XCTAssertEqual(Fixtures.press(&state, .enter), [.dataTask(.export(path: "/home/me/zz.json", format: .json))])
        XCTAssertEqual(Keymap.standard.action(for: ctrlU, in: .picker, workoutRunning: false), .clearField, "a search clears too")
        XCTAssertNil(Keymap.standard.action(for: .char("\u{01}"), in: .picker, workoutRunning: false), "and types no control character")
    }

    func testATaskThatEndsWhileABoxIsOpenWaitsForItToClose() {
        var state = settings()
        select(.export, &state)
        Fixtures.press(&state, .enter, .enter) // export, running
        XCTAssertNotNil(state.dataTask)
        // Up from Export past the rows after the plates, to the plates.
        let above = SettingsItem.export.rawValue - SettingsItem.plates.rawValue
        for _ in 0..<above { Fixtures.press(&state, .char("k")) }
        XCTAssertEqual(state.settingsTab.selection, SettingsItem.plates.rawValue)
        Fixtures.press(&state, .enter) // the plates form, while the export runs
        guard case .form = state.modal else { return XCTFail("\(String(describing: state.modal))") }
        _ = update(&state, .dataTaskFinished(title: "Exported", lines: ["All your data is in the file."]))
        guard case .form = state.modal else { return XCTFail("the form being typed in stays: \(String(describing: state.modal))") }
        XCTAssertNil(state.dataTask)
        Fixtures.press(&state, .escape)
        XCTAssertEqual(state.modal, .message(title: "Exported", lines: ["All your data is in the file."]), "then the task's box")
    }

    func testTildeInAPathIsTheHomeFolder() {
        var state = settings()
        select(.export, &state)
        Fixtures.press(&state, .enter, ctrlU)
        type("~/exports/x.json", &state)
        XCTAssertEqual(Fixtures.press(&state, .enter), [.dataTask(.export(path: "/home/me/exports/x.json", format: .json))])
        XCTAssertEqual(state.dataTask?.line(at: state.now.epochSeconds), "Exporting to /home/me/exports/x.json… · 0:00")
        XCTAssertTrue(render(state).text.contains("Exporting to /home/me/exports/x.json… · 0:00"), "drawn while it runs")
        _ = update(&state, .dataTaskFinished(title: "Exported", lines: ["All your data is in /home/me/exports/x.json (JSON)."]))
        Fixtures.press(&state, .escape) // the box that says so
        select(.backup, &state)
        Fixtures.press(&state, .enter, ctrlU, .char("~"))
        XCTAssertEqual(Fixtures.press(&state, .enter), [.dataTask(.backup(folder: "/home/me"))])
        XCTAssertEqual(expandingHome("~other/x", home: "/home/me"), "~other/x", "another user's home is not guessed")
        XCTAssertEqual(expandingHome("a/~/b", home: "/home/me"), "a/~/b")
        XCTAssertEqual(expandingHome("~/x", home: ""), "~/x", "no home folder known: as typed")
    }

    func testTheExportFileTakesTheExtensionOfItsFormat() {
        var state = settings()
        select(.export, &state)
        Fixtures.press(&state, .enter, .tab, .right)
        XCTAssertEqual(state.form?.value(.path), "/home/me/gymtrack-2026-11-22.csv")
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.form?.value(.path), "/home/me/gymtrack-2026-11-22.json", "and back")
        Fixtures.press(&state, .tab, ctrlU)
        type("notes.txt", &state)
        Fixtures.press(&state, .tab, .left)
        XCTAssertEqual(state.form?.value(.path), "notes.txt", "a name of the user's own is left alone")
    }

    func testTheImportFormSaysHowToReadWhatAnotherAppsFileLeavesOpen() {
        var state = settings()
        select(.importData, &state)
        Fixtures.press(&state, .enter, ctrlU)
        type("/tmp/strong.csv", &state)
        // The database's unit, dates as the file shows and bad rows left out and listed: nothing chosen.
        XCTAssertEqual(Fixtures.press(&state, .enter), [.dataTask(.importFile(path: "/tmp/strong.csv", mode: .merge, dryRun: false))])
        _ = update(&state, .dataTaskFinished(title: "Imported", lines: ["12 sessions."]))
        Fixtures.press(&state, .enter)
        select(.importData, &state)
        Fixtures.press(&state, .enter, .tab, .tab, .tab, .right, .tab, .right, .tab, .right)
        XCTAssertEqual(Fixtures.press(&state, .enter), [.dataTask(.importFile(
            path: "/tmp/strong.csv", mode: .merge, dryRun: false,
            options: ForeignReadOptions(unit: .lb, dateOrder: .dmy, strict: true)))])
    }

    func testImportOffersTheFileUsedLastElseTheLastExportElseTheExportsName() {
        var state = settings()
        select(.importData, &state)
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.form?.value(.path), "/home/me/gymtrack-2026-11-22.json", "where an export would go")
        Fixtures.press(&state, .escape)
        select(.export, &state)
        Fixtures.press(&state, .enter, ctrlU)
        type("~/out.json", &state)
        Fixtures.press(&state, .enter)
        _ = update(&state, .dataTaskFinished(title: "Exported", lines: ["All your data is in /home/me/out.json (JSON)."]))
        Fixtures.press(&state, .escape) // the box that says so
        select(.importData, &state)
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.form?.value(.path), "/home/me/out.json", "the file just exported")
        Fixtures.press(&state, ctrlU)
        type("/tmp/strong.csv", &state)
        Fixtures.press(&state, .tab, .tab, .right) // a dry run
        XCTAssertEqual(Fixtures.press(&state, .enter), [.dataTask(.importFile(path: "/tmp/strong.csv", mode: .merge, dryRun: true))])
        _ = update(&state, .dataTaskFinished(title: "Import checked (nothing written)", lines: ["12 sessions."]))
        Fixtures.press(&state, .enter, .enter)
        XCTAssertEqual(state.form?.value(.path), "/tmp/strong.csv", "after a dry run, the same file to import for real")
    }

    func testTheDataFormsSayWhatEnterDoes() {
        let enter = Keymap.standard.label(.save, in: .form)
        for (item, words) in [(SettingsItem.export, "export"), (.importData, "import"), (.backup, "back up"), (.reset, "erase")] {
            for (width, height) in [(80, 24), (40, 16)] {
                var state = settings(width: width, height: height)
                select(item, &state)
                Fixtures.press(&state, .enter)
                let text = render(state).text
                let rows = text.split(separator: "\n")
                XCTAssertTrue(rows.contains { $0.contains("│ \(enter) \(words) · ") && $0.contains(Keymap.standard.says(.no, in: .form, "cancel")) },
                              "the box's footer, at \(width)×\(height):\n\(text)")
                XCTAssertTrue(rows.last?.contains("\(enter) \(words)  ") == true, "the hint bar:\n\(text)")
                XCTAssertFalse(text.contains("\(enter) save"), text)
            }
        }
        var plates = settings()
        select(.plates, &plates)
        Fixtures.press(&plates, .enter)
        XCTAssertTrue(render(plates).text.contains("\(enter) save · "), "a value is still saved")
    }

    func testTheFormFooterShowsTheReadlineKeysOnlyWhereThereIsRoom() {
        var wide = settings()
        select(.backup, &wide)
        Fixtures.press(&wide, .enter)
        let clear = Keymap.standard.label(.clearField, in: .form) + " clear"
        XCTAssertTrue(render(wide).text.contains("· \(clear)"), render(wide).text)
        XCTAssertFalse(render(wide).text.split(separator: "\n").last!.contains(clear), "never in the hint bar")
        var phone = settings(width: 40, height: 16)
        select(.backup, &phone)
        Fixtures.press(&phone, .enter)
        XCTAssertFalse(render(phone).text.contains(clear), render(phone).text)
    }

    func testAnExportAsksBeforeReplacingAFile() {
        var state = settings()
        select(.export, &state)
        Fixtures.press(&state, .enter)
        let path = "/home/me/gymtrack-2026-11-22.json"
        XCTAssertEqual(Fixtures.press(&state, .enter), [.dataTask(.export(path: path, format: .json))], "the loop looks for the file")
        _ = update(&state, .exportTargetExists(path: path, format: .json))
        XCTAssertEqual(state.modal, .question(.replaceFile(path: path, format: .json)))
        let text = render(state).text
        XCTAssertTrue(text.contains("Replace gymtrack-2026-11-22.json?"), text)
        for line in Keymap.standard.lines(for: .question(.replaceFile), workoutRunning: false) {
            XCTAssertTrue(text.contains("\(line.hint!)  \(line.label)"), "the table's buttons:\n\(text)")
        }
        XCTAssertEqual(Fixtures.press(&state, .char("y")), [.dataTask(.export(path: path, format: .json, overwrite: true))])

        _ = update(&state, .exportTargetExists(path: path, format: .csv))
        XCTAssertEqual(Fixtures.press(&state, .char("n")), [], "kept")
        XCTAssertEqual(state.form?.purpose, .exportData, "the prompt is back, to type another name")
        XCTAssertEqual(state.form?.value(.path), path)
        XCTAssertEqual(state.form?.value(.format), "csv")
        XCTAssertTrue(state.flash?.text.hasPrefix("Nothing exported") == true)
    }

    func testThePhoneListScrollsWithTheSelectionAndSaysThereIsMore() {
        var state = settings(width: 40, height: 16)
        func rows() -> [Substring] { render(state).text.split(separator: "\n", omittingEmptySubsequences: false) }
        XCTAssertTrue(rows()[10].hasSuffix("↓"), "more below:\n\(render(state).text)")
        XCTAssertFalse(render(state).text.contains("↑"))
        select(.effort, &state)
        XCTAssertTrue(rows().contains { $0.contains("Export all data") }, render(state).text)
        XCTAssertTrue(rows()[4].hasSuffix("↑") && rows()[10].hasSuffix("↓"), render(state).text)
        select(.reset, &state)
        XCTAssertTrue(rows()[10].contains("Erase all data"), render(state).text)
        XCTAssertFalse(render(state).text.contains("↓"), "nothing below the last row")
    }

    func testALongErrorKeepsTheFileNameAndTheReason() {
        var state = settings(width: 40, height: 16)
        state.flash = Flash("Could not write /nonexistent/folder/deeply/nested/gymtrack-export.json: No such file or directory.", isError: true)
        let text = render(state).text
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("Could not write …gymtrack-export.json: No such file or directory."), text)
    }

    func testSettingsSnapshots() {
        var phone = settings(width: 40, height: 16)
        select(.backup, &phone)
        assertSnapshot(render(phone), named: "settings-40x16")
        assertSnapshot(render(settings()), named: "settings-80x24")
    }
}
