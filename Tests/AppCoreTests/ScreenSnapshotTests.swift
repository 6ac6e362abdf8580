import AppCore
import BundledPlans
import Domain
import XCTest

/// Each screen rendered into the in-memory grid at a phone size (40×16) and a classic
/// terminal (80×24), compared with reviewed snapshots of their text and styles.
final class ScreenSnapshotTests: XCTestCase {
    func testHomeEmptyHistory() {
        for (w, h) in [(40, 16), (80, 24)] {
            let state = Fixtures.state(width: w, height: h, history: History())
            assertSnapshot(render(state), named: "home-empty-\(w)x\(h)")
        }
    }

    func testHomeWithHistory() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h)
            Fixtures.press(&state, .char("c"))
            assertSnapshot(render(state), named: "home-\(w)x\(h)")
        }
    }

    /// A week with 100 or more sessions (a gym's shared log, an import of years) has counts as
    /// wide as a bar's slot: each stays apart from its neighbours, never "159168168168".
    func testHomeWeeklyChartKeepsThreeDigitCountsApart() {
        var sessions: [SessionRecord] = []
        for offset in 0..<84 {
            let day = Fixtures.today.adding(days: -offset)
            for n in 0..<(22 + offset % 3 + (offset % 7 == 0 ? 1 : 0)) {
                sessions.append(SessionRecord(id: "S\(offset)-\(n)", sessionType: "A", day: day,
                                              startedAt: Double(day.dayNumber) * 86_400 + Double(n) * 600, durationSeconds: 600, isPartial: false))
            }
        }
        for (w, h) in [(80, 24), (160, 48)] {
            let screen = render(Fixtures.state(width: w, height: h, history: History(sessions: sessions, challenge: [])))
            let chart = screen.text.components(separatedBy: "Sessions per week")[1].split(separator: "\n").prefix(9)
            for line in chart {
                let numbers = line.split { !$0.isNumber }
                XCTAssertTrue(numbers.allSatisfy { $0.count <= 3 }, "counts run together: \(line)")
            }
            assertSnapshot(screen, named: "home-busy-weeks-\(w)x\(h)")
        }
    }

    func testHistory() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h)
            state.tab = .history
            assertSnapshot(render(state), named: "history-\(w)x\(h)")
        }
    }

    func testHomeStartConfirmation() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h, history: History())
            Fixtures.press(&state, .enter)
            assertSnapshot(render(state), named: "home-confirm-\(w)x\(h)")
        }
    }

    /// Day A with the warm-up timer paused part way, the challenge done and two rows sets logged.
    private func workoutInProgress(_ state: inout AppState) {
        Fixtures.press(&state, .char("l"), .char("h")) // back on A after a look at B
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)         // Let's go
        Fixtures.press(&state, .char("t"))             // start the warm-up countdown
        state.now = state.now.adding(seconds: 125)
        _ = update(&state, .tick(state.now))
        Fixtures.press(&state, .char("t"))             // pause at 7:55 left
        Fixtures.press(&state, .char("j"), .char(" "))  // challenge step done
        Fixtures.press(&state, .char(" "), .char(" "))  // rows: warm-up + one working set
        state.now = state.now.adding(seconds: 60)
        _ = update(&state, .tick(state.now))
    }

    func testExercise() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h)
            state.home.selection = 0
            workoutInProgress(&state)
            assertSnapshot(render(state), named: "exercise-\(w)x\(h)")
        }
    }

    func testExerciseWithRunningCountdownSelected() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h)
            workoutInProgress(&state)
            Fixtures.press(&state, .char("k"), .char("k"), .char("t")) // resume the warm-up
            state.now = state.now.adding(seconds: 10)
            _ = update(&state, .tick(state.now))
            assertSnapshot(render(state), named: "exercise-timer-\(w)x\(h)")
        }
    }

    func testStats() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h)
            Fixtures.press(&state, .char("3"))
            assertSnapshot(render(state), named: "stats-\(w)x\(h)")
            Fixtures.press(&state, .char("j"), .char("j"), .char("j"), .char("j"), .char("j"), .char("j"), .char("j"),
                           .char("j"), .char("j"), .char("j"), .char("j"), .char("j"), .char("j"), .char("j"), .char("j"),
                           .char("j"), .char("j"), .char("j"), .char("j"), .char("j"), .char("j"), .char("j"), .char("j"))
            assertSnapshot(render(state), named: "stats-scrolled-\(w)x\(h)")
        }
    }

    func testHelpOverlayListsTheKeysOfTheScreenUnderneath() {
        var state = Fixtures.state(width: 80, height: 24)
        Fixtures.press(&state, .char("?"))
        let text = render(state).text
        for binding in Keymap.standard.bindings(for: .home) {
            XCTAssertTrue(text.contains(binding.description), "help lacks \(binding.description)")
        }
        assertSnapshot(render(state), named: "help-home-80x24")
    }

    func testTooSmallTerminalSaysTheSizeItNeeds() {
        let state = Fixtures.state(width: 30, height: 10)
        let text = render(state).lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        XCTAssertTrue(text.contains("gymtrack needs at least 40×16"), text)
        XCTAssertTrue(text.contains("30×10"), text)
    }

    func testAsciiGlyphsWhenTheLocaleIsNotUTF8() {
        var state = Fixtures.state(width: 80, height: 24)
        state.glyphs = .ascii
        workoutInProgress(&state)
        let screen = render(state)
        for cell in screen.cells { XCTAssertTrue(cell.character.isASCII, "non-ASCII \(cell.character) drawn") }
        assertSnapshot(screen, named: "exercise-ascii-80x24")
    }

    func testEveryLayoutFitsFromPhoneToDesktop() {
        // No screen may draw outside the grid or leave the hint bar empty at any size.
        for (w, h) in [(40, 16), (52, 20), (80, 24), (120, 40), (160, 48)] {
            var state = Fixtures.state(width: w, height: h)
            for key: Key in [.char("1"), .char("2"), .char("3"), .char("4"), .char("5"), .char("1"), .enter, .enter, .char(" ")] {
                Fixtures.press(&state, key)
                let screen = render(state)
                XCTAssertEqual(screen.lines.count, h)
                XCTAssertFalse(screen.lines[h - 1].trimmingCharacters(in: .whitespaces).isEmpty, "no hints at \(w)x\(h)")
            }
        }
    }
}
