import BundledPlans
import Domain
import Foundation
import XCTest

/// The bundled A/B/C plans against their session tables, row by row.
final class PlansResourceTests: XCTestCase {
    /// One row of a seed table: Exercise | Sets | Reps / Duration | Notes, then what the app derives from it.
    private struct Row {
        var title: String
        var sets: String
        var reps: String
        var notes: String
        var kind: StepKind
        var warmup: Int
        var working: Int
        var duration: Int?
    }

    // Day A, copied from the plan's session table by hand.
    private let dayA: [Row] = [
        Row(title: "Cardio warm-up (cycling)", sets: "—", reps: "10 min", notes: "Easy pace, joints only",
            kind: .timed, warmup: 0, working: 0, duration: 600),
        Row(title: "Daily Challenge — squats + push-ups", sets: "1 of 3", reps: "10 + 10 reps", notes: "Counts toward daily challenge",
            kind: .challenge, warmup: 0, working: 0, duration: nil),
        Row(title: "Dumbbell rows (pull)", sets: "1 warm-up + 3 working", reps: "10 reps / side", notes: "Elbow back and up, knee on bench",
            kind: .sets, warmup: 1, working: 3, duration: nil),
        Row(title: "Dumbbell chest press (push)", sets: "1 warm-up + 3 working", reps: "10 reps", notes: "2–3 sec descent, slow is the work",
            kind: .sets, warmup: 1, working: 3, duration: nil),
        Row(title: "Shoulder press (push)", sets: "3", reps: "10 reps", notes: "Go light — easy to strain when returning",
            kind: .sets, warmup: 0, working: 3, duration: nil),
        Row(title: "Bicep curls (pull)", sets: "3", reps: "10 reps", notes: "No swinging, controlled",
            kind: .sets, warmup: 0, working: 3, duration: nil),
        Row(title: "Plank", sets: "2", reps: "30–45 sec hold", notes: "Hips level",
            kind: .hold, warmup: 0, working: 2, duration: 45),
        Row(title: "Dead bugs", sets: "2", reps: "10 reps", notes: "Lower back pressed into mat",
            kind: .sets, warmup: 0, working: 2, duration: nil),
        Row(title: "Stretch", sets: "—", reps: "5 min", notes: "Chest opener, lat, shoulder cross-body",
            kind: .timed, warmup: 0, working: 0, duration: 300),
    ]

    // Day B.
    private let dayB: [Row] = [
        Row(title: "Cardio warm-up (cycling)", sets: "—", reps: "5 min", notes: "Easy pace",
            kind: .timed, warmup: 0, working: 0, duration: 300),
        Row(title: "Daily Challenge — squats + push-ups", sets: "1 of 3", reps: "10 + 10 reps", notes: "Counts toward daily challenge",
            kind: .challenge, warmup: 0, working: 0, duration: nil),
        Row(title: "Main cardio block (cycling)", sets: "—", reps: "20 min", notes: "6–7/10 effort, steady pace",
            kind: .timed, warmup: 0, working: 0, duration: 1200),
        Row(title: "Plank", sets: "3", reps: "30–45 sec hold", notes: "Quality over duration",
            kind: .hold, warmup: 0, working: 3, duration: 45),
        Row(title: "Dead bugs", sets: "3", reps: "10 reps / side", notes: "Deliberate, back flat",
            kind: .sets, warmup: 0, working: 3, duration: nil),
        Row(title: "Leg raises", sets: "3", reps: "10 reps", notes: "Bend knees if lower back lifts",
            kind: .sets, warmup: 0, working: 3, duration: nil),
        Row(title: "Flexibility & mobility", sets: "—", reps: "10 min", notes: "Hip flexors, hamstrings, chest opener, glutes",
            kind: .timed, warmup: 0, working: 0, duration: 600),
    ]

    // Day C.
    private let dayC: [Row] = [
        Row(title: "Cardio — cycling or stepper", sets: "—", reps: "15 min", notes: "Comfortable to moderate effort",
            kind: .timed, warmup: 0, working: 0, duration: 900),
        Row(title: "Daily Challenge — squats + push-ups", sets: "1 of 3", reps: "10 + 10 reps", notes: "Counts toward daily challenge",
            kind: .challenge, warmup: 0, working: 0, duration: nil),
        Row(title: "Dumbbell rows (pull)", sets: "2", reps: "10 reps / side", notes: "Lighter than Day A, maintenance pace",
            kind: .sets, warmup: 0, working: 2, duration: nil),
        Row(title: "Chest press or push-ups (push)", sets: "2", reps: "10 reps", notes: "Dumbbells or bodyweight",
            kind: .sets, warmup: 0, working: 2, duration: nil),
        Row(title: "Plank", sets: "1", reps: "30–40 sec", notes: "—",
            kind: .hold, warmup: 0, working: 1, duration: 40),
        Row(title: "Dead bugs", sets: "1", reps: "10 reps / side", notes: "—",
            kind: .sets, warmup: 0, working: 1, duration: nil),
        Row(title: "Stretch", sets: "—", reps: "7 min", notes: "Chest opener, hip flexors, hamstrings",
            kind: .timed, warmup: 0, working: 0, duration: 420),
    ]

    private func assertPlan(_ plan: Split, matches rows: [Row], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(plan.steps.count, rows.count, "Day \(plan.sessionType) row count", file: file, line: line)
        for (i, (step, row)) in zip(plan.steps, rows).enumerated() {
            let at = "Day \(plan.sessionType) row \(i + 1) (\(row.title))"
            XCTAssertEqual(step.title, row.title, at, file: file, line: line)
            XCTAssertEqual(step.setsText, row.sets, at, file: file, line: line)
            XCTAssertEqual(step.repsText, row.reps, at, file: file, line: line)
            XCTAssertTrue(step.notes.hasPrefix(row.notes), "\(at): notes \"\(step.notes)\"", file: file, line: line)
            XCTAssertEqual(step.kind, row.kind, at, file: file, line: line)
            XCTAssertEqual(step.warmupSets, row.warmup, at, file: file, line: line)
            XCTAssertEqual(step.workingSets, row.working, at, file: file, line: line)
            XCTAssertEqual(step.durationSeconds, row.duration, at, file: file, line: line)
        }
    }

