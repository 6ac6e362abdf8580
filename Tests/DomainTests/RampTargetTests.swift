import XCTest
@testable import Domain

/// A ramp's top set is the weight the rule moves on; the lighter sets count by their reps.
final class RampTargetTests: XCTestCase {
    func testARampMovesOnByItsTopSet() {
        let ramp = SetScheme((0..<5).map { PlannedSet(reps: 5, share: 1 - Double(4 - $0) * 0.125) })
        let slot = ProgramSlot(exerciseID: "back-squat", name: "Barbell Back Squat", schemes: [ramp], rule: .linear(LinearRule(increment: 2.5)), start: 100)
        let inputs = TargetInputs(loadType: .weight, increment: 2.5, round: { ($0 / 2.5).rounded(.down) * 2.5 }, today: Day(year: 2026, month: 1, day: 9))
        let first = slot.target(in: Program(name: "T"), at: ProgramPosition(), history: [], inputs: inputs)
        XCTAssertEqual(first.sets.map(\.weight), [50, 62.5, 75, 87.5, 100])
        // Done with a light set lighter than asked: its reps count, so it is a hit.
        var sets = first.sets.map { SetLog(isWarmup: false, reps: 5, weight: $0.weight, completedAt: 0) }
        sets[0].weight = 40
        let hit = slot.target(in: Program(name: "T"), at: ProgramPosition(), history: [SlotSession(day: Day(year: 2026, month: 1, day: 5), startedAt: 0, sets: sets)], inputs: inputs)
        // 102.5 × 50%, 62.5%, 75%, 87.5%: 51.25, 64.06, 76.88, 89.69, each rounded down.
        XCTAssertEqual(hit.sets.map(\.weight), [50, 62.5, 75, 87.5, 102.5])
        XCTAssertEqual(hit.reason.text(unit: .kg, today: Day(year: 2026, month: 1, day: 9)), "102.5 kg: all 5×5 ramp 12.5% done at 100 kg on Mon")
    }
}
