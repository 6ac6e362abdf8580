import Domain

extension Store {
    /// The workouts of split steps with a rule, by `SplitStepRead.key`: each read from its
    /// latest back only as far as Domain says its rule's target needs, all in one snapshot.
    public func splitStepHistories(_ reads: [SplitStepRead], today: Day) throws -> [String: SlotHistory] {
        try readTogether("read the exercise's sessions") {
            var histories: [String: SlotHistory] = [:]
            for step in reads {
                histories[step.key] = try step.history(today: today) { limit in
                    try slotHistory(exerciseIDs: [step.step.exerciseID ?? ""], reads: step.slotReads, since: 0, limit: limit)
                }
            }
            return histories
        }
    }
}
