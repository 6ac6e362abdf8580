import Domain

/// What a key does; the same table drives dispatch, the hint bar and the help overlay.
public enum Action: Hashable, Sendable {
    case quit, back, help
    case nextTab, previousTab, gotoTab(Tab)
    case up, down, left, right
    case open
    case challengeAdd, challengeCorrect, challengeSet(Int)
    case resumeWorkout
    case completeSet, undoSet, toggleTimer, finish, discard
    /// A drop set under the last set; take back a set added beyond the plan (`addSet` adds one).
    case addDropSet, takeBackAddedSet
    /// One weight step heavier (+1) or lighter (-1), one rep more or fewer: on the set just
    /// logged, else on the next set to log.
    case adjustWeight(Int), adjustReps(Int), acceptProgression
    case editSet, skipStep, addExercise, note, showCoverage, acceptSuggestion, stopRest
    /// Swap the selected exercise for another that trains the same regions, for this session.
    case swapExercise
    /// The note on the whole session (the running workout's, or a past one's).
    case sessionNote
    /// The running rest: longer or shorter by Settings' rest step; its length kept as the exercise's rest.
    case longerRest, shorterRest, keepRest
    /// The note on a set: the one just logged, or another of the exercise's sets.
    case setNote
    /// The selected exercise done one side at a time, or both at once again, for this session.
    case toggleSides
    /// History: a new workout with a past session's exercises and sets as its plan.
    case repeatWorkout
    case moveItemUp, moveItemDown
    /// Superset: group the selected exercise with the next one, or split them; set an exercise's own weight step.
    case linkSuperset, setWeightStep
    case newSplit, edit, editGroups, toggleRotation, delete, starterSplits
    /// The muscle regions of an exercise typed by hand; a new region (or group) for the taxonomy.
    case editMuscles, newRegion
    case yes, no
    /// The exercise page: open it (Exercise screen), the list of exercises logged (History), change its range.
    case openExercisePage, exerciseList, cycleRange
    /// The Body page: open it (Stats, History), add a weigh-in or measurement there.
    case openBody, addMeasurement
    case toggleSetting
    /// Lists: a screen down or up, the first or last row.
    case pageDown, pageUp, first, last
    /// History: cycle the split filter, switch list ↔ calendar, change a past session.
    case cycleFilter, switchView, addSet, deleteSet, togglePartial, moveSession, deleteSession
    /// Form and picker keys: typed text, erase, next/previous field, toggle a checklist row.
    case type(Character), erase, nextField, previousField, toggle, save
    /// A text field's readline keys: clear it (Ctrl-U), erase the word before the cursor (Ctrl-W).
    case clearField, eraseWord
    /// `/`: filter the list in front by typed text; step to the next or previous row it kept.
    case filterList, nextMatch, previousMatch
}

public struct Binding: Sendable {
    public var keys: [Key]
    /// How the keys are written on screen: "Space", "j/k", "1-5".
    public var label: String
    public var action: Action
    /// Shown in the help overlay.
    public var description: String
    /// Shown in the hint bar when there is room; nil keeps it to the help overlay.
    public var hint: String?
    /// Rows that the help overlay and the hint bar show as one line ("1-5 Switch tab").
    public var group: BindingGroup?
    /// Said after `description` in the README's key table and the man page, which have the
    /// room the help overlay has not: what the screen shows, what it asks, the defaults.
    public var details: String?

    public init(_ keys: [Key], _ label: String, _ action: Action, _ description: String, hint: String? = nil, group: BindingGroup? = nil,
                details: String? = nil) {
        self.keys = keys
        self.label = label
        self.action = action
        self.description = description
        self.hint = hint
        self.group = group
        self.details = details
    }
}

/// A run of rows shown as one line: the digit keys of the tabs, of today's challenge count.
public struct BindingGroup: Hashable, Sendable {
    public var label: String
    public var description: String
    public var hint: String?
    /// As `Binding.details`, for the group's line.
    public var details: String?
    public init(label: String, description: String, hint: String? = nil, details: String? = nil) {
        self.label = label
        self.description = description
        self.hint = hint
        self.details = details
    }
}

/// One line of the help overlay or the hint bar: a row of the table, or a group of rows.
public struct KeyLine: Equatable, Sendable {
    public var label: String
    public var description: String
    public var hint: String?
    public var actions: [Action]
    /// Every key of the line's rows, and what the README and the man page add to `description`.
    public var keys: [Key]
    public var details: String?
}

