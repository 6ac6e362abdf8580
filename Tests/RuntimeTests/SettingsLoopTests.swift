import AppCore
import BundledPlans
import Domain
import Foundation
import Runtime
import Storage
import XCTest

/// The Settings tab's data actions and colours, through the loop.
final class SettingsLoopTests: DatabaseFolderTestCase {
    func testADataTaskRunsAfterTheWritesAndItsResultIsShownOrItsFailureSaid() throws {
        let store = try Store(path: path)
        let now = self.now
        var asked: [DataTask] = []
        let terminal = FakeTerminal()
        let loop = try EventLoop(store: store, terminal: terminal, clock: { now }, folders: ("/home/me", "/home/me/backups"),
                                 dataTasks: { task, _, _ in
                                     asked.append(task)
                                     if case .backup = task { throw StoreError("Could not back up: the disk is full.") }
                                     return ("Exported", ["All your data is in /home/me/x.json (JSON)."])
                                 })
        XCTAssertEqual(terminal.colours, [.auto], "the stored colour setting is applied at start")
        loop.send(.key(.char("5")))
        loop.send(.key(.char("j")))
        loop.send(.key(.char("j")))
        loop.send(.key(.enter)) // Colours: auto → on
        XCTAssertEqual(terminal.colours, [.auto, .on])
        XCTAssertEqual(try Store(path: store.path).loadSettings().colours, .on, "saved")
        XCTAssertEqual(terminal.mouse, [true], "taps are read from the start unless switched off")
        for _ in 0..<6 { loop.send(.key(.char("j"))) }
        loop.send(.key(.enter)) // Mouse / taps: on → off
        XCTAssertEqual(terminal.mouse, [true, false], "the terminal stops reporting the mouse at once")
        XCTAssertEqual(try Store(path: store.path).loadSettings().mouse, false, "saved")
        loop.send(.key(.char("j")))
        loop.send(.key(.enter)) // Export…
        loop.send(.key(.enter))
        XCTAssertEqual(asked, [.export(path: "/home/me/gymtrack-2026-11-22.json", format: .json)])
        XCTAssertEqual(loop.state.modal, .message(title: "Exported", lines: ["All your data is in /home/me/x.json (JSON)."]))
        loop.send(.key(.enter))
        loop.send(.key(.char("j")))
        loop.send(.key(.char("j")))
        loop.send(.key(.enter)) // Back up now…
        loop.send(.key(.enter))
        XCTAssertEqual(asked.last, .backup(folder: "/home/me/backups"))
        XCTAssertEqual(loop.state.flash, Flash("Could not back up: the disk is full.", isError: true))
        XCTAssertEqual(loop.state.form?.purpose, .backup, "the form is as it was before Enter, to correct and try again")
    }

    func testAnExportDoesNotWriteOverAFileUntilTheUserSaysSo() throws {
        let store = try Store(path: path)
        let now = self.now
        let existing = folder.appendingPathComponent("gymtrack-2026-11-22.json")
        try Data("kept".utf8).write(to: existing)
        var asked: [DataTask] = []
        let loop = try EventLoop(store: store, terminal: FakeTerminal(), clock: { now }, folders: (folder.path, folder.path),
                                 dataTasks: { task, _, _ in
                                     asked.append(task)
                                     return ("Exported", ["All your data is in the file."])
                                 })
        loop.send(.key(.char("5")))
        while loop.state.settingsTab.selection < SettingsItem.export.rawValue { loop.send(.key(.char("j"))) }
        loop.send(.key(.enter)) // Export…
        loop.send(.key(.enter))
        XCTAssertEqual(asked, [], "the file is there: nothing runs yet")
        XCTAssertEqual(loop.state.modal, .question(.replaceFile(path: existing.path, format: .json)))
        loop.send(.key(.char("n")))
        XCTAssertEqual(asked, [])
        XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), "kept")
        XCTAssertEqual(loop.state.form?.value(.path), existing.path, "the prompt is back, to type another name")
        loop.send(.key(.enter))
        loop.send(.key(.char("y")))
        XCTAssertEqual(asked, [.export(path: existing.path, format: .json, overwrite: true)], "asked, and told to replace it")
        XCTAssertEqual(loop.state.modal, .message(title: "Exported", lines: ["All your data is in the file."]))
        loop.send(.key(.enter))
        loop.send(.key(.enter)) // Export… again, to a name not taken
        loop.send(.key(.char("\u{15}")))
        for c in "~/new.json" { loop.send(.key(.char(c))) }
        loop.send(.key(.enter))
        XCTAssertEqual(asked.last, .export(path: folder.appendingPathComponent("new.json").path, format: .json), "runs at once")
    }
}
