import Foundation

/// What a corpus file holds, counted from its CSV by this test alone (not by the importer's
/// reader): its workouts, sets (Strong's rest-timer rows are not sets), the weights above zero
/// and their sum, and the sum of weight × reps (in kilograms: a file that names no unit is in
/// the database's, kilograms in these tests), set times and their sum, workouts with a duration
/// and with a note of their own (Strong's Workout Notes, Hevy's description), the exercises of a
/// workout with a note on a set, distances above zero, RPEs above zero (Strong writes 0 for
/// none), warm-ups, drop sets, sets to failure, and Hevy's supersets (a `superset_id` that two
/// exercises or more of a workout share).
struct CorpusCounts {
    var workouts = 0, sets = 0, weights = 0, setSeconds = 0, workoutsWithDuration = 0, workoutsWithNotes = 0
    var exercisesWithNotes = 0, distances = 0, rpes = 0, warmups = 0, dropSets = 0, failureSets = 0, supersets = 0
    var kilograms = 0.0, volume = 0.0, totalSetSeconds = 0
    /// Counted for the forms that say them (Fitbod, Liftosaur, GymBook), nil for the others: AMRAP
    /// sets, exercises of a workout with no set done, and the sets planned (done or not).
    var amrapSets: Int?, skippedSteps: Int?, plannedSets: Int?

    static let poundsPerKilogram = 2.204_622_621_8

    /// `skippingLine`: a line the import leaves out, as it cannot be read, counted as not there.
    init(_ bytes: [UInt8], skippingLine: Int? = nil) throws {
        let text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        let firstLine = text.prefix { $0 != "\n" }
        let delimiter: Character = firstLine.filter { $0 == ";" }.count > firstLine.filter { $0 == "," }.count ? ";" : ","
        var rows = simpleCSV(text, delimiter: delimiter)
        let header = rows.removeFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        if let counted = CorpusCounts(otherApp: header, rows) {
            self = counted
            return
        }
        if let line = skippingLine { rows.remove(at: line - 2) } // one record a line in the files that need it
        func column(_ names: [String]) -> Int? { header.firstIndex { names.contains($0) } }
        let hevy = header.contains("exercise_title"), fitNotes = header.contains("Category")
        let width = header.count
        var workoutKeys: Set<String> = [], durationKeys: Set<String> = [], noteKeys: Set<String> = [], notedExercises: Set<String> = []
        if hevy {
            let title = column(["title"])!, start = column(["start_time"])!, end = column(["end_time"])!, exercise = column(["exercise_title"])!
            let kg = column(["weight_kg"]), lb = column(["weight_lbs"]), seconds = column(["duration_seconds"])!, reps = column(["reps"])!
            let description = column(["description"]), notes = column(["exercise_notes"])!, rpe = column(["rpe"])!
            let distance = column(["distance_km", "distance_miles"]), type = column(["set_type"])!, superset = column(["superset_id"])!
            var supersetExercises: [String: Set<String>] = [:]
            for r in rows {
                let key = r[start] + "|" + r[title]
                workoutKeys.insert(key)
                if let description, !trimmed(r[description]).isEmpty { noteKeys.insert(key) }
                if !trimmed(r[notes]).isEmpty { notedExercises.insert(key + "|" + r[exercise]) }
                if !r[end].isEmpty && r[end] != r[start] { durationKeys.insert(key) }
                if !r[superset].isEmpty { supersetExercises[key + "|" + r[superset], default: []].insert(r[exercise]) }
                let weight = kg.flatMap { number(r[$0]) } ?? lb.flatMap { number(r[$0]).map { $0 / Self.poundsPerKilogram } }
                countSet(weight: weight, reps: number(r[reps]), seconds: number(r[seconds]), distance: distance.flatMap { number(r[$0]) },
                         rpe: number(r[rpe]), warmup: r[type] == "warmup", drop: r[type] == "dropset", failure: r[type] == "failure")
            }
            supersets = supersetExercises.values.filter { $0.count > 1 }.count
        } else if fitNotes {
            let date = column(["Date"])!, time = column(["Time"])!, exercise = column(["Exercise"])!, reps = column(["Reps"])!
            let weight = column(["Weight", "Weight (kgs)", "Weight (kg)", "Weight (lbs)"])!, unit = column(["Weight Unit"])
            let pounds = header[weight] == "Weight (lbs)", distance = column(["Distance"]), comment = column(["Comment"])
            for var r in rows {
                // FitNotes wrote some names with an unquoted comma: the extra fields are the name's.
                if r.count > width {
                    let name = r[exercise...(exercise + r.count - width)].joined(separator: ",")
                    r.replaceSubrange(exercise...(exercise + r.count - width), with: [name])
                }
                workoutKeys.insert(r[date])
                if let comment, !trimmed(r[comment]).isEmpty { notedExercises.insert(r[date] + "|" + r[exercise]) }
                let lb = pounds || (unit.map { r[$0].lowercased().hasPrefix("lb") } ?? false)
                // "0:01:30": hours, minutes, seconds.
                let seconds = r[time].split(separator: ":").reduce(0) { $0 * 60 + (Int($1) ?? 0) }
                countSet(weight: number(r[weight]).map { lb ? $0 / Self.poundsPerKilogram : $0 }, reps: number(r[reps]),
                         seconds: Double(seconds), distance: distance.flatMap { number(r[$0]) }, rpe: nil, warmup: false, drop: false, failure: false)
            }
        } else {
            // Strong, in the languages of the corpus: the columns by their place in its header forms.
            let date = column(["Date", "日期", "Datum", "Fecha"])!
            let name = column(["Workout Name", "锻炼名称", "Nom de l'entraînement", "Workout-Name", "Nombre de entrenamiento"])!
            let exercise = column(["Exercise Name", "运动名称", "Nom de l'exercice", "Name der Übung", "Nombre del ejercicio"])!
            let order = column(["Set Order", "设置顺序", "Ordre de la série", "Reihenfolge festlegen", "Orden de la serie"])!
            let duration = column(["Duration", "时长", "Durée", "Dauer", "Duración", "Workout Duration", "Duration (sec)"])
            let weight = column(["Weight", "重量", "Poids", "Gewicht", "Peso", "Weight (kg)", "kg", "lb"])!
            let reps = column(["Reps", "次", "Réps", "Wiederh.", "Rep."])!
            let unit = column(["Weight Unit"]), seconds = column(["Seconds", "秒", "Secondes", "Sekunden", "Segundos"])!
            let notes = column(["Notes", "备注", "Notizen", "Notas"])
            let workoutNotes = column(["Workout Notes", "锻炼备注", "Notes d'entraînement", "Workout-Notizen", "Notas del entrenamiento"])
            let distance = column(["Distance", "距离", "Entfernung", "Distancia", "Distance (meters)", "km", "mi"]), rpe = column(["RPE"])
            for r in rows {
                let kind = r[order].trimmingCharacters(in: .whitespaces).uppercased()
                let setWords = ["W", "D", "F", "WARM_UP", "DROP_SET", "FAILURE"]
                if !kind.contains(where: \.isNumber) && !setWords.contains(kind) { continue } // rest timer
                let key = r[date] + "|" + r[name]
                workoutKeys.insert(key)
                if let workoutNotes, !trimmed(r[workoutNotes]).isEmpty { noteKeys.insert(key) }
                if let notes, !trimmed(r[notes]).isEmpty { notedExercises.insert(key + "|" + r[exercise]) }
                if let duration, r[duration].contains(where: { $0.isNumber && $0 != "0" }) { durationKeys.insert(key) } // not "0s"
                let lb = header[weight] == "lb" || (unit.map { r[$0].lowercased().hasPrefix("lb") } ?? false)
                countSet(weight: number(r[weight]).map { lb ? $0 / Self.poundsPerKilogram : $0 }, reps: number(r[reps]),
                         seconds: number(r[seconds]), distance: distance.flatMap { number(r[$0]) }, rpe: rpe.flatMap { number(r[$0]) },
                         warmup: kind == "W" || kind == "WARM_UP", drop: kind == "D" || kind == "DROP_SET", failure: kind == "F" || kind == "FAILURE")
            }
        }
        workouts = workoutKeys.count
        workoutsWithDuration = durationKeys.count
        workoutsWithNotes = noteKeys.count
        exercisesWithNotes = notedExercises.count
    }

