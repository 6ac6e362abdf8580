import Foundation
import XCTest

/// A weigh-in logged on the Body page of the real binary, seen there and in `gymtrack body`
/// (tall enough to show the charts and the entries under them).
final class BodyPageEndToEndTests: XCTestCase {
    func testAWeighInFromTheBodyPage() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("gymtrack.sqlite")
        let app = try TmuxSession(width: 100, height: 48, database: db, folder: folder)
        app.waitFor("help")
        try app.send("3", "b")
        app.waitFor("No weigh-ins or measurements yet")
        try app.send("a")
        app.waitFor("Weigh-in or measurement")
        try app.send("Tab", "8", "1", ".", "7", "Enter")
        app.waitFor("Body weight: 81.7 kg")
        app.waitFor("Entries, newest first")
        app.waitFor("Body weight (kg)")
        try app.send("q")
        app.waitFor("3 Stats")

        let r = try runProcess(gymtrackBinary(), ["--db", db, "body"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasSuffix("  Body weight  81.7 kg\n"), r.stdout)

        // Another terminal's weigh-in shows on the open page.
        try app.send("b")
        app.waitFor("Entries, newest first")
        _ = try runProcess(gymtrackBinary(), ["--db", db, "weigh", "80.9", "--date", "2026-01-02"])
        app.waitFor("80.9 kg")
    }
}
