import Domain

extension Keymap {
    /// The Settings tab's rows: each setting changed in place, each action a prompt.
    static func settingsRows() -> [Binding] {
        return moveKeys("settings") + [
            Binding([.enter, .char(" ")], "Enter", .toggleSetting, "Change the setting, or do the action", hint: "change",
                    details: "The bar and plates, and each action, open a prompt with the defaults filled in; an action then says what it did: export (JSON or CSV), import (gymtrack, Strong, Hevy, FitNotes, Fitbod, Liftosaur, GymBook; merge or replace, or a dry run; for another app's CSV the unit of weights it gives without one, the order of slash dates, and whether a row that cannot be read refuses the file or is skipped), back up now, erase all data (type RESET; a backup is written first)"),
            Binding([.left, .char("h")], "←/h", .left, "Previous value"),
            Binding([.right, .char("l")], "→/l", .right, "Next value",
                    details: "Saved at once: bell, rest end alert (off/bell/bell + notify), kg/lb, weight step, colours (auto/on/off), default rest, the rest step (what lengthening or shortening a running rest moves it by: 5 s to 1 min), daily challenge sets and reps per set (a new number of sets counts from today: today's sets are counted against it at once, on Home, in the workout, in status and challenge; days before today keep the target they had), the streak (days in a row, or weeks in a row with sessions on 1 to 7 days of each), mouse / taps (on/off)"),
        ] + everyScreen + [
            Binding([.char("q"), .escape], "q", .back, "Back to Home", hint: "back"),
        ]
    }
}
