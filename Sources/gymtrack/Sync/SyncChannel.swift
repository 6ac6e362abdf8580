import Domain
import Formats
import Foundation

// What two sides of a sync say to each other, and how: frames over a pair of descriptors.

/// What each side says first: the protocol it speaks, and its clock.
struct SyncHello {
    var protocolVersion: Int
    var now: Double

    func encoded() -> [UInt8] { Array("{\"protocol\": \(protocolVersion), \"now\": \(now)}".utf8) }

    /// The most a protocol version is: a bound before it becomes an Int.
    static let protocols = 0...1_000_000

    static func decode(_ bytes: [UInt8], from peer: String) throws -> SyncHello {
        guard case .object(let o)? = try? JSONValue.parse(bytes), case .number(let p)? = o["protocol"], case .number(let now)? = o["now"],
              p == p.rounded(), p >= Double(protocols.lowerBound), p <= Double(protocols.upperBound) else {
            throw CommandFailure("\(peer) answered something that is not gymtrack sync; check that \(peer)'s gymtrack is this version. Nothing was changed.")
        }
        // Its clock orders edits here: only a time an export can carry.
        let years = ExportFormat.Bounds.years
        guard ExportFormat.Bounds.epoch.contains(now) else {
            throw CommandFailure("\(peer)'s clock reads \(jsonNumber(now)) seconds since 1970, not a time between \(years.lowerBound) and \(years.upperBound); set its clock right. Nothing was changed.")
        }
        return SyncHello(protocolVersion: Int(p), now: now)
    }
}

/// Frames over a pair of descriptors: a line `gymtrack-sync KIND BYTES`, then the bytes.
struct SyncChannel {
    let input: Int32
    let output: Int32
    let peer: String

    func send(_ kind: String, _ bytes: [UInt8], stoppingHalfway: Bool = false) throws {
        try write(Array("gymtrack-sync \(kind) \(bytes.count)\n".utf8))
        if stoppingHalfway {
            try write(Array(bytes.prefix(bytes.count / 2)))
            kill(getpid(), SIGKILL)
        }
        try write(bytes)
    }

    private func write(_ bytes: [UInt8]) throws {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw CommandFailure("The connection to \(peer) was cut while sending; run the sync again.") }
            done += n
        }
    }

    /// The next frame, or nil when the other side closed the connection before one began.
    func receive() throws -> (kind: String, bytes: [UInt8])? {
        var header: [UInt8] = []
        while true {
            guard let byte = try read(1).first else {
                if header.isEmpty { return nil }
                throw cut()
            }
            if byte == UInt8(ascii: "\n") { break }
            header.append(byte)
            guard header.count < 200 else { throw CommandFailure("\(peer) answered something that is not gymtrack sync; nothing was changed.") }
        }
        let words = String(decoding: header, as: UTF8.self).split(separator: " ")
        guard words.count == 3, words[0] == "gymtrack-sync", let count = Int(words[2]), count >= 0 else {
            throw CommandFailure("\(peer) answered something that is not gymtrack sync (\(escapedText(String(decoding: header, as: UTF8.self), limit: 60))); check that gymtrack runs there.")
        }
        guard count <= SyncProtocol.largestFrame else {
            throw CommandFailure("\(peer) announced \(groupedThousands(count)) bytes, more than the \(groupedThousands(SyncProtocol.largestFrame)) a sync sends at most; nothing was changed.")
        }
        let bytes = try read(count)
        guard bytes.count == count else { throw cut() }
        return (String(words[1]), bytes)
    }

    private func cut() -> CommandFailure { CommandFailure("The connection to \(peer) was cut mid-sync; run the sync again (each side is whole: merged, or as it was).") }

    /// Up to `count` bytes; fewer only at the end of the stream. Memory grows with what
    /// arrives, not with what the other side announced.
    private func read(_ count: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(count, 1 << 20))
        while bytes.count < count {
            let want = min(chunk.count, count - bytes.count)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress!, want) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }
}
