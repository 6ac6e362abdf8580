import Foundation
import XCTest
@testable import Domain

/// A program's targets follow the local day a workout started on, not the instant: a workout
/// begun at 23:50 that ends after midnight, or one either side of a daylight-saving change,
/// gives the targets and reasons of the same workout on a plain day. And a program's place
/// (week, day, cycle) follows its logged workouts.
final class ProgramTimeAndPlaceTests: XCTestCase {
    private let newYork = TimeZone(identifier: "America/New_York")!
    private let london = TimeZone(identifier: "Europe/London")!
    private let plates = PlateSet.kilograms

    /// The Moment of a local wall-clock time in `tz`, as the runtime builds it.
    private func local(_ tz: TimeZone, _ iso: String, _ hour: Int, _ minute: Int) -> Moment {
        let d = day(iso)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tz
        let date = calendar.date(from: DateComponents(year: d.year, month: d.month, day: d.day, hour: hour, minute: minute))!
        let t = date.timeIntervalSince1970
        return Moment(epochSeconds: t, utcOffsetSeconds: tz.secondsFromGMT(for: Date(timeIntervalSince1970: t)))
    }

    /// A workout that starts at `start`, its sets five minutes apart: its day is the local
    /// day it started on, as Storage reads it.
    private func workout(_ start: Moment, _ reps: [Int], at weight: Double) -> SlotSession {
        SlotSession(day: start.day, startedAt: start.epochSeconds, sets: reps.enumerated().map { i, r in
            SetLog(isWarmup: false, reps: r, weight: weight, completedAt: start.epochSeconds + Double(i + 1) * 300)
        })
    }

    /// The same workout at noon UTC on a plain day.
    private func plain(_ iso: String, _ reps: [Int], at weight: Double) -> SlotSession {
        workout(Moment(epochSeconds: epoch(day(iso), hour: 12), utcOffsetSeconds: 0), reps, at: weight)
    }

    private var squat: ProgramSlot {
        ProgramSlot(exerciseID: "back-squat", name: "Barbell Back Squat", schemes: [SetScheme(Array(repeating: PlannedSet(reps: 5), count: 3))],
                    rule: .linear(LinearRule(increment: 2.5, deloadAfter: 2, deloadPercent: 0.1)), start: 60)
    }

    private func target(_ history: [SlotSession], today: String) -> Target {
        let plates = self.plates
        let inputs = TargetInputs(loadType: .weight, increment: 2.5, round: { plates.roundedDown($0) }, today: day(today))
        return squat.target(in: Program(name: "T"), at: ProgramPosition(), history: history, inputs: inputs)
    }

    func testAWorkoutFrom2350PastMidnightCountsOnTheDayItStarted() {
        let late = local(newYork, "2026-11-02", 23, 50)
        let session = workout(late, [5, 5, 5], at: 60)
        XCTAssertEqual(session.day, day("2026-11-02"))
        XCTAssertGreaterThan(session.sets.last!.completedAt, local(newYork, "2026-11-03", 0, 0).epochSeconds, "the last set is after midnight")
        let t = target([session], today: "2026-11-04")
        XCTAssertEqual(t, target([plain("2026-11-02", [5, 5, 5], at: 60)], today: "2026-11-04"))
        XCTAssertEqual(t.said(on: "2026-11-04"), "62.5 kg: all 3×5 done at 60 kg on Mon")
    }

    func testMissesEitherSideOfNewYorkFallingBackDeloadAsOnPlainDays() {
        // Sat 31 Oct 23:50 EDT, then Sun 1 Nov 01:30 (the hour that happens twice), then Mon.
        let history = [workout(local(newYork, "2026-10-31", 23, 50), [5, 5, 4], at: 60),
                       workout(local(newYork, "2026-11-01", 1, 30), [5, 4, 4], at: 60)]
        XCTAssertEqual(history.map(\.day), [day("2026-10-31"), day("2026-11-01")])
        let t = target(history, today: "2026-11-02")
        XCTAssertEqual(t, target([plain("2026-10-31", [5, 5, 4], at: 60), plain("2026-11-01", [5, 4, 4], at: 60)], today: "2026-11-02"))
        XCTAssertEqual(t.topWeight, 52.5)
        XCTAssertEqual(t.said(on: "2026-11-02"), "Deload to 52.5 kg: 2 sessions missed in a row")
        let one = target(Array(history.prefix(1)), today: "2026-11-02")
        XCTAssertEqual(one.said(on: "2026-11-02"), "60 kg again: 3×5 missed on Sat, 1 of 2 misses before a deload")
    }