/// Where keys are being read: the screen in front or the question on top of it.
public enum KeyContext: Hashable, Sendable, CaseIterable {
    case home, exercise, history, historyCalendar, sessionDetail, stats, settings, plans, planSteps, exercisePage, bodyPage
    /// `picker`: a searchable list whose Enter adds what is chosen; `openPicker`: one whose
    /// Enter opens it (the exercises logged); `swapPicker`: one whose Enter swaps the selected
    /// exercise for it; `checklist`: Space toggles rows; `listFilter`: the one-line prompt of `/`.
    case question(QuestionKind), correctChallenge, help, form, picker, openPicker, swapPicker, checklist, coverage, message, listFilter

    /// Every context, in the order of the cases: each `Kind` (whose list Swift writes) with
    /// its contexts. `kind` and `Kind.contexts` are switches the compiler checks, so a context
    /// added here does not compile until both name it, and then it is listed.
    public static let allCases = Kind.allCases.flatMap(\.contexts)

    /// A context without its question's kind: the cases Swift can list.
    enum Kind: CaseIterable {
        case home, exercise, history, historyCalendar, sessionDetail, stats, settings, plans, planSteps, exercisePage, bodyPage
        case question, correctChallenge, help, form, picker, openPicker, swapPicker, checklist, coverage, message, listFilter

        var contexts: [KeyContext] {
            switch self {
            case .home: return [.home]
            case .exercise: return [.exercise]
            case .history: return [.history]
            case .historyCalendar: return [.historyCalendar]
            case .sessionDetail: return [.sessionDetail]
            case .stats: return [.stats]
            case .settings: return [.settings]
            case .plans: return [.plans]
            case .planSteps: return [.planSteps]
            case .exercisePage: return [.exercisePage]
            case .bodyPage: return [.bodyPage]
            case .question: return QuestionKind.allCases.map(KeyContext.question)
            case .correctChallenge: return [.correctChallenge]
            case .help: return [.help]
            case .form: return [.form]
            case .picker: return [.picker]
            case .openPicker: return [.openPicker]
            case .swapPicker: return [.swapPicker]
            case .checklist: return [.checklist]
            case .coverage: return [.coverage]
            case .message: return [.message]
            case .listFilter: return [.listFilter]
            }
        }
    }

    var kind: Kind {
        switch self {
        case .home: return .home
        case .exercise: return .exercise
        case .history: return .history
        case .historyCalendar: return .historyCalendar
        case .sessionDetail: return .sessionDetail
        case .stats: return .stats
        case .settings: return .settings
        case .plans: return .plans
        case .planSteps: return .planSteps
        case .exercisePage: return .exercisePage
        case .bodyPage: return .bodyPage
        case .question: return .question
        case .correctChallenge: return .correctChallenge
        case .help: return .help
        case .form: return .form
        case .picker: return .picker
        case .openPicker: return .openPicker
        case .swapPicker: return .swapPicker
        case .checklist: return .checklist
        case .coverage: return .coverage
        case .message: return .message
        case .listFilter: return .listFilter
        }
    }

    /// Contexts where typed characters are text, not commands.
    var takesText: Bool { self == .form || self == .listFilter || isSearchablePicker }

    var isSearchablePicker: Bool { self == .picker || self == .openPicker || self == .swapPicker }
}

public enum Keymap {
    /// ↑/k and ↓/j through a list of `items` ("steps"), which the README and the man page name.
    static func moveKeys(_ items: String? = nil) -> [Binding] {
        let details = items.map { "Through the \($0)" }
        return [
            Binding([.up, .char("k")], "↑/k", .up, "Move up", details: details),
            Binding([.down, .char("j")], "↓/j", .down, "Move down", details: details),
        ]
    }

    static let tabKeys: [Binding] = Tab.allCases.map { tab in
        let digit = String(tab.rawValue + 1)
        return Binding([.char(Character(digit))], digit, .gotoTab(tab), tab.title,
                       group: BindingGroup(label: "1-\(Tab.allCases.count)", description: "Switch tab (Home … Settings)",
                                           details: Tab.allCases.map(\.title).joined(separator: ", ")))
    } + [
        Binding([.tab], "Tab", .nextTab, "Next tab"),
        Binding([.backTab], "S-Tab", .previousTab, "Previous tab"),
    ]

    /// The keys of every screen, where each screen has them: the tabs, and help.
    static let everyScreen: [Binding] = tabKeys + [Binding([.char("?")], "?", .help, "Show these keys", hint: "help")]

