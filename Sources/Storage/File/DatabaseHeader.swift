import Glibc

/// What is at a database path, read with read(2) before SQLite opens it: nothing, a folder, an
/// empty file, a file that is not SQLite, or a SQLite file with the fields of its 100-byte
/// header gymtrack decides on. Reading it writes nothing and makes no -wal or -shm; the
/// header's `user_version` is the one of the last checkpoint (a newer one may wait in the -wal).
struct DatabaseHeader {
    enum Kind: Equatable {
        case missing, folder, empty, notSQLite
        /// `applicationID`: whose file it says it is (gymtrack's marker, another program's, or 0).
        case sqlite(applicationID: Int32, userVersion: Int)
    }

    let kind: Kind

    init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            kind = .missing
            return
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            kind = .folder
            return
        }
        if info.st_size == 0 {
            kind = .empty
            return
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            kind = .sqlite(applicationID: 0, userVersion: 0) // unreadable here: SQLite will say why
            return
        }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 100)
        let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 100, 0) }
        let magic = Array("SQLite format 3".utf8) + [0]
        guard count >= 16, Array(bytes[0..<16]) == magic else {
            kind = .notSQLite
            return
        }
        guard count == 100 else {
            kind = .sqlite(applicationID: 0, userVersion: 0)
            return
        }
        func bigEndian(_ offset: Int) -> UInt32 {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        kind = .sqlite(applicationID: Int32(bitPattern: bigEndian(68)), userVersion: Int(Int32(bitPattern: bigEndian(60))))
    }
}
