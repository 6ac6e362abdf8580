/// The values of a split's step as typed into its form; nil where a field was left empty.
public struct StepEdit: Equatable, Sendable {
    /// What the step becomes: `.timed`, one countdown; `.sets` (or `.hold`), counted sets, held
    /// ones when the load is a duration. Nil keeps the kind it has.
    public var kind: StepKind?
    public var loadType: LoadType?
    public var workingSets: Int?
    public var warmupSets: Int?
    public var reps: Int?
    public var durationSeconds: Int?
    /// Kilograms.
    public var weight: Double?
    public var restSeconds: Int?
    public var cycles: Bool
    public var reviewWeeks: Int?
    public var notes: String
    /// Done one side at a time (each set's left and right reps); nil keeps what the step has.
    public var unilateral: Bool?

    public init(kind: StepKind? = nil, loadType: LoadType? = nil, workingSets: Int? = nil, warmupSets: Int? = nil, reps: Int? = nil, durationSeconds: Int? = nil,
                weight: Double? = nil, restSeconds: Int? = nil, cycles: Bool = false, reviewWeeks: Int? = nil, notes: String = "",
                unilateral: Bool? = nil) {
        self.unilateral = unilateral
        self.kind = kind
        self.loadType = loadType
        self.workingSets = workingSets
        self.warmupSets = warmupSets
        self.reps = reps
        self.durationSeconds = durationSeconds
        self.weight = weight
        self.restSeconds = restSeconds
        self.cycles = cycles
        self.reviewWeeks = reviewWeeks
        self.notes = notes
    }
}

/// Why an edit cannot be applied.
public enum StepEditError: Error, Equatable, Sendable {
    /// A duration load was chosen without a number of seconds.
    case durationNeedsSeconds
    /// A step made one countdown without a number of seconds.
    case timedNeedsSeconds
}

extension PlanStep {
    /// Whether the form offers the step's kind (one countdown or sets) with its sets, reps,
    /// weight and load: every step but the daily challenge, which only takes seconds.
    public var editsKind: Bool { kind != .challenge }

    /// This step with `edit` applied: the plan text follows changed sets and reps (and a changed
    /// kind), and a changed weight is dated `today`.
    /// A change of kind keeps what the new kind can use: seconds, rest and notes always; a
    /// countdown's seconds become a hold's, and a hold's the countdown's.
    public func applying(_ edit: StepEdit, today: Day) -> Result<PlanStep, StepEditError> {
        var step = self
        let becomesTimed = edit.kind.map { $0 == .timed } ?? (kind == .timed)
        if !editsKind || (kind == .timed && becomesTimed) {
            if let seconds = edit.durationSeconds, seconds != durationSeconds {
                step.durationSeconds = seconds
                step.repsText = PlanStep.repsText(reps: nil, durationSeconds: seconds)
            }
        } else if becomesTimed {
            guard let seconds = edit.durationSeconds ?? durationSeconds else { return .failure(.timedNeedsSeconds) }
            step.kind = .timed
            step.loadType = .duration
            step.workingSets = 0
            step.warmupSets = 0
            step.weight = nil
            step.cycles = false
            step.durationSeconds = seconds
            step.setsText = "—"
            step.repsText = PlanStep.repsText(reps: nil, durationSeconds: seconds)
        } else {
            let converted = kind == .timed
            let load = edit.loadType ?? (converted ? .none : loadType)
            let working = edit.workingSets ?? workingSets
            let warmup = edit.warmupSets ?? 0
            step.loadType = load
            step.workingSets = working
            step.warmupSets = warmup
            step.cycles = edit.cycles
            if load == .duration {
                guard let seconds = edit.durationSeconds ?? durationSeconds else { return .failure(.durationNeedsSeconds) }
                step.kind = .hold
                step.durationSeconds = seconds
                step.weight = nil
            } else {
                step.kind = .sets
                step.durationSeconds = nil
                step.weight = load.weightLabel != nil ? edit.weight : nil
                if let sides = edit.unilateral { step.unilateral = sides }
            }
            if converted || step.workingSets != workingSets || step.warmupSets != warmupSets {
                step.setsText = PlanStep.setsText(warmup: warmup, working: working)
            }
            if converted || edit.reps != plannedReps || step.durationSeconds != durationSeconds {
                step.repsText = PlanStep.repsText(reps: edit.reps, durationSeconds: step.kind == .hold ? step.durationSeconds : nil)
            }
            if step.weight != weight { step.weightUpdated = today }
        }
        step.restSeconds = edit.restSeconds
        step.reviewWeeks = edit.reviewWeeks
        step.notes = edit.notes
        return .success(step)
    }
}

