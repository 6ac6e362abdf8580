/// A calendar day in the user's local time zone, independent of any clock.
///
/// Arithmetic uses the proleptic Gregorian calendar through a day number
/// (days since 1970-01-01), so adding days never meets DST or time zones.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day whose number of days since 1970-01-01 is `dayNumber`.
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    /// Parses `YYYY-MM-DD`; nil when the text is not a real date.
    public init?(iso: String) {
        // Byte by byte: every stored date is parsed on each load, so this is on the start-up path.
        guard let parsed = iso.utf8.withContiguousStorageIfAvailable({ Day.parseISO($0) }) ?? Day.parseISO(Array(iso.utf8))
        else { return nil }
        self = parsed
    }

    private static func parseISO<C: RandomAccessCollection>(_ b: C) -> Day? where C.Element == UInt8, C.Index == Int {
        guard b.count == 10, b[b.startIndex + 4] == UInt8(ascii: "-"), b[b.startIndex + 7] == UInt8(ascii: "-") else { return nil }
        func number(_ from: Int, _ length: Int) -> Int? {
            var value = 0
            for i in (b.startIndex + from)..<(b.startIndex + from + length) {
                let digit = Int(b[i]) - 48
                guard digit >= 0 && digit <= 9 else { return nil } // digits only: no signs, no spaces
                value = value * 10 + digit
            }
            return value
        }
        guard let y = number(0, 4), let m = number(5, 2), let d = number(8, 2),
              (1...12).contains(m), d >= 1, d <= Day.daysIn(month: m, year: y) else { return nil }
        return Day(year: y, month: m, day: d)
    }

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public func adding(days: Int) -> Day { Day(dayNumber: dayNumber + days) }

    public func days(until other: Day) -> Int { other.dayNumber - dayNumber }

    /// ISO weekday: Monday 1 … Sunday 7.
    public var weekday: Int {
        let w = (dayNumber + 3) % 7 // 1970-01-01 was a Thursday (index 3 from Monday)
        return (w < 0 ? w + 7 : w) + 1
    }

    /// The Monday that starts this day's week.
    public var startOfWeek: Day { adding(days: 1 - weekday) }

    public var startOfMonth: Day { Day(year: year, month: month, day: 1) }

    public var startOfYear: Day { Day(year: year, month: 1, day: 1) }

    public var iso: String {
        guard (0...9999).contains(year) else {
            let y = String(year)
            let m = month < 10 ? "0\(month)" : "\(month)"
            let d = day < 10 ? "0\(day)" : "\(day)"
            return "\(String(repeating: "0", count: max(0, 4 - y.count)))\(y)-\(m)-\(d)"
        }
        return String(unsafeUninitializedCapacity: 10) { bytes in
            var text = DigitWriter(bytes)
            text.date(self)
            return text.count
        }
    }

    public var description: String { iso }

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.dayNumber < rhs.dayNumber }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    public static let weekdayAbbreviations = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// "Sat 21 Nov", short enough for a phone screen.
    public var short: String {
        "\(Day.weekdayAbbreviations[weekday - 1]) \(day) \(Day.monthAbbreviations[month - 1])"
    }
}

