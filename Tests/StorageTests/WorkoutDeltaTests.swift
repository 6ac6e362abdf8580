import BundledPlans
import Domain
import Foundation
import XCTest
@testable import Storage

/// Saves write what changed, by id: two terminals on one workout never lose each other's sets.
final class WorkoutDeltaTests: TemporaryDirectoryTestCase {
    private let start = moment(sunday, 8, 0)
    private func at(_ seconds: Double) -> Moment { start.adding(seconds: seconds) }
    private let rows = 2 // Dumbbell rows: 1 warm-up + 3 working sets

    private func twoTerminals() throws -> (Store, Store, ActiveWorkout) {
        let dbPath = path("gymtrack.sqlite")
        let laptop = try Store(path: dbPath)
        let phone = try Store(path: dbPath)
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        workout.id = try laptop.beginWorkout(workout, now: start)
        return (laptop, phone, workout)
    }

    func testSetsLoggedOnTwoTerminalsAreAllKept() throws {
        let (laptop, phone, begun) = try twoTerminals()
        var onPhone = try XCTUnwrap(phone.loadActiveWorkout())
        var onLaptop = begun
        try laptop.press(&onLaptop, now: at(60)) { _ = $0.completeNext(step: rows, at: at(60), challengeRoom: true) }
        // The phone has not seen the laptop's set: its own set must not replace it.
        try phone.press(&onPhone, now: at(70)) { _ = $0.completeNext(step: 3, at: at(70), challengeRoom: true) }
        // Nor does the laptop, which has not seen the phone's, take it away.
        try laptop.press(&onLaptop, now: at(80)) { _ = $0.completeNext(step: rows, at: at(80), challengeRoom: true) }

        let stored = try XCTUnwrap(try Store(path: path("gymtrack.sqlite")).loadActiveWorkout())
        XCTAssertEqual(stored.steps[rows].sets.map(\.completedAt), [at(60).epochSeconds, at(80).epochSeconds])
        XCTAssertEqual(stored.steps[3].sets.map(\.completedAt), [at(70).epochSeconds])
        XCTAssertTrue(stored.steps.flatMap(\.sets).allSatisfy { !$0.id.isEmpty }, "every set has its own ULID")
        XCTAssertEqual(Set(stored.steps.flatMap(\.sets).map(\.id)).count, 3)
    }

    func testUndoDeletesThatSetByIdAndNothingElse() throws {
        let (laptop, phone, begun) = try twoTerminals()
        var onLaptop = begun
        try laptop.press(&onLaptop, now: at(60)) { _ = $0.completeNext(step: rows, at: at(60), challengeRoom: true) }
        var onPhone = try XCTUnwrap(phone.loadActiveWorkout())
        try phone.press(&onPhone, now: at(90)) { _ = $0.completeNext(step: rows, at: at(90), challengeRoom: true) }

        // The laptop takes back the set it logged; the phone's stays.
        try laptop.press(&onLaptop, now: at(100)) { _ = $0.undoLast(step: rows) }
        let stored = try XCTUnwrap(try laptop.loadActiveWorkout())
        XCTAssertEqual(stored.steps[rows].sets.map(\.completedAt), [at(90).epochSeconds])
    }

    func testAnEditUpdatesTheSetById() throws {
        let (laptop, phone, begun) = try twoTerminals()
        var onLaptop = begun
        _ = onLaptop.completeNext(step: rows, at: at(60), challengeRoom: true)
        _ = onLaptop.completeNext(step: rows, at: at(120), challengeRoom: true)
        try laptop.saveWorkout(onLaptop, now: at(120))
        var onPhone = try XCTUnwrap(phone.loadActiveWorkout())
        _ = onPhone.editSet(step: rows, set: 1, values: SetValues(reps: 12, weight: 22.5))
        try phone.saveWorkout(onPhone, now: at(130))
        let stored = try XCTUnwrap(try laptop.loadActiveWorkout())
        XCTAssertEqual(stored.steps[rows].sets.map(\.reps), [10, 12])
        XCTAssertEqual(stored.steps[rows].sets[1].weight, 22.5)
        XCTAssertEqual(stored.steps[rows].sets[1].id, onPhone.steps[rows].sets[1].id)
    }

    func testAReorderMovesEachStepWithItsSets() throws {
        let (laptop, _, begun) = try twoTerminals()
        var workout = begun
        _ = workout.completeNext(step: rows, at: at(60), challengeRoom: true)
        try laptop.saveWorkout(workout, now: at(60))
        let title = workout.steps[rows].plan.title
        _ = workout.moveStep(rows, by: 1)
        workout.insertStep(PlanStep(title: "Face pull", kind: .sets, setsText: "3", workingSets: 3, repsText: "15 reps", notes: ""), after: 0)
        try laptop.saveWorkout(workout, now: at(70))
        let stored = try XCTUnwrap(try Store(path: path("gymtrack.sqlite")).loadActiveWorkout())
        XCTAssertEqual(stored.steps.map(\.plan.title), workout.steps.map(\.plan.title))
        XCTAssertEqual(stored.steps[rows + 2].plan.title, title)
        XCTAssertEqual(stored.steps[rows + 2].sets.count, 1, "the set moved with its step")
    }

    func testAFailedTransactionForgetsWhatItWouldHaveWritten() throws {
        let (laptop, _, begun) = try twoTerminals()
        var workout = begun
        _ = workout.completeNext(step: rows, at: at(60), challengeRoom: true)
        XCTAssertThrowsError(try laptop.batch {
            try laptop.saveWorkout(workout, now: at(60))
            throw StoreError("a later write of the same message failed")
        })
        try laptop.saveWorkout(workout, now: at(61))
        XCTAssertEqual(try laptop.loadActiveWorkout()?.steps[rows].sets.count, 1, "the set is written by the next save, once")
    }
}
