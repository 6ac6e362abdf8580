/// The escapes of a desktop notification: OSC 9 (iTerm2, kitty, WezTerm, Blink: the body alone) and OSC 777
/// (foot, urxvt, WezTerm), each ended by BEL. Inside tmux each is wrapped for passthrough
/// (`ESC P tmux ; … ESC \`, every ESC inside doubled), which tmux forwards to the outer
/// terminal when `allow-passthrough` is on.
///
/// Names typed by the lifter end up in the text: control characters are left out, so nothing
/// in a name can end the escape early or start another one; `;` in the title would start
/// OSC 777's body, so it reads as `,`.
public func terminalNotification(title: String, body: String, insideTmux: Bool) -> String {
    let title = String(printable(title).map { $0 == ";" ? "," : $0 })
    let body = printable(body)
    let sequences = ["\u{1b}]9;\(body)\u{07}", "\u{1b}]777;notify;\(title);\(body)\u{07}"]
    guard insideTmux else { return sequences.joined() }
    return sequences.map { "\u{1b}Ptmux;" + String($0.flatMap { $0 == "\u{1b}" ? ["\u{1b}", "\u{1b}"] : [$0] }) + "\u{1b}\\" }.joined()
}

/// `text` without control characters (C0, DEL and C1), which a terminal would act on.
private func printable(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { !($0.value < 0x20 || (0x7f...0x9f).contains($0.value)) }))
}
