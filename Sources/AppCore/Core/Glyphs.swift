/// The characters screens draw with: Unicode by default, ASCII when the locale is not UTF-8.
public struct Glyphs: Equatable, Sendable {
    public var setDone: String
    public var setTodo: String
    /// A set with one side done and the other to do.
    public var setHalf: String
    public var warmupDone: String
    /// A drop set, drawn after the set it drops from.
    public var setDrop: String
    public var warmupTodo: String
    public var check: String
    public var pointer: String
    public var running: String
    public var paused: String
    public var clock: String
    public var ellipsis: String
    public var horizontal: String
    public var vertical: String
    public var topLeft: String, topRight: String, bottomLeft: String, bottomRight: String
    public var barDone: String
    public var barTodo: String
    /// Vertical bar eighths, from empty to full.
    public var eighths: [String]
    /// Heatmap cells by level: none, partial (low), partial (high), full.
    public var heat: [String]
    public var futureDay: String
    public var flameSmall: String
    /// A region of the coverage checklist, touched or missed.
    public var touched: String
    public var missed: String
    /// Whether braille and block art can be drawn.
    public var unicode: Bool

    public static let unicode = Glyphs(
        setDone: "●", setTodo: "○", setHalf: "◐", warmupDone: "◆", setDrop: "▾", warmupTodo: "◇", check: "✓", pointer: "▶",
        running: "▶", paused: "‖", clock: "◷", ellipsis: "…", horizontal: "─", vertical: "│",
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", barDone: "█", barTodo: "░",
        eighths: [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"],
        heat: ["·", "▒", "▓", "█"], futureDay: " ", flameSmall: "▲", touched: "✓", missed: "✗", unicode: true)

    public static let ascii = Glyphs(
        setDone: "*", setTodo: "o", setHalf: "/", warmupDone: "W", setDrop: "v", warmupTodo: "w", check: "*", pointer: ">",
        running: ">", paused: "=", clock: "", ellipsis: "~", horizontal: "-", vertical: "|",
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", barDone: "#", barTodo: ".",
        eighths: [" ", ".", ".", "-", "-", "=", "=", "#", "#"],
        heat: [".", "-", "+", "#"], futureDay: " ", flameSmall: "^", touched: "[x]", missed: "[ ]", unicode: false)
}
