import Glibc

/// Files a gymtrack process writes under a temporary name and renames when whole (a backup, an
/// export, a new database being imported) carry its process id: `NAME<marker><pid>`, perhaps
/// followed by more (`-journal`, `-7`). A process killed with -9 cannot remove its own; the next
/// run removes those whose process is gone.
public enum Leftovers {
    /// Removes the files in `folder` named `prefix`, then a process id, then anything, whose
    /// process no longer runs. Files of running processes (this one included) stay.
    public static func sweep(in folder: String, prefix: String) {
        guard let dir = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(prefix) { names.append(name) }
        }
        closedir(dir)
        for name in names {
            let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
            guard let pid = pid_t(digits), pid > 0, !isRunning(pid) else { continue }
            unlink(folder + "/" + name)
        }
    }

    /// Whether process `pid` exists (one we may not signal exists too).
    static func isRunning(_ pid: pid_t) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }
}
