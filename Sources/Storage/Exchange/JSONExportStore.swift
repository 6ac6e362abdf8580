import Domain
import Formats

/// `gymtrack export`: everything the user owns as one JSON document (docs/export-format.md).
/// Rows are streamed from SQLite into the text as they are read, in one read transaction (a
/// consistent snapshot while other terminals write); `write` receives the text in pieces, so
/// a long history is never held whole in memory. Every field is named by `ExportFields`, which
/// the reader of the document uses too.
extension Store {
    /// `workoutInProgress`: the workout in progress goes with the finished sessions, marked
    /// `inProgress` (what `gymtrack sync` sends, so a workout begun on one machine can be
    /// finished on the other); an export for a person holds finished sessions only.
    /// `since` (a sync's changes, in seconds since 1970): only the records stamped at or after
    /// it, a session or a split whole when it or any of its rows is.
    public func exportJSON(createdAt: Moment, appVersion: String, workoutInProgress: Bool = false, since: Int? = nil,
                           write: (String) throws -> Void) throws {
        try writeExportJSON(createdAt: createdAt, appVersion: appVersion, workoutInProgress: workoutInProgress, inTransaction: false,
                            since: since, write: write)
    }

    /// `exportJSON`; `inTransaction`: inside a transaction already begun (a sync reads the
    /// database in the transaction that then writes the merge).
    /// `sessions`: only the sessions of these uids, the other records whole (what a sync's merge
    /// reads of this side).
    func writeExportJSON(createdAt: Moment, appVersion: String, workoutInProgress: Bool, inTransaction: Bool, since: Int? = nil,
                         sessions only: Set<String>? = nil, write: (String) throws -> Void) throws {
        typealias D = ExportFields.Document
        try read("export the data") {
            if !inTransaction { try db.execute("BEGIN") }
            defer { if !inTransaction { try? db.execute("COMMIT") } }
            let w = JSONWriter(capacity: 1 << 17)
            func flush() throws { try w.flush(to: write) }
            var root = JSONObject.document(w)
            root.string(D.format, ExportFormat.name)
            root.int(D.schemaVersion, ExportFormat.schemaVersion)
            root.string(D.createdAt, createdAt.isoDateTime)
            var app = root.object(D.app)
            app.string(ExportFields.App.name, "gymtrack")
            app.string(ExportFields.App.version, appVersion)
            app.close()
            root.int(D.databaseSchema, schemaVersion)
            let stamped = StampedSince(since)
            try exportSettings(into: &root, stamped)
            // The taxonomy is every machine's (bundled with this version): a sync's changes hold none.
            try exportTaxonomy(into: &root, empty: since != nil)
            try exportExercises(into: &root, stamped)
            try exportWeightSteps(into: &root, stamped, flush: flush)
            try exportSplits(into: &root, stamped, flush: flush)
            var sessions = root.array(D.sessions, .documentMember)
            try exportSessions(into: &sessions, workoutInProgress: workoutInProgress, stamped, only: only, flush: flush)
            sessions.closeOnItsOwnLine()
            try exportChallengeDays(into: &root, stamped, flush: flush)
            try exportBody(into: &root, stamped, flush: flush)
            try exportPrograms(into: &root, stamped, flush: flush)
            try exportTombstones(into: &root, stamped, flush: flush)
            root.closeDocument()
            try w.flush(force: true, to: write)
        }
    }

    /// The user's settings by key, and when each was last changed (for a sync to keep the
    /// later value). `last_backup` is this machine's own.
    private func exportSettings(into root: inout JSONObject, _ stamped: StampedSince) throws {
        for (field, column) in [(ExportFields.Document.settings, "value"), (ExportFields.Document.settingsUpdatedAt, "updated_at")] {
            var o = root.object(field)
            for row in try db.rows("SELECT key, \(column) FROM settings WHERE \(column) IS NOT NULL AND \(stamped.sql("updated_at")) ORDER BY key",
                                   stamped.parameters) {
                let key = try row.requiredString("key", table: "settings")
                guard let k = SettingKey(rawValue: key), k != .lastBackup else { continue }
                o.string(named: key, try row.requiredString(column, table: "settings"))
            }
            o.close()
        }
    }

