import Foundation
@testable import Storage
import XCTest

/// Two UIs on one workout whose keys land at the same moment (one tmux command presses both,
/// while the test holds the write lock until both wait for it): what the second one does is
/// decided by the database as the first left it.
final class RacingUITests: XCTestCase {
    /// The first column of each row `sql` reads.
    private func column(_ database: String, _ sql: String) throws -> [Int?] {
        try Connection(path: database).rows(sql).map { $0.int(0) }
    }

    /// Two UIs 80×24 on one new database, both in Day A with the cursor moved `down` steps.
    private func twoUIsInDayA(_ folder: TemporaryFolder, down: Int) throws -> (TmuxSession, TmuxSession, String) {
        let database = folder.path("gymtrack.sqlite")
        let laptop = try TmuxSession(width: 80, height: 24, database: database, folder: folder)
        laptop.waitFor("Start your streak today!")
        let desk = try TmuxSession(width: 80, height: 24, database: database, folder: folder, beside: laptop)
        desk.waitFor("Start your streak today!")
        try laptop.send("Enter", "Enter")
        laptop.waitFor("0/9 steps")
        desk.waitFor("in progress")
        try desk.send("w")
        desk.waitFor("0/9 steps")
        for ui in [laptop, desk] {
            for _ in 0..<down { try ui.send("j") }
        }
        return (laptop, desk, database)
    }

    /// Presses `key` in every one of `uis` at once while a connection of the test's own holds
    /// the database's write lock (BEGIN IMMEDIATE), and lets go only once every UI has read its
    /// key and is waiting for that lock: their writes then contend for it, whatever the order in
    /// which the keys reached them.
    private func pressAtOnceAgainstTheLock(_ key: String, in uis: [TmuxSession], database: String) throws {
        let holder = try Connection(path: database, create: false)
        try holder.execute("BEGIN IMMEDIATE")
        try TmuxSession.sendAtOnce(key, to: uis)
        for ui in uis { try waitUntilWaitingForTheDatabase(ui) }
        try holder.execute("ROLLBACK")
    }

    /// Waits until the UI's process sleeps in SQLite's busy handler: it has read the key and its
    /// write waits for the lock (an idle UI waits in poll, never in nanosleep). Well within the
    /// 5 s a write waits before it fails.
    private func waitUntilWaitingForTheDatabase(_ ui: TmuxSession, file: StaticString = #filePath, line: UInt = #line) throws {
        let pid = try XCTUnwrap(ui.pid, file: file, line: line)
        let deadline = Date().addingTimeInterval(3)
        var wchan = ""
        while Date() < deadline {
            wchan = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? ""
            if wchan.contains("nanosleep") { return }
            usleep(2_000)
        }
        XCTFail("the UI never waited for the database's lock (it waits in \(wchan.isEmpty ? "nothing readable" : wchan)). Screen:\n\(ui.screen())",
                file: file, line: line)
    }

    /// Goes Home in both: once Home shows, the key before it has been written (one key at a time).
    private func home(_ uis: TmuxSession...) throws {
        for ui in uis {
            try ui.send("q")
            ui.waitFor("in progress")
        }
    }

    func testTheChallengeStepCheckedInTwoUIsAtOnceCountsOnceAndUndoLeavesNothing() throws {
        let folder = try TemporaryFolder()
        let (laptop, desk, database) = try twoUIsInDayA(folder, down: 1)
        for ui in [laptop, desk] { ui.waitFor("▶ Daily Challenge") }

        try pressAtOnceAgainstTheLock("Space", in: [laptop, desk], database: database)
        for ui in [laptop, desk] { ui.waitFor("✓ Daily Challenge") }
        try home(laptop, desk)

        XCTAssertEqual(try column(database, "SELECT sets_completed FROM daily_challenge"), [1], "one step, one credit")
        for ui in [laptop, desk] { ui.waitFor("1/3") }

        // Taken back in one UI: no phantom set stays.
        try desk.send("w")
        desk.waitFor("✓ Daily Challenge")
        try desk.send("k", "k", "k", "j", "u")
        desk.waitForAbsence("✓ Daily Challenge")
        try home(desk)
        XCTAssertEqual(try column(database, "SELECT sets_completed FROM daily_challenge"), [0])
        XCTAssertEqual(try column(database, "SELECT count(*) FROM session_steps WHERE credited_challenge_date IS NOT NULL"), [0])
        for ui in [laptop, desk] { ui.waitFor("0/3") }
    }

    func testTheFirstSetLoggedInTwoUIsAtOnceIsOneWarmUpAndOneWorkingSet() throws {
        let folder = try TemporaryFolder()
        let (laptop, desk, database) = try twoUIsInDayA(folder, down: 2)
        for ui in [laptop, desk] { ui.waitFor("▶ Dumbbell rows") }

        try pressAtOnceAgainstTheLock("Space", in: [laptop, desk], database: database)
        try home(laptop, desk)

        XCTAssertEqual(try column(database, "SELECT is_warmup FROM set_logs ORDER BY set_index"), [1, 0])
        for ui in [laptop, desk] {
            try ui.send("w")
            ui.waitFor("Logged: w 10, 10")
        }
    }
}
