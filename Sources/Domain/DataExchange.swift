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
