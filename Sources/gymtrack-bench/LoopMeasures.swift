import AppCore
import BundledPlans
import Domain
import Formats
import Foundation
import Runtime
import Storage

/// The measures of gymtrack's event loop run in this process on a real database, with a
/// terminal in memory: what a key costs, and how often the screen can be redrawn while an
/// import runs.
extension Bench {
    /// The size the keys are measured at: a large desktop terminal, the most cells to render.
    static let keyScreen = (width: 160, height: 48)

    /// Seconds from `press.key` to its frame drawn, as the loop does it: the key's update, the
    /// writes and loads it asks for (their results sent back through update), a tick, a render.
    func timeKey(_ press: KeyPress) throws -> Double {
        let (loop, terminal) = try keyLoopOnHistory()
        for key in press.before { loop.send(.key(key)) }
        loop.drawIfChanged()
        let frames = terminal.frames
        let start = now()
        loop.send(.key(press.key))
        loop.send(.tick(SystemClock.now()))
        loop.drawIfChanged()
        let seconds = now() - start
        guard terminal.frames > frames else { throw BenchError("key \(press.name): nothing changed on screen; are its keys still right?") }
        for key in press.after { loop.send(.key(key)) }
        loop.drawIfChanged()
        guard loop.state.tab == .home, loop.state.modal == nil, loop.state.workout == nil else {
            throw BenchError("key \(press.name): its keys do not lead back to Home")
        }
        return seconds
    }

    /// The event loop on a copy of the history, its first frame drawn (and the reads that
    /// follow it done), as when gymtrack has just started.
    private func keyLoopOnHistory() throws -> (loop: EventLoop, terminal: BenchTerminal) {
        if let keyLoop { return keyLoop }
        let terminal = BenchTerminal(width: Bench.keyScreen.width, height: Bench.keyScreen.height)
        let loop = try EventLoop(store: try Store(path: try copy("keys.sqlite")), terminal: terminal, clock: SystemClock.now)
        loop.drawIfChanged()
        loop.send(.firstFrameDrawn)
        loop.drawIfChanged()
        keyLoop = (loop, terminal)
        return (loop, terminal)
    }

    /// The longest time between two frames while an import of the Strong CSV, started from
    /// Settings, runs in the event loop: from its Enter until the summary is drawn, the
    /// terminal asks for a new frame each time the loop waits for input.
    func settingsImportGap() throws -> Double {
        let csv = try strongCSV()
        let path = folder + "/settings-import.sqlite"
        removeDatabase(path)
        let store = try Store(path: path)
        let today = SystemClock.now()
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: today)
        try store.installDefaultSplits({ DefaultSplits.all }, now: today)

        let terminal = BenchTerminal(width: 80, height: 24)
        // Settings, down to Import, open its form, the file's path in place of the one offered.
        terminal.script = [.key(.char("5"))] + Array(repeating: .key(.char("j")), count: SettingsItem.importData.rawValue)
            + [.key(.enter), .key(.char("\u{15}"))] + csv.map { .key(.char($0)) }
        var started: Double?
        var frames: [Double] = []
        var finished = false
        terminal.onDraw = { screen in
            guard started != nil else { return }
            frames.append(now())
            finished = finished || screen.text.contains("Imported")
        }
        terminal.afterScript = {
            guard let start = started else {
                started = now()
                return .key(.enter) // the import
            }
            if finished || now() - start > 300 { return .terminalGone }
            return .resize(width: 80, height: 24) // a whole new frame, as soon as the loop can draw one
        }
        let loop = try EventLoop(store: store, terminal: terminal, clock: SystemClock.now, dataTasks: importForSettings)
        loop.run()
        guard finished, let start = started, loop.state.settingsTab.lastImportPath == csv else {
            throw BenchError("the import from Settings did not end with its summary: \(terminal.lastText)")
        }
        var last = start, longest = 0.0
        for frame in frames {
            longest = max(longest, frame - last)
            last = frame
        }
        return longest
    }
}

