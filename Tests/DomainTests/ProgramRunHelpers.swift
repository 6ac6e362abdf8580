import BundledPlans
import XCTest
@testable import Domain
import Formats

extension ProgramRun {
    /// Every blank of a built-in program filled: the given weights, and `rest` for each one not
    /// given (the slots a table does not follow still need a weight to start).
    static func starts(_ id: String, rest: Double, _ given: [String: Double]) -> [String: Double] {
        guard let builtIn = BuiltInPrograms.named(id, catalog: BundledCatalog.catalog),
              case .success(let template) = ProgramFile.parse(builtIn.text, catalog: BundledCatalog.catalog) else { return given }
        var values = given
        for blank in template.blanks where values[blank.label] == nil { values[blank.label] = rest }
        return values
    }

    /// Every window of each slot's workouts gives the whole history's target where it gives
    /// one (a slot that follows another has no fold of its own, and is checked through the
    /// planner), and the planner as the app builds it (`windowedPlanner`) plans the current
    /// week as the whole history does.
    func assertEveryWindowAgrees(_ what: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let planner = self.planner
        for slot in ProgramPlanner.progressions(of: program) where !slot.follows {
            let history = histories[slot.progressionKey] ?? []
            let inputs = planner.inputs(for: slot)
            let whole = slot.target(in: program, at: planner.position, history: history, inputs: inputs)
            for count in 1...max(1, history.count) {
                if let window = slot.target(in: program, at: planner.position, history: SlotHistory(history).suffix(count), inputs: inputs) {
                    XCTAssertEqual(window, whole, "\(what) \(slot.title), the last \(count)", file: file, line: line)
                }
            }
        }
        let windowed = windowedPlanner, at = planner.position
        for day in program.days.indices {
            XCTAssertEqual(windowed.targets(week: at.week, day: day, cycle: at.cycle), planner.targets(week: at.week, day: day, cycle: at.cycle),
                           "week \(at.week + 1) day \(day + 1), cycle \(at.cycle + 1)", file: file, line: line)
        }
    }

    /// The planner as the app builds it: each slot's latest workouts, read further back for
    /// the slots whose targets say they depend on earlier ones.
    var windowedPlanner: ProgramPlanner {
        var depth = ProgramPlanner.firstReadDepth
        var read = histories.mapValues { SlotHistory($0).suffix(depth) }
        while true {
            let planner = ProgramPlanner(record: record, program: program, catalog: catalog, settings: settings,
                                         today: today, sessions: sessions, read: read)
            let short = planner.needsEarlierWorkouts
            if short.isEmpty { return planner }
            depth *= 8
            for key in short { read[key] = SlotHistory(histories[key] ?? []).suffix(depth) }
        }
    }
}

/// "3x4+ 60": a target's sets (the last one's reps, `+` when as many as possible) and top weight.
func setsCell(_ target: Target) -> String {
    let last = target.sets.last
    return "\(target.sets.count)x\(last?.reps ?? 0)\(last?.amrap == true ? "+" : "") \(plateNumber(target.topWeight ?? 0))"
}

/// "60×4,4,3": a double progression's weight and each set's reps.
func repsCell(_ target: Target) -> String {
    "\(plateNumber(target.topWeight ?? 0))×" + target.sets.map { String($0.reps ?? 0) }.joined(separator: ",")
}
