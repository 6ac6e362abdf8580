#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Frames over a pair of descriptors (ssh's pipes, or a file in a test): a header line
/// `gymtrack-sync KIND BYTES` (`SyncFrameHeader`), then the bytes.
public struct SyncChannel: Sendable {
    public let input: Int32
    public let output: Int32
    public let peer: String

    public init(input: Int32, output: Int32, peer: String) {
        self.input = input
        self.output = output
        self.peer = peer
    }

    /// Sends one frame. `halfway`, when given, runs after half its bytes are out (the tests
    /// stop a sync dead there, as if the machine lost power mid-frame).
    public func send(_ kind: String, _ bytes: [UInt8], halfway: (() -> Void)? = nil) throws {
        try write(SyncFrameHeader(kind: kind, count: bytes.count).encoded())
        if let halfway {
            try write(Array(bytes.prefix(bytes.count / 2)))
            halfway()
        }
        try write(bytes)
    }

    private func write(_ bytes: [UInt8]) throws {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { systemWrite(output, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw SyncFailure("The connection to \(peer) was cut while sending; run the sync again.") }
            done += n
        }
    }

    /// The next frame, or nil when the other side closed the connection before one began.
    public func receive() throws -> (kind: String, bytes: [UInt8])? {
        var header: [UInt8] = []
        while true {
            guard let byte = try read(1).first else {
                if header.isEmpty { return nil }
                throw cut()
            }
            if byte == UInt8(ascii: "\n") { break }
            header.append(byte)
            guard header.count < SyncProtocol.longestHeader else {
                throw SyncFailure("\(peer) answered something that is not gymtrack sync; nothing was changed.")
            }
        }
        let frame = try SyncFrameHeader.parse(header, from: peer)
        let bytes = try read(frame.count)
        guard bytes.count == frame.count else { throw cut() }
        return (frame.kind, bytes)
    }

    private func cut() -> SyncFailure {
        SyncFailure("The connection to \(peer) was cut mid-sync; run the sync again (each side is whole: merged, or as it was).")
    }

    /// Up to `count` bytes; fewer only at the end of the stream. Memory grows with what
    /// arrives, not with what the other side announced.
    private func read(_ count: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(count, 1 << 20))
        while bytes.count < count {
            let want = min(chunk.count, count - bytes.count)
            let n = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress!, want) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
    #else
    Darwin.write(fd, buffer, count)
    #endif
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}
