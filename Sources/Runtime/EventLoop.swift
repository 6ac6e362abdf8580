import AppCore
import Domain
import Glibc
import Storage

/// The event loop: reads input and ticks, runs `update`, carries out its effects, and draws
/// what changed. It never changes the state itself: every result goes back through `update`
/// as a message. A message's writes are committed in one transaction, or none are.
public final class EventLoop {
    /// The database; another Store only when the file was replaced underneath and the user
    /// put this window's data back into the new one (`Effect.putKeptCopyBack`).
    private var store: Store
    private let terminal: any Terminal
    private let clock: () -> Moment
    private let dataTasks: DataTaskRunner
    public private(set) var state: AppState
    private var lastDrawn: Screen?
    /// News from the data task running off the loop, and whether one is running.
    private let dataTaskNews = DataTaskMailbox()
    private var dataTaskRunning = false
    /// What a data task said when it ended after the person had quit (its summary, or why it
    /// failed): printed once the screen is gone.
    public private(set) var endedWhileQuitting: [String] = []

    /// What the first frame needs from the database: the history window, splits and their
    /// names, settings and a workout left running, read at `now`.
    public struct StartupData {
        public let now: Moment
        let splits: [Split]
        let history: History
        let workout: ActiveWorkout?
        let settings: Settings
        let splitNames: [String: String]
        let program: ActiveProgram?
        /// Why the program chosen is not followed, when its file no longer reads.
        let programMistake: String?

        /// Reads it from `store`, for `init(store:terminal:startup:…)`.
        public static func read(from store: Store, now: Moment) throws -> StartupData {
            let program = try store.loadActiveProgram(today: now.day, histories: false)
            return StartupData(now: now, splits: try store.loadSplits(), history: try store.loadHistory(today: now.day),
                        workout: try store.loadActiveWorkout(), settings: try store.loadSettings(),
                        splitNames: try store.splitNames(), program: program,
                        programMistake: program == nil ? try store.activeProgramMistake() : nil)
        }
    }

    /// Reads what the first frame needs (history window, splits, settings, a workout left
    /// running); the catalog and the all-time figures are loaded when a screen first needs them.
    public convenience init(store: Store, terminal: any Terminal, clock: @escaping () -> Moment, notice: String? = nil,
                            folders: (home: String, backups: String) = ("", ""), dataTasks: @escaping DataTaskRunner = { _, _, _, _ in
                                throw StoreError("This build cannot export, import or back up.")
                            }) throws {
        self.init(store: store, terminal: terminal, startup: try StartupData.read(from: store, now: clock()), clock: clock,
                      notice: notice, folders: folders, dataTasks: dataTasks)
    }

    /// Starts from `startup`, read from `store` beforehand (the store must not be used
    /// elsewhere meanwhile); the first state is of `startup.now`.
    public init(store: Store, terminal: any Terminal, startup: StartupData, clock: @escaping () -> Moment, notice: String? = nil,
                folders: (home: String, backups: String) = ("", ""), keymap: Keymap = .standard,
                dataTasks: @escaping DataTaskRunner = { _, _, _, _ in
                    throw StoreError("This build cannot export, import or back up.")
                }) {
        self.store = store
        self.terminal = terminal
        self.clock = clock
        self.dataTasks = dataTasks
        let now = startup.now
        let size = terminal.size
        var state = AppState(splits: startup.splits, history: startup.history, allTime: AllTimeStats(),
                             workout: startup.workout, now: now, settings: startup.settings,
                             width: size.width, height: size.height, glyphs: terminal.unicodeGlyphs ? .unicode : .ascii, keymap: keymap)
        state.splitNames = startup.splitNames
        state.program = startup.program
        if startup.program != nil, startup.workout == nil { state.home.selection = state.nextSplitIndex ?? 0 }
        state.databasePath = store.path
        state.homeFolder = folders.home
        state.backupsFolder = folders.backups
        if let notice { state.flash = Flash(notice) }
        if let mistake = startup.programMistake { state.flash = Flash(programUnreadable(mistake), isError: true) }
        self.state = state
        terminal.applyColours(state.settings.colours)
        terminal.applyMouse(state.settings.mouse)
        // The loads the first state needs (the catalog, for a workout left running) run like any other.
        send(.tick(now))
    }

