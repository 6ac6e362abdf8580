import BundledPlans
import Storage

/// Opens the database and adds what the binary bundles and the database lacks: the exercise
/// catalog (when it changed) and, once per database, the default A/B/C splits.
func openStore(_ path: String) throws -> Store {
    let store = try Store(path: path)
    StartupTrace.mark("opened")
    let now = SystemClock.now()
    try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
    try store.installDefaultSplits({ DefaultPlans.all }, now: now)
    StartupTrace.mark("checked")
    return store
}