    func testNewYorkSpringForwardNightGivesThePlainDaysTargets() {
        // Sat 7 Mar 23:50 EST runs into the 23-hour Sunday.
        let history = [workout(local(newYork, "2026-03-07", 23, 50), [5, 5, 5], at: 60),
                       workout(local(newYork, "2026-03-08", 23, 50), [5, 5, 5], at: 62.5)]
        XCTAssertEqual(history.map(\.day), [day("2026-03-07"), day("2026-03-08")])
        let t = target(history, today: "2026-03-16")
        XCTAssertEqual(t, target([plain("2026-03-07", [5, 5, 5], at: 60), plain("2026-03-08", [5, 5, 5], at: 62.5)], today: "2026-03-16"))
        XCTAssertEqual(t.said(on: "2026-03-16"), "65 kg: all 3×5 done at 62.5 kg on Sun 8 Mar")
    }

    func testLondonClockChangesGiveThePlainDaysTargets() {
        // Spring forward Sun 29 Mar 01:00 GMT; fall back Sun 25 Oct 02:00 BST.
        let spring = [workout(local(london, "2026-03-28", 23, 50), [5, 5, 5], at: 60),
                      workout(local(london, "2026-03-29", 23, 50), [5, 5, 4], at: 62.5)]
        XCTAssertEqual(spring.map(\.day), [day("2026-03-28"), day("2026-03-29")])
        XCTAssertEqual(target(spring, today: "2026-03-30"),
                       target([plain("2026-03-28", [5, 5, 5], at: 60), plain("2026-03-29", [5, 5, 4], at: 62.5)], today: "2026-03-30"))
        XCTAssertEqual(target(spring, today: "2026-03-30").said(on: "2026-03-30"), "62.5 kg again: 3×5 missed on Sun, 1 of 2 misses before a deload")
        let autumn = [workout(local(london, "2026-10-24", 23, 50), [5, 5, 5], at: 60),
                      workout(local(london, "2026-10-25", 1, 30), [5, 5, 5], at: 62.5)]
        XCTAssertEqual(autumn.map(\.day), [day("2026-10-24"), day("2026-10-25")])
        let t = target(autumn, today: "2026-11-02")
        XCTAssertEqual(t, target([plain("2026-10-24", [5, 5, 5], at: 60), plain("2026-10-25", [5, 5, 5], at: 62.5)], today: "2026-11-02"))
        XCTAssertEqual(t.said(on: "2026-11-02"), "65 kg: all 3×5 done at 62.5 kg on Sun 25 Oct")
    }

    // MARK: The program's place

    /// Two weeks of three days: "K/1/A" … "K/2/C".
    private let twoWeeks = Program(name: "Two", weeks: 2, days: ["A", "B", "C"].map { ProgramDay(key: $0, title: $0, slots: []) })

    private func logged(_ types: [String]) -> [ProgramSession] {
        types.enumerated().map { i, type in ProgramSession(sessionType: type, day: day("2026-10-01").adding(days: 2 * i), startedAt: Double(i)) }
    }

    private func position(_ types: [String], in program: Program? = nil) -> ProgramPosition {
        ProgramPosition.next(in: program ?? twoWeeks, key: "K", after: logged(types))
    }

