import Foundation
import XCTest

/// `make install` puts the binary, the man page and the three completions where their tools
/// look under a prefix, and `make uninstall` takes exactly those away. The binary installed is
/// the debug one these tests run (GYMTRACK=), so no release build is needed here.
final class InstallTests: XCTestCase {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each installed file, under the prefix, with what it is a copy of (nil: the binary).
    let installed: [(path: String, source: String?)] = [
        ("bin/gymtrack", nil),
        ("share/man/man1/gymtrack.1", "docs/gymtrack.1"),
        ("share/bash-completion/completions/gymtrack", "docs/completions/gymtrack.bash"),
        ("share/zsh/site-functions/_gymtrack", "docs/completions/_gymtrack"),
        ("share/fish/vendor_completions.d/gymtrack.fish", "docs/completions/gymtrack.fish"),
    ]

    private func runMake(_ make: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try runProcess(make, ["--no-print-directory", "-C", root.path] + arguments)
    }

    /// Every regular file under `folder`, relative to it.
    private func files(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue { found.append(path) }
        }
        return found.sorted()
    }

    func testInstallPutsTheBinaryManPageAndCompletionsUnderThePrefixAndUninstallRemovesThem() throws {
        guard let make = try requiredTool("make", package: "make") else { return }
        let folder = try TemporaryFolder()
        // A home's ~/.local, as the README's line installs.
        let prefix = folder.path(".local")
        let binary = gymtrackBinary()

        let install = try runMake(make, ["install", "PREFIX=" + prefix, "GYMTRACK=" + binary])
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertFalse(install.stdout.contains("swift build"), "a binary given is installed, not built")
        XCTAssertEqual(files(under: prefix), installed.map(\.path).sorted())
        for (path, source) in installed {
            let copy = try Data(contentsOf: URL(fileURLWithPath: prefix + "/" + path))
            XCTAssertEqual(copy, try Data(contentsOf: source.map { root.appendingPathComponent($0) } ?? URL(fileURLWithPath: binary)), path)
            let mode = try FileManager.default.attributesOfItem(atPath: prefix + "/" + path)[.posixPermissions] as? Int
            XCTAssertEqual(mode, source == nil ? 0o755 : 0o644, path)
        }
        let version = try runProcess(prefix + "/bin/gymtrack", ["--version"])
        XCTAssertEqual(version.status, 0, version.stderr)
        XCTAssertTrue(version.stdout.hasPrefix("gymtrack "), version.stdout)
        // fish finds the completion there by itself, once gymtrack is on the PATH (its own
        // configuration, which --no-config would skip, is what sets where it looks).
        if let fish = which("fish") {
            let home = ["HOME": folder.url.path, "XDG_DATA_HOME": prefix + "/share", "XDG_CONFIG_HOME": folder.path(".config"),
                        "PATH": prefix + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
            let offered = try runProcess(fish, ["-c", "complete -C 'gymtrack comp'"], environment: home)
            XCTAssertEqual(offered.stdout, "completions\tPrint the bash, zsh or fish completion script\n", offered.stderr)
        }

        // Beside a file of someone else's, which stays.
        try Data("mine".utf8).write(to: URL(fileURLWithPath: prefix + "/bin/other-tool"))
        let uninstall = try runMake(make, ["uninstall", "PREFIX=" + prefix])
        XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
        XCTAssertEqual(files(under: prefix), ["bin/other-tool"])
    }

    func testDestdirGoesBeforeThePrefix() throws {
        guard let make = try requiredTool("make", package: "make") else { return }
        let folder = try TemporaryFolder()
        let stage = folder.path("stage")

        let install = try runMake(make, ["install", "DESTDIR=" + stage, "PREFIX=/usr", "GYMTRACK=" + gymtrackBinary()])
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertEqual(files(under: stage), installed.map { "usr/" + $0.path }.sorted())
        let uninstall = try runMake(make, ["uninstall", "DESTDIR=" + stage, "PREFIX=/usr"])
        XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
        XCTAssertEqual(files(under: stage), [])
    }

    /// Without GYMTRACK, install builds the release binary linked fully static first (shown
    /// with make -n: building it is the benchmark's business, not a test's).
    func testInstallWithoutABinaryBuildsTheStaticRelease() throws {
        guard let make = try requiredTool("make", package: "make") else { return }
        let folder = try TemporaryFolder()
        let plan = try runMake(make, ["-n", "install", "PREFIX=" + folder.path("prefix")])
        XCTAssertEqual(plan.status, 0, plan.stderr)
        let lines = plan.stdout.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n")
        let build = try XCTUnwrap(lines.first, plan.stdout)
        XCTAssertEqual(build.split(separator: " ").joined(separator: " "),
                       "swift build -c release --product gymtrack --scratch-path .build/static -Xswiftc -static-executable -Xlinker -lncursesw -Xlinker -ltinfo")
        XCTAssertTrue(lines.dropFirst().first?.contains(".build/static/release/gymtrack") == true, plan.stdout)
    }
}
