import AppCore
import Domain

/// A terminal in memory: input is a script of events, output the screens drawn.
final class FakeTerminal: Terminal {
    var size: (width: Int, height: Int)
    var unicodeGlyphs = true
    var stopRequested = false
    /// Events `readEvent` hands out in order; when they run out, the terminal is gone.
    var script: [InputEvent] = []
    private(set) var drawn: [(screen: Screen, previous: Screen?)] = []
    private(set) var bells = 0
    private(set) var invalidations = 0

    init(width: Int = 80, height: Int = 24) { size = (width, height) }

    func draw(_ screen: Screen, previous: Screen?) { drawn.append((screen, previous)) }

    func readEvent(timeout: Int?, watching: Int32?) -> InputEvent {
        guard !script.isEmpty else { return .terminalGone }
        let event = script.removeFirst()
        if case .resize(let width, let height) = event { size = (width, height) }
        return event
    }

    func bell() { bells += 1 }
    private(set) var colours: [ColourMode] = []
    func applyColours(_ mode: ColourMode) { colours.append(mode) }
    private(set) var mouse: [Bool] = []
    func applyMouse(_ on: Bool) { mouse.append(on) }
    func invalidate() { invalidations += 1 }

    /// The text of the last screen drawn.
    var text: String { drawn.last?.screen.text ?? "" }
}
