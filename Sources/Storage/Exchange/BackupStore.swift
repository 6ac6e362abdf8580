import CSQLite
import Domain
import Foundation
import Glibc

/// Backups and restores of the whole database, safe while other gymtracks have it open.
extension Store {
    /// Backups kept in a folder by `backup(into:now:)`; older ones are removed.
    public static let backupsKept = 10

    /// Writes a consistent copy of the database into `folder` (made when missing, mode 0700),
    /// named after the database and the local time (`gymtrack-2026-11-22T081500.sqlite` for
    /// `gymtrack.sqlite`), keeps the newest `backupsKept` backups of this database there, and
    /// records the time in the `last_backup` setting. Returns the path. `sparing`: a file
    /// never pruned, however old (the backup a restore is about to copy in, which the safety
    /// backup made first would otherwise remove when it is the oldest).
    ///
    /// `VACUUM INTO` copies one read snapshot: writers in other processes carry on meanwhile
    /// and none of their half-done work is in the copy. The copy is written under a temporary
    /// name, read back whole (`checkBackup`), synced, and only then linked under its name: a
    /// file with a backup's name is always a whole backup, even after a kill -9, and two
    /// backups in the same second (two processes) never take one name.
    @discardableResult
    public func backup(into folder: String, now: Moment, sparing spared: String? = nil) throws -> String {
        let fm = FileManager.default
        if !fm.fileExists(atPath: folder) {
            guard DatabaseLocation.makePrivateFolders(folder) else {
                throw StoreError("Could not create the backup folder \(folder); check its permissions or name another folder.")
            }
        }
        let stem = backupStem
        let writing = ".\(stem).backup-"
        Leftovers.sweep(in: folder, prefix: writing)
        let temporary = folder + "/" + writing + "\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 16))"
        func cannotWrite(_ reason: String) -> StoreError {
            StoreError("Could not write a backup in \(folder) (\(reason)); check its permissions or name another folder.")
        }
        // An empty file of mode 0600 first: VACUUM INTO fills it (it must not exist or be empty).
        let fd = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw cannotWrite(String(cString: strerror(errno))) }
        close(fd)
        defer { for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary + suffix) } }
        try read("write the backup") { try db.execute("VACUUM INTO ?", [temporary]) }
        do {
            _ = try Store.checkBackup(temporary)
        } catch {
            throw cannotWrite("the copy did not read back whole; no backup was kept")
        }
        guard Store.sync(temporary) else { throw cannotWrite(String(cString: strerror(errno))) }

        let iso = now.isoDateTime
        let stamp = String(iso.prefix(10)) + "T" + iso.dropFirst(11).prefix(8).filter { $0 != ":" }
        // More in the same second: -2, -3 … after the highest there, never a name pruned
        // before (it would sort as the oldest and go at once).
        func name(_ n: Int) -> String { folder + "/\(stem)-\(stamp)" + (n == 1 ? "" : "-\(n)") + ".sqlite" }
        var n = 1 + (((try? fm.contentsOfDirectory(atPath: folder)) ?? []).compactMap { Store.backupOrder($0, stem: stem) }
            .filter { $0.stamp == stamp }.map(\.number).max() ?? 0)
        // link(2) never replaces a file: a name another process took meanwhile moves this one on.
        while link(temporary, name(n)) != 0 {
            if errno == EEXIST {
                n += 1
            } else if errno == EPERM || errno == EOPNOTSUPP || errno == ENOSYS, access(name(n), F_OK) != 0, rename(temporary, name(n)) == 0 {
                break // a file system without hard links
            } else {
                throw cannotWrite(String(cString: strerror(errno)))
            }
        }
        _ = Store.sync(folder)
        // A database that cannot be written (opened to read, or a file the system keeps
        // read-only) is backed up whole all the same; only the time is not recorded in it.
        if !readOnly && sqlite3_db_readonly(db.handle, "main") == 0 { try setSetting(.lastBackup, iso) }
        Store.pruneBackups(in: folder, stem: stem, sparing: spared.flatMap(FileIdentity.init(path:)))
        return name(n)
    }

    /// What this database's backups are named by: its file name without `.sqlite` (`gymtrack`
    /// for `gymtrack.sqlite`), so backups of several databases in one folder are kept apart.
    var backupStem: String { Store.backupStem(of: path) }

    static func backupStem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".sqlite") && name.count > ".sqlite".count ? String(name.dropLast(".sqlite".count)) : name
    }

    /// Removes all but the newest `backupsKept` backups of the database `stem` names in
    /// `folder`, oldest first by `backupOrder` (names alone sort `-10` before `-2`, and `-2`
    /// before the first). Only whole backups count among those kept: one an older gymtrack
    /// left cut short (empty, no SQLite header, shorter than its header says, or with a
    /// `-journal` beside it) is removed, with its journal. Other databases' backups, files
    /// gymtrack did not name, and the file `spared` names are never touched.
    static func pruneBackups(in folder: String, stem: String, sparing spared: FileIdentity? = nil) {
        let names = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        var whole: [(name: String, order: (stamp: String, number: Int))] = []
        for name in names {
            if let spared, FileIdentity(path: folder + "/" + name) == spared { continue }
            if let order = backupOrder(name, stem: stem) {
                if !names.contains(name + "-journal") && isWholeDatabaseFile(folder + "/" + name) {
                    whole.append((name, order))
                } else {
                    unlink(folder + "/" + name)
                    unlink(folder + "/" + name + "-journal")
                }
            } else if name.hasSuffix("-journal"), backupOrder(String(name.dropLast("-journal".count)), stem: stem) != nil,
                      !names.contains(String(name.dropLast("-journal".count))) {
                unlink(folder + "/" + name)
            }
        }
        let oldestFirst = whole.sorted { ($0.order.stamp, $0.order.number) < ($1.order.stamp, $1.order.number) }
        for backup in oldestFirst.dropLast(backupsKept) { unlink(folder + "/" + backup.name) }
    }

    /// Where a backup of the database `stem` names, named by `backup(into:now:)`, falls in
    /// time: its stamp (`2026-11-22T081500`), then its number within that second (1 for the
    /// first, which has none; `-2`, `-3` … after). Nil for any other name: such files are never pruned.
    static func backupOrder(_ name: String, stem: String = "gymtrack") -> (stamp: String, number: Int)? {
        guard name.hasPrefix(stem + "-"), name.hasSuffix(".sqlite") else { return nil }
        let core = name.dropFirst(stem.count + 1).dropLast(".sqlite".count)
        let stamp = core.prefix(17), rest = core.dropFirst(17)
        guard stamp.count == 17, stamp.enumerated().allSatisfy({ i, c in
            i == 4 || i == 7 ? c == "-" : i == 10 ? c == "T" : c.isASCII && c.isNumber
        }) else { return nil }
        if rest.isEmpty { return (String(stamp), 1) }
        guard rest.first == "-", let number = Int(rest.dropFirst()), number >= 2 else { return nil }
        return (String(stamp), number)
    }

    /// Whether the file at `path` looks like a whole SQLite database, from its first 100 bytes
    /// and its size (no page read): the header is there, and the file is as long as the header
    /// says, when the header says.
    static func isWholeDatabaseFile(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 100)
        var info = stat()
        guard Glibc.read(fd, &header, 100) == 100, fstat(fd, &info) == 0,
              header.prefix(16).elementsEqual(Array("SQLite format 3".utf8) + [0]) else { return false }
        func big(_ at: Int, _ count: Int) -> Int { header[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) } }
        let pageSize = big(16, 2) == 1 ? 65_536 : big(16, 2)
        let pages = big(28, 4)
        // The size in the header counts only when written by a SQLite that keeps it (its
        // change counter and "version valid for" agree).
        guard pages > 0, big(24, 4) == big(92, 4) else { return info.st_size > 0 }
        return Int(info.st_size) == pages * pageSize
    }

    /// Flushes the file or folder at `path` to the disk: a name survives a crash once the
    /// file and its folder are synced.
    static func sync(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return fsync(fd) == 0
    }

    /// Checks that `file` is a whole gymtrack database this binary can read: SQLite, intact
    /// (`PRAGMA quick_check`), with gymtrack's tables and a schema no newer than ours.
    /// Returns its schema version; nothing is written to it.
    public static func checkBackup(_ file: String) throws -> Int {
        try checkedBackup(file).version
    }

    /// `checkBackup`, with whether the file carries gymtrack's marker.
    static func checkedBackup(_ file: String) throws -> Ownership {
        guard access(file, R_OK) == 0 else {
            throw StoreError("Could not read \(file) (\(String(cString: strerror(errno)))); nothing was changed.")
        }
        do {
            let advice = "nothing was changed."
            let header = DatabaseHeader(path: file)
            try refuseByHeader(header, path: file, advice: advice)
            if case .sqlite(applicationID: 0, _) = header.kind { try checkUnmarkedFile(file, advice: advice) }
            let source = try Store.readingConnection(file)
            let ownership = try ownership(of: source, path: file, advice: advice)
            let version = ownership.version
            let tables = Set(try source.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { $0.string("name") })
            guard version > 0, tables.isSuperset(of: ["schema_migrations", "sessions", "set_logs", "settings"]) else {
                throw StoreError("\(file) is not a gymtrack database (it lacks gymtrack's tables); nothing was changed.")
            }
            guard version <= latestSchemaVersion else {
                throw StoreError("\(file) was written by a newer gymtrack (schema \(version), this one knows \(latestSchemaVersion)); nothing was changed.")
            }
            let check = try source.firstRow("PRAGMA quick_check")?.string("quick_check") ?? ""
            guard check == "ok" else { throw StoreError("\(file) is damaged (\(check)); nothing was changed.") }
            return ownership
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError where error.isNotADatabase {
            throw StoreError("\(file) is not a gymtrack database (not SQLite); nothing was changed.")
        } catch let error as SQLiteError where error.isCorrupt {
            throw StoreError("\(file) is damaged (cut short or changed since it was written); nothing was changed.")
        } catch {
            throw StoreError("\(file) cannot be used as a backup (\(error)); nothing was changed.")
        }
    }

    /// Replaces this database's content with `file`'s (checked first with `checkBackup`),
    /// through SQLite's online backup API on this connection: one write transaction, so other
    /// processes see either the old database or the restored one, and notice the change
    /// (`PRAGMA data_version`) to reload. A backup of an older schema is migrated after.
    public func restore(from file: String) throws {
        try checkStillTheFileOpened()
        guard !isOneOfItsFiles(file) else { throw StoreError("\(file) is the database \(filePath) itself, or one of its files; name a backup to restore from. Nothing was changed.") }
        let checked = try Store.checkedBackup(file)
        do {
            let source = try Store.readingConnection(file)
            guard let backup = sqlite3_backup_init(db.handle, "main", source.handle, "main") else {
                throw StoreError("Could not restore \(file): \(String(cString: sqlite3_errmsg(db.handle))); nothing was changed.")
            }
            var rc: Int32
            var waited: Int32 = 0
            repeat {
                rc = sqlite3_backup_step(backup, -1)
                if rc == SQLITE_BUSY || rc == SQLITE_LOCKED {
                    usleep(5_000)
                    waited += 5
                }
            } while (rc == SQLITE_BUSY || rc == SQLITE_LOCKED) && waited < Connection.busyTimeoutMilliseconds
            let finish = sqlite3_backup_finish(backup)
            guard rc == SQLITE_DONE else {
                let busy = rc == SQLITE_BUSY || rc == SQLITE_LOCKED
                throw StoreError(busy
                    ? "Could not restore \(file): another program held the database for too long; nothing was changed, try again."
                    : "Could not restore \(file): \(String(cString: sqlite3_errstr(rc))); nothing was changed.")
            }
            try db.check(finish)
            db.emptyTheWAL() // the backup API's commit does not call the WAL hook
        }
        try migrate(from: checked.version, marked: checked.marked)
    }
}
