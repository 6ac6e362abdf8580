import CSQLite
import Domain
import Formats

/// `gymtrack export`: everything the user owns as one JSON document (docs/export-format.md),
/// or one CSV row per set. Rows are streamed from SQLite into the text as they are read, in
/// one read transaction (a consistent snapshot while other terminals write); `write` receives
/// the text in pieces, so a long history is never held whole in memory.
extension Store {
    /// `workoutInProgress`: the workout in progress goes with the finished sessions, marked
    /// `inProgress` (what `gymtrack sync` sends, so a workout begun on one machine can be
    /// finished on the other); an export for a person holds finished sessions only.
    public func exportJSON(createdAt: Moment, appVersion: String, workoutInProgress: Bool = false,
                           write: (String) throws -> Void) throws {
        try writeExportJSON(createdAt: createdAt, appVersion: appVersion, workoutInProgress: workoutInProgress, inTransaction: false, write: write)
    }

    /// `exportJSON`; `inTransaction`: inside a transaction already begun (a sync reads the
    /// database in the transaction that then writes the merge).
    func writeExportJSON(createdAt: Moment, appVersion: String, workoutInProgress: Bool, inTransaction: Bool,
                         write: (String) throws -> Void) throws {
        try read("export the data") {
            if !inTransaction { try db.execute("BEGIN") }
            defer { if !inTransaction { try? db.execute("COMMIT") } }
            let w = JSONWriter()
            w.out.reserveCapacity(1 << 17)
            func flush(_ force: Bool = false) throws {
                if force || w.out.count >= 1 << 16 { try write(String(decoding: w.out, as: UTF8.self)); w.out.removeAll(keepingCapacity: true) }
            }
            w.out += "{\n  \"format\": \"\(ExportFormat.name)\",\n  \"schemaVersion\": \(ExportFormat.schemaVersion),\n  \"createdAt\": "
            appendJSONString(createdAt.isoDateTime, to: &w.out)
            w.out += ",\n  \"app\": {\"name\": \"gymtrack\", \"version\": "
            appendJSONString(appVersion, to: &w.out)
            // The user's settings by key, and when each was last changed (for a sync to keep the
            // later value). `last_backup` is this machine's own.
            func settingsObject(_ column: String) throws {
                var first = true
                for row in try db.rows("SELECT key, \(column) FROM settings WHERE \(column) IS NOT NULL ORDER BY key") {
                    let key = try row.requiredString("key", table: "settings")
                    guard let k = SettingKey(rawValue: key), k != .lastBackup else { continue }
                    w.out += first ? "" : ", "
                    first = false
                    appendJSONString(key, to: &w.out)
                    w.out += ": "
                    appendJSONString(try row.requiredString(column, table: "settings"), to: &w.out)
                }
            }
            w.out += "},\n  \"databaseSchema\": \(schemaVersion),\n  \"settings\": {"
            try settingsObject("value")
            w.out += "},\n  \"settingsUpdatedAt\": {"
            try settingsObject("updated_at")
            var first = true
            w.out += "},\n  \"taxonomy\": ["
            for group in try muscleGroups() {
                var o = JSONObject(w, opening: first ? "\n    {" : ",\n    {")
                first = false
                o.string("id", group.id)
                o.string("name", group.name)
                o.key("regions")
                w.out += "["
                for (i, region) in group.regions.enumerated() {
                    var ro = JSONObject(w, opening: i == 0 ? "{" : ", {")
                    ro.string("id", region.id)
                    ro.string("name", region.name)
                    ro.string("label", region.label)
                    w.out += "}"
                }
                w.out += "]}"
            }
            w.out += first ? "],\n  \"exercises\": [" : "\n  ],\n  \"exercises\": ["
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
            first = true
            for e in try db.rows("""
                SELECT id, uid, name, category, equipment, load_type, unilateral, updated_at FROM exercises WHERE is_custom = 1 ORDER BY id
                """) {
                let id = try e.requiredString("id", table: "exercises")
                var o = JSONObject(w, opening: first ? "\n    {" : ",\n    {")
                first = false
                o.string("id", id)
                o.string("uid", try e.requiredString("uid", table: "exercises"))
                o.string("name", try e.requiredString("name", table: "exercises"))
                o.string("category", try e.requiredString("category", table: "exercises"))
                o.string("equipment", try e.requiredString("equipment", table: "exercises"))
                o.strings("primary", primary[id] ?? [])
                o.strings("secondary", secondary[id] ?? [])
                // Null: the load of its category, whatever that is when the file is read.
                o.optionalString("loadType", e.string("load_type"))
                o.bool("unilateral", try e.requiredBool("unilateral", table: "exercises"))
                o.string("updatedAt", try e.requiredString("updated_at", table: "exercises"))
                w.out += "}"
            }
            w.out += first ? "],\n  \"splits\": [" : "\n  ],\n  \"splits\": ["
            let splitSteps = try Dictionary(grouping: db.rows("""
                SELECT split_id, uid, updated_at, \(PlanStepColumns.names.joined(separator: ", ")) FROM split_steps ORDER BY split_id, position
                """)) { try $0.requiredInt("split_id", table: "split_steps") }
            first = true
            for s in try db.rows("""
                SELECT id, uid, session_type, name, title, description, target_duration, colour, glyph, position, in_rotation,
                       muscle_groups, updated_at, deleted_at
                FROM splits ORDER BY position, id
                """) {
                func text(_ c: String) throws -> String { try s.requiredString(c, table: "splits") }
                var o = JSONObject(w, opening: first ? "\n    {" : ",\n    {")
                first = false
                o.string("uid", try text("uid"))
                o.string("sessionType", try text("session_type"))
                o.string("name", try text("name"))
                o.string("title", try text("title"))
                o.string("description", try text("description"))
                o.string("targetDuration", try text("target_duration"))
                o.string("colour", try text("colour"))
                o.string("glyph", try text("glyph"))
                o.int("position", try s.requiredInt("position", table: "splits"))
                o.bool("inRotation", try s.requiredBool("in_rotation", table: "splits"))
                o.strings("muscleGroups", PlanStepColumns.list(try text("muscle_groups")))
                o.string("updatedAt", try text("updated_at"))
                o.optionalString("deletedAt", s.string("deleted_at"))
                o.key("steps")
                w.out += "["
                for (i, st) in (splitSteps[try s.requiredInt("id", table: "splits")] ?? []).enumerated() {
                    var so = JSONObject(w, opening: i == 0 ? "\n      {" : ",\n      {")
                    so.string("uid", try st.requiredString("uid", table: "split_steps"))
                    so.string("updatedAt", try st.requiredString("updated_at", table: "split_steps"))
                    try so.plan(try PlanStepColumns.step(from: st, table: "split_steps"))
                    w.out += "}"
                }
                w.out += "]}"
                try flush()
            }
            w.out += first ? "],\n  \"sessions\": [" : "\n  ],\n  \"sessions\": ["
            try exportSessions(into: w, workoutInProgress: workoutInProgress, flush: { try flush() })
            w.out += "\n  ],\n  \"challengeDays\": ["
            first = true
            var counts: [String: [(device: String, sets: Int, updatedAt: String)]] = [:]
            for row in try db.rows("SELECT date, device, sets, updated_at FROM challenge_counts ORDER BY date, device") {
                counts[try row.requiredString("date", table: "challenge_counts"), default: []].append(
                    (try row.requiredString("device", table: "challenge_counts"), try row.requiredInt("sets", table: "challenge_counts"),
                     try row.requiredString("updated_at", table: "challenge_counts")))
            }
            let challenge = try db.prepare("SELECT uid, date, sets_completed, target, updated_at FROM daily_challenge ORDER BY date")
            let c = Row(inPlace: challenge, table: "daily_challenge")
            let (cUID, cDate, cSets, cTarget, cUpdated) = (try c.position(of: "uid"), try c.position(of: "date"),
                                                           try c.position(of: "sets_completed"), try c.position(of: "target"),
                                                           try c.position(of: "updated_at"))
            while try challenge.step() {
                var o = JSONObject(w, opening: first ? "\n    {" : ",\n    {")
                first = false
                try o.column("uid", c, cUID)
                try o.column("date", c, cDate)
                o.int("sets", try c.requiredInt(cSets))
                o.int("target", try c.requiredInt(cTarget))
                try o.column("updatedAt", c, cUpdated)
                // Each device's count of the day: a sync adds up sets done on two machines.
                o.key("counts")
                w.out += "["
                for (i, count) in (counts[try c.requiredString(cDate)] ?? []).enumerated() {
                    var co = JSONObject(w, opening: i == 0 ? "{" : ", {")
                    co.string("device", count.device)
                    co.int("sets", count.sets)
                    co.string("updatedAt", count.updatedAt)
                    w.out += "}"
                }
                w.out += "]"
                w.out += "}"
                try flush()
            }
            w.out += first ? "],\n  \"body\": [" : "\n  ],\n  \"body\": ["
            first = true
            for b in try db.rows("""
                SELECT uid, kind, value, date, measured_epoch, utc_offset_seconds, note, updated_at, deleted_at
                FROM body_measurements ORDER BY date, measured_epoch, id
                """) {
                let t = "body_measurements"
                var o = JSONObject(w, opening: first ? "\n    {" : ",\n    {")
                first = false
                let measured = Moment(epochSeconds: try b.requiredDouble("measured_epoch", table: t),
                                      utcOffsetSeconds: try b.requiredInt("utc_offset_seconds", table: t))
                o.string("uid", try b.requiredString("uid", table: t))
                o.string("kind", try b.requiredString("kind", table: t))
                o.number("value", try b.requiredDouble("value", table: t))
                o.string("date", try b.requiredString("date", table: t))
                o.string("measuredAt", measured.isoDateTime)
                o.number("measuredEpoch", measured.epochSeconds)
                o.int("utcOffsetSeconds", measured.utcOffsetSeconds)
                o.string("note", try b.requiredString("note", table: t))
                o.string("updatedAt", try b.requiredString("updated_at", table: t))
                o.optionalString("deletedAt", b.string("deleted_at"))
                w.out += "}"
                try flush()
            }
            // Programs, each its plan file as the lifter keeps it.
            w.out += first ? "],\n  \"programs\": [" : "\n  ],\n  \"programs\": ["
            first = true
            for program in try programs() {
                var o = JSONObject(w, opening: first ? "\n    {" : ",\n    {")
                first = false
                o.string("uid", program.uid)
                o.string("key", program.key)
                o.string("text", program.text)
                o.optionalNumber("startedAt", program.startedAt)
                o.string("updatedAt", program.updatedAt)
                w.out += "}"
                try flush()
            }
            // What was deleted for good, so a merge takes it away instead of bringing it back.
            w.out += first ? "],\n  \"tombstones\": [" : "\n  ],\n  \"tombstones\": ["
            first = true
            for t in try db.rows("SELECT uid, deleted_at FROM tombstones ORDER BY uid") {
                var o = JSONObject(w, opening: first ? "\n    {" : ",\n    {")
                first = false
                o.string("uid", try t.requiredString("uid", table: "tombstones"))
                o.string("deletedAt", try t.requiredString("deleted_at", table: "tombstones"))
                w.out += "}"
                try flush()
            }
            w.out += first ? "]\n}\n" : "\n  ]\n}\n"
            try flush(true)
        }
    }

