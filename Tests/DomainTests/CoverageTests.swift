import XCTest
@testable import Domain

/// The coverage engine and its suggestions.
final class CoverageTests: XCTestCase {
    /// A small catalog: the push groups and a few exercises.
    private let catalog: Catalog = {
        func group(_ id: String, _ name: String, _ regions: [String]) -> MuscleGroup {
            MuscleGroup(id: id, name: name, regions: regions.map {
                MuscleRegion(id: "\(id)-\($0.lowercased())", groupID: id, name: $0, label: "\(name) \($0)")
            })
        }
        return Catalog(groups: [
            group("chest", "Chest", ["Upper", "Mid", "Lower"]),
            group("triceps", "Triceps", ["Long", "Lateral", "Medial"]),
            group("shoulders", "Shoulders", ["Anterior", "Lateral", "Posterior"]),
        ], exercises: [
            CatalogExercise(id: "incline-press", name: "Incline Press", category: .compound, equipment: .dumbbell, primary: ["chest-upper"]),
            CatalogExercise(id: "bench-press", name: "Bench Press", category: .compound, equipment: .barbell,
                            primary: ["chest-mid"], secondary: ["triceps-lateral"]),
            CatalogExercise(id: "dips", name: "Dips", category: .compound, equipment: .bodyweight,
                            primary: ["chest-lower", "triceps-medial"]),
            CatalogExercise(id: "overhead-extension", name: "Overhead Extension", category: .isolation, equipment: .dumbbell, primary: ["triceps-long"]),
            CatalogExercise(id: "cable-overhead", name: "Cable Overhead Extension", category: .isolation, equipment: .cable, primary: ["triceps-long"]),
            CatalogExercise(id: "triceps-stretch", name: "Triceps Stretch", category: .mobility, equipment: .bodyweight, primary: ["triceps-long"]),
            CatalogExercise(id: "lateral-raise", name: "Lateral Raise", category: .isolation, equipment: .dumbbell, primary: ["shoulders-lateral"]),
            CatalogExercise(id: "front-raise", name: "Front Raise", category: .isolation, equipment: .dumbbell, primary: ["shoulders-anterior"]),
            CatalogExercise(id: "face-pull", name: "Face Pull", category: .isolation, equipment: .cable, primary: ["shoulders-posterior"]),
        ])
    }()

    private let push = ["chest", "triceps", "shoulders"]
    private let t0 = epoch(Day(year: 2026, month: 11, day: 22), hour: 8)

    private func step(_ id: String, warmup: Int = 0, working: Int = 2) -> PlanStep {
        PlanStep(exerciseID: id, title: id, kind: .sets, setsText: "\(working)", warmupSets: warmup, workingSets: working,
                 repsText: "10 reps", notes: "")
    }

    private func workout(_ steps: [PlanStep]) -> ActiveWorkout {
        ActiveWorkout(split: Split(sessionType: "PUSH", name: "Push", title: "Push", description: "", targetDuration: "", steps: steps, groups: push),
                      startedAt: Moment(epochSeconds: t0, utcOffsetSeconds: 0))
    }

    private func complete(_ w: inout ActiveWorkout, step: Int, sets: Int = 1) {
        for i in 0..<sets {
            _ = w.completeNext(step: step, at: Moment(epochSeconds: t0 + Double(60 * (i + 1)), utcOffsetSeconds: 0), challengeRoom: false)
        }
    }

    func testReproducesTheSeedExample() {
        var w = workout([step("incline-press"), step("bench-press"), step("lateral-raise")])
        complete(&w, step: 0)
        complete(&w, step: 1)
        let report = coverageReport(for: w, splitName: "Push", groups: push, catalog: catalog)
        XCTAssertEqual((report.summaryLines() + [""] + report.checklistLines(group: 0)).joined(separator: "\n"), """
            Push Coverage
            Chest: 2/3
            Triceps: 1/3
            Shoulders: 0/3

            Chest:
            - Upper ✅
            - Mid ✅
            - Lower ❌
            """)
        XCTAssertEqual(report.groups[1].touched.map(\.name), ["Lateral"], "bench press reaches the triceps as a secondary")
        XCTAssertEqual(report.groups[1].missed.map(\.name), ["Long", "Medial"])
    }

    func testWarmUpSetsDoNotCount() {
        var w = workout([step("incline-press", warmup: 1, working: 2)])
        complete(&w, step: 0)
        XCTAssertTrue(w.steps[0].sets[0].isWarmup)
        XCTAssertEqual(coverageReport(for: w, splitName: "Push", groups: push, catalog: catalog).touchedRegions, 0)
        complete(&w, step: 0)
        XCTAssertEqual(coverageReport(for: w, splitName: "Push", groups: push, catalog: catalog).groups[0].touched.map(\.name), ["Upper"])
    }

    func testPlannedButUnloggedAndSkippedExercisesDoNotCount() {
        var w = workout([step("incline-press"), step("dips")])
        XCTAssertEqual(coverageReport(for: w, splitName: "Push", groups: push, catalog: catalog).touchedRegions, 0)
        complete(&w, step: 1)
        _ = w.toggleSkip(step: 0, at: Moment(epochSeconds: t0, utcOffsetSeconds: 0))
        XCTAssertEqual(coverageReport(for: w, splitName: "Push", groups: push, catalog: catalog).touchedRegions, 2)
    }

