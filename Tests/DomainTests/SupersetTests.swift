import XCTest
@testable import Domain

/// Supersets and circuits: grouping rules, round robin, the rest after the round,
/// and which weight increment applies.
final class SupersetTests: XCTestCase {
    private func sets(_ title: String, _ count: Int, rest: Int? = nil) -> PlanStep {
        PlanStep(title: title, kind: .sets, setsText: "\(count)", workingSets: count, repsText: "10 reps", notes: "", restSeconds: rest)
    }

    private var steps: [PlanStep] { [sets("Squat", 3), sets("Bench", 3), sets("Row", 2), sets("Curl", 3), sets("Plank", 2)] }
    private let now = Moment(epochSeconds: 1_800_000_000, utcOffsetSeconds: 0)
    private func at(_ s: Double) -> Moment { now.adding(seconds: s) }

    // MARK: Grouping rules

    func testLinkingJoinsNeighboursAndAgainSplitsThem() {
        var list = steps
        XCTAssertEqual(list.toggleSupersetLink(at: 1), true)
        XCTAssertEqual(list.map(\.supersetGroup), [nil, 1, 1, nil, nil])
        XCTAssertEqual(list.toggleSupersetLink(at: 2), true, "a third makes a circuit")
        XCTAssertEqual(list.superset(containing: 3), 1...3)
        XCTAssertEqual([0, 1, 2, 3, 4].map { Superset.mark(at: $0, in: list.map(\.supersetGroup)) }, [nil, .first, .middle, .last, nil])
        XCTAssertEqual(list.toggleSupersetLink(at: 1), false, "the same key splits the group between them")
        XCTAssertNil(list.superset(containing: 1), "a group of one is no group")
        XCTAssertEqual(list.superset(containing: 2), 2...3)
        XCTAssertEqual(list.map(\.supersetGroup), [nil, nil, 1, 1, nil], "numbered again in order")
        XCTAssertNil(list.toggleSupersetLink(at: 4), "the last step has no next")
    }

    func testTheLastStepEndingAGroupIsSplitOffIt() {
        var list = steps
        list.toggleSupersetLink(at: 2)
        list.toggleSupersetLink(at: 3)
        XCTAssertEqual(list.superset(containing: 4), 2...4)
        XCTAssertEqual(list.toggleSupersetLink(at: 4), false, "nothing follows: the key splits it off")
        XCTAssertEqual(list.map(\.supersetGroup), [nil, nil, 1, 1, nil])
        XCTAssertNil(list.toggleSupersetLink(at: 4), "on its own and last: nothing to do")
    }

    func testTwoGroupsSideBySideStayApartAndMergeOnlyWhenLinked() {
        var list = steps
        list.toggleSupersetLink(at: 0)
        list.toggleSupersetLink(at: 2)
        XCTAssertEqual(list.map(\.supersetGroup), [1, 1, 2, 2, nil])
        XCTAssertEqual(list.superset(containing: 1), 0...1)
        list.toggleSupersetLink(at: 1)
        XCTAssertEqual(list.superset(containing: 0), 0...3)
    }

    func testMovingAStepOutOfARunLeavesNoGroupOfOne() {
        var list = steps
        list.toggleSupersetLink(at: 0)
        list.swapAt(1, 2)
        XCTAssertNil(list.superset(containing: 0))
        XCTAssertNil(list.superset(containing: 2))
        XCTAssertEqual(Superset.normalized(list.map(\.supersetGroup)), [nil, nil, nil, nil, nil])
    }

    // MARK: Round robin and rest

    private func workout(grouping links: [Int]) -> ActiveWorkout {
        var w = ActiveWorkout(sessionType: "A", title: "A", startedAt: now, steps: steps.map { WorkoutStep(plan: $0) })
        for i in links { w.toggleSupersetLink(step: i) }
        return w
    }

    func testPartnerGoesRoundRobinAndSkipsWhatIsDone() {
        var w = workout(grouping: [1, 2]) // Bench 3, Row 2, Curl 3
        XCTAssertEqual(w.supersetPartner(after: 1), 2)
        XCTAssertEqual(w.supersetPartner(after: 3), 1, "after the last it goes round")
        XCTAssertNil(w.supersetPartner(after: 0), "a step on its own has no partner")
        _ = w.completeNext(step: 2, at: at(1), challengeRoom: true)
        _ = w.completeNext(step: 2, at: at(2), challengeRoom: true)
        XCTAssertTrue(w.steps[2].isComplete)
        XCTAssertEqual(w.supersetPartner(after: 1), 3, "Row is done: Bench goes to Curl")
        _ = w.toggleSkip(step: 3, at: at(3))
        XCTAssertNil(w.supersetPartner(after: 1), "nothing else of the group is left to do")
    }

