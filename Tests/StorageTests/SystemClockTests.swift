import Foundation
import XCTest
@testable import Storage

/// The clock's UTC offset comes from localtime_r; it must agree with Foundation's time zone
/// at every instant, DST changes included.
final class SystemClockTests: XCTestCase {
    func testOffsetAgreesWithFoundationThroughTheYear() {
        let start = 1_767_225_600 // 2026-01-01T00:00Z
        for hour in stride(from: 0, to: 366 * 24, by: 7) {
            let t = start + hour * 3600
            XCTAssertEqual(SystemClock.utcOffset(at: t), TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t))), "at \(t)")
        }
    }

    func testNowIsNow() {
        let now = SystemClock.now()
        XCTAssertEqual(now.epochSeconds, Date().timeIntervalSince1970, accuracy: 1)
        XCTAssertEqual(now.utcOffsetSeconds, TimeZone.current.secondsFromGMT())
    }
}