    /// The rows of `context`; `challengeTarget` numbers the challenge correction's keys.
    public static func bindings(for context: KeyContext, workoutRunning: Bool = false,
                                challengeTarget: Int = DailyChallenge.defaultTarget) -> [Binding] {
        // Every frame asks for these several times (hint bar, footers, messages): the usual
        // tables are built once.
        guard challengeTarget == DailyChallenge.defaultTarget else {
            return overrides.apply(to: table(for: context, workoutRunning: workoutRunning, challengeTarget: challengeTarget), in: context)
        }
        return (workoutRunning ? builtRunning : builtIdle)[context] ?? []
    }

    /// The keys the config moved: set by `install` once at start, before the first frame
    /// (and by tests, which put `.none` back).
    nonisolated(unsafe) public private(set) static var overrides = KeyOverrides.none

    /// Moves the keys `overrides` names, in every table from now on.
    public static func install(_ overrides: KeyOverrides) {
        self.overrides = overrides
        builtIdle = build(workoutRunning: false)
        builtRunning = build(workoutRunning: true)
    }

    private static func build(workoutRunning: Bool) -> [KeyContext: [Binding]] {
        Dictionary(uniqueKeysWithValues: KeyContext.allCases.map {
            ($0, overrides.apply(to: table(for: $0, workoutRunning: workoutRunning, challengeTarget: DailyChallenge.defaultTarget), in: $0))
        })
    }

    nonisolated(unsafe) private static var builtIdle = build(workoutRunning: false)
    nonisolated(unsafe) private static var builtRunning = build(workoutRunning: true)

    /// The digit keys of the challenge correction, each a row of its own.
    static let challengeDigits = 0...9

