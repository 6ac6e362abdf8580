import AppCore
import Domain
import CNcursesw
import Glibc

/// The ncurses side of the UI: initialises and restores the terminal, copies screens to it
/// (ncurses then sends only the cells that changed) and reads keys.
public final class CursesTerminal: Terminal {
    private let window: UnsafeMutablePointer<WINDOW>
    public let unicode: Bool
    /// Whether cells are drawn in colour now (the Colours setting can change it).
    public private(set) var colors: Bool
    /// NO_COLOR was set: `auto` then means no colour.
    private let noColorRequested: Bool
    /// The colours of the roles; mono has none, so colour never starts.
    private let theme: Theme
    private var colorsStarted = false
    private var closed = false
    /// Whether mouse reports are asked for (the Mouse / taps setting).
    private var mouseOn = false
    /// The key codes ncurses returns for the start of a mouse report, which this class
    /// decodes itself: `ESC [ <` (SGR, 1006) and `ESC [ M` (legacy X10).
    private static let sgrMouseKey: Int32 = 0x1001
    private static let legacyMouseKey: Int32 = 0x1002
    private var immediateFailures = 0
    /// Inside tmux a notification's escapes are wrapped for passthrough.
    private let insideTmux = getenv("TMUX") != nil

    /// Call after `setlocale(LC_CTYPE, "")`. `useColor` is false under NO_COLOR.
    public init(useColor: Bool, theme: Theme = .dark) {
        noColorRequested = !useColor
        self.theme = theme
        unicode = localeIsUTF8()
        let window = initscr()! // a local: the closure below may not capture self before colors is set
        self.window = window
        // The terminal modes first, while initscr's output still waits in ncurses' buffer:
        // each of these calls tcsetattr(TCSADRAIN), which after a write waits until the
        // terminal has read it (on a pty, a whole scheduler tick on a busy machine).
        cbreak()
        noecho()
        nonl()
        intrflush(window, false)
        CursesTerminal.disableFlowControl() // last of the modes: it saves them as the program's
        set_escdelay(25) // Esc answers at once
        leaveok(window, true) // the cursor is hidden: never spend bytes moving it back
        // Until the screen has been through endwin once, ncurses 6.4 flushes its output at
        // every cursor motion (mvcur, while `_endwin == ewInitial`): the first frame went out
        // in 34 write(2)s. Leaving that state now, before anything is drawn, shows nothing:
        // initscr's output (entering the alternate screen) and endwin's (leaving it) go out
        // in one write, the shell's screen stays up, and the first doupdate enters the
        // alternate screen again (restoring the modes above) and sends the frame in 3 writes.
        Signals.whileDrawing {
            endwin()
            keypad(window, true) // sent again when the first doupdate resumes
            curs_set(0) // likewise
        }
        colors = false
        applyColours(.auto)
    }

    /// Ctrl-S would stop all output (XON/XOFF) and freeze the UI until Ctrl-Q: while the UI
    /// runs it is an ordinary key. The shell's own mode comes back with endwin.
    private static func disableFlowControl() {
        var mode = termios()
        guard tcgetattr(STDIN_FILENO, &mode) == 0 else { return }
        mode.c_iflag &= ~tcflag_t(IXON)
        tcsetattr(STDIN_FILENO, TCSANOW, &mode)
        def_prog_mode() // what ncurses restores after Ctrl-Z and fg
    }

    deinit { restore() }

    private static func definePairs(_ theme: Theme) {
        let many = gt_colors() >= 256
        for (color, colours) in theme.colours ?? [:] {
            init_pair(Int16(color.rawValue), Int16(many ? colours.many : colours.sixteen), -1)
        }
    }

    /// Restores the terminal; safe to call more than once. After a termination signal it is
    /// not ncurses that restores it: endwin waits for a terminal that takes no output (a
    /// stalled link), and writes again after every EINTR, so the process would not end.
    public func restore() {
        guard !closed else { return }
        closed = true
        let restored = Signals.whileDrawing {
            setMouse(false)
            curs_set(1)
            endwin()
        }
        if !restored { Signals.restoreWithoutWaiting() }
    }

