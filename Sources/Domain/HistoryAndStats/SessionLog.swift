/// One finished session as the History list shows it: what the rules' `SessionRecord` has,
/// plus its sets, volume and whether it set a record (all aggregated in SQL).
public struct SessionSummary: Hashable, Sendable {
    public var id: String
    public var sessionType: String
    public var day: Day
    public var startedAt: Double
    public var utcOffsetSeconds: Int
    public var durationSeconds: Int
    public var isPartial: Bool
    /// Working sets logged (warm-ups left out).
    public var sets: Int
    /// Σ weight × reps of the working sets, in kilograms.
    public var volume: Double
    /// Whether a working set beat the heaviest weight or best e1RM of its exercise up to then.
    public var setRecord: Bool
    /// The lifter's note on the session, "" when none.
    public var note: String

    public init(id: String, sessionType: String, day: Day, startedAt: Double, utcOffsetSeconds: Int = 0, durationSeconds: Int,
                isPartial: Bool, sets: Int, volume: Double, setRecord: Bool, note: String = "") {
        self.id = id
        self.note = note
        self.sessionType = sessionType
        self.day = day
        self.startedAt = startedAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.durationSeconds = durationSeconds
        self.isPartial = isPartial
        self.sets = sets
        self.volume = volume
        self.setRecord = setRecord
    }

    public var start: Moment { Moment(epochSeconds: startedAt, utcOffsetSeconds: utcOffsetSeconds) }
}

/// A window of the History list, newest first: rows `offset ..< offset + rows.count` of
/// `total`, for the split filter it was read with (nil: every split) and the `/` filter's
/// text (nil: none).
public struct SessionLogPage: Hashable, Sendable {
    public var filter: String?
    /// Sessions whose split or one of whose exercises is named with this text.
    public var search: String?
    public var offset: Int
    public var total: Int
    public var rows: [SessionSummary]
    /// The position to select once read (a calendar day's first session), if any.
    public var focus: Int?

    public init(filter: String?, search: String? = nil, offset: Int, total: Int, rows: [SessionSummary]) {
        self.filter = filter
        self.search = search
        self.offset = offset
        self.total = total
        self.rows = rows
    }

    /// The row at list position `index`, when this window holds it.
    public func row(at index: Int) -> SessionSummary? {
        rows.indices.contains(index - offset) ? rows[index - offset] : nil
    }

    /// Whether positions `range` are all in this window (those past the end count as held).
    public func holds(_ range: Range<Int>) -> Bool {
        let wanted = range.clamped(to: 0..<total)
        return wanted.isEmpty || (wanted.lowerBound >= offset && wanted.upperBound <= offset + rows.count)
    }

    /// Rows read at once: a few screens' worth either side of what is shown.
    public static let size = 120

    /// The first row of the window to read so that `visible` sits in its middle.
    public static func offset(around visible: Range<Int>, total: Int) -> Int {
        let centre = (visible.lowerBound + visible.upperBound) / 2
        return max(0, min(centre - size / 2, total - size))
    }
}

/// What beat a best of an exercise in one session (weights in kilograms).
public struct SessionRecordMark: Equatable, Sendable {
    public var exerciseID: String
    public var title: String
    public var record: PersonalRecord

    public init(exerciseID: String, title: String, record: PersonalRecord) {
        self.exerciseID = exerciseID
        self.title = title
        self.record = record
    }
}

/// One exercise of a past session as it was done.
public struct SessionDetailStep: Hashable, Sendable {
    /// Its ULID (`session_steps.uid`): what an edit names it by.
    public var uid: String
    public var position: Int
    public var title: String
    public var exerciseID: String?
    public var skipped: Bool
    public var note: String
    public var sets: [SetLog]
    /// Whether the step was checked off (what a step without sets, a warm-up or a stretch, has).
    public var checked: Bool
    /// Its superset or circuit, as `PlanStep.supersetGroup` (consecutive steps with one number).
    public var supersetGroup: Int?
    /// How its sets' weights read, and whether they have two sides.
    public var loadType: LoadType
    public var unilateral: Bool
    /// How it was carried out: a timed step (a ride) logs a distance and a time.
    public var kind: StepKind
    /// The step's plan as the session ran it, when read (what starting the session again plans).
    public var plan: PlanStep?

    public init(uid: String = "", position: Int, title: String, exerciseID: String?, skipped: Bool, note: String, sets: [SetLog],
                checked: Bool = true, supersetGroup: Int? = nil, loadType: LoadType = .weight, unilateral: Bool = false,
                kind: StepKind = .sets, plan: PlanStep? = nil) {
        self.plan = plan
        self.kind = kind
        self.loadType = loadType
        self.unilateral = unilateral
        self.uid = uid
        self.position = position
        self.supersetGroup = supersetGroup
        self.checked = checked
        self.title = title
        self.exerciseID = exerciseID
        self.skipped = skipped
        self.note = note
        self.sets = sets
    }
}

