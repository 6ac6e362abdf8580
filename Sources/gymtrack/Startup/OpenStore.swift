import BundledPlans
import Foundation
import Storage

/// Opens the database and adds what the binary bundles and the database lacks: the exercise
/// catalog (when it changed) and, once per database, the default A/B/C splits. `readOnly`
/// (`status`) writes nothing to a current database. A new database is announced on stderr,
/// but for one `building` (see `Store.init`), which its builder announces once it is in place.
func openStore(_ path: String, readOnly: Bool = false, building: Bool = false) throws -> Store {
    let isNew = path != ":memory:" && !databaseExists(path)
    let store = try Store(path: path, readOnly: readOnly, building: building)
    StartupTrace.mark("opened")
    if isNew && !building { announceNewDatabase(path) }
    if store.readOnly { return store }
    let now = SystemClock.now()
    try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
    try store.installDefaultSplits({ DefaultSplits.all }, now: now)
    StartupTrace.mark("checked")
    return store
}

func databaseExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

/// Nothing at all at `path`, not even a symbolic link to a file yet to be made.
func nothingAt(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) != 0 && errno == ENOENT
}

func announceNewDatabase(_ path: String) {
    FileHandle.standardError.write(Data("gymtrack: created a new database at \(path)\n".utf8))
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
