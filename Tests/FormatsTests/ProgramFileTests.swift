import Foundation
import BundledPlans
import XCTest
@testable import Domain
@testable import Formats

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
        let all = mistakes("program \"P\"\nday A \"Legs\"\n  Bench: 3x5\n  Deadlift: 1x5\n")
        XCTAssertEqual(all.count, 1)
        let mistake = try XCTUnwrap(all.first)
        XCTAssertEqual(mistake.line, 3)
        XCTAssertEqual(mistake.column, 3)
        XCTAssertEqual(mistake.message, "no exercise called \"Bench\" in the catalog (did you mean \(catalog.search("Bench")[0].name)?)")
        XCTAssertEqual(mistake.description, "line 3, column 3: " + mistake.message)
        // A name nothing resembles has no suggestion.
        XCTAssertEqual(mistakes("program \"P\"\nday A\n  Zzyzx: 3x5\n  Deadlift: 1x5\n").map(\.message), ["no exercise called \"Zzyzx\" in the catalog"])
    }

    /// A misspelt name, the likeliest mistake in a hand-written file, which the catalog search
    /// (words that begin a name's words) misses: the name a few letters away is suggested.
    func testAMisspeltExerciseSuggestsTheNearestName() {
        let messages = mistakes("program \"P\"\nday A \"Legs\"\n  Barbell Back Sqat: 3x5\n  Deadlift: 1x5\n").map(\.message)
        XCTAssertEqual(messages, ["no exercise called \"Barbell Back Sqat\" in the catalog (did you mean Barbell Back Squat?)"])
    }

    /// A line names its exercise as an import or a search would: another app's name, an
    /// abbreviation, words in another order; the slot takes the catalog's name.
    func testImportedStyleAndAliasNamesRead() throws {
        let text = """
        program "P"
        tm OHP = 60
        day A
          Bench Press (Barbell): 3x5
          OHP: 5@65%, 5@75%, 5+@85%
          [T1] back squat: 3x5
          RDL: 3x8
          Chin Ups: 3x8
          curl, barbell: 3x10
          Push-Ups: 3x5-8
        """
        let program = try XCTUnwrap(parsed(text)).program
        let slots = program.days[0].slots
        XCTAssertEqual(slots.map(\.exerciseID), ["barbell-bench-press", "overhead-press", "back-squat", "romanian-deadlift", "chin-up", "barbell-curl", "push-up"])
        XCTAssertEqual(slots.map(\.name), ["Barbell Bench Press", "Overhead Press", "Barbell Back Squat", "Romanian Deadlift", "Chin-Up", "Barbell Curl", "Push-Up"])
        XCTAssertEqual(slots[2].tag, "T1")
        XCTAssertEqual(program.trainingMaxes["overhead-press"]?.weight, 60)
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
                             "unknown option \"linaer\": options are linear, double, tm, rpe, same, deload, restart, add at, jump at, start, warmup, rest, superset, ladder"),
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
            ProgramFileError(line: 2, column: 1, "unknown line \"week\": a line is program, source, suits, days-a-week, unit, weeks, tm, day, or an exercise under a day"),
        ])
    }

    func testWhoAProgramSuitsAndItsDaysAWeek() throws {
        let program = try XCTUnwrap(parsed("program \"P\"\nsuits \"novices: three days\"\ndays-a-week 3\nday A\n  Deadlift: 1x5\n")).program
        XCTAssertEqual(program.suits, "novices: three days")
        XCTAssertEqual(program.daysAWeek, 3)
        XCTAssertNil(try XCTUnwrap(parsed("program \"P\"\nday A\n  Deadlift: 1x5\n")).program.daysAWeek)
        for bad in ["0", "8", "three", ""] {
            XCTAssertEqual(mistakes("program \"P\"\ndays-a-week \(bad)\nday A\n  Deadlift: 1x5\n"),
                           [ProgramFileError(line: 2, column: bad.isEmpty ? 12 : 13, "days-a-week is a number from 1 to 7")], bad)
        }
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
            "line 3, column 24: unknown option \"linaer\": options are linear, double, tm, rpe, same, deload, restart, add at, jump at, start, warmup, rest, superset, ladder",
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

    /// Every mistake of a line is reported, not only the first: each set group, each option,
    /// the name, and on a `tm` line the weight and the raise.
    func testEveryMistakeOnALineIsReported() {
        let text = """
        program "P"
        day A
          Deadlift: 3xfive, 3x500, linaer, start heavy, rest soon, linear, double
          Back Sqat: 3x5, warmup 12, tm 5
        tm Zzyzx = heavy, +5 per month
          Deadlift: 3x5, start 60, start 70
          Deadlift: 1x5
        """
        XCTAssertEqual(mistakes(text).map { "\($0.line):\($0.column) \($0.message)" }, [
            "3:13 cannot read the sets \"3xfive\": write them like 3x5, 5x3+, 3x8-12, 5@85%, 3x5@8 or 3x30s",
            "3:21 reps are 1 to 100, not \"3x500\"",
            "3:28 unknown option \"linaer\": options are linear, double, tm, rpe, same, deload, restart, add at, jump at, start, warmup, rest, superset, ladder",
            "3:42 \"heavy\" is not a weight",
            "3:54 write a rest as 90s or 3m",
            "3:68 a slot has one rule: linear or double, not both",
            "4:3 no exercise called \"Back Sqat\" in the catalog (did you mean Hack Squat?)",
            "4:26 warmup is a number of sets from 0 to 9",
            "4:33 tm takes nothing after it",
            "5:4 no exercise called \"Zzyzx\" in the catalog",
            "5:12 \"heavy\" is not a weight",
            "5:19 after the weight write `+RAISE per cycle`, for example `+2.5 per cycle`",
            "6:28 start is written twice",
        ])
    }

    // MARK: Files as people save them

    private let saved = """
    program "Saved"
    unit kg
    day A "Legs"
      Barbell Back Squat: 5x5, linear +2.5, start 60
      Deadlift: 1x5, start ?

    """

    func testWindowsAndOldMacLineEndsAndAByteOrderMarkRead() throws {
        let plain = try XCTUnwrap(parsed(saved))
        let crlf = saved.replacingOccurrences(of: "\n", with: "\r\n")
        for (variant, text) in [("CRLF", crlf), ("BOM and CRLF", "\u{FEFF}" + crlf), ("CR", saved.replacingOccurrences(of: "\n", with: "\r")),
                                ("BOM", "\u{FEFF}" + saved)] {
            let read = try XCTUnwrap(parsed(text), variant)
            XCTAssertEqual(read.program, plain.program, variant)
            XCTAssertEqual(read.blanks, plain.blanks, variant)
            XCTAssertEqual(ProgramFile.exerciseNames(in: text), ["Barbell Back Squat", "Deadlift"], variant)
        }
        // Mistakes keep their lines and columns; the mark is no column of the first line.
        XCTAssertEqual(mistakes("\u{FEFF}unit stone\r\nprogram \"P\"\r\nday A\r\n  Deadlift: 3xfive\r\n").map { "\($0.line):\($0.column)" }, ["1:6", "4:13"])
        // A blank filled in a CRLF file leaves its line ends as they were.
        let blank = try XCTUnwrap(parsed(crlf)?.blanks.first)
        let filled = ProgramFile.filling("\u{FEFF}" + crlf, blanks: [(blank, 100)])
        XCTAssertEqual(filled, crlf.replacingOccurrences(of: "start ?", with: "start 100"))
        XCTAssertEqual(try XCTUnwrap(parsed(filled)).program.days[0].slots[1].start, 100)
    }

    /// One rule for every keyword: any case. Exercise names were already read in any case.
    func testKeywordsInAnyCase() throws {
        let lower = """
        program "Cases"
        source "mine"
        unit lb
        weeks 2
        tm Deadlift = 300, +10 per cycle
        day A "One"
          [T1] Barbell Back Squat: 5x3+ then 6x2+ then 10x1+, linear +10, restart 85% of 5rm, start 135 lb, rest 3m
          [T2] Barbell Bench Press: 3x10 then 3x8, linear +5, restart first +15, deload 10% after 3, start 95, warmup 2
          [T3] Lat Pulldown: 3x15+, linear +5, add at 25, start 50, superset 1
          Deadlift: 5@65%, 5+@85% | 3@70%, 3+@90%, tm
          Plank: 3x30s, same
          Overhead Press: 3x5@8, rpe, rest 90s
          Lying Leg Curl: 3x8-12, double +5
          Seated Cable Row: 10min
        """
        let mixed = """
        PROGRAM "Cases"
        Source "mine"
        UNIT LB
        Weeks 2
        TM deadlift = 300, +10 Per Cycle
        DAY A "One"
          [T1] BARBELL BACK SQUAT: 5X3+ Then 6×2+ THEN 10X1+, Linear +10, RESTART 85% OF 5RM, Start 135 LB, Rest 3M
          [T2] Barbell Bench Press: 3X10 then 3X8, LINEAR +5, Restart First +15, Deload 10% After 3, START 95, WarmUp 2
          [T3] lat pulldown: 3X15+, Linear +5, Add At 25, Start 50, SUPERSET 1
          Deadlift: 5@65%, 5+@85% | 3@70%, 3+@90%, TM
          Plank: 3X30S, Same
          Overhead Press: 3x5@8, RPE, REST 90S
          Lying Leg Curl: 3x8-12, Double +5
          Seated Cable Row: 10MIN
        """
        let expected = try XCTUnwrap(parsed(lower)).program
        XCTAssertEqual(try XCTUnwrap(parsed(mixed)).program, expected)
        XCTAssertEqual(expected.days[0].slots[0].rule, .linear(LinearRule(increment: WeightUnit.lb.toKilograms(10), restart: .fiveRepMaxTest(0.85))))
    }

    /// The unit is every weight's, written before them or after; a second one is a mistake.
    func testTheUnitLineHoldsForTheWholeFile() throws {
        let after = try XCTUnwrap(parsed("program \"P\"\ntm Deadlift = 300\nday A\n  Deadlift: 5@85%\n  Barbell Row: 5x5, start 100\nunit lb\n")).program
        XCTAssertEqual(after.unit, .lb)
        XCTAssertEqual(after.days[0].slots[1].start, WeightUnit.lb.toKilograms(100))
        XCTAssertEqual(after.trainingMaxes[id("Deadlift")]?.weight, WeightUnit.lb.toKilograms(300))
        XCTAssertEqual(mistakes("program \"P\"\nunit lb\nday A\n  Deadlift: 1x5\nunit kg\n").map { "\($0.line):\($0.column) \($0.message)" },
                       ["5:6 the unit is given on line 2 already"])
    }

    // MARK: Limits

    /// Each limit of docs/programs.md ("Limits"), one past it, refused at its line and column.
    func testEachLimitIsRefusedWithItsLineAndColumn() {
        let text = """
        program "P"
        weeks 53
        tm Deadlift = 2000, +5 per cycle
        tm Barbell Back Squat = 100, +101 per cycle
        tm Overhead Press = 1e308, +nan per cycle
        day A
          Deadlift: 21x5
          Deadlift: 20x5, 1x5
          Deadlift: 3x101
          Deadlift: 3x8-101
          Deadlift: 3x7201s
          Deadlift: 5@201%
          Deadlift: 5@11
          Deadlift: 3x5, start 2000
          Deadlift: 3x5, linear +101
          Lat Pulldown: 3x8-12, double +101
          Deadlift: 3x5 then 3x3, restart first +101
          Deadlift: 3x5, deload 10% after 21
          Deadlift: 3x5, deload 100% after 3
          Deadlift: 3x5, add at 101
          Deadlift: 3x5, rest 16m
          Deadlift: 3x5, warmup 10
          Deadlift: 3x5, superset 100
          Deadlift: 3x5, rest 99999999999999999999m
          Deadlift: 99999999999999999999x5
          Deadlift: 3x0
          Deadlift: 1x5
        """
        XCTAssertEqual(mistakes(text).map { "\($0.line):\($0.column) \($0.message)" }, [
            "2:7 weeks is a number from 1 to 52",
            "3:15 a weight is less than 2000 kg, not 2000",
            "4:30 a raise is at most 100 kg a cycle, not +101",
            "5:21 \"1e308\" is not a weight",
            "5:28 after the weight write `+RAISE per cycle`, for example `+2.5 per cycle`",
            "7:13 sets are 1 to 20 a group, not \"21x5\"",
            "8:13 21 sets are written here, but an exercise has at most 20 a workout",
            "9:13 reps are 1 to 100, not \"3x101\"",
            "10:13 reps are 1 to 100, not \"3x8-101\"",
            "11:13 a set lasts 1 second to 2 hours, not \"3x7201s\"",
            "12:13 a percentage is more than 0% and at most 200%, not \"5@201%\"",
            "13:13 an RPE is 1 to 10, not \"5@11\"",
            "14:24 a weight is less than 2000 kg, not 2000",
            "15:25 an increment is at most +100 kg, not +101",
            "16:32 an increment is at most +100 kg, not +101",
            "17:27 a restart's increment is at most +100 kg, not +101",
            "18:18 a deload comes after 1 to 20 misses in a row, not 21",
            "19:18 a deload takes off more than 0% and less than 100%, not 100%",
            "20:18 add at is 1 to 100 reps, not 101",
            "21:23 a rest is 1 second to 15 minutes, not 16m",
            "22:25 warmup is a number of sets from 0 to 9",
            "23:27 a superset is a number from 1 to 99: slots next to each other with the same one are done together",
            "24:23 a rest is 1 second to 15 minutes, not 99999999999999999999m",
            "25:13 sets are 1 to 20 a group, not \"99999999999999999999x5\"",
            "26:13 reps are 1 to 100, not \"3x0\"",
        ])
        // Weeks written with | are at most 52 too, with or without a weeks line.
        let weeks = Array(repeating: "5@50%", count: 53).joined(separator: " | ")
        XCTAssertEqual(mistakes("program \"P\"\ntm Deadlift = 100\nday A\n  Deadlift: \(weeks)\n").map { "\($0.line):\($0.column) \($0.message)" },
                       ["4:13 53 weeks are written here: a program has at most 52"])
    }

    /// The files of the issue: fifty sets in a slot crashed the tracker when the workout
    /// started, and a huge raise crashed `show` once a cycle was done. Both are refused now.
    func testTheFilesThatCrashedTheTrackerAreRefused() {
        let fifty = "program \"Fifty\"\nday A \"Legs\"\n  Barbell Back Squat: 60x5, start 60\n"
        XCTAssertEqual(mistakes(fifty).map { "\($0.line):\($0.column) \($0.message)" }, ["3:23 sets are 1 to 20 a group, not \"60x5\""])
        let groups = "program \"Fifty\"\nday A \"Legs\"\n  Barbell Back Squat: 20x5, 20x5, 10x5, start 60\n"
        XCTAssertEqual(mistakes(groups).map { "\($0.line):\($0.column) \($0.message)" },
                       ["3:23 50 sets are written here, but an exercise has at most 20 a workout"])
        for raise in ["+1999999999999999999999", "+1e21", "+inf"] {
            let text = "program \"Raise\"\ntm Barbell Back Squat = 100, \(raise) per cycle\nday A\n  Barbell Back Squat: 5@65%\n"
            XCTAssertEqual(mistakes(text).map { "\($0.line):\($0.column)" }, ["2:30"], raise)
        }
    }

    /// A file at every limit reads, and a year of it is planned and built as the tracker
    /// builds its workouts, without a trap and with every weight a number.
    func testAFileAtEveryLimitRunsForAYear() throws {
        let weeks = Array(repeating: "5@200%", count: 52).joined(separator: " | ")
        let text = """
        program "Edges"
        unit lb
        tm Deadlift = 1999.99, +100 per cycle
        day A "Top"
          Barbell Back Squat: 10x100, 10x100, linear +100, deload 99.9% after 20, start 1999.99, warmup 9, rest 15m
          Deadlift: \(weeks), tm
          Lat Pulldown: 20x99-100, double +100, start 1999.99, superset 99
          Plank: 20x7200s, same, rest 1s
          [T1] Barbell Bench Press: 20x1+ then 20x100, linear +100, restart first +100, add at 100, start 0
          [T2] Barbell Bench Press: 20x1 then 20x1, linear +100, restart 100% of 5RM, start 1999.99
          Overhead Press: 20x100@10, rpe, start 1999.99
        day B
          Deadlift: 1x1@0.01%, tm
        """
        let program = try XCTUnwrap(parsed(text)).program
        XCTAssertEqual(program.weeks, 52)
        for unit in WeightUnit.allCases {
            var settings = Settings()
            settings.unit = unit
            let record = ProgramRecord(uid: "E", key: "E", text: text, startedAt: 0)
            let planner = ProgramPlanner(record: record, program: program, catalog: catalog, settings: settings,
                                         today: Day(year: 2026, month: 1, day: 5), sessions: [], histories: [:])
            for planned in planner.preview(count: 160) {
                let split = program.split(key: "E", week: planned.position.week, day: planned.position.day, targets: planned.targets, catalog: catalog)
                XCTAssertTrue(split.steps.allSatisfy { $0.totalSets <= 29 })
                for target in planned.targets {
                    XCTAssertTrue(target.sets.allSatisfy { $0.weight?.isFinite ?? true }, target.why(unit, today: Day(year: 2026, month: 1, day: 5)))
                    XCTAssertFalse(target.summary(unit).isEmpty)
                }
            }
        }
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
        XCTAssertEqual(blocks.count, 9)
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
