import Glibc

/// A file's device and inode: what names one file whatever path spells it (a symbolic link,
/// `./`, `..`, another hard link). A path whose identity changed names another file now.
public struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The file `path` names now (following symbolic links), or nil when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The files a database at `path` is made of: itself and its -wal, -shm and -journal.
    static func ofDatabase(_ path: String) -> [FileIdentity] {
        ["", "-wal", "-shm", "-journal"].compactMap { FileIdentity(path: path + $0) }
    }
}

extension Store {
    /// Whether `file` is this database or one of its -wal, -shm, -journal files, however it is
    /// spelled: an export, backup, restore or import onto it would destroy what it copies.
    public func isOneOfItsFiles(_ file: String) -> Bool {
        Store.isOneOfTheFiles(of: filePath, file)
    }

    /// Whether `file` is the database at `database` or one of its -wal, -shm, -journal files:
    /// the same file (device and inode), or, for one not there yet, the same real folder and
    /// name. SQLite makes the -wal, -shm and -journal of a database when it needs them, by
    /// name, and deletes or overwrites them: an export written there would be lost. A database
    /// that is not there has no files.
    public static func isOneOfTheFiles(of database: String, _ file: String) -> Bool {
        guard database != ":memory:", FileIdentity(path: database) != nil else { return false }
        if let identity = FileIdentity(path: file), FileIdentity.ofDatabase(database).contains(identity) { return true }
        guard let target = realLocation(of: file), let real = realLocation(of: database) else { return false }
        return ["", "-wal", "-shm", "-journal"].contains { real + $0 == target }
    }

    /// Where `path` is, symbolic links resolved: the real path of the file, or of its folder
    /// followed by its name when there is no file (yet); nil when the folder is not there.
    static func realLocation(of path: String) -> String? {
        func real(_ path: String) -> String? {
            realpath(path, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            }
        }
        if let whole = real(path) { return whole }
        var folder = "."
        var name = Substring(path)
        if let slash = path.lastIndex(of: "/") {
            folder = slash == path.startIndex ? "/" : String(path[..<slash])
            name = path[path.index(after: slash)...]
        }
        guard !name.isEmpty, name != ".", name != "..", let realFolder = real(folder) else { return nil }
        return (realFolder == "/" ? "" : realFolder) + "/" + name
    }
}
