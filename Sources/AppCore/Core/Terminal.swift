import Domain

/// What one wait for input produced.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case resize(width: Int, height: Int)
    /// The wait ran out with nothing typed.
    case timeout
    /// A signal interrupted the wait.
    case interrupted
    /// The other file descriptor the wait watched became readable (the database changed).
    case watched
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
    /// Waits up to `timeout` milliseconds (nil: until something happens) for input, or for
    /// `watching` (a descriptor that becomes readable when the database changes) to be ready.
    func readEvent(timeout: Int?, watching: Int32?) -> InputEvent
    func bell()
    /// Forgets what is on the terminal, so the next draw repaints every cell.
    func invalidate()
    /// True once a termination signal asked the process to end.
    var stopRequested: Bool { get }
    /// Draws in colour or not: `auto` follows the terminal and NO_COLOR.
    func applyColours(_ mode: ColourMode)
}
