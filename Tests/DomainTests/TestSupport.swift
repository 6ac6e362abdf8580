import XCTest
@testable import Domain

/// A day from "YYYY-MM-DD"; fails the test on a malformed literal.
func day(_ iso: String, file: StaticString = #filePath, line: UInt = #line) -> Day {
    guard let d = Day(iso: iso) else {
        XCTFail("bad day literal \(iso)", file: file, line: line)
        return Day(dayNumber: 0)
    }
    return d
}

/// Seconds since the epoch of `hour:minute` local on `day` under a fixed UTC offset.
func epoch(_ day: Day, hour: Int = 12, minute: Int = 0, second: Int = 0, utcOffset: Int = 0) -> Double {
    Double(day.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - utcOffset)
}

/// A logged session; `hour` orders sessions within the day.
func session(_ type: String, _ iso: String, hour: Int = 12, minute: Int = 0, partial: Bool = false,
             id: String? = nil) -> SessionRecord {
    let d = day(iso)
    return SessionRecord(id: id ?? "\(type)-\(iso)-\(hour):\(minute)", sessionType: type, day: d,
                         startedAt: epoch(d, hour: hour, minute: minute), durationSeconds: 2400, isPartial: partial)
}

/// A challenge day with `sets` of `target`.
func challenge(_ iso: String, _ sets: Int, of target: Int = 3) -> ChallengeDay {
    ChallengeDay(day: day(iso), sets: sets, target: target)
}

let rotation = ["A", "B", "C"]

extension Target {
    /// The reason in kilograms, as a screen words it on `today`.
    func said(on today: String) -> String { reason.text(unit: .kg, today: day(today)) }
}

extension Target {
    /// The heaviest set's weight: what a program's tables write a target as.
    var topWeight: Double? { sets.compactMap(\.weight).max() }
}