/// A past session in full, for its detail page and edits.
public struct SessionDetail: Equatable, Sendable {
    public var summary: SessionSummary
    public var steps: [SessionDetailStep]
    public var records: [SessionRecordMark]
    /// The workout's title ("Day A — Upper Strength") and the muscle groups it reported on.
    public var title: String
    public var groups: [String]

    public init(summary: SessionSummary, steps: [SessionDetailStep], records: [SessionRecordMark], title: String = "", groups: [String] = []) {
        self.title = title
        self.groups = groups
        self.summary = summary
        self.steps = steps
        self.records = records
    }

    /// Region ids the session touched: every region of an exercise done with a working set
    /// (warm-ups do not count, as on the coverage card).
    public func touchedRegionIDs(catalog: Catalog) -> Set<String> {
        var touched = Set<String>()
        for step in steps where !step.skipped && step.sets.contains(where: { !$0.isWarmup }) {
            touched.formUnion(catalog.exercise(step.exerciseID)?.regions ?? [])
        }
        return touched
    }
}

/// A change to a finished session, by the ids the database knows it by.
public enum PastSessionEdit: Equatable, Sendable {
    /// A set's reps, weight (kilograms) and RPE.
    case setValues(session: String, set: String, values: SetValues)
    /// A set's note.
    case setNote(session: String, set: String, String)
    /// A working set added to the end of the step `step` (its ULID).
    case addSet(session: String, step: String, values: SetValues)
    case deleteSet(session: String, set: String)
    case partial(session: String, Bool)
    /// Moves the session (and its sets with it) to start at `to`.
    case move(session: String, to: Moment)
    /// A tombstone: `deleted_at` set, the rows kept for export and merge.
    case delete(session: String)
    /// The session's own note.
    case note(session: String, String)
    /// The note of the step `step` (its ULID).
    case stepNote(session: String, step: String, String)

    public var sessionID: String {
        switch self {
        case .setValues(let s, _, _), .setNote(let s, _, _), .addSet(let s, _, _), .deleteSet(let s, _), .partial(let s, _), .move(let s, _), .delete(let s),
             .note(let s, _), .stepNote(let s, _, _):
            return s
        }
    }
}

/// A month of the History calendar: what each day had.
public struct CalendarMonth: Hashable, Sendable {
    public var year: Int
    public var month: Int
    public var filter: String?
    /// Days with sessions: their session types in order, and their volume in kilograms.
    public var days: [Day: CalendarDay]
    /// Days whose daily challenge was done in full.
    public var fullChallengeDays: Set<Day>

    public init(year: Int, month: Int, filter: String?, days: [Day: CalendarDay], fullChallengeDays: Set<Day>) {
        self.year = year
        self.month = month
        self.filter = filter
        self.days = days
        self.fullChallengeDays = fullChallengeDays
    }

    public var first: Day { Day(year: year, month: month, day: 1) }
    public var dayCount: Int { Day.daysIn(month: month, year: year) }

    /// The weeks of the month as rows of seven (Monday first); nil pads before the 1st and after the last day.
    public var weeks: [[Day?]] {
        let lead = first.weekday - 1
        let cells: [Day?] = Array(repeating: nil, count: lead) + (0..<dayCount).map { first.adding(days: $0) }
        let padded = cells + Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        return stride(from: 0, to: padded.count, by: 7).map { Array(padded[$0..<($0 + 7)]) }
    }

    /// The day's shade, 1…4 by its volume against the month's heaviest day; 0 without a session.
    /// A day of sessions without weights (bodyweight, holds) is still 1, so it shows.
    public func shade(of day: Day) -> Int {
        guard let entry = days[day] else { return 0 }
        let top = days.values.map(\.volume).max() ?? 0
        return calendarShade(volume: entry.volume, monthMax: top)
    }
}

public struct CalendarDay: Hashable, Sendable {
    public var sessionTypes: [String]
    /// The sessions' uids, in the same order.
    public var sessionIDs: [String]
    public var volume: Double
    public init(sessionTypes: [String], sessionIDs: [String], volume: Double) {
        self.sessionTypes = sessionTypes
        self.sessionIDs = sessionIDs
        self.volume = volume
    }
}

/// A day's volume as a shade 1…4 against the month's heaviest day (quarters of it).
public func calendarShade(volume: Double, monthMax: Double) -> Int {
    guard monthMax > 0, volume > 0 else { return 1 }
    return min(4, max(1, Int((volume / monthMax * 4).rounded(.up))))
}

extension Day {
    /// The first day of the month `months` after (or before) this day's.
    public func addingMonths(_ months: Int) -> Day {
        let index = year * 12 + (month - 1) + months
        return Day(year: index / 12, month: index % 12 + 1, day: 1)
    }
}
