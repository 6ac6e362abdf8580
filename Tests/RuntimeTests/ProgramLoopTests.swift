import AppCore
import Domain
import Foundation
import Runtime
import Storage
import XCTest

/// The program in use, through the loop.
final class ProgramLoopTests: DatabaseFolderTestCase {
    /// A program chosen whose file no longer reads (edited in another terminal, or past what
    /// this gymtrack accepts) is said at start, with where it stops reading.
    func testAProgramThatNoLongerReadsIsSaidAtStart() throws {
        let store = try Store(path: path)
        let saved = try store.saveProgram(ProgramRecord(key: "P", text: "program \"P\"\nday A\n  Nope: 3x5\n"), now: now)
        try store.startProgram(uid: saved.uid, now: now)
        let now = self.now
        let loop = try EventLoop(store: store, terminal: FakeTerminal(), clock: { now })
        XCTAssertNil(loop.state.program)
        XCTAssertEqual(loop.state.flash?.isError, true)
        XCTAssertTrue(loop.state.flash?.text.hasPrefix("The program in use does not read (line 3, column 3: no exercise called \"Nope\"") == true,
                      loop.state.flash?.text ?? "no flash")
    }
}
