import BundledPlans
import XCTest
@testable import Domain
import Formats

/// A slot written `-` for a week has no step that week, and a day whose every slot is left out
/// of a week is passed over by the program's place: the workouts go on to the next day there is.
final class ProgramAbsentWeekPlaceTests: XCTestCase {
    private let text = """
        program "Absent"
        unit kg
        tm Barbell Back Squat = 100
        tm Barbell Bench Press = 80
        day A "Squat"
          Barbell Back Squat: 5@70% | 3@80%
        day B "Bench"
          Barbell Bench Press: 5@70% | 3@80%
          Barbell Back Squat: - | 3@85%
        day C "Test"
          Barbell Back Squat: 1@90% | -
        """

    private func planner(after types: [String]) throws -> ProgramPlanner {
        guard case .success(let parsed) = ProgramFile.parse(text, catalog: BundledCatalog.catalog) else { throw XCTSkip("does not read") }
        let record = ProgramRecord(uid: "P", key: "AB", text: text, startedAt: 0)
        let sessions = types.enumerated().map { ProgramSession(sessionType: $1, day: Day(year: 2026, month: 1, day: 5 + $0), startedAt: 0) }
        return ProgramPlanner(record: record, program: parsed.program, catalog: BundledCatalog.catalog, settings: Settings(),
                              today: Day(year: 2026, month: 2, day: 1), sessions: sessions, histories: [:])
    }

    func testADayLeftOutOfItsWeekIsPassedOverAndTheCycleCounted() throws {
        let place = { (types: [String]) in try self.planner(after: types).position }
        XCTAssertEqual(try place(["AB/1/C"]), ProgramPosition(week: 1, day: 0, cycle: 0, sessions: 1))
        // Week 2's B is its last day: C is not done that week, so the next is week 1's A, a cycle on.
        XCTAssertEqual(try place(["AB/1/C", "AB/2/A", "AB/2/B"]), ProgramPosition(week: 0, day: 0, cycle: 1, sessions: 3))
        let preview = try planner(after: []).preview(count: 7).map { "\($0.position.week + 1)\($0.day.key)" }
        XCTAssertEqual(preview, ["1A", "1B", "1C", "2A", "2B", "1A", "1B"])
        let home = try planner(after: ["AB/1/C"]).active()
        XCTAssertEqual(home.splits.map(\.sessionType), ["AB/2/A", "AB/2/B"], "Home has no card for week 2's C")
    }

    func testASlotLeftOutOfItsWeekHasNoStepAndTheOthersKeepTheirPlace() throws {
        let planner = try planner(after: [])
        let targets = planner.targets(week: 0, day: 1, cycle: 0)
        XCTAssertEqual(targets.map(\.sets.count), [1, 0], "one target a slot, the left-out one empty")
        XCTAssertEqual(targets[1].reason.text(unit: .kg, today: planner.today), "Not this week")
        let split = planner.program.split(key: "AB", week: 0, day: 1, targets: targets, catalog: BundledCatalog.catalog)
        XCTAssertEqual(split.steps.map(\.programSlot), [0])
        XCTAssertEqual(split.description, "Barbell Bench Press")
        let week2 = planner.program.split(key: "AB", week: 1, day: 1, targets: planner.targets(week: 1, day: 1, cycle: 0),
                                          catalog: BundledCatalog.catalog)
        XCTAssertEqual(week2.steps.map(\.programSlot), [0, 1])
        XCTAssertEqual(week2.steps.map(\.weight), [62.5, 85])
    }
}
