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

    /// Whether `file` is the database at `database` or one of its -wal, -shm, -journal files.
    public static func isOneOfTheFiles(of database: String, _ file: String) -> Bool {
        guard database != ":memory:", let identity = FileIdentity(path: file) else { return false }
        return FileIdentity.ofDatabase(database).contains(identity)
    }
}
