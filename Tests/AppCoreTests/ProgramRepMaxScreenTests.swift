import AppCore
import BundledPlans
import Domain
import Formats
import XCTest

/// Jacked & Tan 2.0's week 7: the squat worked up to a six-rep max, then five sets at 85% of
/// it. The Exercise screen has no weight for those sets until the rep max is logged; then it
/// offers 85% of it, rounded down to what the bar loads, and Space logs that.
final class ProgramRepMaxScreenTests: XCTestCase {
    /// Jacked & Tan 2.0 with its first six weeks logged: each rep max at 100 kg.
    private func weekSeven() throws -> ActiveProgram {
        let builtIn = try XCTUnwrap(BuiltInPrograms.named("jt2", catalog: Fixtures.catalog))
        guard case .success(let template) = ProgramFile.parse(builtIn.text, catalog: Fixtures.catalog) else { throw XCTSkip("unreadable") }
        let text = ProgramFile.filling(builtIn.text, blanks: template.blanks.map { ($0, 100) })
        guard case .success(let parsed) = ProgramFile.parse(text, catalog: Fixtures.catalog) else { throw XCTSkip("unreadable") }
        let record = ProgramRecord(uid: "P", key: builtIn.key, text: text, startedAt: 0)
        let sessions = (0..<24).map { n in
            let day = Fixtures.today.adding(days: n - 24)
            return ProgramSession(sessionType: parsed.program.sessionType(key: record.key, week: n / 4, day: n % 4), day: day,
                                  startedAt: Double(day.dayNumber) * 86_400)
        }
        return ProgramPlanner(record: record, program: parsed.program, catalog: Fixtures.catalog, settings: Settings(), today: Fixtures.today,
                              sessions: sessions, histories: [:]).active()
    }

    func testTheBackOffSetsAreAShareOfTheRepMaxOnceItIsLogged() throws {
        var state = Fixtures.state(width: 80, height: 24)
        _ = update(&state, .loaded(.program(try weekSeven())))
        XCTAssertEqual(state.rotation.map(\.sessionType), ["JT2/7/1", "JT2/7/2", "JT2/7/3", "JT2/7/4"])
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        let squat = try XCTUnwrap(state.workout?.steps.firstIndex { $0.plan.exerciseID == "back-squat" })
        while state.exercise.selection < squat { Fixtures.press(&state, .char("j")) }
        let before = snapshot(of: render(state))
        XCTAssertTrue(before.contains("Work up to a 6-rep max today"), before)
        // The rep max, worked up to at 125 kg.
        Fixtures.press(&state, .char(" "))
        state.workout?.steps[squat].sets[0].weight = 125
        let after = snapshot(of: render(state))
        XCTAssertTrue(after.contains("Next: 3 × 105 kg"), "85% of 125 kg is 106.25, loaded as 105: \(after)")
        for _ in 0..<5 { Fixtures.press(&state, .char(" ")) }
        let logged = try XCTUnwrap(state.workout?.steps[squat].sets)
        XCTAssertEqual(logged.map(\.weight), [125, 105, 105, 105, 105, 105])
        XCTAssertEqual(logged.map(\.type), [.normal, .normal, .normal, .normal, .normal, .amrap])
    }
}
