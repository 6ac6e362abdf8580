import Domain

/// Every key of every screen and box, as this device's config moves them.
public struct Keymap: Equatable, Sendable {
    /// The keys the config moved, in every table of this keymap.
    public let overrides: KeyOverrides
    /// Every context's rows, with a workout running and without: every frame asks for them
    /// several times (hint bar, footers, messages), so they are made once, with the keymap.
    private let idle: [KeyContext: [Binding]]
    private let running: [KeyContext: [Binding]]

    /// The keymap with the keys `overrides` moves: made once at start from the config, and
    /// held by the state.
    public init(_ overrides: KeyOverrides = .none) {
        self.overrides = overrides
        func build(workoutRunning: Bool) -> [KeyContext: [Binding]] {
            Dictionary(uniqueKeysWithValues: KeyContext.allCases.map {
                ($0, overrides.apply(to: Keymap.table(for: $0, workoutRunning: workoutRunning, moving: overrides), in: $0))
            })
        }
        idle = build(workoutRunning: false)
        running = build(workoutRunning: true)
    }

    /// The keys as the code writes them: what the README and the man page show.
    public static let standard = Keymap()

    /// The tables are made from the overrides alone.
    public static func == (a: Keymap, b: Keymap) -> Bool { a.overrides == b.overrides }

    /// The rows of `context`; `challengeTarget` numbers the challenge correction's keys.
    public func bindings(for context: KeyContext, workoutRunning: Bool = false,
                         challengeTarget: Int = DailyChallenge.defaultTarget) -> [Binding] {
        guard challengeTarget == DailyChallenge.defaultTarget else {
            return overrides.apply(to: Keymap.table(for: context, workoutRunning: workoutRunning, challengeTarget: challengeTarget, moving: overrides),
                                   in: context)
        }
        return (workoutRunning ? running : idle)[context] ?? []
    }

    /// The rows as the code writes them, before the config moves any key; their words name
    /// other rows' keys as `overrides` moves them.
    static func table(for context: KeyContext, workoutRunning: Bool = false, challengeTarget: Int = DailyChallenge.defaultTarget,
                      moving overrides: KeyOverrides = .none) -> [Binding] {
        switch context {
        case .home: return homeRows(workoutRunning: workoutRunning, challengeTarget: challengeTarget, moving: overrides)
        case .exercise: return exerciseRows(moving: overrides)
        case .history, .historyCalendar, .sessionDetail: return historyRows(context)
        case .stats: return statsRows()
        case .settings: return settingsRows()
        case .plans: return plansRows()
        case .planSteps: return planStepsRows()
        case .programs: return programsRows()
        case .exercisePage: return exercisePageRows()
        case .bodyPage: return bodyPageRows()
        case .question(let kind): return questionRows(kind)
        case .correctChallenge: return correctChallengeRows(challengeTarget: challengeTarget)
        case .help: return helpRows()
        case .form: return formRows()
        case .picker, .openPicker, .swapPicker: return pickerRows(context)
        case .checklist: return checklistRows()
        case .coverage: return coverageRows()
        case .message: return messageRows()
        case .listFilter: return listFilterRows()
        }
    }

    /// The action bound to `key` in `context`; in a form or a search, a typed character is
    /// text, but a control character is never text: it is a key of the table or nothing.
    public func action(for key: Key, in context: KeyContext, workoutRunning: Bool) -> Action? {
        if context.takesText, case .char(let c) = key, !c.isControlCharacter {
            return .type(c)
        }
        return bindings(for: context, workoutRunning: workoutRunning).first { $0.keys.contains(key) }?.action
    }

    /// How the key of `action` is written on screen in `context` ("u", "Enter"): what every
    /// message and box footer that names a key uses, so none can name a key that does nothing.
    public func label(_ action: Action, in context: KeyContext, workoutRunning: Bool = true) -> String {
        guard let binding = bindings(for: context, workoutRunning: workoutRunning).first(where: { $0.action == action }) else {
            // A message naming a key that is not bound is a bug the keymap tests catch; show the action, not nothing.
            return action.configName ?? ""
        }
        return binding.label
    }

    /// "u takes back": a key and what it does, for a message.
    public func says(_ action: Action, in context: KeyContext, _ words: String) -> String {
        label(action, in: context) + " " + words
    }

    /// The lines of `context` for the help overlay and the hint bar: grouped rows become one line.
    public func lines(for context: KeyContext, workoutRunning: Bool, challengeTarget: Int = DailyChallenge.defaultTarget) -> [KeyLine] {
        Keymap.lines(of: bindings(for: context, workoutRunning: workoutRunning, challengeTarget: challengeTarget))
    }

    /// `bindings` as lines: grouped rows become one line (where the first of them is: a row
    /// the config moved out of a group's run leaves it in two).
    static func lines(of bindings: [Binding]) -> [KeyLine] {
        var lines: [KeyLine] = []
        var lineOfGroup: [BindingGroup: Int] = [:]
        for binding in bindings {
            if let group = binding.group, let line = lineOfGroup[group] {
                lines[line].actions.append(binding.action)
                lines[line].keys += binding.keys
                continue
            }
            if let group = binding.group { lineOfGroup[group] = lines.count }
            lines.append(KeyLine(label: binding.group?.label ?? binding.label, description: binding.group?.description ?? binding.description,
                                 hint: binding.group.map { $0.hint } ?? binding.hint, actions: [binding.action], keys: binding.keys,
                                 details: binding.group.map { $0.details } ?? binding.details))
        }
        return lines
    }
}
