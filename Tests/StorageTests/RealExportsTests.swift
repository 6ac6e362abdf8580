import BundledPlans
import Domain
import Formats
import Foundation
import XCTest
@testable import Storage

/// Every real Strong, Hevy, FitNotes, Fitbod, Liftosaur and GymBook export in the shared corpus (`../shared/corpus`, beside
/// the repository; CI has it) imports whole (a row that cannot be read left out and listed):
/// what it holds, counted here from the CSV by a reader of this test's own (`CorpusCounts`), is
/// all in the database: workouts, sets, weights and weight × reps, set times, distances, RPEs,
/// notes, warm-ups, drop sets, sets to failure and supersets; a second import adds nothing; an
/// export of the result imports into a new database equal.
final class RealExportsTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/corpus").standardizedFileURL

    /// The files with one row that cannot be read, and its line: reps 877777 on one of
    /// strong-25's rows; a stair climber's 1585 (km or mi: its unit is not said) on one of
    /// strong-14's, past the 1000 km a set's distance is kept to. The rest of each is imported
    /// and the row listed; a strict import refuses the file, naming the line.
    static let oneRowLeftOut = ["strong-25.csv": 2401, "strong-14.csv": 2272]

    func corpusFiles() throws -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)) ?? []
        let files = names.filter { $0.hasSuffix(".csv") }.sorted().map { Self.corpus.appendingPathComponent($0) }
        if files.isEmpty {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("The corpus of real exports is missing at \(Self.corpus.path); CI has it beside the repository.")
            }
            throw XCTSkip("no corpus of real exports at \(Self.corpus.path)")
        }
        return files
    }

    func testEveryRealExportImportsWhole() throws {
        let now = Moment(epochSeconds: 1_795_000_000, utcOffsetSeconds: 3600)
        for file in try corpusFiles() {
            let name = file.lastPathComponent
            let bytes = [UInt8](try Data(contentsOf: file))
            let leftOut = Self.oneRowLeftOut[name]
            let expected = try CorpusCounts(bytes, skippingLine: leftOut)
            if let leftOut {
                XCTAssertThrowsError(try ForeignWorkouts.read(bytes, options: ForeignReadOptions(strict: true)), name) { error in
                    XCTAssertTrue("\(error)".hasPrefix("Line \(leftOut): "), "\(name): \(error)")
                    XCTAssertEqual((error as? ImportError)?.rowCanBeSkipped, true, name)
                }
            }
            let store = try Store.withCatalog(now: now)
            func importOnce() throws -> ImportSummary {
                let read = try ForeignWorkouts.read(bytes)
                XCTAssertEqual(read.report.skippedLines.map(\.line), leftOut.map { [$0] } ?? [], "\(name): the rows left out")
                let bundle = ForeignWorkouts.bundle(read, catalog: try store.loadCatalog(), defaultUnit: .kg, utcOffsetSeconds: 3600,
                                                    remembered: try store.rememberedExerciseNames())
                return try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
            }
            let first = try importOnce()
            if let leftOut {
                XCTAssertTrue(first.text.contains("  left out, as they cannot be read: 1 line:\n    Line \(leftOut): "), "\(name): \(first.text)")
            }
            XCTAssertEqual(first.sessionsAdded, expected.workouts, "\(name): sessions")
            XCTAssertEqual(try store.count("sessions", where: "status = 'finished'"), expected.workouts, "\(name): sessions")
            XCTAssertEqual(try store.count("set_logs"), expected.sets, "\(name): sets")
            XCTAssertEqual(try store.count("set_logs", where: "weight IS NOT NULL"), expected.weights, "\(name): weights")
            XCTAssertEqual(try store.count("set_logs", where: "duration_seconds IS NOT NULL"), expected.setSeconds, "\(name): set times")
            XCTAssertEqual(try store.total("duration_seconds"), Double(expected.totalSetSeconds), "\(name): the sets' seconds")
            XCTAssertEqual(try store.count("sessions", where: "duration_seconds > 0"), expected.workoutsWithDuration, "\(name): durations")
            XCTAssertEqual(try store.count("sessions", where: "note != ''"), expected.workoutsWithNotes, "\(name): workout notes")
            XCTAssertEqual(try store.count("session_steps", where: "note != ''"), expected.exercisesWithNotes, "\(name): set notes")
            XCTAssertEqual(try store.count("set_logs", where: "distance_m > 0"), expected.distances, "\(name): distances")
            XCTAssertEqual(try store.count("set_logs", where: "rpe IS NOT NULL"), expected.rpes, "\(name): RPEs (0 is none)")
            XCTAssertEqual(try store.count("set_logs", where: "is_warmup = 1"), expected.warmups, "\(name): warm-ups")
            XCTAssertEqual(try store.count("set_logs", where: "set_type = 'drop'"), expected.dropSets, "\(name): drop sets")
            XCTAssertEqual(try store.count("set_logs", where: "set_type = 'failure'"), expected.failureSets, "\(name): sets to failure")
            let supersets = try store.db.firstRow("""
                SELECT count(*) AS n FROM (SELECT DISTINCT session_id, superset_group FROM session_steps WHERE superset_group IS NOT NULL)
                """)?.int("n") ?? 0
            XCTAssertEqual(supersets, expected.supersets, "\(name): supersets")
            XCTAssertEqual(try store.total("weight"), expected.kilograms, accuracy: max(0.01, expected.kilograms * 1e-9), "\(name): total weight")
            XCTAssertEqual(try store.total("weight * reps"), expected.volume, accuracy: max(0.01, expected.volume * 1e-9), "\(name): weight × reps")
            try assertSetKindsAndPlans(expected, in: store, name)

            let again = try importOnce()
            XCTAssertEqual([again.sessionsAdded, again.sessionsUpdated, again.exercisesAdded, again.splitsAdded], [0, 0, 0, 0],
                           "\(name): a second import adds nothing")
            XCTAssertEqual(try store.count("set_logs"), expected.sets, "\(name): sets after a second import")

            let exported = try store.exportText(at: now)
            let fresh = try Store.withCatalog(now: now)
            _ = try fresh.importBundle(try ExportFormat.decode(Array(exported.utf8)), mode: .merge, dryRun: false, now: now)
            XCTAssertEqual(withoutCreatedAt(try fresh.exportText(at: now)), withoutCreatedAt(exported), "\(name): export → import")
        }
    }
}
