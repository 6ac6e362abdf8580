import XCTest
@testable import AppCore
@testable import Domain

/// The set as a lifter logs it: the running rest is lengthened, shortened and kept for the
/// exercise.
final class SetScreenTests: XCTestCase {
    private let rows = 2 // Dumbbell rows: 1 warm-up + 3 working sets of 10, no planned weight

    /// Last Tuesday's rows: a warm-up, then 10, 8 and 6 reps.
    private let tuesday = ExerciseHistory(lastDay: Fixtures.today.adding(days: -5), lastSets: [
        SetLog(isWarmup: true, reps: 5, weight: 10, completedAt: 1), SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: 2),
        SetLog(isWarmup: false, reps: 8, weight: 22.5, completedAt: 3), SetLog(isWarmup: false, reps: 6, weight: 22.5, completedAt: 4),
    ], bestE1RM: 30, heaviest: 22.5)

    /// Day A begun with `history` for its rows, which are selected.
    private func started(_ history: ExerciseHistory, width: Int = 80, height: Int = 24, settings: (inout Settings) -> Void = { _ in }) -> AppState {
        var state = Fixtures.state(width: width, height: height)
        settings(&state.settings)
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        _ = update(&state, .loaded(.exerciseHistory(["dumbbell-row": history])))
        Fixtures.press(&state, .char("j"), .char("j"))
        return state
    }

    private func text(_ state: AppState) -> String { snapshot(of: render(state)).components(separatedBy: "\n--- styles ---")[0] }

    // MARK: The rest in the moment

    /// `started` with the warm-up and set 1 logged: the 90 s rest of Settings runs.
    private func resting(_ settings: (inout Settings) -> Void = { _ in }) -> AppState {
        var state = started(tuesday, settings: settings)
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertEqual(state.workout?.rest?.countdown.totalSeconds, 90)
        state.now = state.now.adding(seconds: 30)
        _ = update(&state, .tick(state.now))
        return state
    }

    func testTheKeysLengthenAndShortenTheRestBySettingsStepAndWriteIt() {
        var state = resting()
        let longer = Fixtures.press(&state, .char("]"))
        XCTAssertEqual(state.workout?.rest?.countdown.totalSeconds, 105)
        XCTAssertEqual(state.flash?.text, "Rest 1:15 left of 1:45; R keeps it for the exercise.")
        guard case .changeRest(let rest, _)? = workoutChanges(longer).first else { return XCTFail("\(longer)") }
        XCTAssertEqual(rest?.countdown.totalSeconds, 105, "written, so every terminal and status count the same rest")
        Fixtures.press(&state, .char("["), .char("["))
        XCTAssertEqual(state.workout?.rest?.countdown.totalSeconds, 75)
        XCTAssertTrue(text(state).contains("Rest 0:45"), text(state))

        var thirty = resting { $0.restStepSeconds = 30 }
        Fixtures.press(&thirty, .char("]"))
        XCTAssertEqual(thirty.workout?.rest?.countdown.totalSeconds, 120)
        XCTAssertTrue(text(thirty).contains("]/[ ±30s · r ends"), text(thirty))
        Fixtures.press(&thirty, .char("["), .char("["), .char("["))
        XCTAssertNil(thirty.workout?.rest, "shortened past the 30 s rested: over")
        XCTAssertEqual(thirty.flash?.text, "Rest over. Next set when ready.")
        Fixtures.press(&thirty, .char("]"))
        XCTAssertEqual(thirty.flash?.text, "No rest is running: ] and [ change one, R keeps its length.")
    }

    func testTheRestKeptIsTheExercisesFromThenOnAndItsSplitStepsForNextTime() throws {
        var state = resting()
        Fixtures.press(&state, .char("]"), .char("]"))
        let effects = Fixtures.press(&state, .char("R"))
        XCTAssertEqual(state.flash?.text, "Dumbbell rows (pull) rests 2:00 from now on, in Upper Strength too.")
        XCTAssertEqual(state.workout?.steps[rows].plan.restSeconds, 120)
        let saved = try XCTUnwrap(effects.lazy.compactMap { effect -> Split? in
            if case .saveSplit(let split, _) = effect { return split } else { return nil }
        }.first, "\(effects)")
        XCTAssertEqual(saved.steps.first { $0.exerciseID == "dumbbell-row" }?.restSeconds, 120)
        XCTAssertEqual(saved.steps.filter { $0.restSeconds == 120 }.count, 1, "the other steps keep theirs")
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.workout?.rest?.countdown.totalSeconds, 120, "the next set rests as long")
        let split = try XCTUnwrap(state.workoutSplitIndex.map { state.splits[$0] })
        let revised = split.revisedSteps(from: try XCTUnwrap(state.workout), today: Fixtures.today)
        XCTAssertEqual(revised.first { $0.exerciseID == "dumbbell-row" }?.restSeconds, 120, "the split and the workout agree: no rest to save back")
    }

    func testTheRestKeysAreMovedByTheConfigAndNamedAsMoved() throws {
        defer { Keymap.install(.none) } // set once at start in the app; the defaults back for other tests
        let config = try DeviceConfig.parse("[keys]\nlongerRest = L\nshorterRest = S\nexercise.keepRest = Z\n", file: "/c/config",
                                            roles: Theme.roleNames)
        Keymap.install(try KeyOverrides(config, file: "/c/config"))
        var state = resting()
        Fixtures.press(&state, .char("]"))
        XCTAssertEqual(state.workout?.rest?.countdown.totalSeconds, 90, "] is no longer the key")
        Fixtures.press(&state, .char("L"))
        XCTAssertEqual(state.workout?.rest?.countdown.totalSeconds, 105)
        XCTAssertEqual(state.flash?.text, "Rest 1:15 left of 1:45; Z keeps it for the exercise.")
        XCTAssertTrue(text(state).contains("L/S ±15s · r ends"), text(state))
        Fixtures.press(&state, .char("S"))
        XCTAssertEqual(state.workout?.rest?.countdown.totalSeconds, 90)
        Fixtures.press(&state, .char("Z"))
        XCTAssertEqual(state.workout?.steps[rows].plan.restSeconds, 90)
    }

    // MARK: Settings

    func testTheRestStepIsASettingsRow() {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("5"))
        while state.settingsTab.selection < SettingsItem.restStep.rawValue { Fixtures.press(&state, .char("j")) }
        XCTAssertTrue(text(state).contains("Rest step of ]/["), text(state))
        XCTAssertTrue(text(state).contains("[15 sec]"), text(state))
        let effects = Fixtures.press(&state, .char("l"))
        XCTAssertEqual(state.settings.restStepSeconds, 20)
        XCTAssertEqual(effects, [.saveSetting(.restStep, value: "20")])
        XCTAssertEqual(state.flash?.text, "]/[ lengthen and shorten a running rest by 20 sec.")
    }
}
