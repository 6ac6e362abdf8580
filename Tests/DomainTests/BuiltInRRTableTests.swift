import BundledPlans
import XCTest
@testable import Domain
import Formats

/// The Recommended Routine's first twelve weeks (36 workouts, three a week) against a table
/// worked out by hand from the wiki's rules: 3 sets of 5 to 8, a rep more a set each workout;
/// once every set reaches 8, the next rung of the wiki's progression at 5 reps; the last rung
/// adds 2.5 kg to the body.
final class BuiltInRRTableTests: XCTestCase {
    /// "pull-up 6,6,6 2.5": a slot's target as the table writes it: the rung, each set's reps
    /// (or seconds held: "30s"), the weight added to the body.
    private func row(_ target: Target) -> String {
        let sets = target.sets.map { set in set.seconds.map { "\($0)s" } ?? String(set.reps ?? 0) }
        return "\(target.exerciseID ?? "-") \(sets.joined(separator: ",")) \(target.topWeight.map(plateNumber) ?? "—")"
    }

    /// Four workouts at each weight or rung: 5, 6, 7 and 8 reps a set.
    private func climb(_ exercise: String, _ weights: [Double]) -> [String] {
        weights.flatMap { w in (5...8).map { "\(exercise) \($0),\($0),\($0) \(plateNumber(w))" } }
    }

    /// The scapular pulls' third workout falls short (7, 6, 6): each set is asked one more than
    /// it did, so it takes a workout longer to reach 8s and move on to the arch hang. The first
    /// support hold falls short (30, 25 and 20 seconds): it is held again, then the negative dips.
    func testRecommendedRoutineFirstTwelveWeeks() throws {
        var run = try ProgramRun("rr", values: [:])
        let pullUps = ["scapular-pull 5,5,5 0", "scapular-pull 6,6,6 0", "scapular-pull 7,7,7 0", "scapular-pull 8,7,7 0",
                       "scapular-pull 8,8,8 0"]
            + climb("arch-hang", [0]) + climb("negative-pull-up", [0])
            + climb("pull-up", [0, 2.5, 2.5 * 2, 2.5 * 3, 2.5 * 4]) + ["pull-up 5,5,5 12.5", "pull-up 6,6,6 12.5", "pull-up 7,7,7 12.5"]
        let squats = climb("assisted-squat", [0]) + climb("bodyweight-squat", [0]) + climb("split-squat", [0])
            + climb("bodyweight-bulgarian-split-squat", [0]) + climb("shrimp-squat", [0, 2.5, 5, 7.5, 10])
        let dips = ["support-hold 30s,30s,30s 0", "support-hold 30s,30s,30s 0"] + climb("negative-dip", [0])
            + climb("chest-dip", [0, 2.5, 5, 7.5, 10, 12.5, 15]) + ["chest-dip 5,5,5 17.5", "chest-dip 6,6,6 17.5"]
        let hinges = climb("bodyweight-romanian-deadlift", [0]) + climb("single-leg-deadlift", [0])
            + climb("nordic-hamstring-curl", [0, 2.5, 5, 7.5, 10, 12.5, 15])
        let rows = climb("vertical-row", [0]) + climb("incline-inverted-row", [0]) + climb("inverted-row", [0])
            + climb("wide-grip-inverted-row", [0, 2.5, 5, 7.5, 10, 12.5])
        let pushUps = climb("wall-push-up", [0]) + climb("incline-push-up", [0]) + climb("push-up", [0]) + climb("diamond-push-up", [0])
            + climb("pseudo-planche-push-up", [0, 2.5, 5, 7.5, 10])
        var said: [String] = []
        for n in 0..<36 {
            let (_, day, targets) = run.next { i, _, target in
                switch (n, i) {
                case (2, 0): zip([7, 6, 6], target.sets).map { SetLog(isWarmup: false, reps: $0, weight: $1.weight, completedAt: 0) }
                case (0, 2): [30, 25, 20].map { SetLog(isWarmup: false, reps: nil, weight: 0, durationSeconds: $0, completedAt: 0) }
                default: nil
                }
            }
            XCTAssertEqual(day.key, "A")
            XCTAssertEqual(targets.prefix(6).map(row), [pullUps[n], squats[n], dips[n], hinges[n], rows[n], pushUps[n]], "workout \(n + 1)")
            if n == 4 || n == 12 { said.append(run.said(targets[5])) }
            if n == 13 || n == 17 { said.append(run.said(targets[0])) }
            if n == 1 || n == 2 { said.append(run.said(targets[2])) }
        }
        XCTAssertEqual(said, ["Support Hold again: 3×30 s not yet held on Mon", "Negative Dip next: every set held 30 s with Support Hold on Wed",
                              "Incline Push-Up next: every set reached 8 with Wall Push-Up on Mon",
                              "Diamond Push-Up next: every set reached 8 with Push-Up on Fri",
                              "Pull-Up next: every set reached 8 with Negative Pull-Up on Mon",
                              "+2.5 kg × 5: every set reached 8 at body weight on Wed"])
        run.assertEveryWindowAgrees()
        // The day as the tracker starts it: each step the exercise of its rung.
        let active = run.planner.active()
        XCTAssertEqual(active.splits[0].steps.prefix(6).map(\.exerciseID),
                       ["pull-up", "shrimp-squat", "chest-dip", "nordic-hamstring-curl", "wide-grip-inverted-row", "pseudo-planche-push-up"])
        // Read as the database is, every rung of a ladder together and only the latest
        // workouts: the same targets as the whole history gives.
        let whole = run
        let reads = ProgramReads(program: { _ in (whole.program, whole.catalog) }, sessions: { _, _ in whole.sessions },
                                 slot: { ids, places, _, limit in
            let slot = whole.program.days[0].slots[places[0].slot]
            let done = (whole.histories[slot.progressionKey] ?? []).filter { ids.contains($0.exerciseID ?? slot.exerciseID) }
                .map { var session = $0; session.exerciseID = ids.count > 1 ? (session.exerciseID ?? slot.exerciseID) : nil; return session }
            return SlotHistory(Array(done.suffix(limit ?? done.count)), fromStart: done.count <= (limit ?? done.count))
        }, settings: { whole.settings })
        let planned = try XCTUnwrap(ProgramPlanner.plan(run.record, today: run.today, reads: reads))
        XCTAssertEqual(planned.active().targets, active.targets)
    }
}
