import BundledPlans
import Domain
import Formats
import XCTest
@testable import Storage

/// A stored program's file names its exercises as `program check` reads them: the planner reads
/// the catalog rows the file names and, for a name read otherwise ("OHP"), the whole catalog.
final class ProgramExerciseNamesStoreTests: XCTestCase {
    private let now = moment(sunday, 9, 0)

    private func planner(_ text: String) throws -> ProgramPlanner? {
        let store = try Store.withCatalog(now: now)
        let record = try store.saveProgram(ProgramRecord(key: "P", text: text), now: now)
        return try store.programPlanner(for: record, today: now.day)
    }

    private func checked(_ text: String) -> Bool {
        if case .success = ProgramFile.parse(text, catalog: BundledCatalog.catalog) { return true }
        return false
    }

    func testAnAbbreviationAndAnotherAppsNameArePlanned() throws {
        let text = "program \"P\"\nday A\n  OHP: 3x5, start 40\n  Bench Press (Barbell): 3x5, start 60\n  Deadlift: 1x5, start 100\n"
        XCTAssertTrue(checked(text))
        let slots = try XCTUnwrap(planner(text)).program.days[0].slots
        XCTAssertEqual(slots.map(\.exerciseID), ["overhead-press", "barbell-bench-press", "deadlift"])
    }

    /// With only the rows the file names, "Press (Dumbbell)" would be the one of them with a word
    /// more; in the whole catalog several are, so it names none, there as in `program check`.
    func testANameReadOnlyAmongTheRowsItNamesIsNotPlanned() throws {
        let text = "program \"P\"\nday A\n  Press (Dumbbell): 3x5\n  Dumbbell Floor Press: 3x5\n"
        XCTAssertFalse(checked(text))
        XCTAssertNil(try planner(text))
    }
}
