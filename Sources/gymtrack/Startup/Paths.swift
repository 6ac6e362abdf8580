import Foundation

// What a command checks of the paths it is given before anything is opened or made: the
// database's, and a file or folder named on the line. A typo never creates a file or folder.

/// The database a command opens: a dry run where there is none opens one in memory, made as a
/// new file would be, so it says what would happen and creates no file or folder.
func dryRunPath(_ path: String, _ dryRun: Bool) -> String {
    dryRun && !databaseExists(path) ? ":memory:" : path
}

/// A file named on the line (import, restore) must be there before the database is opened or made.
func requireFile(_ file: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else { throw CommandFailure("there is no file \(file); nothing was changed.") }
    guard !isFolder.boolValue else { throw CommandFailure("\(file) is a folder, not a file.") }
}

/// A command that only copies the database out (export, backup) needs one there: a mistyped
/// --db would otherwise make an empty database, and its empty backup push a real one out.
func requireDatabase(_ path: String, toDo verb: String) throws {
    guard path == ":memory:" || databaseExists(path) else {
        throw CommandFailure("There is no database at \(path), so nothing to \(verb); check --db or $GYMTRACK_DB.")
    }
}

/// Whether this process may write the database at `path` and make its -wal and -shm beside it
/// (in the folder of the file itself, its symbolic links followed).
func canWrite(_ path: String) -> Bool {
    guard path != ":memory:" else { return true }
    let real = realpath(path, nil).map { pointer in
        defer { free(pointer) }
        return String(cString: pointer)
    } ?? path
    return access(real, W_OK) == 0 && access(parentFolder(of: real), W_OK) == 0
}

/// A folder named on the line (backup DIR) must exist: a typo never creates folders.
func requireFolder(_ folder: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
        throw CommandFailure("the folder \(folder) does not exist; create it first.")
    }
    guard isFolder.boolValue else { throw CommandFailure("\(folder) is a file, not a folder; name a folder to write the backup into.") }
}

func databaseExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

/// Nothing at all at `path`, not even a symbolic link to a file yet to be made.
func nothingAt(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) != 0 && errno == ENOENT
}

/// The folder of an absolute, standard path (as `DatabaseLocation` makes them): what
/// `URL.deletingLastPathComponent` gives for it, without Foundation's URL parsing at start-up.
func parentFolder(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
}

/// The last component of `path`: the file's name.
func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}

/// Whether `path` is a folder (following symbolic links), asked with stat(2).
func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR)
}

/// A database path the user chose (--db, $GYMTRACK_DB) whose folder does not exist is refused:
/// a mistyped path must not create folders. The default location is made on first run.
func checkDatabaseFolder(_ path: String, chosen: Bool) throws {
    guard chosen, path != ":memory:" else { return }
    let folder = parentFolder(of: path)
    guard isFolder(folder) else {
        throw CommandFailure("the folder \(folder) does not exist; create it first or pass --db with a path in an existing folder.")
    }
}
