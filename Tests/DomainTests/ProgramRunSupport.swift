import BundledPlans
import XCTest
@testable import Domain
import Formats

/// A built-in program started with given weights and run workout by workout, each logged as
/// a script says: what the program tables of the tests are checked against.
struct ProgramRun {
    let record: ProgramRecord
    let program: Program
    let catalog = BundledCatalog.catalog
    var settings = Settings()
    var sessions: [ProgramSession] = []
    var histories: [String: [SlotSession]] = [:]
    var today: Day
    /// Days between workouts, in turn (a 3-a-week program: 2, 2, 3).
    var gaps: [Int]
    var workouts = 0
    /// The day the last targets were asked on: what their reasons are worded from.
    var asked: Day

    init(_ id: String, values: [String: Double], from start: Day = Day(year: 2026, month: 1, day: 5), gaps: [Int] = [2, 2, 3],
         file: StaticString = #filePath, line: UInt = #line) throws {
        let builtIn = try XCTUnwrap(BuiltInPrograms.named(id, catalog: BundledCatalog.catalog), file: file, line: line)
        guard case .success(let template) = ProgramFile.parse(builtIn.text, catalog: BundledCatalog.catalog) else {
            throw XCTSkip("unreachable")
        }
        var fills: [(ProgramBlank, Double)] = []
        for blank in template.blanks {
            guard let value = values[blank.label] else {
                XCTFail("no value for \(blank.label)", file: file, line: line)
                continue
            }
            fills.append((blank, value))
        }
        let text = ProgramFile.filling(builtIn.text, blanks: fills)
        switch ProgramFile.parse(text, catalog: BundledCatalog.catalog) {
        case .success(let parsed):
            XCTAssertEqual(parsed.blanks, [], "every blank filled", file: file, line: line)
            program = parsed.program
        case .failure(let mistakes):
            XCTFail("\(mistakes.all)", file: file, line: line)
            program = template.program
        }
        record = ProgramRecord(uid: "P", key: builtIn.key, text: text, startedAt: 0)
        today = start
        asked = start
        self.gaps = gaps
    }

    var planner: ProgramPlanner {
        ProgramPlanner(record: record, program: program, catalog: catalog, settings: settings, today: today, sessions: sessions, histories: histories)
    }

    /// The next workout's place and targets, then logs it: each slot's sets as `log` says
    /// (by default every set exactly as targeted), and moves the calendar on.
    mutating func next(log: (Int, ProgramSlot, Target) -> [SetLog]? = { _, _, _ in nil }) -> (position: ProgramPosition, day: ProgramDay, targets: [Target]) {
        let planner = self.planner
        let position = planner.position
        let targets = planner.targets(week: position.week, day: position.day, cycle: position.cycle)
        let day = program.days[position.day]
        let started = Double(today.dayNumber) * 86_400 + 18 * 3600
        let sessionType = program.sessionType(key: record.key, week: position.week, day: position.day)
        // A slot left out of the week (`-`) has no step in the workout, so nothing is logged of it.
        for (i, (slot, target)) in zip(day.slots, targets).enumerated() where !slot.isAbsent(week: position.week) {
            let sets = log(i, slot, target) ?? ProgramRun.asTargeted(target)
            // Logged as the tracker logs a program's day: its step planned as the target.
            histories[slot.progressionKey, default: []].append(SlotSession(day: today, startedAt: started, sets: sets,
                                                                           plan: SlotPlan(targets: target.sets), sessionType: sessionType,
                                                                           exerciseID: target.exerciseID))
        }
        sessions.append(ProgramSession(sessionType: sessionType, day: today, startedAt: started))
        asked = today
        today = today.adding(days: gaps[workouts % gaps.count])
        workouts += 1
        return (position, day, targets)
    }

    /// A target's reason in kilograms, as worded on the day it was asked.
    func said(_ target: Target) -> String { target.reason.text(unit: .kg, today: asked) }

    /// GZCLP's ten starting weights, as the tables begin it.
    static let gzclpStarts: [String: Double] = [
        "T1 Barbell Back Squat starting weight": 60, "T1 Barbell Bench Press starting weight": 40,
        "T1 Deadlift starting weight": 80, "T1 Overhead Press starting weight": 30,
        "T2 Barbell Back Squat starting weight": 45, "T2 Barbell Bench Press starting weight": 30,
        "T2 Deadlift starting weight": 60, "T2 Overhead Press starting weight": 20,
        "T3 Lat Pulldown starting weight": 30, "T3 Dumbbell Row starting weight": 20,
    ]

    static func asTargeted(_ target: Target, lastReps: Int? = nil) -> [SetLog] {
        target.sets.enumerated().map { i, set in
            let reps = i == target.sets.count - 1 ? (lastReps ?? set.reps) : set.reps
            return SetLog(isWarmup: false, reps: reps, weight: set.weight, durationSeconds: set.seconds, completedAt: 0)
        }
    }

    /// Every set as targeted but the last, one rep short: a missed session.
    static func missed(_ target: Target) -> [SetLog] {
        asTargeted(target, lastReps: max(0, (target.sets.last?.reps ?? 1) - 1))
    }
}

/// "5×3+ 60", "3×10 32.5": a target as the tables write it.
func cell(_ target: Target) -> String {
    "\(target.scheme) \(target.topWeight.map(plateNumber) ?? "—")"
}
