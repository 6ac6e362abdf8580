import AppCore
import Domain
import Formats
import Foundation
import Storage

/// `gymtrack stats`: the numbers behind the Stats tab, from the same Domain functions and the
/// same loads (the recent history window and the all-time figures). Only reads.
struct StatsReport {
    var date: Day
    /// In days or weeks, as Settings count the streak; `records` holds the longest in days and in weeks.
    var gymStreak: GymStreak
    var challenge: ChallengeSummary
    var quick: QuickStats
    /// 12 each, oldest first, with the day each bar starts on.
    var perWeek: [(start: Day, count: Int)]
    var perMonth: [(start: Day, count: Int)]
    var splits: [(type: String, name: String, sessions: Int)]
    var records: AllTimeStats
    /// Per exercise lifted with a weight: the heaviest working set and the best Epley e1RM.
    var personalBests: [ExerciseRecord]
    var unit: WeightUnit
    /// The days a week needs for the weekly streak.
    var weekSessions: Int

    static let bars = 12

    /// The longest gym streak, counted as the current one is.
    var longestGymStreak: Int { records.longestGymStreak(mode: gymStreak.mode, weekSessions: weekSessions) }

    init(store: Store, today: Day) throws {
        let history = try store.loadHistory(today: today)
        let allTime = try store.loadAllTimeStats()
        let names = try store.splitNames()
        let rotation = try store.loadSplits().filter(\.inRotation).map(\.sessionType)
        date = today
        let settings = try store.loadSettings()
        gymStreak = history.gymStreak(mode: settings.streakMode, weekSessions: settings.streakWeekSessions, today: today)
        weekSessions = settings.streakWeekSessions
        challenge = challengeSummary(history: history, today: today, target: settings.challengeTarget)
        unit = settings.unit
        personalBests = try store.loadExerciseRecords()
        quick = quickStats(history: history, today: today)
        let weeks = weeklySessionCounts(history: history, today: today, weeks: Self.bars)
        perWeek = weeks.enumerated().map { i, bar in (today.startOfWeek.adding(days: -7 * (Self.bars - 1 - i)), bar.count) }
        let months = monthlySessionCounts(history: history, today: today, months: Self.bars)
        perMonth = months.enumerated().map { i, bar in
            let index = today.year * 12 + today.month - 1 - (Self.bars - 1 - i)
            return (Day(year: index / 12, month: index % 12 + 1, day: 1), bar.count)
        }
        splits = allTime.distribution(order: rotation).map { ($0.label, names[$0.label] ?? $0.label, $0.count) }
        records = allTime
    }

    func percent(_ sessions: Int) -> Int {
        records.totalSessions == 0 ? 0 : Int((Double(sessions) * 100 / Double(records.totalSessions)).rounded())
    }

    func json() throws -> String {
        var object: [String: Any] = [
            "date": date.iso,
            "streaks": ["gym": gymStreak.count, "challenge": challenge.streak],
            "challenge": ["today": challenge.setsToday, "target": challenge.target,
                          "pastYear": challenge.pastYear, "yearToDate": challenge.yearToDate],
            "sessions": [
                "thisWeek": quick.thisWeek, "thisMonth": quick.thisMonth, "total": records.totalSessions,
                "perWeek": perWeek.map { ["weekOf": $0.start.iso, "count": $0.count] as [String: Any] },
                "perMonth": perMonth.map { ["month": String($0.start.iso.prefix(7)), "count": $0.count] as [String: Any] },
            ] as [String: Any],
            "splits": splits.map { ["type": $0.type, "name": $0.name, "sessions": $0.sessions, "percent": percent($0.sessions)] as [String: Any] },
            "records": ["longestGymStreak": longestGymStreak, "longestChallengeStreak": records.longestChallengeStreak,
                        "totalSessions": records.totalSessions, "fullChallengeDays": records.fullChallengeDays],
            "personalBests": personalBests.filter { !$0.isDistance }.map {
                ["exercise": $0.name, "heaviestKg": $0.heaviestKg, "bestE1RMKg": ($0.bestE1RMKg * 10).rounded() / 10] as [String: Any]
            },
            "distanceBests": personalBests.filter(\.isDistance).map {
                ["exercise": $0.name, "longestMeters": ($0.longestMeters ?? 0).rounded(),
                 "fastestSecondsPerKm": $0.fastestPace.map { ($0 * 10).rounded() / 10 } as Any] as [String: Any]
            },
        ]
        // Counted in weeks, it says so with the keys `status --json` has for it.
        if gymStreak.mode == .weeks {
            object["streakUnit"] = gymStreak.mode.rawValue
            object["week"] = ["sessions": gymStreak.thisWeek, "target": gymStreak.weekNeeds]
        }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return escapingControls(inJSON: String(decoding: data, as: UTF8.self))
    }

