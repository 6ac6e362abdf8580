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

/// A question asked in a box over the screen, answered yes or no. Splits are named by their
/// session type and steps by their id, so a list that changes underneath never redirects it.
public enum Question: Equatable, Sendable {
    /// "Start Day A — Upper Strength?" for the split with this session type.
    case start(sessionType: String)
    /// History: start a workout from the finished session with this uid (its page is open).
    case startAgain(session: String)
    /// Found an unfinished workout at launch.
    case resume
    /// The workout shown again after a long gap since its last set: does the time away count?
    case timeAway
    /// Fewer than half the steps are done: log as partial?
    case partial
    case discard
    case deleteSplit(sessionType: String)
    case removeStep(sessionType: String, step: Int)
    /// At Finish: save the session's plan changes back to its split? Then finish as `partial`.
    case saveBack(partial: Bool)
    /// Delete a finished session (History tab), by its uid.
    case deletePastSession(id: String)
    /// Delete one set of a finished session (History tab), by the session's and the set's uids.
    case deletePastSet(session: String, set: String)
    /// Delete a weigh-in or measurement (Body page), by its uid.
    case deleteBodyMeasurement(uid: String)
    /// Settings' export: the file is there already; write over it?
    case replaceFile(path: String, format: ExportFileFormat)
    /// The database file was replaced underneath (`Msg.databaseReplaced`): put what this
    /// window saved, kept in a copy, back into the new file and carry on there? `lines` say
    /// what happened and where the copy is.
    case databaseReplaced(lines: [String])
    /// Plans: start or switch to a program while a workout runs (the workout stays as it is).
    case switchProgram(ProgramChoice.Origin)
    /// Plans: remove one of the lifter's own programs, by its uid.
    case removeProgram(uid: String)
    /// Plans: a plan file edited with mistakes (their lines, and the text as written): edit again?
    case programMistakes(ProgramChoice.Origin, text: String, lines: [String])

    /// The question's kind, which decides its buttons.
    public var kind: QuestionKind {
        switch self {
        case .start: return .start
        case .startAgain: return .startAgain
        case .resume: return .resume
        case .timeAway: return .timeAway
        case .partial: return .partial
        case .discard: return .discard
        case .deleteSplit: return .deleteSplit
        case .removeStep: return .removeStep
        case .saveBack: return .saveBack
        case .deletePastSession: return .deletePastSession
        case .deletePastSet: return .deletePastSet
        case .deleteBodyMeasurement: return .deleteBodyMeasurement
        case .replaceFile: return .replaceFile
        case .databaseReplaced: return .databaseReplaced
        case .switchProgram: return .switchProgram
        case .removeProgram: return .removeProgram
        case .programMistakes: return .programMistakes
        }
    }
}

public enum QuestionKind: CaseIterable, Hashable, Sendable {
    case start, resume, timeAway, partial, discard, deleteSplit, removeStep, saveBack, deletePastSession, deletePastSet, replaceFile, databaseReplaced
    case deleteBodyMeasurement, startAgain, switchProgram, removeProgram, programMistakes
}

/// What sits on top of the current screen and takes the keys while shown, with its own state.
public enum Modal: Equatable, Sendable {
    case question(Question)
    /// Waiting for 0…target to set today's challenge count.
    case correctChallenge
    /// The keys of the screen underneath; `scroll` is the first row shown.
    case help(scroll: Int)
    /// A form of fields being edited (a set's values, a split, an exercise of a split).
    case form(Form)
    /// A list to choose from, searched as you type (catalog, starter splits, muscle groups).
    case picker(Picker)
    /// The region checklist of the coverage card, with suggestions; `selection` is the suggestion.
    case coverage(selection: Int)
    /// What an export, import, backup or reset did: a title and its lines, until closed.
    /// `scroll`: the first line shown of a message taller than the screen.
    case message(title: String, lines: [String], scroll: Int = 0)
    /// The `/` prompt at the bottom: the text typed so far, filtering the list in front.
    case listFilter(text: String)
}

/// Home: which workout card is selected (an index into the rotation).
public struct HomeState: Equatable, Sendable {
    public var selection = 0
}

/// The Exercise screen: the selected step (an index into the workout's steps).
public struct ExerciseState: Equatable, Sendable {
    public var selection = 0
    /// Values chosen for a step's next set (with +/-, or an accepted progression), by step id.
    public var pending: [Int: SetValues] = [:]
    /// The step whose set was logged by the last key: +/- then correct that set.
    public var justLogged: Int?
    /// The sets this terminal added beyond the plan (`SetLog.reference`), oldest first: the
    /// key that takes an added set back takes the last of these, never another terminal's.
    public var added: [String] = []
}

