import AppCore
import BundledPlans
import Domain
import Foundation
import XCTest

/// Fixed data for screen and update tests: a Sunday morning, 22 Nov 2026, UTC.
enum Fixtures {
    static let today = Day(year: 2026, month: 11, day: 22)
    static let now = Moment(epochSeconds: Double(today.dayNumber) * 86_400 + 8 * 3600, utcOffsetSeconds: 0)

    /// Ten weeks of steady training: sessions most days in A/B/C order, challenge mostly full.
    static var history: History {
        var sessions: [SessionRecord] = []
        var challenge: [ChallengeDay] = []
        let types = ["A", "B", "C"]
        var n = 0
        for offset in stride(from: 70, through: 1, by: -1) {
            let day = today.adding(days: -offset)
            if offset % 4 != 0 {
                sessions.append(SessionRecord(id: "S\(offset)", sessionType: types[n % 3], day: day,
                                              startedAt: Double(day.dayNumber) * 86_400 + 7 * 3600,
                                              durationSeconds: 2400 + offset * 7, isPartial: offset % 9 == 0))
                n += 1
            }
            challenge.append(ChallengeDay(day: day, sets: offset % 5 == 0 ? 1 : 3, target: 3))
        }
        return History(sessions: sessions, challenge: challenge)
    }

    /// The bundled catalog, decoded once.
    static let catalog = BundledCatalog.catalog

    /// The A/B/C as bundled, its one-arm rows logged both sides at once as any weighed exercise,
    /// as the screens' tests were written; SetNotesSidesAndRepeatTests logs them as bundled.
    static let splits: [Split] = DefaultSplits.all.map { split in
        var split = split
        for i in split.steps.indices { split.steps[i].unilateral = false }
        return split
    }

    static func state(width: Int = 80, height: Int = 24, history: History = Fixtures.history, workout: ActiveWorkout? = nil,
                      splits: [Split] = Fixtures.splits, keymap: Keymap = .standard) -> AppState {
        var state = AppState(splits: splits, catalog: catalog, history: history, workout: workout, now: now, width: width, height: height,
                             keymap: keymap)
        state.modal = nil
        state.databasePath = "/home/me/.local/share/gymtrack/gymtrack.sqlite"
        state.homeFolder = "/home/me"
        state.backupsFolder = "/home/me/.local/share/gymtrack/backups"
        // Backed up last week: the screens show no backup reminder (SettingsTests shows one).
        state.settings.lastBackup = today.adding(days: -7).iso + "T09:00:00Z"
        return state
    }

    /// Day A started, its Dumbbell rows (1 warm-up + 3 working sets of 10, no planned weight)
    /// selected, with no last time for them.
    static func rowsSelected(width: Int = 80, height: Int = 24, splits: [Split] = Fixtures.splits, keymap: Keymap = .standard) -> AppState {
        var state = Fixtures.state(width: width, height: height, splits: splits, keymap: keymap)
        state.home.selection = 0
        press(&state, .enter, .enter)
        _ = update(&state, .loaded(.exerciseHistory(["dumbbell-row": ExerciseHistory()])))
        press(&state, .char("j"), .char("j"))
        return state
    }

    /// Presses keys in order, collecting every effect.
    @discardableResult
    static func press(_ state: inout AppState, _ keys: Key...) -> [Effect] {
        keys.flatMap { key in
            let effects = update(&state, .key(key))
            answerWrites(&state, effects)
            return effects
        }
    }

    /// Answers a key's writes as the store does: a workout begun gets its id and its steps
    /// theirs, a step added its id, a logged set its id.
    static func answerWrites(_ state: inout AppState, _ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .beginWorkout(let workout):
                _ = update(&state, .workoutBegun(id: "workout-\(state.now.epochSeconds)",
                                                 steps: workout.steps.indices.map { "step-\($0)-\(state.now.epochSeconds)" }))
            case .changeWorkout(let id, .arrangeSteps(let places)):
                let added = places.enumerated().compactMap { position, place -> StoredStep? in
                    if case .added = place { return StoredStep(position: position, uid: "step-added-\(position)-\(state.now.epochSeconds)") }
                    return nil
                }
                _ = update(&state, .stepsStored(workout: id, added))
            case .changeWorkout(let id, .logSet(let step, let set, _)):
                let made = "set-\(step)-\(state.workout?.steps[step].sets.count ?? 0)-\(set.completedAt)"
                _ = update(&state, .setLogged(workout: id, StoredSet(step: step, completedAt: set.completedAt, id: made, isWarmup: set.isWarmup)))
            default:
                break
            }
        }
    }
}

