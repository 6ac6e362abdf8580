import BundledPlans
import DemoData
import Domain
import Foundation
@testable import Storage
import XCTest

/// `gymtrack stats` on two years of generated history, and the exit codes of the binary.
final class StatsAndExitCodeTests: XCTestCase {
    let binary = gymtrackBinary()

    /// A database as `gymtrack demo` fills it: the default splits and two years of history to
    /// the clock's today, which the test and every gymtrack it runs (with `clock.environment`) share.
    private func demoDatabase(_ folder: TemporaryFolder) throws -> (path: String, store: Store, today: Day, clock: FakeClock) {
        let path = folder.path("demo.sqlite")
        let store = try Store(path: path)
        let clock = try FakeClock(folder: folder)
        let now = clock.now
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
        try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 2, today: now)
        return (path, store, now.day, clock)
    }

    func testStatsJSONHoldsTheStatsTabsNumbers() throws {
        let folder = try TemporaryFolder()
        let (path, store, today, clock) = try demoDatabase(folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let r = try runProcess(binary, ["--db", path, "stats", "--json"], environment: clock.environment)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(json.keys), ["date", "streaks", "challenge", "sessions", "splits", "records", "personalBests", "distanceBests"],
                       "the documented keys")

        // The same Domain functions over the same loads as the Stats tab.
        let history = try store.loadHistory(today: today)
        let allTime = try store.loadAllTimeStats()
        let challenge = challengeSummary(history: history, today: today, target: 3)
        XCTAssertEqual(json["date"] as? String, today.iso)
        let streaks = json["streaks"] as? [String: Int]
        XCTAssertEqual(streaks?["gym"], history.currentGymStreak(today: today))
        XCTAssertEqual(streaks?["challenge"], challenge.streak)
        let records = json["records"] as? [String: Int]
        XCTAssertEqual(records, ["longestGymStreak": allTime.longestGymStreak, "longestChallengeStreak": allTime.longestChallengeStreak,
                                 "totalSessions": allTime.totalSessions, "fullChallengeDays": allTime.fullChallengeDays])
        XCTAssertGreaterThan(allTime.totalSessions, 300, "two years of history")
        XCTAssertEqual(json["challenge"] as? [String: Int], ["today": challenge.setsToday, "target": 3,
                                                              "pastYear": challenge.pastYear, "yearToDate": challenge.yearToDate])

        let sessions = try XCTUnwrap(json["sessions"] as? [String: Any])
        let quick = quickStats(history: history, today: today)
        XCTAssertEqual(sessions["thisWeek"] as? Int, quick.thisWeek)
        XCTAssertEqual(sessions["thisMonth"] as? Int, quick.thisMonth)
        XCTAssertEqual(sessions["total"] as? Int, allTime.totalSessions)
        let perWeek = try XCTUnwrap(sessions["perWeek"] as? [[String: Any]])
        XCTAssertEqual(perWeek.map { $0["count"] as? Int }, weeklySessionCounts(history: history, today: today, weeks: 12).map(\.count))
        XCTAssertEqual(perWeek.last?["weekOf"] as? String, today.startOfWeek.iso)
        XCTAssertEqual(perWeek.first?["weekOf"] as? String, today.startOfWeek.adding(days: -77).iso)
        let perMonth = try XCTUnwrap(sessions["perMonth"] as? [[String: Any]])
        XCTAssertEqual(perMonth.map { $0["count"] as? Int }, monthlySessionCounts(history: history, today: today, months: 12).map(\.count))
        XCTAssertEqual(perMonth.last?["month"] as? String, String(today.iso.prefix(7)))

        let splits = try XCTUnwrap(json["splits"] as? [[String: Any]])
        let expected = allTime.distribution(order: ["A", "B", "C"])
        XCTAssertEqual(splits.map { $0["type"] as? String }, expected.map(\.label))
        XCTAssertEqual(splits.map { $0["sessions"] as? Int }, expected.map(\.count))
        XCTAssertEqual(splits.first?["name"] as? String, "Upper Strength")
        let percents = splits.compactMap { $0["percent"] as? Int }
        XCTAssertEqual(percents.count, splits.count)
        XCTAssertTrue((98...102).contains(percents.reduce(0, +)), "\(percents)")

        // The personal bests: the Stats tab's records table, per exercise, in kilograms.
        let bests = try XCTUnwrap(json["personalBests"] as? [[String: Any]])
        let exerciseRecords = try store.loadExerciseRecords()
        XCTAssertFalse(exerciseRecords.isEmpty, "two years of weighted sets")
        XCTAssertEqual(bests.map { $0["exercise"] as? String }, exerciseRecords.map(\.name))
        XCTAssertEqual(bests.map { $0["heaviestKg"] as? Double }, exerciseRecords.map(\.heaviestKg))
        let text = try runProcess(binary, ["--db", path, "stats"], environment: clock.environment)
        XCTAssertTrue(text.stdout.contains("Personal bests       \(exerciseRecords[0].name)"), text.stdout)

        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "stats only reads")
    }

    func testStatsCountTheGymStreakInWeeksWhenSettingsDo() throws {
        let folder = try TemporaryFolder()
        let (path, store, today, clock) = try demoDatabase(folder)
        try store.setSetting(.streakMode, "weeks", today: today)
        try store.setSetting(.streakWeekSessions, "2", today: today)
        let history = try store.loadHistory(today: today)
        let streak = history.gymStreak(mode: .weeks, weekSessions: 2, today: today)
        let longest = try store.loadAllTimeStats().longestGymStreak(mode: .weeks, weekSessions: 2)
        XCTAssertGreaterThan(longest, 0, "two years of history have weeks of two days")
        XCTAssertNotEqual(longest, try store.loadAllTimeStats().longestGymStreak, "weeks, not the days")

        let r = try runProcess(binary, ["--db", path, "stats", "--json"], environment: clock.environment)
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((json["streaks"] as? [String: Int])?["gym"], streak.count)
        XCTAssertEqual((json["records"] as? [String: Int])?["longestGymStreak"], longest)
        XCTAssertEqual(json["streakUnit"] as? String, "weeks", "the key status --json has")
        XCTAssertEqual(json["week"] as? [String: Int], ["sessions": streak.thisWeek, "target": 2])

        let text = try runProcess(binary, ["--db", path, "stats"], environment: clock.environment)
        XCTAssertEqual(text.status, 0, text.stderr)
        let first = text.stdout.split(separator: "\n").first.map(String.init) ?? ""
        func weeks(_ n: Int) -> String { n == 1 ? "1 week" : "\(n) weeks" }
        XCTAssertTrue(first.hasPrefix("Gym streak "), text.stdout)
        XCTAssertTrue(first.hasSuffix("  \(weeks(streak.count)) · longest \(weeks(longest)) · this week \(streak.thisWeek)/2"), first)
    }

    func testStatsTextIsAFewAlignedLines() throws {
        let folder = try TemporaryFolder()
        let (path, store, _, clock) = try demoDatabase(folder)
        let r = try runProcess(binary, ["--db", path, "stats"], environment: clock.environment)
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("Gym streak "), r.stdout)
        XCTAssertTrue(r.stdout.contains("\(try store.loadAllTimeStats().totalSessions) in all"), r.stdout)
        XCTAssertTrue(r.stdout.contains("A Upper Strength"), r.stdout)
        // Every figure starts in the same column, after the widest label and two spaces.
        let first = Array(lines[0])
        let column = (first.firstIndex { $0 == " " }!..<first.count).first { first[$0 - 1] == " " && first[$0 - 2] == " " && first[$0] != " " }!
        for line in lines.map(Array.init) {
            XCTAssertEqual(line[column - 1], " ", String(line))
            XCTAssertNotEqual(line[column], " ", "\(String(line)) starts its figures at column \(column)")
        }

        let ascii = try runProcess(binary, ["--db", path, "stats"], environment: clock.environment.merging(["LANG": "C", "LC_ALL": "C"]) { $1 })
        XCTAssertFalse(ascii.stdout.contains("·"), "ASCII in a non-UTF-8 locale: \(ascii.stdout)")
    }

    /// Names come from imported files: one holding an escape sequence (here one that retitles
    /// the terminal) is printed escaped by `stats` and `status`, as import messages print it,
    /// and stays the name itself, JSON-escaped, in their --json.
    func testStatsAndStatusPrintNamesWithControlCharactersEscaped() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("g.sqlite"), csv = folder.path("strong.csv")
        let exercise = "Zork\u{1b}]0;pw\u{07}Press", workout = "Push\u{1b}[2J"
        try """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-03-01 07:30:00,\(workout),1h,\(exercise),1,60,5,0,0,,,
            2024-03-01 07:30:00,\(workout),1h,\(exercise),2,62.5,5,0,0,,,

            """.write(toFile: csv, atomically: true, encoding: .utf8)
        let imported = try runProcess(binary, ["--db", db, "import", csv, "--unit", "kg"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        // And a split in the rotation renamed by another program: status names it.
        let split = "Upper\u{1b}]0;owned\u{07}"
        try Connection(path: db, create: false).execute("UPDATE splits SET name = ? WHERE session_type = 'A'", [split])
        func assertNoControlCharacters(_ text: String, _ what: String, line: UInt = #line) {
            XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }, "\(what): \(text.debugDescription)", line: line)
        }

        let stats = try runProcess(binary, ["--db", db, "stats"])
        XCTAssertEqual(stats.status, 0, stats.stderr)
        assertNoControlCharacters(stats.stdout, "stats")
        XCTAssertTrue(stats.stdout.contains("Zork\\e]0;pw\\u{7}Press  heaviest 62.5 kg"), stats.stdout)
        XCTAssertTrue(stats.stdout.contains("Push\\e[2J"), stats.stdout)
        // Escaped names are measured as printed: the figures after them stay in one column.
        let bests = stats.stdout.split(separator: "\n").filter { $0.contains("heaviest") }
        XCTAssertEqual(Set(bests.map { $0.range(of: "heaviest")!.lowerBound.utf16Offset(in: $0) }).count, 1, stats.stdout)

        let json = try runProcess(binary, ["--db", db, "stats", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        assertNoControlCharacters(json.stdout, "stats --json")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((object["personalBests"] as? [[String: Any]])?.compactMap { $0["exercise"] as? String }, [exercise], "the name itself, in JSON")
        XCTAssertTrue((object["splits"] as? [[String: Any]])?.contains { $0["name"] as? String == workout } == true, json.stdout)

        let status = try runProcess(binary, ["--db", db, "status"])
        XCTAssertEqual(status.status, 0, status.stderr)
        assertNoControlCharacters(status.stdout, "status")
        XCTAssertTrue(status.stdout.hasPrefix("Next: A Upper\\e]0;owned\\u{7} · "), status.stdout)
        let statusJSON = try runProcess(binary, ["--db", db, "status", "--json"])
        assertNoControlCharacters(statusJSON.stdout, "status --json")
        let next = (try JSONSerialization.jsonObject(with: Data(statusJSON.stdout.utf8)) as? [String: Any])?["next"] as? [String: Any]
        XCTAssertEqual(next?["name"] as? String, split)
    }

    func testStatsOnAFreshDatabaseIsAllZeros() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try runProcess(binary, ["--db", folder.path("new.sqlite"), "challenge", "set", "0"]).status, 0)
        let r = try runProcess(binary, ["--db", folder.path("new.sqlite"), "stats", "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((json?["records"] as? [String: Int])?["totalSessions"], 0)
        XCTAssertEqual((json?["splits"] as? [[String: Any]])?.count, 3, "every split in the rotation, at 0")
    }

    func testUsageErrorsExit2BeforeAnythingIsCreated() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("gymtrack.sqlite")
        for args in [["--version", "extra"], ["status", "--json", "extra"], ["stats", "--csv"], ["demo", "x"], ["import"],
                     ["import", "a.json", "--merge", "--replace"], ["export", "--format", "xml"], ["restore"], ["backup", "a", "b"]] {
            let r = try runProcess(binary, ["--db", db] + args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 2, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasSuffix("Run 'gymtrack --help' for usage.\n"), r.stderr)
            XCTAssertEqual(r.stdout, "")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: db), "no database made for a usage error")
    }

    func testEverySubcommandHasHelp() throws {
        for args in [["status"], ["stats"], ["challenge"], ["challenge", "+1"], ["challenge", "set"], ["demo"], ["export"],
                     ["import"], ["backup"], ["restore"], ["completions"], ["man"]] {
            let r = try runProcess(binary, args + ["--help"])
            XCTAssertEqual(r.status, 0, "\(args)")
            XCTAssertTrue(r.stdout.hasPrefix("Usage: gymtrack [--db PATH] \(args.joined(separator: " "))"), r.stdout)
        }
    }

    func testTheDataCommandsReachTheirFunctions() throws {
        // Until export/import/backup/restore land, their stubs answer with exit 1 (the data could not be used).
        let folder = try TemporaryFolder()
        let db = folder.path("gymtrack.sqlite")
        for args in [["export"], ["import", folder.path("in.json")], ["backup"], ["restore", folder.path("copy.sqlite")]] {
            let r = try runProcess(binary, ["--db", db] + args)
            guard r.stderr.contains("is not built yet") else { continue } // the real ones are in
            XCTAssertEqual(r.status, 1, "\(args): \(r.stderr)")
        }
    }

    /// The tracker ends with 128 + the signal after restoring the terminal, as a shell
    /// reports a process killed by it: 129 SIGHUP, 130 SIGINT, 143 SIGTERM.
    func testTheTrackerExitsWith128PlusTheSignal() throws {
        for (signal, code) in [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] {
            let folder = try TemporaryFolder()
            let app = try TmuxSession(width: 80, height: 24, database: folder.path("db.sqlite"), folder: folder,
                                      script: { "\($0); echo exit=$?" + TmuxSession.thenStay })
            app.waitFor("Start your streak today!")
            guard let shell = app.pid, let pid = child(of: shell) else { return XCTFail("no gymtrack process") }
            kill(pid, signal)
            app.waitFor("exit=\(code)")
        }
    }

    /// The process whose parent is `pid` (the pane's shell runs gymtrack as its only child).
    private func child(of pid: pid_t) -> pid_t? {
        waitForResult(interval: 20_000) { () -> pid_t? in
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let candidate = pid_t(entry),
                      let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")") else { continue }
                let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
                if fields.count > 1, pid_t(fields[1]) == pid { return candidate }
            }
            return nil
        }
    }
}

extension StatsAndExitCodeTests {
    func testAMissingFileOrFolderIsRefusedBeforeTheDatabaseIsMade() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("gymtrack.sqlite")
        for args in [["import", folder.path("nope.json")], ["import", folder.url.path, "--dry-run"], ["restore", folder.path("nope.sqlite")],
                     ["backup", folder.path("no-such-folder")]] {
            let r = try runProcess(binary, ["--db", db] + args)
            XCTAssertEqual(r.status, 1, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "one sentence: \(r.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: db), "nothing made for a mistyped file")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("no-such-folder")))
    }
}