    func testRotationIsABCInOrder() {
        XCTAssertEqual(DefaultSplits.all.map(\.sessionType), ["A", "B", "C"])
        XCTAssertEqual(DefaultSplits.all.map(\.title), [
            "Day A — Upper Strength",
            "Day B — Cardio + Core + Flexibility",
            "Day C — Mixed / Maintenance",
        ])
        XCTAssertEqual(DefaultSplits.all.map(\.targetDuration), ["40–45 min", "45–50 min", "35–40 min"])
    }

    func testDayAIsTheNineRowsOfTheSeed() {
        assertPlan(DefaultSplits.all[0], matches: dayA)
        XCTAssertEqual(DefaultSplits.all[0].steps.count, 9)
    }

    func testDayARowsHaveTheirSets() {
        let a = DefaultSplits.all[0]
        XCTAssertEqual(a.steps.map(\.totalSets), [0, 0, 4, 4, 3, 3, 2, 2, 0])
        let rows = a.steps[2]
        XCTAssertEqual(rows.title, "Dumbbell rows (pull)")
        XCTAssertEqual(rows.warmupSets, 1)
        XCTAssertEqual(rows.workingSets, 3)
        XCTAssertEqual(rows.plannedReps, 10)
        let plank = a.steps[6]
        XCTAssertEqual(plank.kind, .hold)
        XCTAssertEqual(plank.workingSets, 2)
        XCTAssertEqual(plank.totalSets, 2)
        XCTAssertEqual(plank.durationSeconds, 45)
    }

    func testDayBIsTheSevenRowsOfTheSeed() {
        assertPlan(DefaultSplits.all[1], matches: dayB)
        XCTAssertEqual(DefaultSplits.all[1].steps.count, 7)
        // Day B's flexibility block detail is kept in the instructions.
        let flexibility = DefaultSplits.all[1].steps[6].notes
        for detail in ["hip flexor lunge stretch (2 min/side)", "seated hamstring stretch (2 min)",
                       "chest opener on mat (2 min)", "figure-4 glute stretch (2 min/side)"] {
            XCTAssertTrue(flexibility.lowercased().contains(detail), detail)
        }
    }

    func testDayCIsTheSevenRowsOfTheSeed() {
        assertPlan(DefaultSplits.all[2], matches: dayC)
        XCTAssertEqual(DefaultSplits.all[2].steps.count, 7)
    }

    func testDailyChallengeIsTheSecondStepOfEveryPlan() {
        for plan in DefaultSplits.all {
            XCTAssertEqual(plan.steps.first?.kind, .timed, "Day \(plan.sessionType) starts with the cardio warm-up")
            XCTAssertEqual(plan.steps[1].kind, .challenge, "Day \(plan.sessionType)")
            XCTAssertEqual(plan.steps[1].title, "Daily Challenge — squats + push-ups")
            XCTAssertEqual(plan.steps.filter { $0.kind == .challenge }.count, 1, "Day \(plan.sessionType) has one challenge step")
            XCTAssertEqual(plan.steps[1].totalSets, 0, "checked as a whole")
        }
    }

    /// The countdown length a "Reps / Duration" text implies: the upper end of a range, minutes or seconds.
    private func seconds(from text: String) -> Int? {
        let numbers = text.split { !$0.isNumber }.compactMap { Int($0) }
        guard let value = numbers.last else { return nil }
        if text.contains("min") { return value * 60 }
        if text.contains("sec") { return value }
        return nil
    }

    func testEveryTimedStepLastsWhatItsTextSays() {
        XCTAssertEqual(seconds(from: "10 min"), 600)
        XCTAssertEqual(seconds(from: "30–45 sec hold"), 45)
        for plan in DefaultSplits.all {
            for step in plan.steps {
                let at = "Day \(plan.sessionType): \(step.title)"
                switch step.kind {
                case .timed, .hold:
                    XCTAssertNotNil(step.durationSeconds, at)
                    XCTAssertEqual(step.durationSeconds, seconds(from: step.repsText), "\(at) \"\(step.repsText)\"")
                case .sets, .challenge:
                    XCTAssertNil(step.durationSeconds, at)
                }
            }
        }
    }

    func testSetCountsFollowTheSetsColumn() {
        for plan in DefaultSplits.all {
            for step in plan.steps {
                let at = "Day \(plan.sessionType): \(step.title) \"\(step.setsText)\""
                switch step.kind {
                case .sets, .hold:
                    let numbers = step.setsText.split { !$0.isNumber }.compactMap { Int($0) }
                    if step.setsText.contains("warm-up") {
                        XCTAssertEqual(numbers, [step.warmupSets, step.workingSets], at)
                    } else {
                        XCTAssertEqual(numbers, [step.workingSets], at)
                        XCTAssertEqual(step.warmupSets, 0, at)
                    }
                case .timed, .challenge:
                    XCTAssertEqual(step.totalSets, 0, at)
                }
            }
        }
    }

    func testEverySetsStepHasPlannedReps() {
        for plan in DefaultSplits.all {
            for step in plan.steps where step.kind == .sets || step.kind == .challenge {
                XCTAssertEqual(step.plannedReps, 10, "Day \(plan.sessionType): \(step.title)")
            }
        }
    }
}
