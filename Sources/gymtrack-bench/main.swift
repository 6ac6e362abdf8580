import AppCore
import BundledPlans
import DemoData
import Domain
import Foundation
import Storage

// gymtrack-bench: builds 1-year and N-year databases with the history generator and measures
// start-up, status, computation, rendering, terminal output, idle CPU and memory against
// the budget. Run it with: swift run -c release gymtrack-bench [--years N]

var years = 10
/// `--startup`: only the start-up figures and their breakdown (seconds instead of minutes).
let startupOnly = CommandLine.arguments.contains("--startup")
/// `--compute`: only the in-process figures (computing and rendering each page), no processes.
let computeOnly = CommandLine.arguments.contains("--compute")
/// `--keep DIR`: copy the generated databases there (for perf, strace, sqlite3 by hand).
var keep: String?
var dataOnly = false // --data: only the export/import figures (DataBench.swift)
var exercisePageOnly = false // --exercise-page: only the exercise page figures (ExercisePageBench.swift)
var arguments = Array(CommandLine.arguments.dropFirst())
while let arg = arguments.first {
    arguments.removeFirst()
    if arg == "--years", let n = arguments.first.flatMap(Int.init), n >= 2 {
        years = n
        arguments.removeFirst()
    } else if arg == "--startup" || arg == "--compute" {
        continue
    } else if arg == "--data" {
        dataOnly = true
    } else if arg == "--exercise-page" {
        exercisePageOnly = true
    } else if arg == "--binary", !arguments.isEmpty {
        arguments.removeFirst()
    } else if arg == "--keep", let dir = arguments.first {
        keep = dir
        arguments.removeFirst()
    } else {
        FileHandle.standardError.write(Data("usage: gymtrack-bench [--years N] [--startup | --compute | --data | --exercise-page] [--keep DIR] [--binary PATH]   (N ≥ 2, default 10)\n".utf8))
        exit(2)
    }
}

if exercisePageOnly {
    try runExercisePageBench(years: years, keep: keep)
    exit(0)
}

// The binary measured is gymtrack as it should be installed: a release build linked fully
// static (-static-executable), so no dynamic loader relocates the Swift runtime and Foundation
// at each start, which was most of its start-up time (docs/benchmarks.md). It is built here,
// into .build/static (a no-op when up to date), so one command does everything.
let staticBuild = ".build/static"
/// `--binary PATH`: measure another build of gymtrack (an older commit's, for a before and
/// after with the same bench) instead of building this one.
let otherBinary = CommandLine.arguments.firstIndex(of: "--binary").flatMap { i in
    CommandLine.arguments.indices.contains(i + 1) ? CommandLine.arguments[i + 1] : nil
}
let binary = otherBinary ?? staticBuild + "/release/gymtrack"
guard FileManager.default.fileExists(atPath: "Package.swift") else {
    FileHandle.standardError.write(Data("gymtrack-bench: run it from the package root: swift run -c release gymtrack-bench\n".utf8))
    exit(1)
}
let swift = ["/usr/bin/swift", "/opt/swift/usr/bin/swift"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ "\($0)/swift" })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) ?? "swift"
if otherBinary == nil {
    print("gymtrack-bench: building gymtrack (release, fully static) …")
    _ = try timeCommand([swift, "build", "-c", "release", "--product", "gymtrack", "--scratch-path", staticBuild,
                         "-Xswiftc", "-static-executable", "-Xlinker", "-lncursesw", "-Xlinker", "-ltinfo"])
}
guard FileManager.default.isExecutableFile(atPath: binary) else {
    FileHandle.standardError.write(Data("gymtrack-bench: the static build of gymtrack failed; try it by hand: swift build -c release --product gymtrack --scratch-path .build/static -Xswiftc -static-executable -Xlinker -lncursesw -Xlinker -ltinfo\n".utf8))
    exit(1)
}
let sqlite3 = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) }

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func medianTime(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = now()
        try body()
        times.append(now() - start)
    }
    return median(times)
}

