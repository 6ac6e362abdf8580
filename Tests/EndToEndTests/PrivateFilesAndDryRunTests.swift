import Foundation
import XCTest

/// The files gymtrack makes are the lifter's alone (0600, folders 0700) however they are
/// reached, and `--dry-run` makes nothing anywhere.
final class PrivateFilesAndDryRunTests: XCTestCase {
    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    /// gymtrack under the usual umask (022), which would leave what SQLite and Foundation make
    /// readable by everyone.
    private func gymtrack(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        try runProcess("/bin/sh", ["-c", "umask 022; exec \"$0\" \"$@\"", gymtrackBinary()] + arguments, environment: environment)
    }

    func testADatabaseMadeThroughADanglingLinkIsPrivate() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.sqlite"), withDestinationPath: folder.path("real/target.sqlite"))
        let made = try gymtrack(["--db", folder.path("link.sqlite"), "challenge", "+1"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try mode(folder.path("real/target.sqlite")), 0o600)
    }

    func testTheDataFolderAndEveryFolderAboveItThatGymtrackMakesArePrivate() throws {
        let folder = try TemporaryFolder()
        let data = folder.path("xdg/deep")
        let made = try gymtrack(["challenge", "+1"], environment: ["XDG_DATA_HOME": data, "GYMTRACK_DB": ""])
        XCTAssertEqual(made.status, 0, made.stderr)
        for made in ["xdg", "xdg/deep", "xdg/deep/gymtrack"] { XCTAssertEqual(try mode(folder.path(made)), 0o700, made) }
        XCTAssertEqual(try mode(folder.path("xdg/deep/gymtrack/gymtrack.sqlite")), 0o600)
        let backup = try gymtrack(["backup"], environment: ["XDG_DATA_HOME": data, "GYMTRACK_DB": ""])
        XCTAssertEqual(backup.status, 0, backup.stderr)
        XCTAssertEqual(try mode(folder.path("xdg/deep/gymtrack/backups")), 0o700)
    }

    /// `program edit` hands the editor a file no one else may read, in the shared temporary folder.
    func testTheFileProgramEditWritesIsPrivate() throws {
        let folder = try TemporaryFolder()
        let editor = folder.path("editor")
        try "#!/bin/sh\nstat -c %a \"$1\" > '\(folder.path("mode"))'\n".write(toFile: editor, atomically: true, encoding: .utf8)
        chmod(editor, 0o755)
        let edit = try gymtrack(["--db", folder.path("gymtrack.sqlite"), "program", "edit"],
                                environment: ["EDITOR": editor, "VISUAL": "", "TMPDIR": folder.url.path + "/"])
        XCTAssertEqual(edit.status, 0, edit.stderr)
        XCTAssertEqual(try String(contentsOfFile: folder.path("mode"), encoding: .utf8), "600\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("gymtrack-program-") }, [],
                       "removed once read back")
    }

    /// `sync --dry-run` where neither machine has a database yet: it says what would change, and
    /// makes no database and no data folder on either.
    func testASyncDryRunMakesNothingOnEitherSide() throws {
        let folder = try TemporaryFolder()
        // ssh to "box" is this machine: the remote command runs here, as sshd would run it.
        let ssh = folder.path("fake-ssh")
        try "#!/bin/sh\nshift\nexec /bin/sh -c \"$1\"\n".write(toFile: ssh, atomically: true, encoding: .utf8)
        chmod(ssh, 0o755)
        let here = folder.path("here-data")
        let sync = try gymtrack(["sync", "box", "--dry-run", "--ssh", ssh, "--remote-command", gymtrackBinary(),
                                 "--remote-db", folder.path("box.sqlite")],
                                environment: ["XDG_DATA_HOME": here, "GYMTRACK_DB": ""])
        XCTAssertEqual(sync.status, 0, sync.stderr)
        XCTAssertTrue(sync.stdout.hasPrefix("Dry run, nothing written"), sync.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: here), "no data folder here")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["fake-ssh"], "no database there")
    }

    /// `import --dry-run` through a dangling link, and where the data folder is not there yet.
    func testAnImportDryRunMakesNothing() throws {
        let folder = try TemporaryFolder()
        let file = folder.path("export.json")
        XCTAssertEqual(try gymtrack(["--db", folder.path("source.sqlite"), "challenge", "+1"]).status, 0)
        let exported = try gymtrack(["--db", folder.path("source.sqlite"), "export", "-o", file])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.sqlite"), withDestinationPath: folder.path("target.sqlite"))
        let linked = try gymtrack(["--db", folder.path("link.sqlite"), "import", file, "--dry-run"])
        XCTAssertEqual(linked.status, 0, linked.stderr)
        XCTAssertTrue(linked.stdout.hasPrefix("Dry run, nothing written"), linked.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("target.sqlite")))
        let fresh = try gymtrack(["import", file, "--dry-run"], environment: ["XDG_DATA_HOME": folder.path("data"), "GYMTRACK_DB": ""])
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("data")))
    }
}
