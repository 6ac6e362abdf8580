import Foundation
@testable import Storage
import XCTest

/// One database, many terminals: two UIs, a UI and a script, two scripts at once.
final class SharedDatabaseTests: XCTestCase {
    private func count(_ database: String, _ sql: String) throws -> Int {
        try Connection(path: database).firstRow(sql)?.int(0) ?? -1
    }

    func testTwoUIsOnOneWorkoutBothLogSetsAndSeeEachOthersWithoutAKeyPress() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let laptop = try TmuxSession(width: 80, height: 24, database: database, folder: folder)
        laptop.waitFor("Start your streak today!")
        let phone = try TmuxSession(width: 40, height: 16, database: database, folder: folder)
        phone.waitFor("Start your")
        try laptop.send("Enter", "Enter")
        laptop.waitFor("0/9 steps")
        // The phone's Home shows the workout the laptop began without a key press, and w opens it.
        phone.waitFor("in progress")
        try phone.send("w")
        phone.waitFor("0/9 steps")
        try laptop.send("j", "j")
        try phone.send("j", "j")
        try laptop.send("Space")
        try phone.send("Space")
        try laptop.send("Space")
        // Both show all three sets (a warm-up and two working sets), the phone's included,
        // each the other's too, without a key pressed to look.
        laptop.waitFor("◆ ● ● ○")
        phone.waitFor("◆ ● ● ○")
        laptop.waitFor("· 2 sets")
        phone.waitFor("· 2 sets")
        XCTAssertEqual(try count(database, "SELECT count(*) FROM set_logs"), 3)
        XCTAssertEqual(try count(database, "SELECT count(DISTINCT uid) FROM set_logs"), 3)
        // The phone finishes; the laptop goes home with a note.
        try phone.send("f", "y")
        laptop.waitFor("was finished on another terminal")
        XCTAssertEqual(try count(database, "SELECT count(*) FROM sessions WHERE status = 'finished'"), 1)
        XCTAssertEqual(try count(database, "SELECT count(*) FROM set_logs"), 3)
    }

    func testAUIAndALoopOfChallengeCommandsLoseNothing() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let ui = try TmuxSession(width: 80, height: 24, database: database, folder: folder)
        ui.waitFor("0/3")
        for _ in 0..<2 {
            let result = try runProcess(gymtrackBinary(), ["--db", database, "challenge", "+1"])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        ui.waitFor("2/3") // no key pressed
        try ui.send("c")
        ui.waitFor("3/3")
        XCTAssertEqual(try count(database, "SELECT sets_completed FROM daily_challenge"), 3)
        let more = try runProcess(gymtrackBinary(), ["--db", database, "challenge", "+1"])
        XCTAssertTrue(more.stdout.contains("3/3"), more.stdout)
        ui.waitFor("3/3")
    }

    func testTwoCommandLoopsInParallelNeverSeeALock() throws {
        let folder = try TemporaryFolder()
        // Fresh files: both processes create, migrate and install at the same moment.
        for round in 0..<6 {
            let database = folder.path("fresh-\(round).sqlite")
            let failures = Collected()
            DispatchQueue.concurrentPerform(iterations: 2) { i in
                let result = try? runProcess(gymtrackBinary(), ["--db", database] + (i == 0 ? ["challenge", "set", "0"] : ["challenge", "+1"]))
                if result?.status != 0 { failures.add(result?.stderr ?? "could not run") }
            }
            XCTAssertEqual(failures.items, [], "round \(round)")
            XCTAssertEqual(try count(database, "SELECT count(*) FROM splits"), 3, "the A/B/C splits installed once")
        }
        // One file, a status bar and a shortcut hammering it together.
        let database = folder.path("shared.sqlite")
        XCTAssertEqual(try runProcess(gymtrackBinary(), ["--db", database, "challenge", "set", "0"]).status, 0)
        let runs = 60
        let failures = Collected()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            for _ in 0..<runs {
                let arguments = i == 0 ? ["status"] : ["challenge", "set", "1"]
                let result = try? runProcess(gymtrackBinary(), ["--db", database] + arguments)
                if result?.status != 0 { failures.add(result?.stderr ?? "could not run") }
            }
        }
        XCTAssertEqual(failures.items, [], "no run may fail")
    }
}

/// Results gathered from threads running at once.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ item: String) { lock.lock(); list.append(item); lock.unlock() }
    var items: [String] { lock.lock(); defer { lock.unlock() }; return list }
}