/// Start-up phases, in order: the mark gymtrack writes at the end of each
/// (GYMTRACK_TRACE_STARTUP, Sources/gymtrack/StartupTrace.swift) and the row that shows it.
/// The first frame's are the main thread's, one after the other (their sum is the time to
/// the frame).
let framePhases: [(mark: String, name: String)] = [
    ("main", "exec to main"),
    ("resolved", "locale, arguments, db path"),
    ("prepared", "checks, crash guard"),
    ("terminal", "ncurses set-up"),
    ("opened", "open + check + migrate db"),
    ("checked", "catalog & splits checks"),
    ("loaded", "read history and settings"),
    ("rendered", "tick + first render"),
    ("written", "draw + doupdate (write)"),
    ("seen", "pty to the bench"),
]
let statusPhases: [(mark: String, name: String)] = [
    ("main", "exec to main"),
    ("resolved", "locale, arguments, db path"),
    ("opened", "open + check + migrate db"),
    ("checked", "catalog & splits checks"),
    ("computed", "compute the line"),
    ("printed", "print"),
    ("exited", "flush, exit, reap"),
]

/// The median of each phase over `runs`: each run's marks (monotonic seconds, keyed by
/// mark) turned into durations from the previous mark, the first from `start`. The last
/// phase's mark is the bench's own. A phase a start skips (its mark missing while a later
/// mark of gymtrack's is there: `status` writes no "checked", as it opens read-only and
/// checks nothing) is 0, and the next one runs from the mark before it. A start the bench
/// ended before a mark (it stops the UI once it has read the frame, sometimes before
/// `doupdate` has returned) leaves out that phase and the one after it.
func phaseMedians(_ phases: [(mark: String, name: String)], _ runs: [(start: Double, marks: [String: Double])]) -> [Double] {
    phases.indices.map { i in
        median(runs.compactMap { run in
            guard !run.marks.isEmpty else { return nil }
            func skipped(_ j: Int) -> Bool {
                j + 1 < phases.count - 1 && run.marks[phases[j].mark] == nil
                    && phases[(j + 1)..<(phases.count - 1)].contains { run.marks[$0.mark] != nil }
            }
            if skipped(i) { return 0 }
            guard let end = run.marks[phases[i].mark] else { return nil }
            var j = i - 1
            while j >= 0 && skipped(j) { j -= 1 }
            guard j >= 0 else { return end - run.start }
            return run.marks[phases[j].mark].map { end - $0 }
        })
    }
}

/// Reads and removes a trace file: `mark nanoseconds` lines.
func readTrace(_ path: String) -> [String: Double] {
    defer { unlink(path) }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
    var marks: [String: Double] = [:]
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: " ")
        if parts.count == 2, let ns = Double(parts[1]) { marks[String(parts[0])] = ns / 1e9 }
    }
    return marks
}

/// Figures for one database size.
struct Figures {
    var years = 0
    var sessions = 0
    var floor = 0.0, firstFrame = 0.0, status = 0.0
    /// `gymtrack --version`: exec, the runtime's start, one line and exit, nothing else.
    var version = 0.0
    /// Median seconds of each of `framePhases` / `statusPhases`, from traced starts.
    var frameBreakdown: [Double] = [], statusBreakdown: [Double] = []
    /// The median of the traced first frames taken whole: above the sum of the phases'
    /// medians when the phases' slow runs fall in different starts.
    var tracedFrame = 0.0
    var homeCompute = 0.0, statsCompute = 0.0
    var exercisePage = ExercisePageFigures()
    var history = HistoryFigures()
    /// Issue 10: the trends (body map, coverage by split, weekly figures, achievements), and the records.
    var trendsCompute = 0.0, recordsCompute = 0.0
    /// Parts of the trends: the body map, coverage by split (heat maps), achievements.
    var bodyMapCompute = 0.0, heatMapCompute = 0.0, achievementsCompute = 0.0
    var renders: [String: Double] = [:]
    var exerciseBytesPerSecond = 0.0, idleBytesPerSecond = 0.0
    var cpuWithTimer = 0.0, cpuIdle = 0.0
    var peakMemory = 0
}

