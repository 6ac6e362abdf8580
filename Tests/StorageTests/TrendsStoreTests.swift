import BundledPlans
import DemoData
import Domain
import Foundation
import XCTest
@testable import Storage

/// The trends read in SQL: regions' last days, splits' last sessions, weekly volume, records
/// and the facts achievements are computed from.
final class TrendsStoreTests: InMemoryStoreTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try store.installCatalog(version: "test", { BundledCatalog.catalog }, now: moment(sunday, 7, 0))
        try store.saveSplits(DefaultSplits.all, now: moment(sunday, 7, 0))
    }

    /// A Day A session on `day` logging dumbbell rows (step 2): a warm-up, then working sets.
    private func logRows(_ weights: [Double], reps: Int = 10, on day: Day, hour: Int = 8) throws {
        let start = moment(day, hour, 0)
        var workout = ActiveWorkout(split: dayABothSides, startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)
        _ = workout.completeNext(step: 2, at: start.adding(seconds: 10), challengeRoom: false, values: SetValues(reps: 10, weight: 100))
        for (i, weight) in weights.enumerated() {
            _ = workout.completeNext(step: 2, at: start.adding(seconds: Double(20 + i)), challengeRoom: false,
                                     values: SetValues(reps: reps, weight: weight))
        }
        try store.saveWorkout(workout, now: start.adding(seconds: 60))
        try store.finishWorkout(workout, partial: false, endedAt: start.adding(seconds: 2400))
    }

    func testRegionsLastTrainedCountWorkingSetsOnly() throws {
        try logRows([20, 20], on: sunday.adding(days: -9))
        try logRows([], on: sunday.adding(days: -2)) // the warm-up only: trains nothing
        let trends = try store.loadTrends(today: sunday)
        XCTAssertEqual(trends.regionLastTrained["back-lats"], sunday.adding(days: -9))
        XCTAssertEqual(trends.regionLastTrained["biceps-brachialis"], sunday.adding(days: -9), "secondary regions count too")
        XCTAssertNil(trends.regionLastTrained["legs-hamstrings"])
    }

    func testRegionsTrainedLongAgoAreFoundBeyondTheRecentWindow() throws {
        try logRows([20], on: sunday.adding(days: -400))
        try logRows([20], on: sunday.adding(days: -300))
        let trends = try store.loadTrends(today: sunday)
        XCTAssertEqual(trends.regionLastTrained["back-lats"], sunday.adding(days: -300))
        XCTAssertEqual(Recency(lastTrained: trends.regionLastTrained["back-lats"], today: sunday), .longer)
    }

    func testASplitsLastEightSessionsOldestFirstWithTheirRegions() throws {
        for i in 0..<10 { try logRows(i == 9 ? [] : [20], on: sunday.adding(days: -30 + i * 2)) }
        let sessions = try XCTUnwrap(store.loadTrends(today: sunday).splitSessions["A"])
        XCTAssertEqual(sessions.count, Trends.sessionsPerSplit)
        XCTAssertEqual(sessions.map(\.day), (2..<10).map { sunday.adding(days: -30 + $0 * 2) })
        XCTAssertTrue(sessions[0].regions.contains("back-lats"))
        XCTAssertFalse(sessions.last!.regions.contains("back-lats"), "the last one logged only a warm-up")
    }

    func testWeeklyVolumeIsWorkingSetsInKilograms() throws {
        try logRows([20, 30], reps: 10, on: sunday.adding(days: -1)) // Saturday: 500 kg (the 100 kg warm-up left out)
        try logRows([10], reps: 5, on: sunday)                       // Sunday, same week: 50 kg
        try logRows([40], reps: 10, on: sunday.adding(days: -7))     // the week before: 400 kg
        let volume = try store.loadTrends(today: sunday).weeklyVolumeKg
        XCTAssertEqual(volume[sunday.startOfWeek], 550)
        XCTAssertEqual(volume[sunday.startOfWeek.adding(days: -7)], 400)
        XCTAssertEqual(volume.count, 2)
    }

    func testRecentRegionDaysCoverTheLastFourCalendarWeeks() throws {
        try logRows([20], on: sunday.adding(days: -3))
        try logRows([20], on: sunday.adding(days: -40))
        let days = try store.loadTrends(today: sunday).recentRegionDays
        XCTAssertEqual(Array(days.keys), [sunday.adding(days: -3)])
        XCTAssertTrue(days[sunday.adding(days: -3)]?.contains("back-upper") == true)
    }

    func testRecordsAreTheHeaviestAndBestE1RMOfWorkingSets() throws {
        try logRows([30, 30], reps: 5, on: sunday.adding(days: -14))
        try logRows([22.5], reps: 10, on: sunday.adding(days: -7))
        let records = try store.loadExerciseRecords()
        XCTAssertEqual(records.map(\.name), ["Dumbbell Row"])
        XCTAssertEqual(records.first?.heaviestKg, 30, "the 100 kg warm-ups are not records")
        XCTAssertEqual(records.first?.bestE1RMKg ?? 0, 35, accuracy: 0.01)
    }

    func testAchievementInputs() throws {
        try logRows([20], on: sunday.adding(days: -3))
        try logRows([20], on: sunday.adding(days: -2))
        try logRows([25], reps: 10, on: sunday.adding(days: -1))
        _ = try store.setChallenge(day: sunday, sets: 3, target: 3, now: moment(sunday, 9, 0))
        let inputs = try store.loadTrends(today: sunday).achievements
        XCTAssertEqual(inputs.nthSessionDays, [1: sunday.adding(days: -3)])
        XCTAssertEqual(inputs.gymStreakDays, [:], "three days in a row")
        XCTAssertEqual(inputs.challengeStreakDays, [:], "one day")
        XCTAssertEqual(inputs.firstRecord, sunday.adding(days: -1))
        XCTAssertEqual(inputs.tonnageDays, [:], "200 + 200 + 250 kg: not a tonne yet")
        XCTAssertNil(inputs.everyRegionWeek)
        try logRows([50, 50], reps: 5, on: sunday)
        XCTAssertEqual(try store.loadTrends(today: sunday).achievements.tonnageDays, [1: sunday])
    }

    func testStreaksAreCarriedOverAndStartAgainWhenThePastChanges() throws {
        for d in 1...7 { try logRows([20], on: sunday.adding(days: -d)) }
        for d in 0...6 { _ = try store.setChallenge(day: sunday.adding(days: -d), sets: 3, target: 3, now: moment(sunday, 9, 0)) }
        var inputs = try store.loadTrends(today: sunday).achievements
        XCTAssertEqual(inputs.gymStreakDays, [7: sunday.adding(days: -1)])
        XCTAssertEqual(inputs.challengeStreakDays, [7: sunday], "today's challenge counts, read afresh")
        XCTAssertEqual(try store.db.rows("SELECT search, through FROM achievement_progress ORDER BY search").map { "\($0.string("search")!) \($0.string("through")!)" },
                       ["challenge-streaks", "first-record", "gym-streaks", "gym-week-streaks", "session-counts", "tonnage"].map { "\($0) \(sunday.adding(days: -1).iso)" })
        // The next day goes on from there.
        let monday = sunday.adding(days: 1)
        try logRows([20], on: sunday)
        inputs = try store.loadTrends(today: monday).achievements
        XCTAssertEqual(inputs.gymStreakDays, [7: sunday.adding(days: -1)])
        XCTAssertEqual(try store.db.firstRow("SELECT through FROM achievement_progress WHERE search = 'gym-streaks'")?.string("through"), sunday.iso)
        // A session deleted in the middle of the run: the search starts again, and the run is gone.
        let middle = try store.sessionLogPage(filter: nil, offset: 4, limit: 1).rows[0]
        try store.editPastSession(.delete(session: middle.id), now: moment(monday, 9, 0))
        XCTAssertEqual(try store.count("achievement_progress", where: "search = 'gym-streaks'"), 0)
        XCTAssertEqual(try store.loadTrends(today: monday).achievements.gymStreakDays, [:])
        // A challenge day changed in the past starts that search again too.
        _ = try store.setChallenge(day: sunday.adding(days: -3), sets: 0, target: 3, now: moment(monday, 9, 0))
        XCTAssertEqual(try store.loadTrends(today: monday).achievements.challengeStreakDays, [:])
    }

    func testReadingTheTrendsLeavesNoStatementOnARow() throws {
        // The demo's year (its custom splits train every region): each region is found before
        // the oldest row, so that read stops early.
        let now = moment(sunday, 9, 0)
        try DemoSplits.install(store, defaults: DefaultSplits.all, catalog: try store.loadCatalog(), now: now).fill(store, years: 1, today: now)
        XCTAssertEqual(try store.loadTrends(today: sunday).regionLastTrained.count, 22)
        _ = try store.loadAllTimeStats()
        XCTAssertFalse(store.db.hasActiveStatement, "a statement left on a row holds a read snapshot: no checkpoint could finish")
    }

    func testAnEmptyDatabaseHasNoTrends() throws {
        let trends = try store.loadTrends(today: sunday)
        XCTAssertTrue(trends.regionLastTrained.isEmpty)
        XCTAssertTrue(trends.splitSessions.isEmpty)
        XCTAssertEqual(trends.achievements, AchievementInputs())
        XCTAssertTrue(try store.loadExerciseRecords().isEmpty)
    }
}
