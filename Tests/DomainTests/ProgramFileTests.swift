import Foundation
import BundledPlans
import XCTest
@testable import Domain

/// The plan file: what it reads, every mistake with its line and column, its `?` blanks and
/// how they are filled, and the file written from the A/B/C splits.
final class ProgramFileTests: XCTestCase {
    private let catalog = BundledCatalog.catalog

    private func parsed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ProgramFile.Parsed? {
        switch ProgramFile.parse(text, catalog: catalog) {
        case .success(let parsed): return parsed
        case .failure(let mistakes):
            XCTFail("unexpected mistakes: \(mistakes.all)", file: file, line: line)
            return nil
        }
    }

    private func mistakes(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [ProgramFileError] {
        switch ProgramFile.parse(text, catalog: catalog) {
        case .success: XCTFail("the file was read without a mistake", file: file, line: line); return []
        case .failure(let mistakes): return mistakes.all
        }
    }

    private func id(_ name: String) -> String { catalog.exercise(named: name)?.id ?? "?" }

    // MARK: Round trip

    func testTheABCSplitsWrittenOutReadBackAsTheSameWorkouts() throws {
        let text = ProgramFile.text(name: "GymTrack A/B/C", source: "gymtrack", splits: DefaultSplits.all, catalog: catalog)
        let program = try XCTUnwrap(parsed(text)).program
        XCTAssertEqual(program.name, "GymTrack A/B/C")
        XCTAssertEqual(program.source, "gymtrack")
        XCTAssertEqual(program.weeks, 1)
        XCTAssertEqual(program.days.map(\.key), DefaultSplits.all.map(\.sessionType))
        XCTAssertEqual(program.days.map(\.title), DefaultSplits.all.map(\.name))
        for (day, split) in zip(program.days, DefaultSplits.all) {
            let steps = split.steps.filter { $0.kind != .challenge && catalog.exercise($0.exerciseID) != nil }
            XCTAssertEqual(day.slots.map(\.exerciseID), steps.map(\.exerciseID), "day \(day.key)")
            for (slot, step) in zip(day.slots, steps) {
                XCTAssertEqual(slot.warmupSets, step.warmupSets, "\(day.key) \(slot.name)")
                XCTAssertEqual(slot.restSeconds, step.restSeconds, "\(day.key) \(slot.name)")
                XCTAssertEqual(slot.start, step.weight ?? (slot.start == nil ? nil : slot.start), "\(day.key) \(slot.name)")
                let sets = slot.schemes[0].sets
                switch step.kind {
                case .sets:
                    XCTAssertEqual(sets.count, step.workingSets, "\(day.key) \(slot.name)")
                    XCTAssertEqual(sets.first?.reps, step.plannedReps ?? 10, "\(day.key) \(slot.name)")
                case .hold:
                    XCTAssertEqual(sets.count, step.workingSets, "\(day.key) \(slot.name)")
                    XCTAssertEqual(sets.first?.seconds, step.durationSeconds, "\(day.key) \(slot.name)")
                case .timed:
                    XCTAssertEqual(sets.map(\.seconds), [step.durationSeconds], "\(day.key) \(slot.name)")
                case .challenge: XCTFail("a challenge is not written")
                }
                if step.kind == .sets, step.loadType.weightLabel != nil {
                    XCTAssertEqual(slot.rule, .linear(LinearRule()), "\(day.key) \(slot.name)")
                } else {
                    XCTAssertEqual(slot.rule, .fixed, "\(day.key) \(slot.name)")
                }
            }
        }
    }

    // MARK: What a file says

    func testEverySchemeForm() throws {
        let text = """
        program "Forms"
        weeks 2
        tm Barbell Back Squat = 100, +5 per cycle
        day A "All"
          Barbell Back Squat: 5@85%, 5+@85% | 5x10@50%
          Deadlift: 3x5
          Barbell Bench Press: 5x3+ then 6x2+ then 10x1+
          Lat Pulldown: 3x8-12
          Overhead Press: 3x5@8
          Plank: 3x30s
          Rowing Machine: 10min
        """
        let day = try XCTUnwrap(parsed(text)).program.days[0]
        let squat = day.slots[0]
        XCTAssertTrue(squat.byWeek)
        XCTAssertEqual(squat.rule, .trainingMax)
        XCTAssertEqual(squat.schemes[0].sets, [PlannedSet(reps: 5, percent: 0.85), PlannedSet(reps: 5, amrap: true, percent: 0.85)])
        XCTAssertEqual(squat.schemes[1].sets, Array(repeating: PlannedSet(reps: 10, percent: 0.5), count: 5))
        XCTAssertEqual(day.slots[1].schemes, [SetScheme(Array(repeating: PlannedSet(reps: 5), count: 3))])
        XCTAssertEqual(day.slots[1].rule, .linear(LinearRule()), "a plain scheme progresses linearly")
        let bench = day.slots[2]
        XCTAssertFalse(bench.byWeek)
        XCTAssertEqual(bench.schemes.map(\.label), ["5×3+", "6×2+", "10×1+"])
        XCTAssertEqual(bench.schemes[0].sets.map(\.amrap), [false, false, false, false, true], "only the last set is as many as possible")
        XCTAssertEqual(day.slots[3].schemes[0].sets.first, PlannedSet(reps: 8, repsTop: 12))
        XCTAssertEqual(day.slots[3].rule, .double(increment: nil), "a rep range progresses by double progression")
        XCTAssertEqual(day.slots[4].schemes[0].sets.first, PlannedSet(reps: 5, rpe: 8))
        XCTAssertEqual(day.slots[4].rule, .rpe, "an RPE follows the recent e1RM")
        XCTAssertEqual(day.slots[5].schemes[0].sets, Array(repeating: PlannedSet(seconds: 30), count: 3))
        XCTAssertEqual(day.slots[6].schemes[0].sets, [PlannedSet(seconds: 600)])
    }

    func testSchemeLabels() {
        XCTAssertEqual(SetScheme(Array(repeating: PlannedSet(reps: 5), count: 3)).label, "3×5")
        XCTAssertEqual(SetScheme([PlannedSet(reps: 3), PlannedSet(reps: 3), PlannedSet(reps: 3, amrap: true)]).label, "3×3+")
        XCTAssertEqual(SetScheme(Array(repeating: PlannedSet(reps: 8, repsTop: 12), count: 3)).label, "3×8–12")
        XCTAssertEqual(SetScheme(Array(repeating: PlannedSet(reps: 5, rpe: 8), count: 3)).label, "3×5 @8")
        XCTAssertEqual(SetScheme(Array(repeating: PlannedSet(seconds: 30), count: 3)).label, "3×30 s")
        XCTAssertEqual(SetScheme([PlannedSet(seconds: 600)]).label, "1×10 min")
        XCTAssertEqual(SetScheme([PlannedSet(reps: 5, percent: 0.65), PlannedSet(reps: 5, percent: 0.75), PlannedSet(reps: 5, amrap: true, percent: 0.85)]).label,
                       "5@65%, 5@75%, 5+@85%")
    }

    /// Five like sets at a percentage (Boring But Big's) are labelled as the file writes them.
    func testLikeSetsAtAPercentageAreLabelledShort() {
        XCTAssertEqual(SetScheme(Array(repeating: PlannedSet(reps: 10, percent: 0.5), count: 5)).label, "5×10@50%")
    }

    func testEveryOption() throws {
        let text = """
        program "Options"
        unit kg
        tm Overhead Press = 50
        day A "All"
          [T1] Barbell Back Squat: 5x3+ then 6x2+ then 10x1+, linear +5, restart 85% of 5RM, start 60, rest 3m
          [T2] Barbell Back Squat: 3x10 then 3x8 then 3x6, linear +5, restart first +10, start 45, rest 2m
          Barbell Bench Press: 5x5, linear +2.5, deload 10% after 3, restart 90%, warmup 2, rest 90s
          Lat Pulldown: 3x15+, linear +2.5, add at 25, superset 1
          Dumbbell Row: 3x8-12, double +2, superset 1
          Overhead Press: 5x5@70%, tm
          Deadlift: 3x5@8, rpe, start 100
          Plank: 3x30s, same
        """
        let slots = try XCTUnwrap(parsed(text)).program.days[0].slots
        XCTAssertEqual(slots[0].tag, "T1")
        XCTAssertEqual(slots[0].progressionKey, "T1|" + id("Barbell Back Squat"))
        XCTAssertEqual(slots[0].title, "T1 Barbell Back Squat")
        XCTAssertEqual(slots[0].rule, .linear(LinearRule(increment: 5, restart: .fiveRepMaxTest(0.85))))
        XCTAssertEqual(slots[0].start, 60)
        XCTAssertEqual(slots[0].restSeconds, 180)
        XCTAssertEqual(slots[1].rule, .linear(LinearRule(increment: 5, restart: .firstStagePlus(10))))
        XCTAssertEqual(slots[1].restSeconds, 120)
        XCTAssertNotEqual(slots[0].progressionKey, slots[1].progressionKey, "T1 and T2 of one exercise progress apart")
        XCTAssertEqual(slots[2].rule, .linear(LinearRule(increment: 2.5, deloadAfter: 3, deloadPercent: 0.1, restart: .percent(0.9))))
        XCTAssertEqual(slots[2].warmupSets, 2)
        XCTAssertEqual(slots[2].restSeconds, 90)
        XCTAssertEqual(slots[3].rule, .linear(LinearRule(increment: 2.5, addAt: 25)))
        XCTAssertEqual(slots[3].superset, 1)
        XCTAssertEqual(slots[4].rule, .double(increment: 2))
        XCTAssertEqual(slots[4].superset, 1)
        XCTAssertEqual(slots[5].rule, .trainingMax)
        XCTAssertEqual(slots[6].rule, .rpe)
        XCTAssertEqual(slots[6].start, 100)
        XCTAssertEqual(slots[7].rule, .fixed)
    }

    func testAStartWrittenOnceHoldsForEverySlotThatProgressesWithIt() throws {
        let text = """
        program "5x5"
        day A "A"
          Barbell Back Squat: 5x5, start 60
        day B "B"
          Barbell Back Squat: 5x5
          [heavy] Barbell Back Squat: 3x3
        """
        let days = try XCTUnwrap(parsed(text)).program.days
        XCTAssertEqual(days[1].slots[0].start, 60)
        XCTAssertNil(days[1].slots[1].start, "a tagged slot progresses on its own")
    }

    func testPoundsAreStoredAsKilograms() throws {
        let text = """
        program "Pounds"
        unit lb
        tm Barbell Back Squat = 225, +10 per cycle
        day A "A"
          Deadlift: 1x5, linear +10, start 135
          Barbell Back Squat: 5@85%
        """
        let program = try XCTUnwrap(parsed(text)).program
        XCTAssertEqual(program.unit, .lb)
        XCTAssertEqual(program.days[0].slots[0].start, WeightUnit.lb.toKilograms(135))
        XCTAssertEqual(program.days[0].slots[0].rule, .linear(LinearRule(increment: WeightUnit.lb.toKilograms(10))))
        XCTAssertEqual(program.trainingMaxes[id("Barbell Back Squat")],
                       TrainingMax(weight: WeightUnit.lb.toKilograms(225), raisePerCycle: WeightUnit.lb.toKilograms(10)))
    }

    func testCommentsAndQuotes() throws {
        let text = """
        # My plan, written by hand
        program "Push # pull"   # the name keeps its #
        source "Me, 2026"
        day A "Squat, bench"  # a comment after a day
          # a comment line under a day
          Barbell Back Squat: 3x5, linear +2.5 # the usual
        """
        let program = try XCTUnwrap(parsed(text)).program
        XCTAssertEqual(program.name, "Push # pull")
        XCTAssertEqual(program.source, "Me, 2026")
        XCTAssertEqual(program.days[0].title, "Squat, bench")
        XCTAssertEqual(program.days[0].slots.count, 1)
        XCTAssertEqual(program.days[0].slots[0].rule, .linear(LinearRule(increment: 2.5)))
    }

    func testADayWithoutATitleIsNamedByItsKey() throws {
        let program = try XCTUnwrap(parsed("program \"P\"\nday 1\n  Deadlift: 1x5\n")).program
        XCTAssertEqual(program.days[0].title, "Day 1")
    }

    // MARK: Mistakes, each with its line and column

    func testAnUnknownExerciseSaysWhatItMightBe() throws {
        let all = mistakes("program \"P\"\nday A \"Legs\"\n  Back Squat: 3x5\n  Deadlift: 1x5\n")
        XCTAssertEqual(all.count, 1)
        let mistake = try XCTUnwrap(all.first)
        XCTAssertEqual(mistake.line, 3)
        XCTAssertEqual(mistake.column, 3)
        XCTAssertEqual(mistake.message, "no exercise called \"Back Squat\" in the catalog (did you mean \(catalog.search("Back Squat")[0].name)?)")
        XCTAssertEqual(mistake.description, "line 3, column 3: " + mistake.message)
        // A name nothing resembles has no suggestion.
        XCTAssertEqual(mistakes("program \"P\"\nday A\n  Zzyzx: 3x5\n  Deadlift: 1x5\n").map(\.message), ["no exercise called \"Zzyzx\" in the catalog"])
    }

    /// ENGINE GAP (left to the lead): a misspelt name, the likeliest mistake in a hand-written
    /// file, gets no "did you mean": the suggestion comes from the catalog search, which only
    /// matches words that begin a name's words. Expected the squat suggested for "Sqat".
    func testAMisspeltExerciseSuggestsTheNearestName() {
        let messages = mistakes("program \"P\"\nday A \"Legs\"\n  Barbell Back Sqat: 3x5\n  Deadlift: 1x5\n").map(\.message)
        XCTAssertEqual(messages, ["no exercise called \"Barbell Back Sqat\" in the catalog (did you mean Barbell Back Squat?)"])
    }

    func testUnreadableSets() {
        XCTAssertEqual(mistakes("program \"P\"\nday A \"Legs\"\n  Deadlift: 3xfive, linear\n  Deadlift: 1x5\n"), [
            ProgramFileError(line: 3, column: 13, "cannot read the sets \"3xfive\": write them like 3x5, 5x3+, 3x8-12, 5@85%, 3x5@8 or 3x30s"),
        ])
        XCTAssertEqual(mistakes("program \"P\"\nday A \"Legs\"\n  Deadlift: 3x5, 3x12-8\n  Deadlift: 1x5\n").map(\.column), [18])
    }

    func testAnUnknownOption() {
        XCTAssertEqual(mistakes("program \"P\"\nday A \"Press\"\n  Overhead Press: 3x5, linaer +2.5\n  Deadlift: 1x5\n"), [
            ProgramFileError(line: 3, column: 24,
                             "unknown option \"linaer\": options are linear, double, tm, rpe, same, deload, restart, add at, start, warmup, rest, superset"),
        ])
    }

    func testMalformedOptionsSayHowToWriteThem() {
        let text = """
        program "P"
        day A "A"
          Deadlift: 3x5, linear 2.5
          Deadlift: 3x5, deload 10 after 3
          Deadlift: 3x5, restart half
          Deadlift: 3x5, add at many
          Deadlift: 3x5, rest soon
          Deadlift: 3x5, warmup 12
          Lat Pulldown: 3x5, double
          Deadlift: 1x5
        """
        XCTAssertEqual(mistakes(text), [
            ProgramFileError(line: 3, column: 25, "an increment is written +2.5"),
            ProgramFileError(line: 4, column: 18, "write a deload as `deload 10% after 3`"),
            ProgramFileError(line: 5, column: 18, "write a restart as `restart 85%`, `restart 85% of 5RM` or `restart first +7.5`"),
            ProgramFileError(line: 6, column: 18, "write `add at 25`: the reps of the last set that add weight"),
            ProgramFileError(line: 7, column: 23, "write a rest as 90s or 3m"),
            ProgramFileError(line: 8, column: 25, "warmup is a number of sets from 0 to 9"),
            ProgramFileError(line: 9, column: 17, "double progression needs a rep range, like 3x8-12"),
        ])
    }

    func testAPercentageSlotNeedsATrainingMax() {
        XCTAssertEqual(mistakes("program \"P\"\nday 1 \"Press\"\n  Overhead Press: 5@65%, 5@75%, 5+@85%\n"), [
            ProgramFileError(line: 3, column: 3, "Overhead Press is in percentages of a training max: add `tm Overhead Press = WEIGHT`"),
        ])
    }

    func testWeekCountsThatDisagree() {
        let text = "program \"P\"\nweeks 4\ntm Deadlift = 100\nday 1 \"Dead\"\n  Deadlift: 5@65% | 3@70% | 5@75%\n"
        XCTAssertEqual(mistakes(text), [ProgramFileError(line: 5, column: 13, "3 weeks are written here, but the program has 4")])
        // Without a weeks line, the longest slot sets the count and a shorter one disagrees.
        let two = "program \"P\"\ntm Deadlift = 100\nday 1 \"Dead\"\n  Deadlift: 5@65% | 3@70% | 5@75%\n  [B] Deadlift: 5@50% | 5@60%\n"
        XCTAssertEqual(mistakes(two), [ProgramFileError(line: 5, column: 17, "2 weeks are written here, but the program has 3")])
    }

    func testASlotBeforeAnyDay() {
        XCTAssertEqual(mistakes("program \"P\"\nDeadlift: 1x5\nday A\n  Deadlift: 1x5\n"), [
            ProgramFileError(line: 2, column: 1, "an exercise must come under a `day` line"),
        ])
        XCTAssertEqual(mistakes("program \"P\"\nweek 3\nday A\n  Deadlift: 1x5\n"), [
            ProgramFileError(line: 2, column: 1, "unknown line \"week\": a line is program, source, unit, weeks, tm, day, or an exercise under a day"),
        ])
    }

    func testADuplicateDayKey() {
        XCTAssertEqual(mistakes("program \"P\"\nday A \"x\"\n  Deadlift: 1x5\nday A \"y\"\n  Deadlift: 1x5\n"), [
            ProgramFileError(line: 4, column: 5, "there is a day A already"),
        ])
    }

    /// A day whose only exercise line has a mistake is not also called empty: the slot's own
    /// mistake is the one to fix.
    func testAMistakenSlotDoesNotAlsoEmptyItsDay() {
        XCTAssertEqual(mistakes("program \"P\"\nday A \"Press\"\n  Overhead Press: 3x5, linaer +2.5\n").map(\.description), [
            "line 3, column 24: unknown option \"linaer\": options are linear, double, tm, rpe, same, deload, restart, add at, start, warmup, rest, superset",
        ])
    }

    /// A day with no exercises is reported at its own `day` line.
    func testADayWithoutExercisesIsReportedAtItsLine() {
        XCTAssertEqual(mistakes("program \"P\"\nday A\n  Deadlift: 1x5\nday B \"empty\"\n"), [
            ProgramFileError(line: 4, column: 5, "day B has no exercises: add a line under it, like `Barbell Back Squat: 3x5`"),
        ])
    }

    func testAMissingProgramLine() {
        XCTAssertEqual(mistakes("day A \"x\"\n  Deadlift: 1x5\n"), [ProgramFileError(line: 1, column: 1, "the file needs a `program NAME` line")])
    }

    func testAFileWithoutDays() {
        XCTAssertEqual(mistakes("program \"P\"\n"), [
            ProgramFileError(line: 1, column: 1, "the program has no days: add a `day KEY TITLE` line and its exercises"),
        ])
    }

    func testWrongUnitsAndWeights() {
        let text = "program \"P\"\nunit stone\nunit lb\nday A\n  Deadlift: 1x5, start 60 kg\n  Deadlift: 1x5, start heavy\n  Deadlift: 1x5\n"
        XCTAssertEqual(mistakes(text), [
            ProgramFileError(line: 2, column: 6, "the unit is kg or lb, not \"stone\""),
            ProgramFileError(line: 5, column: 24, "this file's weights are in lb (`unit` line), not kg"),
            ProgramFileError(line: 6, column: 24, "\"heavy\" is not a weight"),
        ])
    }

    func testEveryMistakeIsReportedInLineOrder() {
        let text = """
        program "Mine"
        day A "Legs"
          Overhead Press: 5@65%, 5@75%, 5+@85%
          Barbell Back Sqat: 3x5, linear +2.5
          Deadlift: 3xfive, linear
          Overhead Press: 3x5, linaer +2.5
        day A "Again"
          Deadlift: 1x5
        """
        let all = mistakes(text)
        XCTAssertEqual(all.map(\.line), [3, 4, 5, 6, 7])
        XCTAssertEqual(all.map(\.column), [3, 3, 13, 24, 5])
        XCTAssertEqual(all.first?.message, "Overhead Press is in percentages of a training max: add `tm Overhead Press = WEIGHT`")
    }

    // MARK: Blanks

    private let template = """
    program "P"
    tm Deadlift = ?, +5 per cycle
    day A "x"
      Deadlift: 5@85%
      [T1] Barbell Back Squat: 3x5, linear, start ?
    """

    func testBlanksAreFoundWithTheirPlaceAndWhatTheyAskFor() throws {
        let result = try XCTUnwrap(parsed(template))
        let slotLine = template.split(separator: "\n")[4]
        let column = slotLine.distance(from: slotLine.startIndex, to: slotLine.firstIndex(of: "?")!) + 1
        XCTAssertEqual(result.blanks, [
            ProgramBlank(line: 2, column: 15, label: "Deadlift training max"),
            ProgramBlank(line: 5, column: column, label: "T1 Barbell Back Squat starting weight"),
        ])
        XCTAssertEqual(result.program.trainingMaxes[id("Deadlift")], TrainingMax(weight: nil, raisePerCycle: 5))
        XCTAssertNil(result.program.days[0].slots[1].start)
    }

    func testFillingWritesEachValueInPlaceOfItsBlank() throws {
        let blanks = try XCTUnwrap(parsed(template)).blanks
        let filled = ProgramFile.filling(template, blanks: [(blanks[0], 142.5), (blanks[1], 60)])
        XCTAssertEqual(filled, """
        program "P"
        tm Deadlift = 142.5, +5 per cycle
        day A "x"
          Deadlift: 5@85%
          [T1] Barbell Back Squat: 3x5, linear, start 60
        """)
        let program = try XCTUnwrap(parsed(filled))
        XCTAssertEqual(program.blanks, [])
        XCTAssertEqual(program.program.trainingMaxes[id("Deadlift")], TrainingMax(weight: 142.5, raisePerCycle: 5))
        XCTAssertEqual(program.program.days[0].slots[1].start, 60)
    }

    func testFillingLeavesABlankThatIsNoLongerThere() {
        let moved = ProgramBlank(line: 2, column: 3, label: "nothing")
        XCTAssertEqual(ProgramFile.filling(template, blanks: [(moved, 10)]), template)
    }

    func testEveryBuiltInTemplateAsksOnlyForWeights() throws {
        for builtIn in BuiltInPrograms.all(catalog: catalog) {
            let result = try XCTUnwrap(parsed(builtIn.text), builtIn.id)
            for blank in result.blanks {
                XCTAssertTrue(blank.label.hasSuffix(" training max") || blank.label.hasSuffix(" starting weight"), "\(builtIn.id): \(blank.label)")
            }
            let filled = ProgramFile.filling(builtIn.text, blanks: result.blanks.map { ($0, 50) })
            XCTAssertEqual(try XCTUnwrap(parsed(filled), builtIn.id).blanks, [], builtIn.id)
        }
    }
}

/// The example files of docs/programs.md read without a mistake, so the reference stays true.
final class ProgramDocsExampleTests: XCTestCase {
    func testEveryExampleInTheReferenceParses() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/programs.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let blocks = text.components(separatedBy: "```plan\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        XCTAssertEqual(blocks.count, 3)
        for block in blocks {
            if case .failure(let mistakes) = ProgramFile.parse(block, catalog: BundledCatalog.catalog) {
                XCTFail("\(block.prefix(40)): \(mistakes.all)")
            }
        }
    }
}

extension ProgramDocsExampleTests {
    /// The mistakes example of docs/programs.md gives the output printed under it.
    func testTheMistakesExampleGivesItsOutput() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/programs.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let after = try XCTUnwrap(text.components(separatedBy: "```mistakes\n").dropFirst().first)
        let file = after.components(separatedBy: "```")[0]
        let output = after.components(separatedBy: "```\n")[2].trimmingCharacters(in: .newlines)
        guard case .failure(let mistakes) = ProgramFile.parse(file, catalog: BundledCatalog.catalog) else { return XCTFail("no mistakes") }
        let printed = mistakes.all.map { "plan.txt:\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n")
        XCTAssertEqual(output, printed)
    }
}