/// The changes to the running workout among `effects`.
func workoutChanges(_ effects: [Effect]) -> [WorkoutChange] {
    effects.compactMap { if case .changeWorkout(_, let change) = $0 { change } else { nil } }
}

/// Compares a rendered screen with Tests/AppCoreTests/Snapshots/NAME.txt: its text, then after
/// `snapshotStylesMarker` how it is drawn (`styleDescription`). A missing snapshot is recorded
/// (and the test fails under CI, where nothing may be recorded). With
/// `GYMTRACK_UPDATE_SNAPSHOTS=1` a snapshot that differs is written again instead of failing,
/// for review in the diff; never under CI, where a difference always fails.
func assertSnapshot(_ screen: Screen, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let directory = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Snapshots")
    let url = directory.appendingPathComponent(name + ".txt")
    let actual = snapshot(of: screen)
    let environment = ProcessInfo.processInfo.environment
    let underCI = environment["CI"] == "true"
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        if underCI {
            XCTFail("Snapshot \(name) is missing; record it locally and commit it.", file: file, line: line)
        } else {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            print("Recorded snapshot \(name); review Tests/AppCoreTests/Snapshots/\(name).txt")
        }
        return
    }
    guard actual != expected else { return }
    if !underCI && environment["GYMTRACK_UPDATE_SNAPSHOTS"] == "1" {
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        print("Updated snapshot \(name); review the diff of Tests/AppCoreTests/Snapshots/\(name).txt")
        return
    }
    let (gotText, gotStyles) = splitSnapshot(actual), (expectedText, expectedStyles) = splitSnapshot(expected)
    let differences = differingLines(gotText, expectedText, "row") + differingLines(gotStyles, expectedStyles, "style line")
    XCTFail("Screen differs from snapshot \(name)\(underCI ? "" : " (GYMTRACK_UPDATE_SNAPSHOTS=1 rewrites it)"):\n"
            + differences.prefix(5).joined(separator: "\n") + "\n--- got ---\n\(actual)", file: file, line: line)
}

/// The line before the style section of a snapshot.
let snapshotStylesMarker = "--- styles ---"

/// What a snapshot file holds: the screen's text, then the marker and its styles.
func snapshot(of screen: Screen) -> String {
    screen.text + "\n" + snapshotStylesMarker + "\n" + styleDescription(screen).map { $0 + "\n" }.joined()
}

/// A snapshot's text and style section (empty when it has none).
private func splitSnapshot(_ snapshot: String) -> (text: String, styles: String) {
    guard let marker = snapshot.range(of: "\n" + snapshotStylesMarker + "\n") else { return (snapshot, "") }
    return (String(snapshot[..<marker.lowerBound]), String(snapshot[marker.upperBound...]))
}

/// The lines that differ, numbered from 0, as "got" and "expected" (a missing line is empty).
private func differingLines(_ got: String, _ expected: String, _ what: String) -> [String] {
    let a = got.split(separator: "\n", omittingEmptySubsequences: false), b = expected.split(separator: "\n", omittingEmptySubsequences: false)
    return (0..<max(a.count, b.count)).compactMap { i in
        let x = i < a.count ? a[i] : "", y = i < b.count ? b[i] : ""
        return x == y ? nil : "\(what) \(i):\n  got:      \(x)\n  expected: \(y)"
    }
}

/// How `screen` is drawn, compactly: a line per row that has a cell not drawn plain,
/// `ROW: RUNS`, each run the columns of neighbouring cells drawn alike and how (`0-9 bold
/// accent`, `12 reverse`), plain cells left out. Attributes come first (bold, dim, reverse,
/// underline), then the colour by its role in `Color`.
func styleDescription(_ screen: Screen) -> [String] {
    (0..<screen.height).compactMap { y in
        var runs: [String] = []
        var x = 0
        let row = Array(screen.row(y))
        while x < row.count {
            let style = row[x].style
            var end = x
            while end + 1 < row.count && row[end + 1].style == style { end += 1 }
            if style != .plain { runs.append((x == end ? "\(x)" : "\(x)-\(end)") + " " + describe(style)) }
            x = end + 1
        }
        return runs.isEmpty ? nil : "\(y): " + runs.joined(separator: ", ")
    }
}

private func describe(_ style: Style) -> String {
    var words: [String] = []
    if style.bold { words.append("bold") }
    if style.dim { words.append("dim") }
    if style.reverse { words.append("reverse") }
    if style.underline { words.append("underline") }
    if let color = style.color { words.append("\(color)") }
    return words.joined(separator: " ")
}