    /// Finished sessions with their steps and sets: three statements walked side by side, in
    /// session id order, so no set is held in memory longer than it takes to write it.
    private func exportSessions(into w: JSONWriter, workoutInProgress: Bool, flush: () throws -> Void) throws {
        let sessions = try db.prepare("""
            SELECT id, uid, session_type, title, date, started_at, started_epoch, utc_offset_seconds, duration_seconds, is_partial,
                   steps_total, steps_completed, muscle_groups, updated_at, deleted_at, note, status
            FROM sessions WHERE status = 'finished' OR (? AND status = 'active') ORDER BY id
            """)
        try sessions.bind([workoutInProgress])
        let steps = try db.prepare("""
            SELECT session_id, position, uid, updated_at, \(PlanStepColumns.names.joined(separator: ", ")),
                   checked_at, timer_elapsed, credited_challenge_date, skipped, note
            FROM session_steps ORDER BY session_id, position
            """)
        let sets = try db.prepare("""
            SELECT session_id, step_position, uid, set_index, is_warmup, \(SetLogColumns.selected()), completed_at,
                   completed_epoch, updated_at
            FROM set_logs ORDER BY session_id, step_position, set_index
            """)
        defer {
            sessions.reset()
            steps.reset()
            sets.reset()
        }
        let s = Row(inPlace: sessions, table: "sessions"), st = Row(inPlace: steps, table: "session_steps"),
            x = Row(inPlace: sets, table: "set_logs")
        let sID = try s.position(of: "id"), sUID = try s.position(of: "uid"), sType = try s.position(of: "session_type"),
            sTitle = try s.position(of: "title"), sDate = try s.position(of: "date"), sStarted = try s.position(of: "started_at"),
            sEpoch = try s.position(of: "started_epoch"), sOffset = try s.position(of: "utc_offset_seconds"),
            sDuration = try s.position(of: "duration_seconds"), sPartial = try s.position(of: "is_partial"),
            sTotal = try s.position(of: "steps_total"), sDone = try s.position(of: "steps_completed"),
            sGroups = try s.position(of: "muscle_groups"), sUpdated = try s.position(of: "updated_at"), sDeleted = try s.position(of: "deleted_at"),
            sNote = try s.position(of: "note"), sStatus = try s.position(of: "status")
        let tSession = try st.position(of: "session_id"), tPosition = try st.position(of: "position"), tUID = try st.position(of: "uid"),
            tUpdated = try st.position(of: "updated_at"), tChecked = try st.position(of: "checked_at"),
            tElapsed = try st.position(of: "timer_elapsed"), tCredited = try st.position(of: "credited_challenge_date"),
            tSkipped = try st.position(of: "skipped"), tNote = try st.position(of: "note")
        let xSession = try x.position(of: "session_id"), xPosition = try x.position(of: "step_position"), xUID = try x.position(of: "uid"),
            xIndex = try x.position(of: "set_index"), xAt = try x.position(of: "completed_at"), xEpoch = try x.position(of: "completed_epoch"),
            xUpdated = try x.position(of: "updated_at")
        var hasStep = try steps.step(), hasSet = try sets.step()
        var first = true
        while try sessions.step() {
            let id = try s.requiredInt(sID)
            while try hasStep && st.requiredInt(tSession) < id { hasStep = try steps.step() }
            while try hasSet && x.requiredInt(xSession) < id { hasSet = try sets.step() }
            var o = JSONObject(w, opening: first ? "\n    {" : ",\n    {")
            first = false
            try o.column("uid", s, sUID)
            try o.column("sessionType", s, sType)
            try o.column("title", s, sTitle)
            try o.column("date", s, sDate)
            try o.column("startedAt", s, sStarted)
            o.number("startedEpoch", try s.requiredDouble(sEpoch))
            o.int("utcOffsetSeconds", try s.requiredInt(sOffset))
            o.int("durationSeconds", try s.requiredInt(sDuration))
            o.bool("isPartial", try s.requiredInt(sPartial) != 0)
            o.int("stepsTotal", try s.requiredInt(sTotal))
            o.int("stepsCompleted", try s.requiredInt(sDone))
            o.strings("muscleGroups", PlanStepColumns.list(try s.requiredString(sGroups)))
            try o.column("updatedAt", s, sUpdated)
            try o.column("deletedAt", s, sDeleted, nullable: true)
            try o.column("note", s, sNote)
            if try s.requiredString(sStatus) == "active" { o.bool("inProgress", true) }
            o.key("steps")
            w.out += "["
            var firstStep = true
            while try hasStep && st.requiredInt(tSession) == id {
                let position = try st.requiredInt(tPosition)
                var so = JSONObject(w, opening: firstStep ? "\n      {" : ",\n      {")
                firstStep = false
                try so.column("uid", st, tUID)
                try so.column("updatedAt", st, tUpdated)
                try so.plan(try PlanStepColumns.step(from: st, table: "session_steps"))
                so.optionalNumber("checkedAt", st.double(tChecked))
                so.number("timerElapsed", try st.requiredDouble(tElapsed))
                try so.column("creditedChallengeDate", st, tCredited, nullable: true)
                so.bool("skipped", try st.requiredInt(tSkipped) != 0)
                try so.column("note", st, tNote)
                so.key("sets")
                w.out += "["
                while try hasSet && x.requiredInt(xSession) == id && x.requiredInt(xPosition) < position { hasSet = try sets.step() }
                var firstSet = true
                while try hasSet && x.requiredInt(xSession) == id && x.requiredInt(xPosition) == position {
                    var xo = JSONObject(w, opening: firstSet ? "\n        {" : ",\n        {")
                    firstSet = false
                    try xo.column("uid", x, xUID)
                    xo.int("setIndex", try x.requiredInt(xIndex))
                    xo.figures(try SetLogColumns.set(from: x))
                    try xo.column("completedAt", x, xAt)
                    xo.number("completedEpoch", try x.requiredDouble(xEpoch))
                    try xo.column("updatedAt", x, xUpdated)
                    w.out += "}"
                    hasSet = try sets.step()
                }
                w.out += "]}"
                hasStep = try steps.step()
            }
            w.out += "]}"
            try flush()
        }
    }

