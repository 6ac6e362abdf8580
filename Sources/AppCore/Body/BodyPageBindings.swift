import Domain

extension Keymap {
    /// The Body page's rows: its charts and entries.
    static func bodyPageRows() -> [Binding] {
        return [
            Binding([.char("a")], "a", .addMeasurement, "Add today's weigh-in or a measurement", hint: "add",
                    details: "A form: what (body weight, body fat, waist, chest, arms, thighs, one of your own), the value in the units of Settings (kg or lb; % for body fat; cm, or inches with lb, for lengths), the date (today) and a note"),
            Binding([.char("d")], "d", .delete, "Delete the selected entry (asks)", hint: "delete",
                    details: "Kept as a tombstone for export and merge"),
            Binding([.down, .char("j")], "↓/j", .down, "Next chart or entry", hint: "move",
                    details: "The page: body weight with its average over the last \(BodyRecords.averagedWeighIns) days weighed, each measurement, strength ÷ body weight for squat, bench, deadlift and overhead press (best e1RM of each session ÷ the weigh-in on or before it), then every entry, newest first"),
            Binding([.up, .char("k")], "↑/k", .up, "Previous chart or entry"),
        ] + everyScreen + [
            Binding([.char("q"), .escape], "q", .back, "Back to where it was opened", hint: "back"),
        ]
    }

    /// The key that opens the Body page, on Stats and History.
    static let openBody = Binding([.char("b")], "b", .openBody, "Body: weigh-ins, measurements, charts", hint: "body",
                                  details: "The Body page; its own keys add and delete")
}
