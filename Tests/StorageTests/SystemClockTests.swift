import Domain
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

    /// Between two readings of Foundation's clock, however long the machine took between them.
    func testNowIsNow() {
        let before = Date().timeIntervalSince1970
        let now = SystemClock.now()
        let after = Date().timeIntervalSince1970
        XCTAssertGreaterThanOrEqual(now.epochSeconds, before.rounded(.down))
        XCTAssertLessThanOrEqual(now.epochSeconds, after.rounded(.up))
        XCTAssertEqual(now.utcOffsetSeconds, TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: now.epochSeconds)))
    }

    #if DEBUG
    /// The end-to-end tests' clock (GYMTRACK_CLOCK_FILE): the instant written in the file, read
    /// again at every call, with the offset in force at that instant.
    func testADebugBuildReadsTheTimeFromTheClockFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-clock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try "1795000000.5\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(SystemClock.fileTime(at: file.path), Moment(epochSeconds: 1_795_000_000.5, utcOffsetSeconds: SystemClock.utcOffset(at: 1_795_000_000)))
        try "1795003600".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(SystemClock.fileTime(at: file.path).epochSeconds, 1_795_003_600, "moved on by rewriting the file")
    }
    #endif
}
