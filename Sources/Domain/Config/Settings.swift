/// The daily challenge: 3 sets a day unless Settings says otherwise.
public enum DailyChallenge {
    /// Sets per day when nothing else is stored.
    public static let defaultTarget = 3
    /// Squats and push-ups in each set.
    public static let defaultReps = 10

    /// The one rule for when a target changed in Settings applies: from today. Today and every
    /// day after count against the new target (a day already full may be partial again, or
    /// full sooner); a day before today keeps the target it was logged with. Home, the workout's
    /// step, Stats, `status` and `challenge` all ask this.
    public static func targetApplies(to day: Day, today: Day) -> Bool { day >= today }
}

/// Whether the UI draws in colour: `auto` follows the terminal and NO_COLOR.
public enum ColourMode: String, CaseIterable, Sendable {
    case auto, on, off
}

public enum WeightUnit: String, Equatable, Sendable, CaseIterable {
    case kg, lb

    static let poundsPerKilogram = 2.204_622_621_8

    /// A weight stored in kilograms, in this unit.
    public func fromKilograms(_ kg: Double) -> Double { self == .kg ? kg : kg * WeightUnit.poundsPerKilogram }
    /// A weight typed in this unit, in kilograms.
    public func toKilograms(_ value: Double) -> Double { self == .kg ? value : value / WeightUnit.poundsPerKilogram }
}

/// The name of each stored setting: the `settings` table's keys, in one place, so a typo is
/// a compile error.
public enum SettingKey: String, CaseIterable, Sendable {
    case bell
    case unit
    case restSeconds = "rest_seconds"
    /// How much the keys that lengthen and shorten a running rest move it, in seconds.
    case restStep = "rest_step_seconds"
    case challengeTarget = "challenge_target"
    case challengeReps = "challenge_reps"
    case colours
    /// When the last backup was written (ISO 8601 date and time).
    case lastBackup = "last_backup"
    /// The bar and the plates owned, per unit: "20|25x4,20x4,…".
    case platesKg = "plates_kg"
    case platesLb = "plates_lb"
    /// One step of the +/- keys, in the unit in use ("2.5" kg, "5" lb).
    case weightStepKg = "weight_step_kg"
    case weightStepLb = "weight_step_lb"
    /// Whether taps and the wheel are read (phone SSH clients send taps as mouse reports).
    case mouse
    /// How the gym streak counts: "days" in a row, or "weeks" in a row with enough sessions.
    case streakMode = "streak_mode"
    /// The days with a session a week needs for the weekly streak (1 to 7).
    case streakWeekSessions = "streak_week_sessions"
    /// Which measure of effort the set form asks for: RPE or RIR (both are kept).
    case effort
    /// What a rest or a timed step ending sends: "off", "bell", or "notify" (the bell and a
    /// desktop notification); unset, it follows the bell.
    case restAlert = "rest_alert"
    /// The uid of the program the rotation follows; "" or absent: none (the splits' own
    /// rotation, A/B/C by default). Set by starting and stopping a program, not on the
    /// Settings screen; stamped like the others, so a sync keeps the later choice.
    case program
}

/// What reaches the lifter when a rest or a timed step ends: nothing, the bell, or the bell
/// and a desktop notification (the terminal's OSC 9 and OSC 777 escapes).
public enum RestAlert: String, CaseIterable, Sendable {
    case off, bell, notify

    public var label: String {
        switch self {
        case .off: return "off"
        case .bell: return "bell"
        case .notify: return "bell + notify"
        }
    }
}

/// How the lifter rates a set's effort: rate of perceived exertion, or reps in reserve.
public enum EffortScale: String, CaseIterable, Sendable {
    case rpe, rir

    public var label: String { self == .rpe ? "RPE" : "RIR" }
}

