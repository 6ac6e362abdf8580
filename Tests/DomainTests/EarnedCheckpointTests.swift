import BundledPlans
import XCTest
@testable import Domain
import Formats

/// A program whose sets raise its training maxes (nSuns, Ivysaur 4-4-8) planned load after
/// load as the tracker plans it, keeping a checkpoint of what the raises came to and reading only
/// the workouts after it: the same targets as the whole history gives, for a year.
final class EarnedCheckpointTests: XCTestCase {
    static let runs: [(String, [String: Double])] = [
        ("nsuns", ["Barbell Bench Press training max": 100, "Barbell Back Squat training max": 140,
                   "Overhead Press training max": 60, "Deadlift training max": 180]),
        ("ivysaur", ["Barbell Bench Press training max": 60, "Barbell Back Squat training max": 80, "Deadlift training max": 100,
                     "Overhead Press training max": 40, "Barbell Row training max": 50]),
    ]

    func testACheckpointKeptLoadAfterLoadPlansAsTheWholeHistory() throws {
        for (id, values) in Self.runs {
            var run = try ProgramRun(id, values: values)
            var kept: EarnedCheckpoint?
            var keptTimes = 0, earliestRead = [Double]()
            for n in 0..<156 {
                var since: [Double] = []
                let planned = try XCTUnwrap(ProgramPlanner.plan(run.record, today: run.today, reads: run.reads(checkpoint: kept) { since.append($0) }))
                let whole = run.planner
                XCTAssertEqual(planned.position, whole.position, "\(id) workout \(n)")
                for day in run.program.days.indices {
                    let at = whole.position
                    XCTAssertEqual(planned.targets(week: at.week, day: day, cycle: at.cycle), whole.targets(week: at.week, day: day, cycle: at.cycle),
                                   "\(id) workout \(n), day \(day + 1)")
                }
                XCTAssertEqual(planned.preview(count: 8).map(\.targets), whole.preview(count: 8).map(\.targets), "\(id) workout \(n): the preview")
                if let keep = planned.checkpointToKeep {
                    XCTAssertGreaterThan(keep.through, kept?.through ?? -.infinity)
                    kept = keep
                    keptTimes += 1
                }
                earliestRead.append(since.max() ?? 0)
                _ = run.next { i, _, target in
                    var sets = ProgramRun.asTargeted(target)
                    guard let amrap = sets.indices.last(where: { target.sets[$0].amrap }) else { return nil }
                    // The last sets go 0 to 12 reps in turn: cuts, nothing, and raises of each band.
                    sets[amrap].reps = (n * 5 + i * 3) % 13
                    return sets
                }
            }
            // A checkpoint once a cycle or so, and the earning workouts read only from the last.
            XCTAssertGreaterThan(keptTimes, 20, id)
            XCTAssertGreaterThan(earliestRead.last ?? 0, Double(run.today.adding(days: -30).dayNumber) * 86_400, id)
        }
    }

    func testACheckpointOfAnotherFileOrStartIsNotUsed() throws {
        let (id, values) = Self.runs[0]
        var run = try ProgramRun(id, values: values)
        for _ in 0..<20 { _ = run.next() }
        let planned = try XCTUnwrap(ProgramPlanner.plan(run.record, today: run.today, reads: run.reads(checkpoint: nil)))
        var wrong = try XCTUnwrap(planned.checkpointToKeep)
        // Were it used, every raise would be off by 50 kg.
        wrong.moved = wrong.moved.mapValues { $0 + 50 }
        var other = run.record
        other.text += "\n# edited"
        wrong.fingerprint = EarnedCheckpoint.fingerprint(other, program: run.program)
        let fresh = try XCTUnwrap(ProgramPlanner.plan(run.record, today: run.today, reads: run.reads(checkpoint: wrong)))
        XCTAssertEqual(fresh.active().targets, run.planner.active().targets)
        XCTAssertNotEqual(EarnedCheckpoint.fingerprint(run.record, program: run.program),
                          EarnedCheckpoint.fingerprint(ProgramRecord(uid: "P", key: run.record.key, text: run.record.text, startedAt: 86_400), program: run.program))
    }
}

extension ProgramRun {
    /// The reads of a database holding this run's workouts, as Storage answers them: each slot's
    /// workouts of the days read, started at or after `since`, the latest `limit` of them.
    func reads(checkpoint: EarnedCheckpoint?, since noted: @escaping (Double) -> Void = { _ in }) -> ProgramReads {
        let histories = self.histories, program = self.program, key = record.key
        return ProgramReads(
            program: { text in
                guard case .success(let parsed) = ProgramFile.parse(text, catalog: BundledCatalog.catalog) else { return nil }
                return (parsed.program, BundledCatalog.catalog)
            },
            sessions: { [sessions] _, _ in sessions },
            slot: { exerciseIDs, slotReads, since, limit in
                let types = Set(slotReads.map(\.sessionType))
                let progression = slotReads.compactMap { read -> String? in
                    guard let place = program.place(of: read.sessionType, key: key) else { return nil }
                    return program.days[place.day].slots[read.slot].progressionKey
                }.first ?? exerciseIDs[0]
                if limit == nil { noted(since) }
                let all = (histories[progression] ?? []).filter { types.contains($0.sessionType) && $0.startedAt >= since }
                return limit.map { SlotHistory(all).suffix($0) } ?? SlotHistory(all)
            },
            settings: { [settings] in settings },
            checkpoint: { checkpoint })
    }
}
