import AppCore
import Domain
import Foundation
import Storage
import TerminalCurses

/// The event loop: reads keys and ticks, runs update, commits effects, draws what changed.
final class AppRunner {
    private let store: Store
    private let terminal: CursesTerminal
    private var state: AppState
    private var lastDrawn: Screen?
    private var allTimeLoaded = false
    private var catalogLoaded = false

    init(store: Store, terminal: CursesTerminal, notice: String? = nil) throws {
        self.store = store
        self.terminal = terminal
        let now = SystemClock.now()
        let size = terminal.size
        // All-time figures wait until a screen shows them (see loadAllTimeWhenShown): they read
        // every year of history, which the first frame of Home does not need.
        let history = try store.loadHistory(today: now.day)
        let stored = try store.allSettings()
        let settings = Settings(bell: stored["bell"] != "off", challengeTarget: challengeTarget(stored["challenge_target"]),
                                unit: WeightUnit(rawValue: stored["unit"] ?? "") ?? .kg,
                                restSeconds: stored["rest_seconds"].flatMap(Int.init) ?? 90)
        state = AppState(splits: try store.loadSplits(), history: history, allTime: AllTimeStats(),
                         workout: try store.loadActiveWorkout(), now: now, settings: settings,
                         width: size.width, height: size.height, glyphs: terminal.unicode ? .unicode : .ascii)
        state.splitNames = try store.splitNames()
        try loadCatalogWhenNeeded()
        state.databasePath = store.path
        if let notice { state.flash = Flash(notice) }
    }

    /// Runs until the user quits, a signal arrives or the terminal goes away.
    func run() {
        while !state.quitting {
            if Signals.received != nil { return }
            dispatch(.tick(SystemClock.now()))
            let screen = render(state)
            if screen != lastDrawn {
                terminal.draw(screen, previous: lastDrawn)
                lastDrawn = screen
            }
            switch terminal.readKey(timeout: waitMilliseconds()) {
            case .key(let key): dispatch(.key(key))
            case .resize(let width, let height):
                terminal.invalidate()
                lastDrawn = nil
                dispatch(.resize(width: width, height: height))
            case .timeout, .interrupted: break
            case .terminalGone: return
            }
        }
    }

    /// Loads the exercise catalog once a screen uses it: a workout (its coverage card) or the
    /// Plans tab (its pickers). Home's first frame does without its few hundred rows.
    private func loadCatalogWhenNeeded() throws {
        guard !catalogLoaded, state.workout != nil || state.tab == .plans else { return }
        state.catalog = try store.loadCatalog()
        catalogLoaded = true
    }

    /// Loads the all-time figures the first time Stats or History is in front.
    private func loadAllTimeWhenShown() throws {
        guard !allTimeLoaded, !state.showingWorkout, state.tab == .stats || state.tab == .history else { return }
        state.allTime = try store.loadAllTimeStats()
        allTimeLoaded = true
    }

    /// Until the next whole second while a clock is on screen; else until local midnight,
    /// when today's counters roll over. Never a busy loop.
    private func waitMilliseconds() -> Int? {
        let now = SystemClock.now()
        if state.needsSecondTicks {
            let fraction = now.epochSeconds - now.epochSeconds.rounded(.down)
            return Int(((1 - fraction) * 1000).rounded(.up)) + 2
        }
        return (86_400 - now.secondOfDay) * 1000 + 50
    }

    /// Applies a message; its writes are committed before the new state is kept,
    /// and a failed write brings back the state from before with the error on screen.
    private func dispatch(_ msg: Msg) {
        var next = state
        let effects = update(&next, msg)
        var ring = false
        var reload = false
        var reloadSplits = false
        do {
            for effect in effects {
                switch effect {
                case .beginWorkout(let workout):
                    try store.beginWorkout(workout, now: next.now)
                case .saveWorkout(let workout, let delta):
                    try store.saveWorkout(workout, challengeDelta: delta.map { ($0.day, $0.delta) },
                                          challengeTarget: next.settings.challengeTarget, now: next.now)
                    reload = reload || delta != nil
                case .finishWorkout(let workout, let partial, let at):
                    try store.finishWorkout(workout, partial: partial, endedAt: at)
                    reload = true
                case .discardWorkout(let workout):
                    try store.discardWorkout(workout, challengeTarget: next.settings.challengeTarget, now: next.now)
                    reload = true
                case .setChallenge(let day, let sets):
                    try store.setChallenge(day: day, sets: sets, target: next.settings.challengeTarget, now: next.now)
                    reload = true
                case .saveSetting(let key, let value):
                    try store.setSetting(key, value)
                case .saveSplits(let splits):
                    try store.saveSplits(splits, now: next.now)
                    reloadSplits = true
                case .deleteSplit(let uid):
                    try store.deleteSplit(uid: uid, now: next.now)
                    reloadSplits = true
                case .addExercise(let exercise):
                    try store.addCustomExercise(exercise, now: next.now)
                case .bell:
                    ring = true
                case .quit:
                    break
                }
            }
            if reloadSplits {
                // New splits get their ids in the database: the list on screen takes them from there.
                next.splits = try store.loadSplits()
                next.splitNames = try store.splitNames()
            }
            if reload {
                next.history = try store.loadHistory(today: next.today)
                if allTimeLoaded { next.allTime = try store.loadAllTimeStats() }
            }
            state = next
            try loadAllTimeWhenShown()
            try loadCatalogWhenNeeded()
            if ring { terminal.bell() }
        } catch {
            let message = (error as? StoreError)?.message ?? "\(error)"
            state.flash = Flash(message, isError: true)
            state.now = next.now
        }
    }
}
