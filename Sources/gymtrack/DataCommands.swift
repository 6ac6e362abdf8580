import Domain
import Storage

// Stubs: the real export, import, backup and restore replace this file at merge.

func runExport(store: Store, output: String?, format: String, now: Moment) throws -> String? {
    throw StoreError("export is not built yet.")
}

func runImport(store: Store, file: String, mode: String, dryRun: Bool, now: Moment) throws -> String {
    throw StoreError("import is not built yet.")
}

func runBackup(store: Store, folder: String?, now: Moment) throws -> String {
    throw StoreError("backup is not built yet.")
}

func runRestore(store: Store, file: String, now: Moment) throws -> String {
    throw StoreError("restore is not built yet.")
}
