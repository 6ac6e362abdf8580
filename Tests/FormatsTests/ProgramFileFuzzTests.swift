import BundledPlans
import Foundation
import XCTest
@testable import Domain
@testable import Formats

/// Plan files mutated from every built-in program and every example of docs/programs.md:
/// whatever `check` accepts stays within the limits, `show` previews it and the tracker runs it
/// workout by workout, and nothing traps on the way. FUZZ_ITERATIONS sets how many inputs (300
/// by default), each planned for a year; FUZZ_SEED another run of them.
final class ProgramFileFuzzTests: XCTestCase {
    private let catalog = BundledCatalog.catalog

    /// Workouts planned for each file read: a year, three or four a week.
    static let year = 160

    /// Numbers past and at every limit, and what is no number at all.
    static let numbers = ["0", "00", "-5", "1e308", "nan", "inf", "0x10", "99999999999999999999999", "9223372036854775807",
                          "9223372036854775808", "1999.99", "2000", "20", "21", "100", "100.01", "101", "200", "201", "52", "53",
                          "0.001", "1,5", "1.2.3", "7200", "7201", "900", "901", "9", "10", ""]

    /// Pieces of the language, and of what editors and people put in files.
    static let tokens = [" then ", " THEN ", " | ", "|", ", ", ",", "x", "×", "@", "%", "+", "-", "?", ":", "#", " #", "\"", "[", "]",
                         "\t", "\r", "\r\n", "\u{FEFF}", " per cycle", " Per Cycle", "linear +", "double +", "deload 10% after ",
                         "restart ", "restart first +", " of 5RM", "add at ", "start ", "warmup ", "rest ", "superset ", "tm ", "TM ",
                         "day ", "Day ", "weeks ", "unit lb", "unit kg", "program \"X\"", "s", "min", "m", "é", "🏋️", " ", "5x5", "3x8-12",
                         "5@85%", "3x30s", "10min", "60x5", "20x5, 20x5, 10x5",
                         // What a terminal would act on: OSC 0, OSC 52, C1 CSI, a bidi override.
                         "\u{1b}]0;owned\u{7}", "\u{1b}]52;c;aGk=\u{7}", "\u{9b}31m", "\u{202e}"]


    /// Every built-in with its blanks filled, and every example file of docs/programs.md.
    func seeds() throws -> [String] {
        var seeds: [String] = []
        for builtIn in BuiltInPrograms.all(catalog: catalog) {
            guard case .success(let template) = ProgramFile.parse(builtIn.text, catalog: catalog) else {
                XCTFail("\(builtIn.id) does not read")
                continue
            }
            seeds.append(ProgramFile.filling(builtIn.text, blanks: template.blanks.enumerated().map { ($1, 40 + Double($0) * 7.5) }))
            seeds.append(builtIn.text)
        }
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/programs.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for fence in ["```plan\n", "```mistakes\n"] {
            seeds += text.components(separatedBy: fence).dropFirst().map { $0.components(separatedBy: "```")[0] }
        }
        XCTAssertEqual(seeds.count, 2 * BuiltInPrograms.all(catalog: catalog).count + 10, "the built-ins and the ten examples")
        return seeds
    }

