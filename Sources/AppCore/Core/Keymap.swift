/// What a key does; the same table drives dispatch, the hint bar and the help overlay.
public enum Action: Hashable, Sendable {
    case quit, back, help
    case nextTab, previousTab, gotoTab(Tab)
    case up, down, left, right
    case open
    case challengeAdd, challengeCorrect, challengeSet(Int)
    case resumeWorkout
    case completeSet, undoSet, toggleTimer, finish, discard
    case editSet, skipStep, addExercise, note, showCoverage, acceptSuggestion, stopRest
    case moveItemUp, moveItemDown
    case newSplit, edit, editGroups, toggleRotation, delete, starterSplits
    case yes, no
    case toggleSetting
    /// Form and picker keys: typed text, erase, next/previous field, toggle a checklist row.
    case type(Character), erase, nextField, previousField, toggle, save
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

    public init(_ keys: [Key], _ label: String, _ action: Action, _ description: String, hint: String? = nil) {
        self.keys = keys
        self.label = label
        self.action = action
        self.description = description
        self.hint = hint
    }
}

/// Where keys are being read: the screen in front or the question on top of it.
public enum KeyContext: Hashable, Sendable {
    case home, exercise, stats, settings, otherTab, confirm, correctChallenge, help
    case plans, planSteps, form, picker, checklist, coverage

    /// Contexts where typed characters are text, not commands.
    var takesText: Bool { self == .form || self == .picker }
}

public enum Keymap {
    static let moveKeys: [Binding] = [
        Binding([.up, .char("k")], "↑/k", .up, "Move up"),
        Binding([.down, .char("j")], "↓/j", .down, "Move down"),
    ]

    static let tabKeys: [Binding] = [
        Binding(Tab.allCases.map { .char(Character(String($0.rawValue + 1))) }, "1-5", .nextTab, "Switch tab (Home … Settings)"),
        Binding([.tab], "Tab", .nextTab, "Next tab"),
        Binding([.backTab], "S-Tab", .previousTab, "Previous tab"),
    ]

