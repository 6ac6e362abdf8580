import Runtime

/// What the command line stops on, apart from the database's own failures (`StoreError`): one
/// sentence for the person at the terminal, what failed and what to do, and the exit status a
/// script reads (docs/gymtrack.1, EXIT STATUS).
protocol CommandLineError: UserFacingError {
    var exitStatus: Int32 { get }
}

/// The line cannot be done as written: a word the table does not know, a value out of its
/// bounds, a program or a plan file that is not there. Nothing is created or changed.
struct UsageError: CommandLineError {
    var message: String
    var exitStatus: Int32 { 2 }
}

/// What the line names cannot be used: a file or folder missing, unreadable or unwritable, the
/// database a command needs not there, ssh or the gymtrack at its other end. The same status
/// as a database that cannot be used.
struct CommandFailure: CommandLineError {
    var message: String
    var exitStatus: Int32 { 1 }

    init(_ message: String) { self.message = message }
}
