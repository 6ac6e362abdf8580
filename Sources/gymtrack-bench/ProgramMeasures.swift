import BundledPlans
import DemoData
import Domain
import Formats
import Foundation
import Storage

/// A program's targets on ten years of its own workouts: read at start and after each workout.
extension Bench {
    /// A copy of the history followed as one program from its first day: each split a day of
    /// it, each session one of its workouts, so every slot's history is years long.
    func programCopy() throws -> String {
        if let programHistory { return programHistory }
        let path = try copy("program.sqlite")
        let now = SystemClock.now()
        do {
            let store = try Store(path: path)
            let text = ProgramFile.text(name: "Ten years", source: "the generated history", splits: try store.loadSplits(),
                                        catalog: try store.loadCatalog())
            let record = try store.saveProgram(ProgramRecord(key: "DEMO", text: text), now: now)
            try store.startProgram(uid: record.uid, now: now)
            let db = try Connection(path: path, create: false)
            try db.execute("UPDATE programs SET started_epoch = 0")
            try db.execute("UPDATE sessions SET session_type = 'DEMO/' || session_type")
            _ = try db.firstRow("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        guard try Store(path: path, readOnly: true).loadActiveProgram(today: now.day)?.position.sessions ?? 0 > 100 else {
            throw BenchError("the program copy has no years of workouts; has the program file's format changed?")
        }
        // Started once before the timing, as the other start-ups are.
        try launch(path).process.terminate()
        programHistory = path
        return path
    }

    /// Reading the program in use and computing every target of its week from its history.
    func programTargets() throws -> Double {
        let store = try Store(path: try programCopy(), readOnly: true)
        let today = SystemClock.now().day
        let start = now()
        guard try store.loadActiveProgram(today: today) != nil else { throw BenchError("no program in use in the copy") }
        return now() - start
    }

    func programFirstFrame() throws -> Double {
        let (process, seconds) = try launch(try programCopy())
        process.terminate()
        return seconds
    }
}

/// Every built-in program followed for as many years as the demo history, each in a database
/// of its own: the measure of targets with any built-in is the slowest of them.
extension Bench {
    func builtInProgramCopies() throws -> [(id: String, path: String)] {
        if let builtInHistories { return builtInHistories }
        let catalog = BundledCatalog.catalog
        let today = SystemClock.now()
        var copies: [(id: String, path: String)] = []
        for builtIn in BuiltInPrograms.all(catalog: catalog) {
            progress("following \(builtIn.name) for \(years) years …")
            guard case .success(let template) = ProgramFile.parse(builtIn.text, catalog: catalog) else {
                throw BenchError("the built-in \(builtIn.id) does not read")
            }
            // Any weight will do: a training max of 100 kg, the rest starting at 20 kg.
            let text = ProgramFile.filling(builtIn.text, blanks: template.blanks.map { ($0, $0.label.hasSuffix("training max") ? 100 : 20) })
            guard case .success(let filled) = ProgramFile.parse(text, catalog: catalog) else {
                throw BenchError("the built-in \(builtIn.id) does not read with its blanks filled")
            }
            let path = folder + "/program-\(builtIn.id).sqlite"
            do {
                let store = try Store(path: path)
                try store.installCatalog(version: BundledCatalog.version, { catalog }, now: today)
                try store.installDefaultSplits({ DefaultSplits.all }, now: today)
                try ProgramHistoryGenerator().fill(store, record: ProgramRecord(key: builtIn.key, text: text), program: filled.program,
                                                   catalog: catalog, years: years, today: today)
                // Loaded once as the tracker loads it, which keeps what raises by reps came to
                // (decision 0034): the first load after years came in at once (an import, a
                // restore) folds them all, and says how long that takes.
                let start = now()
                _ = try store.loadActiveProgram(today: today.day)
                progress("\(builtIn.id): its first load, \(String(format: "%.2f", (now() - start) * 1000)) ms")
            }
            _ = try Connection(path: path, create: false).firstRow("PRAGMA wal_checkpoint(TRUNCATE)")
            copies.append((builtIn.id, path))
        }
        builtInHistories = copies
        return copies
    }

    /// The slowest built-in's place and week of targets, read and computed.
    func slowestBuiltInTargets() throws -> Double {
        let today = SystemClock.now().day
        var times: [(seconds: Double, id: String)] = []
        for copy in try builtInProgramCopies() {
            let store = try Store(path: copy.path, readOnly: true)
            let start = now()
            guard try store.loadActiveProgram(today: today) != nil else { throw BenchError("\(copy.id) is not in use in its copy") }
            times.append((now() - start, copy.id))
        }
        // The three slowest, so a run says which built-ins are near the budget.
        let slowest = times.sorted { $0.seconds > $1.seconds }.prefix(3)
        progress("the slowest built-ins: " + slowest.map { "\($0.id) \(String(format: "%.2f", $0.seconds * 1000)) ms" }.joined(separator: ", "))
        return slowest.first?.seconds ?? 0
    }
}
