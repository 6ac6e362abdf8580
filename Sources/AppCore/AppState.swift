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
}

/// A one-line message under the screen: news or an error.
public struct Flash: Equatable, Sendable {
    public var text: String
    public var isError: Bool
    public init(_ text: String, isError: Bool = false) { self.text = text; self.isError = isError }
}

public struct Settings: Equatable, Sendable {
    public var bell: Bool = true
    public var challengeTarget: Int = 3
    public init(bell: Bool = true, challengeTarget: Int = 3) {
        self.bell = bell
        self.challengeTarget = challengeTarget
    }
}

/// The whole UI state. Screens are pure functions of it.
public struct AppState: Equatable, Sendable {
    public var plans: [WorkoutPlan]
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
    public var modal: Modal?
    public var flash: Flash?
    public var settings: Settings
    public var width: Int
    public var height: Int
    public var glyphs: Glyphs
    public var quitting = false
    /// Shown on the Settings tab.
    public var databasePath = ""

    public init(plans: [WorkoutPlan], history: History, allTime: AllTimeStats? = nil, workout: ActiveWorkout? = nil, now: Moment,
                settings: Settings = Settings(), width: Int = 80, height: Int = 24, glyphs: Glyphs = .unicode) {
        self.plans = plans
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

    /// Index in `plans` of the next workout in rotation.
    public var nextPlanIndex: Int? {
        guard let type = nextInRotation(order: plans.map(\.type), history: history, today: today) else { return nil }
        return plans.firstIndex { $0.type == type }
    }

    public var gymStreak: Int { currentStreak(days: history.gymDays, today: today) }

    public var challenge: ChallengeSummary { challengeSummary(history: history, today: today, target: settings.challengeTarget) }

    /// Whether the loop must wake every second (a clock is on screen).
    public var needsSecondTicks: Bool { workout != nil }
}
