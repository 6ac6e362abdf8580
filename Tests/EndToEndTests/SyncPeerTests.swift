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

    /// A box on protocol 1 (which sent its whole history unasked) that sends a large history: refused at its hello, in one
    /// sentence, and the box's writing is ended rather than left blocked (no hang).
    func testAPeerOnAnotherProtocolWithALargeHistoryIsRefusedWithoutAHang() throws {
        let folder = try TemporaryFolder()
        let ssh = folder.path("fake-ssh")
        let hello = "{\"protocol\": 1, \"now\": 1}"
        try """
            #!/bin/sh
            printf 'gymtrack-sync hello \(hello.utf8.count)\\n%s' '\(hello)'
            printf 'gymtrack-sync export 50000000\\n'
            head -c 50000000 /dev/zero
            """.write(toFile: ssh, atomically: true, encoding: .utf8)
        chmod(ssh, 0o755)
        let sync = try runProcess("/usr/bin/timeout", ["120", gymtrackBinary(), "--db", folder.path("gymtrack.sqlite"), "sync", "box", "--ssh", ssh])
        XCTAssertEqual(sync.status, 1, "exit 124 is a hang: \(sync.stderr)")
        XCTAssertTrue(sync.stderr.contains("syncs differently (protocol 1, here 2)"), sync.stderr)
    }

    /// The remote command reaches the box's shell as one word, quoted as the database path is:
    /// a path with a space runs, and `;` runs nothing after it.
    func testTheRemoteCommandIsOneQuotedWordOnTheBox() throws {
        let folder = try TemporaryFolder()
        let ssh = folder.path("fake-ssh")
        // As ssh does: the command goes to the box's shell as one string.
        try "#!/bin/sh\nshift\nexec sh -c \"$1\"\n".write(toFile: ssh, atomically: true, encoding: .utf8)
        chmod(ssh, 0o755)
        let spaced = folder.path("with space")
        try FileManager.default.createDirectory(atPath: spaced, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: gymtrackBinary(), toPath: spaced + "/gymtrack")
        let synced = try runProcess(gymtrackBinary(), ["--db", folder.path("laptop.sqlite"), "sync", "box", "--ssh", ssh,
                                                       "--remote-command", spaced + "/gymtrack", "--remote-db", folder.path("box.sqlite")])
        XCTAssertEqual(synced.status, 0, synced.stderr)

        let marker = folder.path("ran")
        let injected = try runProcess(gymtrackBinary(), ["--db", folder.path("laptop.sqlite"), "sync", "box", "--ssh", ssh,
                                                         "--remote-command", "gymtrack; touch \(marker)"])
        XCTAssertEqual(injected.status, 1, injected.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "what follows `;` ran on the box")
        XCTAssertTrue(injected.stderr.contains("Could not sync with box: ssh ended before gymtrack answered there."), injected.stderr)
    }
}