    /// One row per set of every finished session, for spreadsheets: weights in `unit`.
    public func exportCSV(unit: WeightUnit, write: (String) throws -> Void) throws {
        try read("export the data") {
            try db.execute("BEGIN")
            defer { try? db.execute("COMMIT") }
            var out = "date,start time,split,exercise,set number,set type,reps,weight,unit,seconds,rpe,notes,superset,workout notes,"
                + "distance,distance unit,set kind,reps right,rir,load,body weight,set note\n"
            let rows = try db.prepare("""
                SELECT s.date AS date, s.started_at AS started_at, coalesce(sp.name, s.title) AS split, st.title AS exercise,
                       l.set_index AS set_index, l.is_warmup AS is_warmup, l.reps AS reps, l.weight AS weight,
                       l.duration_seconds AS duration_seconds, l.rpe AS rpe, st.note AS note,
                       st.superset_group AS superset_group, s.note AS workout_note, l.distance_m AS distance_m, l.set_type AS set_type,
                       l.reps_right AS reps_right, l.rir AS rir, coalesce(st.load_type, 'weight') AS load_type, l.body_weight AS body_weight,
                       l.note AS set_note
                FROM set_logs l
                JOIN sessions s ON s.id = l.session_id
                LEFT JOIN session_steps st ON st.session_id = l.session_id AND st.position = l.step_position
                LEFT JOIN splits sp ON sp.session_type = s.session_type
                WHERE s.status = 'finished' AND s.deleted_at IS NULL
                ORDER BY l.session_id, l.step_position, l.set_index
                """)
            defer { rows.reset() }
            let c = Row(inPlace: rows, table: "set_logs")
            let date = try c.position(of: "date"), started = try c.position(of: "started_at"), split = try c.position(of: "split"),
                exercise = try c.position(of: "exercise"), index = try c.position(of: "set_index"), warm = try c.position(of: "is_warmup"),
                reps = try c.position(of: "reps"), weight = try c.position(of: "weight"), seconds = try c.position(of: "duration_seconds"),
                rpe = try c.position(of: "rpe"), note = try c.position(of: "note"), superset = try c.position(of: "superset_group"),
                workoutNote = try c.position(of: "workout_note"),
                distance = try c.position(of: "distance_m"), setType = try c.position(of: "set_type"),
                repsRight = try c.position(of: "reps_right"), rir = try c.position(of: "rir"),
                load = try c.position(of: "load_type"), bodyWeight = try c.position(of: "body_weight"), setNote = try c.position(of: "set_note")
            while try rows.step() {
                let start = try c.requiredString(started)
                let time = start.count >= 16 ? String(start.dropFirst(11).prefix(5)) : ""
                // A set whose step is missing (the LEFT JOIN) still has its row: no exercise, no note.
                out += try c.requiredString(date) + "," + time + "," + CSV.field(try c.requiredString(split)) + ","
                    + CSV.field(c.string(exercise) ?? "") + ","
                let warmup = try c.requiredInt(warm) != 0
                out += String(try c.requiredInt(index) + 1) + (warmup ? ",warm-up," : ",working,")
                out += (c.int(reps).map(String.init) ?? "") + ","
                if let kg = c.double(weight) {
                    let value = (unit.fromKilograms(kg) * 100).rounded() / 100
                    out += jsonNumber(value) + "," + unit.rawValue + ","
                } else {
                    out += ",,"
                }
                out += (c.int(seconds).map(String.init) ?? "") + "," + (c.double(rpe).map(jsonNumber) ?? "") + ","
                out += CSV.field(c.string(note) ?? "") + "," + (c.int(superset).map(String.init) ?? "") + ","
                out += CSV.field(try c.requiredString(workoutNote)) + ","
                // Added later, so after the columns spreadsheets already read: the distance in the
                // unit's distance unit, the set's kind beside warm-up and working, the right side.
                if let metres = c.double(distance) {
                    out += jsonNumber((unit.distance(fromMetres: metres) * 1000).rounded() / 1000) + "," + unit.distanceName + ","
                } else {
                    out += ",,"
                }
                out += Store.csvSetKind(warmup: warmup, type: c.string(setType).flatMap(SetType.init(rawValue:)) ?? .normal) + ","
                out += (c.int(repsRight).map(String.init) ?? "") + "," + (c.double(rir).map(jsonNumber) ?? "") + ","
                // How `weight` reads (added to the body, the help of an assisted one) and the body
                // weight in force, so a spreadsheet can tell a dip's +40 kg from 40 kg lifted.
                out += (c.string(load) ?? "weight") + "," + (c.double(bodyWeight).map { jsonNumber((unit.fromKilograms($0) * 100).rounded() / 100) } ?? "") + ","
                out += CSV.field(c.string(setNote) ?? "") + "\n"
                if out.utf8.count >= 1 << 16 { try write(out); out.removeAll(keepingCapacity: true) }
            }
            try write(out)
        }
    }
}

