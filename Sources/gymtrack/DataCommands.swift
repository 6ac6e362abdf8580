import Domain
import Storage

// Export, import, backup and restore: stand-ins until they are built (issue 11).

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
