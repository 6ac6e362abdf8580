import Domain

public enum Tab: Int, CaseIterable, Sendable {
    case home, history, stats, plans, settings

    public var title: String {
        switch self {
        case .home: return "Home"
        case .history: return "History"
        case .stats: return "Stats"
        case .plans: return "Plans"
        case .settings: return "Settings"
        }
    }
}

/// A question or overlay on top of the current screen; it takes the keys while shown.
public enum Modal: Equatable, Sendable {
    /// "Start Day A — Upper Strength?" for the plan at this index.
    case confirmStart(Int)
    /// Found an unfinished workout at launch.
    case confirmResume
    /// Fewer than half the steps are done: log as partial?
    case confirmPartial
    case confirmDiscard
    /// Waiting for 0…target to set today's challenge count.
    case correctChallenge
    case help
    /// A form of fields being edited (a set's values, a split, an exercise of a split).
    case form
    /// A list to choose from, searched as you type (catalog, starter splits, muscle groups).
    case picker
    /// The region checklist of the coverage card, with suggestions.
    case coverage
    case confirmDeleteSplit(Int)
    case confirmRemoveStep(Int)
    /// At Finish: save the session's plan changes back to its split? Then finish as `partial`.
    case confirmSaveBack(partial: Bool)
}

/// A one-line message under the screen: news or an error.
public struct Flash: Equatable, Sendable {
    public var text: String
    public var isError: Bool
    public init(_ text: String, isError: Bool = false) { self.text = text; self.isError = isError }
}

public enum WeightUnit: String, Equatable, Sendable {
    case kg, lb

    static let poundsPerKilogram = 2.204_622_621_8

    /// A weight stored in kilograms, in this unit.
    public func fromKilograms(_ kg: Double) -> Double { self == .kg ? kg : kg * WeightUnit.poundsPerKilogram }
    /// A weight typed in this unit, in kilograms.
    public func toKilograms(_ value: Double) -> Double { self == .kg ? value : value / WeightUnit.poundsPerKilogram }
}

public struct Settings: Equatable, Sendable {
    public var bell: Bool = true
    public var challengeTarget: Int = 3
    public var unit: WeightUnit = .kg
    /// Rest after a working set when the exercise sets none.
    public var restSeconds: Int = 90
    public init(bell: Bool = true, challengeTarget: Int = 3, unit: WeightUnit = .kg, restSeconds: Int = 90) {
        self.bell = bell
        self.challengeTarget = challengeTarget
        self.unit = unit
        self.restSeconds = restSeconds
    }
}

/// The whole UI state. Screens are pure functions of it.
public struct AppState: Equatable, Sendable {
    /// Every split, in order; those in the rotation are Home's cards.
    public var splits: [Split]
    public var catalog: Catalog
    /// Names of every split ever saved, deleted ones included, by session type.
    public var splitNames: [String: String]
    /// Recent history (Storage loads a window of it); enough for every rule and picture but
    /// the all-time figures below.
    public var history: History
    public var allTime: AllTimeStats
    public var workout: ActiveWorkout?
    /// Whether the Exercise screen is in front (it takes over while a workout runs).
    public var showingWorkout = false
    public var now: Moment
    public var tab: Tab = .home
    public var homeSelection: Int
    public var stepSelection = 0
    public var statsScroll = 0
    public var settingsSelection = 0
    public var plansSelection = 0
    /// Whether the Plans tab shows the exercises of the selected split.
    public var plansOpen = false
    public var plansStepSelection = 0
    public var form: Form?
    public var picker: Picker?
    public var coverageSelection = 0
    /// First row of the help overlay shown, when its keys do not all fit.
    public var helpScroll = 0
    public var modal: Modal?
    public var flash: Flash?
    public var settings: Settings
    public var width: Int
    public var height: Int
    public var glyphs: Glyphs
    public var quitting = false
    /// Shown on the Settings tab.
    public var databasePath = ""

    public init(splits: [Split], catalog: Catalog = .empty, history: History, allTime: AllTimeStats? = nil, workout: ActiveWorkout? = nil,
                now: Moment, settings: Settings = Settings(), width: Int = 80, height: Int = 24, glyphs: Glyphs = .unicode) {
        self.splits = splits
        self.catalog = catalog
        splitNames = Dictionary(splits.map { ($0.type, $0.name) }, uniquingKeysWith: { a, _ in a })
        self.history = history
        self.allTime = allTime ?? AllTimeStats(history: history)
        self.workout = workout
        self.now = now
        self.settings = settings
        self.width = width
        self.height = height
        self.glyphs = glyphs
        homeSelection = 0
        homeSelection = nextPlanIndex ?? 0
        if workout != nil {
            modal = .confirmResume
            stepSelection = workout?.firstIncompleteStep ?? 0
        }
    }

    public var today: Day { now.day }

    /// The splits in the rotation, in order: Home's cards.
    public var rotation: [Split] { splits.filter(\.inRotation) }

    /// Index in `rotation` of the next workout.
    public var nextPlanIndex: Int? {
        let rotation = self.rotation
        guard let type = nextInRotation(order: rotation.map(\.type), history: history, today: today) else { return nil }
        return rotation.firstIndex { $0.type == type }
    }

    /// Session types a new split may not take: those of every split ever saved.
    public var takenSplitTypes: Set<String> { Set(splitNames.keys).union(splits.map(\.type)) }

    /// The display name of a session type: its split's name, else the type itself.
    public func splitName(_ type: String) -> String { splitNames[type] ?? type }

    /// A session type in a short line: the seed's one-letter keys as they are ("A"), others by name.
    public func sessionLabel(_ type: String) -> String { type.count <= 2 ? type : splitName(type) }

    /// The split the running workout came from, if it still exists.
    public var workoutSplitIndex: Int? { workout.flatMap { w in splits.firstIndex { $0.type == w.planType } } }

    public var gymStreak: Int { currentStreak(days: history.gymDays, today: today) }

    public var challenge: ChallengeSummary { challengeSummary(history: history, today: today, target: settings.challengeTarget) }

    /// Whether the loop must wake every second (a clock is on screen).
    public var needsSecondTicks: Bool { workout != nil }

    /// A one-line reminder of the first planned weight due for review (seed 004), or nil.
    public var weightReviewHint: String? {
        for split in rotation {
            if let step = split.weightsDue(today: today).first {
                return "Review the weight of \(step.title) (\(split.name)): unchanged for \(step.reviewWeeks ?? 0)+ weeks."
            }
        }
        return nil
    }
}
