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
            // An action's own name may have a dot (`weight.up`): the whole name is tried first,
            // then SCREEN.ACTION (ConfigNamesPinTests keeps the two apart).
            let parts = KeyOverrides.actions[entry.name] != nil ? [entry.name] : entry.name.split(separator: ".", maxSplits: 1).map(String.init)
            var context: KeyContext?
            if parts.count == 2 {
                guard let named = KeyOverrides.contexts[parts[0]] else {
                    if KeyOverrides.actions.keys.contains(where: { $0.hasPrefix(parts[0] + ".") }) {
                        throw refuse("there is no action \(quotedValue(entry.name)) to give a key; gymtrack config show lists them.")
                    }
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
        var left: Set<BindingGroup> = []
        var rows = rows.map { row in
            guard let key = movedKey(row.action, in: context) else { return row }
            var row = row
            row.keys = [key]
            row.label = KeyOverrides.name(of: key)
            // A row moved is a line of its own: its group's label names the keys it had.
            if let group = row.group { left.insert(group) }
            row.group = nil
            return row
        }
        // The rows left in such a group are labelled by their own keys ("1-2/4-5"); one row
        // left is a line of its own.
        for group in left {
            let members = rows.indices.filter { rows[$0].group == group }
            var relabelled = group
            relabelled.label = group.label(of: members.map { rows[$0] })
            for i in members { rows[i].group = members.count == 1 ? nil : relabelled }
        }
        return rows
    }

    /// The key the config gives `action` in `context`: the last line that names it there.
    func movedKey(_ action: Action, in context: KeyContext?) -> Key? {
        overrides.last { $0.action == action && ($0.context == nil || $0.context == context) }?.key
    }

    /// How `row` of `context` is written once the config moved its key: what a row's words use
    /// to name another row's key.
    func label(of row: Binding, in context: KeyContext) -> String {
        movedKey(row.action, in: context).map(KeyOverrides.name(of:)) ?? row.label
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

    /// An action as a config names it; every action a key is given has a name
    /// (ConfigNamesPinTests), so the rest is typed text.
    static func name(of action: Action) -> String { action.configName ?? "typed text" }

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