/// The user's settings, with the one codec between them and the stored strings
/// (used by the UI, the store and the command line alike).
public struct Settings: Equatable, Sendable {
    public var bell: Bool = true
    public var challengeTarget: Int = DailyChallenge.defaultTarget
    public var unit: WeightUnit = .kg
    /// Rest after a working set when the exercise sets none.
    public var restSeconds: Int = 90
    /// What lengthening or shortening a running rest moves it by.
    public var restStepSeconds: Int = Settings.defaultRestStep
    /// Squats and push-ups in each daily challenge set.
    public var challengeReps: Int = DailyChallenge.defaultReps
    public var colours: ColourMode = .auto
    /// Taps and the wheel are read: on unless switched off (a terminal whose own selection
    /// with the mouse matters more than tapping).
    public var mouse = true
    /// When the last backup was written, as stored (ISO 8601); nil before the first.
    public var lastBackup: String?
    /// The bar and plates owned, in kilograms and in pounds (the unit in use picks one).
    public var platesKg = PlateSet.kilograms
    public var platesLb = PlateSet.pounds
    /// One step of the +/- keys, per unit.
    public var weightStepKg = 2.5
    public var weightStepLb = 5.0
    /// How the gym streak counts, and what a week needs when it counts weeks.
    public var streakMode = StreakMode.days
    public var streakWeekSessions = 3
    /// The effort the set form asks for.
    public var effort: EffortScale = .rpe
    /// The rest alert chosen in Settings; nil until one is, when it follows the bell (a lifter
    /// who switched the bell off before this setting existed still gets no bell at a rest's end).
    public var restAlertChoice: RestAlert?
    /// The uid of the program the rotation follows; nil for none (the splits' rotation).
    public var activeProgram: String?

    /// What a rest or a timed step ending sends.
    public var restAlert: RestAlert {
        get { restAlertChoice ?? (bell ? .bell : .off) }
        set { restAlertChoice = newValue }
    }

    /// The rest step when none is stored: Strong's and Hevy's ±15 s.
    public static let defaultRestStep = 15

    /// The steps the Settings row offers, per unit.
    public static let weightStepChoices: [WeightUnit: [Double]] = [.kg: [0.5, 1, 1.25, 2, 2.5, 5], .lb: [1, 2.5, 5, 10]]

    /// One step of the +/- keys in the unit in use.
    /// What decides the weights a program targets: the unit, the bar and plates, the steps.
    public var loading: [String] { [unit.rawValue, plateSet.storedWithBar, plateNumber(weightStepKg), plateNumber(weightStepLb)] }

    public var weightStep: Double {
        get { unit == .kg ? weightStepKg : weightStepLb }
        set { if unit == .kg { weightStepKg = newValue } else { weightStepLb = newValue } }
    }

    /// The bar and plates in the unit in use.
    public var plateSet: PlateSet {
        get { unit == .kg ? platesKg : platesLb }
        set { if unit == .kg { platesKg = newValue } else { platesLb = newValue } }
    }

    public init(bell: Bool = true, challengeTarget: Int = DailyChallenge.defaultTarget, unit: WeightUnit = .kg, restSeconds: Int = 90) {
        self.bell = bell
        self.challengeTarget = challengeTarget
        self.unit = unit
        self.restSeconds = restSeconds
    }

