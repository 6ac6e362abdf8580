import Domain
import Foundation
import XCTest

/// The other machine of a sync, as a fake ssh that answers with frames of its own making.
final class SyncPeerTests: XCTestCase {
    /// What the other side of a sync says (its error, a frame it announces) is said here escaped,
    /// and a frame past any export is refused, not allocated.
    func testAPeersWordsAreEscapedAndItsFramesBounded() throws {
        let folder = try TemporaryFolder()
        let ssh = folder.path("fake-ssh")
        func framed(_ kind: String, _ body: String) -> String { "gymtrack-sync \(kind) \(body.utf8.count)\n\(body)" }
        for (frame, expected) in [(framed("error", "refused\(NoRawOutputTests.hostile)"), "box: refused\\e]0;owned"),
                                  ("gymtrack-sync hello 99999999999999\n", "more than the 2,000,000,000"),
                                  (framed("hello", "{\"protocol\": 1e300, \"now\": 1}"), "not gymtrack sync"),
                                  (framed("hello", "{\"protocol\": 1, \"now\": 1e300}"), "not a time between 1970 and 9999")] {
            var body = ""
            for byte in frame.utf8 { body += "\\" + String(byte, radix: 8) }
            try "#!/bin/sh\nprintf '\(body)'\n".write(toFile: ssh, atomically: true, encoding: .utf8)
            chmod(ssh, 0o755)
            let sync = try runProcess(gymtrackBinary(), ["--db", folder.path("gymtrack.sqlite"), "sync", "box", "--ssh", ssh])
            XCTAssertEqual(sync.status, 1, sync.stderr)
            XCTAssertTrue(sync.stderr.contains(expected), sync.stderr)
            assertNoRaw(sync, "sync with \(escapedText(frame))")
        }
    }
}
