import Foundation
import XCTest

/// Coverage over time through the real binary: finish a first workout, hear about the
/// achievement, and see the regions it trained shaded "today" on the Stats body map.
final class StatsTrendsTests: XCTestCase {
    func testFinishingAFirstWorkoutAnnouncesItAndShadesTheBodyMap() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder)
        app.waitFor("Start your streak today!")
        try app.send("Enter")
        app.waitFor("Start Day A")
        try app.send("Enter")
        app.waitFor("Dumbbell rows")
        // Dumbbell rows: the warm-up, then one working set.
        try app.send("j", "j", "Space", "Space")
        app.waitFor("Logged")
        try app.send("f")
        app.waitFor("Log as partial session?")
        try app.send("y")
        app.waitFor("Achievement: First workout!")

        try app.send("3")
        app.waitFor("Sessions per week")
        for _ in 0..<26 { try app.send("j") }
        app.waitFor("Body map: last trained")
        // The whole legend in view; the upper back the rows trained is shaded "today" (█).
        let bodyMap = app.waitFor("·· never")
        XCTAssertTrue(bodyMap.contains("██ today"), bodyMap)
        XCTAssertTrue(bodyMap.contains("·███████·"), bodyMap)
        // To the end, then up a row at a time (each step waits for the page to move) until the
        // achievements' header and first row are in view: no count of rows that a layout
        // change or a late read would throw off.
        try app.send("G")
        var achievements = app.waitFor("Personal bests per exercise")
        for _ in 0..<60 where !(achievements.contains("Achievements (") && achievements.contains("First workout")) {
            let before = achievements
            try app.send("k")
            achievements = app.waitUntil("the page to scroll up") { $0 != before }
        }
        XCTAssertTrue(achievements.contains("✓ First workout"), achievements)
        try app.send("1", "q")
        XCTAssertTrue(app.waitForExit())
    }
}
