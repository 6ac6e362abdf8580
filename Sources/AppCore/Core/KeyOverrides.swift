import Domain

/// The keys a config's `[keys]` section moves: `completeSet = o` in every screen that has the
/// action, `exercise.completeSet = o` in one. The new key replaces every key of the action there
/// (its arrows too), and the hint bar, help, messages and key table name it.
public struct KeyOverrides: Equatable, Sendable {
    struct Override: Equatable, Sendable {
        var context: KeyContext?
        var action: Action
        var key: Key
        var line: Int
    }

    var overrides: [Override] = []

    public static let none = KeyOverrides()

    public var isEmpty: Bool { overrides.isEmpty }

    /// The `[keys]` of `config`, checked: an unknown action, context or key, or a key another
    /// action of the same screen has, is refused with one sentence naming the file and line.
    public init(_ config: DeviceConfig, file: String) throws {
        for entry in config.keys {
            func refuse(_ what: String) -> ConfigError { ConfigError(file: file, line: entry.line, what) }
            let parts = entry.name.split(separator: ".", maxSplits: 1).map(String.init)
            var context: KeyContext?
            if parts.count == 2 {
                guard let named = KeyOverrides.contexts[parts[0]] else {
                    throw refuse("there is no screen \(quotedValue(parts[0])); the screens are \(KeyOverrides.contexts.keys.sorted().joined(separator: ", ")).")
                }
                context = named
            }
            // A name of dots alone ("." or "..") splits into nothing.
            guard let actionName = parts.last else {
                throw refuse("'\(escapedText(entry.name))' names no action; write ACTION = KEY or SCREEN.ACTION = KEY (gymtrack config show lists them).")
            }
            guard let action = KeyOverrides.actions[actionName] else {
                throw refuse("there is no action \(quotedValue(actionName)) to give a key; gymtrack config show lists them.")
            }
            if let context, ![false, true].contains(where: { running in
                Keymap.table(for: context, workoutRunning: running).contains { $0.action == action }
            }) {
                throw refuse("the \(parts[0]) screen has no \(actionName).")
            }
            guard let key = KeyOverrides.key(named: entry.value) else {
                throw refuse("\(quotedValue(entry.value)) is not a key; write one character (x, X, ;) or Space, Enter, Esc, Tab, Bksp, Up, Down, Left, Right, PgUp, PgDn, Home, End.")
            }
            overrides.append(Override(context: context, action: action, key: key, line: entry.line))
        }
        // A collision is found with the whole file applied: moving a key out of the way in a
        // later line is fine.
        for context in KeyContext.allCases {
            for workoutRunning in [false, true] {
                let rows = apply(to: Keymap.table(for: context, workoutRunning: workoutRunning), in: context)
                for (i, row) in rows.enumerated() {
                    guard let moved = overrides.last(where: { $0.action == row.action && ($0.context == nil || $0.context == context) }) else { continue }
                    let action = KeyOverrides.name(of: row.action)
                    if context.takesText, case .char(let c) = moved.key, !c.isControlCharacter {
                        throw ConfigError(file: file, line: moved.line, "\(KeyOverrides.place(context)) \(escapedText(String(c))) is typed text, so \(action) there needs a key such as Enter, Esc or Tab (or name another screen, as checklist.\(action)).")
                    }
                    for other in rows[..<i] + rows[(i + 1)...] where other.action != row.action && other.keys.contains(moved.key) {
                        let taken = KeyOverrides.name(of: other.action)
                        throw ConfigError(file: file, line: moved.line, "\(escapedText(KeyOverrides.name(of: moved.key))) for \(action) is already \(taken) \(KeyOverrides.place(context)); choose another key or move \(taken) too.")
                    }
                }
            }
        }
    }

    public init() {}

    /// `rows` of `context` with their keys moved; with no context, by the lines that name none
    /// (the keys every screen shares).
    func apply(to rows: [Binding], in context: KeyContext?) -> [Binding] {
        guard !overrides.isEmpty else { return rows }
        return rows.map { row in
            guard let moved = overrides.last(where: { $0.action == row.action && ($0.context == nil || $0.context == context) }) else { return row }
            var row = row
            row.keys = [moved.key]
            row.label = KeyOverrides.name(of: moved.key)
            row.group = nil // a group's label ("↑/↓") would name the old keys
            return row
        }
    }

    /// Every action a key is given, by the name a config gives it (`Action.configName`).
    static let actions: [String: Action] = {
        var found: [String: Action] = [:]
        for context in KeyContext.allCases {
            for workoutRunning in [false, true] {
                for row in Keymap.table(for: context, workoutRunning: workoutRunning) {
                    if let name = row.action.configName { found[name] = row.action }
                }
            }
        }
        return found
    }()

    public static var actionNames: [String] { actions.keys.sorted() }

    /// The screens and boxes by the names a config gives them (`KeyContext.configName`); a
    /// question has none.
    static let contexts: [String: KeyContext] = {
        var found: [String: KeyContext] = [:]
        for context in KeyContext.allCases {
            if let name = context.configName { found[name] = context }
        }
        return found
    }()

    /// "on the exercise screen": where a key is refused, for its sentence.
    static func place(_ context: KeyContext) -> String {
        if let name = context.configName { return "on the \(name) screen" }
        if case .question(let kind) = context { return "in the question \(quotedValue(kind.title))" }
        return "there"
    }

    /// An action as a config names it.
    static func name(of action: Action) -> String { action.configName ?? "\(action)" }

    static let namedKeys: [(String, Key)] = [
        ("Space", .char(" ")), ("Enter", .enter), ("Esc", .escape), ("Tab", .tab), ("S-Tab", .backTab), ("Bksp", .backspace),
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right), ("PgUp", .pageUp), ("PgDn", .pageDown),
        ("Home", .home), ("End", .end),
    ]

    static func key(named name: String) -> Key? {
        if let named = namedKeys.first(where: { $0.0.lowercased() == name.lowercased() }) { return named.1 }
        // Nothing the terminal would act on (`controlEscape`): a key is drawn in hints and help.
        guard name.count == 1, let c = name.first, !c.isControlCharacter, !c.unicodeScalars.contains(where: { controlEscape($0) != nil }) else { return nil }
        return .char(c)
    }

    static func name(of key: Key) -> String {
        if let named = namedKeys.first(where: { $0.1 == key }) { return named.0 }
        if case .char(let c) = key { return String(c) }
        return "\(key)"
    }

    /// Each `[keys]` line as it took effect, for `gymtrack config show`.
    public var described: [String] {
        overrides.map { ($0.context?.configName.map { $0 + "." } ?? "") + KeyOverrides.name(of: $0.action) + " = " + escapedText(KeyOverrides.name(of: $0.key)) }
    }
}
