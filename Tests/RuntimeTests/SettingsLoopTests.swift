import AppCore
import BundledPlans
import Domain
import Foundation
import Runtime
import Storage
import Synchronization
import XCTest

/// The Settings tab's data actions and colours, through the loop.
final class SettingsLoopTests: DatabaseFolderTestCase {
    func testADataTaskRunsAfterTheWritesAndItsResultIsShownOrItsFailureSaid() throws {
        let store = try Store(path: path)
        let now = self.now
        let asked = Asked()
        let terminal = FakeTerminal()
        let loop = try EventLoop(store: store, terminal: terminal, clock: { now }, folders: ("/home/me", "/home/me/backups"),
                                 dataTasks: { task, _, _, _ in
                                     asked.append(task)
                                     if case .backup = task { throw StoreError("Could not back up: the disk is full.") }
                                     return ("Exported", ["All your data is in /home/me/x.json (JSON)."])
                                 })
        XCTAssertEqual(terminal.colours, [.auto], "the stored colour setting is applied at start")
        loop.send(.key(.char("5")))
        while loop.state.settingsTab.selection < SettingsItem.colours.rawValue { loop.send(.key(.char("j"))) }
        loop.send(.key(.enter)) // Colours: auto → on
        XCTAssertEqual(terminal.colours, [.auto, .on])
        XCTAssertEqual(try Store(path: store.path).loadSettings().colours, .on, "saved")
        XCTAssertEqual(terminal.mouse, [true], "taps are read from the start unless switched off")
        while loop.state.settingsTab.selection < SettingsItem.mouse.rawValue { loop.send(.key(.char("j"))) }
        loop.send(.key(.enter)) // Mouse / taps: on → off
        XCTAssertEqual(terminal.mouse, [true, false], "the terminal stops reporting the mouse at once")
        XCTAssertEqual(try Store(path: store.path).loadSettings().mouse, false, "saved")
        for _ in SettingsItem.mouse.rawValue..<SettingsItem.export.rawValue { loop.send(.key(.char("j"))) }
        loop.send(.key(.enter)) // Export…
        loop.send(.key(.enter))
        loop.waitForDataTask()
        XCTAssertEqual(asked.tasks, [.export(path: "/home/me/gymtrack-2026-11-22.json", format: .json)])
        XCTAssertEqual(loop.state.modal, .message(title: "Exported", lines: ["All your data is in /home/me/x.json (JSON)."]))
        loop.send(.key(.enter))
        loop.send(.key(.char("j")))
        loop.send(.key(.char("j")))
        loop.send(.key(.enter)) // Back up now…
        loop.send(.key(.enter))
        loop.waitForDataTask()
        XCTAssertEqual(asked.tasks.last, .backup(folder: "/home/me/backups"))
        XCTAssertEqual(loop.state.flash, Flash("Could not back up: the disk is full.", isError: true))
        XCTAssertEqual(loop.state.form?.purpose, .backup, "the form is as it was before Enter, to correct and try again")
    }

