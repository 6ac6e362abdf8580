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

func announceNewDatabase(_ path: String) {
    FileHandle.standardError.write(Data("gymtrack: created a new database at \(path)\n".utf8))
}
