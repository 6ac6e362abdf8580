import BundledPlans
import XCTest
@testable import Domain
@testable import Formats

/// The options that let an as-many-as-possible set, or the week, move a program on: how each
/// reads, and the mistake, with its line and column, for each wrong form.
final class ProgramAMRAPOptionTests: XCTestCase {
    private let catalog = BundledCatalog.catalog

    private func mistakes(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        switch ProgramFile.parse(text, catalog: catalog) {
        case .success: XCTFail("the file was read without a mistake", file: file, line: line); return []
        case .failure(let mistakes): return mistakes.all.map { "\($0.line):\($0.column) \($0.message)" }
        }
    }

    func testJumpAtReadsIntoTheLinearRule() throws {
        let text = "program \"P\"\nunit lb\nday A \"A\"\n  Deadlift: 1x5+, linear +5, jump at 10 +10, deload 10% after 1, start 100\n"
        guard case .success(let parsed) = ProgramFile.parse(text, catalog: catalog) else { return XCTFail("not read") }
        let rule = parsed.program.days[0].slots[0].rule
        XCTAssertEqual(rule, .linear(LinearRule(increment: WeightUnit.lb.toKilograms(5), deloadAfter: 1, jumpAt: 10, jump: WeightUnit.lb.toKilograms(10))))
    }

    func testAWrongJumpSaysHowToWriteIt() {
        let text = """
        program "P"
        day A "A"
          Deadlift: 1x5+, jump 10 +5
          Deadlift: 1x5+, jump at ten +5
          Deadlift: 1x5+, jump at 10 5
          Deadlift: 1x5+, jump at 0 +5
          Deadlift: 1x5+, jump at 10 +101
          Deadlift: 1x5+, jump at 10 +5, jump at 12 +10
        """
        let how = "write `jump at 10 +5`: the reps of the AMRAP set that add +5 instead of the increment"
        XCTAssertEqual(mistakes(text), [
            "3:19 \(how)", "4:19 \(how)", "5:19 \(how)", "6:19 jump at is 1 to 100 reps, not 0",
            "7:19 a jump is at most +100 kg, not +101", "8:34 jump is written twice",
        ])
    }
}
