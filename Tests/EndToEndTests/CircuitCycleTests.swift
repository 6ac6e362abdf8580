import Foundation
import XCTest

/// A work/rest cycle exercise in a circuit, through the real binary on the fake clock: the
/// plank made cycles and grouped with dead bugs on Plans, then Day A run with `t`, Space and
/// the clock alone; each countdown's end moves the cursor to the next exercise of the round.
final class CircuitCycleTests: XCTestCase {
    func testACycleExerciseInACircuitMovesOnWhenItsCountdownEnds() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder)
        let app = try TmuxSession(width: 80, height: 24, database: folder.path("gymtrack.sqlite"), folder: folder,
                                  environment: clock.environment)
        app.waitFor("Start your streak today!")

        // Plans: Day A's plank (the 7th exercise) as work/rest cycles, grouped with dead bugs.
        try app.send("4", "Enter")
        app.waitFor("7 Plank")
        for _ in 0..<6 { try app.send("j") }
        try app.send("e")
        app.waitFor("Work/rest cycles  ‹ no ›")
        for _ in 0..<8 { try app.send("Tab") }
        try app.send("Right")
        app.waitFor("Work/rest cycles  ‹ yes ›")
        try app.send("Enter")
        app.waitFor("2×45s cycles")
        try app.send("g")
        app.waitFor("Plank and Dead bugs are a superset")

        // Day A, the plank's countdown started, then the clock runs it out.
        try app.send("1", "Enter")
        app.waitFor("Let's go")
        try app.send("Enter")
        app.waitFor("0/9 steps")
        for _ in 0..<6 { try app.send("j") }
        app.waitFor("Hips level")
        try app.send("t")
        app.waitFor("running · t pause")
        try clock.advance(by: 46)
        app.waitFor("Time! Plank set done.")
        // The cursor is on dead bugs: their details show, the plank's are gone.
        app.waitFor("Lower back pressed into mat")
        XCTAssertFalse(app.screen().contains("Hips level"), app.screen())

        // Dead bugs end the round: the rest, then the plank's next set runs by itself.
        try app.send("Space")
        app.waitFor("Rest 1:30")
        app.waitFor("Hips level")
        try clock.advance(by: 91)
        app.waitFor("Rest over. Next set of Plank running.")
        try clock.advance(by: 46)
        app.waitFor("Time! Plank done.")
        app.waitFor("Lower back pressed into mat")
        try app.send("Space")
        app.waitFor("2/9 steps")
    }
}
