import Foundation
import Glibc
import Storage

/// A plan file in the lifter's editor ($VISUAL, else $EDITOR, else vi), in a 0600 file of the
/// temporary folder: for `gymtrack program edit` and the Plans tab alike.
public enum PlanFileEditor {
    /// The editor the environment names.
    public static var command: String {
        let environment = ProcessInfo.processInfo.environment
        return environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
    }

    /// A new, empty file of mode 0600 in the temporary folder, for the editor: a plan file is
    /// the lifter's own, and the temporary folder is everyone's. Its path.
    public static func privateTemporaryFile() throws -> String {
        var template = Array((NSTemporaryDirectory() + "gymtrack-program-XXXXXX.txt").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) } // mode 0600, never an existing file
        guard fd >= 0 else {
            throw StoreError("Could not make a file for the editor in \(NSTemporaryDirectory()) (\(String(cString: strerror(errno)))); set TMPDIR to a folder you may write.")
        }
        close(fd)
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `text` written over the file (which keeps its mode).
    public static func write(_ text: String, to file: String) throws {
        let fd = open(file, O_WRONLY | O_TRUNC | O_CLOEXEC)
        var bytes = Array(text.utf8)[...]
        while fd >= 0 && !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes = bytes.dropFirst(n)
        }
        let failed = fd < 0 || !bytes.isEmpty
        if fd >= 0 { close(fd) }
        if failed { throw StoreError("Could not write \(file) for the editor (\(String(cString: strerror(errno)))); the program was not changed.") }
    }

    /// Runs the editor (a command with arguments, as $EDITOR may be) on the terminal; its exit
    /// status. Spawned in this process's group and session, so the terminal is its to read
    /// (Foundation's Process starts a new session, where an editor cannot read the keys).
    public static func run(_ editor: String, file: String) -> Int32 {
        let words: [String] = ["/bin/sh", "-c", editor + " \"$1\"", "sh", file]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The editor starts with no blocked signals and default handlers, whatever this thread has.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ) == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