    private func exportTaxonomy(into root: inout JSONObject, empty: Bool) throws {
        typealias G = ExportFields.Group
        typealias M = ExportFields.Region
        var groups = root.array(ExportFields.Document.taxonomy, .documentMember)
        for group in try empty ? [] : muscleGroups() {
            var o = groups.object()
            o.string(G.id, group.id)
            o.string(G.name, group.name)
            var regions = o.array(G.regions, .inline)
            for region in group.regions {
                var ro = regions.object()
                ro.string(M.id, region.id)
                ro.string(M.name, region.name)
                ro.string(M.label, region.label)
                ro.close()
            }
            regions.close()
            o.close()
        }
        groups.close()
    }

    /// The exercises typed by hand, with their muscles (the bundled catalog is every machine's).
    private func exportExercises(into root: inout JSONObject, _ stamped: StampedSince) throws {
        typealias F = ExportFields.Exercise
        typealias R = ExportFields.Record
        var primary: [String: [String]] = [:], secondary: [String: [String]] = [:]
        for r in try db.rows("""
            SELECT exercise_id, region_id, role FROM exercise_regions
            WHERE exercise_id IN (SELECT id FROM exercises WHERE is_custom = 1) ORDER BY exercise_id, region_id
            """) {
            let id = try r.requiredString("exercise_id", table: "exercise_regions"), region = try r.requiredString("region_id", table: "exercise_regions")
            if try r.requiredString("role", table: "exercise_regions") == "primary" { primary[id, default: []].append(region) } else {
                secondary[id, default: []].append(region)
            }
        }
        var exercises = root.array(ExportFields.Document.exercises, .documentMember)
        for e in try db.rows("""
            SELECT id, uid, name, category, equipment, load_type, unilateral, updated_at FROM exercises
            WHERE is_custom = 1 AND \(stamped.sql("updated_at")) ORDER BY id
            """, stamped.parameters) {
            let id = try e.requiredString("id", table: "exercises")
            var o = exercises.object()
            o.string(F.id, id)
            o.string(R.uid, try e.requiredString("uid", table: "exercises"))
            o.string(F.name, try e.requiredString("name", table: "exercises"))
            o.string(F.category, try e.requiredString("category", table: "exercises"))
            o.string(F.equipment, try e.requiredString("equipment", table: "exercises"))
            o.strings(F.primary, primary[id] ?? [])
            o.strings(F.secondary, secondary[id] ?? [])
            // Null: the load of its category, whatever that is when the file is read.
            o.optionalString(F.loadType, e.string("load_type"))
            o.bool(F.unilateral, try e.requiredBool("unilateral", table: "exercises"))
            o.string(R.updatedAt, try e.requiredString("updated_at", table: "exercises"))
            o.close()
        }
        exercises.close()
    }

    /// Each exercise's own weight increment, bundled or custom: the bundled catalog is not
    /// exported, so the step the lifter set on one travels apart, stamped as its row.
    private func exportWeightSteps(into root: inout JSONObject, _ stamped: StampedSince, flush: () throws -> Void) throws {
        typealias F = ExportFields.ExerciseWeightStep
        try exportRows(ExportFields.Document.exerciseWeightSteps, into: &root, flush: flush,
                       "SELECT id, weight_step, updated_at FROM exercises WHERE weight_step IS NOT NULL AND \(stamped.sql("updated_at")) ORDER BY id",
                       stamped.parameters) { o, e in
            o.string(F.exerciseId, try e.requiredString("id", table: "exercises"))
            o.number(F.weightStep, try e.requiredDouble("weight_step", table: "exercises"))
            o.string(ExportFields.Record.updatedAt, try e.requiredString("updated_at", table: "exercises"))
        }
    }

