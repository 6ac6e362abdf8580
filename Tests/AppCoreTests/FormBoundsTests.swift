@testable import AppCore
import Domain
import XCTest

/// What a form and a key take keeps the bounds every reader keeps (`DataBounds`).
final class FormBoundsTests: XCTestCase {
    /// A set's time is a day at most, as every reader of it takes it.
    func testATimeOfMoreThanADayIsRefusedInTheForm() {
        var form = Form(title: "Distance", fields: distanceFields(.kg, metres: 1000, seconds: nil, optional: false), purpose: .bodyMeasurement)
        form.fields[1].value = "24:00:01"
        XCTAssertEqual(form.validationError(.standard), "Time must be at most 24:00:00.")
        form.fields[1].value = "24:00:00"
        XCTAssertNil(form.validationError(.standard))
        form.fields[1].value = "99999999"
        XCTAssertEqual(form.validationError(.standard), "Time must be at most 24:00:00.")
    }

    /// The +/- corrections stop at the bounds, however many times they are pressed.
    func testCorrectionsStopAtTheBounds() {
        var state = Fixtures.rowsSelected()
        Fixtures.press(&state, .char(" ")) // the warm-up: + now changes the working set to come
        for _ in 0..<5000 { _ = update(&state, .key(.char("+"))) }
        Fixtures.press(&state, .char(" "))
        let weights = state.workout?.steps.flatMap { $0.sets.compactMap(\.weight) } ?? []
        XCTAssertEqual(weights.max(), DataBounds.weight.upperBound, "the working set logged at the bound: \(weights)")
    }
}
