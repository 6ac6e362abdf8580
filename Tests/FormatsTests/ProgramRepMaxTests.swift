import BundledPlans
import XCTest
@testable import Domain
@testable import Formats

/// A set worked up to on the day (`1x6RM`) and sets at a share of it (`5x3+@85% RM`), as
/// written and as every wrong form is refused.
final class ProgramRepMaxTests: XCTestCase {
    private func read(_ lines: String) -> Result<ProgramFile.Parsed, ProgramFileMistakes> {
        ProgramFile.parse("program \"T\"\ntm Barbell Back Squat = 100\nday A\n" + lines, catalog: BundledCatalog.catalog)
    }

    private func mistakes(_ lines: String) -> [String] {
        guard case .failure(let mistakes) = read(lines) else { return ["reads"] }
        return mistakes.all.map { "\($0.line):\($0.column): \($0.message)" }
    }

    func testARepMaxThenSharesOfIt() throws {
        guard case .success(let file) = read("  [T1] Barbell Back Squat: 1x10RM, 3x6+@70% | 1x6RM, 5x3+@85% RM | 1x1RM, tm\n") else {
            return XCTFail("does not read")
        }
        let slot = file.program.days[0].slots[0]
        XCTAssertEqual(slot.rule, .trainingMax)
        XCTAssertEqual(slot.schemes[1].sets.map(\.repMax), [true, false, false, false, false, false])
        XCTAssertEqual(slot.schemes[1].sets.map(\.repMaxShare), [nil, 0.85, 0.85, 0.85, 0.85, 0.85])
        XCTAssertEqual(slot.schemes.map(\.label), ["10RM, 6@70%, 6@70%, 6+@70%", "6RM, 3@85% RM, 3@85% RM, 3@85% RM, 3@85% RM, 3+@85% RM", "1×1RM"])
        // Without percentages of a training max the slot is kept as written: nothing carried over.
        guard case .success(let mrs) = read("  Dumbbell Row: 1x15RM, 10+@100% RM, 10+@100% RM\n") else { return XCTFail("does not read") }
        XCTAssertEqual(mrs.program.days[0].slots[0].rule, .fixed)
    }

    func testEveryWrongFormIsAMistakeAtItsPlace() {
        XCTAssertEqual(mistakes("  Barbell Back Squat: 3x5@85% RM, 1x5RM\n"),
                       ["4:23: `@85% RM` is a share of the day's rep max: write the rep max before it, like `1x6RM, 3x3@85% RM`"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: 1x5RM, 1x3RM\n"),
                       ["4:23: a week has one rep-max set: write the others as shares of it, like `1x6RM, 3x3@85% RM`"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: 3x10RM\n"), ["4:23: a rep max is one set worked up to, like 1x10RM, not \"3x10RM\""])
        XCTAssertEqual(mistakes("  Barbell Back Squat: 10+RM\n").first?.hasPrefix("4:23: cannot read the sets \"10+RM\""), true)
        XCTAssertEqual(mistakes("  Barbell Back Squat: 1x5RM, linear\n"),
                       ["4:23: a rep max is worked up to on the day: its slot is `tm` (with percentages) or `same`, not another rule"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: 1x5RM then 1x3RM, same\n"), ["4:23: a rep max is written in weeks (|), not stages (then)"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: 1x5RM, 3x5@0% RM\n").first?.contains("a percentage is more than 0%"), true)
    }
}
