import Domain
import Formats

/// What two sides of a sync say to each other (docs/sync.md): the version of the conversation
/// and the bounds on what the other side can make this one hold.
public enum SyncProtocol {
    /// 2: each side says who it is and what it remembers of its last syncs, and sends only
    /// what changed since (1 sent the whole history every time).
    public static let version = 2
    /// The most machines one hello may say it has synced with.
    public static let mostPeers = 10_000
    /// The most bytes one frame may announce: far past any export, and a bound on what the
    /// other side can make this one hold.
    public static let largestFrame = 2_000_000_000
    /// The most bytes a frame's header line may be before it is not gymtrack sync.
    public static let longestHeader = 200
    /// The most characters of the other side's own words (its error, its summary) said here.
    public static let longestWords = 500

    /// The sentence for bytes that are not what a gymtrack of this version says.
    static func notSync(_ peer: String) -> SyncFailure {
        SyncFailure("\(peer) answered something that is not gymtrack sync; check that \(peer)'s gymtrack is this version. Nothing was changed.")
    }

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

/// What each side says first, before reading anything: the protocol it speaks, its clock, its
/// device id and what it remembers of its last sync with each machine (by device id).
public struct SyncHello: Equatable, Sendable {
    public var protocolVersion: Int
    public var now: Double
    /// Absent from a version 1 hello, which is refused on its version.
    public var device: String
    public var peers: [String: SyncMarks]

    public init(protocolVersion: Int, now: Double, device: String = "", peers: [String: SyncMarks] = [:]) {
        self.protocolVersion = protocolVersion
        self.now = now
        self.device = device
        self.peers = peers
    }

    public func encoded() -> [UInt8] {
        var out: [UInt8] = []
        appendJSONString(device, to: &out)
        let marks = peers.keys.sorted().map { key -> String in
            var name: [UInt8] = []
            appendJSONString(key, to: &name)
            return "\(String(decoding: name, as: UTF8.self)): {\"received\": \(peers[key]!.received), \"sent\": \(peers[key]!.sent)}"
        }
        return Array("{\"protocol\": \(protocolVersion), \"now\": \(jsonNumber(now)), \"device\": \(String(decoding: out, as: UTF8.self)), \"peers\": {\(marks.joined(separator: ", "))}}".utf8)
    }

    /// The most a protocol version is: a bound before it becomes an Int.
    static let protocols = 0...1_000_000

    public static func decode(_ bytes: [UInt8], from peer: String) throws -> SyncHello {
        let notSync = SyncProtocol.notSync(peer)
        guard case .object(let o)? = try? JSONValue.parse(bytes), case .number(let p)? = o["protocol"], case .number(let now)? = o["now"],
              p == p.rounded(), p >= Double(protocols.lowerBound), p <= Double(protocols.upperBound) else {
            throw notSync
        }
        // Its clock orders edits here: only a time an export can carry.
        let years = ExportFormat.Bounds.years
        guard ExportFormat.Bounds.epoch.contains(now) else {
            throw SyncFailure("\(peer)'s clock reads \(jsonNumber(now)) seconds since 1970, not a time between \(years.lowerBound) and \(years.upperBound); set its clock right. Nothing was changed.")
        }
        var hello = SyncHello(protocolVersion: Int(p), now: now)
        // A version 1 hello has neither: it is refused on its version, by the caller.
        guard Int(p) >= 2 else { return hello }
        guard case .string(let device)? = o["device"], isDeviceID(device), case .object(let peers)? = o["peers"],
              peers.count <= SyncProtocol.mostPeers else { throw notSync }
        hello.device = device
        for (key, value) in peers {
            guard isDeviceID(key), case .object(let marks) = value, let received = epochSecond(marks["received"]),
                  let sent = epochSecond(marks["sent"]) else { throw notSync }
            hello.peers[key] = SyncMarks(received: received, sent: sent)
        }
        return hello
    }

    /// A device id as a database makes one: a few letters and digits.
    static func isDeviceID(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) }
    }
}

/// A whole second between 1970 and 9999, or nil.
func epochSecond(_ value: JSONValue?) -> Int? {
    guard case .number(let n)? = value, n == n.rounded(), ExportFormat.Bounds.epoch.contains(n) else { return nil }
    return Int(n)
}

/// What a side says it sends through, before the changes themselves: the other remembers it.
public struct SyncMark: Equatable, Sendable {
    /// Every edit made on the sending side after this frame is stamped at or after it.
    public var through: Int
    /// The rows sent are those stamped at or after this; nil: the whole history.
    public var since: Int?

    public init(through: Int, since: Int?) {
        self.through = through
        self.since = since
    }

    public func encoded() -> [UInt8] {
        Array("{\"through\": \(through), \"since\": \(since.map(String.init) ?? "null")}".utf8)
    }

    public static func decode(_ bytes: [UInt8], from peer: String) throws -> SyncMark {
        guard case .object(let o)? = try? JSONValue.parse(bytes), let through = epochSecond(o["through"]) else { throw SyncProtocol.notSync(peer) }
        switch o["since"] {
        case nil, .null?: return SyncMark(through: through, since: nil)
        case let value:
            guard let since = epochSecond(value) else { throw SyncProtocol.notSync(peer) }
            return SyncMark(through: through, since: since)
        }
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