    /// Runs until the user quits, a signal arrives or the terminal goes away.
    public func run() {
        // Woken when the database's files change (another process wrote), so an idle screen
        // sleeps until something happens; without it, the change counter is read every second.
        // Made after the first frame, which need not wait for inotify to be set up.
        var watch: Int32?
        // A commit writes its last WAL frame, then syncs, and only then can it be seen: after a
        // change to the files, look again a few times over the next second.
        var lookAgainUntil = 0.0
        _ = store.changedElsewhere() // takes note of the counter as it is now
        var firstFrame = true
        var replacementShown = false
        var watched = store
        // Quitting waits for a data task under way to end (an import is one transaction; an
        // export is renamed into place whole); a signal or a lost terminal does not.
        defer {
            if state.quitting && dataTaskRunning {
                waitForDataTask()
                // What the task said when it ended, which no box will show now: for the shell.
                if case .message(let title, let lines, _)? = state.pendingModal ?? state.modal {
                    endedWhileQuitting = [title + ":"] + lines
                } else if let flash = state.flash, flash.isError {
                    endedWhileQuitting = [flash.text]
                }
            }
        }
        while !state.quitting {
            if terminal.stopRequested { return }
            deliverDataTaskNews()
            if watched !== store {
                // Carrying on with the new file: watch it, and notice if it is replaced too.
                watched = store
                replacementShown = false
                if watch != nil { watch = store.changeWatch() }
                _ = store.changedElsewhere()
            }
            // On every wake: a file renamed over the database's path (a sync tool, an editor)
            // stops all writes before anything else happens.
            if !replacementShown, let replaced = store.noticeReplacement() {
                replacementShown = true
                send(.databaseReplaced([replaced.message] + store.replacementAdvice))
            }
            // The counter is read on every wake (one read of shared memory): a commit that
            // became visible after the look-again second that followed its writes (a slow sync)
            // still shows at the next tick. An idle screen does not wake for it.
            if let tables = store.changedElsewhere() {
                send(.databaseChanged(ChangedData(tables: tables)))
                lookAgainUntil = 0
            }
            send(.tick(clock()))
            drawIfChanged()
            if firstFrame {
                // Reads that would have held up the first frame (Home's trends) follow it.
                firstFrame = false
                watch = store.changeWatch()
                // What another process committed since the counter was noted, before the watch.
                if watch != nil, let tables = store.changedElsewhere() { send(.databaseChanged(ChangedData(tables: tables))) }
                send(.firstFrameDrawn)
                drawIfChanged()
            }
            var wait = waitMilliseconds(watching: watch != nil)
            if clock().epochSeconds < lookAgainUntil { wait = min(wait ?? 50, 50) }
            let sources = (watch.map { [$0] } ?? []) + (dataTaskRunning ? [dataTaskNews.wakeDescriptor] : [])
            switch terminal.readEvent(timeout: wait, watching: sources) {
            case .woken(let source):
                if source == watch, store.drainChangeWatch() { lookAgainUntil = clock().epochSeconds + 1 }
            case .key(let key): send(.key(key))
            case .tap(let x, let y):
                // What the person saw there: the frame last drawn, not one the state would draw now.
                if let tap = lastDrawn?.hotspot(x: x, y: y) { send(.tapped(tap)) }
            case .scroll(let wheel, let x, let y): send(.scroll(wheel, x: x, y: y))
            case .resize(let width, let height):
                terminal.invalidate()
                lastDrawn = nil
                send(.resize(width: width, height: height))
            case .timeout, .interrupted: break
            case .terminalGone: return
            }
        }
    }

    /// Draws the current state when it differs from what is on the terminal.
    public func drawIfChanged() {
        let screen = render(state)
        if screen != lastDrawn {
            terminal.draw(screen, previous: lastDrawn)
            lastDrawn = screen
        }
    }

