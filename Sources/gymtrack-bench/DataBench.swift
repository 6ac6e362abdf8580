import BundledPlans
import DemoData
import Domain
import Foundation
import Storage

/// Export and import on N years of history against the sqlite3 shell doing the bare minimum
/// with the same rows (docs/benchmarks.md, "Export and import").
struct DataFigures {
    var sets = 0, csvRows = 0
    var exportFloor = 0.0, exportJSON = 0.0, exportCSV = 0.0
    var importFloor = 0.0, importEmpty = 0.0, mergeFull = 0.0, mergeAgain = 0.0
}

func measureData(years: Int, sqlite3: String, keep: String? = nil) throws -> DataFigures {
    var f = DataFigures()
    let path = folder.appendingPathComponent("data-\(years)y.sqlite").path
    let today = SystemClock.now()
    do {
        let store = try Store(path: path)
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: today)
        try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: years, today: today)
    }
    _ = try Store(path: path) // checkpointed: the file is whole
    f.sets = Int(try shellOutput([sqlite3, path, "select count(*) from set_logs"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0

    // Export: the floor is the sqlite3 shell printing the same set rows as JSON. Each floor is
    // run next to what it is the floor of, in turns: this machine's speed drifts by a third
    // within a minute, and runs in blocks compared a fast block with a slow one.
    var exportFloors: [Double] = [], exportJSONs: [Double] = [], exportCSVs: [Double] = []
    for _ in 0..<9 {
        exportFloors.append(try timeCommand([sqlite3, "-json", path, "select * from set_logs"]))
        exportJSONs.append(try timeCommand([binary, "--db", path, "export"]))
        exportCSVs.append(try timeCommand([binary, "--db", path, "export", "--format", "csv"]))
    }
    f.exportFloor = median(exportFloors)
    f.exportJSON = median(exportJSONs)
    f.exportCSV = median(exportCSVs)

    // A Strong CSV of the same history, written by the sqlite3 shell.
    let csv = folder.appendingPathComponent("strong-\(years)y.csv").path
    let strong = try shellOutput([sqlite3, "-header", "-csv", path, """
        SELECT replace(substr(s.started_at, 1, 19), 'T', ' ') AS "Date", s.title AS "Workout Name",
               (s.duration_seconds / 3600) || 'h ' || ((s.duration_seconds % 3600) / 60) || 'm' AS "Duration",
               st.title AS "Exercise Name", CASE WHEN l.is_warmup THEN 'W' ELSE l.set_index + 1 END AS "Set Order",
               l.weight AS "Weight", l.reps AS "Reps", 0 AS "Distance", coalesce(l.duration_seconds, 0) AS "Seconds",
               st.note AS "Notes", '' AS "Workout Notes", l.rpe AS "RPE"
        FROM set_logs l JOIN sessions s ON s.id = l.session_id
        JOIN session_steps st ON st.session_id = l.session_id AND st.position = l.step_position
        ORDER BY l.session_id, l.step_position, l.set_index
        """])
    try strong.write(toFile: csv, atomically: true, encoding: .utf8)
    f.csvRows = strong.split(separator: "\n").count - 1

    // Import into an empty database; the floor is the sqlite3 shell's .import of the file.
    let fresh = folder.appendingPathComponent("fresh.sqlite").path
    func removeFresh() { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: fresh + suffix) } }
    var importFloors: [Double] = [], importsEmpty: [Double] = []
    for _ in 0..<11 {
        removeFresh()
        importFloors.append(try timeCommand([sqlite3, fresh, ".import --csv \(csv) strong"]))
        removeFresh()
        importsEmpty.append(try timeCommand([binary, "--db", fresh, "import", csv]))
    }
    f.importFloor = median(importFloors)
    f.importEmpty = median(importsEmpty)
    // The same file merged into the full database (everything new), then again (nothing new).
    let full = folder.appendingPathComponent("full.sqlite").path
    f.mergeFull = try median((0..<5).map { _ in
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: full + suffix) }
        try FileManager.default.copyItem(atPath: path, toPath: full)
        return try timeCommand([binary, "--db", full, "import", "--merge", csv])
    })
    f.mergeAgain = try median((0..<7).map { _ in try timeCommand([binary, "--db", full, "import", "--merge", csv]) })
    removeFresh()
    if let keep { // the history and its Strong CSV, to profile an import by hand
        try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        for (file, name) in [(path, "data-\(years)y.sqlite"), (csv, "strong-\(years)y.csv")] {
            try? FileManager.default.removeItem(atPath: keep + "/" + name)
            try FileManager.default.copyItem(atPath: file, toPath: keep + "/" + name)
        }
    }
    return f
}

func shellOutput(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

func printDataFigures(_ f: DataFigures, years: Int) {
    func ms(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }
    func line(_ name: String, _ value: Double, _ floor: Double, _ budget: Double, _ floorName: String) {
        let ratio = floor > 0 ? value / floor : 0
        print(name.padding(toLength: 40, withPad: " ", startingAt: 0) + ms(value).padding(toLength: 12, withPad: " ", startingAt: 0)
              + String(format: "%.2f× %@", ratio, floorName).padding(toLength: 30, withPad: " ", startingAt: 0)
              + String(format: "≤ %.0f×  ", budget) + (ratio <= budget ? "within" : "OVER"))
    }
    print("")
    print("export and import, \(years) years: \(f.sets) sets, a Strong CSV of \(f.csvRows) rows")
    print("sqlite3 -json of the set rows (floor)".padding(toLength: 40, withPad: " ", startingAt: 0) + ms(f.exportFloor))
    line("gymtrack export (JSON, everything)", f.exportJSON, f.exportFloor, 3, "floor")
    line("gymtrack export --format csv", f.exportCSV, f.exportFloor, 3, "floor")
    print("sqlite3 .import of the CSV (floor)".padding(toLength: 40, withPad: " ", startingAt: 0) + ms(f.importFloor))
    line("gymtrack import into an empty db", f.importEmpty, f.importFloor, 3, "floor")
    line("gymtrack import --merge into the full db", f.mergeFull, f.importEmpty, 2, "first import")
    line("the same merge again (nothing new)", f.mergeAgain, f.importEmpty, 2, "first import")
}
