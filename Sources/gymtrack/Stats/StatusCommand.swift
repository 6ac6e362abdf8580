import Domain
import Formats
import Foundation
import Storage

/// `gymtrack status`: one line for a shell prompt or a tmux status bar; with `format`, the
/// line that template writes (`StatusFormat`).
func runStatus(store: Store, json: Bool, format: String? = nil, now: Moment) throws -> String {
    let today = now.day
    let history = try store.loadHistory(today: today)
    // With a program in use, its next day, as Home's card names it; read without its slots'
    // workouts, since its place and days are all status says.
    var next: (sessionType: String, name: String, glyph: String)?
    var programDay: (program: String, day: String)?
    if let active = try store.loadActiveProgram(today: today, histories: false) {
        let program = active.program, place = active.position
        if program.days.indices.contains(place.day) {
            next = (program.sessionType(key: active.record.key, week: place.week, day: place.day),
                    program.dayName(week: place.week, day: place.day), program.dayMark(place.day))
            programDay = (program.name, program.days[place.day].key)
        }
    } else {
        let splits = try store.loadRotation()
        let nextType = nextInRotation(order: splits.map(\.sessionType), history: history, today: today)
        next = splits.first { $0.sessionType == nextType }
    }
    let settings = try store.loadSettings()
    let streak = history.gymStreak(mode: settings.streakMode, weekSessions: settings.streakWeekSessions, today: today)
    let challenge = challengeSummary(history: history, today: today, target: settings.challengeTarget)
    let running = try store.loadActiveWorkout()
    let progress = running.map { WorkoutProgress($0, at: now.epochSeconds) }
    if json {
        var object: [String: Any] = [
            "next": next.map { next in
                var object: [String: Any] = ["type": next.sessionType, "name": next.name]
                if let programDay { object["program"] = programDay.program; object["day"] = programDay.day }
                return object
            } ?? NSNull(),
            "streak": streak.count,
            "streakUnit": streak.mode.rawValue,
            "challenge": ["today": challenge.setsToday, "target": challenge.target, "status": challenge.status.rawValue,
                          "streak": challenge.streak] as [String: Any],
            "date": today.iso,
        ]
        object["workoutInProgress"] = running.map { ["type": $0.sessionType, "title": $0.title] as [String: Any] } ?? NSNull()
        object["workout"] = progress.map { progress in
            ["split": progress.split, "exercise": progress.exercise ?? NSNull(), "setsDone": progress.setsDone,
             "setsPlanned": progress.setsPlanned, "restSeconds": progress.restLeft ?? NSNull()] as [String: Any]
        } ?? NSNull()
        if streak.mode == .weeks { object["week"] = ["sessions": streak.thisWeek, "target": streak.weekNeeds] }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return escapingControls(inJSON: String(decoding: data, as: UTF8.self))
    }
    let streakWords: String
    switch streak.mode {
    case .days: streakWords = "\(streak.count)d"
    case .weeks: streakWords = "\(streak.count)w"
    }
    let challengeWords = "\(challenge.setsToday)/\(challenge.target)"
    let nextWords = next.map { printableName(($0.glyph.isEmpty ? $0.sessionType : $0.glyph) + " " + $0.name) }
    var parts: [String] = []
    if let progress {
        parts.append(printableName(progress.line))
    } else if let nextWords {
        parts.append("Next: \(nextWords)")
    }
    parts.append("streak " + streakWords + (streak.mode == .weeks ? " (\(streak.thisWeek)/\(streak.weekNeeds) this week)" : ""))
    parts.append("challenge " + challengeWords + (challenge.streak > 0 ? " (\(challenge.streak)d)" : ""))
    let line = parts.joined(separator: " · ")
    guard let format else { return line }
    let values: [String: String?] = [
        "status": line,
        "workout": progress.map { printableName($0.line) },
        "split": progress.map { printableName($0.split) },
        "exercise": progress?.exercise.map(printableName),
        "set": progress.flatMap { $0.exercise == nil ? nil : String($0.setsDone) },
        "sets": progress.flatMap { $0.exercise == nil ? nil : String($0.setsPlanned) },
        "rest": progress?.restLeft.map(formatClock),
        "rest_seconds": progress?.restLeft.map(String.init),
        "next": nextWords,
        "streak": streakWords,
        "challenge": challengeWords,
    ]
    do {
        return try StatusFormat.fill(format, values.compactMapValues { $0 })
    } catch {
        throw UsageError(message: error.message)
    }
}
