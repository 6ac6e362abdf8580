/// A program as it is kept: its plan file as the lifter wrote it (or a built-in's, with their
/// weights filled in) and when it was started. What it plans is read from `text` every time
/// (Formats' `ProgramFile.parse`); what it targets is computed from the sets logged since `startedAt`.
public struct ProgramRecord: Hashable, Sendable {
    /// Stable id (ULID) for export, merge and sync; "" for one not saved yet.
    public var uid: String
    /// The prefix of its workouts' session types ("GZCLP" gives "GZCLP/A1"): unique among
    /// programs and splits, and never changed once given, so logged sessions stay its own.
    public var key: String
    /// The plan file.
    public var text: String
    /// When it was last started (seconds since the epoch); nil for one saved and never started.
    /// Only sessions from then on move it along and feed its targets.
    public var startedAt: Double?
    /// The sync stamp of its last change ("" until stored).
    public var updatedAt: String

    public init(uid: String = "", key: String, text: String, startedAt: Double? = nil, updatedAt: String = "") {
        self.uid = uid
        self.key = key
        self.text = text
        self.startedAt = startedAt
        self.updatedAt = updatedAt
    }
}
