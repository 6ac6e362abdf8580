import BundledPlans
import XCTest
@testable import Domain
import Formats

/// nSuns 5/3/1 LP's first twelve weeks against a table worked out by hand: each heavy day's 1+
/// set raises its lift's training max from the next week by the reps done in it (0–1 none,
/// 2–3 2.5 kg, 4–5 5 kg, 6 or more 7.5 kg); every T2 lift reads its main lift's training max.
/// Weights rounded down to what a 20 kg bar and 1.25 kg pairs load.
final class BuiltInNSunsTableTests: XCTestCase {
    /// Five workouts a week. The reps of each 1+ set, week by week, include misses (no rep at
    /// all, which raises nothing, as one rep does) and runs of six and more.
    func testNSunsFirstTwelveWeeks() throws {
        var run = try ProgramRun("nsuns", values: [
            "Barbell Bench Press training max": 100, "Barbell Back Squat training max": 140,
            "Overhead Press training max": 60, "Deadlift training max": 180,
        ], gaps: [1, 1, 1, 1, 3])
        let oneRepSets: [String: [Int]] = [
            "back-squat": [3, 5, 6, 1, 0, 2, 4, 3, 2, 7, 1, 3], "barbell-bench-press": [4, 2, 2, 1, 3, 6, 0, 2, 3, 5, 1, 2],
            "overhead-press": [2, 2, 1, 1, 3, 2, 4, 0, 2, 2, 6, 1], "deadlift": [6, 5, 4, 3, 2, 1, 0, 8, 3, 2, 5, 1],
        ]
        // Each week (and the first after them), the heaviest set of each slot in order: bench volume, press T2; squat 1+,
        // sumo deadlift; press 1+, incline bench; deadlift 1+, front squat; bench 1+, close-grip
        // bench. The training maxes that week: squat, bench, press, deadlift.
        let table = [
            "85 40 132.5 125 55 60 170 75 95 60", // squat: 140, bench: 100, ohp: 60, dl: 180
            "87.5 42.5 135 130 57.5 62.5 177.5 77.5 97.5 62.5", // squat: 142.5, bench: 105, ohp: 62.5, dl: 187.5
            "90 45 140 132.5 60 62.5 182.5 80 100 62.5", // squat: 147.5, bench: 107.5, ohp: 65, dl: 192.5
            "92.5 45 145 137.5 60 65 187.5 85 102.5 65", // squat: 155, bench: 110, ohp: 65, dl: 197.5
            "92.5 45 145 140 60 65 190 85 102.5 65", // squat: 155, bench: 110, ohp: 65, dl: 200
            "95 45 145 140 62.5 67.5 190 85 105 67.5", // squat: 155, bench: 112.5, ohp: 67.5, dl: 202.5
            "100 47.5 147.5 140 65 70 190 85 112.5 70", // squat: 157.5, bench: 120, ohp: 70, dl: 202.5
            "100 52.5 152.5 140 70 70 190 87.5 112.5 70", // squat: 162.5, bench: 120, ohp: 75, dl: 202.5
            "102.5 52.5 155 145 70 72.5 197.5 90 115 72.5", // squat: 165, bench: 122.5, ohp: 75, dl: 210
            "105 52.5 157.5 147.5 72.5 75 200 90 117.5 75", // squat: 167.5, bench: 125, ohp: 77.5, dl: 212.5
            "110 55 165 150 75 77.5 202.5 95 122.5 77.5", // squat: 175, bench: 130, ohp: 80, dl: 215
            "110 60 165 152.5 82.5 77.5 207.5 95 122.5 77.5", // squat: 175, bench: 130, ohp: 87.5, dl: 220
            "112.5 60 167.5 152.5 82.5 77.5 207.5 97.5 125 77.5", // squat: 177.5, bench: 132.5, ohp: 87.5, dl: 220
        ]
        for (week, row) in table.enumerated() {
            var tops: [String] = []
            for day in 0..<5 {
                let (position, _, targets) = run.next { i, slot, target in
                    guard i == 0, day > 0, let lift = oneRepSets[slot.exerciseID], lift.indices.contains(week) else { return nil }
                    var sets = ProgramRun.asTargeted(target)
                    sets[2].reps = lift[week]
                    return sets
                }
                XCTAssertEqual(position.day, day, "week \(week + 1)")
                XCTAssertEqual(position.cycle, week, "week \(week + 1)")
                tops += targets.map { plateNumber($0.topWeight ?? 0) }
                if week == 2, day == 1 {
                    XCTAssertEqual(run.said(targets[0]), "TM 147.5 kg × 95%, week 1, cycle 3, +7.5 by 1+ sets")
                    XCTAssertEqual(run.said(targets[1]), "TM 192.5 kg × 70%, week 1, cycle 3, +12.5 by 1+ sets")
                }
            }
            XCTAssertEqual(tops.joined(separator: " "), row, "week \(week + 1)")
        }
    }

