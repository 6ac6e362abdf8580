import Domain

/// The header of another app's CSV: each column the file has, under the one English name the
/// readers ask for, whatever language or version of the app wrote it.
///
/// Strong writes its header in the phone's language and has changed it over the years
/// ("Weight", "kg", "Weight (kg)", a `;`-separated Android form with "Workout #" and
/// "Duration (sec)"); FitNotes writes "Weight (kgs)" or "Weight (lbs)". Every name here was seen
/// in a real export.
struct ForeignHeader {
    /// Canonical name: position in the file and the file's own name for it (for messages).
    let columns: [String: (index: Int, name: String)]
    /// Columns whose name says they hold a weight but that no reader reads. A number in one
    /// would be a weight lost, so a row with one is refused.
    let unreadWeights: [(index: Int, name: String)]

    init(_ fields: [String]) {
        var columns: [String: (index: Int, name: String)] = [:]
        var unread: [(index: Int, name: String)] = []
        for (i, field) in fields.enumerated() {
            let own = field.trimmingSpaces
            let key = own.lowercased()
            let canonical = ForeignHeader.aliases[key] ?? key
            if columns[canonical] == nil { columns[canonical] = (i, own) }
            if !ForeignHeader.weightColumns.contains(canonical), ForeignHeader.looksLikeWeight(key) { unread.append((i, own)) }
        }
        self.columns = columns
        unreadWeights = unread
    }

    var names: Set<String> { Set(columns.keys) }

    /// The columns a reader reads weights from, by their canonical names.
    static let weightColumns: Set<String> = ["weight", "weight (kg)", "weight (lbs)", "weight_kg", "weight_lbs", "weight unit",
                                             "completed weight value", "completed weight unit", "required weight value",
                                             "required weight unit", "weight value", "weight / distance",
                                             // Liftosaur's flag (0 or 1) that a set asks for its weight: no weight itself.
                                             "ask weight?"]

    /// A header name that says "weight" in a language an app writes, or names a weight unit.
    static func looksLikeWeight(_ lowercased: String) -> Bool {
        let words = lowercased.split(whereSeparator: { !$0.isLetter })
        if words.contains(where: { ["kg", "kgs", "lb", "lbs", "pounds", "kilograms"].contains($0) }) { return true }
        return ["weight", "poids", "gewicht", "peso", "重量", "вес", "ağırlık", "重さ"].contains { lowercased.contains($0) }
    }

    /// Each header name an app writes (lower case) and the canonical name it stands for.
    static let aliases: [String: String] = {
        var table: [String: String] = [:]
        func add(_ canonical: String, _ names: [String]) { for n in names { table[n] = canonical } }
        // Strong, in the languages of the real exports (English, Chinese, French, German, Spanish)
        // and the other languages the app is offered in.
        add("date", ["日期", "datum", "fecha", "data", "日付", "날짜", "дата", "tarih"])
        add("workout name", ["锻炼名称", "nom de l'entraînement", "nom de l’entraînement", "workout-name", "nombre de entrenamiento",
                             "nome dell'allenamento", "nome do treino", "ワークアウト名", "운동 이름", "название тренировки"])
        add("duration", ["时长", "durée", "dauer", "duración", "durata", "duração", "所要時間", "시간", "длительность", "workout duration"])
        add("exercise name", ["运动名称", "nom de l'exercice", "nom de l’exercice", "name der übung", "nombre del ejercicio",
                              "nome dell'esercizio", "nome do exercício", "エクササイズ名", "운동명", "название упражнения"])
        add("set order", ["设置顺序", "ordre de la série", "reihenfolge festlegen", "orden de la serie", "ordine delle serie",
                          "ordem da série", "セット順", "세트 순서", "порядок подходов"])
        add("weight", ["重量", "poids", "gewicht", "peso", "вес"])
        add("reps", ["次", "réps", "wiederh.", "rep.", "rip.", "reps.", "repetições", "回数", "횟수", "повт."])
        add("distance", ["距离", "entfernung", "distancia", "distanza", "distância", "距離", "거리", "расстояние"])
        add("seconds", ["秒", "secondes", "sekunden", "segundos", "secondi", "초", "секунды"])
        add("notes", ["备注", "notizen", "notas", "note", "メモ", "메모", "заметки"])
        add("workout notes", ["锻炼备注", "notes d'entraînement", "notes d’entraînement", "workout-notizen", "notas del entrenamiento",
                              "note dell'allenamento", "notas do treino", "ワークアウトメモ", "운동 메모", "заметки к тренировке"])
        // Strong's older and Android forms: the unit in the weight column's name.
        add("weight (kg)", ["kg", "weight (kgs)", "weight(kg)"])
        add("weight (lbs)", ["lb", "lbs", "weight (lb)", "weight(lbs)"])
        add("distance (km)", ["km", "distance (km)"])
        add("distance (mi)", ["mi", "distance (mi)"])
        add("distance (m)", ["distance (meters)"])
        add("duration (sec)", ["duration (sec)"])
        // Fitbod: its distance is in metres.
        add("distance (m)", ["distance(m)"])
        // GymBook, in Italian (a real export) and English: what each set is, its reps or time,
        // its weight or distance, each cell with its unit ("20 ripetizioni", "0,00 kg").
        add("workout", ["programma", "routine"])
        add("time", ["orario"])
        add("exercise", ["esercizio"])
        add("set kind", ["set / set di riscaldamento / set di defaticamento", "set / warm-up set / cool-down set",
                         "set / warmup set / cooldown set", "set / warm-up set / cooldown set", "set / warm up set / cool down set"])
        add("reps / time", ["ripetizioni / tempo", "repetitions / time"])
        add("weight / distance", ["peso / distanza"])
        add("notes", ["appunti"])
        add("skipped", ["saltato"])
        return table
    }()
}