    func testAnExportDoesNotWriteOverAFileUntilTheUserSaysSo() throws {
        let store = try Store(path: path)
        let now = self.now
        let existing = folder.appendingPathComponent("gymtrack-2026-11-22.json")
        try Data("kept".utf8).write(to: existing)
        let asked = Asked()
        let loop = try EventLoop(store: store, terminal: FakeTerminal(), clock: { now }, folders: (folder.path, folder.path),
                                 dataTasks: { task, _, _, _ in
                                     asked.append(task)
                                     return ("Exported", ["All your data is in the file."])
                                 })
        loop.send(.key(.char("5")))
        while loop.state.settingsTab.selection < SettingsItem.export.rawValue { loop.send(.key(.char("j"))) }
        loop.send(.key(.enter)) // Export…
        loop.send(.key(.enter))
        XCTAssertEqual(asked.tasks, [], "the file is there: nothing runs yet")
        XCTAssertEqual(loop.state.modal, .question(.replaceFile(path: existing.path, format: .json)))
        loop.send(.key(.char("n")))
        XCTAssertEqual(asked.tasks, [])
        XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), "kept")
        XCTAssertEqual(loop.state.form?.value(.path), existing.path, "the prompt is back, to type another name")
        loop.send(.key(.enter))
        loop.send(.key(.char("y")))
        loop.waitForDataTask()
        XCTAssertEqual(asked.tasks, [.export(path: existing.path, format: .json, overwrite: true)], "asked, and told to replace it")
        XCTAssertEqual(loop.state.modal, .message(title: "Exported", lines: ["All your data is in the file."]))
        loop.send(.key(.enter))
        loop.send(.key(.enter)) // Export… again, to a name not taken
        loop.send(.key(.char("\u{15}")))
        for c in "~/new.json" { loop.send(.key(.char(c))) }
        loop.send(.key(.enter))
        loop.waitForDataTask()
        XCTAssertEqual(asked.tasks.last, .export(path: folder.appendingPathComponent("new.json").path, format: .json), "runs at once")
    }

    func testATaskStartedAfterTheFileWasReplacedWritesNothing() throws {
        let store = try Store(path: path)
        let now = self.now
        let asked = Asked()
        let loop = try EventLoop(store: store, terminal: FakeTerminal(), clock: { now }, folders: (folder.path, folder.path),
                                 dataTasks: { task, _, _, _ in
                                     asked.append(task)
                                     return ("Exported", ["All your data is in the file."])
                                 })
        // A sync tool renames another database over the path.
        let other = folder.appendingPathComponent("other.sqlite").path
        _ = try Store(path: other)
        XCTAssertEqual(rename(other, path), 0)
        loop.send(.key(.char("5")))
        while loop.state.settingsTab.selection < SettingsItem.export.rawValue { loop.send(.key(.char("j"))) }
        loop.send(.key(.enter)) // Export…
        loop.send(.key(.enter))
        loop.waitForDataTask()
        XCTAssertEqual(asked.tasks, [], "nothing runs on the new file")
        XCTAssertTrue(loop.state.flash?.text.contains("was replaced by another program") == true, loop.state.flash?.text ?? "")
        XCTAssertEqual(loop.state.flash?.isError, true)
    }

    /// A data task's own connection never opens the file outside SQLite: closing any descriptor
    /// of a file drops every POSIX lock the process holds on it, the loop's connection's too,
    /// and another process would then take the loop's -wal for unused and delete it.
    func testADataTaskLeavesTheLoopsLocksOnTheFile() throws {
        let store = try Store(path: path)
        let now = self.now
        let loop = try EventLoop(store: store, terminal: FakeTerminal(), clock: { now }, folders: (folder.path, folder.path),
                                 dataTasks: { _, _, _, _ in ("Backed up", ["A copy is in the folder."]) })
        _ = try store.loadSettings() // the connection reads, as the loop does
        func locksHeldHere() throws -> Int {
            var info = stat()
            XCTAssertEqual(stat(path, &info), 0)
            let locks = try String(contentsOfFile: "/proc/locks", encoding: .utf8)
            return locks.split(separator: "\n").filter { line in
                let fields = line.split(separator: " ")
                return fields.count > 5 && fields[4] == "\(getpid())" && fields[5].hasSuffix(":\(info.st_ino)")
            }.count
        }
        let before = try locksHeldHere()
        XCTAssertGreaterThan(before, 0, "the loop's connection holds its lock on the file")
        loop.send(.key(.char("5")))
        while loop.state.settingsTab.selection < SettingsItem.backup.rawValue { loop.send(.key(.char("j"))) }
        loop.send(.key(.enter)) // Back up now…
        loop.send(.key(.enter))
        loop.waitForDataTask()
        XCTAssertEqual(loop.state.modal, .message(title: "Backed up", lines: ["A copy is in the folder."]))
        XCTAssertEqual(try locksHeldHere(), before, "the task's connection left the loop's locks alone")
    }
}

/// The tasks a data task runner was asked to run, from the thread it runs on.
final class Asked: Sendable {
    private let asked = Mutex<[DataTask]>([])
    func append(_ task: DataTask) { asked.withLock { $0.append(task) } }
    var tasks: [DataTask] { asked.withLock { $0 } }
}

