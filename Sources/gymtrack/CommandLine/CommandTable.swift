import Domain

/// The one table of gymtrack's command line. Parsing (`parseArguments`), `--help` for the
/// program and each subcommand, the man page and the bash, zsh and fish completions are all made
/// from it (Docs/), so none of them can drift from what the parser accepts.

/// What a value (an option's or an argument's) is, for validation and for completion.
enum ValueKind: Equatable {
    case text
    case file
    case directory
    /// A whole number within its bounds, which the sentence refusing one states.
    case count(ClosedRange<Int>)
    case choice([String])

    var isCount: Bool {
        if case .count = self { return true }
        return false
    }
}

struct OptionSpec {
    /// Every spelling, the one shown in synopses first: ["-o", "--output"].
    let names: [String]
    /// The value's placeholder ("FILE"), nil for a flag.
    let value: String?
    let kind: ValueKind
    let summary: String
    /// Options sharing a group exclude one another (import's --merge | --replace).
    let group: String?

    init(_ names: [String], value: String? = nil, kind: ValueKind = .text, group: String? = nil, _ summary: String) {
        self.names = names
        self.value = value
        self.kind = kind
        self.group = group
        self.summary = summary
    }

    /// The name results are filed under: the long spelling.
    var key: String { names.first { $0.hasPrefix("--") } ?? names[0] }

    /// How the value reads in synopses: the placeholder, or the choices ("json|csv").
    var valueSynopsis: String? {
        guard let value else { return nil }
        if case .choice(let choices) = kind { return choices.joined(separator: "|") }
        return value
    }

    var synopsis: String { names[0] + (valueSynopsis.map { " " + $0 } ?? "") }
}

struct ArgumentSpec {
    /// The placeholder: "FILE", "N".
    let name: String
    let optional: Bool
    let kind: ValueKind
    let summary: String
    /// What a missing one is called in the error: "a file to import".
    let missing: String
    /// An example command line after "gymtrack ": "import gymtrack-export.json".
    let example: String

    var synopsis: String {
        let shown: String
        if case .choice(let choices) = kind { shown = choices.joined(separator: "|") } else { shown = name }
        return optional ? "[\(shown)]" : shown
    }
}

struct CommandSpec {
    /// "status"; the root is "gymtrack".
    let name: String
    /// Other words for it: "add" for "+1", "--demo" for demo.
    let aliases: [String]
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let subcommands: [CommandSpec]
    /// One line, for the command list.
    let summary: String
    /// Paragraphs for `gymtrack COMMAND --help` and the man page, separated by blank lines.
    let help: String

    init(_ name: String, aliases: [String] = [], arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
         subcommands: [CommandSpec] = [], summary: String, help: String = "") {
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.summary = summary
        self.help = help
    }

    func subcommand(_ word: String) -> CommandSpec? {
        subcommands.first { $0.name == word || $0.aliases.contains(word) }
    }

    func option(_ word: String) -> OptionSpec? {
        options.first { $0.names.contains(word) }
    }

    /// Options and arguments as they read after the name: "[-o FILE] [--format json|csv]".
    var synopsis: String {
        var parts: [String] = []
        var groupsShown: Set<String> = []
        for option in options {
            if let group = option.group {
                guard groupsShown.insert(group).inserted else { continue }
                parts.append("[" + options.filter { $0.group == group }.map(\.synopsis).joined(separator: " | ") + "]")
            } else {
                parts.append("[\(option.synopsis)]")
            }
        }
        // Arguments first when required (import FILE [--merge …]), as the examples read.
        let required = arguments.filter { !$0.optional }.map(\.synopsis)
        let optional = arguments.filter(\.optional).map(\.synopsis)
        return (required + parts + optional).joined(separator: " ")
    }
}

let helpOption = OptionSpec(["-h", "--help"], "Show this help")
let databaseOption = OptionSpec(["--db"], value: "PATH", kind: .file,
                                "Use the database at PATH (else $GYMTRACK_DB, else $XDG_DATA_HOME/gymtrack/gymtrack.sqlite, else ~/.local/share/gymtrack/gymtrack.sqlite)")