    func testRestStartsOnlyAfterTheRound() {
        var w = workout(grouping: [1])
        _ = w.completeNext(step: 1, at: at(10), challengeRoom: true, defaultRest: 90)
        XCTAssertNil(w.rest, "Bench's set: Row next, no rest")
        _ = w.completeNext(step: 2, at: at(40), challengeRoom: true, defaultRest: 90)
        XCTAssertEqual(w.rest?.stepIndex, 2, "Row ends the round: the rest starts")
        XCTAssertEqual(w.rest?.countdown.runningSince, at(40).epochSeconds)
        _ = w.completeNext(step: 1, at: at(150), challengeRoom: true, defaultRest: 90)
        XCTAssertNil(w.rest, "a new round ends the rest")
        _ = w.completeNext(step: 2, at: at(180), challengeRoom: true, defaultRest: 90)
        XCTAssertNotNil(w.rest)
        // Row is done (2 sets): Bench's third set is a round of its own.
        XCTAssertTrue(w.steps[2].isComplete)
        _ = w.completeNext(step: 1, at: at(300), challengeRoom: true, defaultRest: 90)
        XCTAssertEqual(w.rest?.stepIndex, 1)
    }

    func testAStepOnItsOwnRestsAfterEverySet() {
        var w = workout(grouping: [1])
        _ = w.completeNext(step: 0, at: at(10), challengeRoom: true, defaultRest: 90)
        XCTAssertEqual(w.rest?.stepIndex, 0)
        XCTAssertTrue(w.endsSupersetRound(at: 4))
    }

    func testGroupingARunningWorkoutKeepsItsSets() {
        var w = workout(grouping: [])
        _ = w.completeNext(step: 1, at: at(10), challengeRoom: true)
        XCTAssertEqual(w.toggleSupersetLink(step: 1), true)
        XCTAssertEqual(w.steps[1].sets.count, 1)
        XCTAssertEqual(w.superset(containing: 2), 1...2)
    }

    func testTheDailyChallengeNeverSplitsAGroup() {
        let warmup = PlanStep(title: "Row erg", kind: .timed, setsText: "—", repsText: "5 min", durationSeconds: 300, notes: "")
        var list = [warmup] + steps
        list.toggleSupersetLink(at: 0) // a warm-up circuit: erg and squats
        let split = Split(sessionType: "A", name: "A", title: "A", description: "", targetDuration: "45", steps: list)
        let run = split.workoutSteps
        XCTAssertEqual(run[2].kind, .challenge)
        XCTAssertEqual(run.superset(containing: 0), 0...1)
    }

    // MARK: Which increment

    func testTheExercisesOwnIncrementWinsElseSettingsInTheUsersUnit() {
        var settings = Settings()
        let dumbbells = CatalogExercise(id: "db", name: "Dumbbell Curl", category: .isolation, equipment: .dumbbell, primary: [], weightStep: 2)
        let plain = CatalogExercise(id: "bb", name: "Bench", category: .compound, equipment: .barbell, primary: [])
        XCTAssertEqual(settings.weightIncrement(for: dumbbells), 2)
        XCTAssertEqual(settings.weightIncrement(for: plain), 2.5)
        XCTAssertEqual(settings.weightIncrement(for: nil), 2.5, "an exercise typed by hand uses Settings'")
        settings.unit = .lb
        XCTAssertEqual(settings.weightIncrement(for: plain), WeightUnit.lb.toKilograms(5), accuracy: 1e-9)
        XCTAssertEqual(settings.weightIncrement(for: dumbbells), 2, "stored in kilograms whatever the unit")
    }

    func testProgressionOffersOneOfTheExercisesIncrements() throws {
        let plan = PlanStep(exerciseID: "db", title: "Curl", kind: .sets, setsText: "3", workingSets: 3, repsText: "10 reps", notes: "",
                            loadType: .weight, weight: 12)
        var history = ExerciseHistory()
        history.lastSets = (0..<3).map { _ in SetLog(isWarmup: false, reps: 10, weight: 12, completedAt: 0) }
        let own = CatalogExercise(id: "db", name: "Curl", category: .isolation, equipment: .dumbbell, primary: [], weightStep: 2)
        XCTAssertEqual(history.progression(for: plan, increment: Settings().weightIncrement(for: own)), 14)
    }
}

extension SupersetTests {
    func testLabelsNameEachGroupByLetterAndEachStepByNumber() {
        let groups: [Int?] = [nil, 4, 4, 4, nil, 7, 7, 9]
        XCTAssertEqual((0..<groups.count).map { Superset.label(at: $0, in: groups) },
                       [nil, "A1", "A2", "A3", nil, "B1", "B2", nil], "a run of one (9) is no group")
    }
}
