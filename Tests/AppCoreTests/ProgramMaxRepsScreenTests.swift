import AppCore
import BundledPlans
import Domain
import Formats
import XCTest

/// Candito's week 2, day 3: a squat set of max reps (at most 10) at 80% of the max and a step,
/// then back-off triples a step under 80%, as many as the reps earned. The Exercise screen
/// offers the back-off sets once the max-reps set is logged, and only those earned.
final class ProgramMaxRepsScreenTests: XCTestCase {
    /// The Candito program, each max and starting weight 100 kg, with its first seven days logged.
    private func weekTwoDayThree() throws -> ActiveProgram {
        let builtIn = try XCTUnwrap(BuiltInPrograms.named("candito", catalog: Fixtures.catalog))
        guard case .success(let template) = ProgramFile.parse(builtIn.text, catalog: Fixtures.catalog) else { throw XCTSkip("unreadable") }
        let text = ProgramFile.filling(builtIn.text, blanks: template.blanks.map { ($0, 100) })
        guard case .success(let parsed) = ProgramFile.parse(text, catalog: Fixtures.catalog) else { throw XCTSkip("unreadable") }
        let record = ProgramRecord(uid: "P", key: builtIn.key, text: text, startedAt: 0)
        let places = (0..<5).map { (0, $0) } + [(1, 0), (1, 1)]
        let sessions = places.enumerated().map { n, place in
            let day = Fixtures.today.adding(days: n - places.count)
            return ProgramSession(sessionType: parsed.program.sessionType(key: record.key, week: place.0, day: place.1), day: day,
                                  startedAt: Double(day.dayNumber) * 86_400)
        }
        return ProgramPlanner(record: record, program: parsed.program, catalog: Fixtures.catalog, settings: Settings(), today: Fixtures.today,
                              sessions: sessions, histories: [:]).active()
    }

    func testTheBackOffSetsEarnedAreOfferedOnceTheMaxRepsSetIsLogged() throws {
        var state = Fixtures.state(width: 80, height: 24)
        _ = update(&state, .loaded(.program(try weekTwoDayThree())))
        XCTAssertEqual(state.rotation.map(\.sessionType), ["CAN/2/1", "CAN/2/2", "CAN/2/3", "CAN/2/4", "CAN/2/5"])
        state.home.selection = 2
        Fixtures.press(&state, .enter, .enter)
        let squat = try XCTUnwrap(state.workout?.steps.firstIndex { $0.plan.exerciseID == "back-squat" })
        while state.exercise.selection < squat { Fixtures.press(&state, .char("j")) }
        let before = snapshot(of: render(state))
        // 80% of 100 kg, and a step: max reps, aiming at ten.
        XCTAssertTrue(before.contains("Next: 10 × 82.5 kg"), before)
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.workout?.steps[squat].sets.first?.type, .amrap)
        // Nine reps done: eight back-off triples, a step under 80%.
        state.workout?.steps[squat].sets[0].reps = 9
        let after = snapshot(of: render(state))
        XCTAssertTrue(after.contains("Next: 3 × 77.5 kg"), after)
        for _ in 0..<8 { Fixtures.press(&state, .char(" ")) }
        let logged = try XCTUnwrap(state.workout?.steps[squat].sets)
        XCTAssertEqual(logged.map(\.weight), [82.5] + Array(repeating: 77.5, count: 8))
        XCTAssertEqual(logged.map(\.reps), [9] + Array(repeating: 3, count: 8))
    }

    func testTheStepPlansOnlyTheBackOffSetsEarnedAndIsDoneWithThem() throws {
        var state = Fixtures.state(width: 80, height: 24)
        _ = update(&state, .loaded(.program(try weekTwoDayThree())))
        state.home.selection = 2
        Fixtures.press(&state, .enter, .enter)
        let squat = try XCTUnwrap(state.workout?.steps.firstIndex { $0.plan.exerciseID == "back-squat" })
        while state.exercise.selection < squat { Fixtures.press(&state, .char("j")) }
        // The max-reps set and the ten back-offs it may earn.
        XCTAssertEqual(state.workout?.steps[squat].plan.workingSets, 11)
        // Seven reps typed: five back-off triples, no more.
        Fixtures.press(&state, .char("e"), .char("7"), .enter)
        XCTAssertEqual(state.workout?.steps[squat].sets.first?.reps, 7)
        XCTAssertEqual(state.workout?.steps[squat].plan.workingSets, 6)
        XCTAssertEqual(state.workout?.steps[squat].plan.setsText, "6")
        for _ in 0..<5 { Fixtures.press(&state, .char(" ")) }
        XCTAssertEqual(state.workout?.steps[squat].isComplete, true)
        XCTAssertNotEqual(state.exercise.selection, squat, "done: on to the next step")
        while state.exercise.selection > squat { Fixtures.press(&state, .char("k")) }
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.workout?.steps[squat].sets.count, 6, "Space logs no back-off set that was not earned")
        XCTAssertEqual(state.flash?.text.hasPrefix("Barbell Back Squat is already done"), true, state.flash?.text ?? "")
        // Taken back to before the max-reps set: every back-off it may earn is planned again.
        for _ in 0..<6 { Fixtures.press(&state, .char("u")) }
        XCTAssertEqual(state.workout?.steps[squat].sets.count, 0)
        XCTAssertEqual(state.workout?.steps[squat].plan.workingSets, 11)
    }
}
