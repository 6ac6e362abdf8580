import CSQLite
import Domain
import Glibc

/// The repository: every read and write gymtrack makes, each write in one transaction.
/// This file opens and migrates the database and holds the transaction helpers; each aggregate
/// has its own file of `Store` extensions (WorkoutStore, ChallengeStore, HistoryStore,
/// SettingsStore, SplitStore, CatalogStore).
public final class Store {
    public let path: String
    /// The file itself, its symbolic links resolved once at open: SQLite writes the -wal
    /// beside it, so its folder is the one watched, and its identity is the one every
    /// transaction checks the path still names (`checkStillTheFileOpened`).
    public let filePath: String
    /// The connection; once the file is replaced underneath, one in memory that refuses every
    /// statement (`abandon`, ReplacedFile.swift).
    var db: Connection
    /// The device and inode of the file opened (nil in memory).
    let identity: FileIdentity?
    /// Set once the path names another file: every read and write fails with it.
    public internal(set) var replaced: StoreError?
    /// Where what this Store had saved was copied when its file was replaced.
    public internal(set) var keptCopy: String?

    /// Whether this Store only reads (`status`, `stats`): it writes nothing, not even the WAL switch.
    public let readOnly: Bool

    /// Opens the database at `path`, creating it (mode 0600) when missing, and migrates it.
    /// A folder, a file that is not SQLite, another program's database (see Ownership.swift),
    /// or one written by a newer gymtrack, is refused before anything is written to it.
    ///
    /// `readOnly` opens an existing, current database without writing (a file we may not write
    /// is opened immutable, so no -wal or -shm appears beside it); a missing database, and one
    /// an older gymtrack wrote, are refused: reading creates and migrates nothing.
    /// `building`: a new file that no other process knows of yet (an import builds a new
    /// database in a file of its own, then puts it in place), written with no journal and no
    /// syncs until `finishBuilding()`: an import that fails throws the file away whole.
    /// `openHere`: this process has the file open in another Store already (a data task's own
    /// connection): it is not read outside SQLite, whose locks on it closing any descriptor of
    /// the file would release (they are the process's, not the descriptor's), and SQLite checks
    /// whose it is as it opens it.
    public init(path: String, readOnly: Bool = false, building: Bool = false, openHere: Bool = false) throws {
        self.path = path
        let readOnly = readOnly && path != ":memory:"
        var created = false
        do {
            var resolved = path
            // A current gymtrack file, by its header: a reader need not look before it reads.
            var current = false
            if openHere {
                resolved = realpath(path, nil).map { pointer in
                    defer { free(pointer) }
                    return String(cString: pointer)
                } ?? path
            } else if path != ":memory:" {
                let header = DatabaseHeader(path: path)
                current = header.kind == .sqlite(applicationID: Store.applicationID, userVersion: latestSchemaVersion)
                try Store.refuseByHeader(header, path: path)
                switch header.kind {
                case .missing, .empty:
                    if readOnly { throw Store.noDatabaseError(path) }
                    if header.kind == .missing { created = try DatabaseLocation.prepareFile(at: path) }
                case .sqlite(applicationID: 0, _):
                    try Store.checkUnmarkedFile(path)
                default:
                    break
                }
                resolved = realpath(path, nil).map { pointer in
                    defer { free(pointer) }
                    return String(cString: pointer)
                } ?? path
            }
            let (db, ownership) = try Store.connect(resolved, displayPath: path, readOnly: readOnly, current: current)
            self.db = db
            self.filePath = resolved
            self.identity = path == ":memory:" ? nil : FileIdentity(path: resolved)
            self.readOnly = readOnly
            db.beforeTransaction = { [unowned self] in try self.checkStillTheFileOpened() }
            if readOnly { return }
            if building {
                guard ownership.version == 0 else { throw StoreError("\(path) already exists; a new database is built in a new file.") }
                try db.executeScript("PRAGMA foreign_keys = ON; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
                try migrate(from: 0, marked: false)
                return
            }
            // One call, not two cached statements: each runs once per process.
            try db.executeScript("PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL")
            if path != ":memory:" {
                let mode = try Store.switchToWAL(db)
                guard mode == "wal" else {
                    throw StoreError("Could not switch \(path) to write-ahead logging (got \(mode ?? "nothing")); put the database on a local disk or pass --db with another path.")
                }
            }
            try migrate(from: ownership.version, marked: ownership.marked)
        } catch {
            // A database this open made and could not fill leaves no stub behind.
            if created, (error as? SQLiteError)?.isFull == true { Store.removeFiles(ofDatabase: path) }
            throw StoreError.wrap(error, doing: "open the database", path: path)
        }
    }

    /// Opens the connection and checks the file on it. A reader checks a file with no -wal
    /// beside it first on a connection that makes nothing beside it (immutable), so a file it
    /// refuses is left with nothing new (unless its header says it is gymtrack's and current);
    /// then it reads through SQLite's locks like any reader.
    /// Where that reader cannot set up the -shm a WAL file needs (no room left on the disk) and
    /// there was no -wal, or only an empty one (a writer that failed for lack of space leaves
    /// one, with a stub of -shm), the file alone is all of the database and is read as it is.
    private static func connect(_ file: String, displayPath path: String, readOnly: Bool, current: Bool) throws -> (Connection, Ownership) {
        guard readOnly else {
            let db = try Connection(path: file)
            return (db, try ownership(of: db, path: path))
        }
        var walInfo = stat()
        let walWasThere = stat(file + "-wal", &walInfo) == 0
        let walHeldFrames = walWasThere && walInfo.st_size > 0
        if (!walWasThere && !current) || access(file, W_OK) != 0, let probe = try? readingConnection(file) {
            do {
                let checked = try ownership(of: probe, path: path)
                try acceptForReading(checked, path: path)
                if access(file, W_OK) != 0 { return (probe, checked) } // nobody may write it: this is the reader
            } catch is SQLiteError {
                // A file changing under the probe: the reader below decides.
            }
        }
        do {
            let db = try Connection(path: file, create: false, readOnly: true)
            let checked = try ownership(of: db, path: path)
            try acceptForReading(checked, path: path)
            return (db, checked)
        } catch let error as SQLiteError where !walHeldFrames && !error.isBusy {
            // What the failed attempt began beside the file (an empty -wal, a stub of -shm) goes.
            var info = stat()
            if !walWasThere && stat(file + "-wal", &info) == 0 && info.st_size == 0 {
                unlink(file + "-wal")
                unlink(file + "-shm")
            }
            let db = try Connection(path: file, create: false, readOnly: true, immutable: true)
            let checked = try ownership(of: db, path: path)
            try acceptForReading(checked, path: path)
            return (db, checked)
        }
    }

    /// Reading creates and migrates nothing: an empty file is no database yet, and one an older
    /// gymtrack wrote must be upgraded by a command that writes.
    private static func acceptForReading(_ checked: Ownership, path: String) throws {
        if checked.version == 0 { throw noDatabaseError(path) }
        if checked.version < latestSchemaVersion { throw olderError(path, version: checked.version) }
    }

    /// A connection that only reads `file` and makes nothing beside it: immutable when it may
    /// not write it, or when there is no -wal beside it (no connection has the database open,
    /// so the file alone is all of it). For looking at a file before trusting it, and at backups.
    static func readingConnection(_ file: String) throws -> Connection {
        try Connection(path: file, create: false, readOnly: true,
                       immutable: access(file, W_OK) != 0 || access(file + "-wal", F_OK) != 0)
    }

    /// A Store whose path names another file by now (replaced while it was open, and not
    /// noticed: a data task's) closes its connection without a checkpoint, which would copy the
    /// new file's frames into the old one and delete the new file's -wal and -shm by name.
    deinit {
        if replaced == nil, let identity, FileIdentity(path: filePath) != identity { db.leaveTheWALAloneOnClose() }
    }

    /// Removes the database file at `path` and its -wal, -shm and -journal, if there.
    public static func removeFiles(ofDatabase path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
    }

    /// Ends `building`: the file is put in WAL mode with full syncs, as every other database,
    /// its pages are synced to disk, and it can be moved into place once this Store is closed.
    public func finishBuilding() throws {
        do {
            try db.executeScript("PRAGMA synchronous = FULL")
            let mode = try Store.switchToWAL(db)
            guard mode == "wal" else { throw StoreError("Could not switch \(path) to write-ahead logging (got \(mode ?? "nothing")).") }
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            defer { if fd >= 0 { close(fd) } }
            guard fd >= 0, fsync(fd) == 0 else {
                throw StoreError("Could not write \(path) to disk (\(String(cString: strerror(errno)))); nothing was imported.")
            }
        } catch {
            throw StoreError.wrap(error, doing: "finish the new database", path: path)
        }
    }

    /// Puts the file in WAL mode (a no-op once it is). Switching needs the file to itself, and
    /// SQLite reports another process's lock at once here instead of calling the busy handler:
    /// wait for it the same way, up to the busy timeout.
    private static func switchToWAL(_ db: Connection) throws -> String? {
        var waited: Int32 = 0
        while true {
            do {
                return try db.firstRow("PRAGMA journal_mode = WAL")?.string("journal_mode")?.lowercased()
            } catch let error as SQLiteError where error.isBusy && waited < Connection.busyTimeoutMilliseconds {
                usleep(5_000)
                waited += 5
            }
        }
    }

    /// Applies each pending migration in its own transaction, recorded in that transaction
    /// (all of them in one for a new database). The version is read again under the write
    /// lock: two gymtracks opening an old file at once migrate it once.
    /// `marked`: the file carries gymtrack's marker already; else it is set with the first
    /// migration, or alone when there is none to apply (a file written before the marker).
    func migrate(from current: Int, marked: Bool) throws {
        if !marked && current == latestSchemaVersion && sqlite3_db_readonly(db.handle, "main") == 0 {
            try db.transaction { try markAsGymtracks() }
        }
        // A current file (every start but the first after an upgrade) never builds the
        // migrations' SQL (ULID expressions interpolated): work no ordinary start needs.
        guard current < latestSchemaVersion else { return }
        // A new database: every migration in one transaction, one sync to disk instead of one
        // each (most of the time of making a database, which an import into a new one pays).
        if current == 0, try db.transaction({ () -> Bool in
            guard try db.firstRow("PRAGMA user_version")?.int("user_version") ?? 0 == 0 else { return false }
            try markAsGymtracks()
            for migration in migrations { try apply(migration) }
            return true
        }) { return }
        for migration in migrations where migration.version > current {
            try db.transaction {
                guard (try db.firstRow("PRAGMA user_version")?.int("user_version") ?? 0) < migration.version else { return }
                if !marked { try markAsGymtracks() }
                try apply(migration)
            }
        }
    }

    /// Sets gymtrack's marker in the file's header (see Ownership.swift).
    private func markAsGymtracks() throws {
        try db.execute("PRAGMA application_id = \(Store.applicationID)") // an integer literal: pragmas take no parameters
    }

    /// One migration, recorded with it.
    private func apply(_ migration: Migration) throws {
        try db.executeScript(migration.sql)
        try db.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, datetime('now'))",
                       [migration.version, migration.name])
        try db.execute("PRAGMA user_version = \(migration.version)") // an integer literal: pragmas take no parameters
    }

    /// The SQL statements this Store runs while `body` runs (see `Connection.statementsRun`).
    public func statementsRun(during body: () throws -> Void) rethrows -> [String] {
        try db.statementsRun(during: body)
    }

    public var schemaVersion: Int { (try? db.firstRow("PRAGMA user_version")?.int("user_version")) ?? 0 }

    /// True inside `batch`: writes then join its one transaction.
    private var inBatch = false

    /// `PRAGMA data_version` when last checked: it changes when another connection commits.
    private var lastDataVersion: Int?
    /// `table_changes` when last read, and whether this connection has written since.
    private var lastCounters: [String: Int]?
    private var countersStale = false
    /// The inotify descriptor watching the database's folder, once asked for.
    private var watchDescriptor: Int32?

    func write<T>(_ action: String, _ body: () throws -> T) throws -> T {
        if inBatch {
            do { return try body() } catch { throw StoreError.wrap(error, doing: action, path: path) }
        }
        do {
            defer { countersStale = true }
            return try db.transaction(body)
        } catch {
            throw StoreError.wrap(error, doing: action, path: path)
        }
    }

    /// Runs many writes as one transaction (generating years of history): all or nothing,
    /// one sync to disk instead of one per write.
    public func batch(_ body: () throws -> Void) throws {
        precondition(!inBatch, "batches do not nest")
        try write("write the batch") {
            inBatch = true
            defer { inBatch = false }
            try body()
        }
    }

    func read<T>(_ action: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch {
            throw StoreError.wrap(error, doing: action, path: path)
        }
    }

    /// `read`, with every read of `body` from one snapshot of the database: no commit of
    /// another terminal lands between them. Inside a transaction already, that one holds.
    func readTogether<T>(_ action: String, _ body: () throws -> T) throws -> T {
        try read(action) {
            guard sqlite3_get_autocommit(db.handle) != 0 else { return try body() }
            try db.execute("BEGIN")
            defer { try? db.execute("COMMIT") }
            return try body()
        }
    }

    /// The counted tables (`table_changes`) written since the last call, when another process
    /// committed since then; nil when none did (the first call only takes note). Every table
    /// when the counters cannot be read. Its own commits are counted too but taken note of
    /// at the next call, so they are not said to be another's. One read of a counter SQLite
    /// keeps in shared memory, and one of the counters when it moved: cheap enough for every second.
    public func changedElsewhere() -> Set<String>? {
        guard let version = try? db.firstRow("PRAGMA data_version")?.int("data_version") else { return nil }
        defer { lastDataVersion = version }
        guard let last = lastDataVersion, last != version else {
            if lastDataVersion == nil || countersStale { lastCounters = tableCounters() }
            countersStale = false
            return nil
        }
        let counters = tableCounters()
        defer { lastCounters = counters; countersStale = false }
        guard let before = lastCounters, let counters else { return Store.countedTables.union([Store.finishedWorkoutsCounter]) }
        return Set(counters.filter { before[$0.key] != $0.value }.keys)
    }

    /// The counter of `table_changes` that counts the writes to finished workouts only (the
    /// sessions, steps and sets of a workout in progress are counted by their tables alone).
    public static let finishedWorkoutsCounter = "finished_workouts"

    /// Every table `table_changes` counts.
    public static let countedTables: Set<String> = ["sessions", "session_steps", "set_logs", "daily_challenge", "challenge_counts",
                                                    "splits", "split_steps", "programs", "body_measurements", "settings",
                                                    "exercises", "exercise_regions"]

    private func tableCounters() -> [String: Int]? {
        guard let rows = try? db.rows("SELECT name, changes FROM table_changes") else { return nil }
        var counters: [String: Int] = [:]
        for row in rows { if let name = row.string("name"), let n = row.int("changes") { counters[name] = n } }
        return counters
    }

    /// A descriptor that becomes readable when a file in the database's folder changes (another
    /// process's commit writes the -wal file): the UI waits on it beside the keyboard. Nil for
    /// an in-memory database or where inotify is not available; then poll `changedElsewhere`.
    public func changeWatch() -> Int32? {
        if let watchDescriptor { return watchDescriptor }
        guard path != ":memory:" else { return nil }
        let fd = inotify_init1(0)
        guard fd >= 0 else { return nil }
        // Never block on it: the events are only read away after poll said they are there.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        // The folder of the file itself, not of a symbolic link to it: the -wal is written there.
        let folder = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let mask = UInt32(IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_CLOSE_WRITE)
        guard inotify_add_watch(fd, folder.isEmpty ? "." : folder, mask) >= 0 else {
            close(fd)
            return nil
        }
        watchDescriptor = fd
        return fd
    }

    /// Reads away the change events waiting on `changeWatch()`; true when one of them concerns
    /// the database's own files (not another file in its folder, such as a log).
    public func drainChangeWatch() -> Bool {
        guard let fd = watchDescriptor else { return false }
        let name = filePath.split(separator: "/").last.map(String.init) ?? filePath
        var ours = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Glibc.read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            // Each event: wd, mask, cookie, name length (4 bytes each), then the name, NUL padded.
            var offset = 0
            while offset + 16 <= count {
                let length = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8 | Int(buffer[offset + 14]) << 16 | Int(buffer[offset + 15]) << 24
                let bytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                if String(decoding: bytes, as: UTF8.self).hasPrefix(name) { ours = true }
                offset += 16 + length
            }
        }
        return ours
    }
}
