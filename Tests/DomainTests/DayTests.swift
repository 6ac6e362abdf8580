import XCTest
@testable import Domain

final class DayTests: XCTestCase {

    // MARK: Day numbers

    func testEpochDayIsZeroAndNeighboursAreConsecutive() {
        XCTAssertEqual(Day(year: 1970, month: 1, day: 1).dayNumber, 0)
        XCTAssertEqual(Day(year: 1969, month: 12, day: 31).dayNumber, -1)
        XCTAssertEqual(Day(year: 1970, month: 1, day: 2).dayNumber, 1)
        XCTAssertEqual(Day(dayNumber: 0), Day(year: 1970, month: 1, day: 1))
        XCTAssertEqual(Day(dayNumber: -1), Day(year: 1969, month: 12, day: 31))
    }

    func testKnownDayNumbers() {
        XCTAssertEqual(Day(year: 2000, month: 3, day: 1).dayNumber, 11_017)
        XCTAssertEqual(Day(year: 2026, month: 11, day: 23).dayNumber, 20_780)
        XCTAssertEqual(Day(year: 1600, month: 1, day: 1).dayNumber, -135_140)
        XCTAssertEqual(Day(year: 2400, month: 12, day: 31).dayNumber, 157_419)
    }

    /// Walks the calendar one date at a time from 1600 to 2400 (covering the 1700/1800/1900/2100
    /// non-leap centuries and the 1600/2000/2400 leap ones) and checks both directions.
    func testDayNumberRoundTripsForEveryDateFrom1600To2400() {
        var dates: [Day] = []
        for y in 1600...2400 {
            for m in 1...12 {
                for d in 1...Day.daysIn(month: m, year: y) { dates.append(Day(year: y, month: m, day: d)) }
            }
        }
        guard let epochIndex = dates.firstIndex(of: Day(year: 1970, month: 1, day: 1)) else {
            return XCTFail("1970-01-01 missing")
        }
        var failures = 0
        for (i, date) in dates.enumerated() where failures < 5 {
            let n = i - epochIndex
            if date.dayNumber != n || Day(dayNumber: n) != date {
                failures += 1
                XCTFail("\(date.iso): dayNumber \(date.dayNumber), expected \(n); Day(dayNumber:) gave \(Day(dayNumber: n).iso)")
            }
        }
    }

    func testLeapDaysExistOnlyInLeapYears() {
        XCTAssertTrue(Day.isLeap(2024))
        XCTAssertTrue(Day.isLeap(2000))
        XCTAssertTrue(Day.isLeap(2400))
        XCTAssertFalse(Day.isLeap(2026))
        XCTAssertFalse(Day.isLeap(1900))
        XCTAssertFalse(Day.isLeap(2100))
        XCTAssertEqual(Day.daysIn(month: 2, year: 2024), 29)
        XCTAssertEqual(Day.daysIn(month: 2, year: 2026), 28)
        XCTAssertEqual(Day.daysIn(month: 2, year: 1900), 28)
        XCTAssertEqual(Day.daysIn(month: 2, year: 2000), 29)

        for leap in ["2024-02-29", "2000-02-29", "1600-02-29", "2028-02-29"] {
            let d = day(leap)
            XCTAssertEqual(Day(dayNumber: d.dayNumber), d, leap)
            XCTAssertEqual(d.adding(days: 1).iso, String(leap.prefix(4)) + "-03-01", leap)
        }
        XCTAssertNil(Day(iso: "2026-02-29"))
        XCTAssertNil(Day(iso: "1900-02-29"))
        XCTAssertNil(Day(iso: "2100-02-29"))
    }

    // MARK: ISO text

    func testParsesValidISODates() {
        let d = Day(iso: "2026-11-23")
        XCTAssertEqual(d, Day(year: 2026, month: 11, day: 23))
        XCTAssertEqual(Day(iso: "2026-01-05"), Day(year: 2026, month: 1, day: 5))
        XCTAssertEqual(Day(iso: "2026-12-31"), Day(year: 2026, month: 12, day: 31))
        XCTAssertEqual(Day(iso: "2024-02-29"), Day(year: 2024, month: 2, day: 29))
    }

    func testRejectsImpossibleDates() {
        for bad in ["2026-02-30", "2026-02-29", "2026-04-31", "2026-06-31", "2026-09-31", "2026-11-31",
                    "2026-13-01", "2026-00-10", "2026-01-00", "2026-01-32"] {
            XCTAssertNil(Day(iso: bad), bad)
        }
    }

    func testRejectsTextThatIsNotExactlyYYYYMMDD() {
        for bad in ["2026-1-5", "2026-01-5", "2026-1-05", "26-01-05", "02026-01-05", "", "2026", "2026-01",
                    "2026-01-05-", "2026/01/05", "20260105", "2026-01-05T08:00", " 2026-01-05", "2026-01-05 ",
                    "abcd-ef-gh", "2026--1-05", "2026-+1-05", "2026-01-+5", "+026-01-05"] {
            XCTAssertNil(Day(iso: bad), "accepted \"\(bad)\"")
        }
    }

    func testFormatsWithZeroPadding() {
        XCTAssertEqual(Day(year: 2026, month: 1, day: 5).iso, "2026-01-05")
        XCTAssertEqual(Day(year: 2026, month: 11, day: 23).iso, "2026-11-23")
        XCTAssertEqual(Day(year: 999, month: 12, day: 31).iso, "0999-12-31")
        XCTAssertEqual(Day(year: 2026, month: 3, day: 8).description, "2026-03-08")
    }

