import Domain

/// What each column of a file held, for the readers that name the columns nothing was read
/// from (Fitbod, Liftosaur, GymBook). A column is empty when every row leaves it empty, 0 or
/// "no"; a column the reader does not read that holds something is named with why gymtrack
/// keeps it nowhere, so nothing a file holds is left out without a word.
final class ColumnAccount {
    /// The file's own name of each column.
    let names: [String]
    /// Why gymtrack keeps a column nowhere, by position: every column the reader does not read.
    let notKept: [Int: String]
    private var held: [Bool]

    /// `read`: the canonical names (`ForeignHeader`) the reader reads; `why`: why gymtrack keeps
    /// a column it does not read nowhere, by canonical name (one not given: no place for it).
    init(names: [String], read: Set<String>, notKept why: [String: String]) {
        self.names = names
        var seen: Set<String> = []
        var notKept: [Int: String] = [:]
        for (i, name) in names.enumerated() {
            let key = name.trimmingSpaces.lowercased()
            let canonical = ForeignHeader.aliases[key] ?? key
            // A second column of one name is read by no reader: the first is.
            if !read.contains(canonical) || seen.contains(canonical) { notKept[i] = why[canonical] ?? "gymtrack has no place for it" }
            seen.insert(canonical)
        }
        self.notKept = notKept
        held = Array(repeating: false, count: names.count)
    }

    /// Marks the columns that hold something in a row read.
    func note(_ fields: CSVFields) {
        for i in held.indices where !held[i] && i < fields.count && ColumnAccount.holds(fields.string(i)) { held[i] = true }
    }

    /// Whether a cell says anything: not empty, nor 0, nor "no".
    static func holds(_ cell: String) -> Bool {
        let text = cell.trimmingSpaces.lowercased()
        if ["", "no", "false"].contains(text) { return false }
        if let number = Double(String(text.map { $0 == "," ? "." : $0 })), number == 0 { return false }
        return true
    }

    func report(into report: inout ForeignImportReport) {
        for (i, name) in names.enumerated() {
            let shown = escapedText(name.trimmingSpaces)
            if !held[i] {
                report.emptyColumns.append(shown)
            } else if let why = notKept[i] {
                report.columnsNotKept.append(ForeignImportReport.ColumnNotKept(name: shown, why: why))
            }
        }
    }
}

extension ForeignImportReport {
    /// The summary's lines on the columns nothing was read from: the empty ones, then those
    /// gymtrack keeps nowhere, grouped by why.
    func columnLines() -> [String] {
        var lines: [String] = []
        if !emptyColumns.isEmpty {
            lines.append("  nothing in \(emptyColumns.joined(separator: ", ")) (empty, 0 or no on every row).")
        }
        var reasons: [String] = []
        var columns: [String: [String]] = [:]
        for column in columnsNotKept {
            if columns[column.why] == nil { reasons.append(column.why) }
            columns[column.why, default: []].append(column.name)
        }
        if !reasons.isEmpty {
            lines.append("  not kept: " + reasons.map { "\(columns[$0]!.joined(separator: ", ")) (\($0))" }.joined(separator: "; ") + ".")
        }
        return lines
    }
}

extension ForeignFormat {
    /// The columns its reader reads (canonical names) and why gymtrack keeps others nowhere;
    /// nil for the readers that do not say.
    var columnsRead: (read: Set<String>, why: [String: String])? {
        switch self {
        case .strong, .hevy, .fitNotes: return nil
        case .fitbod: return (FitbodColumns.read, FitbodColumns.notKept)
        case .liftosaur: return (LiftosaurColumns.read, LiftosaurColumns.notKept)
        case .gymBook: return (GymBookColumns.read, GymBookColumns.notKept)
        }
    }
}
