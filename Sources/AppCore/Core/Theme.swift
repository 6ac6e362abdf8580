import Domain

/// The terminal colour of each colour role (`Style.color`), on 256-colour terminals and on
/// 16-colour ones; `mono` draws no colour and tells roles apart by bold, underline and dim.
public struct Theme: Equatable, Sendable {
    /// A colour role's colours: -1 is the terminal's own foreground, 0–7 the basic colours.
    public struct Colours: Equatable, Sendable {
        public var many: Int
        public var sixteen: Int
        public init(_ many: Int, _ sixteen: Int) {
            self.many = many
            self.sixteen = sixteen
        }
    }

    public var name: String
    /// nil: no colour at all (mono).
    public var colours: [Color: Colours]?

    static let black = 0, red = 1, green = 2, yellow = 3, blue = 4, magenta = 5, cyan = 6, own = -1

    /// Today's palette, for a dark background: the default.
    public static let dark = Theme(name: "dark", colours: [
        .accent: Colours(cyan, cyan), .good: Colours(green, green), .warn: Colours(yellow, yellow), .bad: Colours(red, red),
        .muted: Colours(own, own), .flame: Colours(202, red),
        .heat1: Colours(65, green), .heat2: Colours(71, green), .heat3: Colours(35, green), .heat4: Colours(34, green),
        .blue: Colours(blue, blue), .magenta: Colours(magenta, magenta),
    ])

    /// For a light background: cyan and yellow fade into white, so the accent is blue and a
    /// warning dark orange (magenta with 16 colours); the heat map darkens as it grows.
    public static let light = Theme(name: "light", colours: [
        .accent: Colours(25, blue), .good: Colours(28, green), .warn: Colours(130, magenta), .bad: Colours(160, red),
        .muted: Colours(own, own), .flame: Colours(166, red),
        .heat1: Colours(114, green), .heat2: Colours(71, green), .heat3: Colours(34, green), .heat4: Colours(22, green),
        .blue: Colours(19, blue), .magenta: Colours(90, magenta),
    ])

    public static let mono = Theme(name: "mono", colours: nil)

    public static let builtIn = [dark, light, mono]

    /// The colour roles' names in a config's `[theme]` section (`Color.configName`).
    public static let roleNames = Color.allCases.map(\.configName)

    /// The theme `config` chooses — a built-in one, or `file`, the theme file it names, on its
    /// base — with the file's colours over it, then the config's `[theme]` (on mono they bring
    /// colour back).
    public init(_ config: DeviceConfig, file: ThemeFile? = nil) {
        let base = file?.baseName ?? config.themeName
        self = Theme.builtIn.first { $0.name == base } ?? .dark
        let given = (file?.colours ?? []) + config.colours
        guard !given.isEmpty else { return }
        var colours = self.colours ?? Theme.dark.colours!
        for set in given {
            guard let color = Color.allCases.first(where: { $0.configName == set.role }) else { continue }
            // Past the 16 colours, a 16-colour terminal keeps the theme's own.
            colours[color] = Colours(set.colour, set.colour < 8 ? set.colour : colours[color]!.sixteen)
        }
        self.colours = colours
        name += file != nil ? " (with a theme file)" : " (with [theme])"
    }

    init(name: String, colours: [Color: Colours]?) {
        self.name = name
        self.colours = colours
    }

    /// How mono tells a role apart without colour; muted is dim in every theme without colour
    /// (`Style.withoutColour` applies it).
    public static func monoAttributes(_ color: Color) -> Style {
        switch color {
        case .accent, .flame: return Style(bold: true)
        case .bad: return Style(bold: true, underline: true)
        case .warn: return Style(underline: true)
        case .muted: return Style(dim: true)
        case .good, .heat1, .heat2, .heat3, .heat4, .blue, .magenta: return Style()
        }
    }

    /// Every role and what it is drawn with, one per line: what a theme's snapshot compares.
    public var table: String {
        Color.allCases.map { color in
            let name = color.configName.padding(8)
            guard let colours else {
                let style = Theme.monoAttributes(color)
                let words = [style.bold ? "bold" : nil, style.underline ? "underline" : nil, style.dim ? "dim" : nil].compactMap { $0 }
                return name + (words.isEmpty ? "plain" : words.joined(separator: "+"))
            }
            let c = colours[color]!
            return name + Theme.describe(c.many).padding(9) + Theme.describe(c.sixteen)
        }.joined(separator: "\n")
    }

    public static func describe(_ colour: Int) -> String {
        colour < 8 ? DeviceConfig.colourNames[colour + 1] : String(colour)
    }
}

private extension String {
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}

extension Style {
    /// As a terminal without colour draws it: no colour, and the colour's role as attributes
    /// (`Theme.monoAttributes`) added to the style's own.
    public var withoutColour: Style {
        guard let color else { return self }
        let look = Theme.monoAttributes(color)
        return Style(bold: bold || look.bold, dim: dim || look.dim, reverse: reverse, underline: underline || look.underline)
    }
}
