import Domain

/// What a form field accepts.
public enum FieldKind: Equatable, Sendable {
    case text(maxLength: Int)
    /// Digits (and one decimal point when `decimal`); empty allowed when `optional`.
    case number(decimal: Bool, optional: Bool, range: ClosedRange<Double>)
    /// One of the options, changed with ←/→ or Space.
    case choice([String])
    /// A length of time as a clock shows it ("20:00", "1:02:03") or whole minutes ("20").
    case clock(optional: Bool)

    var isClock: Bool {
        if case .clock = self { return true }
        return false
    }
}

/// Which value a form field holds: forms are read by these, so a misspelt key does not compile.
public enum FieldKey: Hashable, Sendable {
    // A set's values, a note, which of a step's sets a note is on.
    case reps, weight, duration, rpe, note, setNumber
    case repsRight, distance, setType, rir
    // A split.
    case name, description, targetDuration, colour, glyph, rotation, dailyChallenge
    // An exercise of a split.
    case kind, load, sets, warmups, rest, cycles, reviewWeeks, notes, weightStep, sides
    // Its rule and the rule's numbers.
    case rule, ruleIncrement, repsTop, percentOfTM, trainingMax, ruleRPE
    // The Settings prompts.
    case path, format, mode, dryRun, weightUnit, dateOrder, badRows, confirmation, bar, plates
    // A past session's start.
    case date, time
    // A muscle region added to the taxonomy.
    case group, region
    // A weigh-in or measurement: its value, and the name of a measurement of the lifter's own.
    case value, ownName
    /// The `?` of a program's file at this place: a starting weight or a training max.
    case blank(Int)
}

public struct FormField: Equatable, Sendable {
    public var key: FieldKey
    public var label: String
    public var value: String
    public var kind: FieldKind

    public init(_ key: FieldKey, _ label: String, _ value: String, _ kind: FieldKind) {
        self.key = key
        self.label = label
        self.value = value
        self.kind = kind
    }

    /// A choice among `choices`, set to `value`: the form shows their raw values, and
    /// `Form.choice(_:)` reads the one chosen back as the type.
    init<Choice: RawRepresentable>(_ key: FieldKey, _ label: String, _ value: Choice, choices: [Choice]) where Choice.RawValue == String {
        self.init(key, label, value.rawValue, .choice(choices.map(\.rawValue)))
    }

    /// A choice among every case of the type, in their order.
    init<Choice: RawRepresentable & CaseIterable>(_ key: FieldKey, _ label: String, _ value: Choice) where Choice.RawValue == String {
        self.init(key, label, value, choices: Array(Choice.allCases))
    }

    /// A yes-or-no choice, its words in the order of `choices`.
    init(_ key: FieldKey, _ label: String, yes: Bool, choices: [YesNo] = YesNo.allCases) {
        self.init(key, label, yes ? YesNo.yes : .no, choices: choices)
    }
}

/// The words of a yes-or-no field.
enum YesNo: String, CaseIterable {
    case yes, no
}

/// The words of an exercise's Sides field: both at once, or each set a left and a right
/// (short enough for a phone's form).
enum Sides: String, CaseIterable {
    case both
    case oneAtATime = "each side"
}

/// What saving a form does. Steps are named by id, splits by session type.
public enum FormPurpose: Equatable, Sendable {
    /// A set's values: `set` (`SetLog.reference`) nil logs the next set with them.
    case editSet(step: Int, set: String?)
    case stepNote(step: Int)
    /// The note on a set of the running workout (`SetLog.reference`).
    case setNote(step: Int, set: String)
    /// The running workout's own note.
    case sessionNote
    case newSplit
    case editSplit(sessionType: String)
    case editSplitStep(sessionType: String, step: Int)
    /// A catalog exercise's own weight step (from the Exercise screen).
    case exerciseWeightStep(exerciseID: String)
    case exportData, importData, backup, reset, plates
    /// History: a past session's set (by uid), a set added to its step, its date and time.
    case pastSet(session: String, set: String)
    case pastAddSet(session: String, step: String)
    case moveSession(session: String)
    /// A past session's note, and the note of one of its exercises (by the step's uid).
    case pastSessionNote(session: String)
    case pastStepNote(session: String, step: String)
    /// A region (or a group with its first region) for the taxonomy, from a checklist that opens
    /// again afterwards with what it had ticked and the new one.
    case newRegion(returnTo: PickerPurpose, checked: Set<String>)
    /// A weigh-in or measurement for the Body page.
    case bodyMeasurement
    /// The weights a program asks for before it starts (its `?`s).
    case startProgram(ProgramChoice.Origin)
}