    /// The rows as the code writes them, before the config moves any key.
    static func table(for context: KeyContext, workoutRunning: Bool = false, challengeTarget: Int = DailyChallenge.defaultTarget) -> [Binding] {
        // The digits that set today's count: 0 up to the target, or up to the last digit key.
        let digits = "0-\(min(challengeTarget, challengeDigits.upperBound))"
        switch context {
        case .home:
            // With a workout running, the way back to it comes first so it never drops off a narrow hint bar.
            return (workoutRunning ? [Binding([.char("w")], "w", .resumeWorkout, "Back to the running workout", hint: "workout")] : [])
            + [
                Binding([.enter], "Enter", .open, "Start the selected workout", hint: "start",
                        details: "It asks first (\"Start Day A — Upper Strength?\")"),
                Binding([.char("c")], "c", .challengeAdd, "Add a daily challenge set", hint: "+challenge",
                        details: "Up to the day's target (\(DailyChallenge.defaultTarget) unless Settings say otherwise)"),
                Binding([.char("C")], "C", .challengeCorrect, "Correct today's sets (then \(digits))", hint: "fix"),
            ]
            + [
                Binding([.left, .char("h"), .up, .char("k")], "←/h", .left, "Previous workout card",
                        details: "The first card is an end: the choice does not wrap around"),
                Binding([.right, .char("l"), .down, .char("j")], "→/l", .right, "Next workout card",
                        details: "The next workout in rotation is marked Next; the last card is an end"),
            ] + everyScreen + [
                // Esc does not quit: it is the key that closes questions, and is easily pressed twice.
                Binding([.char("q")], "q", .quit, "Quit; a running workout is kept", hint: "quit"),
            ]
        case .exercise:
            let heavier = Binding([.char("+"), .char("=")], "+", .adjustWeight(1), "One weight step heavier (the set just logged, else the next)",
                                  details: "The exercise's own step, else 2.5 kg / 5 lb unless Settings say otherwise; shown beside \"Next:\". Right after a set, that set, also when it was its exercise's last and the cursor has gone on; on an exercise with nothing left to log, its last set; right after a warm-up, the working set about to be loaded (the warm-ups left ramp up to it)")
            let lighter = Binding([.char("-")], "-", .adjustWeight(-1), "One weight step lighter")
            return [
                Binding([.char(" ")], "Space", .completeSet, "Complete the next set or step", hint: "set",
                        details: "At what this session last logged for the exercise (a correction carries on); a first set takes the plan's weight, else last time's, else the warm-up's. \"Next:\" under the step says before every set what it will log (\"Next: 10 reps, no weight\" when no weight is known: \(heavier.label) sets one)"),
                Binding([.char("t")], "t", .toggleTimer, "Start/pause the step's timer", hint: "timer"),
                Binding([.char("e")], "e", .editSet, "Edit the last set's reps, weight, RPE", hint: "edit",
                        details: "Before any set: log the next one with them"),
                Binding([.char("u")], "u", .undoSet, "Undo the last set of the step", hint: "undo"),
                Binding([.char("f")], "f", .finish, "Finish and log the workout", hint: "finish",
                        details: "Below half the steps it asks \"Log as partial session?\"; if the session changed the plan, \"Save changes to the split?\""),
                Binding([.char("v")], "v", .showCoverage, "Muscle coverage checklist", hint: "coverage",
                        details: "✓/✗ per region of the split's groups, and every suggestion to add"),
                Binding([.char("s")], "s", .acceptSuggestion, "Add the suggested exercise", hint: "suggest",
                        details: "The first suggestion, as the screen names it (\"Missed: Triceps Long — add 2 × …\")"),
                Binding([.char("a")], "a", .addExercise, "Add an exercise from the catalog", hint: "add",
                        details: "Searched as you type"),
                Binding([.char("A")], "A", .addSet, "Add a set past the plan", hint: "+set",
                        details: "Once the planned sets are done (Space logs those): logged at once at the last working set's weight and reps, which +/- and >/< then correct. Right after a set, on that set's exercise, where the cursor has gone on from it; else on the selected one, as d and U"),
                Binding([.char("d")], "d", .addDropSet, "Add a drop set", hint: "drop",
                        details: "Under the last set, logged at once with its reps, a fifth lighter (down to what loads, at least one weight step; an assisted exercise one step more help), which +/- and >/< then correct. It takes no planned place and counts in volume and records, but never as a working weight: next session's weight, \"Last:\" and the progression read the set above it"),
                Binding([.char("U")], "U", .takeBackAddedSet, "Take back a set added",
                        details: "A drop set or a set past the plan: the one this terminal added last, by its id, so a set another terminal logged on the exercise meanwhile stays"),
                Binding([.char("x")], "x", .skipStep, "Skip the exercise (again: unskip)", hint: "skip"),
                Binding([.char("w")], "w", .swapExercise, "Swap the exercise (same muscles)", hint: "swap",
                        details: "For this session only: the list puts first those that share its primary regions and shows what each is done with, so you can choose what is free; sets already logged stay the original's, which is then done, and the new exercise takes the sets left"),
                Binding([.char("r")], "r", .stopRest, "End the rest now"),
                Binding([.char("]")], "]", .longerRest, "Lengthen the running rest",
                        details: "By the rest step of Settings (\(Settings.defaultRestStep) s unless set), up to \(ActiveWorkout.longestRestSeconds / 60) min in all"),
                Binding([.char("[")], "[", .shorterRest, "Shorten the running rest",
                        details: "By the same step; shortened past the time rested, the rest ends"),
                Binding([.char("R")], "R", .keepRest, "Keep this rest for next time",
                        details: "Its length becomes the rest of the exercise it follows, from its next set on and in the split's step (a program's rests stay as its plan file says: this workout only)"),
                Binding([.char("n")], "n", .note, "Write a note on the exercise"),
                Binding([.char("N")], "N", .sessionNote, "Write a note on the session", hint: "note",
                        details: "How it went, the gym, the sleep: shown in History's list and the session's page"),
                Binding([.char("m")], "m", .setNote, "Write a note on the last set",
                        details: "The set just logged of the selected exercise; the form's Set field picks another of its sets. Shown under its sets, on the session's page in History and on the exercise's progress page"),
                Binding([.char("L")], "L", .toggleSides, "A side at a time (again: both)",
                        details: "Before the exercise's first working set: each set then logs a left and a right (10/10). For this session; Finish offers it to the split"),
                Binding([.char("K")], "K", .moveItemUp, "Move the exercise up"),
                Binding([.char("J")], "J", .moveItemDown, "Move the exercise down"),
                heavier,
                lighter,
                Binding([.char(">")], ">", .adjustReps(1), "One rep more", details: "On the set just logged (also its exercise's last), or the last of an exercise with nothing left to log, else on the next"),
                Binding([.char("<")], "<", .adjustReps(-1), "One rep fewer"),
                Binding([.char("p")], "p", .acceptProgression, "Take the weight offered (↑)",
                        details: "Offered when every set reached its reps last time"),
                Binding([.char("g")], "g", .linkSuperset, "Superset with the next exercise (again: split)",
                        details: supersetDetails),
                Binding([.char("i")], "i", .setWeightStep, "This exercise's weight step (\(heavier.label)/\(lighter.label))",
                        details: "Its own (dumbbells 2 kg, a machine 5 kg), in your unit; empty goes back to Settings'"),
                Binding([.char("P")], "P", .openExercisePage, "The exercise's progress: charts and records"),
                Binding([.char("D")], "D", .discard, "Discard the workout (asks)"),
            ] + moveKeys("steps") + everyScreen + [
                Binding([.char("q"), .escape], "q", .back, "Home; workout keeps running", hint: "home"),
            ]
        case .stats:
            return [
                Binding([.down, .char("j")], "↓/j", .down, "Scroll down", hint: "scroll"),
                Binding([.up, .char("k")], "↑/k", .up, "Scroll up"),
                Binding([.pageDown], "PgDn", .pageDown, "A screen down"),
                Binding([.pageUp], "PgUp", .pageUp, "A screen up"),
                Binding([.char("g"), .home], "g", .first, "To the top"),
                Binding([.char("G"), .end], "G", .last, "To the end"),
                openBody,
            ]
                + everyScreen + [
                Binding([.char("q"), .escape], "q", .back, "Back to Home", hint: "back"),
            ]
        case .settings:
            return moveKeys("settings") + [
                Binding([.enter, .char(" ")], "Enter", .toggleSetting, "Change the setting, or do the action", hint: "change",
                        details: "The bar and plates, and each action, open a prompt with the defaults filled in; an action then says what it did: export (JSON or CSV), import (gymtrack, Strong, Hevy, FitNotes, Fitbod, Liftosaur, GymBook; merge or replace, or a dry run; for another app's CSV the unit of weights it gives without one, the order of slash dates, and whether a row that cannot be read refuses the file or is skipped), back up now, erase all data (type RESET; a backup is written first)"),
                Binding([.left, .char("h")], "←/h", .left, "Previous value"),
                Binding([.right, .char("l")], "→/l", .right, "Next value",
                        details: "Saved at once: bell, rest end alert (off/bell/bell + notify), kg/lb, weight step, colours (auto/on/off), default rest, the rest step (what lengthening or shortening a running rest moves it by: 5 s to 1 min), daily challenge sets and reps per set (a new number of sets counts from today: today's sets are counted against it at once, on Home, in the workout, in status and challenge; days before today keep the target they had), the streak (days in a row, or weeks in a row with sessions on 1 to 7 days of each), mouse / taps (on/off)"),
            ] + everyScreen + [
                Binding([.char("q"), .escape], "q", .back, "Back to Home", hint: "back"),
            ]
        case .plans:
            return moveKeys("splits") + [
                Binding([.enter], "Enter", .open, "Show the split's exercises", hint: "open"),
                // a, as "add" elsewhere: n and N step through the / filter's matches, as on History.
                Binding([.char("a")], "a", .newSplit, "New split", hint: "new"),
                Binding([.char("e")], "e", .edit, "Edit name, colour, glyph, rotation", hint: "edit",
                        details: "And its description, duration and daily challenge; a glyph another split has is refused"),
                Binding([.char("r")], "r", .toggleRotation, "Put in or take out of the rotation", hint: "rotation"),
                Binding([.char("g")], "g", .editGroups, "Choose its muscle groups", hint: "groups"),
                Binding([.char("S")], "S", .starterSplits, "Add a starter split (Push, Pull…)", hint: "starter",
                        details: "Made from the catalog"),
                Binding([.char("K")], "K", .moveItemUp, "Move the split up"),
                Binding([.char("J")], "J", .moveItemDown, "Move the split down"),
                Binding([.char("D")], "D", .delete, "Delete the split (asks)", details: "Sessions logged with it stay"),
                Binding([.char("/")], "/", .filterList, "Filter: splits of a name or with an exercise", hint: "filter",
                        details: "A prompt at the bottom: the splits whose name or title, or one of whose exercises, is named with the text typed (any case); Enter keeps it, Esc cancels. Splits move up and down only when every one is shown"),
                Binding([.char("n")], "n", .nextMatch, "Next split matching (wraps around)"),
                Binding([.char("N")], "N", .previousMatch, "Previous split matching"),
            ] + everyScreen + [
                Binding([.char("q"), .escape], "q", .back, "Clear the / filter, else back to Home", hint: "back"),
            ]
        case .planSteps:
            return moveKeys("exercises") + [
                Binding([.char("a")], "a", .addExercise, "Add an exercise from the catalog", hint: "add",
                        details: "Or type a new exercise"),
                Binding([.enter, .char("e")], "Enter/e", .edit, "Open the exercise's form: sets, reps, weight, rest", hint: "edit",
                        details: "And its kind and its own weight step"),
                Binding([.char("x")], "x", .delete, "Remove the exercise (asks)", hint: "remove"),
                Binding([.char("K")], "K", .moveItemUp, "Move the exercise up", hint: "up"),
                Binding([.char("J")], "J", .moveItemDown, "Move the exercise down", hint: "down"),
                Binding([.char("g")], "g", .linkSuperset, "Superset with the next exercise (again: split)", hint: "superset",
                        details: supersetDetails),
                // Named by the flash of an exercise typed by hand and its form, not the crowded hint bar.
                Binding([.char("m")], "m", .editMuscles, "The muscle regions of an exercise typed by hand",
                        details: "A checklist; a catalog exercise says what it trains"),
            ] + everyScreen + [
                Binding([.char("q"), .escape], "q", .back, "Back to the splits", hint: "back"),
            ]
        case .form:
            return [
                Binding([.enter], "Enter", .save, "Save", hint: "save"),
                Binding([.tab, .down], "Tab", .nextField, "Next field", hint: "next",
                        details: "The first key typed in a field replaces its value"),
                Binding([.backTab, .up], "S-Tab", .previousField, "Previous field"),
                Binding([.left], "←", .left, "Change a choice"),
                Binding([.right], "→", .right, "Change a choice"),
                Binding([.backspace], "Bksp", .erase, "Erase"),
                Binding([.escape], "Esc", .no, "Cancel", hint: "cancel"),
                // Readline's keys; their hints show in the form's own footer when it has room.
                Binding([.char(controlU)], "^U", .clearField, "Clear the field", hint: "clear"),
                Binding([.char(controlW)], "^W", .eraseWord, "Erase the word before the cursor", hint: "word"),
            ]
        case .picker, .openPicker, .swapPicker:
            // Letters are the search, so the arrows move, and Ctrl-P/Ctrl-N as in readline.
            let move = BindingGroup(label: "↑/↓/^P/^N", description: "Move up and down (letters type into the search)", hint: "move",
                                    details: "The search is the list's filter: every row shown matches it, so these step through the matches (n and N are letters of the search here, and a / typed first is left out)")
            return [
                Binding([.up, .char(controlP)], "↑/^P", .up, "Move up", group: move),
                Binding([.down, .char(controlN)], "↓/^N", .down, "Move down", group: move),
                context == .openPicker ? Binding([.enter], "Enter", .save, "Open the chosen one", hint: "open")
                    : context == .swapPicker ? Binding([.enter], "Enter", .save, "Swap for the chosen one", hint: "swap")
                    : Binding([.enter], "Enter", .save, "Choose", hint: "add"),
                Binding([.backspace], "Bksp", .erase, "Erase"),
                Binding([.escape], "Esc", .no, "Cancel", hint: "cancel"),
                Binding([.char(controlU)], "^U", .clearField, "Clear the search"),
                Binding([.char(controlW)], "^W", .eraseWord, "Erase the word before the cursor"),
            ]
        case .listFilter:
            return [
                Binding([.enter], "Enter", .save, "Keep the filter: the list shows only what matches", hint: "filter",
                        details: "Nothing typed: every row again"),
                Binding([.escape], "Esc", .no, "Cancel: the list as it was", hint: "cancel"),
                Binding([.backspace], "Bksp", .erase, "Erase"),
                Binding([.char(controlU)], "^U", .clearField, "Clear the text", hint: "clear"),
                Binding([.char(controlW)], "^W", .eraseWord, "Erase the word before the cursor"),
            ]
        case .checklist:
            return moveKeys() + [
                Binding([.char(" ")], "Space", .toggle, "Toggle", hint: "toggle"),
                Binding([.enter], "Enter", .save, "Save", hint: "save"),
                Binding([.char("n")], "n", .newRegion, "Add a muscle region, to a group or a new group", hint: "new region",
                        details: "A group name not there yet makes the group"),
                Binding([.escape, .char("q")], "Esc", .no, "Cancel", hint: "cancel"),
            ]
        case .coverage:
            return moveKeys("suggestions") + [
                Binding([.enter, .char("s")], "Enter", .acceptSuggestion, "Add the selected suggestion", hint: "add"),
                Binding([.escape, .char("q"), .char("v")], "Esc", .no, "Close", hint: "close"),
            ]
        case .history, .historyCalendar, .sessionDetail:
            // E opens the list of exercises logged from the list and the calendar (not over a session's edits).
            let exercises = context == .sessionDetail ? [] : [Binding([.char("E")], "E", .exerciseList, "Every exercise logged: its progress", hint: "exercises",
                                                                      details: "How many sessions had a set of it logged or its step checked off, and the last day (one only planned is left out), searched as you type; the chosen one opens its progress page")]
            return historyBindings(context) + exercises + (context == .sessionDetail ? [] : [openBody]) + everyScreen
        case .bodyPage:
            return [
                Binding([.char("a")], "a", .addMeasurement, "Add today's weigh-in or a measurement", hint: "add",
                        details: "A form: what (body weight, body fat, waist, chest, arms, thighs, one of your own), the value in the units of Settings (kg or lb; % for body fat; cm, or inches with lb, for lengths), the date (today) and a note"),
                Binding([.char("d")], "d", .delete, "Delete the selected entry (asks)", hint: "delete",
                        details: "Kept as a tombstone for export and merge"),
                Binding([.down, .char("j")], "↓/j", .down, "Next chart or entry", hint: "move",
                        details: "The page: body weight with its average over the last \(BodyRecords.averagedWeighIns) days weighed, each measurement, strength ÷ body weight for squat, bench, deadlift and overhead press (best e1RM of each session ÷ the weigh-in on or before it), then every entry, newest first"),
                Binding([.up, .char("k")], "↑/k", .up, "Previous chart or entry"),
            ] + everyScreen + [
                Binding([.char("q"), .escape], "q", .back, "Back to where it was opened", hint: "back"),
            ]
        case .exercisePage:
            return [
                Binding([.char("r")], "r", .cycleRange, "Range: 3 months, 1 year, all", hint: "range",
                        details: "Of the page's e1RM line, volume bars and reps-at-weight scatter (newer brighter); the records with their dates and the last sessions' sets follow"),
                Binding([.down, .char("j")], "↓/j", .down, "Scroll down", hint: "scroll"),
                Binding([.up, .char("k")], "↑/k", .up, "Scroll up"),
            ] + everyScreen + [
                Binding([.char("q"), .escape], "q", .back, "Back to where it was opened", hint: "back"),
            ]
        case .question(let kind):
            // Starting and resuming are answered with Enter; questions that throw work away with y.
            let enter = kind == .start || kind == .startAgain || kind == .resume || kind == .timeAway
            let (yes, no) = kind.buttons
            return [
                Binding([.enter, .char("y")], enter ? "Enter" : "y", .yes, yes, hint: yes),
                Binding([.escape, .char("n")], enter ? "Esc" : "n", .no, no, hint: no),
            ]
        case .correctChallenge:
            // Every digit is a row, so one above the target is refused with a sentence, not ignored.
            let group = BindingGroup(label: digits, description: "Set today's challenge sets", hint: "set today's sets")
            return challengeDigits.map { Binding([.char(Character(String($0)))], String($0), .challengeSet($0), "Set today's sets to \($0)", group: group) }
                + [Binding([.escape, .char("q")], "Esc", .no, "Cancel", hint: "cancel")]
        case .message:
            return [Binding([.enter, .escape, .char("q"), .char(" ")], "Enter", .no, "Close", hint: "close"),
                    Binding([.down, .char("j")], "↓/j", .down, "Scroll", details: "A message taller than the screen"),
                    Binding([.up, .char("k")], "↑/k", .up, "Scroll back")]
        case .help:
            return [Binding([.escape, .char("q"), .char("?"), .enter], "Esc", .no, "Close help", hint: "close"),
                    Binding([.down, .char("j")], "↓/j", .down, "Scroll"),
                    Binding([.up, .char("k")], "↑/k", .up, "Scroll back")]
        }
    }

