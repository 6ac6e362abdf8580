import CSQLite
import Domain
import Foundation

/// Backups and restores of the whole database, safe while other gymtracks have it open.
extension Store {
    /// Backups kept in a folder by `backup(into:now:)`; older ones are removed.
    public static let backupsKept = 10

    /// Writes a consistent copy of the database into `folder` (made when missing, mode 0700),
    /// named by the local time (`gymtrack-2026-11-22T081500.sqlite`), keeps the newest
    /// `backupsKept` there, and records the time in the `last_backup` setting. Returns the path.
    ///
    /// `VACUUM INTO` copies one read snapshot: writers in other processes carry on meanwhile
    /// and none of their half-done work is in the copy.
    @discardableResult
    public func backup(into folder: String, now: Moment) throws -> String {
        let fm = FileManager.default
        if !fm.fileExists(atPath: folder) {
            do {
                try fm.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError("Could not create the backup folder \(folder); check its permissions or name another folder.")
            }
        }
        let iso = now.isoDateTime
        let stamp = String(iso.prefix(10)) + "T" + iso.dropFirst(11).prefix(8).filter { $0 != ":" }
        // More in the same second: -2, -3 … after the highest there, never a name pruned
        // before (it would sort as the oldest and go at once).
        func name(_ n: Int) -> String { folder + "/gymtrack-\(stamp)" + (n == 1 ? "" : "-\(n)") + ".sqlite" }
        var n = 1 + (((try? fm.contentsOfDirectory(atPath: folder)) ?? []).compactMap { Store.backupOrder($0) }
            .filter { $0.stamp == stamp }.map(\.number).max() ?? 0)
        while fm.fileExists(atPath: name(n)) { n += 1 }
        let path = name(n)
        // An empty file of mode 0600 first: VACUUM INTO fills it (it must not exist or be empty).
        let fd = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
        guard fd >= 0 else {
            throw StoreError("Could not write a backup in \(folder) (\(String(cString: strerror(errno)))); check its permissions or name another folder.")
        }
        close(fd)
        do {
            try read("write the backup") { try db.execute("VACUUM INTO ?", [path]) }
        } catch {
            unlink(path)
            throw error
        }
        try setSetting(.lastBackup, iso)
        try Store.pruneBackups(in: folder)
        return path
    }

    /// Removes all but the newest `backupsKept` backups gymtrack named in `folder`, oldest
    /// first by `backupOrder` (names alone sort `-10` before `-2`, and `-2` before the first).
    static func pruneBackups(in folder: String) throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .compactMap { name in backupOrder(name).map { (name: name, order: $0) } }
            .sorted { ($0.order.stamp, $0.order.number) < ($1.order.stamp, $1.order.number) }
            .map(\.name)
        for name in names.dropLast(backupsKept) { unlink(folder + "/" + name) }
    }

    /// Where a backup named by `backup(into:now:)` falls in time: its stamp
    /// (`2026-11-22T081500`), then its number within that second (1 for the first, which has
    /// none; `-2`, `-3` … after). Nil for a name gymtrack did not give: such files are never pruned.
    static func backupOrder(_ name: String) -> (stamp: String, number: Int)? {
        guard name.hasPrefix("gymtrack-"), name.hasSuffix(".sqlite") else { return nil }
        let core = name.dropFirst("gymtrack-".count).dropLast(".sqlite".count)
        let stamp = core.prefix(17), rest = core.dropFirst(17)
        guard stamp.count == 17, stamp.enumerated().allSatisfy({ i, c in
            i == 4 || i == 7 ? c == "-" : i == 10 ? c == "T" : c.isASCII && c.isNumber
        }) else { return nil }
        if rest.isEmpty { return (String(stamp), 1) }
        guard rest.first == "-", let number = Int(rest.dropFirst()), number >= 2 else { return nil }
        return (String(stamp), number)
    }

    /// Checks that `file` is a whole gymtrack database this binary can read: SQLite, intact
    /// (`PRAGMA quick_check`), with gymtrack's tables and a schema no newer than ours.
    /// Returns its schema version; nothing is written to it.
    public static func checkBackup(_ file: String) throws -> Int {
        guard access(file, R_OK) == 0 else {
            throw StoreError("Could not read \(file) (\(String(cString: strerror(errno)))); nothing was changed.")
        }
        do {
            let source = try Connection(path: file, create: false, readOnly: true)
            let version = try source.firstRow("PRAGMA user_version")?.int("user_version") ?? 0
            let tables = Set(try source.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { $0.string("name") })
            guard version > 0, tables.isSuperset(of: ["schema_migrations", "sessions", "set_logs", "settings"]) else {
                throw StoreError("\(file) is not a gymtrack database (it lacks gymtrack's tables); nothing was changed.")
            }
            guard version <= latestSchemaVersion else {
                throw StoreError("\(file) was written by a newer gymtrack (schema \(version), this one knows \(latestSchemaVersion)); nothing was changed.")
            }
            let check = try source.firstRow("PRAGMA quick_check")?.string("quick_check") ?? ""
            guard check == "ok" else { throw StoreError("\(file) is damaged (\(check)); nothing was changed.") }
            return version
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
        let version = try Store.checkBackup(file)
        do {
            let source = try Connection(path: file, create: false, readOnly: true)
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
        }
        seenWorkouts = [:]
        if version < latestSchemaVersion { try migrate(from: version) }
    }
}