/// A small form in a box: Tab/↓ and S-Tab/↑ move between fields, typing edits, Enter saves.
public struct Form: Equatable, Sendable {
    public var title: String
    public var fields: [FormField]
    public var purpose: FormPurpose
    public var selection = 0
    /// The focused field's value is selected: the first key typed replaces it.
    public var fresh = true
    /// Why the focused field's value was refused, one sentence drawn at the field; any key clears it.
    public var problem: String?
    /// Each label on a row of its own above its value: labels too long to share a row.
    public var stackedLabels = false
    /// What was typed into fields a choice has taken away (a rule's numbers, when another rule
    /// is chosen), by field: given back if they are shown again, so a look at another rule
    /// costs nothing typed.
    public var setAside: [FieldKey: String] = [:]

    public init(title: String, fields: [FormField], purpose: FormPurpose) {
        self.title = title
        self.fields = fields
        self.purpose = purpose
        fresh = Form.startsFresh(fields.first)
    }

    /// Whether the first key typed in `field` replaces its value. A note already written is
    /// added to instead (Backspace and ^W correct its end, ^U clears it): a key must never
    /// throw away a sentence the lifter wrote.
    static func startsFresh(_ field: FormField?) -> Bool {
        guard let field, [.note, .notes].contains(field.key) else { return true }
        return field.value.isEmpty
    }

    public func value(_ key: FieldKey) -> String { fields.first { $0.key == key }?.value ?? "" }

    /// The value of a choice field as its type, nil when the form has no such field.
    func choice<Choice: RawRepresentable>(_ key: FieldKey, as type: Choice.Type = Choice.self) -> Choice? where Choice.RawValue == String {
        Choice(rawValue: value(key))
    }

    /// Whether a yes-or-no field says yes.
    func isYes(_ key: FieldKey) -> Bool { choice(key) == YesNo.yes }

    /// The field's value as a number, nil when empty.
    public func number(_ key: FieldKey) -> Double? { Double(value(key).trimmingSpaces) }

    /// The field's value as a whole number, nil when empty (or past any Int: never a trap).
    public func integer(_ key: FieldKey) -> Int? { number(key).flatMap { Int(exactly: $0.rounded(.towardZero)) } }

    mutating func move(_ offset: Int) {
        selection = (selection + offset + fields.count) % fields.count
        fresh = Form.startsFresh(fields[selection])
    }

    /// Applies a typed character to the focused field; false when the field refuses it.
    mutating func type(_ c: Character) -> Bool {
        // A control character (Ctrl-U, Ctrl-W, ESC…) is never text: it would be saved unseen.
        if c.isControlCharacter { return true }
        var field = fields[selection]
        switch field.kind {
        case .text(let maxLength):
            if fresh { field.value = "" }
            guard field.value.count < maxLength else { return false }
            field.value.append(c)
        case .number(let decimal, _, _):
            guard c.isASCII && (c.isNumber || (decimal && c == "." && !(fresh ? "" : field.value).contains("."))) else { return false }
            if fresh { field.value = "" }
            guard field.value.count < 7 else { return false }
            field.value.append(c)
        case .choice:
            cycle(c == " " ? 1 : 0)
            return true
        case .clock:
            guard c.isASCII && (c.isNumber || c == ":") else { return false }
            if fresh { field.value = "" }
            guard field.value.count < 8 else { return false }
            field.value.append(c)
        }
        fields[selection] = field
        fresh = false
        return true
    }

    mutating func erase() {
        if case .choice = fields[selection].kind { return }
        if fresh { fields[selection].value = "" } else if !fields[selection].value.isEmpty { fields[selection].value.removeLast() }
        fresh = false
    }

    /// Ctrl-U: the focused field emptied (a choice keeps its value).
    mutating func clearField() {
        if case .choice = fields[selection].kind { return }
        fields[selection].value = ""
        fresh = false
    }

    /// Ctrl-W: the word before the cursor (the end) erased, with the spaces or slashes after
    /// it; in a path a word ends at a slash, so one press takes one folder or the file's name
    /// off (a default path keeps its folder: the name is what is retyped).
    mutating func eraseWord() {
        if case .choice = fields[selection].kind { return }
        fresh = false
        fields[selection].value = withoutLastWord(fields[selection].value, separators: [" ", "/"])
    }

    mutating func cycle(_ offset: Int) {
        guard case .choice(let options) = fields[selection].kind, !options.isEmpty else { return }
        let i = options.firstIndex(of: fields[selection].value) ?? 0
        fields[selection].value = options[(i + offset + options.count) % options.count]
    }

