/// The colour a split is drawn in, by name so any terminal palette can map it.
public enum SplitColour: String, Hashable, Sendable, CaseIterable {
    case cyan, green, yellow, red, magenta, blue
}

/// A user-owned workout: its exercises in order and the muscle groups it is meant to train.
/// The default A/B/C plans are the first three.
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
    /// Whether its workouts include the daily challenge step; a split may opt out.
    public var dailyChallenge: Bool

    public init(uid: String = "", sessionType: String, name: String, title: String, description: String, targetDuration: String,
                steps: [PlanStep], groups: [String] = [], colour: SplitColour = .cyan, glyph: String? = nil, inRotation: Bool = true,
                dailyChallenge: Bool = true) {
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
        self.dailyChallenge = dailyChallenge
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

    /// Planned weights due for review on `today`: steps with a weight, a review
    /// interval and a last update at least that many weeks ago.
    public func weightsDue(today: Day) -> [PlanStep] {
        steps.filter { step in
            guard step.loadType == .weight, let weeks = step.reviewWeeks, weeks > 0, let updated = step.weightUpdated else { return false }
            return updated.adding(days: weeks * 7) <= today
        }
    }
}

extension PlanStep {
    /// The daily challenge step every workout includes, as the A/B/C plans write it.
    public static let dailyChallenge = PlanStep(exerciseID: "daily-challenge", title: "Daily Challenge — squats + push-ups", kind: .challenge,
                                                setsText: "1 of \(DailyChallenge.defaultTarget)",
                                                repsText: "\(DailyChallenge.defaultReps) + \(DailyChallenge.defaultReps) reps",
                                                notes: "Counts toward daily challenge")
}

extension Split {
    /// The steps a workout of this split runs: its own, with the daily
    /// challenge step placed after the first warm-up step (a timed step at the start) if there is
    /// one, else first, unless the split already has one or opted out. The added step takes an id
    /// of its own, so the split's steps keep theirs.
    public var workoutSteps: [PlanStep] {
        let steps = self.steps.identified()
        guard dailyChallenge, !steps.contains(where: { $0.kind == .challenge }) else { return steps }
        var challenge = PlanStep.dailyChallenge
        challenge.id = steps.nextStepID
        var result = steps
        // After the warm-up, or after its whole superset: the challenge never splits a group.
        result.insert(challenge, at: steps.first?.kind == .timed ? (steps.superset(containing: 0)?.upperBound ?? 0) + 1 : 0)
        return result
    }

    /// Whether a step of a workout is the challenge step `workoutSteps` added (not one of the split's).
    public func addedChallenge(_ step: PlanStep) -> Bool {
        step.kind == .challenge && dailyChallenge && !steps.contains { $0.kind == .challenge }
    }

    /// The target duration with its unit: a bare number typed in the form reads as minutes.
    public var durationText: String { Split.durationWithUnit(targetDuration) }

    /// "45" → "45 min", "40–45" → "40–45 min"; text that has a unit already stays as it is.
    public static func durationWithUnit(_ text: String) -> String {
        guard !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "–" || $0 == "-" || $0 == " " }) else { return text }
        return text + " min"
    }

    /// A glyph for a new split that no other split has: the first letter or digit of its name
    /// not taken, else any free letter. Nil when every one is taken.
    public static func freeGlyph(name: String, taken: Set<String>) -> String? {
        let candidates = name.uppercased().filter { $0.isLetter || $0.isNumber }.map(String.init)
            + "ABCDEFGHIJKLMNOPQRSTUVWXYZ123456789".map(String.init)
        return candidates.first { !taken.contains($0) && !taken.contains($0.lowercased()) }
    }
}