    func testSessionTypesNameWeekAndDay() {
        XCTAssertEqual(twoWeeks.sessionTypes(key: "K"), ["K/1/A", "K/1/B", "K/1/C", "K/2/A", "K/2/B", "K/2/C"])
        XCTAssertEqual(twoWeeks.place(of: "K/2/B", key: "K")?.week, 1)
        XCTAssertEqual(twoWeeks.place(of: "K/2/B", key: "K")?.day, 1)
        XCTAssertNil(twoWeeks.place(of: "K/3/A", key: "K"))
        XCTAssertNil(twoWeeks.place(of: "X/1/A", key: "K"))
        let oneWeek = Program(name: "One", days: [ProgramDay(key: "A", title: "A", slots: [])])
        XCTAssertEqual(oneWeek.sessionType(key: "K", week: 0, day: 0), "K/A")
    }

    func testNothingLoggedStartsAtTheFirstDay() {
        XCTAssertEqual(position([]), ProgramPosition(week: 0, day: 0, cycle: 0, sessions: 0))
        XCTAssertEqual(position([]).label(in: twoWeeks), "Week 1 · Day 1")
    }

    func testTheNextDayFollowsTheLastLogged() {
        XCTAssertEqual(position(["K/1/A", "K/1/B"]), ProgramPosition(week: 0, day: 2, cycle: 0, sessions: 2))
        XCTAssertEqual(position(["K/1/A", "K/1/B", "K/1/C"]), ProgramPosition(week: 1, day: 0, cycle: 0, sessions: 3))
        XCTAssertEqual(position(["K/1/A", "K/1/B", "K/1/C"]).label(in: twoWeeks), "Week 2 · Day 1")
    }

    func testTheLastDayWrapsAndCountsACycle() {
        let cycle = twoWeeks.sessionTypes(key: "K")
        XCTAssertEqual(position(cycle), ProgramPosition(week: 0, day: 0, cycle: 1, sessions: 6))
        XCTAssertEqual(position(cycle + ["K/1/A", "K/1/B"]), ProgramPosition(week: 0, day: 2, cycle: 1, sessions: 8))
        XCTAssertEqual(position(cycle + cycle), ProgramPosition(week: 0, day: 0, cycle: 2, sessions: 12))
    }

    func testGoingBackToAnEarlierDayCountsACycle() {
        // The lifter went back to week 1 before finishing week 2.
        XCTAssertEqual(position(["K/1/A", "K/1/B", "K/1/C", "K/2/A", "K/1/A"]), ProgramPosition(week: 0, day: 1, cycle: 1, sessions: 5))
    }

    func testAProgramOfOneWorkoutGoesRoundWithEachOne() {
        let one = Program(name: "One", days: [ProgramDay(key: "A", title: "A", slots: [])])
        XCTAssertEqual(position(["K/A"], in: one), ProgramPosition(week: 0, day: 0, cycle: 1, sessions: 1))
        XCTAssertEqual(position(["K/A", "K/A", "K/A"], in: one), ProgramPosition(week: 0, day: 0, cycle: 3, sessions: 3),
                       "a training max raised each cycle rises with each workout")
    }

    func testARepeatedDayMovesOnFromItOnce() {
        XCTAssertEqual(position(["K/1/A", "K/1/B", "K/1/B"]), ProgramPosition(week: 0, day: 2, cycle: 0, sessions: 3))
    }

    func testAnotherProgramsWorkoutsAreNotRead() {
        XCTAssertEqual(position(["K/1/A", "X/1/B", "X/2/C", "A", "K/1/Z"]), ProgramPosition(week: 0, day: 1, cycle: 0, sessions: 1))
    }

    func testAOneWeekProgramCountsWorkouts() {
        let fourDays = Program(name: "GZCLP", days: ["A1", "B1", "A2", "B2"].map { ProgramDay(key: $0, title: $0, slots: []) })
        let types = Array(repeating: ["K/A1", "K/B1", "K/A2", "K/B2"], count: 3).flatMap { $0 }
        let p = position(types, in: fourDays)
        XCTAssertEqual(p, ProgramPosition(week: 0, day: 0, cycle: 3, sessions: 12))
        XCTAssertEqual(p.label(in: fourDays), "Day 1 of 4 · workout 13")
        let mid = position(Array(types.prefix(6)), in: fourDays)
        XCTAssertEqual(mid.label(in: fourDays), "Day 3 of 4 · workout 7")
    }
}
