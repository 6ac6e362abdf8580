/// What a key does; the same table drives dispatch, the hint bar and the help overlay.
public enum Action: Hashable, Sendable {
    case quit, back, help
    case nextTab, previousTab, gotoTab(Tab)
    case up, down, left, right
    case open
    case challengeAdd, challengeCorrect, challengeSet(Int)
    case resumeWorkout
    case completeSet, undoSet, toggleTimer, finish, discard
    case yes, no
    case toggleSetting
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
                Binding([.char("u")], "u", .undoSet, "Undo the last set of the step", hint: "undo"),
                Binding([.char("f")], "f", .finish, "Finish and log the workout", hint: "finish"),
                Binding([.char("D")], "D", .discard, "Discard the workout (asks)", hint: "discard"),
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
            return [Binding([.escape, .char("q"), .char("?"), .enter], "Esc", .no, "Close help", hint: "close")]
        }
    }

    /// The action bound to `key` in `context`, with digits and tab numbers resolved.
    public static func action(for key: Key, in context: KeyContext, workoutRunning: Bool) -> Action? {
        if context == .correctChallenge, case .char(let c) = key, let digit = c.wholeNumberValue {
            return .challengeSet(digit)
        }
        if context != .confirm && context != .help && context != .correctChallenge,
           case .char(let c) = key, let digit = c.wholeNumberValue, (1...Tab.allCases.count).contains(digit) {
            return .gotoTab(Tab(rawValue: digit - 1)!)
        }
        return bindings(for: context, workoutRunning: workoutRunning).first { $0.keys.contains(key) }?.action
    }
}
