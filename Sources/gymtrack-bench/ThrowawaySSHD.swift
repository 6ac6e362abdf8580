import Foundation
import Glibc

/// An sshd of the bench's own, as the sync tests start one: a throwaway host key and client key
/// in the bench's folder, on a free port of the loopback, taking only that key. Stopped by `stop`.
final class ThrowawaySSHD {
    /// The ssh command and options that reach it (`gymtrack sync --ssh` takes them as one string).
    let command: [String]
    /// What `command` reaches.
    let host = "127.0.0.1"
    private let pidFile: String

    init(folder: String) throws {
        guard let sshd = ["/usr/sbin/sshd", "/usr/bin/sshd"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw NotMeasurable(reason: "no sshd in /usr/sbin or /usr/bin (apt-get install openssh-server)")
        }
        guard let ssh = executable("ssh"), let keygen = executable("ssh-keygen") else {
            throw NotMeasurable(reason: "no ssh or ssh-keygen on the PATH (apt-get install openssh-client)")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let hostKey = folder + "/ssh_host_key", clientKey = folder + "/client_key"
        for key in [hostKey, clientKey] {
            guard try timeCommandStatus([keygen, "-q", "-t", "ed25519", "-N", "", "-f", key]).status == 0 else {
                throw NotMeasurable(reason: "ssh-keygen could not make a key in \(folder)")
            }
        }
        try FileManager.default.copyItem(atPath: clientKey + ".pub", toPath: folder + "/authorized_keys")
        // sshd run by root wants its privilege separation folder.
        try? FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        pidFile = folder + "/sshd.pid"
        let log = folder + "/sshd.log"
        var started: Int?
        // A port taken since it was found free makes sshd exit at once: another is tried.
        for _ in 0..<5 where started == nil {
            let port = try freeLoopbackPort()
            let config = folder + "/sshd_config"
            try """
                Port \(port)
                ListenAddress 127.0.0.1
                HostKey \(hostKey)
                AuthorizedKeysFile \(folder)/authorized_keys
                PidFile \(pidFile)
                StrictModes no
                PasswordAuthentication no
                KbdInteractiveAuthentication no
                UsePAM no
                """.write(toFile: config, atomically: true, encoding: .utf8)
            if try timeCommandStatus([sshd, "-f", config, "-E", log]).status == 0 { started = port }
        }
        guard let port = started else {
            throw NotMeasurable(reason: "sshd would not start: " + ((try? String(contentsOfFile: log, encoding: .utf8)) ?? ""))
        }
        command = [ssh, "-F", "/dev/null", "-p", "\(port)", "-i", clientKey, "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no",
                   "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR"]
        // Up once it lets a command through.
        let deadline = now() + 10
        while try timeCommandStatus(command + [host, "true"]).status != 0 {
            guard now() < deadline else {
                stop()
                throw NotMeasurable(reason: "sshd on port \(port) let no command through: " + ((try? String(contentsOfFile: log, encoding: .utf8)) ?? ""))
            }
            usleep(100_000)
        }
    }

    func stop() {
        guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
              let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return }
        kill(pid, SIGTERM)
    }
}

/// A port of the loopback nobody listens on: the one the kernel gives a socket bound to port 0.
private func freeLoopbackPort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw BenchError("could not open a socket to find a free port") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
    }
    guard bound else { throw BenchError("could not bind a socket to find a free port") }
    return Int(UInt16(bigEndian: address.sin_port))
}
