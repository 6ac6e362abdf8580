import Foundation

/// Where the database lives: --db, else GYMTRACK_DB, else $XDG_DATA_HOME/gymtrack/gymtrack.sqlite,
/// else ~/.local/share/gymtrack/gymtrack.sqlite.
public enum DatabaseLocation {
    public static func resolve(flag: String?, environment: [String: String]) -> String {
        if let flag, !flag.isEmpty { return absolute(flag) }
        if let env = environment["GYMTRACK_DB"], !env.isEmpty { return absolute(env) }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return xdg + "/gymtrack/gymtrack.sqlite"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/gymtrack/gymtrack.sqlite"
    }

    /// Where backups of the database at `path` go by default (`gymtrack backup`, the safety
    /// copy of `restore` and `import --replace`, Settings): the folder `backups` beside it, so
    /// `~/.local/share/gymtrack/backups` for the usual database. Its backups are named after
    /// it, and pruning there removes only its own.
    public static func backupFolder(forDatabase path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("backups").path
    }

    /// A relative path taken from the current directory, so messages and Settings show where the file is.
    public static func absolute(_ path: String) -> String {
        path == ":memory:" ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Creates the parent directories (0700) and an empty file with mode 0600 when missing,
    /// so SQLite (and its -wal/-shm files, which copy the mode) never makes it world-readable;
    /// a dangling symbolic link's target too, which SQLite would otherwise make under the umask.
    /// True when this call made the file.
    @discardableResult
    static func prepareFile(at path: String) throws -> Bool {
        let fm = FileManager.default
        if fm.fileExists(atPath: path) { return false }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if !directory.isEmpty && !fm.fileExists(atPath: directory) {
            guard makePrivateFolders(directory) else {
                throw StoreError("Could not create the folder \(directory) for the database; check its permissions or pass --db with another path.")
            }
        }
        var fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if fd < 0 && errno == EEXIST && isDanglingLink(path) {
            // O_EXCL never follows a link: this opens (and makes) the file it names, 0600 all the same.
            fd = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
        }
        if fd < 0 && errno == ENOSPC {
            throw StoreError("Could not create the database \(path): the disk is full; free some space and try again.")
        }
        if fd < 0 && errno != EEXIST {
            throw StoreError("Could not create the database \(path) (\(String(cString: strerror(errno)))); check the folder's permissions or pass --db with another path.")
        }
        guard fd >= 0 else { return false }
        close(fd)
        return true
    }

    /// Whether `path` is a symbolic link to nothing.
    static func isDanglingLink(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return false }
        return stat(path, &info) != 0 && errno == ENOENT
    }

    /// Makes `folder` and each missing folder above it with mode 0700 (FileManager gives only the
    /// last one the mode asked for); false when one cannot be made.
    public static func makePrivateFolders(_ folder: String) -> Bool {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty && current != "/" && access(current, F_OK) != 0 {
            missing.append(current)
            current = URL(fileURLWithPath: current).deletingLastPathComponent().path
        }
        for made in missing.reversed() where mkdir(made, 0o700) != 0 && errno != EEXIST { return false }
        return true
    }
}