    /// The key that opens the Body page, on Stats and History.
    private static let openBody = Binding([.char("b")], "b", .openBody, "Body: weigh-ins, measurements, charts", hint: "body",
                                          details: "The Body page; its own keys add and delete")

    /// What `g` does to supersets, beyond its line in the help overlay.
    private static let supersetDetails = "A third exercise makes a circuit; on the last exercise of a group it splits that one off"

    /// Ctrl-U, Ctrl-W, Ctrl-N and Ctrl-P, as the terminal sends them.
    static let controlU: Character = "\u{15}", controlW: Character = "\u{17}", controlN: Character = "\u{0E}", controlP: Character = "\u{10}"

    /// Rows whose hint is shown only in a box's own footer, after the others and where there
    /// is room: never in the hint bar.
    static let footerOnly: Set<Action> = [.clearField, .eraseWord]

    /// What Enter does in a form whose Enter is not a plain save: its row's hint there.
    public static func saveHint(for purpose: FormPurpose) -> String? {
        switch purpose {
        case .exportData: return "export"
        case .importData: return "import"
        case .backup: return "back up"
        case .reset: return "erase"
        default: return nil
        }
    }

    /// The action bound to `key` in `context`; in a form or a search, a typed character is
    /// text, but a control character is never text: it is a key of the table or nothing.
    public static func action(for key: Key, in context: KeyContext, workoutRunning: Bool) -> Action? {
        if context.takesText, case .char(let c) = key, !c.isControlCharacter {
            return .type(c)
        }
        return bindings(for: context, workoutRunning: workoutRunning).first { $0.keys.contains(key) }?.action
    }

