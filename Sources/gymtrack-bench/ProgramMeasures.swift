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
