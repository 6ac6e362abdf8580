import XCTest
@testable import Domain

final class MomentTests: XCTestCase {

    func testDayIsTheLocalDayNotTheUTCDay() {
        // 2026-11-22T23:30Z
        let t = epoch(day("2026-11-22"), hour: 23, minute: 30)
        XCTAssertEqual(Moment(epochSeconds: t, utcOffsetSeconds: 0).day, day("2026-11-22"))
        XCTAssertEqual(Moment(epochSeconds: t, utcOffsetSeconds: 3600).day, day("2026-11-23"), "00:30 in UTC+1")
        XCTAssertEqual(Moment(epochSeconds: t, utcOffsetSeconds: 19_800).day, day("2026-11-23"), "05:00 in UTC+5:30")
        XCTAssertEqual(Moment(epochSeconds: t, utcOffsetSeconds: -18_000).day, day("2026-11-22"), "18:30 in UTC-5")
        // 2026-11-23T03:00Z is still the 22nd in New York (22:00 EST).
        let early = epoch(day("2026-11-23"), hour: 3)
        XCTAssertEqual(Moment(epochSeconds: early, utcOffsetSeconds: -18_000).day, day("2026-11-22"))
    }

    func testDayBeforeTheEpochRoundsDown() {
        XCTAssertEqual(Moment(epochSeconds: -1, utcOffsetSeconds: 0).day, day("1969-12-31"))
        XCTAssertEqual(Moment(epochSeconds: 0, utcOffsetSeconds: -1).day, day("1969-12-31"))
        XCTAssertEqual(Moment(epochSeconds: 0, utcOffsetSeconds: 0).day, day("1970-01-01"))
        XCTAssertEqual(Moment(epochSeconds: -0.5, utcOffsetSeconds: 0).secondOfDay, 86_399)
    }

    func testSecondOfDayAndClockTextAreLocal() {
        let m = Moment(epochSeconds: epoch(day("2026-11-22"), hour: 8, minute: 5, second: 9, utcOffset: 3600),
                       utcOffsetSeconds: 3600)
        XCTAssertEqual(m.day, day("2026-11-22"))
        XCTAssertEqual(m.secondOfDay, 8 * 3600 + 5 * 60 + 9)
        XCTAssertEqual(m.clockText, "08:05")
    }

    func testISODateTimeCarriesTheOffset() {
        let d = day("2026-11-22")
        XCTAssertEqual(Moment(epochSeconds: epoch(d, hour: 8, minute: 15, utcOffset: 3600), utcOffsetSeconds: 3600).isoDateTime,
                       "2026-11-22T08:15:00+01:00")
        XCTAssertEqual(Moment(epochSeconds: epoch(d, hour: 23, minute: 30, second: 7, utcOffset: -18_000), utcOffsetSeconds: -18_000).isoDateTime,
                       "2026-11-22T23:30:07-05:00")
        XCTAssertEqual(Moment(epochSeconds: epoch(d, hour: 0, utcOffset: 19_800), utcOffsetSeconds: 19_800).isoDateTime,
                       "2026-11-22T00:00:00+05:30")
        XCTAssertEqual(Moment(epochSeconds: epoch(d, hour: 6), utcOffsetSeconds: 0).isoDateTime,
                       "2026-11-22T06:00:00+00:00")
    }

    func testAddingSecondsKeepsTheOffset() {
        let m = Moment(epochSeconds: 1000, utcOffsetSeconds: 3600).adding(seconds: 90)
        XCTAssertEqual(m.epochSeconds, 1090)
        XCTAssertEqual(m.utcOffsetSeconds, 3600)
    }

    func testFormatClock() {
        XCTAssertEqual(formatClock(0), "0:00")
        XCTAssertEqual(formatClock(5), "0:05")
        XCTAssertEqual(formatClock(65), "1:05")
        XCTAssertEqual(formatClock(600), "10:00")
        XCTAssertEqual(formatClock(3599), "59:59")
        XCTAssertEqual(formatClock(3600), "1:00:00")
        XCTAssertEqual(formatClock(3725), "1:02:05")
        XCTAssertEqual(formatClock(-5), "0:00")
    }

    /// Durations read as words: "52 min" or "1 h 05", never "0:01 min".
    func testFormatDurationReadsAsWords() {
        XCTAssertEqual(formatDuration(0), "0 sec")
        XCTAssertEqual(formatDuration(1), "1 sec")
        XCTAssertEqual(formatDuration(59), "59 sec")
        XCTAssertEqual(formatDuration(60), "1 min")
        XCTAssertEqual(formatDuration(52 * 60 + 59), "52 min")
        XCTAssertEqual(formatDuration(3600), "1 h 00")
        XCTAssertEqual(formatDuration(3600 + 5 * 60 + 30), "1 h 05")
        XCTAssertEqual(formatDuration(14 * 3600 + 12 * 60), "14 h 12")
        XCTAssertEqual(formatDuration(-5), "0 sec")
        XCTAssertEqual(formatSeconds(90), "90 sec")
        XCTAssertEqual(formatSeconds(120), "2 min")
        XCTAssertEqual(formatSeconds(45), "45 sec")
    }
}
