// What a person chooses for an export or an import: shared by the command line, the Settings
// forms, the loop's DataTask and the store (the file formats themselves are read elsewhere).

/// What `gymtrack export --format` and the Settings export write: the raw value is the word
/// on the command line and in the form, and the file's extension.
public enum ExportFileFormat: String, Sendable, CaseIterable {
    /// Everything, in gymtrack's own document (`ExportFormat`, docs/export-format.md).
    case json
    /// One row per set, for spreadsheets.
    case csv
}

/// How an import meets what the database holds (`gymtrack import --merge | --replace`, the
/// Settings import form's Mode).
public enum ImportMode: String, Sendable, CaseIterable {
    /// Records are matched by ULID (splits also by session type, challenge days by date); the
    /// newer `updatedAt` wins, tombstones included; what only the database has stays.
    case merge
    /// The database's sessions, splits, custom exercises, challenge days and settings are
    /// replaced by the file's (the caller writes a backup first). A workout in progress stays.
    case replace
}

/// How to read what another app's CSV leaves open: set by the person importing
/// (`gymtrack import --unit lb --date-order dmy --skip-invalid`, or the Settings import form).
public struct ForeignReadOptions: Equatable, Sendable {
    /// The unit of weights the file gives without one; nil: the database's unit.
    public var unit: WeightUnit?
    /// How to read a date like 03/04/2021; nil: from the file's own values, asked when they cannot tell.
    public var dateOrder: DateOrder?
    /// Import the rows that can be read and list the others, instead of refusing the whole file.
    public var skipInvalid: Bool

    public init(unit: WeightUnit? = nil, dateOrder: DateOrder? = nil, skipInvalid: Bool = false) {
        self.unit = unit
        self.dateOrder = dateOrder
        self.skipInvalid = skipInvalid
    }
}

/// The order of day and month in a date written with slashes.
public enum DateOrder: String, Sendable, CaseIterable {
    /// 13/09/2021: day, month, year.
    case dmy
    /// 09/13/2021: month, day, year.
    case mdy
}
