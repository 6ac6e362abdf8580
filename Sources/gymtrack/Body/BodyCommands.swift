import Domain
import Formats
import Storage

// `weigh`, `measure` and `body`: the lifter's weigh-ins and measurements from the shell.

/// `gymtrack weigh` and `measure`: the line to print. The value is read in the units of Settings.
func runMeasure(store: Store, kind: BodyKind, value: String, date: Day?, now: Moment) throws -> String {
    let unit = try store.loadSettings().unit
    switch BodyEntry.measurement(kind: kind, valueText: value, day: date, now: now, weightUnit: unit) {
    case .failure(let error):
        throw UsageError(message: error.message)
    case .success(let row):
        try store.addBodyMeasurement(row, now: now)
        let what = kind == .bodyWeight ? "Weighed in" : "Measured \(escapedText(kind.title.lowercased(), limit: 30))"
        return "\(what): \(kind.text(row.value, unit)) on \(row.date.iso)."
    }
}

/// `gymtrack body [--json]`: every row, newest first (the JSON's keys are in `bodyJSONHelp`).
func runBody(store: Store, json: Bool) throws -> String {
    let rows = try store.bodyMeasurements()
    if json {
        let items = rows.map { row -> String in
            var out = "{\"uid\": "
            appendJSONString(row.uid, to: &out)
            out += ", \"kind\": "
            appendJSONString(row.kind.rawValue, to: &out)
            out += ", \"value\": \(jsonNumber(row.value)), \"unit\": \"\(row.kind.storedUnit)\", \"date\": \"\(row.date.iso)\", \"measuredAt\": "
            appendJSONString(row.measured.isoDateTime, to: &out)
            out += ", \"note\": "
            appendJSONString(row.note, to: &out)
            return out + "}"
        }
        return items.isEmpty ? "[]" : "[\n  " + items.joined(separator: ",\n  ") + "\n]"
    }
    guard !rows.isEmpty else { return "No weigh-ins or measurements yet: gymtrack weigh 82.4, or gymtrack measure waist 84." }
    let unit = try store.loadSettings().unit
    let titles = rows.map { escapedText($0.kind.title, limit: 30) }
    let width = titles.map(\.count).max() ?? 0
    return zip(rows, titles).map { row, title in
        let padded = title + String(repeating: " ", count: width - title.count)
        let note = row.note.isEmpty ? "" : "  " + escapedText(row.note, limit: 60)
        return "\(row.date.iso)  \(padded)  \(row.kind.text(row.value, unit))\(note)"
    }.joined(separator: "\n")
}
