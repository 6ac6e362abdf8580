import XCTest
@testable import Domain

/// Each progression's target from any window of its latest workouts is the whole history's, or
/// nil (read further back): a new rule's fold says when it needs more.
func assertEveryWindowAgrees(_ run: ProgramRun, file: StaticString = #filePath, line: UInt = #line) {
    let planner = run.planner
    let position = planner.position
    for slot in ProgramPlanner.progressions(of: run.program) where !slot.follows {
        let history = run.histories[slot.progressionKey] ?? []
        let whole = slot.target(in: run.program, at: position, history: history, inputs: planner.inputs(for: slot))
        for count in 1..<max(1, history.count) {
            if let window = slot.target(in: run.program, at: position, history: SlotHistory(history).suffix(count), inputs: planner.inputs(for: slot)) {
                XCTAssertEqual(window, whole, "\(slot.title), the last \(count)", file: file, line: line)
            }
        }
    }
}