    /// A few aligned lines: a label column, then the figures.
    func text() -> String {
        func days(_ n: Int) -> String { n == 1 ? "1 day" : "\(n) days" }
        func monthName(_ day: Day) -> String { Day.monthAbbreviations[day.month - 1] }
        func weeks(_ n: Int) -> String { n == 1 ? "1 week" : "\(n) weeks" }
        let gym = gymStreak.mode == .weeks
            ? "\(weeks(gymStreak.count)) · longest \(weeks(longestGymStreak)) · this week \(gymStreak.thisWeek)/\(gymStreak.weekNeeds)"
            : "\(days(gymStreak.count)) · longest \(days(longestGymStreak))"
        var rows: [(String, String)] = [
            ("Gym streak", gym),
            ("Challenge streak", "\(days(challenge.streak)) · longest \(days(records.longestChallengeStreak)) · today \(challenge.setsToday)/\(challenge.target)"),
            ("Full challenge days", "\(records.fullChallengeDays) · past 365 days \(challenge.pastYear) · this year \(challenge.yearToDate)"),
            ("Sessions", "\(quick.thisWeek) this week · \(quick.thisMonth) this month · \(records.totalSessions) in all"),
            ("Per week, last \(Self.bars)", perWeek.map { String($0.count) }.joined(separator: " ") + "  (from \(perWeek[0].start.short))"),
            ("Per month, last \(Self.bars)", perMonth.map { String($0.count) }.joined(separator: " ")
                + "  (\(monthName(perMonth[0].start)) to \(monthName(perMonth[Self.bars - 1].start)))"),
        ]
        // Names as printed (escaped), so they are measured as they show.
        let shown = splits.map { (type: printableName($0.type), name: printableName($0.name), sessions: $0.sessions) }
        let width = shown.map { $0.type.count <= 2 ? $0.type.count + 1 + $0.name.count : $0.name.count }.max() ?? 0
        for (i, split) in shown.enumerated() {
            // One-letter keys (A/B/C) read well before the name, as on the tab.
            let label = split.type.count <= 2 ? "\(split.type) \(split.name)" : split.name
            let padded = label + String(repeating: " ", count: max(0, width - label.count))
            let count = String(split.sessions), share = String(percent(split.sessions))
            rows.append((i == 0 ? "By workout" : "",
                         "\(padded)  \(String(repeating: " ", count: max(0, 5 - count.count)))\(count)  \(String(repeating: " ", count: max(0, 3 - share.count)))\(share)%"))
        }
        let bestNames = personalBests.map { printableName($0.name) }
        let nameWidth = bestNames.map(\.count).max() ?? 0
        var firstOfKind: Set<Bool> = []
        for (i, best) in personalBests.enumerated() {
            let name = bestNames[i] + String(repeating: " ", count: nameWidth - bestNames[i].count)
            let label = firstOfKind.insert(best.isDistance).inserted ? (best.isDistance ? "Distance bests" : "Personal bests") : ""
            if best.isDistance {
                let longest = trimDistance(unit.distance(fromMetres: best.longestMeters ?? 0)) + " " + unit.distanceName
                rows.append((label, "\(name)  longest \(longest)" + (best.fastestPace.map { " · pace \(paceText($0, unit))/\(unit.distanceName)" } ?? "")))
            } else {
                rows.append((label, "\(name)  heaviest \(formatWeight(best.heaviestKg, unit)) · e1RM \(formatWeight(best.bestE1RMKg, unit))"))
            }
        }
        let labelWidth = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0 + String(repeating: " ", count: labelWidth - $0.0.count) + "  " + $0.1 }.joined(separator: "\n")
    }
}

func runStats(store: Store, json: Bool, now: Moment) throws -> String {
    let report = try StatsReport(store: store, today: now.day)
    return json ? try report.json() : report.text()
}