    public var size: (width: Int, height: Int) {
        (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    public func bell() { Signals.whileDrawing { _ = beep() } }

    /// Writes the notification's escapes straight to the terminal, between frames (ncurses has
    /// sent all it had at the end of the last one), as the bell is.
    public func notify(title: String, body: String) {
        let bytes = Array(terminalNotification(title: title, body: body, insideTmux: insideTmux).utf8)
        Signals.whileDrawing {
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                if n > 0 { sent += n } else if n < 0 && errno == EINTR { continue } else { break }
            }
        }
    }

    public var stopRequested: Bool { Signals.received != nil }

    public var unicodeGlyphs: Bool { unicode }

    /// `on` draws in colour when the terminal has any, whatever NO_COLOR says; `off` never;
    /// `auto` when the terminal has colour and NO_COLOR is not set.
    public func applyColours(_ mode: ColourMode) {
        let wanted = has_colors() && theme.colours != nil && (mode == .on || (mode == .auto && !noColorRequested))
        if wanted && !colorsStarted {
            Signals.whileDrawing {
                start_color()
                use_default_colors() // the terminal's own background, dark or light
                CursesTerminal.definePairs(theme)
            }
            colorsStarted = true
        }
        if wanted != colors {
            colors = wanted
            invalidate()
        }
    }

    /// Asks the terminal for mouse reports (taps, the wheel) or stops asking.
    ///
    /// ncurses turns reporting on and off (mode 1000, also around Ctrl-Z and at exit), and
    /// SGR mode (1006) is asked for here, since terminfo entries such as tmux's name only the
    /// legacy form: its reports carry any column, and a release is told from a press. Both
    /// forms' openings are bound to key codes of our own and decoded here, so what ncurses
    /// makes of `kmous` does not matter. The crash guard's restore sequence turns both off.
    public func applyMouse(_ on: Bool) {
        Signals.whileDrawing { setMouse(on) }
    }

    private func setMouse(_ on: Bool) {
        guard on != mouseOn else { return }
        mouseOn = on
        if on {
            mouseinterval(0) // a tap is reported at once, not after a click interval
            mousemask(gt_mouse_taps(), nil)
            define_key("\u{1b}[<", CursesTerminal.sgrMouseKey)
            define_key("\u{1b}[M", CursesTerminal.legacyMouseKey)
            CursesTerminal.send("\u{1b}[?1006h")
        } else {
            CursesTerminal.send("\u{1b}[?1006l")
            mousemask(0, nil)
        }
    }

    /// Writes a control sequence straight to the terminal: `putp` would leave it in stdio's
    /// buffer, which ncurses never flushes (its frames go through a buffer of its own).
    private static func send(_ sequence: String) {
        let bytes = Array(sequence.utf8)
        _ = bytes.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    /// Forgets what is on the terminal: the next draw repaints every cell (after a resize,
    /// cells the new frame leaves alone, such as the bottom-right one, would keep old text).
    public func invalidate() { wclear(window) }

    /// The shell's screen and modes while `body` runs (an editor on the plan file), taps off;
    /// then the UI's again, every cell to be drawn anew. The loop applies the taps setting again.
    public func runOutside(_ body: () -> Void) {
        _ = Signals.whileDrawing {
            setMouse(false)
            curs_set(1)
            endwin()
        }
        body()
        _ = Signals.whileDrawing {
            reset_prog_mode()
            curs_set(0)
            refresh()
        }
        invalidate()
    }

    private func attributes(_ style: Style) -> (attr_t, Int16) {
        // Without colour the roles that matter most stay apart (mono's look; muted dim as ever).
        let style = colors ? style : style.withoutColour
        var attr = gt_a_normal()
        if style.bold { attr |= gt_a_bold() }
        if style.dim { attr |= gt_a_dim() }
        if style.reverse { attr |= gt_a_reverse() }
        if style.underline { attr |= gt_a_underline() }
        return (attr, style.color.map { Int16($0.rawValue) } ?? 0)
    }

    /// Copies the grid into ncurses' buffer and updates the terminal. ncurses compares it
    /// with what is on screen and sends only the difference; nothing is cleared per frame.
    ///
    /// Rows equal to the same row of `previous` (what was drawn last) are skipped: ncurses
    /// still holds them, and copying the whole screen at each tick of a running clock costs
    /// CPU for nothing.
    ///
    /// Each cell goes over whole: its grapheme's scalars (a base and its combining marks, up
    /// to CCHARW_MAX) in one `cchar_t`. A wide character's continuation cell is skipped, since
    /// ncurses fills it itself.
    public func draw(_ screen: Screen, previous: Screen? = nil) {
        let (width, height) = size
        let comparable = previous.map { $0.width == screen.width && $0.height == screen.height } ?? false
        for y in 0..<min(height, screen.height) {
            if comparable, let previous, previous.row(y) == screen.row(y) { continue }
            let rowWidth = min(width, screen.width)
            // Leave the bottom-right cell alone: writing it would scroll some terminals.
            let lastColumn = y == height - 1 ? rowWidth - 1 : rowWidth
            var x = 0
            var current: (style: Style, attr: attr_t, pair: Int16)?
            while x < lastColumn {
                let cell = screen[x, y]
                if cell.isContinuation { x += 1; continue } // its wide character was cut off: leave ncurses' cell
                if current?.style != cell.style {
                    let (attr, pair) = attributes(cell.style)
                    wattr_set(window, attr, pair, nil) // for the blanks put() may add
                    current = (cell.style, attr, pair)
                }
                let wide = x + 1 < screen.width && screen[x + 1, y].isContinuation
                x += put(cell, wide: wide, x: x, y: y, lastColumn: lastColumn, attr: current!.attr, pair: current!.pair)
            }
        }
        wattr_set(window, gt_a_normal(), 0, nil)
        wnoutrefresh(window)
        // A terminal that takes no output blocks here: a termination signal must still end us.
        Signals.whileDrawing { _ = doupdate() }
    }

    /// Writes one cell's character at (x, y); returns the columns it took.
    private func put(_ cell: Cell, wide: Bool, x: Int, y: Int, lastColumn: Int, attr: attr_t, pair: Int16) -> Int {
        let columns = wide ? 2 : 1
        guard x + columns <= lastColumn else {
            // A wide character with no room for its second half (at the bottom-right cell).
            blank(x: x, y: y)
            return columns
        }
        // The grapheme's scalars, up to CCHARW_MAX, NUL-terminated, in a buffer on the stack:
        // a frame is 2,000 cells, and two arrays per cell were most of the first draw's time.
        var text: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &text) { raw in
            let buffer = raw.bindMemory(to: wchar_t.self)
            let limit = min(Int(CCHARW_MAX), buffer.count - 1)
            if let scalar = cell.scalar {
                buffer[0] = wchar_t(bitPattern: scalar.value)
            } else {
                for (i, scalar) in cell.character.unicodeScalars.prefix(limit).enumerated() { buffer[i] = wchar_t(bitPattern: scalar.value) }
            }
            let base = Int(gt_wcwidth(buffer[0]))
            if base != columns {
                // The C library measures the base differently from the grid (an emoji asked for with
                // VS16 on a narrow base, a flag, a character newer than its tables): send the base
                // alone, or "?", and a blank, so the columns after it stay where the grid has them.
                if base != 1 { buffer[0] = 63 }
                for i in 1..<buffer.count { buffer[i] = 0 }
            }
            drawCell(buffer.baseAddress!, x: x, y: y, attr: attr, pair: pair)
            if base != columns && columns == 2 { blank(x: x + 1, y: y) }
        }
        return columns
    }

    private func blank(x: Int, y: Int) {
        mvwaddnwstr(window, Int32(y), Int32(x), [wchar_t(32), 0], 1)
    }

    /// One spacing character and the zero-width ones after it (`text`: NUL-terminated, up to
    /// CCHARW_MAX), as a `cchar_t`.
    private func drawCell(_ text: UnsafePointer<wchar_t>, x: Int, y: Int, attr: attr_t, pair: Int16) {
        var cell = cchar_t()
        if setcchar(&cell, text, attr, pair, nil) == gt_err() {
            setcchar(&cell, [wchar_t(63), 0], attr, pair, nil)
        }
        mvwadd_wch(window, Int32(y), Int32(x), &cell)
    }

    /// Waits up to `milliseconds` (nil: until something happens) for a key.
    ///
    /// The wait is our own poll() on the terminal, not ncurses' blocking read, because
    /// ncurses retries its read after EINTR: poll returns at once on SIGINT/SIGTERM/SIGHUP
    /// (and SIGWINCH, after which ncurses reports KEY_RESIZE). ncurses only decodes keys.
    public func readEvent(timeout milliseconds: Int?, watching: [Int32]) -> InputEvent {
        // Keys ncurses already read ahead come first: poll cannot see them.
        if let event = takeKey() { return event }
        // A termination signal between the loop's look at `stopRequested` and this poll
        // would otherwise wait for the next key or tick (on an idle Home, midnight): the
        // handler also writes to a pipe polled here.
        if stopRequested { return .interrupted }
        var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: Signals.wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0)]
        fds += watching.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let rc = poll(&fds, nfds_t(fds.count), Int32(clamping: milliseconds ?? -1))
        if rc < 0 {
            return errno == EINTR ? (takeKey() ?? .interrupted) : .terminalGone
        }
        if rc == 0 { return .timeout }
        if fds[1].revents & Int16(POLLIN) != 0 { return takeKey() ?? .interrupted }
        if let event = takeKey() { return event }
        if fds[0].revents == 0, let woken = fds.dropFirst(2).first(where: { $0.revents & Int16(POLLIN) != 0 }) { return .woken(woken.fd) }
        // Readable, yet no key: end of input or an error. Again and again means the terminal is gone.
        immediateFailures += 1
        if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 || immediateFailures >= 20 { return .terminalGone }
        return .timeout
    }

    /// Decodes one key ncurses can read without waiting (it still waits ESCDELAY inside an
    /// escape sequence); nil when there is none.
    private func takeKey() -> InputEvent? {
        wtimeout(window, 0)
        var value: wint_t = 0
        let rc = wget_wch(window, &value)
        if rc == gt_err() { return nil }
        immediateFailures = 0
        if rc == KEY_CODE_YES {
            switch Int32(value) {
            case gt_key_resize(): let s = size; return .resize(width: s.width, height: s.height)
            case CursesTerminal.sgrMouseKey: return readSGRMouse() ?? .timeout
            case CursesTerminal.legacyMouseKey: return readLegacyMouse() ?? .timeout
            case KEY_UP: return .key(.up)
            case KEY_DOWN: return .key(.down)
            case KEY_LEFT: return .key(.left)
            case KEY_RIGHT: return .key(.right)
            case KEY_HOME: return .key(.home)
            case KEY_END: return .key(.end)
            case KEY_NPAGE: return .key(.pageDown)
            case KEY_PPAGE: return .key(.pageUp)
            case KEY_BTAB: return .key(.backTab)
            case KEY_ENTER: return .key(.enter)
            case KEY_BACKSPACE: return .key(.backspace)
            default: return .timeout
            }
        }
        switch value {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        default:
            guard let scalar = Unicode.Scalar(UInt32(value)) else { return .timeout }
            return .key(.char(Character(scalar)))
        }
    }
}

