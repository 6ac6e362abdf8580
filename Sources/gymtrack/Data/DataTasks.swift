import AppCore
import BundledPlans
import Domain
import Storage

/// The Settings tab's data actions, carried out with the same functions as the subcommands.
/// It runs off the loop, on a Store of its own, and says each step it reaches.
func runDataTask(_ task: DataTask, store: Store, now: Moment, step: (String) -> Void) throws -> (title: String, lines: [String]) {
    switch task {
    case .export(let path, let format, _):
        _ = try runExport(store: store, output: path, format: format, now: now, step: step)
        return ("Exported", ["All your data is in \(path) (\(format.rawValue.uppercased()))."])
    case .importFile(let path, let mode, let dryRun, let options):
        let summary = try runImport(store: store, file: path, mode: mode, dryRun: dryRun, options: options, now: now, step: step)
        return (dryRun ? "Import checked (nothing written)" : "Imported", summary.split(separator: "\n").map(String.init))
    case .backup(let folder):
        step("copying the database")
        return ("Backed up", [try runBackup(store: store, folder: folder.isEmpty ? nil : folder, now: now)])
    case .reset(let backupFolder):
        step("copying the database")
        let backup = try runBackup(store: store, folder: backupFolder.isEmpty ? nil : backupFolder, now: now)
        step("erasing")
        try store.eraseAllData()
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
        return ("All data erased", [backup, "Sessions, challenge days, splits and your own exercises are gone; the A/B/C splits are back."])
    }
}
