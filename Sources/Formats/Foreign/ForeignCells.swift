import Domain

/// A column of the header, looked up once per file: its name (for messages) and position.
struct Column {
    /// The column's name as the file writes it, for messages ("Reps", "Wiederh.").
    let name: String
    /// The name exactly as the file's header writes it ("Set Order").
    let heading: String
    let index: Int?

    init(_ canonical: String, _ header: ForeignHeader) {
        let found = header.columns[canonical]
        // The file's own spelling where it is not the canonical one ("Wiederh.", not "reps").
        let own = found?.name ?? canonical
        name = escapedText(own.lowercased() == canonical ? canonical : own)
        heading = escapedText(own)
        index = found?.index
    }

    init(name: String, index: Int) {
        self.name = escapedText(name)
        heading = self.name
        self.index = index
    }
}

/// Every column a row reader asks for, found by name once when the header is read. A class:
/// the row readers take it for every row, and as a struct of 26 names each took a copy.
final class HeaderColumns {
    // Strong (and FitNotes' shared names)
    let setOrder, weightUnit, date, workoutName, duration, workoutSeconds, exerciseName, weight, reps, seconds, rpe, notes, workoutNotes: Column
    let distance, distanceKm, distanceMi, distanceM, distanceUnit: Column
    // Hevy
    let startTime, endTime, setType, weightKg, weightLbs, title, exerciseTitle, durationSeconds, exerciseNotes, supersetID, description: Column
    let distanceKmHevy, distanceMiles: Column
    // FitNotes
    let weightKgParen, weightLbsParen, exercise, time, comment: Column
    /// Columns that name a weight no reader reads.
    let unreadWeights: [Column]
    // Fitbod, Liftosaur and GymBook: each reader's own (beside their files).
    let fitbod: FitbodColumns
    let liftosaur: LiftosaurColumns
    let gymBook: GymBookColumns

    init(_ h: ForeignHeader) {
        setOrder = Column("set order", h); weightUnit = Column("weight unit", h); date = Column("date", h)
        workoutName = Column("workout name", h); duration = Column("duration", h); workoutSeconds = Column("duration (sec)", h)
        exerciseName = Column("exercise name", h); weight = Column("weight", h); reps = Column("reps", h); seconds = Column("seconds", h)
        rpe = Column("rpe", h); notes = Column("notes", h); workoutNotes = Column("workout notes", h)
        distance = Column("distance", h); distanceKm = Column("distance (km)", h); distanceMi = Column("distance (mi)", h)
        distanceM = Column("distance (m)", h); distanceUnit = Column("distance unit", h)
        startTime = Column("start_time", h); endTime = Column("end_time", h); setType = Column("set_type", h)
        weightKg = Column("weight_kg", h); weightLbs = Column("weight_lbs", h); title = Column("title", h)
        exerciseTitle = Column("exercise_title", h); durationSeconds = Column("duration_seconds", h); exerciseNotes = Column("exercise_notes", h)
        supersetID = Column("superset_id", h); description = Column("description", h)
        distanceKmHevy = Column("distance_km", h); distanceMiles = Column("distance_miles", h)
        weightKgParen = Column("weight (kg)", h); weightLbsParen = Column("weight (lbs)", h); exercise = Column("exercise", h)
        time = Column("time", h); comment = Column("comment", h)
        unreadWeights = h.unreadWeights.map { Column(name: $0.name, index: $0.index) }
        fitbod = FitbodColumns(h)
        liftosaur = LiftosaurColumns(h)
        gymBook = GymBookColumns(h)
    }

    /// The column holding the exercise's name in a file of `format`.
    func exerciseColumn(_ format: ForeignFormat) -> Column {
        switch format {
        case .strong: return exerciseName
        case .hevy: return exerciseTitle
        case .fitNotes, .fitbod, .liftosaur, .gymBook: return exercise
        }
    }
}

/// What consecutive rows repeat (a workout's name, date and duration, an exercise's name):
/// the last bytes seen in each column with the text or value made from them.
final class RowMemo {
    var bytes: [[UInt8]]
    var texts: [String]
    var durationColumn = -1
    var durationBytes: [UInt8] = []
    var durationValue: Int? = nil
    var dateBytes: [UInt8]? = nil

    init(width: Int) {
        bytes = Array(repeating: [], count: width)
        texts = Array(repeating: "", count: width)
    }
}

/// Whether `fields.bytes[range]` are exactly `other`.
@inline(__always) func sameBytes(_ fields: CSVFields, _ range: Range<Int>, _ other: [UInt8]) -> Bool {
    guard range.count == other.count else { return false }
    return fields.bytes.withUnsafeBufferPointer { a in
        other.withUnsafeBufferPointer { b in
            var i = 0
            while i < b.count { if a[range.lowerBound + i] != b[i] { return false }; i += 1 }
            return true
        }
    }
}

