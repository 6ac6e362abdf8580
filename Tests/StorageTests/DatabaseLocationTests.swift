import Foundation
import XCTest
@testable import Storage

/// Where the database lives: --db, GYMTRACK_DB, XDG_DATA_HOME, then ~/.local/share.
final class DatabaseLocationTests: TemporaryDirectoryTestCase {
    private let full = ["GYMTRACK_DB": "/env/db.sqlite", "XDG_DATA_HOME": "/xdg", "HOME": "/home/me"]

    func testFlagWinsOverEverything() {
        XCTAssertEqual(DatabaseLocation.resolve(flag: "/flag/db.sqlite", environment: full), "/flag/db.sqlite")
        // A relative path is taken from the current folder and shown in full.
        let cwd = FileManager.default.currentDirectoryPath
        XCTAssertEqual(DatabaseLocation.resolve(flag: "relative.sqlite", environment: full), cwd + "/relative.sqlite")
    }

    func testGymtrackDBComesNext() {
        XCTAssertEqual(DatabaseLocation.resolve(flag: nil, environment: full), "/env/db.sqlite")
        XCTAssertEqual(DatabaseLocation.resolve(flag: "", environment: full), "/env/db.sqlite", "an empty flag is no flag")
    }

    func testXDGDataHomeComesAfterGymtrackDB() {
        var env = full
        env["GYMTRACK_DB"] = nil
        XCTAssertEqual(DatabaseLocation.resolve(flag: nil, environment: env), "/xdg/gymtrack/gymtrack.sqlite")
        env["GYMTRACK_DB"] = ""
        XCTAssertEqual(DatabaseLocation.resolve(flag: nil, environment: env), "/xdg/gymtrack/gymtrack.sqlite",
                       "an empty GYMTRACK_DB is unset")
    }

    func testRelativeOrEmptyXDGDataHomeIsIgnored() {
        XCTAssertEqual(DatabaseLocation.resolve(flag: nil, environment: ["XDG_DATA_HOME": "data", "HOME": "/home/me"]),
                       "/home/me/.local/share/gymtrack/gymtrack.sqlite")
        XCTAssertEqual(DatabaseLocation.resolve(flag: nil, environment: ["XDG_DATA_HOME": "", "HOME": "/home/me"]),
                       "/home/me/.local/share/gymtrack/gymtrack.sqlite")
    }

    func testHomeIsTheFallback() {
        XCTAssertEqual(DatabaseLocation.resolve(flag: nil, environment: ["HOME": "/home/me"]),
                       "/home/me/.local/share/gymtrack/gymtrack.sqlite")
    }

    func testWithoutHomeTheAccountsHomeFolderIsUsed() {
        let path = DatabaseLocation.resolve(flag: nil, environment: [:])
        XCTAssertTrue(path.hasPrefix("/"), path)
        XCTAssertTrue(path.hasSuffix("/.local/share/gymtrack/gymtrack.sqlite"), path)
        XCTAssertEqual(DatabaseLocation.resolve(flag: nil, environment: ["HOME": ""]), path, "an empty HOME is unset")
    }

    func testPrepareFileCreatesFoldersAndAnEmptyPrivateFile() throws {
        let target = path("x/y/gymtrack.sqlite")
        try DatabaseLocation.prepareFile(at: target)
        XCTAssertEqual(try permissions(target), 0o600)
        XCTAssertEqual(try permissions(path("x")), 0o700)
        XCTAssertEqual(try permissions(path("x/y")), 0o700)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), Data())
    }

    func testPrepareFileLeavesAnExistingFileAlone() throws {
        let target = path("existing.sqlite")
        let bytes = Data("keep me".utf8)
        try bytes.write(to: URL(fileURLWithPath: target))
        XCTAssertEqual(chmod(target, 0o644), 0)

        try DatabaseLocation.prepareFile(at: target)

        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), bytes)
        XCTAssertEqual(try permissions(target), 0o644)
    }

    func testPrepareFileInAnExistingFolderKeepsTheFoldersMode() throws {
        let folder = path("shared")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o755])
        try DatabaseLocation.prepareFile(at: folder + "/gymtrack.sqlite")
        XCTAssertEqual(try permissions(folder), 0o755)
        XCTAssertEqual(try permissions(folder + "/gymtrack.sqlite"), 0o600)
    }

    func testPrepareFileUnderARegularFileThrowsAStoreError() throws {
        let blocker = path("file.txt")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        XCTAssertNotNil(expectStoreError(try DatabaseLocation.prepareFile(at: blocker + "/db.sqlite")))
    }
}
