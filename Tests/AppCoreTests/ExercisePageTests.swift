import Domain
import XCTest
@testable import AppCore

/// The exercise page: opened from a workout's step and from the list of exercises logged,
/// its range key, scrolling, going back, and how it looks at every size.
final class ExercisePageTests: XCTestCase {
    /// A year of bench press twice a week, 60 kg going up 2.5 kg a month, the last sessions' sets.
    static let progress: ExerciseProgress = {
        let today = Fixtures.today
        var sessions: [ExerciseSessionPoint] = []
        var reps: [RepsAtWeight] = []
        for i in 0..<104 {
            let day = today.adding(days: -364 + i * 7 / 2)
            let weight = 60 + Double(i / 9) * 2.5
            let top = 5 + i % 3
            sessions.append(ExerciseSessionPoint(day: day, bestE1RM: estimatedOneRepMax(weight: weight, reps: top), heaviest: weight,
                                                 bestSetVolume: weight * Double(top), volume: weight * Double(top * 3 - 1), workingSets: 3))
            reps.append(RepsAtWeight(day: day, weight: weight, reps: top))
        }
        let recent = (0..<3).map { i in
            ExerciseSessionSets(day: sessions[sessions.count - 1 - i].day, sets: [
                SetLog(isWarmup: true, reps: 8, weight: 40, completedAt: 0),
                SetLog(isWarmup: false, reps: 5, weight: 85, rpe: 8, completedAt: 1),
                SetLog(isWarmup: false, reps: 5, weight: 85, completedAt: 2),
            ])
        }
        return ExerciseProgress(exerciseID: "barbell-bench-press", sessions: sessions, repsAtWeight: reps, recent: recent)
    }()

    private func pageState(width: Int = 80, height: Int = 24, glyphs: Glyphs = .unicode) -> AppState {
        var state = Fixtures.state(width: width, height: height)
        state.glyphs = glyphs
        state.tab = .history
        _ = openExercisePage(&state, exerciseID: "barbell-bench-press")
        _ = update(&state, .loaded(.exerciseProgress(Self.progress)))
        return state
    }

    func testOpeningAsksForItsDataAndKeepsOnlyTheExerciseShown() {
        var state = Fixtures.state()
        let effects = openExercisePage(&state, exerciseID: "barbell-bench-press")
        XCTAssertEqual(effects, [.load(.exerciseProgress("barbell-bench-press"))])
        XCTAssertEqual(state.exercisePage?.title, "Barbell Bench Press")
        XCTAssertEqual(keyContext(state), .exercisePage)
        _ = update(&state, .loaded(.exerciseProgress(ExerciseProgress(exerciseID: "other"))))
        XCTAssertNil(state.exercisePage?.progress, "a late answer for another exercise is dropped")
        _ = update(&state, .loaded(.exerciseProgress(Self.progress)))
        XCTAssertEqual(state.exercisePage?.progress, Self.progress)
        XCTAssertTrue(update(&state, .databaseChanged()).contains(.load(.exerciseProgress("barbell-bench-press"))),
                      "another terminal's writes are read again")
    }

    func testTheExerciseScreenOpensTheSelectedStepsPage() throws {
        var state = Fixtures.state()
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        let workout = try XCTUnwrap(state.workout)
        let index = try XCTUnwrap(workout.steps.firstIndex { $0.plan.exerciseID != nil })
        state.exercise.selection = index
        let effects = Fixtures.press(&state, .char("P"))
        XCTAssertEqual(state.exercisePage?.exerciseID, workout.steps[index].plan.exerciseID)
        XCTAssertTrue(effects.contains(.load(.exerciseProgress(workout.steps[index].plan.exerciseID!))))
        Fixtures.press(&state, .char("q"))
        XCTAssertNil(state.exercisePage)
        XCTAssertEqual(keyContext(state), .exercise, "back to the workout it was opened from")

        if let plain = workout.steps.firstIndex(where: { $0.plan.exerciseID == nil }) {
            state.exercise.selection = plain
            Fixtures.press(&state, .char("P"))
            XCTAssertNil(state.exercisePage)
            XCTAssertEqual(state.flash?.isError, true)
        }
    }