extension Store {
    /// The `set kind` column of the CSV export: warm-up, working, drop, failure or AMRAP.
    static func csvSetKind(warmup: Bool, type: SetType) -> String {
        if warmup { return "warm-up" }
        switch type {
        case .normal: return "working"
        case .drop: return "drop"
        case .failure: return "failure"
        case .amrap: return "AMRAP"
        }
    }
}

/// The text of an export being written, as UTF-8 bytes (appending bytes is several times

/// cheaper than appending to a String).
final class JSONWriter {
    var out: [UInt8] = []
}

func += (lhs: inout [UInt8], rhs: String) { lhs.append(contentsOf: rhs.utf8) }

/// Appends `text` to `out` as a JSON string literal.
func appendJSONString(_ text: String, to out: inout [UInt8]) {
    var plain = true
    for b in text.utf8 where b < 0x20 || b == 0x22 || b == 0x5C { plain = false; break }
    if plain {
        out.append(0x22)
        out.append(contentsOf: text.utf8)
        out.append(0x22)
    } else {
        var escaped = ""
        Formats.appendJSONString(text, to: &escaped)
        out.append(contentsOf: escaped.utf8)
    }
}

/// Appends an integer's decimal digits.
func appendInt(_ value: Int, to out: inout [UInt8]) {
    if value < 0 { out.append(0x2D) }
    var v = value.magnitude
    if v < 10 { out.append(UInt8(48 + v)); return }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var n = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
        while v > 0 { buffer[n] = UInt8(48 + v % 10); v /= 10; n += 1 }
        for i in stride(from: n - 1, through: 0, by: -1) { out.append(buffer[i]) }
    }
}

