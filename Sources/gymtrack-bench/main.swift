import Foundation

// gymtrack-bench: what gymtrack costs on years of generated history, each figure beside its
// budget, in one table (docs/benchmarks.md). Never part of `swift test`: timings belong on a
// quiet machine. Run it from the package root: swift run -c release gymtrack-bench

let usage = """
    usage: gymtrack-bench [--years N] [--samples N] [--keep DIR] [--binary PATH] [--list] [MEASURE …]
      --years N      years of generated history (default 10)
      --samples N    take N samples of each measure instead of its own count
                     (many, to profile one measure under perf)
      --keep DIR     copy the generated history, its Strong CSV and the built-ins' histories (those made) into DIR
      --binary PATH  measure this gymtrack (another build, for a before and after)
                     instead of building one
      --list         print the measures' names and stop
      MEASURE        run only the measures whose name contains one of these words
    """

var years = 10
var samples: Int?
var keep: String?
var binary: String?
var list = false
var wanted: [String] = []
func usageError() -> Never {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--years":
        guard let n = arguments.popFirst().flatMap(Int.init), n >= 1 else { usageError() }
        years = n
    case "--samples":
        guard let n = arguments.popFirst().flatMap(Int.init), n >= 1 else { usageError() }
        samples = n
    case "--keep":
        guard let folder = arguments.popFirst() else { usageError() }
        keep = folder
    case "--binary":
        guard let path = arguments.popFirst() else { usageError() }
        binary = path
    case "--list":
        list = true
    default:
        guard !argument.hasPrefix("-") else { usageError() }
        wanted.append(argument.lowercased())
    }
}
guard FileManager.default.fileExists(atPath: "Package.swift") else {
    progress("run it from the package root: swift run -c release gymtrack-bench")
    exit(1)
}

let bench = try Bench(years: years, binary: binary)
let chosen = measures(bench).filter { measure in wanted.isEmpty || wanted.contains { measure.name.lowercased().contains($0) } }
if list {
    for measure in measures(bench) { print(measure.name) }
    bench.finish()
    exit(0)
}
guard !chosen.isEmpty else {
    bench.finish()
    progress("no measure's name contains \(wanted.joined(separator: " or ")); --list names them")
    exit(2)
}

/// A measure's outcome: its figure and its floor's (medians), or why it was not taken.
struct Row {
    let measure: Measure
    var figure = 0.0, floor: Double?
    var notTaken: String?

    var ratio: Double? { floor.map { figure / $0 } }
    var within: Bool? {
        guard notTaken == nil else { return nil }
        switch measure.budget {
        case .timesFloor(let times): return ratio.map { $0 <= times }
        case .atMost(let limit): return figure <= limit
        case .reported: return nil
        }
    }
}

var rows: [Row] = []
for measure in chosen {
    progress("measuring \(measure.name) …")
    var row = Row(measure: measure)
    do {
        var figures: [Double] = [], floors: [Double] = []
        for _ in 0..<(samples ?? measure.samples) {
            if let floor = measure.floor { floors.append(try floor.sample()) }
            figures.append(try measure.sample())
        }
        row.figure = median(figures)
        row.floor = measure.floor == nil ? nil : median(floors)
    } catch let error as NotMeasurable {
        row.notTaken = "not measurable: " + error.reason
    } catch {
        row.notTaken = "failed: \(error)"
    }
    rows.append(row)
}
if let keep { try bench.keep(in: keep) }
let size = try bench.size()
bench.finish()

// The table, in Markdown, so that it reads the same here and in docs/benchmarks.md.
func amount(_ value: Double, _ unit: Unit) -> String {
    switch unit {
    case .seconds: return value >= 1 ? String(format: "%g s", value) : String(format: value < 0.1 ? "%.2f ms" : "%.0f ms", value * 1000)
    case .bytesPerSecond: return String(format: "%.1f B/s", value)
    case .cpuPercent: return String(format: "%.3f%%", value)
    case .bytes: return value >= 1_048_576 ? String(format: "%.1f MB", value / 1_048_576)
        : value >= 1024 ? String(format: "%.1f KB", value / 1024) : String(format: "%.0f B", value)
    }
}
func budget(_ measure: Measure) -> String {
    switch (measure.budget, measure.unit) {
    case (.timesFloor(let times), _): return String(format: "≤ %g× floor", times)
    case (.atMost(let limit), .seconds): return limit >= 1 ? String(format: "≤ %g s", limit) : String(format: "≤ %g ms", limit * 1000)
    case (.atMost(let limit), .bytesPerSecond): return limit == 0 ? "0 B/s" : String(format: "≤ %g B/s", limit)
    case (.atMost(let limit), .cpuPercent): return String(format: "≤ %g%%", limit)
    case (.atMost(let limit), .bytes): return String(format: "≤ %g KB", limit / 1024)
    case (.reported, _): return "reported"
    }
}
let table = [["measure", "figure", "floor", "ratio", "budget", "within?"]] + rows.map { row in
    [row.measure.name,
     row.notTaken ?? amount(row.figure, row.measure.unit),
     row.floor.map { amount($0, .seconds) + " " + (row.measure.floor?.name ?? "") } ?? "–",
     row.ratio.map { String(format: "%.2f×", $0) } ?? "–",
     budget(row.measure),
     row.within.map { $0 ? "yes" : "OVER" } ?? "–"]
}
let widths = (0..<6).map { column in table.map { $0[column].count }.max() ?? 0 }
func line(_ cells: [String]) -> String {
    "| " + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
}
print("\n\(years) year\(years == 1 ? "" : "s") of demo history: \(size.sessions) sessions, \(size.sets) sets; \(ProcessInfo.processInfo.activeProcessorCount) cores\n")
print(line(table[0]))
print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
for cells in table.dropFirst() { print(line(cells)) }