    func testISOFormatAndParseRoundTrip() {
        var d = Day(year: 2023, month: 12, day: 25)
        for _ in 0..<800 {
            XCTAssertEqual(Day(iso: d.iso), d, d.iso)
            d = d.adding(days: 1)
        }
    }

    // MARK: Weekdays and weeks

    func testWeekdayIsISOMondayOneToSundaySeven() {
        XCTAssertEqual(day("2026-11-23").weekday, 1, "2026-11-23 is a Monday")
        XCTAssertEqual(day("2026-11-24").weekday, 2)
        XCTAssertEqual(day("2026-11-28").weekday, 6)
        XCTAssertEqual(day("2026-11-22").weekday, 7, "2026-11-22 is a Sunday")
        XCTAssertEqual(day("1970-01-01").weekday, 4, "1970-01-01 was a Thursday")
        XCTAssertEqual(day("1969-12-29").weekday, 1, "a Monday before the epoch")
        XCTAssertEqual(day("1969-12-28").weekday, 7)
        XCTAssertEqual(day("2000-01-01").weekday, 6, "2000-01-01 was a Saturday")
        XCTAssertEqual(day("2024-02-29").weekday, 4)
    }

    func testWeekdayCyclesEveryDay() {
        var d = day("1969-06-01")
        for _ in 0..<400 {
            XCTAssertEqual(d.adding(days: 1).weekday, d.weekday % 7 + 1, d.iso)
            d = d.adding(days: 1)
        }
    }

    func testStartOfWeekIsTheMondayOnOrBefore() {
        for offset in 0..<7 {
            XCTAssertEqual(day("2026-11-23").adding(days: offset).startOfWeek, day("2026-11-23"))
        }
        XCTAssertEqual(day("2026-11-22").startOfWeek, day("2026-11-16"), "Sunday belongs to the week before")
        XCTAssertEqual(day("2026-03-01").startOfWeek, day("2026-02-23"), "across a month end")
        XCTAssertEqual(day("2027-01-01").startOfWeek, day("2026-12-28"), "across a year end")
        XCTAssertEqual(day("1970-01-01").startOfWeek, day("1969-12-29"), "before the epoch")
        XCTAssertEqual(day("2026-11-25").startOfWeek.weekday, 1)
    }

    func testStartOfMonthAndYear() {
        XCTAssertEqual(day("2026-11-23").startOfMonth, day("2026-11-01"))
        XCTAssertEqual(day("2024-02-29").startOfMonth, day("2024-02-01"))
        XCTAssertEqual(day("2026-11-23").startOfYear, day("2026-01-01"))
        XCTAssertEqual(day("2027-01-01").startOfYear, day("2027-01-01"))
    }

    // MARK: Arithmetic

    func testAddingDaysAcrossMonthAndYearEnds() {
        XCTAssertEqual(day("2026-01-31").adding(days: 1), day("2026-02-01"))
        XCTAssertEqual(day("2026-02-28").adding(days: 1), day("2026-03-01"))
        XCTAssertEqual(day("2024-02-28").adding(days: 1), day("2024-02-29"))
        XCTAssertEqual(day("2026-04-30").adding(days: 1), day("2026-05-01"))
        XCTAssertEqual(day("2026-12-31").adding(days: 1), day("2027-01-01"))
        XCTAssertEqual(day("2027-01-01").adding(days: -1), day("2026-12-31"))
        XCTAssertEqual(day("2026-03-01").adding(days: -1), day("2026-02-28"))
        XCTAssertEqual(day("2024-03-01").adding(days: -1), day("2024-02-29"))
        XCTAssertEqual(day("2026-01-01").adding(days: 365), day("2027-01-01"))
        XCTAssertEqual(day("2024-01-01").adding(days: 366), day("2025-01-01"))
        XCTAssertEqual(day("2026-11-23").adding(days: 0), day("2026-11-23"))
        XCTAssertEqual(day("1970-01-01").adding(days: -365), day("1969-01-01"))
        XCTAssertEqual(day("2026-11-23").adding(days: -364), day("2025-11-24"))
    }

    func testDaysUntilIsSignedDistance() {
        XCTAssertEqual(day("2026-12-31").days(until: day("2027-01-01")), 1)
        XCTAssertEqual(day("2027-01-01").days(until: day("2026-12-31")), -1)
        XCTAssertEqual(day("2026-01-01").days(until: day("2027-01-01")), 365)
        XCTAssertEqual(day("2024-01-01").days(until: day("2025-01-01")), 366)
        XCTAssertEqual(day("2026-11-23").days(until: day("2026-11-23")), 0)
    }

    func testOrderingFollowsTheCalendar() {
        XCTAssertLessThan(day("2026-12-31"), day("2027-01-01"))
        XCTAssertLessThan(day("2026-02-28"), day("2026-03-01"))
        XCTAssertLessThan(day("1969-12-31"), day("1970-01-01"))
        XCTAssertFalse(day("2026-11-23") < day("2026-11-23"))
        XCTAssertEqual([day("2027-01-01"), day("2026-01-02"), day("2026-12-31")].sorted(),
                       [day("2026-01-02"), day("2026-12-31"), day("2027-01-01")])
    }

    func testShortText() {
        XCTAssertEqual(day("2026-11-23").short, "Mon 23 Nov")
        XCTAssertEqual(day("2026-11-22").short, "Sun 22 Nov")
        XCTAssertEqual(day("2027-01-01").short, "Fri 1 Jan")
    }
}