func appendNumber(_ value: Double, to out: inout [UInt8]) {
    if value == value.rounded(), abs(value) < 1e15 { appendInt(Int(value), to: &out) } else { out += String(value) }
}

extension Row {
    /// The text column at position `i` as a JSON string, or null when it may be and is NULL
    /// (`nullable`); its bytes copied from SQLite when none needs escaping.
    func appendJSON(_ i: Int32, nullable: Bool = false, to out: inout [UInt8]) throws {
        try withText(i) { bytes in
            guard let bytes else {
                if nullable { out += "null"; return }
                _ = try requiredString(i)
                return
            }
            if bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
                appendJSONString(String(decoding: bytes, as: UTF8.self), to: &out)
            } else {
                out.append(0x22)
                out.append(contentsOf: bytes)
                out.append(0x22)
            }
        }
    }
}

/// Writes one JSON object's members into a string, commas between them.
struct JSONObject {
    private let w: JSONWriter
    private var first = true

    init(_ w: JSONWriter, opening: String) {
        w.out += opening
        self.w = w
    }

    mutating func key(_ k: StaticString) {
        if first { w.out.append(0x22) } else { w.out.append(0x2C); w.out.append(0x20); w.out.append(0x22) }
        first = false
        w.out.append(contentsOf: UnsafeBufferPointer(start: k.utf8Start, count: k.utf8CodeUnitCount))
        w.out.append(0x22); w.out.append(0x3A); w.out.append(0x20)
    }

