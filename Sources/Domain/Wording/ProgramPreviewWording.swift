/// A program's next workouts in words, as `gymtrack program show` prints them and the Plans
/// tab shows them: one wording, so the shell and the tracker never say two things.
public struct PreviewWorkout: Hashable, Sendable {
    /// "W1 D3 Bench day · cycle 2".
    public var title: String
    public var lines: [PreviewLine]

    public init(title: String, lines: [PreviewLine]) {
        self.title = title
        self.lines = lines
    }
}

/// One exercise of a previewed workout: its target, and for the next workout its reason.
public struct PreviewLine: Hashable, Sendable {
    public var exercise: String
    public var target: String
    public var why: String?

    public init(exercise: String, target: String, why: String? = nil) {
        self.exercise = exercise
        self.target = target
        self.why = why
    }
}

extension ProgramPlanner {
    /// The next `count` workouts (`preview(count:)`) in words: each exercise's target, the
    /// first workout's with their reasons.
    public func previewWorkouts(count: Int) -> [PreviewWorkout] {
        let unit = settings.unit
        return preview(count: max(1, count)).enumerated().map { i, planned in
            let cycle = planned.position.cycle > 0 ? " · cycle \(planned.position.cycle + 1)" : ""
            // A slot left out of the week (`-`) is not in its workout.
            let lines = zip(planned.day.slots, planned.targets).filter { slot, _ in !slot.isAbsent(week: planned.position.week) }.map { slot, target in
                PreviewLine(exercise: slot.title, target: target.summary(unit), why: i == 0 ? target.why(unit, today: today) : nil)
            }
            return PreviewWorkout(title: program.markedDayName(week: planned.position.week, day: planned.position.day) + cycle, lines: lines)
        }
    }
}