/// What the app's Settings import does with the file: read, matched to the catalog, written.
@Sendable private func importForSettings(_ task: DataTask, store: Store, now: Moment, step: (String) -> Void) throws -> (title: String, lines: [String]) {
    guard case .importFile(let path, let mode, let dryRun, let options) = task else {
        throw BenchError("only an import is measured from Settings")
    }
    let read = try ForeignWorkouts.read(Array(try Data(contentsOf: URL(fileURLWithPath: path))), options: options)
    let unit = try options.unit ?? store.loadSettings().unit
    let bundle = ForeignWorkouts.bundle(read, catalog: try store.loadCatalog(), defaultUnit: unit,
                                        unitGiven: options.unit != nil, utcOffsetSeconds: now.utcOffsetSeconds,
                                        remembered: try store.rememberedExerciseNames())
    let summary = try store.importBundle(bundle, mode: mode, dryRun: dryRun, now: now, defaultSplits: { DefaultSplits.all })
    return ("Imported", summary.text.split(separator: "\n").map(String.init))
}

/// A terminal in memory: keys from a script, then from `afterScript`; frames counted, not shown.
final class BenchTerminal: Terminal {
    var size: (width: Int, height: Int)
    let unicodeGlyphs = true
    let stopRequested = false
    var script: [InputEvent] = []
    var afterScript: () -> InputEvent = { .terminalGone }
    var onDraw: (Screen) -> Void = { _ in }
    private(set) var frames = 0
    private(set) var last: Screen?
    var lastText: String { last?.text ?? "" }

    init(width: Int, height: Int) { size = (width, height) }

    func draw(_ screen: Screen, previous: Screen?) {
        frames += 1
        last = screen
        onDraw(screen)
    }

    func readEvent(timeout: Int?, watching: [Int32]) -> InputEvent {
        script.isEmpty ? afterScript() : script.removeFirst()
    }

    func bell() {}
    func notify(title: String, body: String) {}
    func invalidate() {}
    func applyColours(_ mode: ColourMode) {}
    func applyMouse(_ on: Bool) {}
}

/// A terminal's reload after another terminal logged a set: what it reads again and draws.
extension Bench {
    /// Seconds from the counters read (another connection committed a set to the workout in
    /// progress) to this terminal's frame: `changedElsewhere`, the update, the loads what
    /// changed feeds and a render, on a copy of the history.
    func timeReloadAfterASetElsewhere() throws -> Double {
        let (loop, store, writer, workout) = try reloadLoopOnHistory()
        let position = workout.steps.firstIndex { $0.plan.kind == .sets } ?? 0
        let set = SetLog(isWarmup: false, reps: 5, weight: 60, completedAt: SystemClock.now().epochSeconds)
        _ = try writer.changeWorkout(id: workout.id, .logSet(step: position, set, stepUID: workout.steps[position].uid), now: SystemClock.now())
        let start = now()
        guard let tables = store.changedElsewhere() else { throw BenchError("the set logged elsewhere was not seen") }
        loop.send(.databaseChanged(ChangedData(tables: tables)))
        loop.send(.tick(SystemClock.now()))
        loop.drawIfChanged()
        return now() - start
    }

    /// The event loop on a copy of the history with a workout in progress, begun by another
    /// connection to the same file that logs the sets.
    private func reloadLoopOnHistory() throws -> (EventLoop, Store, Store, ActiveWorkout) {
        if let reloadLoop { return reloadLoop }
        let path = try copy("reload.sqlite")
        let writer = try Store(path: path)
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: SystemClock.now())
        let begun = try writer.begin(workout, now: SystemClock.now())
        workout.id = begun.id
        for i in workout.steps.indices { workout.steps[i].uid = begun.steps[i] }
        let store = try Store(path: path)
        let loop = try EventLoop(store: store, terminal: BenchTerminal(width: Bench.keyScreen.width, height: Bench.keyScreen.height),
                                 clock: SystemClock.now)
        loop.drawIfChanged()
        loop.send(.firstFrameDrawn)
        loop.drawIfChanged()
        _ = store.changedElsewhere()
        reloadLoop = (loop, store, writer, workout)
        return (loop, store, writer, workout)
    }
}