    /// Planned as the database plans it, each slot's latest workouts read first and further back
    /// only where a target needs it: the 1+ sets' raises are read from the start, and every
    /// target is the whole history's.
    /// A preview that reaches into next week plans it on the training maxes this week's 1+ sets
    /// raised: the squat's six reps on Tuesday make next Tuesday's squat 75% of 147.5 kg.
    func testAPreviewIntoNextWeekTakesTheRaisesEarnedThisWeek() throws {
        var run = try ProgramRun("nsuns", values: [
            "Barbell Bench Press training max": 100, "Barbell Back Squat training max": 140,
            "Overhead Press training max": 60, "Deadlift training max": 180,
        ], gaps: [1, 1, 1, 1, 3])
        _ = run.next()
        _ = run.next { _, slot, target in
            guard slot.exerciseID == "back-squat", let amrap = target.sets.firstIndex(where: \.amrap) else { return nil }
            var sets = ProgramRun.asTargeted(target)
            sets[amrap].reps = 6
            return sets
        }
        let preview = run.planner.preview(count: 5)
        XCTAssertEqual(preview.map(\.position.day), [2, 3, 4, 0, 1])
        let squat = try XCTUnwrap(preview[4].targets.first)
        XCTAssertEqual(squat.sets.first?.weight, 110, "75% of 147.5 kg, loaded as 110 kg")
        XCTAssertEqual(try XCTUnwrap(preview[1].targets.last).sets.first?.weight, 47.5, "this week's front squat: 35% of 140 kg, loaded as 47.5 kg")
    }

    func testNSunsPlannedFromItsLatestWorkoutsAgreesWithTheWholeHistory() throws {
        var run = try ProgramRun("nsuns", values: [
            "Barbell Bench Press training max": 100, "Barbell Back Squat training max": 140,
            "Overhead Press training max": 60, "Deadlift training max": 180,
        ], gaps: [1, 1, 1, 1, 3])
        for n in 0..<63 {
            _ = run.next { i, _, target in
                guard i == 0, n % 5 > 0 else { return nil }
                var sets = ProgramRun.asTargeted(target)
                sets[2].reps = n % 7
                return sets
            }
        }
        let whole = run.planner
        var limits: [String: [Int?]] = [:]
        let histories = run.histories, program = run.program
        let reads = ProgramReads(
            program: { text in
                guard case .success(let parsed) = ProgramFile.parse(text, catalog: BundledCatalog.catalog) else { return nil }
                return (parsed.program, BundledCatalog.catalog)
            },
            sessions: { _, _ in run.sessions },
            slot: { exerciseIDs, slotReads, _, limit in
                let key = slotReads.compactMap { read -> String? in
                    guard let place = program.place(of: read.sessionType, key: run.record.key) else { return nil }
                    return program.days[place.day].slots[read.slot].progressionKey
                }.first ?? exerciseIDs[0]
                limits[key, default: []].append(limit)
                let all = histories[key] ?? []
                return limit.map { SlotHistory(all).suffix($0) } ?? SlotHistory(all)
            },
            settings: { run.settings })
        let planned = try XCTUnwrap(ProgramPlanner.plan(run.record, today: run.today, reads: reads))
        XCTAssertEqual(planned.position, whole.position)
        for day in 0..<5 {
            XCTAssertEqual(planned.targets(week: 0, day: day, cycle: whole.position.cycle),
                           whole.targets(week: 0, day: day, cycle: whole.position.cycle), "day \(day + 1)")
        }
        // Only the T1 slots that earn raises are read at all: their latest workouts, and the
        // days that earn read whole, once.
        XCTAssertEqual(Set(limits.keys), ["T1|barbell-bench-press", "T1|back-squat", "T1|overhead-press", "T1|deadlift"])
        XCTAssertEqual(limits["T1|back-squat"], [ProgramPlanner.firstReadDepth, nil])
    }
}
