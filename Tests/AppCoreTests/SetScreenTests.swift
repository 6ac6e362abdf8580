import XCTest
@testable import AppCore
@testable import Domain
import Formats

/// The set as a lifter logs it: each planned set shows last time's same set where the width
/// allows, the running rest is lengthened, shortened and kept for the exercise, and a record
/// is said at the set that broke it.
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

    // MARK: Each set beside last time's

    func testEachPlannedSetShowsLastTimesSameSetAt80ColumnsAndOneLineAt40() {
        for (w, h) in [(80, 24), (40, 16)] {
            var state = started(tuesday, width: w, height: h)
            Fixtures.press(&state, .char(" "), .char(" ")) // the warm-up, then set 1 at last time's 22.5 kg
            state.now = state.now.adding(seconds: 40)
            _ = update(&state, .tick(state.now))
            assertSnapshot(render(state), named: "exercise-last-time-\(w)x\(h)")
            let screen = text(state)
            if w == 80 {
                let lines = screen.split(separator: "\n").map { String($0.drop { $0 == " " }) }
                XCTAssertTrue(lines.contains("Set  Last time, Tue   Today"), screen)
                XCTAssertTrue(lines.contains("W1   5 × 10 kg        5 × 10 kg"), screen)
                XCTAssertTrue(lines.contains("1    10 × 20 kg       10 × 22.5 kg"), "set 1 beside last time's set 1: \(screen)")
                XCTAssertTrue(lines.contains("2    8 × 22.5 kg      next"), screen)
                XCTAssertTrue(lines.contains("3    6 × 22.5 kg"), screen)
                XCTAssertFalse(screen.contains("Last: "), "no one-line form beside the sets: \(screen)")
                XCTAssertFalse(screen.contains("Logged: "), "today's sets are in the table: \(screen)")
            } else {
                XCTAssertTrue(screen.contains("Last (kg): 10×20, 8×22.5, 6×22.5"), "the one-line form, working sets: \(screen)")
                XCTAssertFalse(screen.contains("Last time"), screen)
            }
        }
    }

    func testWithoutALastTimeTheSetsStayOneLine() {
        var state = started(ExerciseHistory())
        Fixtures.press(&state, .char(" "))
        XCTAssertTrue(text(state).contains("Logged: w 10"), text(state))
        XCTAssertFalse(text(state).contains("Last time"), text(state))
    }

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
        let config = try DeviceConfig.parse("[keys]\nlongerRest = Y\nshorterRest = S\nexercise.keepRest = Z\n", file: "/c/config",
                                            roles: Theme.roleNames)
        var state = resting()
        state.keymap = Keymap(try KeyOverrides(config, file: "/c/config"))
        Fixtures.press(&state, .char("]"))
        XCTAssertEqual(state.workout?.rest?.countdown.totalSeconds, 90, "] is no longer the key")
        Fixtures.press(&state, .char("Y"))
        XCTAssertEqual(state.workout?.rest?.countdown.totalSeconds, 105)
        XCTAssertEqual(state.flash?.text, "Rest 1:15 left of 1:45; Z keeps it for the exercise.")
        XCTAssertTrue(text(state).contains("Y/S ±15s · r ends"), text(state))
        Fixtures.press(&state, .char("S"))
        XCTAssertEqual(state.workout?.rest?.countdown.totalSeconds, 90)
        Fixtures.press(&state, .char("Z"))
        XCTAssertEqual(state.workout?.steps[rows].plan.restSeconds, 90)
    }

    // MARK: A record the moment it falls

    private let strong = ExerciseHistory(lastDay: Fixtures.today.adding(days: -2), lastSets: [
        SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: 1),
    ], bestE1RM: 40, heaviest: 30, bestSessionVolume: 500, bestReps: [ExerciseHistory.weightKey(20): 10])

    func testMoreRepsAtAWeightAreSaidAtTheSetWithTheRestAlert() {
        var state = started(strong) { $0.restAlert = .notify }
        Fixtures.press(&state, .char(" ")) // the warm-up
        Fixtures.press(&state, .char("k"), .char("j"), .char(">"), .char(">")) // 12 reps for the next set
        let effects = Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.flash?.text, "New record: 12 reps at 20 kg!")
        XCTAssertEqual(effects.filter { $0 == .bell }.count, 1, "the set's bell and the record's are one: \(effects)")
        XCTAssertTrue(effects.contains(.notify(title: "gymtrack", body: "New record — Dumbbell rows (pull): 12 reps at 20 kg")), "\(effects)")
        XCTAssertTrue(text(state).contains("New record: 12 reps at 20 kg!"), text(state))
        let again = Fixtures.press(&state, .char(" "))
        XCTAssertNotEqual(state.flash?.text.hasPrefix("New record"), true, "12 again is no record now")
        XCTAssertFalse(again.contains { if case .notify = $0 { true } else { false } })
    }

    func testTheSessionVolumeIsSaidByTheSetThatGoesPastIt() {
        var state = started(strong)
        Fixtures.press(&state, .char(" "), .char(" "), .char(" ")) // the warm-up, 10 × 20 twice: 400 kg
        XCTAssertNotEqual(state.flash?.text.hasPrefix("New record"), true, state.flash?.text ?? "")
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.flash?.text, "New record: session volume 600 kg!")
    }

    func testWithTheRestAlertOffARecordIsSaidOnScreenAndTheSetsBellRings() {
        var state = started(strong) { $0.restAlert = .off }
        Fixtures.press(&state, .char(" "), .char("k"), .char("j"), .char("+"), .char("+"), .char("+"), .char("+"), .char("+"))
        let effects = Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.flash?.text, "New record: e1RM 43.3 kg!")
        XCTAssertEqual(effects.filter { $0 == .bell }.count, 1, "the bell of a set, as Settings have it")
        XCTAssertFalse(effects.contains { if case .notify = $0 { true } else { false } })
        var quiet = started(strong) { $0.bell = false }
        Fixtures.press(&quiet, .char(" "), .char("k"), .char("j"), .char("+"), .char("+"), .char("+"), .char("+"), .char("+"))
        XCTAssertFalse(Fixtures.press(&quiet, .char(" ")).contains(.bell), "no bell at all, as the alert follows the bell")
        XCTAssertEqual(quiet.flash?.text, "New record: e1RM 43.3 kg!")
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
