import AppCore
import BundledPlans
import Glibc
import Storage
import TerminalCurses

/// Sets the terminal up on a second thread while the main thread opens the database and
/// reads what the first frame needs: ncurses' set-up (terminfo, the modes, colours) and a
/// warm-up render then overlap with the reads on a machine with two cores. The reads stay on
/// the main thread, the longer of the two: the first frame never waits for a thread to be
/// scheduled or to end (each 0.5 ms on a busy machine when the reads were the other thread's).
final class TerminalSetup: @unchecked Sendable {
    private let useColor: Bool
    private var thread: SecondThread<CursesTerminal, Never>?

    /// Call after the crash guard and `Signals.install()`, which must run on the main thread.
    init(useColor: Bool) {
        self.useColor = useColor
        thread = SecondThread { [unowned self] in makeTerminal() }
    }

    private func makeTerminal() -> CursesTerminal {
        StartupTrace.mark("terminal.start")
        // First, a constant the main thread needs right after opening the database, computed
        // once on first use (0.1–0.2 ms): the catalog's checksum. Whichever thread comes first makes it.
        _ = BundledCatalog.version
        // The locale's character type, for ncurses and the glyphs, set here rather than before
        // the main thread opens the database (0.15 ms): nothing the main thread does until it
        // takes the terminal depends on the C locale.
        setlocale(LC_CTYPE, "")
        let terminal = CursesTerminal(useColor: useColor)
        StartupTrace.mark("terminal")
        // The first render's one-time costs (the Swift runtime's first use of the types of
        // update and render) on a throwaway state, no I/O.
        warmUpRendering(size: terminal.size, glyphs: terminal.unicodeGlyphs ? .unicode : .ascii)
        StartupTrace.mark("warmed")
        return terminal
    }

    /// The terminal, once set up (here, when no thread could be started).
    func result() -> CursesTerminal {
        thread!.result()
    }
}
