/// The colour a split is drawn in (seed 002 `color`), by name so any terminal palette can map it.
public enum SplitColour: String, Hashable, Sendable, CaseIterable {
    case cyan, green, yellow, red, magenta, blue
}

/// A user-owned workout: its exercises in order and the muscle groups it is meant to train
/// (seeds 001 §2, 002, 004). The seed 000 A/B/C plans are the first three.
public struct Split: Hashable, Sendable {
    /// Stable id (ULID) for export/merge; "" for one not saved yet.
    public var uid: String
    /// The short key stored as `sessions.session_type` ("A", "PUSH"); never changes once logged.
    public var sessionType: String
    /// The card subtitle: "Upper Strength".
    public var name: String
    /// The header of the workout: "Day A — Upper Strength".
    public var title: String
    /// One line shown in the start confirmation.
    public var description: String
    /// Target duration as written, e.g. "40–45 min".
    public var targetDuration: String
    public var steps: [PlanStep]
    /// Muscle group ids the coverage card reports on, in taxonomy order.
    public var groups: [String]
    public var colour: SplitColour
    /// One character drawn on its card and in lists.
    public var glyph: String
    /// Whether Home offers it in the rotation (in the order of the split list).
    public var inRotation: Bool

    public init(uid: String = "", sessionType: String, name: String, title: String, description: String, targetDuration: String,
                steps: [PlanStep], groups: [String] = [], colour: SplitColour = .cyan, glyph: String? = nil, inRotation: Bool = true) {
        self.uid = uid
        self.sessionType = sessionType
        self.name = name
        self.title = title
        self.description = description
        self.targetDuration = targetDuration
        self.steps = steps.identified()
        self.groups = groups
        self.colour = colour
        self.glyph = glyph ?? String(sessionType.prefix(1))
        self.inRotation = inRotation
    }

    /// Appends a step with an id of its own; returns its position.
    @discardableResult
    public mutating func append(_ step: PlanStep) -> Int {
        var step = step
        step.id = steps.nextStepID
        steps.append(step)
        return steps.count - 1
    }

    /// A key for a new split from its name: its letters, upper-cased, made unique ("PUSH", "PUSH2").
    public static func newSessionType(name: String, taken: Set<String>) -> String {
        let letters = String(name.uppercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(8))
        let base = letters.isEmpty ? "SPLIT" : letters
        if !taken.contains(base) { return base }
        var n = 2
        while taken.contains("\(base)\(n)") { n += 1 }
        return "\(base)\(n)"
    }

    /// Planned weights due for review on `today` (seed 004 reminder): steps with a weight, a review
    /// interval and a last update at least that many weeks ago.
    public func weightsDue(today: Day) -> [PlanStep] {
        steps.filter { step in
            guard step.loadType == .weight, let weeks = step.reviewWeeks, weeks > 0, let updated = step.weightUpdated else { return false }
            return updated.adding(days: weeks * 7) <= today
        }
    }
}
