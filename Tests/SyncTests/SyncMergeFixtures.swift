import Domain
import Formats
@testable import Sync

/// Small records for the merge's tests, stamped on 2026-11-22 at `minute` past eight.
enum Fixture {
    static func stamp(_ minute: Int) -> String { "2026-11-22T08:\(minute < 10 ? "0" : "")\(minute):00Z" }

    static func set(_ uid: String, index: Int, reps: Int, at minute: Int, note: String = "") -> ImportedSet {
        ImportedSet(uid: uid, setIndex: index, isWarmup: false, reps: reps, weight: 60, durationSeconds: nil, rpe: nil,
                    completedAt: stamp(minute), completedEpoch: 1_764_000_000 + Double(minute * 60), updatedAt: stamp(minute), note: note)
    }

    static func step(_ uid: String, _ sets: [ImportedSet], at minute: Int, note: String = "") -> ImportedSessionStep {
        ImportedSessionStep(uid: uid, updatedAt: stamp(minute), plan: PlanStep(title: "Squat", kind: .sets, setsText: "3x5", repsText: "5", notes: ""), note: note, sets: sets)
    }

    static func session(_ uid: String, _ steps: [ImportedSessionStep], at minute: Int, note: String = "", started: Double = 1_764_000_000) -> ImportedSession {
        ImportedSession(uid: uid, sessionType: "A", title: "Day A", date: Day(year: 2026, month: 11, day: 22), startedAt: stamp(0),
                        startedEpoch: started, utcOffsetSeconds: 0, durationSeconds: 3600, isPartial: false, stepsTotal: steps.count,
                        stepsCompleted: steps.count, updatedAt: stamp(minute), note: note, steps: steps)
    }

    static func day(_ d: Int, device: String, sets: Int, at minute: Int) -> ImportedChallengeDay {
        var day = ImportedChallengeDay(uid: "day-\(d)", date: Day(year: 2026, month: 11, day: d), sets: sets, target: 5, updatedAt: stamp(minute))
        day.counts = [ChallengeDeviceCount(device: device, sets: sets, updatedAt: stamp(minute))]
        return day
    }

    static func bundle(sessions: [ImportedSession] = [], days: [ImportedChallengeDay] = [], programs: [ProgramRecord] = [],
                       settings: [String: (String, String)] = [:], tombstones: [String: String] = [:]) -> ImportBundle {
        var bundle = ImportBundle(source: "test", sessions: sessions, challengeDays: days)
        bundle.programs = programs
        bundle.tombstones = tombstones
        for (key, (value, stamp)) in settings {
            bundle.settings[key] = value
            bundle.settingsUpdatedAt[key] = stamp
        }
        return bundle
    }
}
