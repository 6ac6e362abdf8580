import BundledPlans
import XCTest
@testable import Domain
@testable import Formats

/// The options that let an as-many-as-possible set, or the week, move a program on: how each
/// reads, and the mistake, with its line and column, for each wrong form.
final class ProgramAMRAPOptionTests: XCTestCase {
    private let catalog = BundledCatalog.catalog

    private func mistakes(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        switch ProgramFile.parse(text, catalog: catalog) {
        case .success: XCTFail("the file was read without a mistake", file: file, line: line); return []
        case .failure(let mistakes): return mistakes.all.map { "\($0.line):\($0.column) \($0.message)" }
        }
    }

    func testJumpAtReadsIntoTheLinearRule() throws {
        let text = "program \"P\"\nunit lb\nday A \"A\"\n  Deadlift: 1x5+, linear +5, jump at 10 +10, deload 10% after 1, start 100\n"
        guard case .success(let parsed) = ProgramFile.parse(text, catalog: catalog) else { return XCTFail("not read") }
        let rule = parsed.program.days[0].slots[0].rule
        XCTAssertEqual(rule, .linear(LinearRule(increment: WeightUnit.lb.toKilograms(5), deloadAfter: 1, jumpAt: 10, jump: WeightUnit.lb.toKilograms(10))))
    }

    func testAWrongJumpSaysHowToWriteIt() {
        let text = """
        program "P"
        day A "A"
          Deadlift: 1x5+, jump 10 +5
          Deadlift: 1x5+, jump at ten +5
          Deadlift: 1x5+, jump at 10 5
          Deadlift: 1x5+, jump at 0 +5
          Deadlift: 1x5+, jump at 10 +101
          Deadlift: 1x5+, jump at 10 +5, jump at 12 +10
        """
        let how = "write `jump at 10 +5`: the reps of the AMRAP set that add +5 instead of the increment"
        XCTAssertEqual(mistakes(text), [
            "3:19 \(how)", "4:19 \(how)", "5:19 \(how)", "6:19 jump at is 1 to 100 reps, not 0",
            "7:19 a jump is at most +100 kg, not +101", "8:34 jump is written twice",
        ])
    }

    func testATrainingMaxReadsItsRaisesPerWeekAndByReps() throws {
        let text = """
        program "P"
        tm Barbell Back Squat = 140, +5 per week, +10 per cycle
        tm Deadlift = 180, by 1+: 0-1 +0, 2-3 +2.5, 4-5 +5, 6+ +7.5
        day 1 "D"
          Barbell Back Squat: 6x6@70%
          Deadlift: 5@75%, 3@85%, 1+@95%
          Sumo Deadlift: 3x5@60%, tm of Deadlift
        """
        guard case .success(let parsed) = ProgramFile.parse(text, catalog: catalog) else { return XCTFail("not read") }
        let program = parsed.program
        XCTAssertEqual(program.trainingMaxes["back-squat"], TrainingMax(weight: 140, raisePerCycle: 10, raisePerWeek: 5))
        let bands = [RepsBand(low: 0, high: 1, raise: 0), RepsBand(low: 2, high: 3, raise: 2.5), RepsBand(low: 4, high: 5, raise: 5),
                     RepsBand(low: 6, high: nil, raise: 7.5)]
        XCTAssertEqual(program.trainingMaxes["deadlift"], TrainingMax(weight: 180, byReps: RepsRaise(reps: 1, bands: bands)))
        XCTAssertEqual(program.trainingMaxes["back-squat"]?.weight(cycle: 1, week: 2), 160)
        let sumo = program.days[0].slots[2]
        XCTAssertEqual(sumo.maxID, "deadlift")
        XCTAssertEqual(sumo.rule, .trainingMax)
        XCTAssertTrue(program.earnsRaises(program.days[0].slots[1]))
        XCTAssertFalse(program.earnsRaises(sumo), "the sumo reads the deadlift's training max, and earns it nothing")
        XCTAssertEqual(RepsRaise(reps: 1, bands: bands).raise(for: 7), 7.5)
    }