    /// Applies a message and carries out its effects. The writes run in one transaction
    /// before the new state is kept; if any fails, the state from before stays and the
    /// failure comes back as `writeFailed`. Then the loads run, each result a message.
    public func send(_ msg: Msg) {
        var next = state
        let effects = update(&next, msg)
        let writes = effects.filter(\.writes)
        var results: [Msg] = []
        var committedElsewhere: Set<String>?
        if !writes.isEmpty {
            do {
                try store.batch {
                    for effect in writes { results += try write(effect, now: next.now, settings: next.settings) }
                }
            } catch {
                send(.writeFailed(sentence(for: error)))
                return
            }
            // This commit's own writes to the database's files would wake the watch: they are
            // read away, and the counter, which only another connection's commit moves, says
            // whether another process committed among them.
            committedElsewhere = store.drainChangeWatch() ? store.changedElsewhere() : nil
        }
        state = next
        for result in results { send(result) }
        if let tables = committedElsewhere { send(.databaseChanged(ChangedData(tables: tables))) }
        if effects.contains(.bell) { terminal.bell() }
        for effect in effects {
            switch effect {
            case .applyColours(let mode):
                terminal.applyColours(mode)
                lastDrawn = nil // every cell again, in the new colours
            case .applyMouse(let on):
                terminal.applyMouse(on)
            case .notify(let title, let body):
                terminal.notify(title: title, body: body)
            case .putKeptCopyBack:
                // A data task's connection to the old file would hold its -shm, which is the
                // new file's too, beside the new Store's: it ends first.
                waitForDataTask()
                do {
                    let (fresh, backup) = try store.putKeptCopyBack(now: state.now)
                    store = fresh
                    send(.keptCopyPutBack(lines: [
                        "What this window saved is in \(fresh.path) again, and you carry on there.",
                        "The file that had replaced it is backed up in \(backup).",
                    ]))
                } catch {
                    // Why, that the copy stays, and the offer again.
                    send(.databaseReplaced(store.adviceAfterFailing(sentence(for: error))))
                }
            case .dataTask(let task):
                // An export is not written over a file already there unless the user said so:
                // update asks, and a yes sends the task again with `overwrite`.
                if case .export(let path, let format, overwrite: false) = task, isExistingFile(path) {
                    send(.exportTargetExists(path: path, format: format))
                    continue
                }
                startDataTask(task)
            case .editProgram(let origin, let text):
                let result = editedProgram(origin, text: text, store: store, terminal: terminal)
                terminal.applyMouse(state.settings.mouse); lastDrawn = nil // the editor had the terminal
                send(.programEdited(origin, result))
            default:
                break
            }
        }
        var loads: [LoadRequest] = []
        for effect in effects {
            for request in effect.reloads(today: state.today, allTimeShown: state.requested.contains(.allTime))
            where !loads.contains(request) {
                loads.append(request)
            }
        }
        for request in loads {
            do {
                send(.loaded(try load(request)))
            } catch {
                send(.loadFailed(sentence(for: error)))
            }
        }
    }

    /// Carries out one write; what it stored that the screen needs (ids, counts) comes back as messages.
    private func write(_ effect: Effect, now: Moment, settings: Settings) throws -> [Msg] {
        switch effect {
        case .beginWorkout(let workout):
            let begun = try store.begin(workout, now: now)
            return [.workoutBegun(id: begun.id, steps: begun.steps)]
        case .changeWorkout(let id, let change):
            let stored = try store.changeWorkout(id: id, change, challengeTarget: settings.challengeTarget, now: now)
            return (stored.set.map { [.setLogged(workout: id, $0)] } ?? []) + (stored.steps.isEmpty ? [] : [.stepsStored(workout: id, stored.steps)])
                + stored.challengeCounts.map(Msg.challengeCounted)
        case .finishWorkout(let workout, let partial, let at):
            return [.workoutFinished(try store.finishWorkout(workout, partial: partial, endedAt: at))]
        case .discardWorkout(let workout):
            return try store.discardWorkout(workout, challengeTarget: settings.challengeTarget, now: now).map(Msg.challengeCounted)
        case .setChallenge(let day, let sets):
            return [.challengeCounted(ChallengeCount(day: day, sets: try store.setChallenge(day: day, sets: sets, target: settings.challengeTarget, now: now)))]
        case .addChallenge(let day, let sets):
            return [.challengeCounted(ChallengeCount(day: day, sets: try store.adjustChallenge(day: day, by: sets, target: settings.challengeTarget, now: now)))]
        case .saveSetting(let key, let value):
            try store.setSetting(key, value, today: now.day)
        case .saveSplit(let split, let position):
            return [.splitSaved(try store.saveSplit(split, position: position, now: now))]
        case .deleteSplit(let uid):
            try store.deleteSplit(uid: uid, now: now)
        case .addExercise(let exercise):
            try store.addCustomExercise(exercise, now: now)
        case .setExerciseRegions(let id, let primary):
            try store.setExerciseRegions(exerciseID: id, primary: primary, now: now)
        case .setExerciseSides(let id, let unilateral):
            try store.setExerciseSides(exerciseID: id, unilateral: unilateral, now: now)
        case .addMuscleRegion(let new):
            try store.addMuscleRegion(new)
        case .editPastSession(let edit):
            try store.editPastSession(edit, now: now)
        case .saveWeightStep(let id, let kilograms):
            try store.setWeightStep(exerciseID: id, kilograms: kilograms, now: now)
        case .addBodyMeasurement(let measurement):
            try store.addBodyMeasurement(measurement, now: now)
        case .deleteBodyMeasurement(let uid):
            try store.deleteBodyMeasurement(uid: uid, now: now)
        case .changeProgram(let change):
            try store.change(change, now: now)
        case .load, .bell, .notify, .quit, .dataTask, .putKeptCopyBack, .applyColours, .applyMouse, .editProgram:
            break
        }
        return []
    }