extension CursesTerminal {
    /// The next character of a report already under way (its bytes come together; a few ms at most).
    private func reportCharacter() -> UInt32? {
        wtimeout(window, 50)
        defer { wtimeout(window, 0) }
        var value: wint_t = 0
        let rc = wget_wch(window, &value)
        return rc == gt_err() || rc == KEY_CODE_YES ? nil : UInt32(value)
    }

    /// The rest of `ESC [ < b ; x ; y M` (or `m`): a tap, a turn of the wheel, or nil.
    fileprivate func readSGRMouse() -> InputEvent? {
        var body = ""
        while body.count < 24, let c = reportCharacter(), let scalar = Unicode.Scalar(c) {
            body.unicodeScalars.append(scalar)
            if scalar == "M" || scalar == "m" { return decodeSGRMouse(body) }
        }
        return nil
    }

    /// The three bytes after `ESC [ M`, each a number plus 32; button 3 is a release.
    fileprivate func readLegacyMouse() -> InputEvent? {
        guard let b = reportCharacter(), let x = reportCharacter(), let y = reportCharacter(), b >= 32 else { return nil }
        let button = Int(b) - 32
        let released = button & 3 == 3 && button & 64 == 0
        return mouseEvent(button: button, x: Int(x) - 32, y: Int(y) - 32, released: released)
    }
}

/// Whether the locale set by `setlocale(LC_CTYPE, "")` encodes text as UTF-8: the UI then draws
/// Unicode glyphs, and command output keeps its punctuation.
public func localeIsUTF8() -> Bool { gt_locale_is_utf8() != 0 }

/// Whether terminfo knows the terminal $TERM names: ask before starting ncurses, which would
/// print its own error and exit.
public func terminalIsKnown() -> Bool { gt_terminal_known() != 0 }
