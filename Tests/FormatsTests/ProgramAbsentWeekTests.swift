import BundledPlans
import XCTest
@testable import Domain
@testable import Formats

/// A week written `-` leaves a slot out of that week (`5@85% | - | 3@90%`), as read and as every
/// wrong form is refused.
final class ProgramAbsentWeekTests: XCTestCase {
    private func read(_ lines: String) -> Result<ProgramFile.Parsed, ProgramFileMistakes> {
        ProgramFile.parse("program \"T\"\ntm Barbell Back Squat = 100\nday A\n" + lines, catalog: BundledCatalog.catalog)
    }

    private func mistakes(_ lines: String) -> [String] {
        guard case .failure(let mistakes) = read(lines) else { return [] }
        return mistakes.all.map { "\($0.line):\($0.column): \($0.message)" }
    }

    func testADashLeavesTheSlotOutOfThatWeek() throws {
        guard case .success(let file) = read("  Barbell Back Squat: 5@85% | - | 3@90%\n") else { return XCTFail("does not read") }
        let slot = file.program.days[0].slots[0]
        XCTAssertEqual(file.program.weeks, 3)
        XCTAssertEqual(slot.schemes.map(\.sets.count), [1, 0, 1])
        XCTAssertEqual(slot.rule, .trainingMax)
        XCTAssertEqual((0..<4).map { slot.isAbsent(week: $0) }, [false, true, false, false], "week 4 is the next cycle's first")
    }

    func testADashOutsideWeeksOrInEveryWeekIsAMistake() {
        XCTAssertEqual(mistakes("  Barbell Back Squat: -\n"),
                       ["4:23: `-` leaves a slot out of a week: write it among weeks, like `5@85% | - | 3@90%`"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: 3x5 then -, linear\n").first,
                       "4:32: `-` leaves a slot out of a week: write it among weeks, like `5@85% | - | 3@90%`")
        XCTAssertEqual(mistakes("  Barbell Back Squat: - | -, tm\n"),
                       ["4:23: every week is `-` here: a slot left out of every week is a line to delete"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: 5@85% | -x3 | 3@90%\n").first?.hasPrefix("4:31: cannot read the sets \"-x3\""), true)
    }
}