let versionOption = OptionSpec(["--version"], "Show the version")
let jsonOption = OptionSpec(["--json"], "Print JSON instead of text")

/// `status --format`: the line written with named fields (`StatusFormat.fields`).
let statusFormatOption = OptionSpec(["--format"], value: "STRING", group: "output", "Print STRING with its {field}s filled in")

/// The fields of `status --format`, documented in `status --help` and the man page.
let statusFormatHelp = "With --format STRING, STRING is printed with each {field} filled in, and {{ and }} as braces; these fields stay as they are on every release: "
    + StatusFormat.fields.map { "{\($0.name)} \($0.meaning)" }.joined(separator: "; ")
    + ". A field with nothing to say (no workout running, no rest) is empty; an unknown field is refused. For tmux: set -g status-interval 1 and set -g status-right '#(gymtrack status --format \"{exercise} {rest}\")'."

/// The stats JSON's keys, documented in `stats --help` and the man page.
let statsJSONHelp = """
    With --json, one object with these keys (the same on every release): date (today, \
    YYYY-MM-DD); streaks.gym and streaks.challenge (current streaks in days); \
    challenge.today, challenge.target, challenge.pastYear and challenge.yearToDate (full \
    challenge days in the 365 days ending today and since 1 January); sessions.thisWeek, \
    sessions.thisMonth and sessions.total; sessions.perWeek (12 objects, oldest first: weekOf, \
    the Monday as YYYY-MM-DD, and count) and sessions.perMonth (12 objects: month, YYYY-MM, and \
    count); splits (one object per session type, the rotation's first: type, name, sessions, \
    percent of all sessions); records.longestGymStreak, records.longestChallengeStreak, \
    records.totalSessions and records.fullChallengeDays; personalBests (one object per exercise \
    lifted with a weight, by name: exercise, heaviestKg, and bestE1RMKg, the Epley estimate, \
    counting the body's weight for bodyweight and assisted sets); distanceBests (one object per \
    exercise logged with distances: exercise, longestMeters, and fastestSecondsPerKm, or null). \
    When Settings count the gym streak in weeks, streaks.gym and records.longestGymStreak count \
    weeks, and the object adds streakUnit (weeks) and week (sessions, the days trained this \
    week, and target, the days a week needs), as status --json does.
    """

let dateOption = OptionSpec(["--date"], value: "YYYY-MM-DD", "The day it was taken, today or before (else today)")
let bodyDateHelp = "With --date it is dated that day (taken at noon); without, it is taken now."

/// The body JSON's keys, documented in `body --help` and the man page.
let bodyJSONHelp = """
    With --json, one array, newest first, of objects with these keys (the same on every \
    release): uid (the row's ULID); kind (body_weight, body_fat, waist, chest, arms, thighs, \
    or your own name); value (in the stored unit: kg for body_weight, % for body_fat, cm for \
    every other kind); unit (kg, % or cm, that unit); date (YYYY-MM-DD); measuredAt (when it was \
    taken, ISO 8601 with its offset); note.
    """