    private func load(_ request: LoadRequest) throws -> Loaded {
        switch request {
        case .catalog: return .catalog(try store.loadCatalog())
        case .allTime: return .allTime(try store.loadAllTimeStats())
        case .history(let today): return .history(try store.loadHistory(today: today))
        case .splits: return .splits(try store.loadSplits(), names: try store.splitNames())
        case .settings: return .settings(try store.loadSettings())
        case .exerciseHistory(let ids): return .exerciseHistory(try store.exerciseHistories(for: ids))
        case .stepHistories(let reads, let today): return .stepHistories(try store.splitStepHistories(reads, today: today))
        case .exerciseProgress(let id): return .exerciseProgress(try store.exerciseProgress(exerciseID: id))
        case .loggedExercises: return .loggedExercises(try store.loggedExercises())
        case .bodyRecords: return .bodyRecords(try store.bodyRecords())
        case .bodyWeights: return .bodyWeights(try store.bodyWeightLog())
        case .program(let today):
            let program = try store.loadActiveProgram(today: today)
            return .program(program, unreadable: program == nil ? try store.activeProgramMistake() : nil)
        case .programs(let today): return .programs(try store.programShelf(today: today))
        case .sessionLog(let filter, let search, let offset, let limit):
            return .sessionLog(try store.sessionLogPage(filter: filter, search: search, offset: offset, limit: limit))
        case .sessionLogAround(let filter, let day): return .sessionLog(try store.sessionLogPage(filter: filter, around: day))
        case .sessionDetail(let id): return .sessionDetail(id: id, try store.sessionDetail(id: id))
        case .calendarMonth(let year, let month, let filter):
            return .calendarMonth(try store.calendarMonth(year: year, month: month, filter: filter))
        case .trends(let today): return .trends(try store.loadTrends(today: today))
        case .records: return .records(try store.loadExerciseRecords())
        case .workout(let shown):
            let workout = try store.loadActiveWorkout()
            guard let shown, workout?.id != shown else { return .workout(workout, ended: nil) }
            return .workout(workout, ended: try store.workoutEnd(id: shown))
        }
    }

    /// Runs a data task off the loop, on a connection of its own; its news comes back through
    /// `dataTaskNews`. A database in memory has no file for another connection to open: its
    /// task runs here, in turn.
    private func startDataTask(_ task: DataTask) {
        // A file replaced underneath is written no more, not even by a task of its own.
        if let replaced = store.noticeReplacement() {
            send(.dataTaskFailed(replaced.message))
            return
        }
        guard store.path != ":memory:" else {
            do {
                let (title, lines) = try dataTasks(task, store, state.now) { [dataTaskNews] step in dataTaskNews.post(.dataTaskProgress(step)) }
                dataTaskNews.post(.dataTaskFinished(title: title, lines: lines))
            } catch {
                dataTaskNews.post(.dataTaskFailed(sentence(for: error)))
            }
            dataTaskRunning = true
            deliverDataTaskNews()
            return
        }
        dataTaskRunning = true
        dataTaskNews.start(task, path: store.path, now: state.now, runner: dataTasks)
    }

    /// Hands the data task's news to `update`, in order.
    private func deliverDataTaskNews() {
        guard dataTaskRunning else { return }
        for msg in dataTaskNews.take() {
            switch msg {
            case .dataTaskFinished, .dataTaskFailed: dataTaskRunning = false
            default: break
            }
            send(msg)
        }
    }

    /// Waits until the data task under way has ended, handing on its news and drawing it
    /// meanwhile; a termination signal ends the wait (the task's writes are one transaction).
    public func waitForDataTask() {
        while dataTaskRunning && !terminal.stopRequested {
            dataTaskNews.wait(milliseconds: 1000)
            send(.tick(clock()))
            deliverDataTaskNews()
            drawIfChanged()
        }
    }

    /// Until the next whole second while a clock is on screen, or when another process's
    /// writes can only be seen by looking; else until local midnight, when today's counters
    /// roll over. Never a busy loop.
    private func waitMilliseconds(watching: Bool) -> Int? {
        let now = clock()
        if state.needsSecondTicks || !watching {
            let fraction = now.epochSeconds - now.epochSeconds.rounded(.down)
            return Int(((1 - fraction) * 1000).rounded(.up)) + 2
        }
        return (86_400 - now.secondOfDay) * 1000 + 50
    }
}
