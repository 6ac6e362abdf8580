// What a person chooses for an export or an import, and what an import did: shared by the
// command line, the Settings forms, the loop's DataTask and the store (the file formats
// themselves are read in Formats).

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

/// What an import did (or, on a dry run, would do): the figures the store returns; the
/// sentences made of them are in Wording.swift.
public struct ImportSummary: Equatable, Sendable {
    public var source: String
    public var dryRun = false
    public var sessionsAdded = 0, sessionsUpdated = 0, sessionsUnchanged = 0
    /// Sets written with the sessions added or updated.
    public var sets = 0
    public var splitsAdded = 0, splitsUpdated = 0, splitsUnchanged = 0
    public var exercisesAdded = 0, exercisesUpdated = 0
    /// Names of the custom exercises added (names the catalog did not know).
    public var newExercises: [String] = []
    public var challengeDaysAdded = 0, challengeDaysUpdated = 0
    /// Weigh-ins and measurements added, updated (tombstones included), and already as the file has them.
    public var bodyAdded = 0, bodyUpdated = 0, bodyUnchanged = 0
    public var settingsChanged = 0
    /// A replace: what it removed (or would remove) before writing the file's. Sessions,
    /// splits and custom exercises not deleted, and challenge days.
    public var replaced = false
    public var sessionsRemoved = 0, splitsRemoved = 0, challengeDaysRemoved = 0, exercisesRemoved = 0, bodyRemoved = 0
    /// The default splits a replace put back, the file bringing none in the rotation.
    public var defaultSplitsAdded: [String] = []
    /// Where a replace backed the database up first (the caller writes the backup).
    public var backupPath: String?
    /// What reading another app's file has to say (`ImportBundle.notes`): the unit weights were
    /// read in, what the file holds that was not kept, lines skipped.
    public var notes: [String] = []
    /// Sessions an import that reads its file again (`--unit`) left as they are: edited here since.
    public var sessionsKeptAsEdited = 0

    public init(source: String) { self.source = source }

    /// Whether the import changed (or would change) nothing.
    public var changedNothing: Bool {
        sessionsAdded + sessionsUpdated + splitsAdded + splitsUpdated + exercisesAdded + exercisesUpdated
            + challengeDaysAdded + challengeDaysUpdated + settingsChanged + bodyAdded + bodyUpdated == 0
    }
}
