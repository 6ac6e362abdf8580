/// The bounds every number, date and length gymtrack reads must keep, wherever it comes from:
/// the export (docs/export-format.md), another app's CSV, a form, the command line or the
/// machine a sync talks to. One set: what any of them accepts, an export carries and reads back.
/// Well beyond anything lifted or timed, so that only a damaged or hand-made value meets them.
public enum DataBounds {
    /// Kilograms, of a set or a planned step.
    public static let weight: ClosedRange<Double> = 0...10_000
    /// Reps, of a set or of its right side.
    public static let reps: ClosedRange<Int> = 0...10_000
    /// Metres of a set: a thousand kilometres.
    public static let distanceMeters: ClosedRange<Double> = 0...1_000_000
    /// The slot of a program's day a step is: a day has at most this many.
    public static let programSlot: ClosedRange<Int> = 0...999
    /// Reps in reserve.
    public static let rir: ClosedRange<Double> = 0...10
    /// RPE, on its scale of 10.
    public static let rpe: ClosedRange<Double> = 0...10
    /// A set's or a planned step's seconds, and a step's rest: a day at most.
    public static let stepSeconds: ClosedRange<Int> = 0...86_400
    /// A session's duration and a step's timer: a year at most.
    public static let sessionSeconds: ClosedRange<Int> = 0...31_622_400
    /// Seconds since 1970, up to the end of the year 9999.
    public static let epoch: ClosedRange<Double> = 0...253_402_300_799
    /// The years `epoch` spans, as sentences name them ("between 1970 and 9999").
    public static let years: ClosedRange<Int> = 1970...9999
    /// The offset from UTC in force, ±18 hours.
    public static let utcOffsetSeconds: ClosedRange<Int> = -64_800...64_800
    /// Warm-up and working sets of a step, a set's index, a superset's number.
    public static let setCount: ClosedRange<Int> = 0...10_000
    /// A split's place in the list of splits.
    public static let position: ClosedRange<Int> = -1_000_000...1_000_000
    /// Weeks before a planned weight is due for review: ten years.
    public static let reviewWeeks: ClosedRange<Int> = 0...520
    /// Sets of a day's challenge.
    public static let challengeTarget: ClosedRange<Int> = 1...100
    /// Squats and push-ups of one challenge set.
    public static let challengeReps: ClosedRange<Int> = 1...1_000

    /// The local days a time within `epoch` falls on, in any offset within `utcOffsetSeconds`:
    /// from 1969-12-31 (1970's first hours west of UTC) to 9999-12-31.
    public static let days: ClosedRange<Day> = Day(year: 1969, month: 12, day: 31)...Day(year: 9999, month: 12, day: 31)

    /// "from 1969-12-31 to 9999-12-31", for a sentence refusing a date.
    public static var daysText: String { "from \(days.lowerBound.iso) to \(days.upperBound.iso)" }
}