    func testHistoryListsEveryExerciseLoggedAndOpensOne() {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("2"))
        let effects = Fixtures.press(&state, .char("E"))
        XCTAssertTrue(effects.contains(.load(.loggedExercises)))
        XCTAssertEqual(state.picker?.purpose, .exercisePage)
        _ = update(&state, .loaded(.loggedExercises([
            LoggedExercise(exerciseID: "dumbbell-row", title: "Dumbbell rows", sessions: 40, lastDay: Fixtures.today),
            LoggedExercise(exerciseID: "barbell-bench-press", title: "Bench", sessions: 1, lastDay: Fixtures.today.adding(days: -3)),
        ])))
        XCTAssertEqual(pickerItems(state).map(\.label), ["Dumbbell Row", "Barbell Bench Press"], "catalog names")
        XCTAssertEqual(pickerItems(state).last?.detail, "1 session · last Thu 19 Nov")
        XCTAssertTrue(render(state).text.contains("Enter open · Esc cancel"), "Enter opens the exercise here, it adds nothing")
        XCTAssertEqual(keyContext(state), .openPicker, "the hint bar says so too")
        XCTAssertTrue(render(state).text.contains("Enter open  Esc cancel"), "the hint bar")
        Fixtures.press(&state, .char("b"), .char("e"), .char("n"))
        XCTAssertEqual(pickerItems(state).map(\.id), ["barbell-bench-press"])
        let opened = Fixtures.press(&state, .enter)
        XCTAssertEqual(state.exercisePage?.exerciseID, "barbell-bench-press")
        XCTAssertTrue(opened.contains(.load(.exerciseProgress("barbell-bench-press"))))
        Fixtures.press(&state, .escape)
        XCTAssertNil(state.exercisePage)
        XCTAssertEqual(state.tab, .history)
    }

    func testRangeKeyScrollingAndTabs() {
        var state = pageState(width: 40, height: 16)
        XCTAssertEqual(state.exercisePage?.range, .year)
        Fixtures.press(&state, .char("r"))
        XCTAssertEqual(state.exercisePage?.range, .all)
        Fixtures.press(&state, .char("r"))
        XCTAssertEqual(state.exercisePage?.range, .threeMonths)
        for _ in 0..<500 { Fixtures.press(&state, .char("j")) }
        let bottom = state.exercisePage?.scroll ?? 0
        XCTAssertGreaterThan(bottom, 10)
        XCTAssertEqual(bottom, exercisePageMaxScroll(state))
        XCTAssertTrue(render(state).text.contains("Last sessions"))
        Fixtures.press(&state, .char("k"))
        XCTAssertEqual(state.exercisePage?.scroll, bottom - 1)
        Fixtures.press(&state, .char("3"))
        XCTAssertNil(state.exercisePage, "another tab closes the page")
        XCTAssertEqual(state.tab, .stats)
    }

    func testThePhoneShowsTheE1RMChartFirst() {
        let text = render(pageState(width: 40, height: 16)).text
        XCTAssertTrue(text.contains("Estimated 1RM (kg)"))
        XCTAssertTrue(text.contains("2026"), "months along the bottom")
    }

    func testPoundsAreShownInPounds() {
        var state = pageState()
        state.settings.unit = .lb
        let text = render(state).text
        XCTAssertTrue(text.contains("Estimated 1RM (lb)"), text)
    }

    func testEmptyAndLoading() {
        var state = Fixtures.state(width: 40, height: 16)
        _ = openExercisePage(&state, exerciseID: "barbell-bench-press")
        XCTAssertTrue(render(state).text.contains("Reading its history"), render(state).text)
        _ = update(&state, .loaded(.exerciseProgress(ExerciseProgress(exerciseID: "barbell-bench-press"))))
        XCTAssertTrue(render(state).text.contains("No finished session has this exercise"), render(state).text)
    }

    func testSnapshots() {
        for (w, h) in [(40, 16), (80, 24), (160, 48)] {
            assertSnapshot(render(pageState(width: w, height: h)), named: "exercise-page-\(w)x\(h)")
        }
        assertSnapshot(render(pageState(glyphs: .ascii)), named: "exercise-page-ascii-80x24")
        var scrolled = pageState()
        for _ in 0..<26 { Fixtures.press(&scrolled, .char("j")) }
        assertSnapshot(render(scrolled), named: "exercise-page-records-80x24")
        var phone = pageState(width: 40, height: 16, glyphs: .ascii)
        for _ in 0..<33 { Fixtures.press(&phone, .char("j")) }
        assertSnapshot(render(phone), named: "exercise-page-records-ascii-40x16")
        XCTAssertTrue(render(phone).text.contains("Best session 1,750 kg  11 Nov 2026"), "each record with its date on a phone:\n\(render(phone).text)")
    }
}
