import BundledPlans
import XCTest
@testable import Domain
@testable import Formats

/// The two forms that tie a slot's weights together: a ramp (`5x5 ramp 12.5%`) and a slot that
/// follows another (`5x5@90% of [I]`), as written and as every wrong form is refused.
final class ProgramFollowAndRampTests: XCTestCase {
    private func read(_ lines: String) -> Result<ProgramFile.Parsed, ProgramFileMistakes> {
        ProgramFile.parse("program \"T\"\nday A\n" + lines, catalog: BundledCatalog.catalog)
    }

    private func mistakes(_ lines: String) -> [String] {
        guard case .failure(let mistakes) = read(lines) else { return [] }
        return mistakes.all.map { "\($0.line):\($0.column): \($0.message)" }
    }

    func testARampIsEachSetAShareOfTheTopOne() throws {
        guard case .success(let file) = read("  [M] Barbell Back Squat: 5x5 ramp 12.5%, linear +2.5, start 100\n") else { return XCTFail("does not read") }
        let slot = file.program.days[0].slots[0]
        XCTAssertEqual(slot.schemes[0].sets.map(\.share), [0.5, 0.625, 0.75, 0.875, 1])
        XCTAssertEqual(slot.schemes[0].label, "5×5 ramp 12.5%")
        XCTAssertEqual(slot.rule, .linear(LinearRule(increment: 2.5)))
    }

    func testASlotFollowsTheTaggedSlotOfItsExercise() throws {
        guard case .success(let file) = read("""
              [V] Barbell Back Squat: 5x5@90% of [I], rest 5m
              [I] Barbell Back Squat: 1x5, linear +2.5, start 100
            """) else { return XCTFail("does not read") }
        let slot = file.program.days[0].slots[0]
        XCTAssertEqual(slot.rule, .relative(to: "I|back-squat", last: false))
        XCTAssertEqual(slot.restSeconds, 300)
        XCTAssertEqual(slot.schemes[0].sets.map(\.percent), Array(repeating: 0.9, count: 5))
    }

    func testEveryWrongFormIsAMistakeAtItsPlace() {
        XCTAssertEqual(mistakes("""
              [V] Barbell Back Squat: 5x5@90% of [I]
              [W] Barbell Back Squat: 5x5@90% of [W]
              [X] Barbell Back Squat: 5x5@90% of [Y]
              [Y] Barbell Back Squat: 5x5@90% of [X]
              [Z] Barbell Back Squat: 5x5 of [X]
              [H] Barbell Back Squat: 5x5@90% of I
              [G] Barbell Back Squat: 5x5@90% then 3x5@90% of [X], start 60
            """), [
            "3:27: no slot [I] of this exercise to follow: tag the slot this one is a share of, like `[I] Barbell Back Squat: 1x5`",
            "4:27: W Barbell Back Squat follows itself: write the slot it is a share of, like `of [I]`, or a rule of its own",
            "5:27: X Barbell Back Squat follows a slot that follows it back: one of them needs a rule of its own",
            "6:27: Y Barbell Back Squat follows a slot that follows it back: one of them needs a rule of its own",
            "7:27: a slot that follows [X] needs percentages of it, like `5x5@90% of [X]`",
            "8:38: a slot follows another by its tag, after the sets: write `5x5@90% of [I]` or `3@102.5% of last [M]`",
            "9:27: a slot that follows [X] has no stages: its weights move with [X]'s",
            "9:56: a slot that follows [X] takes its weights from it: `start` belongs on [X]'s line",
        ])
        XCTAssertEqual(mistakes("""
              [A] Barbell Bench Press: 5x5 ramp 30%
              [B] Barbell Bench Press: 4x5 ramp 12.5%, 1x3
              [C] Barbell Bench Press: 1x5 ramp 10%
              [D] Barbell Bench Press: 5x5@8 ramp 10%
              [E] Barbell Bench Press: 5x5 ramp
            """), [
            "3:28: a ramp's step is more than 0% and at most 50%, and leaves its first set above 0% of the top, not 30%",
            "4:28: a ramp is the only sets of its stage or week: write `5x5 ramp 12.5%` alone",
            "5:28: a ramp is two sets or more of reps, like `5x5 ramp 12.5%`",
            "6:28: write a ramp like `5x5 ramp 12.5%`: each set before the top one 12.5% of the top set lighter",
            "7:28: write a ramp like `5x5 ramp 12.5%`: each set before the top one 12.5% of the top set lighter",
        ])
    }

    func testAChainOfFollowersIsBounded() {
        let chain = (0..<6).map { "  [F\($0)] Barbell Back Squat: 5x5@90% of [F\($0 + 1)]" }.joined(separator: "\n")
            + "\n  [F6] Barbell Back Squat: 1x5, start 100\n"
        XCTAssertEqual(mistakes(chain).first, "3:28: F0 Barbell Back Squat follows a chain of more than 4 slots: follow one nearer the start")
        XCTAssertEqual(mistakes(chain).count, 2)
    }
}
