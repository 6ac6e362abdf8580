/// A storage failure phrased for the person at the terminal: what failed, what to do.
public struct StoreError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    static func wrap(_ error: Error, doing action: String, path: String) -> StoreError {
        if let store = error as? StoreError { return store }
        guard let sqlite = error as? SQLiteError else {
            return StoreError("Could not \(action) (\(error)).")
        }
        if sqlite.isNotADatabase {
            return StoreError("\(path) is not a gymtrack database (not SQLite); pass --db with another path or move the file away. It was not changed.")
        }
        if sqlite.isReadOnly {
            return StoreError("Could not \(action): \(path) cannot be written (\(sqlite.message)); check its permissions or pass --db with a writable path.")
        }
        if sqlite.isBusy {
            return StoreError("Could not \(action): the database is locked by another program; close it and try again.")
        }
        if sqlite.isFull {
            return StoreError("Could not \(action): the disk is full; free some space and try again.")
        }
        return StoreError("Could not \(action): \(sqlite.message).")
    }
}
