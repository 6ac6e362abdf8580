import BundledPlans
import Foundation
import XCTest

/// The built-ins written out are the plan files under Resources/programs/, byte for byte: what a
/// lifter reads in the repository is what `program write` prints and what the tracker runs.
final class BuiltInProgramFileTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Resources/programs").standardized

    /// Every file is one built-in's text and every built-in but the generated A/B/C is one file.
    func testTheBuiltInsAreTheResourceFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".program") }.sorted()
        var files: [String: [UInt8]] = [:]
        for name in names {
            files[name] = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        }
        let written = BuiltInPrograms.all(catalog: BundledCatalog.catalog).filter { $0.id != BuiltInPrograms.gymtrackID }
        XCTAssertEqual(written.count, names.count, "one file for each written built-in: \(names)")
        for program in written {
            XCTAssertEqual(files.filter { $0.value == Array(program.text.utf8) }.count, 1, "\(program.id) is no file of Resources/programs as written")
        }
    }

    /// The name `program list` shows is the one the file's `program` line gives.
    func testEveryBuiltInIsNamedAsItsFile() {
        for program in BuiltInPrograms.all(catalog: BundledCatalog.catalog) {
            XCTAssertTrue(program.text.hasPrefix("program \"\(program.name)\"\n"), program.id)
        }
    }
}