    public static func bindings(for context: KeyContext, workoutRunning: Bool = false) -> [Binding] {
        switch context {
        case .home:
            // With a workout running, the way back to it comes first so it never drops off a narrow hint bar.
            return (workoutRunning ? [Binding([.char("w")], "w", .resumeWorkout, "Back to the running workout", hint: "workout")] : [])
            + [
                Binding([.enter], "Enter", .open, "Start the selected workout", hint: "start"),
                Binding([.char("c")], "c", .challengeAdd, "Add a daily challenge set", hint: "+challenge"),
                Binding([.char("C")], "C", .challengeCorrect, "Correct today's sets (then 0-3)", hint: "fix"),
            ]
            + [
                Binding([.left, .char("h"), .up, .char("k")], "←/h", .left, "Previous workout card"),
                Binding([.right, .char("l"), .down, .char("j")], "→/l", .right, "Next workout card"),
            ] + tabKeys + [
                Binding([.char("?")], "?", .help, "Show these keys", hint: "help"),
                // Esc does not quit: it is the key that closes questions, and is easily pressed twice.
                Binding([.char("q")], "q", .quit, "Quit; a running workout is kept", hint: "quit"),
            ]
        case .exercise:
            return [
                Binding([.char(" ")], "Space", .completeSet, "Complete the next set or step", hint: "set"),
                Binding([.char("t")], "t", .toggleTimer, "Start/pause the step's timer", hint: "timer"),
                Binding([.char("e")], "e", .editSet, "Edit the last set's reps, weight, RPE", hint: "edit"),
                Binding([.char("u")], "u", .undoSet, "Undo the last set of the step", hint: "undo"),
                Binding([.char("f")], "f", .finish, "Finish and log the workout", hint: "finish"),
                Binding([.char("v")], "v", .showCoverage, "Muscle coverage checklist", hint: "coverage"),
                Binding([.char("s")], "s", .acceptSuggestion, "Add the suggested exercise", hint: "suggest"),
                Binding([.char("a")], "a", .addExercise, "Add an exercise from the catalog", hint: "add"),
                Binding([.char("x")], "x", .skipStep, "Skip the exercise (again: unskip)", hint: "skip"),
                Binding([.char("r")], "r", .stopRest, "End the rest now"),
                Binding([.char("n")], "n", .note, "Write a note on the exercise"),
                Binding([.char("K")], "K", .moveItemUp, "Move the exercise up"),
                Binding([.char("J")], "J", .moveItemDown, "Move the exercise down"),
                Binding([.char("D")], "D", .discard, "Discard the workout (asks)"),
            ] + moveKeys + [
            ] + tabKeys + [
                Binding([.char("?")], "?", .help, "Show these keys", hint: "help"),
                Binding([.char("q"), .escape], "q", .back, "Home; workout keeps running", hint: "home"),
            ]
        case .stats:
            return [
                Binding([.down, .char("j")], "↓/j", .down, "Scroll down", hint: "scroll"),
                Binding([.up, .char("k")], "↑/k", .up, "Scroll up"),
            ]
                + tabKeys + [
                Binding([.char("?")], "?", .help, "Show these keys", hint: "help"),
                Binding([.char("q"), .escape], "q", .back, "Back to Home", hint: "back"),
            ]
        case .settings:
            return moveKeys + [
                Binding([.enter, .char(" ")], "Enter", .toggleSetting, "Change the selected setting", hint: "change"),
            ] + tabKeys + [
                Binding([.char("?")], "?", .help, "Show these keys", hint: "help"),
                Binding([.char("q"), .escape], "q", .back, "Back to Home", hint: "back"),
            ]
        case .plans:
            return moveKeys + [
                Binding([.enter], "Enter", .open, "Show the split's exercises", hint: "open"),
                Binding([.char("n")], "n", .newSplit, "New split", hint: "new"),
                Binding([.char("e")], "e", .edit, "Edit name, colour, glyph, rotation", hint: "edit"),
                Binding([.char("r")], "r", .toggleRotation, "Put in or take out of the rotation", hint: "rotation"),
                Binding([.char("g")], "g", .editGroups, "Choose its muscle groups", hint: "groups"),
                Binding([.char("S")], "S", .starterSplits, "Add a starter split (Push, Pull…)", hint: "starter"),
                Binding([.char("K")], "K", .moveItemUp, "Move the split up"),
                Binding([.char("J")], "J", .moveItemDown, "Move the split down"),
                Binding([.char("D")], "D", .delete, "Delete the split (asks)"),
            ] + tabKeys + [
                Binding([.char("?")], "?", .help, "Show these keys", hint: "help"),
                Binding([.char("q"), .escape], "q", .back, "Back to Home", hint: "back"),
            ]
        case .planSteps:
            return moveKeys + [
                Binding([.char("a")], "a", .addExercise, "Add an exercise from the catalog", hint: "add"),
                Binding([.char("e"), .enter], "e", .edit, "Edit sets, reps, weight, rest", hint: "edit"),
                Binding([.char("x")], "x", .delete, "Remove the exercise (asks)", hint: "remove"),
                Binding([.char("K")], "K", .moveItemUp, "Move the exercise up", hint: "up"),
                Binding([.char("J")], "J", .moveItemDown, "Move the exercise down", hint: "down"),
            ] + tabKeys + [
                Binding([.char("?")], "?", .help, "Show these keys", hint: "help"),
                Binding([.char("q"), .escape], "q", .back, "Back to the splits", hint: "back"),
            ]
        case .form:
            return [
                Binding([.enter], "Enter", .save, "Save", hint: "save"),
                Binding([.tab, .down], "Tab", .nextField, "Next field", hint: "next"),
                Binding([.backTab, .up], "S-Tab", .previousField, "Previous field"),
                Binding([.left], "←/→", .left, "Change a choice"),
                Binding([.right], "→", .right, "Change a choice"),
                Binding([.backspace], "Bksp", .erase, "Erase"),
                Binding([.escape], "Esc", .no, "Cancel", hint: "cancel"),
            ]
        case .picker:
            return [
                Binding([.enter], "Enter", .save, "Choose", hint: "add"),
                Binding([.up], "↑", .up, "Move up"),
                Binding([.down], "↓", .down, "Move down"),
                Binding([.backspace], "Bksp", .erase, "Erase"),
                Binding([.escape], "Esc", .no, "Cancel", hint: "cancel"),
            ]
        case .checklist:
            return moveKeys + [
                Binding([.char(" ")], "Space", .toggle, "Toggle", hint: "toggle"),
                Binding([.enter], "Enter", .save, "Save", hint: "save"),
                Binding([.escape, .char("q")], "Esc", .no, "Cancel", hint: "cancel"),
            ]
        case .coverage:
            return moveKeys + [
                Binding([.enter, .char("s")], "Enter", .acceptSuggestion, "Add the selected suggestion", hint: "add"),
                Binding([.escape, .char("q"), .char("v")], "Esc", .no, "Close", hint: "close"),
            ]
        case .otherTab:
            return tabKeys + [
                Binding([.char("?")], "?", .help, "Show these keys", hint: "help"),
                Binding([.char("q"), .escape], "q", .back, "Back to Home", hint: "back"),
            ]
        case .confirm:
            return [
                Binding([.enter, .char("y")], "Enter/y", .yes, "Yes", hint: nil),
                Binding([.escape, .char("n")], "Esc/n", .no, "No", hint: nil),
            ]
        case .correctChallenge:
            return [
                Binding((0...9).map { .char(Character(String($0))) }, "0-3", .challengeSet(0), "Set today's challenge sets"),
                Binding([.escape, .char("q")], "Esc", .no, "Cancel"),
            ]
        case .help:
            return [Binding([.escape, .char("q"), .char("?"), .enter], "Esc", .no, "Close help", hint: "close"),
                    Binding([.down, .char("j")], "↓/j", .down, "Scroll"),
                    Binding([.up, .char("k")], "↑/k", .up, "Scroll back")]
        }
    }

    /// The action bound to `key` in `context`, with digits and tab numbers resolved.
    public static func action(for key: Key, in context: KeyContext, workoutRunning: Bool) -> Action? {
        if context == .correctChallenge, case .char(let c) = key, let digit = c.wholeNumberValue {
            return .challengeSet(digit)
        }
        if context.takesText, case .char(let c) = key {
            return .type(c)
        }
        if [.home, .exercise, .stats, .settings, .otherTab, .plans, .planSteps].contains(context),
           case .char(let c) = key, let digit = c.wholeNumberValue, (1...Tab.allCases.count).contains(digit) {
            return .gotoTab(Tab(rawValue: digit - 1)!)
        }
        return bindings(for: context, workoutRunning: workoutRunning).first { $0.keys.contains(key) }?.action
    }
}
