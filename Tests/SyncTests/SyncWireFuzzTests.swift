import Domain
import Formats
import Foundation
@testable import Sync
import XCTest

/// What a peer could send, mutated: frames, their headers, hello and mark fields, and the
/// changes' export. Read as either side reads them (the same decoders), every input ends in
/// frames read or one sentence, never a trap or a wait. FUZZ_ITERATIONS sets how many inputs
/// (300 by default), FUZZ_SEED another run of them.
final class SyncWireFuzzTests: XCTestCase {

    static let tokens = ["gymtrack-sync ", "hello ", "mark ", "changes ", "summary ", "error ", "\n", " ", "-1", "0", "1e300", "nan",
                         "99999999999999999999", "2000000001", "9223372036854775808", "{", "}", "[", "]", "\"", ":", ",", "null",
                         "\"protocol\": 2", "\"protocol\": 1", "\"now\": 1e300", "\"device\": \"\"", "\"device\": \"a b\"",
                         "\"peers\": {\"x\": {\"received\": -5, \"sent\": 1.5}}", "\"through\": 253402300800", "\"since\": \"x\"",
                         "\u{1b}]0;owned\u{7}", "\u{9b}31m", "\u{202e}", "é", "\u{0}"]

    /// A conversation as a box opens it: hello, mark, changes.
    static func seed() -> [UInt8] {
        func frame(_ kind: String, _ body: [UInt8]) -> [UInt8] { SyncFrameHeader(kind: kind, count: body.count).encoded() + body }
        let hello = SyncHello(protocolVersion: SyncProtocol.version, now: 1_764_300_000, device: "ab12cd",
                              peers: ["ef34": SyncMarks(received: 1_764_000_000, sent: 1_764_000_100)]).encoded()
        return frame("hello", hello) + frame("mark", SyncMark(through: 1_764_300_000, since: 1_764_000_000).encoded()) + frame("changes", changes)
    }

    /// What a box changed: a setting and a tombstone.
    static let changes = Array("""
            {"format": "\(ExportFormat.name)", "schemaVersion": \(ExportFormat.schemaVersion), "createdAt": "2026-11-22T08:00:00Z",
             "app": {"name": "gymtrack", "version": "test"}, "databaseSchema": 20, "settings": {"units": "kg"},
             "settingsUpdatedAt": {"units": "2026-11-22T08:00:00Z"}, "taxonomy": [], "exercises": [], "exerciseWeightSteps": [],
             "splits": [], "sessions": [], "challengeDays": [], "body": [], "programs": [],
             "tombstones": [{"uid": "01M8DGW6RRX03FZD0J6EVQ8R64", "deletedAt": "2026-11-22T08:00:00Z"}]}
            """.utf8)

    func testWhatAPeerSendsEndsInFramesReadOrOneSentence() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = Int(environment["FUZZ_ITERATIONS"] ?? "") ?? 300
        var random = SeededRandom(seed: UInt64(environment["FUZZ_SEED"] ?? "") ?? 0x5EED_5A7C)
        let seed = Self.seed()
        XCTAssertNoThrow(try ExportFormat.decode(Self.changes), "the seed's changes read")
        var (read, refused) = (0, 0)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-sync-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        for _ in 0..<iterations {
            let bytes = Self.mutated(seed, using: &random)
            try Data(bytes).write(to: url)
            let fd = open(url.path, O_RDONLY)
            XCTAssertGreaterThanOrEqual(fd, 0)
            defer { close(fd) }
            let channel = SyncChannel(input: fd, output: -1, peer: "box")
            do {
                // At most as many frames as the bytes could hold: a stream always ends.
                for _ in 0...bytes.count {
                    guard let frame = try channel.receive() else { break }
                    switch frame.kind {
                    case "hello": _ = try SyncHello.decode(frame.bytes, from: "box")
                    case "mark": _ = try SyncMark.decode(frame.bytes, from: "box")
                    case "changes": _ = try ExportFormat.decode(frame.bytes)
                    default: break
                    }
                }
                read += 1
            } catch let failure as SyncFailure {
                refused += 1
                assertOneSentence(failure.message)
            } catch let error as ImportError {
                refused += 1
                assertOneSentence(error.message)
            }
        }
        print("fuzz: \(iterations) inputs, \(read) read whole, \(refused) refused")
        XCTAssertGreaterThan(refused, 0)
    }

    /// Each message's own bytes mutated, read by its decoder directly (the framing left whole).
    func testEveryMessageMutatedIsReadOrRefusedInOneSentence() {
        let environment = ProcessInfo.processInfo.environment
        let iterations = Int(environment["FUZZ_ITERATIONS"] ?? "") ?? 300
        var random = SeededRandom(seed: UInt64(environment["FUZZ_SEED"] ?? "") ?? 0x5EED_4E55)
        let hello = SyncHello(protocolVersion: SyncProtocol.version, now: 1_764_300_000, device: "ab12cd",
                              peers: ["ef34": SyncMarks(received: 1_764_000_000, sent: 1_764_000_100)]).encoded()
        let mark = SyncMark(through: 1_764_300_000, since: 1_764_000_000).encoded()
        var (read, refused) = (0, 0)
        for i in 0..<iterations {
            do {
                switch i % 4 {
                case 0: _ = try SyncHello.decode(Self.mutated(hello, using: &random), from: "box")
                case 1: _ = try SyncMark.decode(Self.mutated(mark, using: &random), from: "box")
                case 2: _ = try SyncFrameHeader.parse(Self.mutated(Array("gymtrack-sync changes 1234".utf8), using: &random), from: "box")
                default: _ = try ExportFormat.decode(Self.mutated(Self.changes, using: &random))
                }
                read += 1
            } catch let failure as SyncFailure {
                refused += 1
                assertOneSentence(failure.message)
            } catch let error as ImportError {
                refused += 1
                assertOneSentence(error.message)
            } catch {
                XCTFail("not one sentence: \(error)")
            }
        }
        print("fuzz: \(iterations) messages, \(read) read, \(refused) refused")
        XCTAssertGreaterThan(read, 0)
        XCTAssertGreaterThan(refused, 0)
    }

    static func mutated(_ seed: [UInt8], using random: inout SeededRandom) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: bytes.insert(contentsOf: Array(Self.tokens.randomElement(using: &random)!.utf8), at: at)
            case 1: if at < bytes.count { bytes[at] = UInt8.random(in: 0...255, using: &random) }
            case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
            default: bytes = Array(bytes.prefix(at))
            }
        }
        return bytes
    }

    private func assertOneSentence(_ message: String) {
        XCTAssertFalse(message.isEmpty)
        XCTAssertFalse(message.contains("\n"), message)
        XCTAssertFalse(message.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) }, "raw control characters: \(message)")
    }
}
