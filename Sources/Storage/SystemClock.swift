import Domain
import Foundation

/// Reads the wall clock and the local UTC offset in force now (TZ is honoured).
/// The only place the app asks the system what time it is.
public enum SystemClock {
    public static func now(timeZone: TimeZone = .current) -> Moment {
        let date = Date()
        return Moment(epochSeconds: date.timeIntervalSince1970, utcOffsetSeconds: timeZone.secondsFromGMT(for: date))
    }

    /// The moment of `epochSeconds` in `timeZone`, with that instant's own offset.
    public static func moment(epochSeconds: Double, timeZone: TimeZone = .current) -> Moment {
        let date = Date(timeIntervalSince1970: epochSeconds)
        return Moment(epochSeconds: epochSeconds, utcOffsetSeconds: timeZone.secondsFromGMT(for: date))
    }
}