    func mutated(_ text: String, _ random: inout SeededRandom) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        func anyLine() -> Int { Int.random(in: 0..<lines.count, using: &random) }
        for _ in 0..<Int.random(in: 1...4, using: &random) where !lines.isEmpty {
            let row = anyLine()
            switch Int.random(in: 0..<9, using: &random) {
            case 0: lines.remove(at: row)
            case 1: lines.insert(lines[row], at: row)
            case 2, 3:
                // A number of the line replaced by another, past a limit or no number at all.
                let digits = lines[row].indices.filter { lines[row][$0].isNumber && ($0 == 0 || !lines[row][$0 - 1].isNumber) }
                guard let start = digits.randomElement(using: &random) else { continue }
                var end = start
                while end < lines[row].count, lines[row][end].isNumber || lines[row][end] == "." { end += 1 }
                lines[row].replaceSubrange(start..<end, with: Array(Self.numbers.randomElement(using: &random)!))
            case 4:
                let at = Int.random(in: 0...lines[row].count, using: &random)
                lines[row].insert(contentsOf: Array(Self.tokens.randomElement(using: &random)!), at: at)
            case 5 where !lines[row].isEmpty:
                lines[row].remove(at: Int.random(in: 0..<lines[row].count, using: &random))
            case 6 where !lines[row].isEmpty:
                let alphabet = Array("0123456789x@%+-|,:#\"?[] .etnaAZ×\t")
                lines[row][Int.random(in: 0..<lines[row].count, using: &random)] = alphabet.randomElement(using: &random)!
            case 7:
                let line = String(lines[row])
                lines[row] = Array(Bool.random(using: &random) ? line.uppercased() : line.capitalized)
            default:
                lines.swapAt(row, anyLine())
            }
        }
        var result = lines.map { String($0) }.joined(separator: "\n")
        if Int.random(in: 0..<6, using: &random) == 0 { result = result.replacingOccurrences(of: "\n", with: "\r\n") }
        if Int.random(in: 0..<6, using: &random) == 0 { result = "\u{FEFF}" + result }
        return result
    }

    func testMutatedPlanFilesNeverTrapAndWhatIsAcceptedRunsForAYear() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = Int(environment["FUZZ_ITERATIONS"] ?? "") ?? 300
        let seed = UInt64(environment["FUZZ_SEED"] ?? "") ?? 7
        let seeds = try seeds()
        var random = SeededRandom(seed: seed)
        var accepted = 0, refused = 0, workouts = 0
        for i in 0..<iterations {
            // Every tenth input is a seed as it is: the unmutated files run too.
            let text = i % 10 == 0 ? seeds[(i / 10) % seeds.count] : mutated(seeds[i % seeds.count], &random)
            _ = ProgramFile.exerciseNames(in: text)
            switch ProgramFile.parse(text, catalog: catalog) {
            case .failure(let mistakes):
                refused += 1
                let lines = ProgramFile.lines(of: text).count
                for mistake in mistakes.all {
                    XCTAssertTrue((1...max(1, lines)).contains(mistake.line) && mistake.column >= 1, "input \(i): \(mistake) is not in the file:\n\(text)")
                    // One line, the file's text in it escaped: `check` prints it to a terminal.
                    XCTAssertFalse(mistake.message.isEmpty || mistake.message.unicodeScalars.contains { controlEscape($0) != nil },
                                   "input \(i): \(escapedText(mistake.message, limit: .max))")
                }
            case .success(let parsed):
                accepted += 1
                let weights = [0, 0.5, 60, 1999.99]
                let fills = parsed.blanks.map { ($0, weights.randomElement(using: &random)!) }
                let filled = ProgramFile.filling(text, blanks: fills)
                guard case .success(let ready) = ProgramFile.parse(filled, catalog: catalog) else {
                    XCTFail("input \(i): filled with weights, it no longer reads:\n\(filled)")
                    continue
                }
                XCTAssertEqual(ready.blanks, [], "input \(i)")
                assertWithinLimits(ready.program, input: i)
                var settings = Settings()
                settings.unit = Bool.random(using: &random) ? .kg : .lb
                workouts += runForAYear(ready.program, text: filled, settings: settings, random: &random)
            }
        }
        print("plan fuzz: \(iterations) inputs, \(accepted) read, \(refused) refused, \(workouts) workouts planned")
        XCTAssertGreaterThan(accepted, iterations / 10)
        XCTAssertGreaterThan(refused, iterations / 10)
    }

    /// What the checker accepted is inside every limit docs/programs.md states.
    func assertWithinLimits(_ program: Program, input: Int) {
        let limits = ProgramFile.Limits.self
        XCTAssertTrue(limits.weeks.contains(program.weeks), "input \(input): \(program.weeks) weeks")
        for max in program.trainingMaxes.values {
            XCTAssertLessThan(program.unit.fromKilograms(max.weight ?? 0), limits.weight + 0.001, "input \(input)")
            XCTAssertLessThanOrEqual(program.unit.fromKilograms(max.raisePerCycle), limits.step + 0.001, "input \(input)")
            XCTAssertLessThanOrEqual(program.unit.fromKilograms(max.raisePerWeek), limits.step + 0.001, "input \(input)")
            if let byReps = max.byReps {
                XCTAssertTrue(limits.reps.contains(byReps.reps) && limits.repsBands.contains(byReps.bands.count), "input \(input)")
                XCTAssertTrue(byReps.bands.allSatisfy { program.unit.fromKilograms($0.raise) <= limits.step + 0.001 && ($0.high ?? 0) <= 100 }, "input \(input)")
            }
        }
        for slot in program.days.flatMap(\.slots) {
            XCTAssertFalse(slot.schemes.isEmpty, "input \(input): \(slot.name)")
            XCTAssertLessThanOrEqual(slot.schemes.count > 1 && slot.byWeek ? slot.schemes.count : 1, limits.weeks.upperBound)
            XCTAssertTrue(limits.warmups.contains(slot.warmupSets), "input \(input): \(slot.name)")
            XCTAssertLessThan(program.unit.fromKilograms(slot.start ?? 0), limits.weight + 0.001, "input \(input): \(slot.name)")
            if let rest = slot.restSeconds { XCTAssertTrue(limits.rest.contains(rest), "input \(input): \(slot.name)") }
            for scheme in slot.schemes {
                // A week written `-` has no sets: the slot is left out of it.
                XCTAssertTrue(limits.sets.contains(scheme.sets.count) || (slot.byWeek && scheme.sets.isEmpty), "input \(input): \(slot.name), \(scheme.sets.count) sets")
                for set in scheme.sets {
                    if let reps = set.reps { XCTAssertTrue(limits.reps.contains(reps), "input \(input): \(slot.name)") }
                    if let top = set.repsTop { XCTAssertTrue(limits.reps.contains(top), "input \(input): \(slot.name)") }
                    if let seconds = set.seconds { XCTAssertTrue(limits.seconds.contains(seconds), "input \(input): \(slot.name)") }
                    if let percent = set.percent { XCTAssertLessThanOrEqual(percent, limits.percent / 100, "input \(input): \(slot.name)") }
                    if let share = set.repMaxShare { XCTAssertLessThanOrEqual(share, limits.percent / 100, "input \(input): \(slot.name)") }
                }
            }
            if case .linear(let rule) = slot.rule {
                XCTAssertLessThanOrEqual(program.unit.fromKilograms(rule.increment ?? 0), limits.step + 0.001, "input \(input): \(slot.name)")
            }
        }
    }

    /// `program show`, then a year lived with a workout missed now and then, each day built as
    /// the tracker starts it, and Home's week at the start and the end. The workouts planned.
    func runForAYear(_ program: Program, text: String, settings: Settings, random: inout SeededRandom) -> Int {
        let record = ProgramRecord(uid: "F", key: "F", text: text, startedAt: 0)
        let start = Day(year: 2026, month: 1, day: 5)
        let planner = ProgramPlanner(record: record, program: program, catalog: catalog, settings: settings, today: start,
                                     sessions: [], histories: [:])
        XCTAssertEqual(planner.preview(count: Self.year).count, Self.year)
        _ = planner.active()
        var sessions: [ProgramSession] = []
        var histories: [String: [SlotSession]] = [:]
        var today = start
        var position = ProgramPosition()
        for n in 0..<Self.year {
            let planner = ProgramPlanner(record: record, program: program, catalog: catalog, settings: settings, today: today,
                                         sessions: [], histories: histories)
            let targets = planner.targets(week: position.week, day: position.day, cycle: position.cycle)
            let split = program.split(key: record.key, week: position.week, day: position.day, targets: targets, catalog: catalog)
            for step in split.steps {
                XCTAssertLessThanOrEqual(step.totalSets, ProgramFile.Limits.sets.upperBound + ProgramFile.Limits.warmups.upperBound, step.title)
            }
            let started = Double(today.dayNumber) * 86_400 + 18 * 3600
            for (slot, target) in zip(program.days[position.day].slots, targets) {
                _ = target.summary(settings.unit)
                for set in target.sets { if let weight = set.weight { XCTAssertTrue(weight.isFinite, "\(slot.name): \(target)") } }
                let miss = Int.random(in: 0..<4, using: &random) == 0
                let sets = target.sets.enumerated().map { i, set in
                    SetLog(isWarmup: false, reps: miss && i == target.sets.count - 1 ? max(0, (set.reps ?? 1) - 1) : set.reps,
                           weight: set.weight, durationSeconds: set.seconds, completedAt: 0)
                }
                // Logged as the tracker logs a program's day: its step planned as the target.
                histories[slot.progressionKey, default: []].append(SlotSession(
                    day: today, startedAt: started, sets: sets, plan: SlotPlan(targets: target.sets),
                    sessionType: program.sessionType(key: record.key, week: position.week, day: position.day)))
            }
            sessions.append(ProgramSession(sessionType: program.sessionType(key: record.key, week: position.week, day: position.day),
                                           day: today, startedAt: started))
            today = today.adding(days: n % 3 == 2 ? 3 : 2)
            position = position.advanced(in: program)
        }
        // Home after a year: the place found from the workouts logged is the one they went through.
        let after = ProgramPlanner(record: record, program: program, catalog: catalog, settings: settings, today: today,
                                   sessions: sessions, histories: histories)
        XCTAssertEqual([after.position.week, after.position.day, after.position.sessions, after.position.cycle],
                       [position.week, position.day, position.sessions, position.cycle])
        _ = after.active()
        return 2 * Self.year
    }
}
