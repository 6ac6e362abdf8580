import BundledPlans
import DemoData
import Domain
import Foundation
import Runtime
import Storage

/// What the measures share, each made the first time one needs it: the generated history, its
/// Strong CSV, the gymtrack binary, the sqlite3 shell.
final class Bench {
    let years: Int
    /// Where everything generated goes; removed at the end.
    let folder: String
    private let chosenBinary: String?
    private var builtBinary: String?
    private var history: String?
    private var csv: String?
    private var startup: String?
    var programHistory: String?
    var builtInHistories: [(id: String, path: String)]?
    /// Kept between the samples of the measures that share them.
    var keyLoop: (loop: EventLoop, terminal: BenchTerminal)?
    var reloadLoop: (EventLoop, Store, Store, ActiveWorkout)?
    var idle: (bytesPerSecond: Double, cpuPercent: Double)?
    var twoTerminals: (writer: PtyProcess, reader: PtyProcess)?
    var syncing: SyncPair?

    init(years: Int, binary: String?) throws {
        self.years = years
        chosenBinary = binary
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// `years` of the demo's history (the A/B/C splits, then custom splits with barbell lifts,
    /// every set logged), generated from a fixed seed: the same history every run, up to today.
    func database() throws -> String {
        if let history { return history }
        let path = folder + "/history.sqlite"
        progress("generating \(years) years of demo history …")
        let today = SystemClock.now()
        do {
            let store = try Store(path: path)
            try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: today)
            try store.installDefaultSplits({ DefaultSplits.all }, now: today)
            _ = try DemoSplits.install(store, defaults: DefaultSplits.all, catalog: try store.loadCatalog(), now: today)
                .fill(store, years: years, today: today)
        }
        // Everything into the main file, so that a copy of that file is the whole database.
        let result = try Connection(path: path, create: false).firstRow("PRAGMA wal_checkpoint(TRUNCATE)")
        guard result?.int("busy") == 0 else { throw BenchError("could not checkpoint \(path)") }
        history = path
        return path
    }

    /// How many sessions and sets the generated history holds.
    func size() throws -> (sessions: Int, sets: Int) {
        let connection = try Connection(path: try database(), create: false, readOnly: true)
        func count(_ table: String) throws -> Int { try connection.firstRow("SELECT count(*) AS n FROM \(table)")?.int("n") ?? 0 }
        return (try count("sessions"), try count("set_logs"))
    }

    /// A copy of the history named `name`, that no connection holds open: each measure that
    /// writes, or starts gymtrack, has its own.
    func copy(_ name: String) throws -> String {
        let copy = folder + "/" + name
        removeDatabase(copy)
        try FileManager.default.copyItem(atPath: try database(), toPath: copy)
        return copy
    }

    /// The copy every start-up is timed on, started once before the timing: the first start
    /// of a database checks its catalog and splits and reads the file into the page cache.
    func startupCopy() throws -> String {
        if let startup { return startup }
        let path = try copy("startup.sqlite")
        _ = try timeCommand([try binary(), "--db", path, "status"])
        try launch(path).process.terminate()
        startup = path
        return path
    }

    /// The history as Strong exports it (one row per set), written by the sqlite3 shell.
    func strongCSV() throws -> String {
        if let csv { return csv }
        let path = folder + "/strong.csv"
        let text = try shellOutput([try sqlite3(), "-header", "-csv", try database(), """
            SELECT replace(substr(s.started_at, 1, 19), 'T', ' ') AS "Date", s.title AS "Workout Name",
                   (s.duration_seconds / 3600) || 'h ' || ((s.duration_seconds % 3600) / 60) || 'm' AS "Duration",
                   st.title AS "Exercise Name", CASE WHEN l.is_warmup THEN 'W' ELSE l.set_index + 1 END AS "Set Order",
                   l.weight AS "Weight", l.reps AS "Reps", 0 AS "Distance", coalesce(l.duration_seconds, 0) AS "Seconds",
                   st.note AS "Notes", '' AS "Workout Notes", l.rpe AS "RPE"
            FROM set_logs l JOIN sessions s ON s.id = l.session_id
            JOIN session_steps st ON st.session_id = l.session_id AND st.position = l.step_position
            ORDER BY l.session_id, l.step_position, l.set_index
            """])
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        csv = path
        return path
    }

    /// gymtrack as it should be installed: a release build linked fully static, built here
    /// into .build/static (nothing to do when it is up to date); or the one `--binary` named.
    func binary() throws -> String {
        if let path = chosenBinary ?? builtBinary { return path }
        let build = ["build", "-c", "release", "--product", "gymtrack", "--scratch-path", ".build/static",
                     "-Xswiftc", "-static-executable", "-Xlinker", "-lncursesw", "-Xlinker", "-ltinfo"]
        progress("building gymtrack (release, fully static) …")
        let swift = executable("swift") ?? "/usr/bin/swift"
        guard try runShowingOutput([swift] + build) == 0, FileManager.default.isExecutableFile(atPath: ".build/static/release/gymtrack") else {
            throw BenchError("the static build of gymtrack failed; try it by hand: swift " + build.joined(separator: " "))
        }
        builtBinary = ".build/static/release/gymtrack"
        return ".build/static/release/gymtrack"
    }

    /// The sqlite3 shell, which every floor runs.
    func sqlite3() throws -> String {
        guard let path = executable("sqlite3") else { throw NotMeasurable(reason: "no sqlite3 on the PATH (it runs the floors and writes the CSV)") }
        return path
    }

    /// Copies the history, its Strong CSV and the built-ins' histories (those made) into `folder`,
    /// to look into by hand.
    func keep(in keep: String) throws {
        try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        let programs: [(String?, String)] = (builtInHistories ?? []).map { ($0.path, URL(fileURLWithPath: $0.path).lastPathComponent) }
        for (file, name) in [(history, "history-\(years)y.sqlite"), (csv, "strong-\(years)y.csv")] + programs {
            guard let file else { continue }
            try? FileManager.default.removeItem(atPath: keep + "/" + name)
            try FileManager.default.copyItem(atPath: file, toPath: keep + "/" + name)
        }
    }

    /// Ends the programs still running and removes everything generated.
    func finish() {
        twoTerminals?.writer.terminate()
        twoTerminals?.reader.terminate()
        twoTerminals = nil
        syncing?.sshd.stop()
        syncing = nil
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// Removes a database and its -wal and -shm.
func removeDatabase(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
}

/// The first `name` on the PATH that can be run.
func executable(_ name: String) -> String? {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// A line on standard error: what is being done, while the table waits for its figures.
func progress(_ line: String) {
    FileHandle.standardError.write(Data(("gymtrack-bench: " + line + "\n").utf8))
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
