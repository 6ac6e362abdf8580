import Domain
import Formats
import Foundation
import XCTest
@testable import Storage

/// `import --dry-run` opens an existing database read-only: the check runs on a copy in memory
/// and the file is never written (it used to fail with "attempt to write a readonly database").
final class DryRunOnFileTests: TemporaryDirectoryTestCase {
    let now = moment(Day(year: 2026, month: 11, day: 22), 9, 0)

    func testADryRunOnAReadOnlyStoreCountsWhatWouldComeInAndLeavesTheFileAlone() throws {
        let file = path("gymtrack.sqlite")
        do {
            let store = try Store.withCatalog(file, now: now)
            var workout = ActiveWorkout(split: try store.loadSplits()[0], startedAt: now)
            workout.id = try store.beginWorkout(workout, now: now)
            try store.finishWorkout(workout, partial: false, endedAt: now.adding(seconds: 1800))
        }
        let incoming = try Store.withCatalog(now: now)
        var other = ActiveWorkout(split: try incoming.loadSplits()[1], startedAt: now.adding(seconds: -86_400))
        other.steps[0].checkedAt = now.epochSeconds - 86_000
        other.id = try incoming.beginWorkout(other, now: now.adding(seconds: -86_400))
        try incoming.finishWorkout(other, partial: false, endedAt: now.adding(seconds: -84_000))
        let bundle = try ExportFormat.decode(Array(try incoming.exportText(at: now).utf8))

        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let readOnly = try Store(path: file, readOnly: true)
        XCTAssertTrue(readOnly.readOnly)
        let summary = try readOnly.importBundle(bundle, mode: .merge, dryRun: true, now: now)
        XCTAssertTrue(summary.dryRun)
        XCTAssertEqual(summary.sessionsAdded, 1)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), before, "the file is untouched")
        XCTAssertEqual(try readOnly.loadHistory().sessions.count, 1, "and reads as before")
    }
}
