import Domain
import Glibc

/// A database file replaced while it is open (a sync tool or an editor writes a new file and
/// renames it over the path). This connection still holds the old file, but SQLite finds the
/// -wal and -shm by name, and they now go with the new one: writing on would apply this
/// file's pages to the other file and leave it malformed. So the path is checked before every
/// transaction and on every wake of the UI, and once it names another file the Store stops.
extension Store {
    /// Throws, and stops this Store, when the path no longer names the file opened (replaced,
    /// moved or deleted). Costs one stat(2).
    public func checkStillTheFileOpened() throws {
        if let replaced { throw replaced }
        guard let identity, FileIdentity(path: filePath) != identity else { return }
        throw abandon()
    }

    /// The sentence for a file replaced since it was opened, or nil while it is the same file;
    /// the UI asks on every wake.
    public func noticeReplacement() -> StoreError? {
        do {
            try checkStillTheFileOpened()
            return nil
        } catch let error as StoreError {
            return error
        } catch {
            return StoreError("\(error)")
        }
    }

    /// Moves what this connection wrote into the -wal back into the old file (through its
    /// descriptor: the new file must never be read with those pages), keeps a copy of the old
    /// file beside the path, so nothing this window saved is lost, and lets go of the old file
    /// at once: every later statement is refused, by a connection in memory.
    ///
    /// The -shm, found by name, is the new file's now, and SQLite trusts the wal-index in it
    /// while any connection has it open: held here, it would keep telling every other process
    /// the old file's size and frames (a second gymtrack on the new file finds it "malformed"),
    /// and a Store on the new file in this process would share its locks. So the connection is
    /// closed now, without the checkpoint that closing does (it would copy the new file's
    /// frames into the old file, then delete the new file's -wal and -shm by name).
    private func abandon() -> StoreError {
        db.beforeTransaction = nil
        _ = try? db.firstRow("PRAGMA wal_checkpoint(TRUNCATE)")
        let kept = keepCopyOfTheFileOpened()
        keptCopy = kept
        let error = StoreError(kept.map {
            "\(path) was replaced by another program; nothing more is written to either file, and what this window saved is kept beside it in \($0.split(separator: "/").last ?? ""), to put back or export."
        } ?? "\(path) was replaced by another program; nothing more is written to either file: quit and start gymtrack again on the new file.")
        replaced = error
        db.leaveTheWALAloneOnClose()
        db.refusal = error
        if let refusing = try? Connection(path: ":memory:") {
            refusing.refusal = error
            db = refusing // the old connection closes as the last reference to it goes
        }
        return error
    }

    /// What the UI's question offers for the kept copy (later, `restore` and `export` do the
    /// same from the command line, as the README says).
    public var replacementAdvice: [String] {
        keptCopy == nil ? [] : ["Put it back here: into the new file (backed up first), carrying on there."]
    }

    /// The question again after putting the copy back failed: why, and that the copy stays.
    public func adviceAfterFailing(_ why: String) -> [String] {
        guard let keptCopy else { return [why] }
        return [why, "What this window saved stays in \(keptCopy.split(separator: "/").last ?? "")."] + replacementAdvice
    }

    /// Writes the kept copy into the file now at the path, after backing that file up beside
    /// it, and returns a Store on it to carry on with, and where the backup went. The new file
    /// must be a gymtrack database (or nothing, or empty); another program's is refused. Other
    /// processes may have the new file open meanwhile: the copy goes in as one write
    /// transaction, which they see as any other commit. When it fails the copy stays.
    public func putKeptCopyBack(now: Moment) throws -> (store: Store, backup: String) {
        guard replaced != nil, let keptCopy else { throw StoreError("There is no copy of this window's data to put back.") }
        let fresh = try Store(path: path)
        let backup = try fresh.backup(into: DatabaseLocation.backupFolder(forDatabase: path), now: now)
        try fresh.restore(from: keptCopy)
        return (fresh, backup)
    }

    /// A whole copy of the file opened, beside the path (`g.sqlite.kept-EPOCH.sqlite`, then
    /// `-2`, `-3` … when another process kept one in the same second; mode 0600), or nil when
    /// it cannot be written.
    private func keepCopyOfTheFileOpened() -> String? {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        for n in 1...20 {
            let kept = path + ".kept-\(now.tv_sec)" + (n == 1 ? "" : "-\(n)") + ".sqlite"
            let fd = open(kept, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
            if fd < 0 && errno == EEXIST { continue }
            guard fd >= 0 else { return nil }
            close(fd)
            do {
                try db.execute("VACUUM INTO ?", [kept])
                return kept
            } catch {
                unlink(kept)
                return nil
            }
        }
        return nil
    }
}