    /// How the key of `action` is written on screen in `context` ("u", "Enter"): what every
    /// message and box footer that names a key uses, so none can name a key that does nothing.
    public static func label(_ action: Action, in context: KeyContext, workoutRunning: Bool = true) -> String {
        guard let binding = bindings(for: context, workoutRunning: workoutRunning).first(where: { $0.action == action }) else {
            // A message naming a key that is not bound is a bug the keymap tests catch; show the action, not nothing.
            return "\(action)"
        }
        return binding.label
    }

    /// "u takes back": a key and what it does, for a message.
    public static func says(_ action: Action, in context: KeyContext, _ words: String) -> String {
        label(action, in: context) + " " + words
    }

    /// "0 to 3": the first and the last key of the challenge correction's digit rows that
    /// set a count up to `target`, for the sentences of its box.
    static func challengeDigitRange(upTo target: Int) -> String {
        let rows = bindings(for: .correctChallenge).filter {
            if case .challengeSet(let n) = $0.action { return n <= target }
            return false
        }
        return (rows.first?.label ?? "") + " to " + (rows.last?.label ?? "")
    }

    /// The lines of `context` for the help overlay and the hint bar: grouped rows become one line.
    public static func lines(for context: KeyContext, workoutRunning: Bool, challengeTarget: Int = DailyChallenge.defaultTarget) -> [KeyLine] {
        lines(of: bindings(for: context, workoutRunning: workoutRunning, challengeTarget: challengeTarget))
    }

