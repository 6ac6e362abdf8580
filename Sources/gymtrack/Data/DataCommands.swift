import BundledPlans
import CLinux
import Domain
import Formats
import Foundation
import Storage

// The data subcommands: export, import, backup, restore. main.swift calls these functions for
// the command line, and DataTasks.swift for the Settings tab; each returns what to print, and
// throws one sentence when the data cannot be used: a `CommandFailure` for a file it names, the
// store's `StoreError` for the database (both exit 1). Storage does the reading and writing.

/// `gymtrack export`: returns the document for stdout when `output` is nil, else writes the file and returns nil.
func runExport(store: Store, output: String?, format: ExportFileFormat, now: Moment, step: (String) -> Void = { _ in }) throws -> String? {
    let produce: ((String) throws -> Void) throws -> Void = { write in
        switch format {
        case .json: try store.exportJSON(createdAt: now, appVersion: version, write: write)
        case .csv: try store.exportCSV(unit: try store.loadSettings().unit, write: write)
        }
    }
    guard let output else {
        var text = ""
        try produce { text += $0 }
        return text
    }
    try refuseTheDatabaseItself(output, of: store, "name another file to export to. Nothing was written.")
    // Written beside the target and renamed over it: a failed export never leaves half a file.
    // Private like the database it copies (mode 0600): a whole training history.
    let temporary = output + ".partial-\(getpid())"
    Leftovers.sweep(in: parentFolder(of: output), prefix: fileName(of: output) + ".partial-") // of exports killed with -9
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0, let file = fdopen(fd, "w") else {
        if fd >= 0 { close(fd) }
        throw CommandFailure("Could not write \(output) (\(String(cString: strerror(errno)))); check the folder and its permissions.")
    }
    var failed = false
    var written = 0
    do {
        try produce { piece in
            // Each whole megabyte written is a step to show.
            if (written + piece.utf8.count) / 1_000_000 > written / 1_000_000 { step("\((written + piece.utf8.count) / 1_000_000) MB written") }
            written += piece.utf8.count
            if fputs(piece, file) < 0 { throw CommandFailure("Could not write \(output) (\(String(cString: strerror(errno)))); nothing was written.") }
        }
    } catch {
        failed = true
        fclose(file)
        unlink(temporary)
        throw error
    }
    if fflush(file) != 0 || fsync(fileno(file)) != 0 { failed = true }
    fclose(file)
    if failed || rename(temporary, output) != 0 {
        unlink(temporary)
        throw CommandFailure("Could not write \(output) (\(String(cString: strerror(errno)))); nothing was written.")
    }
    return nil
}

/// `gymtrack import`: the summary to print.
func runImport(store: Store, file: String, mode: ImportMode, dryRun: Bool, options: ForeignReadOptions = ForeignReadOptions(), now: Moment,
               step: (String) -> Void = { _ in }) throws -> String {
    try refuseTheDatabaseItself(file, of: store, "name a file exported from it, or from another database, to import. Nothing was imported.")
    step("reading the file")
    return try runImport(store: store, read: try readImportFile(file, options: options), file: file, mode: mode, dryRun: dryRun,
                         options: options, now: now, step: step)
}

/// Writes a file read by `readImportFile` into `store`.
private func runImport(store: Store, read: ImportFile, file: String, mode: ImportMode, dryRun: Bool, options: ForeignReadOptions,
                       now: Moment, step: (String) -> Void = { _ in }) throws -> String {
    let bundle: ImportBundle
    switch read {
    case .export(let exported): bundle = exported
    case .foreign(let workouts):
        step("matching \(workouts.countText) to the catalog")
        let databaseUnit = try store.loadSettings().unit
        bundle = ForeignWorkouts.bundle(workouts, catalog: try store.loadCatalog(), defaultUnit: options.unit ?? databaseUnit,
                                        unitGiven: options.unit != nil, utcOffsetSeconds: now.utcOffsetSeconds,
                                        remembered: try store.rememberedExerciseNames())
    }
    var backup: String?
    if mode == .replace && !dryRun {
        step("backing up the database first")
        backup = try store.backup(into: DatabaseLocation.backupFolder(forDatabase: store.path), now: now)
    }
    step((dryRun ? "checking " : "writing ") + plural(bundle.sessions.count, "session"))
    // A replace whose file has no split in the rotation puts the default A/B/C back, as a new database has them.
    var summary = try store.importBundle(bundle, mode: mode, dryRun: dryRun, now: now, defaultSplits: { DefaultSplits.all })
    summary.backupPath = backup
    return summary.text
}

