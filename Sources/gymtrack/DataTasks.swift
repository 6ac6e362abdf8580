import AppCore
import BundledPlans
import Domain
import Storage

/// The Settings tab's data actions, carried out with the same functions as the subcommands.
func runDataTask(_ task: DataTask, store: Store, now: Moment) throws -> (title: String, lines: [String]) {
    switch task {
    case .export(let path, let format, _):
        _ = try runExport(store: store, output: path, format: format, now: now)
        return ("Exported", ["All your data is in \(path) (\(format.rawValue.uppercased()))."])
    case .importFile(let path, let mode, let dryRun, let options):
        let summary = try runImport(store: store, file: path, mode: mode, dryRun: dryRun, options: options, now: now)
        return (dryRun ? "Import checked (nothing written)" : "Imported", summary.split(separator: "\n").map(String.init))
    case .backup(let folder):
        return ("Backed up", [try runBackup(store: store, folder: folder.isEmpty ? nil : folder, now: now)])
    case .reset(let backupFolder):
        let backup = try runBackup(store: store, folder: backupFolder.isEmpty ? nil : backupFolder, now: now)
        try store.eraseAllData()
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
        return ("All data erased", [backup, "Sessions, challenge days, splits and your own exercises are gone; the A/B/C splits are back."])
    }
}
