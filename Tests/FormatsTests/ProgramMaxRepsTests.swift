import BundledPlans
import XCTest
@testable import Domain
@testable import Formats

/// Max reps (`MR10@80%`, `MR@80%`) and back-off sets numbered by their reps
/// (`3@80% -2.5 by MR: 10+ x10 8+ x8 7+ x5`), and a cut of the max by a short one
/// (`MR10@80% cut 2.5% under 8`), as written and as every wrong form is refused.
final class ProgramMaxRepsTests: XCTestCase {
    private func read(_ lines: String) -> Result<ProgramFile.Parsed, ProgramFileMistakes> {
        ProgramFile.parse("program \"T\"\ntm Barbell Back Squat = 100\nday A\n" + lines, catalog: BundledCatalog.catalog)
    }

    private func mistakes(_ lines: String) -> [String] {
        guard case .failure(let mistakes) = read(lines) else { return ["reads"] }
        return mistakes.all.map { "\($0.line):\($0.column): \($0.message)" }
    }

    func testMaxRepsThenBackOffsByThem() throws {
        guard case .success(let file) = read("  Barbell Back Squat: MR10@80% +2.5, 3@80% -2.5 by MR: 10+ x10 8+ x8 7+ x5 | MR@80%\n") else {
            return XCTFail("does not read")
        }
        let slot = file.program.days[0].slots[0]
        XCTAssertEqual(slot.rule, .trainingMax)
        let week = slot.schemes[0].sets
        XCTAssertEqual(week.count, 11, "the max-reps set and the most back-off sets a band gives")
        XCTAssertEqual(week[0].maxReps, true)
        XCTAssertEqual(week[0].repsCap, 10)
        XCTAssertEqual(week[0].offset, 2.5)
        XCTAssertEqual(week[1...].map { $0.backOff?.index }, Array(1...10))
        XCTAssertEqual(week[1].backOff?.sets(for: 12), 10)
        XCTAssertEqual(week[1].backOff?.sets(for: 9), 8)
        XCTAssertEqual(week[1].backOff?.sets(for: 7), 5)
        XCTAssertEqual(week[1].backOff?.sets(for: 6), 0)
        XCTAssertEqual(slot.schemes.map(\.label), ["MR10@80% +2.5, 3@80% −2.5 by MR: 10+ x10 8+ x8 7+ x5", "1×MR@80%"])
        XCTAssertEqual(slot.schemes[1].sets[0].repsCap, nil)
    }

    func testEveryWrongFormIsAMistakeAtItsPlace() {
        let backOff = "write back-off sets by the max-reps set's reps like `3@80% -2.5 by MR: 10+ x10 8+ x8 7+ x5`"
        XCTAssertEqual(mistakes("  Barbell Back Squat: 3xMR@80%\n"), ["4:23: a max-reps set is one set, like MR10@80% or MR@80%, not \"3xMR@80%\""])
        XCTAssertEqual(mistakes("  Barbell Back Squat: MR101@80%\n"), ["4:23: reps are 1 to 100, not \"MR101@80%\""])
        XCTAssertEqual(mistakes("  Barbell Back Squat: MR10, same\n"),
                       ["4:23: max reps and back-off sets by them (`MR10@80%`) are for a training max's percentages (`tm`)"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: 3@80% by MR: 10+ x10\n"),
                       ["4:23: back-off sets by max reps follow the week's one max-reps set: write it before them, like `MR10@80%, 3@80% -2.5 by MR: 10+ x10 7+ x5`"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: MR10@80%, 3@80% by MR: 10+ x10 8+\n"), ["4:33: each band is reps and sets: \(backOff)"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: MR10@80%, 3@80% by MR: 7+ x5 8+ x8\n"), ["4:33: bands go from the most reps down: \(backOff)"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: MR10@80%, 3@80% by MR: 10 x10\n"), ["4:33: cannot read the band \"10 x10\": \(backOff)"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: MR10@80%, 3@80% by MR: 10+ x21\n"), ["4:33: a band's reps are 1 to 100 and its sets 1 to 20: \(backOff)"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: MR10@80%, 3x3@80% by MR: 10+ x10\n"),
                       ["4:33: the back-off set is one set of reps, with its weight: \(backOff)"])
    }

    // A max-reps set that cuts its training max when short (`MR10@80% cut 2.5% under 8`).
    func testACutOnAMaxRepsSet() throws {
        guard case .success(let file) = read("  Barbell Back Squat: 4x6@80% | MR10@80% +2.5 cut 2.5% under 8, 5x3@80% +2.5\n") else {
            return XCTFail("does not read")
        }
        let slot = file.program.days[0].slots[0]
        XCTAssertEqual(slot.schemes[1].sets[0].cut, MaxCut(share: 0.025, under: 8))
        XCTAssertEqual(slot.schemes[1].sets[0].offset, 2.5)
        XCTAssertTrue(file.program.cutsMax(slot))
    }

    func testEveryWrongCutIsAMistakeAtItsPlace() {
        let how = "write a cut of the max after a max-reps set, like `MR10@80% cut 2.5% under 8`"
        XCTAssertEqual(mistakes("  Barbell Back Squat: 3@80% cut 2.5% under 8\n"), ["4:23: only a max-reps set cuts the max: \(how)"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: MR10@80% cut 2.5%\n"), ["4:23: cannot read the cut: \(how)"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: MR10@80% cut 51% under 8\n"), ["4:23: a cut is more than 0% and at most 50%: \(how)"])
        XCTAssertEqual(mistakes("  Barbell Back Squat: MR10@80% cut 2.5% under 0\n"), ["4:23: reps are 1 to 100: \(how)"])
    }
}