    private func exportSplits(into root: inout JSONObject, _ stamped: StampedSince, flush: () throws -> Void) throws {
        typealias F = ExportFields.Split
        typealias R = ExportFields.Record
        let splitSteps = try Dictionary(grouping: db.rows("""
            SELECT split_id, uid, updated_at, \(PlanStepColumns.names.joined(separator: ", ")) FROM split_steps ORDER BY split_id, position, uid
            """)) { try $0.requiredInt("split_id", table: "split_steps") }
        var splits = root.array(ExportFields.Document.splits, .documentMember)
        for s in try db.rows("""
            SELECT id, uid, session_type, name, title, description, target_duration, colour, glyph, position, in_rotation,
                   muscle_groups, updated_at, deleted_at, daily_challenge
            FROM splits WHERE \(stamped.sql("updated_at")) OR id IN (SELECT split_id FROM split_steps WHERE \(stamped.sql("updated_at")))
            ORDER BY position, uid
            """, stamped.parameters + stamped.parameters) {
            func text(_ c: String) throws -> String { try s.requiredString(c, table: "splits") }
            var o = splits.object()
            o.string(R.uid, try text("uid"))
            o.string(F.sessionType, try text("session_type"))
            o.string(F.name, try text("name"))
            o.string(F.title, try text("title"))
            o.string(F.description, try text("description"))
            o.string(F.targetDuration, try text("target_duration"))
            o.string(F.colour, try text("colour"))
            o.string(F.glyph, try text("glyph"))
            o.int(F.position, try s.requiredInt("position", table: "splits"))
            o.bool(F.inRotation, try s.requiredBool("in_rotation", table: "splits"))
            o.bool(F.dailyChallenge, try s.requiredBool("daily_challenge", table: "splits"))
            o.strings(F.muscleGroups, PlanStepColumns.list(try text("muscle_groups")))
            o.string(R.updatedAt, try text("updated_at"))
            o.optionalString(R.deletedAt, s.string("deleted_at"))
            var steps = o.array(F.steps, .lines(indent: 6))
            for st in splitSteps[try s.requiredInt("id", table: "splits")] ?? [] {
                var so = steps.object()
                so.string(R.uid, try st.requiredString("uid", table: "split_steps"))
                so.string(R.updatedAt, try st.requiredString("updated_at", table: "split_steps"))
                so.plan(try PlanStepColumns.step(from: st, table: "split_steps"))
                so.close()
            }
            steps.close()
            o.close()
            try flush()
        }
        splits.close()
    }

    private func exportChallengeDays(into root: inout JSONObject, _ stamped: StampedSince, flush: () throws -> Void) throws {
        typealias F = ExportFields.ChallengeDay
        typealias N = ExportFields.ChallengeCount
        typealias R = ExportFields.Record
        var counts: [String: [(device: String, sets: Int, updatedAt: String)]] = [:]
        for row in try db.rows("SELECT date, device, sets, updated_at FROM challenge_counts ORDER BY date, device") {
            counts[try row.requiredString("date", table: "challenge_counts"), default: []].append(
                (try row.requiredString("device", table: "challenge_counts"), try row.requiredInt("sets", table: "challenge_counts"),
                 try row.requiredString("updated_at", table: "challenge_counts")))
        }
        let challenge = try db.prepare("""
            SELECT uid, date, sets_completed, target, updated_at FROM daily_challenge
            WHERE \(stamped.sql("updated_at")) OR date IN (SELECT date FROM challenge_counts WHERE \(stamped.sql("updated_at"))) ORDER BY date
            """)
        try challenge.bind(stamped.parameters + stamped.parameters)
        let c = Row(inPlace: challenge, table: "daily_challenge")
        let (cUID, cDate, cSets, cTarget, cUpdated) = (try c.position(of: "uid"), try c.position(of: "date"),
                                                       try c.position(of: "sets_completed"), try c.position(of: "target"),
                                                       try c.position(of: "updated_at"))
        var days = root.array(ExportFields.Document.challengeDays, .documentMember)
        while try challenge.step() {
            var o = days.object()
            try o.column(R.uid, c, cUID)
            try o.column(F.date, c, cDate)
            o.int(F.sets, try c.requiredInt(cSets))
            o.int(F.target, try c.requiredInt(cTarget))
            try o.column(R.updatedAt, c, cUpdated)
            // Each device's count of the day: a sync adds up sets done on two machines.
            var devices = o.array(F.counts, .inline)
            for count in counts[try c.requiredString(cDate)] ?? [] {
                var co = devices.object()
                co.string(N.device, count.device)
                co.int(N.sets, count.sets)
                co.string(R.updatedAt, count.updatedAt)
                co.close()
            }
            devices.close()
            o.close()
            try flush()
        }
        days.close()
    }

