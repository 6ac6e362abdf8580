import XCTest
@testable import Domain

/// Seed 000 §7.
final class RotationTests: XCTestCase {
    private let today = Day(year: 2026, month: 11, day: 22)

    private func next(_ sessions: [SessionRecord], today: Day? = nil) -> String? {
        nextInRotation(order: rotation, history: History(sessions: sessions), today: today ?? self.today)
    }

    func testEmptyHistoryStartsWithA() {
        XCTAssertEqual(next([]), "A")
    }

    func testEmptyOrderHasNoNext() {
        XCTAssertNil(nextInRotation(order: [], history: History(sessions: [session("A", "2026-11-21")]), today: today))
    }

    func testFollowsTheLastSessionsType() {
        XCTAssertEqual(next([session("A", "2026-11-20")]), "B")
        XCTAssertEqual(next([session("B", "2026-11-20")]), "C")
    }

    func testCWrapsAroundToA() {
        XCTAssertEqual(next([session("A", "2026-11-18"), session("B", "2026-11-19"), session("C", "2026-11-20")]), "A")
    }

    func testOnlyTheLastSessionMattersNotTheCounts() {
        XCTAssertEqual(next([session("A", "2026-11-10"), session("A", "2026-11-12"), session("A", "2026-11-14"),
                             session("C", "2026-11-15")]), "A")
    }

    func testLastSessionTodayOffersTheFollowingType() {
        XCTAssertEqual(next([session("A", "2026-11-22", hour: 7)]), "B")
        XCTAssertEqual(next([session("C", "2026-11-22", hour: 7)]), "A")
    }

    func testTwoTypesDoneTodayOffersTheThird() {
        XCTAssertEqual(next([session("A", "2026-11-22", hour: 7), session("B", "2026-11-22", hour: 9)]), "C")
    }

    func testSkipsTheFollowingTypeWhenItWasAlreadyDoneToday() {
        // Rotation after A is B, but B was done this morning: offer C.
        XCTAssertEqual(next([session("B", "2026-11-22", hour: 7), session("A", "2026-11-22", hour: 9)]), "C")
        // After C comes A, done earlier today; then B.
        XCTAssertEqual(next([session("A", "2026-11-22", hour: 7), session("C", "2026-11-22", hour: 9)]), "B")
    }

    func testTypesDoneOnEarlierDaysAreNotSkipped() {
        // B was done yesterday, A this morning: B is still next.
        XCTAssertEqual(next([session("B", "2026-11-21", hour: 7), session("A", "2026-11-22", hour: 7)]), "B")
    }

    func testAllTypesDoneTodayFallsBackToTheFollowingType() {
        XCTAssertEqual(next([session("A", "2026-11-22", hour: 6), session("B", "2026-11-22", hour: 9),
                             session("C", "2026-11-22", hour: 18)]), "A")
    }

    func testPartialSessionsCountForRotation() {
        XCTAssertEqual(next([session("A", "2026-11-20"), session("B", "2026-11-21", partial: true)]), "C")
        XCTAssertEqual(next([session("A", "2026-11-22", hour: 7, partial: true)]), "B")
    }

    func testLastSessionIsByDayThenStartTimeNotByInputOrder() {
        // Given in reverse order; the 18:00 C is the last one.
        XCTAssertEqual(next([session("C", "2026-11-21", hour: 18), session("A", "2026-11-21", hour: 7)]), "A")
        XCTAssertEqual(next([session("B", "2026-11-21", hour: 7), session("A", "2026-11-19"),
                             session("C", "2026-11-20")]), "C")
    }

    func testDayOutranksStartInstant() {
        // Yesterday's session carries a later instant (logged while travelling east→west),
        // but the later calendar day decides.
        let yesterday = SessionRecord(id: "1", sessionType: "C", day: day("2026-11-21"),
                                      startedAt: epoch(day("2026-11-22"), hour: 20), durationSeconds: 1, isPartial: false)
        let dayBefore = SessionRecord(id: "2", sessionType: "A", day: day("2026-11-20"),
                                      startedAt: epoch(day("2026-11-22"), hour: 23), durationSeconds: 1, isPartial: false)
        let history = History(sessions: [yesterday, dayBefore])
        XCTAssertEqual(history.lastSession?.sessionType, "C")
        XCTAssertEqual(nextInRotation(order: rotation, history: history, today: today), "A")
    }

    func testAppendKeepsTheDayThenStartOrder() {
        var history = History(sessions: [session("A", "2026-11-21", hour: 18)])
        history.append(session("B", "2026-11-21", hour: 7))
        XCTAssertEqual(history.lastSession?.sessionType, "A")
        XCTAssertEqual(nextInRotation(order: rotation, history: history, today: today), "B")
        history.append(session("C", "2026-11-22", hour: 6))
        XCTAssertEqual(nextInRotation(order: rotation, history: history, today: today), "A")
    }

    func testUnknownLastTypeStartsOverAtTheFirst() {
        XCTAssertEqual(next([session("B", "2026-11-20"), session("X", "2026-11-21")]), "A")
    }

    func testWorksForAnyRotationLength() {
        let two = ["A", "B"]
        XCTAssertEqual(nextInRotation(order: two, history: History(sessions: [session("B", "2026-11-21")]), today: today), "A")
        XCTAssertEqual(nextInRotation(order: ["A"], history: History(sessions: [session("A", "2026-11-22")]), today: today), "A")
    }
}