/// An instant together with the local UTC offset in force at that instant.
///
/// The runtime reads the clock and the time zone; everything in Domain and AppCore
/// receives time as this value, which keeps rules testable across midnight and DST.
public struct Moment: Hashable, Sendable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var epochSeconds: Double
    /// Seconds east of UTC in force at `epochSeconds` (DST included).
    public var utcOffsetSeconds: Int

    public init(epochSeconds: Double, utcOffsetSeconds: Int) {
        self.epochSeconds = epochSeconds
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// Local wall-clock seconds since 1970-01-01T00:00 local.
    private var localSeconds: Double { epochSeconds + Double(utcOffsetSeconds) }

    /// The local calendar day of this instant.
    public var day: Day {
        Day(dayNumber: Int((localSeconds / 86_400).rounded(.down)))
    }

    /// Seconds since local midnight.
    public var secondOfDay: Int {
        let s = Int(localSeconds.rounded(.down)) % 86_400
        return s < 0 ? s + 86_400 : s
    }

    /// "HH:MM" local.
    public var clockText: String {
        let h = secondOfDay / 3600, m = (secondOfDay % 3600) / 60
        return (h < 10 ? "0\(h)" : "\(h)") + ":" + (m < 10 ? "0\(m)" : "\(m)")
    }

    /// ISO 8601 local date-time with offset, e.g. 2026-11-22T08:15:00+01:00.
    /// Written byte by byte: an import writes one for every set, and string interpolation
    /// was several thousand instructions a time.
    public var isoDateTime: String {
        let s = secondOfDay, off = abs(utcOffsetSeconds), day = day
        guard (0...9999).contains(day.year), off < 100 * 3600 else {
            func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
            let sign = utcOffsetSeconds < 0 ? "-" : "+"
            return "\(day.iso)T\(two(s / 3600)):\(two((s % 3600) / 60)):\(two(s % 60))\(sign)\(two(off / 3600)):\(two((off % 3600) / 60))"
        }
        return String(unsafeUninitializedCapacity: 25) { bytes in
            var text = DigitWriter(bytes)
            text.date(day)
            text.byte(UInt8(ascii: "T"))
            text.digits(s / 3600, 2); text.byte(UInt8(ascii: ":")); text.digits((s % 3600) / 60, 2); text.byte(UInt8(ascii: ":")); text.digits(s % 60, 2)
            text.byte(utcOffsetSeconds < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            text.digits(off / 3600, 2); text.byte(UInt8(ascii: ":")); text.digits((off % 3600) / 60, 2)
            return text.count
        }
    }

    public func adding(seconds: Double) -> Moment {
        Moment(epochSeconds: epochSeconds + seconds, utcOffsetSeconds: utcOffsetSeconds)
    }
}

/// Formats a number of seconds as M:SS, or H:MM:SS from an hour on.
public func formatClock(_ seconds: Int) -> String {
    let s = max(0, seconds)
    let h = s / 3600, m = (s % 3600) / 60, sec = s % 60
    let ss = sec < 10 ? "0\(sec)" : "\(sec)"
    if h > 0 { return "\(h):" + (m < 10 ? "0\(m)" : "\(m)") + ":" + ss }
    return "\(m):" + ss
}

/// A length of time as words, for lists and sentences: "45 sec", "52 min",
/// "1 h 05", never "0:01 min". Whole minutes, rounded down; under a minute in seconds.
public func formatDuration(_ seconds: Int) -> String {
    let s = max(0, seconds)
    if s < 60 { return "\(s) sec" }
    let h = s / 3600, m = (s % 3600) / 60
    if h == 0 { return "\(m) min" }
    return "\(h) h " + (m < 10 ? "0\(m)" : "\(m)")
}

/// A short rest or hold as words: "45 sec", "2 min", "90 sec" (not a whole minute).
public func formatSeconds(_ seconds: Int) -> String {
    let s = max(0, seconds)
    return s >= 60 && s % 60 == 0 ? "\(s / 60) min" : "\(s) sec"
}

/// ASCII digits and separators written into a new string's bytes (`Day.iso`, `Moment.isoDateTime`).
struct DigitWriter {
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ bytes: UnsafeMutableBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func byte(_ c: UInt8) {
        bytes[count] = c
        count += 1
    }

    /// `value` (not negative) in exactly `width` digits, zero-padded.
    mutating func digits(_ value: Int, _ width: Int) {
        var value = value
        var i = count + width - 1
        while i >= count {
            bytes[i] = UInt8(truncatingIfNeeded: 48 + value % 10)
            value /= 10
            i -= 1
        }
        count += width
    }

    mutating func date(_ day: Day) {
        digits(day.year, 4); byte(UInt8(ascii: "-")); digits(day.month, 2); byte(UInt8(ascii: "-")); digits(day.day, 2)
    }
}
