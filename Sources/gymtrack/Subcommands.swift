import Domain
import Foundation
import Storage

/// `gymtrack status`: one line for a shell prompt or a tmux status bar.
func runStatus(store: Store, json: Bool, now: Moment) throws -> String {
    let today = now.day
    let history = try store.loadHistory(today: today)
    let splits = try store.loadRotation()
    let nextType = nextInRotation(order: splits.map(\.sessionType), history: history, today: today)
    let next = splits.first { $0.sessionType == nextType }
    let settings = try store.loadSettings()
    let streak = history.gymStreak(mode: settings.streakMode, weekSessions: settings.streakWeekSessions, today: today)
    let challenge = challengeSummary(history: history, today: today, target: settings.challengeTarget)
    let running = try store.loadActiveWorkout()
    if json {
        var object: [String: Any] = [
            "next": next.map { ["type": $0.sessionType, "name": $0.name] as [String: Any] } ?? NSNull(),
            "streak": streak.count,
            "streakUnit": streak.mode.rawValue,
            "challenge": ["today": challenge.setsToday, "target": challenge.target, "status": challenge.status.rawValue,
                          "streak": challenge.streak] as [String: Any],
            "date": today.iso,
        ]
        object["workoutInProgress"] = running.map { ["type": $0.sessionType, "title": $0.title] as [String: Any] } ?? NSNull()
        if streak.mode == .weeks { object["week"] = ["sessions": streak.thisWeek, "target": streak.weekNeeds] }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
    var parts: [String] = []
    if let running {
        parts.append("In progress: \(printableName(running.title))")
    } else if let next {
        parts.append("Next: \(printableName(next.glyph.isEmpty ? next.sessionType : next.glyph)) \(printableName(next.name))")
    }
    switch streak.mode {
    case .days: parts.append("streak \(streak.count)d")
    case .weeks: parts.append("streak \(streak.count)w (\(streak.thisWeek)/\(streak.weekNeeds) this week)")
    }
    parts.append("challenge \(challenge.setsToday)/\(challenge.target)" + (challenge.streak > 0 ? " (\(challenge.streak)d)" : ""))
    return parts.joined(separator: " · ")
}

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
