import Domain

/// What the Plans tab asks of the programs: each one write, in the message's transaction.
public enum ProgramChange: Equatable, Sendable {
    /// Starts a program from its first day, each `?` of its file given the value at its place
    /// in `fills` (in the file's unit): a built-in is stored with them, as `program start` does.
    case start(ProgramChoice.Origin, fills: [Double])
    /// Follows again a program used before, at its place (switching back to it).
    case resume(uid: String)
    /// Back to the rotation of splits; the programs stay.
    case stop
    /// One of the lifter's own, for good (a tombstone that syncs).
    case delete(uid: String)
    /// A plan file edited and read without a mistake: one of the lifter's takes it (the one in
    /// use at once, keeping its place); a built-in's is stored as one of the lifter's.
    case save(ProgramChoice.Origin, text: String)
}

/// What came of editing a plan file in the lifter's editor.
public enum ProgramEditResult: Equatable, Sendable {
    case unchanged
    /// It reads: to be saved.
    case edited(text: String)
    /// It does not: each mistake with its line and column ("line 4, column 3: …"), and the text
    /// as written, to edit again.
    case mistakes(text: String, lines: [String])
    /// The editor could not be run, or failed: the sentence says what to do.
    case failed(String)
}