    /// One set: a weight (in kilograms), reps, seconds, a distance or an RPE of 0 is none.
    private mutating func countSet(weight: Double?, reps: Double?, seconds: Double?, distance: Double?, rpe: Double?,
                                   warmup: Bool, drop: Bool, failure: Bool) {
        sets += 1
        if let weight, weight > 0 {
            weights += 1
            kilograms += weight
            volume += weight * (reps ?? 0)
        }
        if let seconds, seconds > 0 {
            setSeconds += 1
            totalSetSeconds += Int(seconds)
        }
        if let distance, distance > 0 { distances += 1 }
        if let rpe, rpe > 0 { rpes += 1 }
        if warmup { warmups += 1 }
        if drop { dropSets += 1 }
        if failure { failureSets += 1 }
    }

    private func number(_ text: String) -> Double? { Double(text.replacingOccurrences(of: ",", with: ".").trimmingCharacters(in: .whitespaces)) }
    private func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
}

/// RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks;
/// blank lines are skipped.
func simpleCSV(_ text: String, delimiter: Character) -> [[String]] {
    var rows: [[String]] = [], row: [String] = [], field = ""
    var quoted = false, atFieldStart = true
    for c in text {
        if quoted {
            if c == "\"" { quoted = false } else { field.append(c) }
            continue
        }
        switch c {
        case "\"":
            if !atFieldStart { field.append("\"") } // a doubled quote: the second opens again
            quoted = true
        case delimiter:
            row.append(field); field = ""; atFieldStart = true; continue
        case "\n", "\r\n":
            row.append(field); field = ""
            if !(row.count == 1 && row[0].isEmpty) { rows.append(row) }
            row = []; atFieldStart = true; continue
        case "\r":
            break
        default:
            field.append(c)
        }
        atFieldStart = false
    }
    if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
    return rows
}
