import Domain

/// Another app's export of weigh-ins and measurements, recognised by its header: FitNotes'
/// body tracker (`Date,Time,Measurement,Value,Unit,Comment`, a row per value) and Hevy's
/// measurements (`date,weight_kg,fat_percent,neck_cm,…`, a row per day, a column per measure).
enum ForeignBodyFormat: String {
    case fitNotes = "FitNotes body tracker"
    case hevy = "Hevy measurements"

    /// The app whose file it is, for `ReadWorkouts.format`.
    var app: ForeignFormat { self == .fitNotes ? .fitNotes : .hevy }

    init?(header: [String]) {
        let names = header.map { $0.trimmingSpaces.lowercased() }
        if Set(names).isSuperset(of: ["date", "time", "measurement", "value", "unit"]) {
            self = .fitNotes
        } else if names.first == "date", names.count > 1,
                  names.contains(where: { ["weight_kg", "weight_lbs", "fat_percent"].contains($0) || $0.hasSuffix("_cm") }),
                  !names.contains("exercise_title") {
            self = .hevy
        } else {
            return nil
        }
    }
}

extension ForeignWorkouts {
    /// One value as read: its kind, its value in the kind's stored unit, when it was taken
    /// (local wall-clock seconds, and the offset the file gave, if any), its note.
    struct RawMeasurement {
        var kind: BodyKind
        var value: Double
        var localTime: Int
        var offset: Int?
        var note: String
    }

    /// The body format of a file whose first record is `header`, if it is one.
    static func bodyFormat(_ bytes: [UInt8], delimiter: UInt8) -> ForeignBodyFormat? {
        struct Stop: Error {}
        var header: [String] = []
        _ = try? CSV.forEachRecord(bytes, delimiter: delimiter) { _, fields in
            header = fields
            throw Stop()
        }
        return ForeignBodyFormat(header: header)
    }

    /// Reads a body file whole. A row that cannot be read is left out and listed with its line,
    /// unless `options.strict` refuses the file for it.
    static func readBody(_ bytes: [UInt8], format: ForeignBodyFormat, delimiter: UInt8, options: ForeignReadOptions) throws -> ReadWorkouts {
        var report = ForeignImportReport()
        var rows: [RawMeasurement] = []
        var header: [String] = []
        let decimalComma = delimiter == UInt8(ascii: ";")
        try CSV.forEachRecord(bytes, delimiter: delimiter) { line, fields in
            guard !header.isEmpty else {
                header = fields.map { $0.trimmingSpaces.lowercased() }
                if format == .hevy { try checkHevyColumns(header, line: line) }
                return
            }
            if fields.allSatisfy({ $0.trimmingSpaces.isEmpty }) { return }
            do {
                guard fields.count == header.count else {
                    throw ImportError("Line \(line) has \(fields.count) fields where the header has \(header.count).")
                }
                let cells = Dictionary(zip(header, fields.map(\.trimmingSpaces)), uniquingKeysWith: { a, _ in a })
                switch format {
                case .fitNotes: rows.append(try fitNotesMeasurement(cells, line: line, decimalComma: decimalComma, options: options))
                case .hevy: rows += try hevyMeasurements(cells, header: header, line: line, decimalComma: decimalComma, options: options)
                }
            } catch var error as ImportError {
                guard !options.strict else {
                    error.rowCanBeSkipped = true
                    throw error
                }
                report.skippedLines.append(ForeignImportReport.SkippedLine(line: line, reason: error.withoutLine(line)))
            }
        }
        guard !header.isEmpty else { throw ImportError("The file is empty; there is nothing to import.") }
        guard !rows.isEmpty else {
            guard report.skippedLines.isEmpty else { throw noRowRead(report) }
            throw ImportError("The file has a header but no measurements; there is nothing to import.")
        }
        return ReadWorkouts(format: format.app, workouts: [], report: report, bodyFormat: format, measurements: rows)
    }

    /// The rows read made into the bundle's body rows: each id derived from the file's content
    /// (when, what, and its place among values of that kind at that time), so importing the
    /// file again adds nothing; `updatedAt` is when it was taken.
    static func bodyRows(_ measurements: [RawMeasurement], source: String, utcOffsetSeconds: Int) -> [ImportedBodyMeasurement] {
        var seen: [String: Int] = [:]
        return measurements.map { m in
            let offset = m.offset ?? utcOffsetSeconds
            let measured = Moment(epochSeconds: Double(m.localTime - offset), utcOffsetSeconds: offset)
            let key = "\(m.localTime)|\(m.kind.rawValue)"
            let ordinal = seen[key, default: 0]
            seen[key] = ordinal + 1
            let uid = contentULID(epochSeconds: measured.epochSeconds, content: "body:\(source):\(key):\(ordinal)")
            return ImportedBodyMeasurement(measurement: BodyMeasurement(uid: uid, kind: m.kind, value: m.value, date: measured.day,
                                                                        measured: measured, note: m.note),
                                           updatedAt: measured.isoDateTime)
        }
    }

    /// FitNotes' names for its measurements, by letters only, and the kind each is.
    static let fitNotesKinds: [String: BodyKind] = [
        "bodyweight": .bodyWeight, "weight": .bodyWeight, "bodyfat": .bodyFat, "bodyfatpercentage": .bodyFat, "fat": .bodyFat,
        "waist": .waist, "chest": .chest, "arms": .arms, "arm": .arms, "biceps": .arms, "bicep": .arms, "armsbiceps": .arms,
        "thighs": .thighs, "thigh": .thighs,
    ]

