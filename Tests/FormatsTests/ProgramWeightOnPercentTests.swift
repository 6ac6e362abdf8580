import BundledPlans
import XCTest
@testable import Domain
@testable import Formats

/// A weight on a percentage of a training max (`3@90% -2.5`), as written and as every wrong
/// form is refused.
final class ProgramWeightOnPercentTests: XCTestCase {
    private func read(_ lines: String, unit: String = "kg") -> Result<ProgramFile.Parsed, ProgramFileMistakes> {
        ProgramFile.parse("program \"T\"\nunit \(unit)\ntm Barbell Back Squat = 100\nday A\n" + lines, catalog: BundledCatalog.catalog)
    }

    private func mistakes(_ lines: String) -> [String] {
        guard case .failure(let mistakes) = read(lines) else { return ["reads"] }
        return mistakes.all.map { "\($0.line):\($0.column): \($0.message)" }
    }

    func testAWeightOffAndOnAShare() throws {
        guard case .success(let file) = read("  Barbell Back Squat: 3@90% -2.5, 3@90%, 3@90% + 2.5\n") else { return XCTFail("does not read") }
        let slot = file.program.days[0].slots[0]
        XCTAssertEqual(slot.rule, .trainingMax)
        XCTAssertEqual(slot.schemes[0].sets.map(\.percent), [0.9, 0.9, 0.9])
        XCTAssertEqual(slot.schemes[0].sets.map(\.offset), [-2.5, nil, 2.5])
        XCTAssertEqual(slot.schemes[0].label, "3@90% −2.5, 3@90%, 3@90% +2.5")
        // In a pound file the weight is in pounds, kept in kilograms.
        guard case .success(let pounds) = read("  Barbell Back Squat: 3@90% -5\n", unit: "lb") else { return XCTFail("does not read") }
        XCTAssertEqual(pounds.program.days[0].slots[0].schemes[0].sets[0].offset ?? 0, -5 * 0.45359237, accuracy: 1e-9)
    }

    func testEveryWrongFormIsAMistakeAtItsPlace() {
        XCTAssertEqual(mistakes("  Barbell Back Squat: 3@90% -two\n"),
                       ["5:23: a weight on a percentage is written after it, like 3@90% -2.5 or 3@80% +2.5, not \"3@90% -two\""])
        XCTAssertEqual(mistakes("  Barbell Back Squat: 3@90% -101\n"), ["5:23: a weight on a percentage is at most 100 kg, not \"3@90% -101\""])
        XCTAssertEqual(mistakes("  Barbell Back Squat: 3@0% +2.5\n"), ["5:23: a percentage is more than 0% and at most 200%, not \"3@0% +2.5\""])
        XCTAssertEqual(mistakes("  Barbell Back Squat: 3@90% -2.5, same\n"),
                       ["5:23: a weight on a percentage (`3@90% -2.5`) is for a training max's percentages (`tm`)"])
    }
}