    /// A text column of a row read in place, its bytes copied straight from SQLite.
    /// A text column as it is: an error when it is NULL, unless it may be (`nullable`: then null).
    mutating func column(_ k: StaticString, _ row: Row, _ i: Int32, nullable: Bool = false) throws {
        key(k)
        try row.appendJSON(i, nullable: nullable, to: &w.out)
    }

    mutating func string(_ k: StaticString, _ v: String) { key(k); appendJSONString(v, to: &w.out) }
    mutating func optionalString(_ k: StaticString, _ v: String?) { if let v { string(k, v) } else { key(k); w.out += "null" } }
    mutating func int(_ k: StaticString, _ v: Int) { key(k); appendInt(v, to: &w.out) }
    mutating func optionalInt(_ k: StaticString, _ v: Int?) { key(k); if let v { appendInt(v, to: &w.out) } else { w.out += "null" } }
    mutating func number(_ k: StaticString, _ v: Double) { key(k); appendNumber(v, to: &w.out) }
    mutating func optionalNumber(_ k: StaticString, _ v: Double?) { key(k); if let v { appendNumber(v, to: &w.out) } else { w.out += "null" } }
    mutating func bool(_ k: StaticString, _ v: Bool) { key(k); w.out += v ? "true" : "false" }
    mutating func strings(_ k: StaticString, _ v: [String]) {
        key(k)
        w.out += "["
        for (i, s) in v.enumerated() {
            if i > 0 { w.out += ", " }
            appendJSONString(s, to: &w.out)
        }
        w.out += "]"
    }

