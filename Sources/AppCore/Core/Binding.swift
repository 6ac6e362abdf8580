import Domain

/// A row of the keymap: its keys, how they are written, and the action they take.
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
    /// The digits the label names, when the rows are digit keys: all of them ("1-5"), or the
    /// first few (today's count names 0 up to the target, though every digit is a row).
    var digits: ClosedRange<Int>?

    public init(label: String, description: String, hint: String? = nil, details: String? = nil) {
        self.label = label
        self.description = description
        self.hint = hint
        self.details = details
    }

    /// Rows of digit keys, labelled by the run of `digits` ("1-5").
    init(digits: ClosedRange<Int>, description: String, hint: String? = nil, details: String? = nil) {
        self.init(label: Keymap.keysLabel(digits.map(String.init)), description: description, hint: hint, details: details)
        self.digits = digits
    }

    /// The label of `rows`, those of the group left where the config moved others away: their
    /// keys, or of digit keys those the label names.
    func label(of rows: [Binding]) -> String {
        let named = rows.map(\.label).filter { label in digits.map { digits in Int(label).map(digits.contains) ?? false } ?? true }
        return Keymap.keysLabel(named.isEmpty ? rows.map(\.label) : named)
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

extension Keymap {
    /// Keys as one label: runs of consecutive digits as "1-5", the rest each as it is, parted by "/".
    static func keysLabel(_ keys: [String]) -> String {
        var parts: [String] = []
        var i = keys.startIndex
        while i < keys.endIndex {
            var end = i
            while let n = Int(keys[end]), end + 1 < keys.endIndex, Int(keys[end + 1]) == n + 1 { end += 1 }
            parts.append(end > i ? keys[i] + "-" + keys[end] : keys[i])
            i = end + 1
        }
        return parts.joined(separator: "/")
    }
}
