import Domain
import Storage

/// `gymtrack challenge +1` / `set N`.
func runChallenge(store: Store, add: Int?, set: Int?, now: Moment) throws -> String {
    let target = try store.loadSettings().challengeTarget
    if let set, set > target {
        throw UsageError(message: "challenge set takes 0 to \(target); \(set) is more than today's target.")
    }
    let before = try store.challengeSets(on: now.day)
    let count: Int
    if let set {
        count = try store.setChallenge(day: now.day, sets: set, target: target, now: now)
    } else {
        count = try store.adjustChallenge(day: now.day, by: add ?? 1, target: target, now: now)
    }
    let note = (add != nil && count == before) ? " (already complete)" : (count == target ? " complete" : "")
    return "Challenge today: \(count)/\(target)\(note)"
}