    /// A set's figures but its body weight, which follows from the weigh-ins, not the file.
    mutating func figures(_ set: SetLog) {
        bool("isWarmup", set.isWarmup)
        optionalInt("reps", set.reps)
        optionalNumber("weight", set.weight)
        optionalInt("durationSeconds", set.durationSeconds)
        optionalNumber("rpe", set.rpe)
        optionalInt("repsRight", set.repsRight)
        optionalNumber("distanceMeters", set.distanceMeters)
        string("setType", set.type.rawValue)
        optionalNumber("rir", set.rir)
        string("note", set.note)
    }

    mutating func plan(_ p: PlanStep) throws {
        optionalString("exerciseId", p.exerciseID)
        string("title", p.title)
        string("kind", p.kind.rawValue)
        string("setsText", p.setsText)
        int("warmupSets", p.warmupSets)
        int("workingSets", p.workingSets)
        string("repsText", p.repsText)
        optionalInt("durationSeconds", p.durationSeconds)
        string("notes", p.notes)
        string("loadType", p.loadType.rawValue)
        optionalNumber("weight", p.weight)
        optionalInt("restSeconds", p.restSeconds)
        bool("cycles", p.cycles)
        optionalString("weightUpdated", p.weightUpdated?.iso)
        optionalInt("reviewWeeks", p.reviewWeeks)
        optionalInt("supersetGroup", p.supersetGroup)
        bool("unilateral", p.unilateral)
        optionalInt("programSlot", p.programSlot)
    }

}