/// Launches the UI on a copy of `database` and waits for its first full frame (the hint bar,
/// drawn last, ends with "help"). Returns the process and the seconds it took.
/// Measured from the posix_spawn call, as the floor's and status's times are.
func launch(_ database: String, columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws -> (PtyProcess, Double) {
    let process = try PtyProcess([binary, "--db", database], columns: columns, rows: rows, environment: environment)
    process.read(for: 10) { String(decoding: $0.suffix(400), as: UTF8.self).contains("help") }
    return (process, now() - process.spawnedAt)
}

func copyDatabase(_ path: String, _ name: String) throws -> String {
    let copy = folder.appendingPathComponent(name).path
    try? FileManager.default.removeItem(atPath: copy)
    // The generator's transaction is committed, but while this process keeps its Store open
    // on `path`, closing another connection does not checkpoint: the main file can lack what
    // is still in the -wal (the whole 1-year history, which stays under the auto-checkpoint
    // size). Checkpoint explicitly, so the copy is the whole database.
    let connection = try Connection(path: path, create: false)
    let result = try connection.firstRow("PRAGMA wal_checkpoint(TRUNCATE)")
    guard result?.int("busy") == 0 else { throw BenchError("could not checkpoint \(path) before copying it") }
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    return copy
}

/// Starts of each kind per database size (the figures are medians).
let startupRuns = 21

func measure(years: Int) throws -> Figures {
    var f = Figures()
    f.years = years
    let path = folder.appendingPathComponent("history-\(years)y.sqlite").path
    let today = SystemClock.now()
    let store = try Store(path: path)
    // The demo's history: the A/B/C splits, then custom splits with barbell lifts.
    try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: today)
    try store.installDefaultSplits({ DefaultSplits.all }, now: today)
    f.sessions = try DemoSplits.install(store, defaults: DefaultSplits.all, catalog: try store.loadCatalog(), now: today)
        .fill(store, years: years, today: today)

    // Process-level timings against the floor of the sqlite3 shell, all three on one copy of
    // the database that no other connection holds open, as when a prompt runs `status` or
    // the tracker is started: each process then creates the -wal and -shm files and removes
    // them at exit. (Until 2026-11-23 the floor and status ran on the generator's file, held
    // open by this process, and only the first frame on a closed copy: that spared the floor,
    // not the first frame, about 1 ms.) The three take turns, so a compiler starting on the
    // shared machine slows each alike.
    if !computeOnly { try measureStartup(path: path, years: years, into: &f) }
    if startupOnly { return f }
    try measureInProcess(store, today: today, into: &f)
    if computeOnly { return f }
    try measureTerminal(path: path, years: years, into: &f)
    return f
}

/// Starts of the real binary: the first frame, `status`, the floor, and their breakdowns.
func measureStartup(path: String, years: Int, into f: inout Figures) throws {
    let startupCopy = try copyDatabase(path, "startup-\(years)y.sqlite")
    // One start of each first, not counted: the first start of a database installs the
    // catalog and the default splits, and it reads the file into the page cache.
    _ = try timeCommand([binary, "--db", startupCopy, "status"])
    try launch(startupCopy).0.terminate()
    var floors: [Double] = [], statuses: [Double] = [], frames: [Double] = [], versions: [Double] = []
    for _ in 0..<startupRuns {
        versions.append(try timeCommand([binary, "--version"]))
        if let sqlite3 { floors.append(try timeCommand([sqlite3, startupCopy, "select count(*) from sessions"])) }
        statuses.append(try timeCommand([binary, "--db", startupCopy, "status"]))
        let (process, seconds) = try launch(startupCopy)
        process.terminate()
        frames.append(seconds)
    }
    f.floor = median(floors)
    f.version = median(versions)
    f.status = median(statuses)
    f.firstFrame = median(frames)

    // The same starts again, traced: where the time goes (separate runs, so the figures
    // above carry no tracing at all).
    let trace = folder.appendingPathComponent("trace-\(years)y").path
    var frameRuns: [(start: Double, marks: [String: Double])] = []
    var statusRuns: [(start: Double, marks: [String: Double])] = []
    for _ in 0..<startupRuns {
        let (start, seconds) = try timedCommand([binary, "--db", startupCopy, "status"], environment: ["GYMTRACK_TRACE_STARTUP": trace])
        var marks = readTrace(trace)
        marks["exited"] = start + seconds
        statusRuns.append((start, marks))
        let (process, _) = try launch(startupCopy, environment: ["GYMTRACK_TRACE_STARTUP": trace])
        let seen = now()
        process.terminate()
        marks = readTrace(trace)
        marks["seen"] = seen
        frameRuns.append((process.spawnedAt, marks))
    }
    f.frameBreakdown = phaseMedians(framePhases, frameRuns)
    f.tracedFrame = median(frameRuns.compactMap { run in run.marks["seen"].map { $0 - run.start } })
    f.statusBreakdown = phaseMedians(statusPhases, statusRuns)
}