/// The cells of one data row, read by column; errors name the line and column. Fields are
/// read from the record's bytes: text is made only for the fields kept, once per run of rows
/// that repeat it, and numbers are read from the bytes.
struct Cells {
    enum SetOrder { case number, warmup, other }

    let fields: CSVFields
    let line: Int
    let decimalComma: Bool
    /// The last date parsed: the rows of one workout repeat it.
    var cache: DateCache? = nil
    var memo: RowMemo? = nil
    /// How to read a slash date (13/09/2021); nil where the file has none.
    var dateOrder: DateOrder? = nil

    /// Refuses a row with a number in a column that names a weight no reader reads.
    func refuseUnreadWeights(_ columns: [Column]) throws {
        for column in columns {
            let text = self[column].trimmingSpaces
            guard !text.isEmpty, Double(decimalComma ? String(text.map { $0 == "," ? "." : $0 }) : text) != nil else { continue }
            throw ImportError("Line \(line): the column \(quotedValue(column.name)) holds a weight gymtrack cannot read, and importing the file without it would lose every weight.")
        }
    }

    /// A workout's time must be one an export can carry: from 1970 to the year 9999 in any
    /// offset, the offset within ±18 hours, the duration at most a year (`ExportFormat.Bounds`).
    func checkTime(local: Int, offset: Int?, duration: Int?, column: Column) throws {
        let bounds = ExportFormat.Bounds.self
        if let offset, !bounds.utcOffsetSeconds.contains(offset) {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column].trimmingSpaces)) is more than 18 hours from UTC.")
        }
        if let duration, !bounds.sessionSeconds.contains(duration) {
            throw ImportError("Line \(line): the workout lasts more than a year.")
        }
        guard localTimeIsWithinBounds(local, lasting: duration ?? 0) else { throw outOfBounds(column) }
    }

    /// The sentence refusing a time outside `ExportFormat.Bounds.epoch`.
    func outOfBounds(_ column: Column) -> ImportError {
        let years = ExportFormat.Bounds.years
        return ImportError("Line \(line): \(column.name) \(quotedValue(self[column].trimmingSpaces)) is not between \(years.lowerBound) and \(years.upperBound).")
    }

    /// The field's text as it is in the file (untrimmed); "" for a column the header lacks.
    subscript(_ column: Column) -> String {
        guard let i = column.index, i < fields.count else { return "" }
        guard let memo else { return fields.string(i) }
        let range = fields.range(i)
        if sameBytes(fields, range, memo.bytes[i]) { return memo.texts[i] }
        let text = fields.string(i)
        memo.bytes[i] = Array(fields.bytes[range])
        memo.texts[i] = text
        return text
    }

    /// The field's bytes when they need no trimming (none, or neither end a space, tab or
    /// line break); nil when they might, or the header lacks the column.
    func plainRange(_ column: Column) -> Range<Int>? {
        guard let i = column.index, i < fields.count else { return nil }
        let range = fields.range(i)
        if range.isEmpty { return range }
        let isSpace: (UInt8) -> Bool = { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        if isSpace(fields.bytes[range.lowerBound]) || isSpace(fields.bytes[range.upperBound - 1]) { return nil }
        return range
    }

    /// Strong's Set Order in the common cases, read from the bytes: a number (up to 9 digits)
    /// or W/w; anything else is left to the text.
    func setOrder(_ column: Column) -> SetOrder {
        guard let r = plainRange(column), !r.isEmpty else { return .other }
        if r.count == 1 && (fields.bytes[r.lowerBound] == UInt8(ascii: "W") || fields.bytes[r.lowerBound] == UInt8(ascii: "w")) { return .warmup }
        guard r.count <= 9 else { return .other }
        for i in r where fields.bytes[i] < 48 || fields.bytes[i] > 57 { return .other }
        return .number
    }

    func required(_ column: Column) throws -> String {
        let v = self[column].trimmingSpaces
        guard !v.isEmpty else { throw ImportError("Line \(line): \(column.name) is empty.") }
        return v
    }

    /// Plain decimals ("82.5", "12"; with a decimal comma after a `;` delimiter), read from the
    /// bytes: at most 15 digits, so the digits as an integer and the power of ten are exact
    /// and their one division rounds as `Double(String)` does. Anything else, nil.
    func plainDecimal(_ r: Range<Int>) -> Double? {
        guard !r.isEmpty, r.count <= 16 else { return nil }
        var mantissa = 0, digits = 0, fraction = -1
        for i in r {
            let b = fields.bytes[i]
            if b >= 48 && b <= 57 {
                mantissa = mantissa * 10 + Int(b - 48)
                digits += 1
                if fraction >= 0 { fraction += 1 }
            } else if (b == UInt8(ascii: ".") || (decimalComma && b == UInt8(ascii: ","))) && fraction < 0 && digits > 0 {
                fraction = 0
            } else {
                return nil
            }
        }
        guard digits <= 15, fraction != 0 else { return nil }
        let powers: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]
        return fraction > 0 ? Double(mantissa) / powers[fraction] : Double(mantissa)
    }

    func number(_ column: Column) throws -> Double? {
        if let r = plainRange(column) {
            if r.isEmpty { return nil }
            if let d = plainDecimal(r), d < 1e9 { return d }
        }
        var v = self[column].trimmingSpaces
        if v.isEmpty { return nil }
        if decimalComma { v = String(v.map { $0 == "," ? "." : $0 }) }
        guard let d = Double(v), d.isFinite, d >= 0, d < 1e9 else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column])) is not a number.")
        }
        return d
    }

    /// A number that must lie in `bounds` (the export's, `ExportFormat.Bounds`: a file this
    /// import accepts is one an export of the database can be read back from).
    func number(_ column: Column, in bounds: ClosedRange<Double>) throws -> Double? {
        guard let d = try number(column) else { return nil }
        guard bounds.contains(d) else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column].trimmingSpaces)) is more than \(Int(bounds.upperBound)).")
        }
        return d
    }

    func whole(_ column: Column, in bounds: ClosedRange<Int>) throws -> Int? {
        try whole(column).map { n in
            guard bounds.contains(n) else { throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column].trimmingSpaces)) is more than \(bounds.upperBound).") }
            return n
        }
    }

    func whole(_ column: Column) throws -> Int? {
        guard let d = try number(column) else { return nil }
        guard d == d.rounded() else { throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column])) is not a whole number.") }
        return Int(d)
    }

    /// The unit a row gives for its weight; nil when it gives none.
    func statedUnit(_ column: Column) throws -> WeightUnit? {
        if column.index == nil { return nil }
        switch self[column].trimmingSpaces.lowercased() {
        case "": return nil
        case "kg", "kgs": return .kg
        case "lb", "lbs": return .lb
        case let other: throw ImportError("Line \(line): \(column.name) \(quotedValue(other)) must be kg or lbs.")
        }
    }

    /// A date and time as local wall-clock seconds, with the offset when the text gives one:
    /// `2026-04-08 16:50:00`, `2026-04-08T16:50:00Z`, `2026-04-08` (noon), `8 Apr 2026, 16:50`.
    func dateTime(_ column: Column) throws -> (Int, Int?) {
        // The same bytes as the date last parsed: the same text, so the same answer.
        if let cache, let memo, let known = memo.dateBytes, let i = column.index, i < fields.count, sameBytes(fields, fields.range(i), known) {
            return cache.value
        }
        let text = self[column].trimmingSpaces
        if let cache, cache.text == text { return cache.value }
        let read: (Int, Int?)?
        do { read = try parseLocalDateTime(text, order: dateOrder) } catch { throw outOfBounds(column) }
        guard let parsed = read else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) is not a date and time like 2026-04-08 16:50:00 or 8 Apr 2026, 16:50.")
        }
        cache?.text = text
        cache?.value = parsed
        if let memo, let i = column.index, i < fields.count { memo.dateBytes = Array(fields.bytes[fields.range(i)]) }
        return parsed
    }

    /// A set's length of time, at most a day (`ExportFormat.Bounds.stepSeconds`), as `duration` reads it.
    func setDuration(_ column: Column) throws -> Int? {
        guard let seconds = try duration(column) else { return nil }
        guard ExportFormat.Bounds.stepSeconds.contains(seconds) else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column].trimmingSpaces)) is longer than a day.")
        }
        return seconds
    }

    /// A length of time: `2h 38m`, `45m`, `38s`, `1:02:03`, `01:30` or plain seconds.

    func duration(_ column: Column) throws -> Int? {
        // The rows of one workout repeat its duration: the same bytes give the same length.
        if let memo, let i = column.index, i < fields.count, memo.durationColumn == i, sameBytes(fields, fields.range(i), memo.durationBytes) {
            return memo.durationValue
        }
        let value = try parseDuration(column)
        if let memo, let i = column.index, i < fields.count {
            memo.durationColumn = i
            memo.durationBytes = Array(fields.bytes[fields.range(i)])
            memo.durationValue = value
        }
        return value
    }

    private func parseDuration(_ column: Column) throws -> Int? {
        let text = self[column].trimmingSpaces
        if text.isEmpty { return nil }
        if let seconds = parseForeignDuration(text) { return seconds }
        throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column])) is not a length of time like 2h 38m or 1:02:03.")
    }
}

/// Whether a local wall-clock time (seconds since 1970-01-01 00:00 local), and `seconds` after
/// it, are within `ExportFormat.Bounds.epoch` in any offset the bounds allow.
func localTimeIsWithinBounds(_ local: Int, lasting seconds: Int = 0) -> Bool {
    let bounds = ExportFormat.Bounds.self
    let margin = Double(bounds.utcOffsetSeconds.upperBound)
    let start = Double(local)
    return start - margin >= bounds.epoch.lowerBound && start + margin + Double(seconds) <= bounds.epoch.upperBound
}

final class DateCache {
    var text = ""
    var value: (Int, Int?) = (0, nil)
}
