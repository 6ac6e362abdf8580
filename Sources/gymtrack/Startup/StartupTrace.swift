import AppCore
import Domain
import Glibc

/// `GYMTRACK_TRACE_STARTUP=PATH` makes gymtrack append one line, `phase nanoseconds`
/// (CLOCK_MONOTONIC), at each boundary of its start-up; gymtrack-bench turns them into its
/// start-up breakdown (docs/benchmarks.md). The variable is read once, at the first mark;
/// unset, a mark is one check of a stored descriptor.
enum StartupTrace {
    private static let fd: Int32 = {
        guard let path = getenv("GYMTRACK_TRACE_STARTUP"), path.pointee != 0 else { return -1 }
        return open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    }()

    static var enabled: Bool { fd >= 0 }

    static func mark(_ phase: StaticString) {
        guard fd >= 0 else { return }
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        let line = "\(phase) \(Int(ts.tv_sec) * 1_000_000_000 + Int(ts.tv_nsec))\n"
        _ = line.withCString { write(fd, $0, strlen($0)) }
    }
}

/// Passes everything to the real terminal and marks the first frame: when it starts (the
/// state is ticked and rendered) and when ncurses has written it (after doupdate).
/// Used only while tracing, so the untraced start-up is left as it is.
final class TracedTerminal: Terminal {
    private let base: any Terminal
    private var drawn = false

    init(_ base: any Terminal) { self.base = base }

    var size: (width: Int, height: Int) { base.size }
    var unicodeGlyphs: Bool { base.unicodeGlyphs }
    var stopRequested: Bool { base.stopRequested }
    func readEvent(timeout: Int?, watching: [Int32]) -> InputEvent { base.readEvent(timeout: timeout, watching: watching) }
    func bell() { base.bell() }
    func notify(title: String, body: String) { base.notify(title: title, body: body) }
    func invalidate() { base.invalidate() }
    func applyColours(_ mode: ColourMode) { base.applyColours(mode) }
    func applyMouse(_ on: Bool) { base.applyMouse(on) }
    func runOutside(_ body: () -> Void) { base.runOutside(body) }

    func draw(_ screen: Screen, previous: Screen?) {
        if drawn { return base.draw(screen, previous: previous) }
        StartupTrace.mark("rendered")
        base.draw(screen, previous: previous)
        drawn = true
        StartupTrace.mark("written")
    }
}
