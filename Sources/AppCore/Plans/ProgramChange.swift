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
}