extension Split {
    /// The split's steps as `workout` ran them: the
    /// session's order and added exercises, each weight last lifted for a working set as the
    /// new planned weight, dated `today`, and each note written in the session as the step's
    /// notes. An exercise added in the session but skipped is left out, and so is the daily
    /// challenge step the workout added by itself (it is added again next time).
    public func revisedSteps(from workout: ActiveWorkout, today: Day) -> [PlanStep] {
        revisedSteps(from: workout, today: today, logged: true)
    }

    /// `revisedSteps`; without `logged`, the plan alone: the weights lifted and the notes
    /// written in the session are left as the split has them.
    private func revisedSteps(from workout: ActiveWorkout, today: Day, logged: Bool) -> [PlanStep] {
        // A swap changes the session, not the split: the step swapped out stays as planned,
        // once, and the steps swapped in are left out.
        // The titles of the steps that are not swapped in (one swapped back to the exercise it replaced is).
        let titles = Set(workout.steps.filter { $0.plan.swappedFor == nil }.map(\.plan.title))
        let swappedOut = Set(workout.steps.compactMap(\.plan.swappedFor))
        var revised: [PlanStep] = []
        for step in workout.steps {
            if let original = step.plan.swappedFor, let planned = steps.first(where: { $0.title == original }) {
                if !titles.contains(original) && !revised.contains(where: { $0.title == original }) { revised.append(planned) }
                continue
            }
            if let plan = revisedStep(step, swappedOut: swappedOut, today: today, logged: logged) { revised.append(plan) }
        }
        return revised
    }

    /// One step of the workout as the split would take it, nil when it is left out.
    private func revisedStep(_ step: WorkoutStep, swappedOut: Set<String>, today: Day, logged: Bool) -> PlanStep? {
        if addedChallenge(step.plan) { return nil }
        // Matched by exercise and title: step ids are positions again after a restart.
        let planned = steps.first { $0.exerciseID == step.plan.exerciseID && $0.title == step.plan.title }
        if planned == nil && step.skipped { return nil }
        var plan = step.plan
        // A step swapped out part way through keeps the sets it was planned with.
        if let planned, swappedOut.contains(plan.title) {
            plan = plan.withSets(warmup: planned.warmupSets, working: planned.workingSets)
            plan.setsText = planned.setsText
        }
        if plan.swappedFor != nil { plan.notes = "" }
        guard logged else { return plan }
        let note = String(step.note.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if !note.isEmpty && note != plan.notes { plan.notes = note }
        if plan.loadType == .weight, let lifted = step.sets.last(where: { $0.isWorking && $0.weight != nil })?.weight,
           lifted != plan.weight {
            plan.weight = lifted
            plan.weightUpdated = today
        }
        return plan
    }

    /// Whether finishing `workout` would change this split's plan, so it is worth asking: an
    /// exercise added or taken out, their order, a step's sets, reps, load, sides, grouping or
    /// planned weight. The weights lifted and the notes written never ask by themselves (asked
    /// after every session, the question is answered no by habit, and a real change is lost);
    /// they go with the plan when it is saved.
    public func isRevised(by workout: ActiveWorkout, today: Day) -> Bool {
        revisedSteps(from: workout, today: today, logged: false) != steps
    }
}