    private func exportBody(into root: inout JSONObject, _ stamped: StampedSince, flush: () throws -> Void) throws {
        typealias F = ExportFields.Body
        typealias R = ExportFields.Record
        var body = root.array(ExportFields.Document.body, .documentMember)
        for b in try db.rows("""
            SELECT uid, kind, value, date, measured_epoch, utc_offset_seconds, note, updated_at, deleted_at
            FROM body_measurements WHERE \(stamped.sql("updated_at")) ORDER BY date, measured_epoch, uid
            """, stamped.parameters) {
            let t = "body_measurements"
            var o = body.object()
            let measured = Moment(epochSeconds: try b.requiredDouble("measured_epoch", table: t),
                                  utcOffsetSeconds: try b.requiredInt("utc_offset_seconds", table: t))
            o.string(R.uid, try b.requiredString("uid", table: t))
            o.string(F.kind, try b.requiredString("kind", table: t))
            o.number(F.value, try b.requiredDouble("value", table: t))
            o.string(F.date, try b.requiredString("date", table: t))
            o.string(F.measuredAt, measured.isoDateTime)
            o.number(F.measuredEpoch, measured.epochSeconds)
            o.int(F.utcOffsetSeconds, measured.utcOffsetSeconds)
            o.string(F.note, try b.requiredString("note", table: t))
            o.string(R.updatedAt, try b.requiredString("updated_at", table: t))
            o.optionalString(R.deletedAt, b.string("deleted_at"))
            o.close()
            try flush()
        }
        body.close()
    }

    /// Programs, each its plan file as the lifter keeps it.
    private func exportPrograms(into root: inout JSONObject, _ stamped: StampedSince, flush: () throws -> Void) throws {
        typealias F = ExportFields.Program
        typealias R = ExportFields.Record
        var programs = root.array(ExportFields.Document.programs, .documentMember)
        for program in try self.programs() where stamped.includes(program.updatedAt) {
            var o = programs.object()
            o.string(R.uid, program.uid)
            o.string(F.key, program.key)
            o.string(F.text, program.text)
            o.optionalNumber(F.startedAt, program.startedAt)
            o.string(R.updatedAt, program.updatedAt)
            o.close()
            try flush()
        }
        programs.close()
    }

    /// What was deleted for good, so a merge takes it away instead of bringing it back.
    private func exportTombstones(into root: inout JSONObject, _ stamped: StampedSince, flush: () throws -> Void) throws {
        typealias R = ExportFields.Record
        try exportRows(ExportFields.Document.tombstones, into: &root, flush: flush,
                       "SELECT uid, deleted_at FROM tombstones WHERE \(stamped.sql("deleted_at")) ORDER BY uid", stamped.parameters) { o, t in
            o.string(R.uid, try t.requiredString("uid", table: "tombstones"))
            o.string(R.deletedAt, try t.requiredString("deleted_at", table: "tombstones"))
        }
    }

    /// The array `field`: one object a row of `sql`, each written by `write`.
    private func exportRows(_ field: ExportField, into root: inout JSONObject, flush: () throws -> Void, _ sql: String,
                            _ parameters: [SQLBindable], write: (inout JSONObject, Row) throws -> Void) throws {
        var array = root.array(field, .documentMember)
        for row in try db.rows(sql, parameters) {
            var o = array.object()
            try write(&o, row)
            o.close()
            try flush()
        }
        array.close()
    }
}

/// The rows a sync's changes hold: those stamped at or after `since` (all when nil). Stamps
/// carry their own UTC offset, so they are compared as seconds since 1970.
struct StampedSince {
    let since: Int?

    init(_ since: Int?) { self.since = since }

    /// A condition on the stamp `column`, with `parameters` bound for it.
    func sql(_ column: String) -> String { since == nil ? "1" : "CAST(strftime('%s', \(column)) AS INTEGER) >= ?" }

    var parameters: [SQLBindable] { since.map { [$0] } ?? [] }

    func includes(_ stamp: String) -> Bool {
        guard let since else { return true }
        return (isoInstant(stamp) ?? .infinity) >= Double(since)
    }
}