/// Every command and option gymtrack has.
let commandTable = CommandSpec(
    "gymtrack",
    options: [databaseOption, helpOption, versionOption],
    subcommands: [
        CommandSpec("status", options: [OptionSpec(["--json"], group: "output", "Print JSON instead of text"), statusFormatOption],
                    summary: "One line: the running or next workout, gym streak, today's challenge",
                    help: "For shell prompts and tmux status bars. While a workout runs, the line starts with it: Day A · Bench Press 2/3 · rest 0:45 (the exercise in front, its working sets done of those planned, the rest left); a status bar refreshing every second shows the rest counting down. Otherwise it starts with the next workout: the next split of the rotation (Next: B Cardio + Core), or with a program in use its next day, as Home's card names it (Next: A1 Squat, bench; Next: 3 Bench · week 2 for a program of several weeks).\n\n" + statusFormatHelp + "\n\nThe gym streak is days in a row (streak 5d), or, when Settings count weeks, the weeks in a row with enough sessions and this week's so far (streak 4w (2/3 this week)); with --json, streak, streakUnit (days or weeks), for weeks week (sessions, target), workout (split, exercise, setsDone, setsPlanned, restSeconds; null when none runs), and in next (type, name) the program and the day's key when a program is in use. Only reads the database: where there is none it says so (exit 1) and creates none, and one an older gymtrack wrote is not upgraded (run gymtrack once to upgrade it)."),
        CommandSpec("stats", options: [jsonOption],
                    summary: "The numbers behind the Stats tab: streaks, sessions, split share, records",
                    help: "Current and longest gym and challenge streaks, sessions this week and month and per week and month for the last 12, the share of each split, and the personal bests. Only reads the database, as status does.\n\n" + statsJSONHelp),
        CommandSpec("challenge",
                    subcommands: [
                        CommandSpec("+1", aliases: ["add"], summary: "Add one daily challenge set for today",
                                    help: "Adds one to today's count in the database (up to the daily target), so two terminals adding at once both count."),
                        CommandSpec("set", arguments: [ArgumentSpec(name: "N", optional: false, kind: .count(0...DataBounds.challengeTarget.upperBound), summary: "The number of sets, 0 to the daily target",
                                                                    missing: "a number of sets", example: "challenge set 2")],
                                    summary: "Set today's challenge sets to N (0 to the daily target, \(DailyChallenge.defaultTarget) by default)"),
                    ],
                    summary: "Log today's daily challenge sets",
                    help: "A target changed in Settings applies from today: days before keep the target they had, here, in status and stats and on screen alike."),
        CommandSpec("weigh",
                    arguments: [ArgumentSpec(name: "WEIGHT", optional: false, kind: .text, summary: "Your body weight, in the unit of Settings (kg or lb)",
                                             missing: "a body weight", example: "weigh 82.4")],
                    options: [dateOption],
                    summary: "Log a weigh-in: today's body weight, in kg or lb as Settings say",
                    help: "The Body page (b on Stats or History) charts it; bodyweight sets count the weigh-in on or before their day. " + bodyDateHelp),
        CommandSpec("measure",
                    arguments: [ArgumentSpec(name: "WHAT", optional: false, kind: .text,
                                             summary: "body-fat, waist, chest, arms, thighs, or a name of your own (neck, hips…)",
                                             missing: "what was measured and its value", example: "measure waist 84"),
                                ArgumentSpec(name: "VALUE", optional: false, kind: .text, summary: "The value: % for body fat, else cm (inches when the unit is lb)",
                                             missing: "a value", example: "measure waist 84")],
                    options: [dateOption],
                    summary: "Log a body measurement: body fat in %, lengths in cm (in with lb)",
                    help: "A name that is none of body-fat, waist, chest, arms and thighs is a measurement of your own, taken as a length. " + bodyDateHelp),
        CommandSpec("body", options: [jsonOption],
                    summary: "List the weigh-ins and measurements, newest first",
                    help: "Only reads the database, as status does. Values are shown in the units of Settings.\n\n" + bodyJSONHelp),
        CommandSpec("demo", aliases: ["--demo"],
                    summary: "Open the tracker on two years of made-up history, in a throwaway database",
                    help: "Your own database is not touched; the throwaway one is removed when the tracker ends, so --db is refused."),
        CommandSpec("export",
                    options: [OptionSpec(["-o", "--output"], value: "FILE", kind: .file, "Write to FILE instead of standard output"),
                              OptionSpec(["--format"], value: "FORMAT", kind: .choice(ExportFileFormat.allCases.map(\.rawValue)), "json (everything, the default) or csv (one row per set)")],
                    summary: "Write your history to standard output or a file",
                    help: "Only reads the database, as status does. FILE may not be the database itself or its -wal, -shm or -journal, however it is spelled."),
        CommandSpec("import",
                    arguments: [ArgumentSpec(name: "FILE", optional: false, kind: .file,
                                             summary: "A file written by gymtrack export (JSON), or a CSV exported by Strong, Hevy, FitNotes, Fitbod, Liftosaur or GymBook",
                                             missing: "a file to import", example: "import gymtrack-export.json")],
                    options: [OptionSpec(["--merge"], group: "mode", "Add what the database lacks, keep the rest (the default)"),
                              OptionSpec(["--replace"], group: "mode", "Replace the database's history with the file's"),
                              OptionSpec(["--dry-run"], "Say what would change, change nothing"),
                              OptionSpec(["--unit"], value: "UNIT", kind: .choice(WeightUnit.allCases.map(\.rawValue)),
                                         "The unit of weights a CSV gives without one (else the database's unit)"),
                              OptionSpec(["--date-order"], value: "ORDER", kind: .choice(DateOrder.allCases.map(\.rawValue)),
                                         "Read dates like 03/04/2021 as day/month or month/day"),
                              OptionSpec(["--strict"], group: "bad rows", "Refuse the whole file for a row that cannot be read"),
                              OptionSpec(["--skip-invalid"], group: "bad rows",
                                         "Import the rows that can be read and list the others (the default; kept for older scripts)")],
                    summary: "Read an export, or another app's CSV, into the database",
                    help: "With --dry-run the database is only read, and one that does not exist yet is not created. --replace backs the database up first (as gymtrack backup does); when the file has no split in the rotation, the default A/B/C are put back.\n\nStrong's exports without a unit column (its 12-column desktop form, and older ones) give weights in the app's unit without saying which: they are read in the database's unit unless --unit says otherwise, and the summary says which was assumed. Importing the file again with another --unit reads again the sessions not edited since.\n\nSlash dates (13/09/2021) are read day or month first as the file's own values show; when no value tells, --date-order is needed.\n\nA row that cannot be read (reps 877777) is left out and the summary lists it with its line, while the rest is imported; --strict refuses the whole file for it instead, naming its line (--skip-invalid, the default now, is still accepted). A file none of whose rows can be read is refused. The summary also says what it kept beside weights and reps (workout notes as the sessions' notes, distances, drop sets, sets to failure, supersets), what it read otherwise than written (an RPE of 0 as none, a superset's exercises moved together, a Strong file without its header line), what the file holds that gymtrack has no place for (rest-timer rows) and every column it read nothing from; a CSV with no weight column gymtrack reads is refused rather than imported without weights."),
        CommandSpec("backup",
                    arguments: [ArgumentSpec(name: "DIR", optional: true, kind: .directory, summary: "The folder to write the copy into",
                                             missing: "a folder", example: "backup ~/backups")],
                    summary: "Copy the database, consistently, into DIR (else the backups folder)",
                    help: "Without DIR the copy goes to the folder backups beside the database (~/.local/share/gymtrack/backups for the usual one), as do the copies restore and import --replace make first. Copies are named after the database (gymtrack-2026-11-22T081500.sqlite for gymtrack.sqlite); the 10 newest of this database's copies in the folder are kept, older ones are removed, and no other file there is touched. A copy gets its name only once it is whole: a backup killed halfway leaves nothing that counts, and what it left is removed by the next backup."),
        CommandSpec("restore",
                    arguments: [ArgumentSpec(name: "FILE", optional: false, kind: .file, summary: "A copy written by gymtrack backup",
                                             missing: "a backup file to restore", example: "restore gymtrack-backup.sqlite")],
                    summary: "Replace the database with a backup",
                    help: "FILE is checked before anything is made or changed: one that is not an intact gymtrack database, or that is the database itself, is refused. The database as it was is backed up first."),
        CommandSpec("sync",
                    arguments: [ArgumentSpec(name: "HOST", optional: true, kind: .text,
                                             summary: "The other machine, as ssh reaches it (a name from ~/.ssh/config, or user@host)",
                                             missing: "a host to sync with", example: "sync box")],
                    options: [OptionSpec(["--dry-run"], "Say what would change on each machine, change nothing"),
                              OptionSpec(["--ssh"], value: "COMMAND", "The ssh command and its options (ssh -p 2222); ssh by default"),
                              OptionSpec(["--remote-command"], value: "PATH", "The gymtrack to run on HOST; gymtrack (on its PATH) by default"),
                              OptionSpec(["--remote-db"], value: "PATH", "HOST's database, when not its default one"),
                              OptionSpec(["--serve"], "The other machine's side, which sync runs there over ssh")],
                    summary: "Make this database and HOST's equal, both ways, over one ssh connection",
                    help: "HOST runs gymtrack too (the same version); nothing else is needed there, no daemon and no server: sync runs `gymtrack sync --serve` on it through ssh. Whatever either machine recorded while apart is kept on both: sessions and their sets, edits, deletions, splits, custom exercises, weigh-ins and settings (the later value). Challenge sets done on both machines on one day add up. A workout in progress on one machine goes to the other when it has none in progress, and ends as one session wherever it is finished. Edits are stamped by a hybrid logical clock, so an edit made after a sync wins over what the sync brought even when the clocks disagree; sync says when the two clocks are a minute or more apart. Only what changed since the last sync with HOST travels: the first one, or one after a backup was restored or a database copied, sends the whole history and says so. A note changed on both machines since the last sync keeps both texts, marked [two versions]. Each machine writes the merge in one transaction: cut at any point, each database is whole, and running sync again completes it. See docs/sync.md."),
        CommandSpec("completions",
                    arguments: [ArgumentSpec(name: "SHELL", optional: false, kind: .choice(Shell.allCases.map(\.rawValue)), summary: "bash, zsh or fish",
                                             missing: "a shell", example: "completions bash")],
                    summary: "Print the bash, zsh or fish completion script",
                    help: "The scripts are also in docs/completions/; make install installs them where bash, zsh and fish look."),
        CommandSpec("program",
                    subcommands: [
                        CommandSpec("list", summary: "List the built-in programs and yours, marking the one in use"),
                        CommandSpec("start", arguments: [ArgumentSpec(name: "NAME", optional: false, kind: .text,
                                                                      summary: "A built-in's id (gymtrack, gzclp, 531bbb, 5x5, ppl, ss, gslp, bbr, 531fsl, 531beginners, smolovjr, nsuns, texas, madcow, phul, ivysaur, phat, uhf, rr, jt2, candito), one of yours by key or name, or a plan file's path",
                                                                      missing: "a program to start", example: "program start gzclp")],
                                    summary: "Start a program: its days become Home's rotation",
                                    help: "A built-in program asks, on the terminal, for the weights it needs: starting weights, or training maxes (about 90% of a one-rep max). Without a terminal it says which; write it out with program write, put each weight in place of its ?, and start the file. Starting a program again (a built-in, or a file whose program line names one already stored) starts it from its first day, with the file as now given: only workouts from then on move it along and feed its targets. program start gymtrack goes back to the rotation of splits."),
                        CommandSpec("stop", summary: "Stop the program in use: Home follows the rotation of splits again"),
                        CommandSpec("show", options: [OptionSpec(["--count"], value: "N", kind: .count(1...100), "How many workouts to show, 1 to 100 (else 4)")],
                                    summary: "Print the next workouts of the program in use with their targets",
                                    help: "The next workout's targets each come with their reason; each workout after it is shown as it would be if the ones before it were done as planned. With no program in use, the next workouts of the rotation of splits (the GymTrack A/B/C), each with its planned sets."),
                        CommandSpec("edit", arguments: [ArgumentSpec(name: "NAME", optional: true, kind: .text, summary: "A program (else the one in use, else the GymTrack A/B/C)",
                                                                     missing: "a program", example: "program edit gzclp")],
                                    summary: "Edit a program's plan file in $VISUAL or $EDITOR",
                                    help: "On save the file is checked: a mistake is shown with its line and column and the editor opens again on a terminal (else nothing is changed). A built-in program edited is saved as one of yours, to start with program start. The program in use takes an edit at once: its place and its history stay."),
                        CommandSpec("check", arguments: [ArgumentSpec(name: "FILE", optional: false, kind: .file, summary: "A plan file",
                                                                      missing: "a plan file to check", example: "program check my-program.txt")],
                                    summary: "Check a plan file: each mistake as FILE:LINE:COLUMN; changes nothing",
                                    help: "Exit status 0 when the file reads, 2 with each mistake on a line of its own. Exercises are looked up in the database's catalog (with your own exercises), or before there is a database in the bundled one; no database is created. The format is in docs/programs.md."),
                        CommandSpec("write", arguments: [ArgumentSpec(name: "NAME", optional: true, kind: .text, summary: "A program (else the one in use)",
                                                                      missing: "a program", example: "program write 531bbb")],
                                    summary: "Print a program's plan file",
                                    help: "Works before there is a database (the built-in programs), and creates none."),
                        CommandSpec("delete", arguments: [ArgumentSpec(name: "NAME", optional: false, kind: .text,
                                                                       summary: "One of your programs, by key or name, as program list shows it under Yours",
                                                                       missing: "a program to delete", example: "program delete MYPPL")],
                                    summary: "Delete one of your programs; its workouts stay in History",
                                    help: "Only a program stored in the database: one of your own, or a built-in started before (with the weights you gave); the built-in itself stays. The program in use is refused: stop it first. A sync deletes it on the other machine too. Needs a database, and creates none."),
                    ],
                    summary: "Programs that progress: start one, see its targets, edit its plan file",
                    help: "A program is weeks of days, each day its exercises with their sets and the rule that moves them on: linear, double progression, percentages of a training max, RPE, stages on failure. Targets are computed from the sets logged every time, never kept as counters, so every terminal and a synced machine agree; the Exercise screen shows each one's reason. Built in: the GymTrack A/B/C (the default) and twenty others, from Starting Strength and GZCLP to nSuns, the Texas Method and the r/bodyweightfitness Recommended Routine (program list names them all). See docs/programs.md."),
        CommandSpec("config",
                    subcommands: [
                        CommandSpec("path", summary: "Print where the config file is (it need not exist)"),
                        CommandSpec("show", summary: "Print the effective settings, marking those the file sets",
                                    help: "A config that cannot be read is refused, as the tracker refuses it, with the line that is wrong."),
                    ],
                    summary: "This device's theme and keys: the config file",
                    help: "The file is $XDG_CONFIG_HOME/gymtrack/config, else ~/.config/gymtrack/config. Lines are name = value, # starts a comment: theme = dark, light or mono, or a theme file's path (~/… or relative to the config's folder; its lines are role = colour, and base = dark, light or mono to start from), before any section; [theme] gives colour roles (accent, good, warn, bad, muted, flame, heat1-heat4, blue, magenta) a colour name or a number from 0 to 255; [keys] gives an action a key (completeSet = o; those with a value are weight.up, weight.down, reps.up, reps.down, tab.1 to tab.5 and challenge.0 to challenge.9), or one screen's action (exercise.completeSet = o). A file that cannot be read stops the tracker with one sentence naming its line. Units, the challenge and plates stay in the database, the same on every device. See docs/config.md."),
        CommandSpec("keys", summary: "Print every screen's keys, as this device's config moves them",
                    help: "The table of the README and the man page (which show the default keys), with the keys the config file's [keys] moves: the keys every screen shares, then each screen's and each box's. Plain text, 80 columns wide. A config that cannot be read is refused, as config show refuses it."),
        CommandSpec("man", summary: "Print the manual page (roff)",
                    help: "The same page as docs/gymtrack.1: gymtrack man | man -l -"),
    ],
    summary: "A keyboard-driven gym tracker for the terminal",
    help: "With no command, opens the full-screen tracker on the database."
)