    private static func fitNotesMeasurement(_ cells: [String: String], line: Int, decimalComma: Bool,
                                            options: ForeignReadOptions) throws -> RawMeasurement {
        let name = cells["measurement"] ?? ""
        guard let kind = fitNotesKinds[BodyKind.key(name)] ?? BodyKind(name) else { throw ImportError("Line \(line): the measurement has no name.") }
        let (local, offset) = try when(cells["date"] ?? "", cells["time"] ?? "", line: line, options: options)
        let value = try number(cells["value"] ?? "", line: line, decimalComma: decimalComma)
        let stored = try inStoredUnit(value, unit: cells["unit"] ?? "", kind: kind, name: name, line: line, options: options)
        return RawMeasurement(kind: kind, value: stored, localTime: local, offset: offset, note: cells["comment"] ?? "")
    }

    /// A value in `unit` as the kind stores it (kg, %, cm); refused when the two do not go together.
    private static func inStoredUnit(_ value: Double, unit: String, kind: BodyKind, name: String, line: Int,
                                     options: ForeignReadOptions) throws -> Double {
        let u = unit.lowercased().trimmingSpaces
        let stored: Double?
        switch kind {
        case .bodyWeight:
            switch u {
            case "kg", "kgs": stored = value
            case "lb", "lbs": stored = WeightUnit.lb.toKilograms(value)
            case "": stored = options.unit.map { $0.toKilograms(value) }
            default: stored = nil
            }
        case .bodyFat:
            stored = u == "%" || u.isEmpty ? value : nil
        default:
            switch u {
            case "cm": stored = value
            case "mm": stored = value / 10
            case "in", "inch", "inches", "\"": stored = value * BodyKind.centimetresPerInch
            default: stored = nil
            }
        }
        guard let stored else {
            let expected = kind == .bodyWeight ? "kg or lbs" : kind == .bodyFat ? "%" : "cm or in"
            let own = kind.isNamed ? "" : " (gymtrack keeps a measurement of your own as a length)"
            let shown = u.isEmpty ? "names no unit" : "is in \(quotedValue(unit))"
            throw ImportError("Line \(line): \(quotedValue(name)) \(shown), where gymtrack reads \(expected)\(own).")
        }
        guard kind.bounds.contains(stored) else {
            throw ImportError("Line \(line): \(quotedValue(name)) of \(jsonNumber(value)) \(unit) is out of any body's range.")
        }
        return stored
    }

    /// Hevy's columns: `date`, then `weight_kg` or `weight_lbs`, `fat_percent`, and lengths in
    /// `…_cm`. One that is none of these would be a value lost: the file is refused.
    private static func checkHevyColumns(_ header: [String], line: Int) throws {
        for name in header.dropFirst() where hevyKind(name) == nil {
            throw ImportError("Line \(line): the column \(quotedValue(name)) is not a measurement gymtrack reads (weight_kg, fat_percent, a length in _cm); nothing was imported.")
        }
    }

    /// The kind of a Hevy column, and the unit its values are in.
    private static func hevyKind(_ column: String) -> (kind: BodyKind, unit: String)? {
        switch column {
        case "weight_kg": return (.bodyWeight, "kg")
        case "weight_lbs", "weight_lb": return (.bodyWeight, "lbs")
        case "fat_percent": return (.bodyFat, "%")
        case "waist_cm": return (.waist, "cm")
        case "chest_cm": return (.chest, "cm")
        default:
            for suffix in ["_cm", "_in"] where column.hasSuffix(suffix) && column.count > suffix.count {
                let name = column.dropLast(suffix.count).split(separator: "_").joined(separator: " ")
                return BodyKind(name).map { ($0, String(suffix.dropFirst())) }
            }
            return nil
        }
    }

    private static func hevyMeasurements(_ cells: [String: String], header: [String], line: Int, decimalComma: Bool,
                                         options: ForeignReadOptions) throws -> [RawMeasurement] {
        let (local, offset) = try when(cells["date"] ?? "", "", line: line, options: options)
        var out: [RawMeasurement] = []
        for column in header.dropFirst() {
            guard let text = cells[column], !text.isEmpty, let (kind, unit) = hevyKind(column) else { continue }
            let value = try number(text, line: line, decimalComma: decimalComma)
            // Hevy writes 0 for nothing measured, as the workout files do for no weight.
            guard value > 0 else { continue }
            out.append(RawMeasurement(kind: kind, value: try inStoredUnit(value, unit: unit, kind: kind, name: column, line: line, options: options),
                                      localTime: local, offset: offset, note: ""))
        }
        return out
    }

    private static func when(_ date: String, _ time: String, line: Int, options: ForeignReadOptions) throws -> (Int, Int?) {
        let text = time.isEmpty ? date : date + " " + time
        let years = ExportFormat.Bounds.years
        let outOfBounds = ImportError("Line \(line): the date \(quotedValue(text)) is not between \(years.lowerBound) and \(years.upperBound).")
        let read: (Int, Int?)?
        do { read = try parseLocalDateTime(text, order: options.dateOrder) } catch { throw outOfBounds }
        guard let parsed = read else {
            throw ImportError("Line \(line): the date \(quotedValue(text)) cannot be read.")
        }
        // What an export can carry: the time in bounds, the offset within ±18 hours.
        if let offset = parsed.1, !ExportFormat.Bounds.utcOffsetSeconds.contains(offset) {
            throw ImportError("Line \(line): the date \(quotedValue(text)) is more than 18 hours from UTC.")
        }
        guard localTimeIsWithinBounds(parsed.0) else { throw outOfBounds }
        return parsed
    }

    private static func number(_ text: String, line: Int, decimalComma: Bool) throws -> Double {
        let cleaned = decimalComma ? String(text.map { $0 == "," ? "." : $0 }) : text
        guard let value = Double(cleaned), value.isFinite else {
            throw ImportError("Line \(line): the value \(quotedValue(text)) is not a number.")
        }
        return value
    }
}
