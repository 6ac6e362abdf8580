import Domain
import Formats

/// What two sides of a sync say to each other (docs/sync.md): the version of the conversation
/// and the bounds on what the other side can make this one hold.
public enum SyncProtocol {
    public static let version = 1
    /// The most bytes one frame may announce: far past any export, and a bound on what the
    /// other side can make this one hold.
    public static let largestFrame = 2_000_000_000
    /// The most bytes a frame's header line may be before it is not gymtrack sync.
    public static let longestHeader = 200
    /// The most characters of the other side's own words (its error, its summary) said here.
    public static let longestWords = 500

    /// The sentence that refuses a peer speaking another version, naming both.
    public static func otherVersion(_ theirs: Int, peer: String) -> SyncFailure {
        SyncFailure("\(peer) runs a gymtrack that syncs differently (protocol \(theirs), here \(version)); install the same version on both machines. Nothing was changed.")
    }

    /// The other side's own words (an error, a summary) as this side says them: control
    /// characters escaped, as everything from a file or a peer is, and cut when past any sentence.
    public static func peerWords(_ bytes: [UInt8]) -> String {
        escapedText(String(decoding: bytes, as: UTF8.self), limit: longestWords)
    }
}

/// What each side says first: the protocol it speaks, and its clock.
public struct SyncHello: Equatable, Sendable {
    public var protocolVersion: Int
    public var now: Double

    public init(protocolVersion: Int, now: Double) {
        self.protocolVersion = protocolVersion
        self.now = now
    }

    public func encoded() -> [UInt8] { Array("{\"protocol\": \(protocolVersion), \"now\": \(jsonNumber(now))}".utf8) }

    /// The most a protocol version is: a bound before it becomes an Int.
    static let protocols = 0...1_000_000

    public static func decode(_ bytes: [UInt8], from peer: String) throws -> SyncHello {
        guard case .object(let o)? = try? JSONValue.parse(bytes), case .number(let p)? = o["protocol"], case .number(let now)? = o["now"],
              p == p.rounded(), p >= Double(protocols.lowerBound), p <= Double(protocols.upperBound) else {
            throw SyncFailure("\(peer) answered something that is not gymtrack sync; check that \(peer)'s gymtrack is this version. Nothing was changed.")
        }
        // Its clock orders edits here: only a time an export can carry.
        let years = ExportFormat.Bounds.years
        guard ExportFormat.Bounds.epoch.contains(now) else {
            throw SyncFailure("\(peer)'s clock reads \(jsonNumber(now)) seconds since 1970, not a time between \(years.lowerBound) and \(years.upperBound); set its clock right. Nothing was changed.")
        }
        return SyncHello(protocolVersion: Int(p), now: now)
    }
}

/// A frame's header line, `gymtrack-sync KIND BYTES`: what follows it and how long it is.
public struct SyncFrameHeader: Equatable, Sendable {
    public var kind: String
    public var count: Int

    public init(kind: String, count: Int) {
        self.kind = kind
        self.count = count
    }

    public func encoded() -> [UInt8] { Array("gymtrack-sync \(kind) \(count)\n".utf8) }

    /// The header in `line` (without its newline), or one sentence saying why it is not one.
    public static func parse(_ line: [UInt8], from peer: String) throws -> SyncFrameHeader {
        let words = String(decoding: line, as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 3, words[0] == "gymtrack-sync", !words[1].isEmpty, words[1].utf8.allSatisfy(isKindByte),
              words[2].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let count = Int(words[2]) else {
            throw SyncFailure("\(peer) answered something that is not gymtrack sync (\(escapedText(String(decoding: line, as: UTF8.self), limit: 60))); check that gymtrack runs there.")
        }
        guard count <= SyncProtocol.largestFrame else {
            throw SyncFailure("\(peer) announced \(groupedThousands(count)) bytes, more than the \(groupedThousands(SyncProtocol.largestFrame)) a sync sends at most; nothing was changed.")
        }
        return SyncFrameHeader(kind: String(words[1]), count: count)
    }

    private static func isKindByte(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D }
}
