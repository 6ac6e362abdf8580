import Domain
import Formats

/// The summaries kept per finished session (migration 8): `session_exercise_bests` (per
/// exercise lifted: heaviest, best e1RM, volume) and `session_regions` (the regions trained).
/// Records, record marks and coverage over the years read them instead of every set.
///
/// The database keeps them itself whenever a session's row is updated (trigger
/// `sessions_summarized`, from the views `session_exercise_best_figures` and
/// `session_region_figures`). No trigger summarizes a session inserted already finished, as an
/// import's are, and one it updates is summarized at its update, before its new steps and sets
/// are written: so the import computes the rows of the sessions it wrote here, from the
/// sessions it holds in memory, and writes them many to a statement (the views over all of
/// their sets would add a third to its time). SessionSummaryTests checks that both ways give
/// the same rows.
extension Store {
    /// Writes the summaries of `sessions` (just written by the import, by row id). `replacing`:
    /// those of them that were updated, whose old rows go first.
    func writeSummaries(of sessions: [(id: Int, session: ImportedSession)], replacing: [Int]) throws {
        let live = sessions.filter { $0.session.deletedAt == nil }
        for id in replacing {
            try db.execute("DELETE FROM session_exercise_bests WHERE session_id = ?", [id])
            try db.execute("DELETE FROM session_regions WHERE session_id = ?", [id])
        }
        guard !live.isEmpty else { return }
        var regionsOf: [String: [String]] = [:]
        for row in try db.rows("SELECT exercise_id, region_id FROM exercise_regions") {
            regionsOf[try row.requiredString("exercise_id", table: "exercise_regions"), default: []]
                .append(try row.requiredString("region_id", table: "exercise_regions"))
        }
        // A row holds what it writes of its session, not the session (a copy of it per row).
        var bests = try RowBatch<(best: ExerciseBest, id: Int, date: String, startedEpoch: Double)>(
            db, table: "session_exercise_bests",
            columns: ["session_id", "exercise_key", "exercise_id", "title", "date", "started_epoch", "heaviest", "best_e1rm", "volume"]) { row, s, i in
            try s.bind(i, row.id)
            try s.bind(i + 1, row.best.key)
            try s.bind(i + 2, row.best.exerciseID)
            try s.bind(i + 3, row.best.title)
            try s.bind(i + 4, row.date)
            try s.bind(i + 5, row.startedEpoch)
            try s.bind(i + 6, row.best.heaviest)
            try s.bind(i + 7, row.best.bestE1RM)
            try s.bind(i + 8, row.best.volume)
        }
        var regions = try RowBatch<(id: Int, date: String, regions: String)>(
            db, table: "session_regions", columns: ["session_id", "date", "regions"]) { row, s, i in
            try s.bind(i, row.id)
            try s.bind(i + 1, row.date)
            try s.bind(i + 2, row.regions)
        }
        for (id, session) in live {
            let date = session.date.iso
            for best in session.exerciseBests() { try bests.add((best, id, date, session.startedEpoch)) }
            let trained = session.regionsTrained(regionsOf)
            if !trained.isEmpty { try regions.add((id, date, trained.joined(separator: ","))) }
        }
        try bests.flush()
        try regions.flush()
    }

    /// Every session's regions again, after exercises' regions changed (an import); the
    /// every-region search then starts again.
    func resummarizeRegions() throws {
        try db.execute("DELETE FROM achievement_progress WHERE search = ?", [ProgressSearch.everyRegion])
        try db.execute("DELETE FROM session_regions")
        try db.execute("INSERT INTO session_regions (session_id, date, regions) SELECT session_id, date, regions FROM session_region_figures")
    }
}

/// One exercise's figures in one session, as `session_exercise_best_figures` computes them.
struct ExerciseBest {
    var key: String
    var exerciseID: String?
    var title: String
    var heaviest: Double
    var bestE1RM: Double
    var volume: Double
}

extension ImportedSession {
    /// Per exercise (catalog id, else the title lower-cased), over working sets with a load
    /// (`SetLog.load` of the step's load type: a bodyweight set's body weight and all) and reps;
    /// exercises without such a set have none. As the view: the e1RM from the weaker side's
    /// reps, the volume over both sides'.
    func exerciseBests() -> [ExerciseBest] {
        var result: [ExerciseBest] = []
        var index: [String: Int] = [:]
        for step in steps {
            let key = step.plan.exerciseID ?? sqliteLower(step.plan.title)
            let kind = step.plan.loadType
            var found: Int? // looked up once a step, not once a set (an import summarizes every set it writes)
            for imported in step.sets where !imported.isWarmup {
                let set = imported.figures
                guard let reps = set.reps, reps > 0, let weight = set.load(kind) else { continue }
                let e1rm = estimatedOneRepMax(weight: weight, reps: set.sideReps ?? reps)
                let volume = weight * Double(set.totalReps ?? reps)
                if found == nil { found = index[key] }
                if let i = found {
                    result[i].heaviest = max(result[i].heaviest, weight)
                    result[i].bestE1RM = max(result[i].bestE1RM, e1rm)
                    result[i].volume += volume
                    result[i].title = min(result[i].title, step.plan.title)
                    if result[i].exerciseID == nil { result[i].exerciseID = step.plan.exerciseID }
                } else {
                    found = result.count
                    index[key] = result.count
                    result.append(ExerciseBest(key: key, exerciseID: step.plan.exerciseID, title: step.plan.title,
                                               heaviest: weight, bestE1RM: e1rm, volume: volume))

                }
            }
        }
        return result
    }

    /// The regions its exercises trained: not skipped, and a working set logged or, for a step
    /// without sets to log, checked off. Sorted. A session trains a handful: a list, not a set
    /// (hashing each region name was most of the time of this).
    func regionsTrained(_ regionsOf: [String: [String]]) -> [String] {
        var trained: [String] = []
        for step in steps where !step.skipped {
            guard let id = step.plan.exerciseID, let regions = regionsOf[id] else { continue }
            let withoutSets = step.plan.kind == .timed || step.plan.kind == .challenge || step.plan.warmupSets + step.plan.workingSets == 0
            if (withoutSets && step.checkedAt != nil) || step.sets.contains(where: { !$0.isWarmup }) {
                for region in regions where !trained.contains(region) { trained.append(region) }
            }
        }
        return trained.sorted()
    }
}

/// SQLite's `lower()`: ASCII letters only, as the views key a title.
func sqliteLower(_ text: String) -> String {
    String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
}
