import Domain

/// What one wait for input produced.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    /// A press of the first button (a tap on a phone) on the cell at column `x`, row `y` (0-based).
    case tap(x: Int, y: Int)
    /// A turn of the wheel (a swipe on a phone) over the cell at (`x`, `y`).
    case scroll(Wheel, x: Int, y: Int)
    case resize(width: Int, height: Int)
    /// The wait ran out with nothing typed.
    case timeout
    /// A signal interrupted the wait.
    case interrupted
    /// One of the other descriptors the wait watched became readable: a wake source of the
    /// loop's (the database's files changed, a data task has news).
    case woken(Int32)
    /// The terminal is gone (input fails at once): the process should end.
    case terminalGone
}

/// What the event loop needs of a terminal: the ncurses backend in the app, a fake in tests.
public protocol Terminal: AnyObject {
    var size: (width: Int, height: Int) { get }
    /// Whether Unicode glyphs can be drawn (a UTF-8 locale); else everything is ASCII.
    var unicodeGlyphs: Bool { get }
    /// Copies `screen` to the terminal; `previous` is what was drawn last (nil: repaint all).
    func draw(_ screen: Screen, previous: Screen?)
    /// Waits up to `timeout` milliseconds (nil: until something happens) for input, or for one
    /// of `watching` (descriptors that become readable when the loop has something to look at)
    /// to be ready.
    func readEvent(timeout: Int?, watching: [Int32]) -> InputEvent
    func bell()
    /// Sends a desktop notification: the escapes `terminalNotification` makes, written outside
    /// the frame.
    func notify(title: String, body: String)
    /// Forgets what is on the terminal, so the next draw repaints every cell.
    func invalidate()
    /// True once a termination signal asked the process to end.
    var stopRequested: Bool { get }
    /// Draws in colour or not: `auto` follows the terminal and NO_COLOR.
    func applyColours(_ mode: ColourMode)
    /// Reads taps and the wheel (mouse reports) or leaves the mouse to the terminal.
    func applyMouse(_ on: Bool)
    /// Gives the terminal back as the shell had it while `body` runs (an editor), then takes it
    /// again; the next draw repaints every cell.
    func runOutside(_ body: () -> Void)
}

extension Terminal {
    /// A terminal with nothing to give back (a test's) runs `body` as it is.
    public func runOutside(_ body: () -> Void) { body() }
}

/// Which way the wheel turned.
public enum Wheel: Equatable, Sendable {
    case up, down
}

/// What a mouse report means to the UI; nil for reports it ignores (releases, other buttons,
/// motion).
///
/// `button` is the report's first number in the SGR (1006) form `ESC [ < button ; x ; y M`
/// (or `m` for a release), with 1-based `x` and `y`; the legacy form `ESC [ M b x y` sends
/// the same numbers plus 32 in three bytes, its release as button 3.
public func mouseEvent(button: Int, x: Int, y: Int, released: Bool) -> InputEvent? {
    guard !released, x >= 1, y >= 1 else { return nil }
    if button & 32 != 0 { return nil } // motion
    let modifiersOff = button & ~(4 | 8 | 16) // shift, meta, control
    if modifiersOff & 64 != 0 {
        switch modifiersOff & 3 {
        case 0: return .scroll(.up, x: x - 1, y: y - 1)
        case 1: return .scroll(.down, x: x - 1, y: y - 1)
        default: return nil
        }
    }
    return modifiersOff == 0 ? .tap(x: x - 1, y: y - 1) : nil
}

/// Decodes the body of an SGR mouse report, what follows `ESC [ <`: "0;12;3M".
public func decodeSGRMouse(_ body: String) -> InputEvent? {
    guard let last = body.last, last == "M" || last == "m" else { return nil }
    let numbers = body.dropLast().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.count == 3, let button = numbers[0], let x = numbers[1], let y = numbers[2] else { return nil }
    return mouseEvent(button: button, x: x, y: y, released: last == "m")
}
