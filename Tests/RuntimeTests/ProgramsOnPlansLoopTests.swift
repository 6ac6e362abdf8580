import AppCore
import Domain
import Foundation
import Runtime
import Storage
import XCTest

/// Plans' programs through the loop and a real database: switching back resumes a program at
/// its place, and `e` runs the editor on its file, saving what reads and keeping the program
/// as it was when the file has mistakes.
final class ProgramsOnPlansLoopTests: DatabaseFolderTestCase {
    private let mine = "program \"Mine\"\nday A\n  Barbell Back Squat: 3x5, start 60\nday B\n  Deadlift: 1x5, start 100\n"

    private func loop(_ store: Store) throws -> EventLoop {
        let now = self.now
        let loop = try EventLoop(store: store, terminal: FakeTerminal(), clock: { now })
        loop.send(.key(.char("4")))
        loop.send(.key(.char("p")))
        XCTAssertFalse(loop.state.plans.programs.isEmpty, loop.state.flash?.text ?? "no programs")
        return loop
    }

    /// An editor: a shell script that appends `line` to the file it is given.
    private func editor(appending line: String) throws -> String {
        let script = (path as NSString).deletingLastPathComponent + "/editor-\(UUID().uuidString).sh"
        try "#!/bin/sh\nprintf '%s\\n' '\(line)' >> \"$1\"\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o700)
        return script
    }

    func testSwitchingBackResumesAtItsPlaceKeepingItsStart() throws {
        let store = try makeStore()
        let first = try store.saveProgram(ProgramRecord(key: "MINE", text: mine), now: now)
        try store.startProgram(uid: first.uid, now: Moment(epochSeconds: now.epochSeconds - 86_400, utcOffsetSeconds: 0))
        let other = try store.saveProgram(ProgramRecord(key: "OTHER", text: mine.replacingOccurrences(of: "\"Mine\"", with: "\"Other\"")), now: now)
        try store.startProgram(uid: other.uid, now: now)
        let loop = try self.loop(store)
        let index = try XCTUnwrap(loop.state.plans.programs.firstIndex { $0.name == "Mine" })
        XCTAssertEqual(loop.state.plans.programs[index].place, "Day 1 of 2 · workout 1")
        XCTAssertTrue(loop.state.plans.programs.first { $0.name == "Other" }?.inUse == true)
        while loop.state.plans.programSelection > index { loop.send(.key(.char("k"))) }
        loop.send(.key(.char("s")))
        XCTAssertEqual(try store.activeProgram()?.uid, first.uid)
        XCTAssertEqual(try store.program(uid: first.uid)?.startedAt, now.epochSeconds - 86_400, "its start, and so its place, stays")
        XCTAssertEqual(loop.state.program?.record.uid, first.uid, "Home follows it")
        XCTAssertTrue(loop.state.plans.programs[index].inUse, "the list is read again")
    }

    func testAnEditWithMistakesKeepsTheProgramAndOneThatReadsIsSaved() throws {
        let store = try makeStore()
        let saved = try store.saveProgram(ProgramRecord(key: "MINE", text: mine), now: now)
        try store.startProgram(uid: saved.uid, now: now)
        defer { unsetenv("VISUAL") }
        setenv("VISUAL", try editor(appending: "  Barbell Back Sqat: 3x5"), 1)
        let loop = try self.loop(store)
        XCTAssertTrue(loop.state.plans.programs[loop.state.plans.programSelection].inUse)
        loop.send(.key(.char("e")))
        guard case .question(.programMistakes(_, let text, let lines)) = loop.state.modal else { return XCTFail("\(String(describing: loop.state.modal))") }
        XCTAssertEqual(lines, ["line 6, column 3: no exercise called \"Barbell Back Sqat\" in the catalog (did you mean Barbell Back Squat?)"])
        XCTAssertTrue(text.hasSuffix("Sqat: 3x5\n"))
        loop.send(.key(.char("n")))
        XCTAssertEqual(try store.program(uid: saved.uid)?.text, mine, "the program stays as it was")
        setenv("VISUAL", try editor(appending: "# squats on Mondays"), 1)
        loop.send(.key(.char("e")))
        XCTAssertEqual(try store.program(uid: saved.uid)?.text, mine + "# squats on Mondays\n")
        XCTAssertEqual(try store.program(uid: saved.uid)?.startedAt, now.epochSeconds, "in use, it keeps its place")
        XCTAssertEqual(loop.state.flash?.text, "Saved Mine; its targets follow the file from now on.")
    }

    /// One of the lifter's whose file no longer reads (a newer gymtrack's, synced) is listed
    /// with where it stops reading: it is not started, and an edit that reads mends it.
    func testAProgramThatDoesNotReadIsListedToEdit() throws {
        let store = try makeStore()
        let broken = try store.saveProgram(ProgramRecord(key: "MINE", text: mine + "  Nope: 3x5\n"), now: now)
        defer { unsetenv("VISUAL") }
        let loop = try self.loop(store)
        let index = try XCTUnwrap(loop.state.plans.programs.firstIndex { $0.uid == broken.uid })
        XCTAssertEqual(loop.state.plans.programs[index].mistake, "line 6, column 3: no exercise called \"Nope\" in the catalog")
        while loop.state.plans.programSelection < index { loop.send(.key(.char("j"))) }
        loop.send(.key(.char("s")))
        XCTAssertNil(try store.activeProgram())
        XCTAssertEqual(loop.state.flash?.text, "MINE's file does not read (line 6, column 3: no exercise called \"Nope\" in the catalog): e edits it.")
        // An editor that puts the missing exercise right.
        let script = (path as NSString).deletingLastPathComponent + "/mend.sh"
        try "#!/bin/sh\nsed -i 's/Nope/Lying Leg Curl/' \"$1\"\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o700)
        setenv("VISUAL", script, 1)
        loop.send(.key(.char("e")))
        XCTAssertEqual(try store.program(uid: broken.uid)?.text, mine + "  Lying Leg Curl: 3x5\n")
        XCTAssertNil(loop.state.plans.programs.first { $0.uid == broken.uid }?.mistake)
        XCTAssertEqual(loop.state.plans.programs.first { $0.uid == broken.uid }?.name, "Mine")
    }
}
