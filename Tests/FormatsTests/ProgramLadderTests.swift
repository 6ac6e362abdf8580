import BundledPlans
import XCTest
@testable import Domain
@testable import Formats

/// A ladder (`3x5-8, ladder Assisted Pull-Up > Pull-Up`) as written, and every wrong form refused.
final class ProgramLadderTests: XCTestCase {
    private func read(_ lines: String) -> Result<ProgramFile.Parsed, ProgramFileMistakes> {
        ProgramFile.parse("program \"T\"\nday A\n" + lines, catalog: BundledCatalog.catalog)
    }

    private func mistakes(_ lines: String) -> [String] {
        guard case .failure(let mistakes) = read(lines) else { return [] }
        return mistakes.all.map { "\($0.line):\($0.column): \($0.message)" }
    }

    func testALadderIsItsRungsEasiestFirst() {
        let parsed = read("  Push-Up: 3x5-8, LADDER incline push-up > push-up > Diamond Push Up\n")
        guard case .success(let file) = parsed else { return XCTFail("does not read: \(parsed)") }
        let slot = file.program.days[0].slots[0]
        XCTAssertEqual(slot.ladder, ["incline-push-up", "push-up", "diamond-push-up"])
        XCTAssertEqual(slot.exerciseID, "push-up")
        XCTAssertEqual(slot.rule, .double(increment: nil))
        XCTAssertTrue(ProgramFile.exerciseNames(in: "day A\n  Push-Up: 3x5-8, ladder Incline Push-Up > Push-Up\n").contains("Incline Push-Up"))
    }

    func testEveryWrongFormIsAMistakeAtItsPlace() {
        XCTAssertEqual(mistakes("""
              Push-Up: 3x5-8, ladder Incline Push-Up
              Pull-Up: 3x5-8, ladder Assisted Pull-Up > Barbell Row
              Chest Dip: 3x5-8, ladder Assisted Dip > Chest Dip > Chest Dip
              Pistol Squat: 3x5, ladder Bodyweight Squat > Pistol Squat
              Inverted Row: 3x5-8, ladder Push-Up > Diamond Push-Up
              Chin-Up: 3x5-8, ladder Assisted Pull-Up > Chinup Typo
              Decline Push-Up: 3x5-8, ladder
            """), [
            "3:26: a ladder is 2 to 10 exercises, easiest first: `ladder Assisted Pull-Up > Pull-Up`",
            "4:45: a ladder's rungs are exercises of the body's weight or assisted: Barbell Row is loaded otherwise",
            "5:55: Chest Dip is on the ladder twice",
            "6:17: a ladder moves on when every set reaches the top of one rep range: write its sets like 3x5-8",
            "7:3: Inverted Row is the rung this slot starts on: put it on its ladder",
            "8:45: no exercise called \"Chinup Typo\" in the catalog",
            "9:33: a ladder is 2 to 10 exercises, easiest first: `ladder Assisted Pull-Up > Pull-Up`",
        ])
    }

    /// A rung held rather than done for reps writes its held sets after its name.
    func testAHeldRungIsItsHeldSets() throws {
        let parsed = read("  Support Hold: 3x5-8, ladder support hold 3x30s > Negative Dip > Chest Dip\n")
        guard case .success(let file) = parsed else { return XCTFail("does not read: \(parsed)") }
        let slot = file.program.days[0].slots[0]
        XCTAssertEqual(slot.ladder, ["support-hold", "negative-dip", "chest-dip"])
        XCTAssertEqual(slot.heldRungs, ["support-hold": SetScheme(Array(repeating: PlannedSet(seconds: 30), count: 3))])
        XCTAssertTrue(ProgramFile.exerciseNames(in: "day A\n  Support Hold: 3x5-8, ladder Support Hold 3x30s > Chest Dip\n").contains("Support Hold"))
        XCTAssertEqual(mistakes("""
              Support Hold: 3x5-8, ladder Support Hold 3x8 > Chest Dip
              Support Hold: 3x5-8, ladder Support Hold 3x30x > Chest Dip
              Chest Dip: 3x5-8, ladder Support Hold > Chest Dip 3x30s
            """), [
            "3:44: a rung's own sets are held for seconds, like `Support Hold 3x30s`",
            "4:44: cannot read the sets \"3x30x\": write them like 3x5, 5x3+, 3x8-12, 5@85%, 3x5@8 or 3x30s",
            "5:14: a ladder's last rung adds weight to its reps: a held rung needs a harder rung after it",
        ])
    }
}