    func testAWrongRaiseSaysHowToWriteIt() {
        let text = """
        program "P"
        tm Barbell Back Squat = 140, +5 per week, +2.5 per week
        tm Deadlift = 180, by 1: 0-1 +0
        tm Overhead Press = 60, by 1+: 0-1 +0, 3-2 +2.5
        tm Barbell Bench Press = 100, by 1+: 0-3 +0, 2-4 +2.5
        tm Front Squat = 100, by 1+: 0+ +0, 2-4 +2.5
        tm Sumo Deadlift = 100, by 1+: 2 more
        tm Barbell Row = 100, by 1+: 0-1 +101
        tm Power Clean = 100, by 1+: 0 +0, 1 +0, 2 +0, 3 +0, 4 +0, 5 +0, 6 +0, 7 +0, 8 +0, 9 +0, 10 +0
        tm Romanian Deadlift = 100, +101 per week
        day 1 "D"
          Barbell Back Squat: 6x6@70%
          Incline Barbell Bench Press: 3x5@60%, tm of Zzyzx
        """
        XCTAssertEqual(mistakes(text), [
            "2:43 the raise per week is written twice",
            "3:20 write the raise by a set's reps as `by 1+: 0-1 +0, 2-3 +2.5, 4-5 +5, 6+ +7.5`",
            "4:40 a band of reps goes up, like 2-3, not 3-2",
            "5:46 the bands go up and do not overlap: 2-4 +2.5 starts at or below 3",
            "6:37 a band after `0+` is never reached: that one is last",
            "7:32 write a band of reps and its raise as `2-3 +2.5`, `6+ +7.5` for six or more, or a cut as `0-3 -10%`, not \"2 more\"",
            "8:30 a raise is at most +100 kg, not +101",
            "9:23 a raise by reps has 1 to 10 bands, not 11",
            "10:29 a raise is at most 100 kg a week, not +101",
            "13:47 no exercise called \"Zzyzx\" in the catalog",
        ])
    }

    /// A band may cut the training max by a share instead (Ivysaur 4-4-8's failed test), of
    /// the training max as the bands before it left it.
    func testABandThatCutsTakesItsShareOfTheTrainingMaxAsItThenIs() {
        let text = """
        program "P"
        tm Barbell Bench Press = 60, by 4+: 0-3 -10%, 4-7 +5, 8+ +10
        tm Deadlift = 100, by 4+: 0-3 -0%, 4+ +5
        tm Overhead Press = 40, by 4+: 0-3 -100%, 4+ +5
        tm Barbell Row = 40, by 4+: 0-3 -10, 4+ +5
        day 1 "D"
          Barbell Bench Press: 3x4@100%, 4+@100%
        """
        XCTAssertEqual(mistakes(text), [
            "3:27 a cut is more than 0% and less than 100%, not -0%",
            "4:32 a cut is more than 0% and less than 100%, not -100%",
            "5:29 write a band of reps and its raise as `2-3 +2.5`, `6+ +7.5` for six or more, or a cut as `0-3 -10%`, not \"0-3 -10\"",
        ])
        let raise = RepsRaise(reps: 4, bands: [RepsBand(low: 0, high: 3, raise: 0, cut: 0.1), RepsBand(low: 4, high: 7, raise: 5),
                                              RepsBand(low: 8, high: nil, raise: 10)])
        guard case .success(let parsed) = ProgramFile.parse(String(text.split(separator: "\n").enumerated().filter { ![2, 3, 4].contains($0.offset) }
            .map(\.element).joined(separator: "\n")), catalog: catalog) else { return XCTFail("not read") }
        XCTAssertEqual(parsed.program.trainingMaxes["barbell-bench-press"]?.byReps, raise)
        // 60, +5, +5 to 70, 10% off to 63, +10 to 73.
        XCTAssertEqual(raise.earned([4, 5, 3, 8], from: 60), 13, accuracy: 0.001)
        XCTAssertEqual(raise.raise(for: 2), 0)
    }
}
