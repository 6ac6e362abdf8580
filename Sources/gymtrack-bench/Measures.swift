import AppCore

/// What a figure is counted in.
enum Unit {
    case seconds, bytesPerSecond, cpuPercent, bytes
}

/// What a figure must stay within.
enum Budget {
    /// At most this many times its floor, measured in the same run.
    case timesFloor(Double)
    /// At most this much, in the measure's unit.
    case atMost(Double)
    /// None: the figure is reported, to be seen, and holds nothing back.
    case reported
}

/// The least the same work costs, done by a tool that does nothing else: what a figure that
/// depends on the machine is compared to.
struct Floor {
    let name: String
    /// One sample, in seconds.
    let sample: () throws -> Double
}

/// One row of the table: what is measured, how, and what it must stay within.
struct Measure {
    let name: String
    let unit: Unit
    let budget: Budget
    let floor: Floor?
    /// Samples taken, each right after one of the floor's so that both see the machine alike;
    /// the figure and the floor are their medians.
    let samples: Int
    /// One sample of the figure.
    let sample: () throws -> Double

    init(_ name: String, _ unit: Unit, _ budget: Budget, floor: Floor? = nil, samples: Int, _ sample: @escaping () throws -> Double) {
        self.name = name
        self.unit = unit
        self.budget = budget
        self.floor = floor
        self.samples = samples
        self.sample = sample
    }
}

/// A measure this run cannot take (a tool missing): the row says why instead of a figure.
struct NotMeasurable: Error {
    let reason: String
}

/// The budgets: every figure the benchmark takes, and what it must stay within.
func measures(_ bench: Bench) -> [Measure] {
    [
        // Starting gymtrack, against opening the same database and counting its sessions.
        Measure("first frame of Home", .seconds, .timesFloor(3), floor: bench.countSessionsFloor, samples: 21) {
            try bench.firstFrame()
        },
        Measure("gymtrack status", .seconds, .timesFloor(3), floor: bench.countSessionsFloor, samples: 21) {
            try timeCommand([try bench.binary(), "--db", try bench.startupCopy(), "status"])
        },
        // A program followed for the whole history: its place and its week's targets, folded
        // from every workout of each slot, at start and after each workout.
        Measure("first frame of Home, a program in use", .seconds, .timesFloor(3), floor: bench.countSessionsFloor, samples: 21) {
            try bench.programFirstFrame()
        },
        // The share of the floor a key's old fixed budget was where it was set (docs/benchmarks.md):
        // a floor taken in the same run, so the verdict is about the code, not the machine.
        Measure("a program's targets, read and computed", .seconds, .timesFloor(1.8), floor: bench.countSessionsFloor, samples: 21) {
            try bench.programTargets()
        },
        // The same, for every built-in program followed as long: the slowest of them.
        Measure("a built-in's targets, the slowest built-in", .seconds, .timesFloor(1.8), floor: bench.countSessionsFloor, samples: 11) {
            try bench.slowestBuiltInTargets()
        },
    ]
    // Each key from its press to its frame drawn: update, the writes and loads it asks for,
    // render; against the same floor as the program's targets, for the same reason.
    + keyPresses.map { press in
        Measure("key: " + press.name, .seconds, .timesFloor(1.8), floor: bench.countSessionsFloor, samples: 21) { try bench.timeKey(press) }
    }
    + [
        // Another terminal logged a set: this one's reload of what the set feeds, as a key.
        Measure("key: a set logged in another terminal, reloaded", .seconds, .timesFloor(1.8), floor: bench.countSessionsFloor, samples: 21) {
            try bench.timeReloadAfterASetElsewhere()
        },
        // `gymtrack import` into a new database, against the shell's `.import` of the same file.
        Measure("import a Strong CSV", .seconds, .timesFloor(8), floor: bench.csvImportFloor, samples: 11) {
            let path = bench.folder + "/imported.sqlite"
            removeDatabase(path)
            return try timeCommand([try bench.binary(), "--db", path, "import", try bench.strongCSV()])
        },
        // The longest time the screen could not be redrawn while an import started from Settings ran.
        Measure("Settings import: longest time between frames", .seconds, .atMost(0.1), samples: 3) {
            try bench.settingsImportGap()
        },
        Measure("a set seen in another terminal", .seconds, .atMost(1), samples: 5) {
            try bench.setSeenInAnotherTerminal()
        },
        Measure("idle Home: bytes sent", .bytesPerSecond, .atMost(0), samples: 1) {
            try bench.idleHome().bytesPerSecond
        },
        Measure("idle Home: CPU", .cpuPercent, .atMost(0.01), samples: 1) {
            try bench.idleHome().cpuPercent
        },
        Measure("running clock: bytes sent", .bytesPerSecond, .atMost(40), samples: 1) {
            try bench.runningClockBytesPerSecond()
        },
    ]
    + syncMeasures(bench)
}