/// An import started from Settings runs off the loop: its steps are drawn as it reaches them,
/// the clock and the keys go on meanwhile, and its end comes back as a message.
final class DataTaskOffTheLoopTests: DatabaseFolderTestCase {
    func testTheStepsOfADataTaskAreDrawnWhileTheKeysAndTheClockGoOn() throws {
        let store = try Store(path: path)
        let now = Mutex(self.now)
        let terminal = FakeTerminal()
        // The task waits, at its step, until the test has seen that step on the terminal.
        let seen = Mutex(false)
        let loop = try EventLoop(store: store, terminal: terminal, clock: { now.withLock { $0 } }, folders: ("/home/me", "/home/me/backups"),
                                 dataTasks: { _, _, _, step in
                                     step("writing 2,040 sessions")
                                     for _ in 0..<500 where !seen.withLock({ $0 }) { usleep(10_000) }
                                     return ("Imported", ["sessions: 2,040 added"])
                                 })
        loop.send(.key(.char("5")))
        while loop.state.settingsTab.selection < SettingsItem.importData.rawValue { loop.send(.key(.char("j"))) }
        loop.send(.key(.enter)) // Import…
        loop.send(.key(.char("\u{15}")))
        for c in "/home/me/strong.csv" { loop.send(.key(.char(c))) }
        loop.send(.key(.enter))
        XCTAssertEqual(loop.state.dataTask?.doing, "Importing /home/me/strong.csv", "started, not finished: it runs off the loop")
        XCTAssertNil(loop.state.modal)

        // The loop waits for news as it does in the app, and draws it.
        terminal.waitsAfterScript = 50
        terminal.onDraw = { screen in
            if screen.text.contains("Importing /home/me/strong.csv: writing 2,040 sessions") { seen.withLock { $0 = true } }
        }
        // Meanwhile a key is handled and the clock moves on.
        terminal.script = [.key(.char("1"))]
        terminal.doneWhen = { [unowned loop] in loop.state.dataTask == nil }
        now.withLock { $0 = $0.adding(seconds: 2) }
        loop.run()

        XCTAssertTrue(seen.withLock { $0 }, "the step was drawn while the task ran")
        XCTAssertTrue(terminal.drawn.contains { $0.screen.text.contains("writing 2,040 sessions · 0:02") }, "its clock ticks")
        XCTAssertEqual(loop.state.tab, .home, "the key pressed meanwhile was handled")
        XCTAssertNil(loop.state.dataTask)
        XCTAssertEqual(loop.state.modal, .message(title: "Imported", lines: ["sessions: 2,040 added"]))
    }

    func testQuittingWhileATaskRunsWaitsForItAndKeepsWhatItSaidForTheShell() throws {
        let store = try Store(path: path)
        let now = self.now
        let terminal = FakeTerminal()
        // The task is still under way when q is pressed: it ends once the loop is quitting.
        let quitting = Mutex(false)
        let loop = try EventLoop(store: store, terminal: terminal, clock: { now }, folders: ("/home/me", "/home/me/backups"),
                                 dataTasks: { _, _, _, step in
                                     step("writing 2,040 sessions")
                                     for _ in 0..<500 where !quitting.withLock({ $0 }) { usleep(10_000) }
                                     return ("Imported", ["sessions: 2,040 added"])
                                 })
        terminal.onDraw = { [unowned loop] _ in if loop.state.quitting { quitting.withLock { $0 = true } } }
        loop.send(.key(.char("5")))
        while loop.state.settingsTab.selection < SettingsItem.importData.rawValue { loop.send(.key(.char("j"))) }
        loop.send(.key(.enter))
        loop.send(.key(.enter))
        loop.send(.key(.char("1")))
        terminal.script = [.key(.char("q"))]
        loop.run()
        XCTAssertTrue(loop.state.quitting)
        XCTAssertEqual(loop.endedWhileQuitting, ["Imported:", "sessions: 2,040 added"])
    }
}