/// In this process: from the database to what each page shows, and each page rendered.
func measureInProcess(_ store: Store, today: Moment, into f: inout Figures) throws {
    let splits = try store.loadSplits()
    f.homeCompute = try medianTime(31) {
        let history = try store.loadHistory(today: today.day)
        let day = today.day
        _ = nextInRotation(order: splits.map(\.sessionType), history: history, today: day)
        _ = history.currentGymStreak(today: day)
        _ = challengeSummary(history: history, today: day, target: DailyChallenge.defaultTarget)
        _ = quickStats(history: history, today: day)
    }
    f.statsCompute = try medianTime(31) {
        let history = try store.loadHistory(today: today.day)
        let allTime = try store.loadAllTimeStats()
        let day = today.day
        _ = weeklySessionCounts(history: history, today: day, weeks: 26)
        _ = monthlySessionCounts(history: history, today: day, months: 12)
        _ = allTime.distribution(order: splits.map(\.sessionType))
        _ = challengeHeatmap(history: history, today: day, weeks: 52, target: DailyChallenge.defaultTarget)
    }

    f.exercisePage = try measureExercisePage(store, today: today)
    f.renders.merge(f.exercisePage.renders) { a, _ in a }
    f.history = try measureHistoryTab(store, today: today)
    // Coverage over time, the body map and achievements.
    f.trendsCompute = try medianTime(31) {
        let trends = try store.loadTrends(today: today.day)
        _ = Achievements.all(trends.achievements)
        for split in splits {
            _ = coverageGrid(groups: split.groups, sessions: trends.splitSessions[split.sessionType] ?? [], catalog: trends.taxonomy)
        }
        _ = weeklyGroupCoverage(trends.recentRegionDays, today: today.day, weeks: Trends.coverageWeeks, catalog: trends.taxonomy)
    }
    f.recordsCompute = try medianTime(31) { _ = try store.loadExerciseRecords() }
    // Its parts one by one: what grows with the years and what does not.
    f.bodyMapCompute = try medianTime(31) { _ = try store.loadRegionLastTrained() }
    let catalog = try store.loadTrends(today: today.day).taxonomy
    f.heatMapCompute = try medianTime(31) {
        let sessions = try store.loadSplitSessions()
        for split in splits { _ = coverageGrid(groups: split.groups, sessions: sessions[split.sessionType] ?? [], catalog: catalog) }
    }
    f.achievementsCompute = try medianTime(31) { _ = Achievements.all(try store.loadAchievementInputs(today: today.day)) }
    let trends = try store.loadTrends(today: today.day)
    let records = try store.loadExerciseRecords()

    // Rendering into the in-memory screen.
    let history = try store.loadHistory(today: today.day)
    let allTime = try store.loadAllTimeStats()
    for (w, h) in [(80, 24), (160, 48)] {
        var state = AppState(splits: splits, history: history, allTime: allTime, now: today, width: w, height: h)
        f.renders["Home \(w)×\(h)"] = medianTime(101) { _ = render(state) }
        state.tab = .stats
        f.renders["Stats \(w)×\(h)"] = medianTime(101) { _ = render(state) }
        state.trends = trends
        state.records = records
        state.stats.scroll = 40 // the body map and coverage by split in view
        f.renders["Stats with trends \(w)×\(h)"] = medianTime(101) { _ = render(state) }
        state.trends = nil
        state.records = nil
        state.stats.scroll = 0
        state.tab = .home
        _ = update(&state, .key(.enter))
        _ = update(&state, .key(.enter))
        _ = update(&state, .key(.char("t")))
        f.renders["Exercise \(w)×\(h)"] = medianTime(101) { _ = render(state) }
    }
}

/// Through a real pty: bytes written, CPU and memory.
func measureTerminal(path: String, years: Int, into f: inout Figures) throws {
    // Through a real pty: bytes written and CPU over 10 seconds, idle and with two clocks.
    let window = 10.0
    do {
        let (idle, _) = try launch(try copyDatabase(path, "idle-\(years)y.sqlite"))
        idle.read(for: 1)
        let cpu0 = idle.cpuSeconds
        f.idleBytesPerSecond = Double(idle.read(for: window)) / window
        f.cpuIdle = (idle.cpuSeconds - cpu0) / window * 100
        // Peak memory after a look at every tab.
        for key in ["3", "2", "4", "5", "1"] {
            idle.write(key)
            idle.read(for: 0.3)
        }
        f.peakMemory = idle.peakMemory
        idle.terminate()
    }
    do {
        let (ticking, _) = try launch(try copyDatabase(path, "ticking-\(years)y.sqlite"))
        ticking.write("\r")
        ticking.read(for: 0.3)
        ticking.write("\r")
        ticking.read(for: 0.3)
        ticking.write("t") // the warm-up countdown beside the workout clock
        ticking.read(for: 1.5)
        let cpu0 = ticking.cpuSeconds
        f.exerciseBytesPerSecond = Double(ticking.read(for: window)) / window
        f.cpuWithTimer = (ticking.cpuSeconds - cpu0) / window * 100
        ticking.terminate()
    }
}

