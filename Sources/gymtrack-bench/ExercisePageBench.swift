import AppCore
import BundledPlans
import DemoData
import Domain
import Foundation
import Storage

/// The exercise page (issue #10) on a generated history: reading the most-logged exercise's
/// all-time series and records from the database, and drawing its page. Budgets on 10 years:
/// under 5 ms to compute, under 2 ms to render.
struct ExercisePageFigures {
    var exerciseID = ""
    var sessions = 0
    var compute = 0.0
    var renders: [String: Double] = [:]
}

func measureExercisePage(_ store: Store, today: Moment) throws -> ExercisePageFigures {
    var f = ExercisePageFigures()
    // The most-logged exercise with sets to chart (the generator's most-logged steps are timed
    // ones with no sets, whose page costs next to nothing).
    var most: LoggedExercise?
    var mostSets = -1
    for logged in try store.loggedExercises().sorted(by: { $0.sessions > $1.sessions }).prefix(8) {
        let count = try store.exerciseProgress(exerciseID: logged.exerciseID).sessions.count
        if count > mostSets { most = logged; mostSets = count }
    }
    guard let most else { return f }
    f.exerciseID = most.exerciseID
    f.sessions = mostSets
    var progress = ExerciseProgress(exerciseID: most.exerciseID)
    f.compute = try medianTime(31) {
        progress = try store.exerciseProgress(exerciseID: most.exerciseID)
        _ = progress.records
        _ = progress.e1RMSeries(in: .all, today: today.day)
        _ = progress.volumeSeries(in: .all, today: today.day)
    }
    let history = try store.loadHistory(today: today.day)
    for (w, h) in [(80, 24), (160, 48)] {
        var state = AppState(splits: DefaultSplits.all, history: history, now: today, width: w, height: h)
        _ = openExercisePage(&state, exerciseID: most.exerciseID, title: most.title)
        _ = update(&state, .loaded(.exerciseProgress(progress)))
        while state.exercisePage?.range != .all { _ = update(&state, .key(.char("r"))) }
        state.flash = nil
        f.renders["Exercise page \(w)×\(h)"] = medianTime(101) { _ = render(state) }
    }
    return f
}

/// `gymtrack-bench --exercise-page`: only these figures, on 1 and `years` years, in seconds.
func runExercisePageBench(years: Int, keep: String?) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-bench-page-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let today = SystemClock.now()
    var figures: [(Int, ExercisePageFigures)] = []
    for y in [1, years] {
        let store = try Store(path: folder.appendingPathComponent("history-\(y)y.sqlite").path)
        _ = try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: y, today: today)
        figures.append((y, try measureExercisePage(store, today: today)))
        if let keep {
            try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            _ = try Connection(path: folder.appendingPathComponent("history-\(y)y.sqlite").path, create: false).firstRow("PRAGMA wal_checkpoint(TRUNCATE)")
            try? FileManager.default.removeItem(atPath: keep + "/history-\(y)y.sqlite")
            try FileManager.default.copyItem(atPath: folder.appendingPathComponent("history-\(y)y.sqlite").path, toPath: keep + "/history-\(y)y.sqlite")
        }
    }
    func ms(_ s: Double) -> String { String(format: "%.2f ms", s * 1000) }
    for (y, f) in figures {
        print("\(y) year(s): \(f.exerciseID), \(f.sessions) sessions with sets; compute \(ms(f.compute)) (< 5 ms)")
        for key in f.renders.keys.sorted() { print("  render \(key): \(ms(f.renders[key]!)) (< 2 ms)") }
    }
}
