import AppCore
import BundledPlans
import Domain
import XCTest

/// Every kind of set on the Exercise screen: what Space logs, what the form asks for, and how
/// the sets read, at a phone size and a classic terminal.
final class LoadKindsTests: XCTestCase {
    private let sizes = [(40, 16), (80, 24)]

    private func step(_ id: String, load: LoadType, weight: Double? = nil, kind: StepKind = .sets) -> WorkoutStep {
        let exercise = Fixtures.catalog.exercise(id)!
        var plan = PlanStep.from(exercise, sets: 3)
        plan.loadType = load
        plan.weight = weight
        if kind == .timed {
            plan = PlanStep(exerciseID: id, title: "Main cardio block (cycling)", kind: .timed, setsText: "—", repsText: "20 min",
                            durationSeconds: 1200, notes: "Moderate pace")
        }
        return WorkoutStep(plan: plan)
    }

    /// A workout of a weighted dip, an assisted pull-up, a lunge one side at a time and a ride,
    /// at 80 kg body weight.
    private func workout(width: Int, height: Int, bodyWeight: Double? = 80) -> AppState {
        let steps = [step("chest-dip", load: .bodyweight, weight: 20), step("assisted-pull-up", load: .assisted, weight: 25),
                     step("walking-lunge", load: .weight, weight: 20), step("stationary-bike", load: .duration, kind: .timed)]
        var state = Fixtures.state(width: width, height: height,
                                   workout: ActiveWorkout(sessionType: "A", title: "Day A — Upper Strength", startedAt: Fixtures.now,
                                                          steps: steps, id: "01JWORKOUT0000000000000000"))
        if let bodyWeight { state.bodyWeights = BodyWeightLog([.init(day: Fixtures.today.adding(days: -3), weight: bodyWeight)]) }
        state.showingWorkout = true
        return state
    }

    func testSpaceLogsEveryKindOfSetAsPlannedInOneKey() {
        var state = workout(width: 80, height: 24)
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.workout?.steps[0].sets.last, SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: Fixtures.now.epochSeconds))
        XCTAssertEqual(state.workout?.steps[0].sets.last?.bodyWeight, 80, "the weigh-in in force goes with the set")
        XCTAssertTrue(render(state).text.contains("Logged: 10 × BW + 20 kg"), render(state).text)
        Fixtures.press(&state, .char("j"), .char(" "))
        XCTAssertTrue(render(state).text.contains("Logged: 10 × BW − 25 kg"), render(state).text)
        Fixtures.press(&state, .char("j"), .char(" "))
        XCTAssertEqual(state.workout?.steps[2].sets.last?.repsRight, 10, "both sides in one key")
        XCTAssertTrue(render(state).text.contains("Logged: 10/10 × 20 kg"), render(state).text)
    }

    func testTheFormAsksForWhatTheLoadNeeds() {
        var state = workout(width: 80, height: 24)
        func labels() -> [String] { state.form?.fields.map(\.label) ?? [] }
        Fixtures.press(&state, .char("e"))
        XCTAssertEqual(labels(), ["Reps", "Added kg", "RPE 1-10", "Type"])
        Fixtures.press(&state, .escape, .char("j"), .char("e"))
        XCTAssertEqual(labels(), ["Reps", "Assist kg", "RPE 1-10", "Type"])
        Fixtures.press(&state, .escape, .char("j"), .char("e"))
        XCTAssertEqual(labels(), ["Left reps", "Right reps", "Weight kg", "RPE 1-10", "Type"])
        // A drop set: up from the first field to the type (the last), → to drop, Enter.
        Fixtures.press(&state, .backTab, .right, .enter)
        XCTAssertEqual(state.workout?.steps[2].sets.last?.type, .drop)
        Fixtures.press(&state, .char("j"), .char("e"))
        XCTAssertEqual(labels(), ["Distance km", "Time", "RPE 1-10"])
        XCTAssertEqual(state.form?.value(.duration), "20:00", "the planned time, to keep or change")
        Fixtures.press(&state, .char("8"), .char("."), .char("4"), .enter)
        XCTAssertEqual(state.workout?.steps[3].sets.first?.distanceMeters, 8400)
        XCTAssertEqual(state.workout?.steps[3].sets.first?.durationSeconds, 1200)
        XCTAssertTrue(state.workout?.steps[3].isComplete == true, "the ride is checked with its distance")
        // The cursor went on to the first step still to do; back on the ride, its distance shows.
        XCTAssertEqual(state.exercise.selection, 0)
        Fixtures.press(&state, .char("j"), .char("j"), .char("j"))
        XCTAssertTrue(render(state).text.contains("8.4 km · 20:00 · 2:23/km"), render(state).text)
    }

    func testTheEffortSettingPicksRIR() {
        var state = workout(width: 80, height: 24)
        state.settings.effort = .rir
        Fixtures.press(&state, .char("e"), .tab, .tab, .char("2"), .enter)
        XCTAssertEqual(state.workout?.steps[0].sets.last?.rir, 2)
        XCTAssertNil(state.workout?.steps[0].sets.last?.rpe)
        XCTAssertTrue(render(state).text.contains("RIR 2"), render(state).text)
    }

    func testWithoutAWeighInTheScreenSaysWhatVolumeCounts() {
        let state = workout(width: 80, height: 24, bodyWeight: nil)
        XCTAssertTrue(render(state).text.contains("No weigh-in yet: volume counts the added weight only."), render(state).text)
    }

    func testSnapshots() {
        for (w, h) in sizes {
            var state = workout(width: w, height: h)
            Fixtures.press(&state, .char(" "), .char("j"), .char(" "), .char("j"), .char(" "))
            state.flash = nil
            assertSnapshot(render(state), named: "loads-lunge-\(w)x\(h)")
            Fixtures.press(&state, .char("j"), .char("e"), .char("8"), .char("."), .char("4"), .enter)
            Fixtures.press(&state, .char("j"), .char("j"), .char("j")) // back on the ride from the first step to do
            state.flash = nil
            assertSnapshot(render(state), named: "loads-ride-\(w)x\(h)")
        }
    }
}
