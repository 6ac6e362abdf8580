import Domain
import Formats

/// `gymtrack export --format csv`: one row per set, for spreadsheets, streamed as it is read.
extension Store {
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
                ORDER BY s.started_epoch, s.uid, l.step_position, l.set_index, l.uid
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