/// `gymtrack import` into a database that does not exist yet: built in a file of its own beside
/// `path`, with no journal and no syncs (no other process knows the file, and a failed import
/// throws it away whole), synced once, then linked into place only if nothing has appeared
/// there meanwhile. The pages are written once, not into the WAL and then the file, and synced
/// once. Where the file system has no hard links, the
/// import goes into `path` itself, as into any database.
func runImportIntoNewDatabase(_ path: String, file: String, mode: ImportMode, options: ForeignReadOptions, now: Moment) throws -> String {
    let building = path + ".importing-\(getpid())"
    Store.removeFiles(ofDatabase: building) // left by a crash of an earlier import with this process id
    // However it ends, a signal included: once linked, the database lives on under `path` alone.
    gt_remove_database_on_signal(building)
    defer {
        gt_keep_database_on_signal()
        Store.removeFiles(ofDatabase: building)
    }
    var text = ""
    let read: ImportFile
    do {
        let store = try openStore(building, building: true) // its errors first: the database is what the command is about
        read = try readImportFile(file, options: options)
        text = try runImport(store: store, read: read, file: file, mode: mode, dryRun: false, options: options, now: now)
        try store.finishBuilding()
    } // closed here: its -wal and -shm go with it
    guard !databaseExists(building + "-wal") else { throw CommandFailure("Could not finish the new database at \(path); nothing was imported.") }
    guard link(building, path) == 0 else {
        if errno == EEXIST {
            throw CommandFailure("\(path) was created by another gymtrack during the import; nothing was imported into it. Import again.")
        }
        return try runImport(store: try openStore(path), read: read, file: file, mode: mode, dryRun: false, options: options,
                             now: now)
    }
    syncFolder(of: path)
    announceNewDatabase(path)
    return text
}

/// `gymtrack import --dry-run` for a database that does not exist yet: nothing is made at its
/// path. The dry run goes to a new database in memory, made as a new file would be (schema,
/// catalog, default splits), so its summary is what the import would do.
func runImportDryRunIntoNewDatabase(file: String, mode: ImportMode, options: ForeignReadOptions, now: Moment) throws -> String {
    try runImport(store: try openStore(":memory:"), file: file, mode: mode, dryRun: true, options: options, now: now)
}

/// A new name in a folder survives a crash only once the folder itself is synced.
private func syncFolder(of path: String) {
    let fd = open(parentFolder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
}

/// The bytes of the file at `path`, read straight into the array (through Foundation's `Data`,
/// an import would hold and copy the whole file twice); nil with `errno` set when it cannot be read.
func fileBytes(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    var bytes: [UInt8] = []
    var size = max(Int(info.st_size), 0) + 1 // one byte more: the first read sees the end
    while true {
        var got = 0
        let chunk = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            got = read(fd, buffer.baseAddress!, size)
            count = max(got, 0)
        }
        if got < 0 {
            if errno == EINTR { continue }
            return nil
        }
        if got == 0 { return bytes }
        if bytes.isEmpty { bytes = chunk } else { bytes += chunk } // a file still growing
        size = 65_536
    }
}

/// A file to import, read as far as it can be without the database: a gymtrack export whole,
/// another app's CSV up to its workouts (matching its exercises to the catalog, and the
/// lifter's unit for weights it gives without one, wait for the database).
enum ImportFile {
    case export(ImportBundle)
    case foreign(ForeignWorkouts.ReadWorkouts)
}

/// Reads `file`: a gymtrack export (JSON) or another app's CSV, recognised by its first
/// character and header. Its errors are the sentence to show.
func readImportFile(_ file: String, options: ForeignReadOptions = ForeignReadOptions()) throws -> ImportFile {
    guard let bytes = fileBytes(file) else {
        throw CommandFailure("Could not read \(file) (\(String(cString: strerror(errno)))); nothing was imported.")
    }
    do {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let first = bytes[start...].first { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 }
        if first == UInt8(ascii: "{") { return .export(try ExportFormat.decode(bytes)) }
        return .foreign(try ForeignWorkouts.read(bytes, options: options))
    } catch let error as ImportError {
        // Only a strict read refuses a file for one row.
        let rest = error.rowCanBeSkipped
            ? " Without --strict (in Settings, Bad rows: skip) the other rows are imported and the ones left out listed." : ""
        throw CommandFailure("\(file) cannot be imported: \(error.message) Nothing was imported.\(rest)")
    }
}

/// `gymtrack backup [DIR]`: the line to print (where the backup went).
func runBackup(store: Store, folder: String?, now: Moment) throws -> String {
    let path = try store.backup(into: folder.map(DatabaseLocation.absolute) ?? DatabaseLocation.backupFolder(forDatabase: store.path), now: now)
    return "Backed up \(store.path) to \(path)"
}

/// `gymtrack restore FILE`: the line to print. `intoNewDatabase`: there was no database at the
/// path before (a new machine), so there is nothing to keep a safety copy of.
func runRestore(store: Store, file: String, now: Moment, intoNewDatabase: Bool = false) throws -> String {
    let path = DatabaseLocation.absolute(file)
    _ = try Store.checkBackup(path) // before the safety copy: a bad file changes nothing at all
    if intoNewDatabase {
        try store.restore(from: path)
        return "Restored \(store.path) from \(path)."
    }
    // The safety copy prunes the folder to the newest backups: never the one restored from.
    let safety = try store.backup(into: DatabaseLocation.backupFolder(forDatabase: store.path), now: now, sparing: path)
    try store.restore(from: path)
    return "Restored \(store.path) from \(path); the database as it was is backed up in \(safety)"
}

/// A file named for an export, import, backup or restore that is the database itself, or its
/// -wal, -shm or -journal, however it is spelled (a symbolic link, `./`): copying the database
/// onto itself would destroy it. `advice` says what to do instead.
func refuseTheDatabaseItself(_ file: String, database: String, _ advice: String) throws {
    if Store.isOneOfTheFiles(of: database, file) { throw CommandFailure("\(file) is the database \(database) itself, or one of its files; \(advice)") }
}

func refuseTheDatabaseItself(_ file: String, of store: Store, _ advice: String) throws {
    try refuseTheDatabaseItself(file, database: store.filePath, advice)
}
