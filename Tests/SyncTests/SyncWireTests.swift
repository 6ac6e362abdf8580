import Foundation
@testable import Sync
import XCTest

/// The frames and the hello, without ssh: what one side sends the other reads back, and what
/// a peer speaking wrongly sends is refused in one sentence, never allocated whole.
final class SyncWireTests: XCTestCase {
    func testAHelloReadsBackAsItWasSent() throws {
        let hello = SyncHello(protocolVersion: SyncProtocol.version, now: 1_764_300_000.5, device: "ab12",
                              peers: ["cd34": SyncMarks(received: 1_764_000_000, sent: 1_764_000_100)])
        XCTAssertEqual(try SyncHello.decode(hello.encoded(), from: "box"), hello)
    }

    func testAHelloOutOfBoundsIsRefusedInOneSentence() {
        for (text, expected) in [("{\"protocol\": 1e300, \"now\": 1}", "not gymtrack sync"),
                                 ("{\"protocol\": 1.5, \"now\": 1}", "not gymtrack sync"),
                                 ("{\"protocol\": 1, \"now\": 1e300}", "not a time between 1970 and 9999"),
                                 ("{\"protocol\": 1, \"now\": -1}", "not a time between 1970 and 9999"),
                                 ("{\"protocol\": 1}", "not gymtrack sync"),
                                 ("", "not gymtrack sync")] {
            XCTAssertThrowsError(try SyncHello.decode(Array(text.utf8), from: "box"), text) { error in
                XCTAssertTrue((error as? SyncFailure)?.message.contains(expected) == true, "\(text): \(error)")
            }
        }
    }

    func testAHeaderNamesItsKindAndLengthWithinBounds() throws {
        XCTAssertEqual(try SyncFrameHeader.parse(Array("gymtrack-sync export 12".utf8), from: "box"), SyncFrameHeader(kind: "export", count: 12))
        for line in ["gymtrack-sync hello 99999999999999", "gymtrack-sync hello -1", "gymtrack-sync hello +1", "gymtrack-sync  1",
                     "gymtrack-sync hello 1 2", "ssh: connect to host box port 22", "gymtrack-sync hello 99999999999999999999999"] {
            XCTAssertThrowsError(try SyncFrameHeader.parse(Array(line.utf8), from: "box"), line) { error in
                XCTAssertNotNil(error as? SyncFailure, line)
            }
        }
    }

    func testFramesSentOverADescriptorReadBackInOrder() throws {
        let frames = try written { channel in
            try channel.send("hello", SyncHello(protocolVersion: 1, now: 2).encoded())
            try channel.send("export", Array(repeating: 7, count: 3 << 20))
            try channel.send("summary", [])
        }
        let channel = try reading(frames)
        XCTAssertEqual(try channel.receive()?.kind, "hello")
        XCTAssertEqual(try channel.receive()?.bytes, Array(repeating: 7, count: 3 << 20))
        let last = try XCTUnwrap(try channel.receive())
        XCTAssertEqual(last.kind, "summary")
        XCTAssertEqual(last.bytes, [])
        XCTAssertNil(try channel.receive(), "the end of the stream between frames is the other side closing")
    }

    func testAFrameCutShortOrAnnouncingMoreThanArrivesIsACutNotAnAllocation() throws {
        let channel = try reading(Array("gymtrack-sync export 1500000000\nabc".utf8))
        XCTAssertThrowsError(try channel.receive()) { error in
            XCTAssertTrue((error as? SyncFailure)?.message.contains("was cut mid-sync") == true, "\(error)")
        }
        let headerless = try reading(Array("gymtrack-sync exp".utf8))
        XCTAssertThrowsError(try headerless.receive())
        let endless = try reading(Array(repeating: UInt8(ascii: "a"), count: 10_000))
        XCTAssertThrowsError(try endless.receive()) { error in
            XCTAssertTrue((error as? SyncFailure)?.message.contains("not gymtrack sync") == true, "\(error)")
        }
    }

    // MARK: - Descriptors over files

    private var files: [URL] = []

    override func tearDown() {
        files.forEach { try? FileManager.default.removeItem(at: $0) }
    }

    private func file() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-sync-wire-\(UUID().uuidString)")
        files.append(url)
        return url
    }

    /// What `body` sends, as bytes.
    func written(_ body: (SyncChannel) throws -> Void) throws -> [UInt8] {
        let url = file()
        let fd = open(url.path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(fd, 0)
        try body(SyncChannel(input: -1, output: fd, peer: "box"))
        close(fd)
        return Array(try Data(contentsOf: url))
    }

    /// A channel that reads `bytes` and then the end of the stream.
    func reading(_ bytes: [UInt8]) throws -> SyncChannel {
        let url = file()
        try Data(bytes).write(to: url)
        let fd = open(url.path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        addTeardownBlock { close(fd) }
        return SyncChannel(input: fd, output: -1, peer: "box")
    }
}
