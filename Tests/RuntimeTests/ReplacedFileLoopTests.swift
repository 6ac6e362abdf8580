import AppCore
import Domain
import Foundation
import Runtime
import Storage
import XCTest

/// The database file replaced under the loop, and "Put it back here" when the file now at the
/// path will not take the copy: the box says why and that the copy stays, and asks again.
final class ReplacedFileLoopTests: DatabaseFolderTestCase {
    func testAPutBackThatFailsSaysWhyKeepsTheCopyAndAsksAgain() throws {
        let terminal = FakeTerminal()
        let clock = now
        let loop = try EventLoop(store: try makeStore(), terminal: terminal, clock: { clock })
        loop.send(.key(.char("c"))) // a challenge set, saved
        // Another program's SQLite file renamed over the path: the copy cannot go into it.
        let foreign = folder.appendingPathComponent("foreign.sqlite").path
        try Connection(path: foreign).executeScript("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')")
        XCTAssertEqual(rename(foreign, path), 0)
        terminal.script = [.timeout, .key(.char("y"))]
        loop.run()

        guard case .question(.databaseReplaced(let lines))? = loop.state.modal else {
            return XCTFail("the box asks again: \(String(describing: loop.state.modal))")
        }
        XCTAssertEqual(lines.count, 3, "\(lines)")
        XCTAssertTrue(lines.first?.contains("is not a gymtrack database") == true, "why: \(lines)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("gymtrack.sqlite.kept-") }
        XCTAssertEqual(kept.count, 1, "\(kept)")
        XCTAssertEqual(lines.dropFirst().first, "What this window saved stays in \(kept.first ?? "").")
        XCTAssertEqual(lines.last, "Put it back here: into the new file (backed up first), carrying on there.")
        XCTAssertEqual(try Store(path: folder.appendingPathComponent(kept.first ?? "").path, readOnly: true).challengeSets(on: now.day), 1)
        XCTAssertEqual(try Connection(path: path, create: false, readOnly: true).firstRow("SELECT text FROM notes")?.string("text"), "mine",
                       "the other program's file is left as it was")

        // A gymtrack file renamed over it in turn: asked again, the copy goes in.
        let other = folder.appendingPathComponent("other.sqlite").path
        _ = try Store(path: other)
        XCTAssertEqual(rename(other, path), 0)
        terminal.script = [.key(.char("y"))]
        loop.run()
        guard case .message("Put back", _, _)? = loop.state.modal else { return XCTFail("put back: \(String(describing: loop.state.modal))") }
        XCTAssertEqual(try Store(path: path, readOnly: true).challengeSets(on: now.day), 1)
    }
}