    /// The first problem with the values, as one sentence, or nil when they can be saved;
    /// `keymap` names the key that cancels.
    public func validationError(_ keymap: Keymap) -> String? {
        for field in fields {
            let text = field.value.trimmingSpaces
            switch field.kind {
            case .text(let maxLength):
                // A value put there whole (not typed) may be longer: refused, never cut.
                if text.count > maxLength { return "\(field.label) takes at most \(plural(maxLength, "character")); this one has \(text.count)." }
                if text.isEmpty && field.key == .name { return "\(field.label) cannot be empty: type one, or \(keymap.says(.no, in: .form, "to cancel"))." }
            case .number(_, let optional, let range):
                if text.isEmpty {
                    if !optional { return "\(field.label) needs a number: type one, or \(keymap.says(.no, in: .form, "to cancel"))." }
                } else if let n = Double(text) {
                    if !range.contains(n) { return "\(field.label) must be from \(trimNumber(range.lowerBound)) to \(trimNumber(range.upperBound))." }
                } else {
                    return "\(field.label) must be a number, like 12 or 22.5."
                }
            case .choice:
                break
            case .clock(let optional):
                if text.isEmpty {
                    if !optional { return "\(field.label) needs a time: type one like 20:00, or \(keymap.says(.no, in: .form, "to cancel"))." }
                } else if let seconds = clockSeconds(text) {
                    // A set lasts a day at most, as every reader of its time takes it.
                    if seconds > DataBounds.stepSeconds.upperBound { return "\(field.label) must be at most \(formatClock(DataBounds.stepSeconds.upperBound))." }
                } else {
                    return "\(field.label) must be a time like 20:00 or 1:02:03, or whole minutes."
                }
            }
        }
        return nil
    }

    /// The field's value as seconds, nil when empty or not a time.
    public func seconds(_ key: FieldKey) -> Int? { clockSeconds(value(key).trimmingSpaces) }
}

/// "20:00" → 1200, "1:02:03" → 3723, "20" → 1200 (whole minutes); nil for anything else.
func clockSeconds(_ text: String) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
    let numbers = parts.map { $0! }
    if numbers.count == 1 { return numbers[0] * 60 }
    guard numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
    return numbers.reduce(0) { $0 * 60 + $1 }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

/// Ctrl-W on `text`: the last word taken off, with the separators after it.
func withoutLastWord(_ text: String, separators: Set<Character>) -> String {
    var text = text
    while let last = text.last, separators.contains(last) { text.removeLast() }
    while let last = text.last, !separators.contains(last) { text.removeLast() }
    return text
}

