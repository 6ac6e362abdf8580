import Domain
import Foundation

/// Reads the wall clock and the local UTC offset in force now (TZ is honoured).
/// The only place the app asks the system what time it is.
public enum SystemClock {
    /// Now, with the offset from the C library's localtime_r: it reads the zone the same way
    /// as Foundation, at a fraction of the start-up cost.
    public static func now() -> Moment {
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
}
