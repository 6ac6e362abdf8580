import AppCore
import Domain
import XCTest

/// Sentences on screen that name a key name the key the keymap binds to the action they
/// describe: each expectation is built from `Keymap`, so a key spelled by hand in a screen or
/// a message fails here as soon as the table binds the action to another key.
final class KeyNamesOnScreenTests: XCTestCase {
    private func says(_ action: Action, in context: KeyContext, _ words: String) -> String {
        Keymap.standard.label(action, in: context) + " " + words
    }

    /// "+/-", as the Exercise screen's keys are written.
    private var weightKeys: String {
        Keymap.standard.label(.adjustWeight(1), in: .exercise) + "/" + Keymap.standard.label(.adjustWeight(-1), in: .exercise)
    }

    /// "0 to 3": the first and last digit rows of the challenge correction up to `target`.
    private func challengeDigits(upTo target: Int) -> String {
        let digits = Keymap.standard.bindings(for: .correctChallenge, challengeTarget: target).filter {
            if case .challengeSet(let n) = $0.action { return n <= target }
            return false
        }
        return digits.first!.label + " to " + digits.last!.label
    }

    /// The rendered screen as one line of words, so a sentence wrapped over rows still reads whole.
    private func words(_ state: AppState) -> String {
        render(state).text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The tab bar's digits are the keys the table binds to each tab.
    func testTheTabBarNamesEachTabsKeyFromTheTable() {
        let bar = render(Fixtures.state()).text.split(separator: "\n")[0]
        for tab in Tab.allCases {
            XCTAssertTrue(bar.contains("\(Keymap.standard.label(.gotoTab(tab), in: .home)) \(tab.title)"), "\(bar) names \(tab.title)")
        }
    }

    func testThePlansTabNamesItsKeysFromTheTable() {
        var empty = Fixtures.state()
        empty.splits = []
        Fixtures.press(&empty, .char("4"))
        let list = words(empty)
        XCTAssertTrue(list.contains("No splits. \(says(.newSplit, in: .plans, "makes one")); \(says(.starterSplits, in: .plans, "adds a starter"))"), list)

        var state = Fixtures.state()
        state.splits[0].groups = []
        state.splits[0].steps = []
        Fixtures.press(&state, .char("4"), .enter)
        let split = words(state)
        XCTAssertTrue(split.contains("no muscle groups (\(Keymap.standard.label(.editGroups, in: .plans)) on the list)"), split)
        XCTAssertTrue(split.contains("No exercises yet: \(says(.addExercise, in: .planSteps, "adds one from the catalog"))."), split)
    }

    func testSupersetAndWeightStepMessagesNameTheirKeysFromTheTable() {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("4"), .enter, .char("g"))
        XCTAssertTrue(state.flash?.text.contains(says(.completeSet, in: .exercise, "moves between them")) == true, state.flash?.text ?? "")

        var settings = Fixtures.state()
        Fixtures.press(&settings, .char("5"))
        while settings.settingsTab.selection < SettingsItem.weightStep.rawValue { Fixtures.press(&settings, .char("j")) }
        XCTAssertTrue(words(settings).contains("Weight step of \(weightKeys)"))
        Fixtures.press(&settings, .right)
        XCTAssertTrue(settings.flash?.text.hasPrefix("\(weightKeys) change a set by") == true, settings.flash?.text ?? "")
        let weightStep = Keymap.standard.bindings(for: .exercise, workoutRunning: true).first { $0.action == .setWeightStep }
        XCTAssertEqual(weightStep?.description.hasSuffix("(\(weightKeys))"), true, "the help overlay's line for the weight step")
    }

    func testTheChallengeCorrectionNamesItsDigitKeys() {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("C"))
        XCTAssertTrue(words(state).contains("Type \(challengeDigits(upTo: 3)) to set today's count"), words(state))
        Fixtures.press(&state, .char("9"))
        XCTAssertEqual(state.flash?.text, "Type a number from \(challengeDigits(upTo: 3)).")

        // A target above the last digit key: the box and its buttons name only keys that exist.
        var ten = Fixtures.state()
        ten.settings.challengeTarget = 10
        Fixtures.press(&ten, .char("C"))
        let box = words(ten)
        XCTAssertTrue(box.contains("Type 0 to 9 to set today's count"), box)
        XCTAssertFalse(box.contains("0-10"), box)
        XCTAssertEqual(Keymap.standard.lines(for: .correctChallenge, workoutRunning: false, challengeTarget: 10).first?.label, "0-9")
    }
}
