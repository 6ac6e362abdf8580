import BundledPlans
import Domain
import XCTest

/// What the Plans tab's start form offers from the lifter's history: a starting weight is the
/// heaviest working set of the last session with the exercise, a training max 90% of that
/// session's best estimated 1RM; both rounded down to what the bar and plates load.
final class ProgramStartSuggestionTests: XCTestCase {
    private let squat = BundledCatalog.catalog.exercises.first { $0.name == "Barbell Back Squat" }

    private func history(_ sets: [(reps: Int, weight: Double, warmup: Bool)]) -> ExerciseHistory {
        ExerciseHistory(lastSets: sets.map { SetLog(isWarmup: $0.warmup, reps: $0.reps, weight: $0.weight, completedAt: 0) })
    }

    func testAStartingWeightIsTheHeaviestWorkingSetLastTimeRoundedDownToWhatLoads() throws {
        XCTAssertNotNil(squat)
        let loading = Settings().loading(for: squat)
        let last = history([(5, 120, true), (5, 81.3, false), (3, 83.7, false), (8, 70, false)])
        XCTAssertEqual(ProgramBlankField.suggestion(isTrainingMax: false, history: last, loading: loading), 82.5, "83.7 kg loads as 82.5, the warm-up not counted")
        XCTAssertNil(ProgramBlankField.suggestion(isTrainingMax: false, history: nil, loading: loading), "no history, no suggestion")
        XCTAssertNil(ProgramBlankField.suggestion(isTrainingMax: false, history: history([(5, 60, true)]), loading: loading))
    }

    func testATrainingMaxIsNinetyPercentOfLastTimesBestEstimateRoundedDown() throws {
        let loading = Settings().loading(for: squat)
        // 100 × 5: e1RM 116.7, 90% is 105; 105 × 3 is 115.5, less.
        let last = history([(5, 100, false), (3, 105, false)])
        XCTAssertEqual(ProgramBlankField.suggestion(isTrainingMax: true, history: last, loading: loading), 105)
    }
}
