/// The daily challenge of seed 000 §3.4: 3 sets a day unless Settings says otherwise.
public enum DailyChallenge {
    /// Sets per day when nothing else is stored.
    public static let defaultTarget = 3
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
    case challengeTarget = "challenge_target"
    /// When `gymtrack backup` (or a restore, which backs up first) last wrote a backup: ISO 8601.
    case lastBackup = "last_backup"
}

/// The user's settings, with the one codec between them and the stored strings
/// (used by the UI, the store and the command line alike).
public struct Settings: Equatable, Sendable {
    public var bell: Bool = true
    public var challengeTarget: Int = DailyChallenge.defaultTarget
    public var unit: WeightUnit = .kg
    /// Rest after a working set when the exercise sets none.
    public var restSeconds: Int = 90
    /// When the last backup was written (ISO 8601, as stored), nil before the first.
    public var lastBackup: String?

    public init(bell: Bool = true, challengeTarget: Int = DailyChallenge.defaultTarget, unit: WeightUnit = .kg, restSeconds: Int = 90) {
        self.bell = bell
        self.challengeTarget = challengeTarget
        self.unit = unit
        self.restSeconds = restSeconds
    }

    /// Settings from their stored strings; a missing or unreadable value keeps its default.
    public init(stored: [SettingKey: String]) {
        self.init()
        if let bell = stored[.bell] { self.bell = bell != "off" }
        if let target = stored[.challengeTarget].flatMap(Int.init) { challengeTarget = max(1, target) }
        if let unit = stored[.unit].flatMap(WeightUnit.init(rawValue:)) { self.unit = unit }
        if let rest = stored[.restSeconds].flatMap(Int.init), rest >= 0 { restSeconds = rest }
        if let backup = stored[.lastBackup], !backup.isEmpty { lastBackup = backup }
    }

    /// The stored string of one setting.
    public func stored(_ key: SettingKey) -> String {
        switch key {
        case .bell: return bell ? "on" : "off"
        case .unit: return unit.rawValue
        case .restSeconds: return String(restSeconds)
        case .challengeTarget: return String(challengeTarget)
        case .lastBackup: return lastBackup ?? ""
        }
    }
}