    /// Settings from their stored strings; a missing or unreadable value keeps its default, and
    /// a number past its bound (`numberBounds`) is taken as the bound.
    public init(stored: [SettingKey: String]) {
        self.init()
        func clamped(_ value: Int, _ range: ClosedRange<Int>) -> Int { min(max(value, range.lowerBound), range.upperBound) }
        if let bell = stored[.bell] { self.bell = bell != "off" }
        if let target = stored[.challengeTarget].flatMap(Int.init) { challengeTarget = clamped(target, DataBounds.challengeTarget) }
        if let unit = stored[.unit].flatMap(WeightUnit.init(rawValue:)) { self.unit = unit }
        if let rest = stored[.restSeconds].flatMap(Int.init), rest >= 0 { restSeconds = min(rest, DataBounds.stepSeconds.upperBound) }
        if let step = stored[.restStep].flatMap(Int.init), step > 0 { restStepSeconds = min(step, DataBounds.stepSeconds.upperBound) }
        if let reps = stored[.challengeReps].flatMap(Int.init), reps > 0 { challengeReps = min(reps, DataBounds.challengeReps.upperBound) }
        if let colours = stored[.colours].flatMap(ColourMode.init(rawValue:)) { self.colours = colours }
        if let mouse = stored[.mouse] { self.mouse = mouse != "off" }
        lastBackup = stored[.lastBackup].flatMap { $0.isEmpty ? nil : $0 }
        if let plates = stored[.platesKg].flatMap(PlateSet.init(stored:)) { platesKg = plates }
        if let plates = stored[.platesLb].flatMap(PlateSet.init(stored:)) { platesLb = plates }
        if let step = stored[.weightStepKg].flatMap(Double.init), step > 0, step <= DataBounds.weight.upperBound { weightStepKg = step }
        if let step = stored[.weightStepLb].flatMap(Double.init), step > 0, step <= DataBounds.weight.upperBound { weightStepLb = step }
        if let mode = stored[.streakMode].flatMap(StreakMode.init(rawValue:)) { streakMode = mode }
        if let sessions = stored[.streakWeekSessions].flatMap(Int.init), weekSessionsRange.contains(sessions) { streakWeekSessions = sessions }
        if let effort = stored[.effort].flatMap(EffortScale.init(rawValue:)) { self.effort = effort }
        restAlertChoice = stored[.restAlert].flatMap(RestAlert.init(rawValue:))
        activeProgram = stored[.program].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// What a stored setting that is a number must be, as a sentence ends it ("a whole number
    /// from 1 to 100"), when `value` is not: an imported or synced file's settings are refused
    /// with it. Nil when the value reads, or the setting is no number.
    public static func refusal(_ key: SettingKey, _ value: String) -> String? {
        func whole(_ range: ClosedRange<Int>) -> String? {
            guard let n = Int(value), range.contains(n) else { return "a whole number from \(range.lowerBound) to \(range.upperBound)" }
            return nil
        }
        switch key {
        case .restSeconds: return whole(DataBounds.stepSeconds)
        case .restStep: return whole(1...DataBounds.stepSeconds.upperBound)
        case .challengeTarget: return whole(DataBounds.challengeTarget)
        case .challengeReps: return whole(DataBounds.challengeReps)
        case .streakWeekSessions: return whole(weekSessionsRange)
        case .weightStepKg, .weightStepLb:
            guard let step = Double(value), step > 0, step <= DataBounds.weight.upperBound else {
                return "a number more than 0 and at most \(Int(DataBounds.weight.upperBound))"
            }
            return nil
        case .platesKg, .platesLb:
            guard let set = PlateSet(stored: value), DataBounds.weight.contains(set.bar),
                  set.plates.allSatisfy({ DataBounds.weight.contains($0.weight) && DataBounds.setCount.contains($0.count) }) else {
                return "a bar and plates like 20|25x4,20x4 (each weight at most \(Int(DataBounds.weight.upperBound)), each count at most \(DataBounds.setCount.upperBound))"
            }
            return nil
        case .bell, .unit, .colours, .lastBackup, .mouse, .streakMode, .effort, .restAlert, .program:
            return nil
        }
    }

    /// The stored string of one setting.
    public func stored(_ key: SettingKey) -> String {
        switch key {
        case .bell: return bell ? "on" : "off"
        case .unit: return unit.rawValue
        case .restSeconds: return String(restSeconds)
        case .restStep: return String(restStepSeconds)
        case .challengeTarget: return String(challengeTarget)
        case .challengeReps: return String(challengeReps)
        case .colours: return colours.rawValue
        case .mouse: return mouse ? "on" : "off"
        case .lastBackup: return lastBackup ?? ""
        case .platesKg: return platesKg.storedWithBar
        case .platesLb: return platesLb.storedWithBar
        case .weightStepKg: return String(weightStepKg)
        case .weightStepLb: return String(weightStepLb)
        case .streakMode: return streakMode.rawValue
        case .streakWeekSessions: return String(streakWeekSessions)
        case .effort: return effort.rawValue
        case .restAlert: return restAlertChoice?.rawValue ?? ""
        case .program: return activeProgram ?? ""
        }
    }
}