/// 22.5 → "22.5", 20 → "20": numbers as a person writes them.
func trimNumber(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// 1875 → "1,875", 12345.5 → "12,345.5": a number to read, not to edit, with its thousands marked.
func groupedNumber(_ value: Double) -> String {
    let text = trimNumber(value)
    let sign = text.hasPrefix("-") ? "-" : ""
    let unsigned = text.dropFirst(sign.count)
    var whole = String(unsigned.prefix { $0 != "." })
    let fraction = unsigned.dropFirst(whole.count)
    var grouped = ""
    while whole.count > 3 {
        grouped = "," + whole.suffix(3) + grouped
        whole.removeLast(3)
    }
    return sign + whole + grouped + fraction
}

/// A weight stored in kilograms, in the unit of the settings: "22.5 kg", "1,875 kg".
public func formatWeight(_ kg: Double, _ unit: WeightUnit) -> String {
    "\(groupedNumber(unit.fromKilograms(kg))) \(unit.rawValue)"
}

/// Draws the form in a box over the screen.
func renderForm(_ state: AppState, _ form: Form, into screen: inout Screen) {
    if form.stackedLabels {
        renderStackedForm(state, form, into: &screen)
        return
    }
    let g = state.glyphs
    let width = min(state.width - 2, 56)
    let labelWidth = min(16, form.fields.map(\.label.count).max() ?? 0)
    let valueWidth = width - labelWidth - 7
    // A value refused says why above the hint bar: the box gives up the rows it needs, so the
    // sentence shows beside the field on the smallest screen too.
    let refusal = state.flash.map { $0.isError ? flashLines($0.text, width: state.width - 2, ellipsis: g.ellipsis).count : 0 } ?? 0
    let room = refusal > 0 ? state.height - 1 - hintRows(state).count - refusal : state.height
    // More fields than the screen below the tab bar holds: those around the focused one, with
    // arrows on the box's side where there are more.
    let shown = max(1, min(form.fields.count, room - 4))
    let first = max(0, min(form.selection - shown / 2, form.fields.count - shown))
    let rect = formBox(state, form, width: width, rows: shown, fieldsShown: first..<(first + shown), room: room, into: &screen)
    for (i, field) in form.fields.enumerated() where i >= first && i < first + shown {
        let y = rect.y + 1 + i - first
        let focused = i == form.selection
        if focused { screen.put(g.pointer, x: rect.x + 1, y: y, style: .color(.accent, bold: true)) }
        screen.put(truncate(field.label, labelWidth), x: rect.x + 2, y: y, style: focused ? .color(.accent, bold: true) : .dim)
        drawFieldValue(field, focused: focused, fresh: form.fresh, x: rect.x + 4 + labelWidth, y: y, width: valueWidth, glyphs: g, into: &screen)
    }
    screen.put(formFooter(form, state.keymap, width: rect.width - 4, ellipsis: g.ellipsis), x: rect.x + 2, y: rect.maxY - 2, style: .dim)
}

/// The form's box, centred, for `rows` rows of fields (`fieldsShown` of them), with arrows on
/// its side where there are more fields above or below. The blank row above the footer gives
/// way when the screen below the tab bar is short.
func formBox(_ state: AppState, _ form: Form, width: Int, rows: Int, fieldsShown: Range<Int>, room: Int? = nil, into screen: inout Screen) -> Rect {
    let g = state.glyphs
    // The rows it may take: fewer than the screen's when a refusal's sentence shows below.
    let room = room ?? state.height
    // The blank row above the footer gives way when the screen below the tab bar is short.
    let height = rows + (rows + 4 > room - 1 ? 3 : 4)
    let rect = Rect(x: (state.width - width) / 2, y: max(1, (room - height - 2) / 2), width: width, height: height)
    screen.fill(x: rect.x - 1, y: rect.y, width: rect.width + 2, height: rect.height)
    Widgets.box(rect, title: form.title, style: .color(.accent, bold: true), glyphs: g, into: &screen)
    let more = g.unicode ? ("↑", "↓") : ("^", "v")
    if fieldsShown.lowerBound > 0 { screen.put(more.0, x: rect.maxX - 1, y: rect.y + 1, style: .color(.accent, bold: true)) }
    if fieldsShown.upperBound < form.fields.count { screen.put(more.1, x: rect.maxX - 1, y: rect.y + rows, style: .color(.accent, bold: true)) }
    return rect
}

/// A field's value at (`x`, `y`) in `width` columns: a choice between its arrows; the focused
/// one bold, selected while fresh (the first key replaces it), else with the cursor after it.
func drawFieldValue(_ field: FormField, focused: Bool, fresh: Bool, x: Int, y: Int, width: Int, glyphs g: Glyphs, into screen: inout Screen) {
    var shown = field.value
    if case .choice = field.kind { shown = "‹ \(field.value) ›" }
    let text = truncate(shown, width - 1, ellipsis: g.ellipsis, fromStart: true)
    if focused {
        let style = fresh && !field.value.isEmpty ? Style(bold: true, reverse: true) : .bold
        let end = screen.put(text, x: x, y: y, style: style)
        if case .choice = field.kind {} else if !fresh || field.value.isEmpty {
            screen.put("_", x: end, y: y, style: .color(.accent, bold: true))
        }
    } else {
        screen.put(text, x: x, y: y)
    }
}

/// The form's key lines: the table's, with Enter's hint saying what this form's Enter does
/// ("Enter export"); the footer and the hint bar both show these.
func formKeyLines(_ form: Form, _ keymap: Keymap) -> [KeyLine] {
    keymap.lines(for: .form, workoutRunning: false).map { line in
        var line = line
        if line.actions.contains(.save), let hint = Keymap.saveHint(for: form.purpose) { line.hint = hint }
        return line
    }
}

/// "Enter save · Tab next · Esc cancel · ^U clear" in `width` columns: what does not fit gives
/// way, first the readline keys (from the end), then Tab (the hint bar still shows it), so
/// Enter and Esc stay; past that, whole parts from the end.
func formFooter(_ form: Form, _ keymap: Keymap, width: Int, ellipsis: String) -> String {
    var parts = formKeyLines(form, keymap).compactMap { line in line.hint.map { (actions: line.actions, text: "\(line.label) \($0)") } }
    func text() -> String { parts.map(\.text).joined(separator: " · ") }
    while text().displayWidth > width, let i = parts.lastIndex(where: { !Keymap.footerOnly.isDisjoint(with: $0.actions) }) { parts.remove(at: i) }
    if text().displayWidth > width, let i = parts.firstIndex(where: { $0.actions.contains(.nextField) }) { parts.remove(at: i) }
    return wholeParts(text(), width: width, ellipsis: ellipsis)
}