public struct StatsState: Equatable, Sendable {
    public var scroll = 0
}

/// The Plans tab: the selected split, and with it open, the selected exercise.
public struct PlansState: Equatable, Sendable {
    public var selection = 0
    /// The `/` filter: splits whose name or an exercise is named with this text; nil: none.
    public var search: String?
    /// Whether the exercises of the selected split are shown.
    public var isOpen = false
    public var stepSelection = 0
    /// The programs (built in and the lifter's own) are shown instead of the splits.
    public var showsPrograms = false
    public var programSelection = 0
    /// Whether the selected program's next workouts are shown.
    public var programPreview = false
    /// The first line of the preview shown, when it is taller than the screen.
    public var previewScroll = 0
    /// The programs as last read (`LoadRequest.programs`).
    public var programs: [ProgramChoice] = []
}

public struct SettingsState: Equatable, Sendable {
    public var selection = 0
    /// The files this session last exported to and imported from (paths as used, `~` expanded):
    /// the import prompt offers the last import, else the last export.
    public var lastExportPath: String?
    public var lastImportPath: String?
    /// The form whose Enter started the data task under way: open again, as it was, when the
    /// task fails (`dataTaskFailed`), to correct and try again.
    public var taskForm: Form?
}

/// A one-line message under the screen: news or an error.
public struct Flash: Equatable, Sendable {
    public var text: String
    public var isError: Bool
    public init(_ text: String, isError: Bool = false) { self.text = text; self.isError = isError }
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
    /// The program in use, with its place and the targets of its week; nil: the rotation of splits.
    public var program: ActiveProgram?
    /// Last time's sets and the bests of the running workout's exercises, by catalog id.
    public var exerciseHistory: [String: ExerciseHistory] = [:]
    /// The workouts of the running workout's split steps that have a rule, by `SplitStepRead.key`.
    public var stepHistories: [String: SlotHistory] = [:]
    /// The lifter's weigh-ins: what a bodyweight or assisted set logged today weighs.
    public var bodyWeights = BodyWeightLog()
    /// Coverage over time, volume, records, achievements: nil until first read.
    public var trends: Trends?
    /// Records per exercise (Stats): nil until first read.
    public var records: [ExerciseRecord]?
    /// Whether the Exercise screen is in front (it takes over while a workout runs).
    public var showingWorkout = false
    public var now: Moment
    public var tab: Tab = .home
    public var home = HomeState()
    public var exercise = ExerciseState()
    public var stats = StatsState()
    /// The History tab (`history` above is the Domain window the rules use).
    public var historyTab = HistoryTabState()
    public var plans = PlansState()
    public var settingsTab = SettingsState()
    /// The exercise page, shown over whatever was in front while set.
    public var exercisePage: ExercisePageState?
    /// The Body page (weigh-ins and measurements), shown over Stats or History while set.
    public var bodyPage: BodyPageState?
    /// Every exercise ever logged, for the list of them (read when it opens).
    public var loggedExercises: [LoggedExercise] = []
    public var modal: Modal?
    public var flash: Flash?
    /// The export, import, backup or reset running off the loop, if one is.
    public var dataTask: DataTaskProgress?
    /// A box to show once the one open now closes: a data task that ended while the person
    /// was in another box (a set's form, a question) does not take it away from them.
    public var pendingModal: Modal?
    public var settings: Settings
    public var width: Int
    public var height: Int
    public var glyphs: Glyphs
    /// Every screen's keys, as this device's config moves them: made once at start (a test
    /// gives a state its own); no message changes it.
    public var keymap: Keymap
    public var quitting = false
    /// Loads asked for once (the catalog, the all-time figures): not asked for again.
    public var requested: Set<LoadRequest> = []
    /// Exercises whose history was asked for.
    public var historyRequested: Set<String> = []
    /// Shown on the Settings tab.
    public var databasePath = ""
    /// The user's home folder and the backups folder: the defaults of the Settings prompts.
    public var homeFolder = ""
    public var backupsFolder = ""

    public init(splits: [Split], catalog: Catalog = .empty, history: History, allTime: AllTimeStats? = nil, workout: ActiveWorkout? = nil,
                now: Moment, settings: Settings = Settings(), width: Int = 80, height: Int = 24, glyphs: Glyphs = .unicode,
                keymap: Keymap = .standard) {
        self.splits = splits
        self.catalog = catalog
        splitNames = Dictionary(splits.map { ($0.sessionType, $0.name) }, uniquingKeysWith: { a, _ in a })
        self.history = history
        self.allTime = allTime ?? AllTimeStats(history: history)
        // What the caller handed over complete need not be read again.
        if !catalog.exercises.isEmpty { requested.insert(.catalog) }
        if allTime == nil { requested.insert(.allTime) }
        self.workout = workout
        self.now = now
        self.settings = settings
        self.width = width
        self.height = height
        self.glyphs = glyphs
        self.keymap = keymap
        home.selection = nextSplitIndex ?? 0
        if workout != nil {
            modal = .question(.resume)
            exercise.selection = workout?.firstIncompleteStep ?? 0
        }
    }

