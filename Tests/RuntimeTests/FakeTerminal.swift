import AppCore
import Domain
import Glibc

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

    /// Called with each screen drawn.
    var onDraw: (Screen) -> Void = { _ in }
    /// Asked before each wait once the script has run out: true ends the run (the terminal is gone).
    var doneWhen: () -> Bool = { false }

    func draw(_ screen: Screen, previous: Screen?) {
        drawn.append((screen, previous))
        onDraw(screen)
    }

    /// Once the script has run out, how many more waits really wait (on the loop's wake
    /// sources, up to their timeout) before the terminal is gone: a data task off the loop
    /// needs the loop to wait for its news.
    var waitsAfterScript = 0

    func readEvent(timeout: Int?, watching: [Int32]) -> InputEvent {
        guard !script.isEmpty else {
            guard waitsAfterScript > 0, !doneWhen() else { return .terminalGone }
            waitsAfterScript -= 1
            var fds = watching.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&fds, nfds_t(fds.count), Int32(min(timeout ?? 1000, 1000))) > 0,
                  let woken = fds.first(where: { $0.revents & Int16(POLLIN) != 0 }) else { return .timeout }
            return .woken(woken.fd)
        }
        let event = script.removeFirst()
        if case .resize(let width, let height) = event { size = (width, height) }
        return event
    }

    func bell() { bells += 1 }
    /// The notifications sent, title and body.
    private(set) var notifications: [String] = []
    func notify(title: String, body: String) { notifications.append(title + ": " + body) }
    private(set) var colours: [ColourMode] = []
    func applyColours(_ mode: ColourMode) { colours.append(mode) }
    private(set) var mouse: [Bool] = []
    func applyMouse(_ on: Bool) { mouse.append(on) }
    func invalidate() { invalidations += 1 }

    /// The text of the last screen drawn.
    var text: String { drawn.last?.screen.text ?? "" }
}