if dataOnly, let sqlite3 {
    print("gymtrack-bench: export and import on \(years) years …")
    printDataFigures(try measureData(years: years, sqlite3: sqlite3, keep: keep), years: years)
    try? FileManager.default.removeItem(at: folder) // exit() skips the top level's defer
    exit(0)
}

print("gymtrack-bench: generating and measuring 1 and \(years) years of history …")
let small = try measure(years: 1)
let large = try measure(years: years)
if let keep {
    try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
    for y in [1, years] {
        let name = "history-\(y)y.sqlite"
        try? FileManager.default.removeItem(atPath: keep + "/" + name)
        try FileManager.default.copyItem(atPath: try copyDatabase(folder.appendingPathComponent(name).path, "keep.sqlite"), toPath: keep + "/" + name)
    }
}

// The table.
func ms(_ s: Double) -> String { String(format: "%.2f ms", s * 1000) }
func row(_ name: String, _ a: String, _ b: String, _ ratio: String, _ budget: String, _ ok: Bool?) {
    let verdict = ok.map { $0 ? "within" : "OVER" } ?? ""
    print(name.padding(toLength: 30, withPad: " ", startingAt: 0)
          + a.padding(toLength: 12, withPad: " ", startingAt: 0)
          + b.padding(toLength: 12, withPad: " ", startingAt: 0)
          + ratio.padding(toLength: 8, withPad: " ", startingAt: 0)
          + budget.padding(toLength: 26, withPad: " ", startingAt: 0) + verdict)
}
func ratio(_ a: Double, _ b: Double) -> String { a > 0 ? String(format: "%.2f×", b / a) : "–" }

