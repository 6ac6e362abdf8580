import BundledPlans
import DemoData
@testable import Domain
@testable import Formats
import Foundation
import XCTest
@testable import Storage

/// Every reader keeps the export's bounds: whatever a Strong, Hevy or FitNotes CSV brings in,
/// an export of it imports again. Fields of the fixtures are replaced by values at and past
/// the bounds (dates before 1970 and in the year 9999, offsets past 18 hours, huge and tiny
/// numbers); each file that imports is exported and imported into a new database.
final class ImportRoundTripFuzzTests: XCTestCase {
    static let edgeValues = [
        "1900-01-01 10:00:00", "1970-01-01 00:00:00", "1970-01-02 00:00:00", "9999-12-31 23:59:59", "9999-12-30 10:00:00",
        "2026-01-01T10:00:00+25:00", "2026-01-01T10:00:00-18:00", "2026-01-01T10:00:00+18:00", "2026-01-01T10:00:00Z",
        "31 Dec 9999, 23:59", "1 Jan 1970, 00:00", "2 Jan 1970, 00:00", "13/09/2021 10:41", "12/31/9999 23:59",
        "0", "-5", "1e9", "99999", "10000", "10000.5", "0.0000001", "86400", "86401", "31622400", "31622401", "", " ",
        "25h 99m", "8784h", "9000h", "W", "D", "F", "Rest Timer", "lbs", "kg", "stone", "warmup", "dropset", "normal",
        "failure", "km", "mi.", "m", "yds", "furlong", "621.371", "621.372", "1000000", "1000000.5", "8.4",
    ]

    func testEveryAcceptedInputExportsToAFileThatImportsAgain() throws {
        let now = Moment(epochSeconds: 1_795_000_000, utcOffsetSeconds: 0)
        let iterations = Int(ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"] ?? "") ?? 300
        let seeds = try fixtureNames.map { name -> [[String]] in
            let text = String(decoding: try fixture(name), as: UTF8.self)
            return simpleCSV(text, delimiter: text.prefix { $0 != "\n" }.contains(";") ? ";" : ",")
        }
        let catalog = BundledCatalog.catalog
        var random = SeededRandom(seed: 26)
        var accepted = 0
        for i in 0..<iterations {
            var rows = seeds[i % seeds.count]
            let delimiter: Character = fixtureNames[i % seeds.count].contains("android") ? ";" : ","
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let r = Int.random(in: 1..<rows.count, using: &random)
                let f = Int.random(in: 0..<rows[r].count, using: &random)
                rows[r][f] = Self.edgeValues[Int.random(in: 0..<Self.edgeValues.count, using: &random)]
            }
            let csv = rows.map { $0.map { CSV.field($0, delimiter: delimiter) }.joined(separator: String(delimiter)) }.joined(separator: "\n") + "\n"
            let bundle: ImportBundle
            do {
                bundle = try ForeignWorkouts.decode(Array(csv.utf8), catalog: catalog, defaultUnit: .kg, utcOffsetSeconds: 3600)
            } catch is ImportError {
                continue
            }
            let store = try Store.withCatalog(now: now)
            _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
            accepted += 1
            let exported = try store.exportText(at: now)
            do {
                let again = try ExportFormat.decode(Array(exported.utf8))
                _ = try Store.withCatalog(now: now).importBundle(again, mode: .merge, dryRun: false, now: now)
                // And back over the database it came from, as `import --replace` does.
                _ = try store.importBundle(again, mode: .replace, dryRun: false, now: now)
            } catch {
                XCTFail("input \(i) imported, but its export did not: \(error)\n\(csv)")
            }
        }
        XCTAssertGreaterThan(accepted, iterations / 10)
    }
}
