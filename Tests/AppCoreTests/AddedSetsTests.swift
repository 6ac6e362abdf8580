@testable import AppCore
import Domain
import Formats
import XCTest

/// Sets as a lifter logs them: one more set after the planned ones (A) or a drop set under the
/// last set (d), each one key and taken back by its id (U); +/- and >/< on the last set of an
/// exercise done, and the working set's weight right after a warm-up.
final class AddedSetsTests: XCTestCase {
    private let rows = 2 // Day A's Dumbbell rows: 1 warm-up + 3 working sets of 10

    /// Dumbbell rows selected, last done on Saturday at 20 kg (three sets of 10, a drop to 16).
    private func started(width: Int = 80, height: Int = 24, drop: Bool = false) -> AppState {
        var state = Fixtures.rowsSelected(width: width, height: height)
        let saturday = Fixtures.today.adding(days: -1)
        var last = (0..<3).map { SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: Double($0)) }
        if drop { last.append(SetLog(isWarmup: false, reps: 8, weight: 16, completedAt: 4, type: .drop)) }
        _ = update(&state, .loaded(.exerciseHistory(["dumbbell-row": ExerciseHistory(lastDay: saturday, lastSets: last, bestE1RM: 30, heaviest: 20)])))
        return state
    }

    private func sets(_ state: AppState) -> [SetLog] { state.workout!.steps[rows].sets }

    private func text(_ state: AppState) -> String { render(state).text }

    /// Every planned set of the rows, then the cursor back on them.
    private func rowsDone(_ state: inout AppState) {
        for _ in 0..<4 { Fixtures.press(&state, .char(" ")) }
        XCTAssertTrue(state.workout!.steps[rows].isComplete)
        state.exercise.selection = rows
    }

    func testAFourthSetIsOneKeyAndTakenBackByItsId() throws {
        var state = started()
        rowsDone(&state)
        XCTAssertEqual(Fixtures.press(&state, .char(" ")), [], "Space has nothing left to log")
        XCTAssertEqual(state.flash?.text, "Dumbbell rows (pull) is already done: A adds a set, d a drop set.")
        let added = workoutChanges(Fixtures.press(&state, .char("A")))
        guard case .logSet(rows, let set, _)? = added.first else { return XCTFail("\(added)") }
        XCTAssertEqual(set.reps, 10)
        XCTAssertEqual(set.weight, 20, "at the last working set's weight")
        XCTAssertEqual(set.type, .normal)
        XCTAssertEqual(sets(state).count, 5)
        XCTAssertEqual(state.flash?.text, "Set 5 of Dumbbell rows (pull): 10 × 20 kg; +/- correct, U takes back.")
        XCTAssertTrue(text(state).contains("◆ ● ● ● ●"), text(state))
        // Two keys correct it, by its id.
        guard case .editSet(let id, let corrected)? = workoutChanges(Fixtures.press(&state, .char("<"))).first else { return XCTFail() }
        XCTAssertEqual(id, sets(state)[4].id)
        XCTAssertEqual(corrected.reps, 9)
        let taken = workoutChanges(Fixtures.press(&state, .char("U")))
        XCTAssertEqual(taken.first, .undoSet(id: id))
        XCTAssertEqual(sets(state).count, 4)
        XCTAssertEqual(state.flash?.text, "Took back set 5 of Dumbbell rows (pull): 9 × 20 kg.")
        XCTAssertTrue(workoutChanges(Fixtures.press(&state, .char("U"))).isEmpty)
        XCTAssertEqual(state.flash?.text, "Dumbbell rows (pull) has no set added to take back; u takes back its last set.")
    }

    func testAPlannedSetComesBeforeAnAddedOne() {
        var state = started()
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertTrue(Fixtures.press(&state, .char("A")).isEmpty)
        XCTAssertEqual(state.flash?.text, "Dumbbell rows (pull) has planned sets left: Space logs the next; a set is added after them.")
        XCTAssertEqual(sets(state).count, 2)
    }

    /// A drop set sits under its set, takes no planned place, and the next set goes back to the
    /// working weight.
    func testADropSetSitsUnderItsSetAndTheNextSetGoesBackToTheWorkingWeight() throws {
        var state = started()
        Fixtures.press(&state, .char(" "), .char(" ")) // warm-up, set 1 at 20 kg
        let logged = workoutChanges(Fixtures.press(&state, .char("d")))
        guard case .logSet(rows, let drop, _)? = logged.first else { return XCTFail("\(logged)") }
        XCTAssertEqual(drop.type, .drop)
        XCTAssertEqual(drop.weight, 15, "a fifth off 20 kg is 16, down to a 2.5 kg step")
        XCTAssertEqual(drop.reps, 10)
        XCTAssertEqual(state.flash?.text, "Drop set of Dumbbell rows (pull): 10 × 15 kg; +/- correct, U takes back.")
        let screen = text(state)
        XCTAssertTrue(screen.contains("◆ ● ▾ ○ ○"), screen)
        // Beside last time's sets (80 columns): the drop set under set 1, in no planned place.
        XCTAssertTrue(screen.contains("     1    10 × 20 kg       10 × 20 kg\n          –                10 × 15 kg drop\n"), screen)
        XCTAssertTrue(screen.contains("Next: 10 × 20 kg"), screen)
        XCTAssertFalse(state.workout!.steps[rows].isComplete)
        // The drop's weight is a guess: one key takes a step more off.
        Fixtures.press(&state, .char("-"))
        XCTAssertEqual(sets(state)[2].weight, 12.5)
        XCTAssertEqual(state.flash?.text, "Drop set of Dumbbell rows (pull): 10 × 12.5 kg.")
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertEqual(sets(state).map(\.weight), [10, 20, 12.5, 20, 20])
        XCTAssertTrue(state.workout!.steps[rows].isComplete)
        XCTAssertEqual(sets(state).map(\.type), [.normal, .normal, .drop, .normal, .normal])
    }

    /// Right after the last planned set the cursor has gone on to the next exercise: d drops
    /// from that set all the same, and U takes it back from there.
    func testADropSetRightAfterTheLastSetIsThatExercises() {
        var state = started()
        for _ in 0..<4 { Fixtures.press(&state, .char(" ")) }
        XCTAssertEqual(state.exercise.selection, rows + 1)
        Fixtures.press(&state, .char("d"))
        XCTAssertEqual(sets(state).map(\.type), [.normal, .normal, .normal, .normal, .drop])
        XCTAssertEqual(state.workout?.steps[rows + 1].sets, [])
        XCTAssertEqual(state.exercise.selection, rows + 1, "the cursor stays on the exercise to do next")
        Fixtures.press(&state, .char("<"), .char("<"))
        XCTAssertEqual(sets(state).last?.reps, 8)
        Fixtures.press(&state, .char("U"))
        XCTAssertEqual(sets(state).count, 4)
    }

    func testADropSetNeedsAWorkingSetBeforeIt() {
        var state = started()
        XCTAssertTrue(Fixtures.press(&state, .char("d")).isEmpty)
        XCTAssertEqual(state.flash?.text, "A drop set follows a working set: log one of Dumbbell rows (pull) first.")
        Fixtures.press(&state, .char(" "))
        XCTAssertTrue(Fixtures.press(&state, .char("d")).isEmpty, "not after a warm-up")
        state.exercise.selection = 6 // the plank: held, not lifted
        XCTAssertTrue(Fixtures.press(&state, .char("d")).isEmpty)
        XCTAssertEqual(state.flash?.text, "Plank has no sets to add to.")
    }

    /// Another terminal logs set 2 after this one's drop set: U takes back the drop set alone.
    func testTakingBackAnAddedSetLeavesAnotherTerminalsSet() throws {
        var state = started()
        Fixtures.press(&state, .char(" "), .char(" "), .char("d"))
        let drop = try XCTUnwrap(sets(state).last?.id)
        var stored = try XCTUnwrap(state.workout)
        stored.steps[rows].sets.append(SetLog(id: "01JOTHERTERMINALSSET000000", isWarmup: false, reps: 10, weight: 20,
                                              completedAt: Fixtures.now.epochSeconds + 90))
        _ = update(&state, .loaded(.workout(stored, ended: nil)))
        let taken = workoutChanges(Fixtures.press(&state, .char("U")))
        XCTAssertEqual(taken.filter { if case .undoSet = $0 { true } else { false } }, [.undoSet(id: drop)])
        XCTAssertFalse(taken.contains { if case .logSet = $0 { true } else if case .editSet = $0 { true } else { false } })
        XCTAssertEqual(sets(state).map(\.id), [sets(state)[0].id, sets(state)[1].id, "01JOTHERTERMINALSSET000000"])
    }

    /// Both terminals add a fifth set: each U takes back its own.
    func testTakingBackTakesThisTerminalsAddedSetNotAnothers() throws {
        var state = started()
        rowsDone(&state)
        Fixtures.press(&state, .char("A"))
        let mine = try XCTUnwrap(sets(state).last?.id)
        var stored = try XCTUnwrap(state.workout)
        stored.steps[rows].sets.append(SetLog(id: "01JOTHERTERMINALSSET000000", isWarmup: false, reps: 8, weight: 20,
                                              completedAt: Fixtures.now.epochSeconds + 90))
        _ = update(&state, .loaded(.workout(stored, ended: nil)))
        XCTAssertEqual(workoutChanges(Fixtures.press(&state, .char("U"))).first, .undoSet(id: mine))
        XCTAssertEqual(sets(state).last?.id, "01JOTHERTERMINALSSET000000")
    }

    /// Last time's drop set is said as a drop set, and Space starts at the working weight.
    func testLastTimesDropSetIsSaidAsOneAndNeverTheWeightToLoad() {
        var state = started(drop: true)
        let screen = text(state)
        XCTAssertTrue(screen.contains("     3    10 × 20 kg\n          8 × 16 kg drop\n"), screen)
        XCTAssertTrue(screen.contains("Next (warm-up): 5 × 10 kg"), screen)
        Fixtures.press(&state, .char(" "))
        XCTAssertTrue(text(state).contains("Next: 10 × 20 kg"), text(state))
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(sets(state).last?.weight, 20)
    }

    /// A session's page shows a drop set under the set it drops from, unnumbered.
    func testASessionsPageShowsADropSetUnderItsSet() {
        var detail = HistoryTabTests.detail()
        let start = detail.steps[0].sets[1].completedAt
        detail.steps[0].sets.insert(SetLog(id: "d1", isWarmup: false, reps: 8, weight: 17.5, completedAt: start + 30, type: .drop), at: 2)
        var state = HistoryTabTests.onHistory()
        for effect in update(&state, .key(.enter)) {
            guard case .load(.sessionDetail(let id)) = effect else { continue }
            detail.summary.id = id
            _ = update(&state, .loaded(.sessionDetail(id: id, detail)))
        }
        let lines = render(state).text.split(separator: "\n").map(String.init)
        let first = lines.firstIndex { $0.contains("10 × 22.5 kg") } ?? -1
        XCTAssertTrue(lines.indices.contains(first + 2), lines.joined(separator: "\n"))
        XCTAssertTrue(lines[first].contains("●  1  10 × 22.5 kg"), lines[first])
        XCTAssertTrue(lines[first + 1].contains("     ▾  8 × 17.5 kg · drop"), lines[first + 1])
        XCTAssertTrue(lines[first + 2].contains("●  2  8 × 25 kg"), lines[first + 2])
    }

    /// `addDropSet = o` and `exercise.takeBackAddedSet = X` in the config move the keys, which
    /// the hint bar and the messages then name.
    func testTheNewKeysAreRemappedFromTheConfig() throws {
        let config = try DeviceConfig.parse("[keys]\naddDropSet = o\nexercise.takeBackAddedSet = X\naddSet = O\n", file: "/c/config",
                                            roles: Theme.roleNames)
        var state = started()
        state.keymap = Keymap(try KeyOverrides(config, file: "/c/config"))
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertTrue(workoutChanges(Fixtures.press(&state, .char("d"))).isEmpty, "d no longer adds a drop set")
        XCTAssertFalse(workoutChanges(Fixtures.press(&state, .char("o"))).isEmpty)
        XCTAssertEqual(sets(state).last?.type, .drop)
        XCTAssertEqual(state.flash?.text, "Drop set of Dumbbell rows (pull): 10 × 15 kg; +/- correct, X takes back.")
        XCTAssertTrue(text(state).contains("o drop"), text(state))
        XCTAssertTrue(workoutChanges(Fixtures.press(&state, .char("X"))).contains { if case .undoSet = $0 { true } else { false } })
        XCTAssertEqual(sets(state).count, 2)
        XCTAssertEqual(state.keymap.action(for: .char("O"), in: .exercise, workoutRunning: true), .addSet)
    }

    func testSnapshots() {
        for (width, height) in [(80, 24), (40, 16)] {
            var state = started(width: width, height: height)
            rowsDone(&state)
            Fixtures.press(&state, .char("A"), .char("<"), .char("d"))
            state.flash = nil
            assertSnapshot(render(state), named: "exercise-added-sets-\(width)x\(height)")
        }
    }
}