    func testReportFollowsTheGroupsItIsGiven() {
        var w = workout([step("bench-press")])
        complete(&w, step: 0)
        let chestOnly = coverageReport(for: w, splitName: "Push", groups: ["chest"], catalog: catalog)
        XCTAssertEqual(chestOnly.summaryLines(), ["Push Coverage", "Chest: 1/3"])
        let all = coverageReport(for: w, splitName: "Push", groups: ["shoulders", "chest", "triceps"], catalog: catalog)
        XCTAssertEqual(all.summaryLines(), ["Push Coverage", "Chest: 1/3", "Triceps: 1/3", "Shoulders: 0/3"], "taxonomy order")
        XCTAssertEqual(coverageReport(for: w, splitName: "Push", groups: ["legs"], catalog: catalog).groups, [], "unknown group left out")
    }

    func testSuggestionsCoverMissedRegionsWithExercisesNotInTheSession() {
        var w = workout([step("incline-press"), step("bench-press"), step("overhead-extension"), step("lateral-raise")])
        complete(&w, step: 0)
        complete(&w, step: 1)
        let report = coverageReport(for: w, splitName: "Push", groups: push, catalog: catalog)
        let list = suggestions(for: report, workout: w, catalog: catalog)
        let inSession = Set(w.steps.compactMap(\.plan.exerciseID))
        XCTAssertTrue(list.allSatisfy { !inSession.contains($0.exercise.id) })
        XCTAssertFalse(list.contains { $0.exercise.category == .mobility }, "no stretch for a missed working region")
        // Triceps long is planned (overhead extension), not yet logged: nothing to add for it.
        XCTAssertNil(list.first { $0.region.id == "triceps-long" })
        // Skipped, it is missed for good: the other overhead extension is proposed.
        _ = w.toggleSkip(step: 2, at: Moment(epochSeconds: t0, utcOffsetSeconds: 0))
        let long = suggestions(for: report, workout: w, catalog: catalog).first { $0.region.id == "triceps-long" }
        XCTAssertEqual(long?.exercise.id, "cable-overhead")
        XCTAssertEqual(long?.text, "Missed: Triceps Long — add 2 × Cable Overhead Extension")
        // Dips cover lower chest and medial triceps at once: one suggestion, not two.
        XCTAssertEqual(list.filter { $0.exercise.id == "dips" }.count, 1)
        XCTAssertNil(list.first { $0.region.id == "triceps-medial" })
    }

    func testSuggestionsPreferEquipmentAlreadyInUse() {
        var w = workout([step("face-pull")])
        complete(&w, step: 0)
        let report = coverageReport(for: w, splitName: "Push", groups: ["triceps"], catalog: catalog)
        XCTAssertEqual(suggestions(for: report, workout: w, catalog: catalog).first { $0.region.id == "triceps-long" }?.exercise.id,
                       "cable-overhead", "the session uses a cable")
    }

    func testStarterSplitsCoverTheirGroupsFromTheCatalog() {
        let split = StarterSplit.push.make(catalog: catalog, uid: "U", sessionType: "PUSH")
        XCTAssertEqual(split.groups, push)
        XCTAssertFalse(split.inRotation, "starters are never forced into the rotation")
        let w = ActiveWorkout(split: split, startedAt: Moment(epochSeconds: t0, utcOffsetSeconds: 0))
        let ids = Set(w.steps.compactMap(\.plan.exerciseID))
        let covered = Set(ids.flatMap { catalog.exercise($0)!.regions })
        // Six exercises at most: eight of the nine regions here (the real catalog is checked in StorageTests).
        XCTAssertEqual(split.steps.count, 6)
        XCTAssertEqual(covered.count, 8)
        XCTAssertEqual(split.steps.first?.exerciseID, "dips", "the one reaching most regions first")
        XCTAssertFalse(ids.contains("triceps-stretch"))
        XCTAssertEqual(StarterSplit.push.make(catalog: catalog, uid: "U", sessionType: "PUSH"), split, "deterministic")
    }

    func testNewSplitKeysAreUnique() {
        XCTAssertEqual(Split.newSessionType(name: "Push", taken: ["A", "B"]), "PUSH")
        XCTAssertEqual(Split.newSessionType(name: "Push", taken: ["PUSH"]), "PUSH2")
        XCTAssertEqual(Split.newSessionType(name: "Full Body!", taken: []), "FULLBODY")
        XCTAssertEqual(Split.newSessionType(name: "Día", taken: []), "DA")
        XCTAssertEqual(Split.newSessionType(name: "???", taken: []), "SPLIT")
    }
}

/// A report as a summary and a checklist of one group, the words the tests compare it in.
private extension CoverageReport {
    /// "Push Coverage", then "Chest: 2/3" for each group.
    func summaryLines() -> [String] {
        ["\(splitName) Coverage"] + groups.map { "\($0.group.name): \($0.touchedRegions)/\($0.totalRegions)" }
    }

    /// "Chest:", then "- Upper ✅" for each region of the group.
    func checklistLines(group index: Int) -> [String] {
        guard groups.indices.contains(index) else { return [] }
        let g = groups[index]
        return ["\(g.group.name):"] + g.group.regions.map { "- \($0.name) \(g.isTouched($0) ? "✅" : "❌")" }
    }
}
