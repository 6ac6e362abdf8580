/// A ladder (`3x5-8, ladder Assisted Pull-Up > Pull-Up`): double progression on each rung, and
/// once every set reaches the top of the range, the next, harder exercise at the bottom of it.
/// An assisted rung first takes its assistance away; the last rung goes on adding weight (a
/// bodyweight exercise: weight added to the body). The rung is the exercise of the last workout,
/// so the rule reads that workout only.
extension TargetEngine {
    func ladder(_ increment: Double?, _ history: [SlotSession]) -> Target? {
        guard let last = fromLast(history) else { return nil }
        let rung = last?.session.exerciseID ?? slot.exerciseID
        let on = onRung(rung)
        let held = slot.heldRungs[rung]
        guard let (session, work, doneWeight) = last else {
            var target = on.startTarget(week: 0)
            if let held { target = on.target(held.label, on.sets(held, weight: 0), target.reason) }
            target.exerciseID = rung
            return target
        }
        let index = slot.ladder.firstIndex(of: rung)
        let tops = held ?? SetScheme((inputs.stagesOf(session)?.first ?? slot.schemes[0]).sets.map { PlannedSet(reps: $0.repsTop ?? $0.reps ?? 0, seconds: $0.seconds) })
        let assistanceLeft = on.inputs.loadType == .assisted && doneWeight > 0.001
        let name = inputs.rung(rung).name
        if let index, index + 1 < slot.ladder.count, !assistanceLeft, on.reached(work, tops, weight: doneWeight) {
            let next = slot.ladder[index + 1]
            let harder = onRung(next)
            let scheme = slot.heldRungs[next] ?? slot.schemes[0]
            let did = held.map { "held \(($0.sets.compactMap(\.seconds).max() ?? 0)) s" } ?? "reached \(tops.sets.compactMap(\.reps).max() ?? 0)"
            var target = harder.target(scheme.label, harder.sets(scheme, weight: 0),
                                       "\(inputs.rung(next).name) next: every set \(did) with \(name) \(on: session.day)")
            target.exerciseID = next
            return target
        }
        // A held rung is held again, as written, until every set lasts.
        var target = held.map { on.target($0.label, on.sets($0, weight: 0), "\(name) again: \($0.label) not yet held \(on: session.day)") }
            ?? on.double(increment, history)
        target?.exerciseID = rung
        return target
    }

    /// This engine for a rung of the ladder: loaded as that exercise is.
    func onRung(_ id: String) -> TargetEngine {
        var inputs = self.inputs
        inputs.loadType = inputs.rung(id).load
        return TargetEngine(slot: slot, inputs: inputs, fromStart: fromStart)
    }
}
