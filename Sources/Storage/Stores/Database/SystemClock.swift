import Domain
import Foundation

/// Reads the wall clock and the local UTC offset in force now (TZ is honoured).
/// The only place the app asks the system what time it is.
public enum SystemClock {
    /// Now, with the offset from the C library's localtime_r: it reads the zone the same way
    /// as Foundation, at a fraction of the start-up cost. A debug build whose environment names
    /// a clock file (`GYMTRACK_CLOCK_FILE`) reads the time from it instead (`fileTime(at:)`).
    public static func now() -> Moment {
        #if DEBUG
        if let path = clockFile { return fileTime(at: path) }
        #endif
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        let epoch = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        return Moment(epochSeconds: epoch, utcOffsetSeconds: utcOffset(at: ts.tv_sec))
    }

    /// The local UTC offset in force at `seconds` since the epoch.
    public static func utcOffset(at seconds: Int) -> Int {
        var t = time_t(seconds)
        var parts = tm()
        guard localtime_r(&t, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }

    /// The moment of `epochSeconds` in `timeZone`, with that instant's own offset.
    public static func moment(epochSeconds: Double, timeZone: TimeZone = .current) -> Moment {
        let date = Date(timeIntervalSince1970: epochSeconds)
        return Moment(epochSeconds: epochSeconds, utcOffsetSeconds: timeZone.secondsFromGMT(for: date))
    }

    #if DEBUG
    /// Debug builds only, for the end-to-end tests, which must not wait for real time to pass
    /// (a rest, a countdown, midnight) nor meet midnight by chance: the file named by
    /// `GYMTRACK_CLOCK_FILE`, whose time the binary sees. A release build never looks.
    static let clockFile: String? = {
        guard let value = getenv("GYMTRACK_CLOCK_FILE"), value.pointee != 0 else { return nil }
        return String(cString: value)
    }()

    /// The time written in the file at `path`: seconds since the epoch, as a decimal number,
    /// read at every call, with the local offset in force at that instant. Time stands still
    /// until the test writes another (it replaces the file whole, by rename). A file that holds
    /// no time is a broken test, not a reason to fall back on the wall clock unnoticed.
    static func fileTime(at path: String) -> Moment {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let epoch = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), epoch.isFinite else {
            fatalError("GYMTRACK_CLOCK_FILE: \(path) holds no time (seconds since the epoch)")
        }
        return Moment(epochSeconds: epoch, utcOffsetSeconds: utcOffset(at: Int(epoch.rounded(.down))))
    }
    #endif
}