    /// `bindings` as lines: grouped rows become one line.
    static func lines(of bindings: [Binding]) -> [KeyLine] {
        var lines: [KeyLine] = []
        var lastGroup: BindingGroup?
        for binding in bindings {
            if let group = binding.group, group == lastGroup {
                lines[lines.count - 1].actions.append(binding.action)
                lines[lines.count - 1].keys += binding.keys
                continue
            }
            lastGroup = binding.group
            lines.append(KeyLine(label: binding.group?.label ?? binding.label, description: binding.group?.description ?? binding.description,
                                 hint: binding.group.map { $0.hint } ?? binding.hint, actions: [binding.action], keys: binding.keys,
                                 details: binding.group.map { $0.details } ?? binding.details))
        }
        return lines
    }
}

extension QuestionKind {
    /// The words on the yes and no buttons.
    var buttons: (yes: String, no: String) {
        switch self {
        case .start, .startAgain: return ("Let's go", "Not now")
        case .resume: return ("Resume", "Later")
        case .timeAway: return ("Continue the clock", "Leave the time away out")
        case .partial: return ("Log partial", "Back")
        case .discard: return ("Discard", "Keep")
        case .deleteSplit: return ("Delete", "Keep")
        case .removeStep: return ("Remove", "Keep")
        case .saveBack: return ("Save to split", "Keep split")
        case .deletePastSession: return ("Delete", "Keep")
        case .deletePastSet: return ("Delete", "Keep")
        case .replaceFile: return ("Replace", "Keep")
        case .databaseReplaced: return ("Put it back here", "Leave both")
        case .deleteBodyMeasurement: return ("Delete", "Keep")
        }
    }
}

extension Character {
    /// A C0 or C1 control character (Ctrl-U, ESC, DEL…): never text in a field.
    var isControlCharacter: Bool { unicodeScalars.contains { $0.properties.generalCategory == .control } }
}