print("")
print("sessions: \(small.sessions) (1 year), \(large.sessions) (\(years) years); \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("")
row("measure", "1 year", "\(years) years", "growth", "budget (\(years) years)", nil)
row(String(repeating: "-", count: 28), String(repeating: "-", count: 10), String(repeating: "-", count: 10), "------", String(repeating: "-", count: 24), nil)
if !computeOnly { row("sqlite3 count(*) (the floor)", ms(small.floor), ms(large.floor), ratio(small.floor, large.floor), "–", nil) }
let floorKnown = large.floor > 0
/// Start-up budget: this many times the floor measured in the same run.
let startupBudget = 1.5
func startupRow(_ name: String, _ a: Double, _ b: Double) {
    row(name, ms(a), ms(b), ratio(a, b),
        floorKnown ? "≤ 1.5× floor = \(ms(startupBudget * large.floor))" : "≤ 1.5× floor (no sqlite3)",
        floorKnown ? b <= startupBudget * large.floor : nil)
}
/// Issue 10's pages: under `limit` on N years and at most 2× the 1-year figure, except an
/// exercise's all-time series (`grows`), which may grow with its sessions. Growth is judged
/// where the N-year figure is a tenth of the budget or more: below, two medians of a hundred
/// microseconds or so differ by 2× from noise alone.
func pageRow(_ name: String, _ a: Double, _ b: Double, limit: Double, grows: Bool = false) {
    row(name, ms(a), ms(b), ratio(a, b), (limit == 0.005 ? "< 5 ms" : "< 2 ms") + (grows ? "" : ", ≤ 2×"),
        b < limit && (grows || b <= 2 * a || b < limit / 10))
}
/// Renders that draw issue 10's pages.
func isIssue10Page(_ key: String) -> Bool {
    ["History", "Session detail", "Exercise page", "with trends"].contains { key.contains($0) }
}
if !computeOnly {
row("--version: exec, print, exit", ms(small.version), ms(large.version), "", "(for the breakdown)", nil)
startupRow("start to first frame of Home", small.firstFrame, large.firstFrame)
for (i, phase) in framePhases.enumerated() {
    row("  " + phase.name, ms(small.frameBreakdown[i]), ms(large.frameBreakdown[i]), "", "", nil)
}
row("  (sum of the traced phases)", ms(small.frameBreakdown.reduce(0, +)), ms(large.frameBreakdown.reduce(0, +)), "", "", nil)
row("  (the traced starts, whole)", ms(small.tracedFrame), ms(large.tracedFrame), "", "", nil)
startupRow("gymtrack status", small.status, large.status)
for (i, phase) in statusPhases.enumerated() {
    row("  " + phase.name, ms(small.statusBreakdown[i]), ms(large.statusBreakdown[i]), "", "", nil)
}
row("  (sum of the traced phases)", ms(small.statusBreakdown.reduce(0, +)), ms(large.statusBreakdown.reduce(0, +)), "", "", nil)
}
if !startupOnly {
if !computeOnly {
row("status growth 1 → \(years) years", "", "", ratio(small.status, large.status), "≤ 2×", large.status <= 2 * small.status)
}
row("compute Home from the db", ms(small.homeCompute), ms(large.homeCompute), ratio(small.homeCompute, large.homeCompute), "< 5 ms", large.homeCompute < 0.005)
row("Home growth 1 → \(years) years", "", "", ratio(small.homeCompute, large.homeCompute), "≤ 2×", large.homeCompute <= 2 * small.homeCompute)
row("compute Stats from the db", ms(small.statsCompute), ms(large.statsCompute), ratio(small.statsCompute, large.statsCompute), "< 5 ms", large.statsCompute < 0.005)
pageRow("compute exercise page (all time)", small.exercisePage.compute, large.exercisePage.compute, limit: 0.005, grows: true)
pageRow("History: a window of the list", small.history.page, large.history.page, limit: 0.005)
pageRow("  the same after a write", small.history.pageAfterWrite, large.history.pageAfterWrite, limit: 0.005)
pageRow("History: a calendar month", small.history.calendar, large.history.calendar, limit: 0.005)
pageRow("History: a session in full", small.history.detail, large.history.detail, limit: 0.005)
pageRow("compute trends from the db", small.trendsCompute, large.trendsCompute, limit: 0.005)
pageRow("  of it: the body map", small.bodyMapCompute, large.bodyMapCompute, limit: 0.005)
pageRow("  of it: coverage by split", small.heatMapCompute, large.heatMapCompute, limit: 0.005)
pageRow("  of it: achievements", small.achievementsCompute, large.achievementsCompute, limit: 0.005)
pageRow("compute records from the db", small.recordsCompute, large.recordsCompute, limit: 0.005)
let renders = large.renders.merging(large.history.renders) { a, _ in a }
let smallRenders = small.renders.merging(small.history.renders) { a, _ in a }
for key in renders.keys.sorted() {
    if isIssue10Page(key) {
        pageRow("render \(key)", smallRenders[key] ?? 0, renders[key]!, limit: 0.002)
    } else {
        row("render \(key)", ms(smallRenders[key] ?? 0), ms(renders[key]!), ratio(smallRenders[key] ?? 0, renders[key]!), "< 2 ms", renders[key]! < 0.002)
    }
}
if !computeOnly {
func bps(_ v: Double) -> String { String(format: "%.1f B/s", v) }
row("terminal output, Exercise", bps(small.exerciseBytesPerSecond), bps(large.exerciseBytesPerSecond), ratio(small.exerciseBytesPerSecond, large.exerciseBytesPerSecond), "≤ 40 B/s (two clocks)", large.exerciseBytesPerSecond <= 40)
row("terminal output, idle Home", bps(small.idleBytesPerSecond), bps(large.idleBytesPerSecond), ratio(small.idleBytesPerSecond, large.idleBytesPerSecond), "0 B/s", large.idleBytesPerSecond == 0)
func pct(_ v: Double) -> String { String(format: "%.3f%%", v) }
row("CPU over 10 s, timer running", pct(small.cpuWithTimer), pct(large.cpuWithTimer), ratio(small.cpuWithTimer, large.cpuWithTimer), "< 0.1%", large.cpuWithTimer < 0.1)
row("CPU over 10 s, idle Home", pct(small.cpuIdle), pct(large.cpuIdle), ratio(small.cpuIdle, large.cpuIdle), "~0 (< 0.01%)", large.cpuIdle < 0.01)
func mb(_ v: Int) -> String { String(format: "%.1f MB", Double(v) / 1_048_576) }
row("peak memory (max RSS), UI", mb(small.peakMemory), mb(large.peakMemory), ratio(Double(small.peakMemory), Double(large.peakMemory)), "< 40 MB", large.peakMemory < 40 * 1_048_576)

if let sqlite3 {
    printDataFigures(try measureData(years: years, sqlite3: sqlite3, keep: keep), years: years)
}
}
}