    public var today: Day { now.day }

    /// The splits in the rotation, in order: Home's cards. With a program in use, its days.
    public var rotation: [Split] { program?.splits ?? splits.filter(\.inRotation) }

    /// Index in `rotation` of the next workout: the program's next day, else the next split.
    public var nextSplitIndex: Int? {
        if let program { return program.splits.indices.contains(program.position.day) ? program.position.day : nil }
        let rotation = self.rotation
        guard let next = nextInRotation(order: rotation.map(\.sessionType), history: history, today: today) else { return nil }
        return rotation.firstIndex { $0.sessionType == next }
    }

    /// Session types a new split may not take: those of every split ever saved.
    public var takenSessionTypes: Set<String> {
        Set(splitNames.keys).union(splits.map(\.sessionType)).union(program.map { [$0.record.key] } ?? [])
    }

    /// Glyphs of the splits on show, upper-cased, but the one with `sessionType` (being edited).
    public func takenGlyphs(except sessionType: String? = nil) -> Set<String> {
        Set(splits.filter { $0.sessionType != sessionType }.map { $0.glyph.uppercased() })
    }

    /// The display name of a session type: its split's name, a program day's title (and week), else the type itself.
    public func splitName(_ sessionType: String) -> String {
        if let name = splitNames[sessionType] { return name }
        if let program, let place = program.program.place(of: sessionType, key: program.record.key) {
            return program.program.dayName(week: place.week, day: place.day)
        }
        return sessionType
    }

    /// The target of a step of the running workout, when it is a program's slot or a split's
    /// step with a rule.
    public func target(_ step: WorkoutStep) -> Target? {
        guard let workout else { return nil }
        return program?.target(sessionType: workout.sessionType, step: step.plan) ?? splitStepTarget(step, in: workout)
    }

    /// A session type in a short line: the default plans' one-letter keys as they are ("A"), others by name.
    public func sessionLabel(_ sessionType: String) -> String { sessionType.count <= 2 ? sessionType : splitName(sessionType) }

    /// The split the running workout came from, if it still exists (a program's day is not one).
    public var workoutSplitIndex: Int? { workout.flatMap { w in splitIndex(w.sessionType) } }

    /// The position of the split with this session type.
    public func splitIndex(_ sessionType: String) -> Int? { splits.firstIndex { $0.sessionType == sessionType } }

    /// The split selected on the Plans tab.
    public var selectedSplit: Split? { splits.indices.contains(plans.selection) ? splits[plans.selection] : nil }

    /// The open form or picker, if one is in front.
    public var form: Form? { if case .form(let form) = modal { return form } else { return nil } }
    public var picker: Picker? { if case .picker(let picker) = modal { return picker } else { return nil } }

    public var gymStreak: Int { history.currentGymStreak(today: today) }

    /// The gym streak as Settings count it: days in a row, or weeks with enough sessions.
    public var streak: GymStreak {
        history.gymStreak(mode: settings.streakMode, weekSessions: settings.streakWeekSessions, today: today)
    }

    public var challenge: ChallengeSummary { challengeSummary(history: history, today: today, target: settings.challengeTarget) }

    /// Today's challenge sets and target, as in `challenge`, without its streaks and counts
    /// over the year: what the workout's challenge step shows, drawn at every tick of its clock.
    public var challengeToday: (sets: Int, target: Int) {
        (history.challengeSets(on: today, today: today, target: settings.challengeTarget),
         history.challengeTarget(on: today, today: today, target: settings.challengeTarget))
    }

    /// Whether the loop must wake every second (a clock is on screen).
    public var needsSecondTicks: Bool { workout != nil || dataTask != nil }

    /// A one-line reminder of the first planned weight due for review, or nil.
    public var weightReviewHint: String? {
        for split in rotation {
            if let step = split.weightsDue(today: today).first {
                return "Review the weight of \(step.title) (\(split.name)): unchanged for \(step.reviewWeeks ?? 0)+ weeks."
            }
        }
        return nil
    }
}

extension AppState {
    /// The body weight in force today (the last weigh-in on or before it), nil without one.
    var bodyWeightToday: Double? { bodyWeights.weight(on: today) }
}