/// `gymtrack sync` between two copies of the history over a local sshd, against `ssh HOST true`
/// over the same sshd: the time of a sync is mostly ssh's, so the floor is ssh itself. Bytes
/// are rows of their own, each way, from the costliest sample of their sync's measure.
private func syncMeasures(_ bench: Bench) -> [Measure] {
    [
        // Two machines that never synced: the whole history each way, once.
        Measure("sync: the first, the whole history", .seconds, .reported, samples: 1) {
            try bench.firstSync().seconds
        },
        Measure("sync: the first, bytes sent", .bytes, .reported, samples: 1) { try bench.firstSync().sent },
        Measure("sync: the first, bytes received", .bytes, .reported, samples: 1) { try bench.firstSync().received },
        Measure("sync: nothing to change", .seconds, .timesFloor(2), floor: bench.sshTrueFloor, samples: 11) {
            try bench.timeSyncWithNothingToChange()
        },
        Measure("sync: nothing to change, bytes sent", .bytes, .atMost(4096), samples: 1) {
            try bench.syncBytes({ $0.nothingToChange }, bench.timeSyncWithNothingToChange).sent
        },
        Measure("sync: nothing to change, bytes received", .bytes, .atMost(4096), samples: 1) {
            try bench.syncBytes({ $0.nothingToChange }, bench.timeSyncWithNothingToChange).received
        },
        // A workout logged on the box before each sample, which the laptop receives.
        Measure("sync: one new workout", .seconds, .timesFloor(3), floor: bench.sshTrueFloor, samples: 11) {
            try bench.timeSyncOfOneNewWorkout()
        },
        Measure("sync: one new workout, bytes sent", .bytes, .atMost(32768), samples: 1) {
            try bench.syncBytes({ $0.oneNewWorkout }, bench.timeSyncOfOneNewWorkout).sent
        },
        Measure("sync: one new workout, bytes received", .bytes, .atMost(32768), samples: 1) {
            try bench.syncBytes({ $0.oneNewWorkout }, bench.timeSyncOfOneNewWorkout).received
        },
    ]
}

/// A key measured in process, on the generated history: the keys that reach its screen and
/// those that lead back to Home afterwards are not timed.
struct KeyPress {
    let name: String
    let before: [Key]
    let key: Key
    let after: [Key]
}

/// Keys across the screens: those that read the most of a long history (the Stats tab, the
/// oldest sessions, an exercise's page over all time), and those that write.
let keyPresses: [KeyPress] = [
    KeyPress(name: "Home → Stats", before: [], key: .char("3"), after: [.char("1")]),
    KeyPress(name: "Stats, to the end", before: [.char("3")], key: .char("G"), after: [.char("g"), .char("1")]),
    KeyPress(name: "Home → History", before: [], key: .char("2"), after: [.char("1")]),
    KeyPress(name: "History, oldest session", before: [.char("2")], key: .char("G"), after: [.char("g"), .char("1")]),
    KeyPress(name: "History → calendar", before: [.char("2")], key: .char("v"), after: [.char("v"), .char("1")]),
    KeyPress(name: "History, open a session", before: [.char("2")], key: .enter, after: [.escape, .char("1")]),
    // The `/` filter by the exercise logged in the most sessions: its sessions out of ten years.
    KeyPress(name: "History, / filter by an exercise", before: [.char("2"), .char("/")] + "Dumbbell Bench Press".map { .char($0) },
             key: .enter, after: [.char("q"), .char("1")]),
    // The exercise logged in the most sessions, opened from the list of exercises logged: one
    // year of it, then `r` for all of it.
    KeyPress(name: "exercise page, all time", before: [.char("2"), .char("E")] + "Dumbbell Bench Press".map { .char($0) } + [.enter],
             key: .char("r"), after: [.char("q"), .char("1")]),
    // The Body page over ten years of weekly weigh-ins: its rows, the big lifts' bests and every chart.
    KeyPress(name: "Stats → Body page", before: [.char("3")], key: .char("b"), after: [.char("q"), .char("1")]),
    KeyPress(name: "Home → Plans", before: [], key: .char("4"), after: [.char("1")]),
    KeyPress(name: "Home → Settings", before: [], key: .char("5"), after: [.char("1")]),
    KeyPress(name: "begin a workout", before: [.enter], key: .enter, after: [.char("D"), .char("y")]),
    // Space on the first step of the workout that is next in the rotation.
    KeyPress(name: "log a set", before: [.enter, .enter], key: .char(" "), after: [.char("u"), .char("D"), .char("y")]),
    KeyPress(name: "add a challenge set", before: [], key: .char("c"), after: [.char("C"), .char("0")]),
]
