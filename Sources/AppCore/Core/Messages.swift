import Domain

/// A key press, decoded by the backend.
public enum Key: Hashable, Sendable {
    case char(Character)
    case enter, escape, tab, backTab, backspace
    case up, down, left, right, pageUp, pageDown, home, end
}

/// Everything that can happen to the app: input, time, and the results of effects.
public enum Msg: Sendable {
    case key(Key)
    /// A tap (a press of the first mouse button) on the cell at column `x`, row `y`, 0-based,
    /// hit-tested against the frame the state draws now.
    case tap(x: Int, y: Int)
    /// A tap on what a drawn frame showed there: the loop hit-tests a tap against the last
    /// frame it drew, the one the person saw, even if the state moved on since.
    case tapped(Tap)
    /// The wheel turned (a swipe on a phone) over the cell at (`x`, `y`).
    case scroll(Wheel, x: Int, y: Int)
    /// The clock moved; sent at least every second while a timer shows, and at midnight.
    case tick(Moment)
    case resize(width: Int, height: Int)
    /// What a `.load` effect read.
    case loaded(Loaded)
    /// Another process committed to the database: what is on screen and was fed by what it
    /// changed may be out of date.
    case databaseChanged(ChangedData = .all)
    /// The database's path names another file than the one opened (a sync tool or an editor
    /// replaced it): nothing more is written. A sentence saying where this window's data is
    /// kept, then the commands that put it back or export it.
    case databaseReplaced([String])
    /// The data task under way reached a step ("writing 2,040 sessions").
    case dataTaskProgress(String)
    /// An export, import, backup or reset finished: what it did, to show.
    case dataTaskFinished(title: String, lines: [String])
    /// It failed whole (an import is one transaction): the sentence says what to do.
    case dataTaskFailed(String)
    /// This window's data is in the file that had replaced the database again (the answer to
    /// the replaced-file question): what was done, to show.
    case keptCopyPutBack(lines: [String])
    /// An export (not told to overwrite) found its file already there: nothing was written.
    /// Sent before the task starts: no task is under way.
    case exportTargetExists(path: String, format: ExportFileFormat)
    /// The workout begun by the last message has this id (its ULID, made when it was stored),
    /// and its steps these, in order.
    case workoutBegun(id: String, steps: [String])
    /// Steps the last message added to the workout `workout` are stored, with these ids.
    case stepsStored(workout: String, [StoredStep])
    /// A set logged by the last message of the workout `workout` is stored, with this id.
    case setLogged(workout: String, StoredSet)
    /// A split the last message saved, with the ids the store gave it and its new steps.
    case splitSaved(Split)
    /// A day's challenge count as the last message's write stored it (another terminal's sets
    /// included).
    case challengeCounted(ChallengeCount)
    /// The workout the last message finished, as stored (its id).
    case workoutFinished(SessionRecord)
    /// The writes of the last message failed and were rolled back: the sentence says what to do.
    case writeFailed(String)
    /// A `.load` effect failed.
    case loadFailed(String)
    /// The first frame is on the terminal: what would have held it up may be read now.
    case firstFrameDrawn
    /// The editor on a program's plan file (`Effect.editProgram`) ended: what came of it.
    case programEdited(ProgramChoice.Origin, ProgramEditResult)
}

/// Data read for the UI, delivered as a message.
public enum Loaded: Sendable {
    case catalog(Catalog)
    case allTime(AllTimeStats)
    case history(History)
    /// Every split in order, and the names of every split ever saved by session type.
    case splits([Split], names: [String: String])
    case settings(Settings)
    case exerciseHistory([String: ExerciseHistory])
    /// The workouts of split steps with a rule, by `SplitStepRead.key`.
    case stepHistories([String: SlotHistory])
    /// One exercise's progress, for its page.
    case exerciseProgress(ExerciseProgress)
    case loggedExercises([LoggedExercise])
    /// The workout in progress as stored (nil: none); `ended` says what became of the one on
    /// screen when it is no longer in progress.
    case workout(ActiveWorkout?, ended: WorkoutEnd?)
    /// History tab: a window of the session list, a session in full (nil: gone), a calendar month.
    case sessionLog(SessionLogPage)
    case sessionDetail(id: String, SessionDetail?)
    case calendarMonth(CalendarMonth)
    /// Coverage over time, volume, records and achievement facts (Stats, Home's stale regions).
    case trends(Trends)
    /// Heaviest weight and best e1RM per exercise, by name.
    case records([ExerciseRecord])
    /// The weigh-ins and measurements, and the big lifts' bests (the Body page).
    case bodyRecords(BodyRecords)
    /// The weigh-ins alone: what a bodyweight or assisted set logged now weighs.
    case bodyWeights(BodyWeightLog)
    /// The program in use, its place and its week's targets (nil: none, the rotation of splits).
    /// The program in use; with none, why the one chosen is not followed when its file no
    /// longer reads (edited elsewhere, or past what this gymtrack accepts).
    case program(ActiveProgram?, unreadable: String? = nil)
    /// Every program Plans lists, built in and the lifter's own, each with its preview.
    case programs([ProgramChoice])
}


/// Something the UI needs read from the database.
public enum LoadRequest: Hashable, Sendable {
    /// The exercise catalog: wanted once a workout runs or the Plans tab shows.
    case catalog
    /// The all-time figures: wanted once Stats or History shows.
    case allTime
    /// The recent history window ending at `today`.
    case history(today: Day)
    case splits
    case settings
    /// Last time's sets and the bests of these exercises (catalog ids).
    case exerciseHistory([String])
    /// The workouts of these split steps with a rule, as far back as each rule's target needs.
    case stepHistories([SplitStepRead], today: Day)
    /// One catalog exercise's progress (its page).
    case exerciseProgress(String)
    /// Every exercise ever logged, with counts and last days.
    case loggedExercises
    /// The workout in progress; `shown` is the id of the one on screen, to tell what became of it.
    case workout(shown: String?)
    /// History tab: rows `offset ..< offset + limit` of the session list; the window holding a
    /// day's first session; one session in full; a month of the calendar.
    case sessionLog(filter: String?, search: String? = nil, offset: Int, limit: Int)
    case sessionLogAround(filter: String?, day: Day)
    case sessionDetail(id: String)
    case calendarMonth(year: Int, month: Int, filter: String?)
    /// The trends as of `today`: wanted once Home or Stats shows, read again after the history.
    case trends(today: Day)
    /// Records per exercise: wanted once Stats shows, read again after the history.
    case records
    /// The Body page's rows and the big lifts' bests: when it opens, and after each of its writes.
    case bodyRecords
    /// The weigh-ins: wanted once a workout runs, read again after the history.
    case bodyWeights
    /// The program in use as of `today`: at start, after a workout ends, and after a change elsewhere.
    case program(today: Day)
    /// The programs Plans lists, planned as of `today`: when its programs show, and after a change to one.
    case programs(today: Day)
}

/// Work for the runtime. The writes of one message are committed in one transaction, or
/// none are; only then do the loads run, and their results come back as `Msg.loaded`.
public enum Effect: Equatable, Sendable {
    case beginWorkout(ActiveWorkout)
    /// One change the lifter made to the running workout with this id (log a set, take one
    /// back, correct one, check a step...); a logged set's id comes back as `setLogged`.
    case changeWorkout(id: String, WorkoutChange)
    case finishWorkout(ActiveWorkout, partial: Bool, at: Moment)
    case discardWorkout(ActiveWorkout)
    /// Sets today's count to a number (`C`, `challenge set N`).
    case setChallenge(Day, sets: Int)
    /// Adds to a day's count in SQL (`c`): sets another process added meanwhile are kept.
    case addChallenge(Day, sets: Int)
    case saveSetting(SettingKey, value: String)
    /// One split as on screen, at its place in the list: its fields, and its steps by id (new
    /// ones, and a new split, get ids, which come back as `splitSaved`).
    case saveSplit(Split, position: Int)
    case deleteSplit(uid: String)
    /// An exercise typed by hand, added to the catalog.
    case addExercise(CatalogExercise)
    /// The muscle regions an exercise typed by hand trains.
    case setExerciseRegions(exerciseID: String, primary: [String])
    /// Whether an exercise typed by hand is done one side at a time.
    case setExerciseSides(exerciseID: String, unilateral: Bool)
    /// A region (and its group, when new) added to the taxonomy.
    case addMuscleRegion(NewRegion)
    /// A change to a finished session from the History tab.
    case editPastSession(PastSessionEdit)
    /// An exercise's own weight step in kilograms; nil goes back to the one from Settings.
    case saveWeightStep(exerciseID: String, kilograms: Double?)
    /// A weigh-in or measurement, new (its id made when stored); one deleted (a tombstone).
    case addBodyMeasurement(BodyMeasurement)
    case deleteBodyMeasurement(uid: String)
    /// A program started, followed again, stopped or deleted.
    case changeProgram(ProgramChange)
    /// A program's plan file in the lifter's editor, the terminal given back meanwhile; `text`
    /// to start from (nil: the file as stored). The result comes back as `programEdited`.
    case editProgram(ProgramChoice.Origin, text: String?)
    case load(LoadRequest)
    /// A whole operation on the data, run off the loop on a connection of its own, after the
    /// message's writes: its steps come back as `dataTaskProgress`, its result as
    /// `dataTaskFinished`, a failure as `dataTaskFailed`.
    case dataTask(DataTask)
    /// The database file was replaced underneath: write the copy of what this window saved into
    /// the new file (backing that up first) and carry on with it. The runtime answers with
    /// `keptCopyPutBack`, or `writeFailed` with the sentence.
    case putKeptCopyBack
    /// Draw in colour or not, as the setting now says.
    case applyColours(ColourMode)
    /// Read taps and the wheel or not, as the setting now says.
    case applyMouse(Bool)
    case bell
    /// A desktop notification (OSC 9 and OSC 777), written by the terminal outside the frame.
    case notify(title: String, body: String)
    case quit

    /// Whether this effect writes to the database (and so joins the message's transaction).
    public var writes: Bool {
        switch self {
        case .load, .bell, .notify, .quit, .dataTask, .putKeptCopyBack, .applyColours, .applyMouse, .editProgram: return false
        default: return true
        }
    }

    /// What this write changes that the screen cannot know by itself, to be read once it is
    /// committed. What a write stored comes back as a message instead (a set's id, a split's
    /// ids, a challenge count, a finished session), and nothing written is read back; only a
    /// past session's edit reads the history window again (streaks, stats and the rotation
    /// follow it; the tab re-reads its own rows), and a change of how the streak counts (the
    /// window reaches back as far as the streak).
    public func reloads(today: Day, allTimeShown: Bool) -> [LoadRequest] {
        switch self {
        case .editPastSession: return [.history(today: today)] + (allTimeShown ? [.allTime] : [])
        // The page's rows are few: read back whole, with the id the store gave.
        case .addBodyMeasurement, .deleteBodyMeasurement: return [.bodyRecords]
        case .changeWorkout, .finishWorkout, .discardWorkout, .setChallenge, .addChallenge: return []
        case .saveSplit, .deleteSplit: return []
        case .changeProgram: return [.program(today: today), .programs(today: today)]
        case .load(let request): return [request]
        case .saveSetting(let key, _):
            // The history window reaches back as far as the streak counted: a streak now
            // counted another way may reach further.
            return key == .streakMode || key == .streakWeekSessions ? [.history(today: today)] : []
        case .beginWorkout, .addExercise, .setExerciseRegions, .setExerciseSides, .addMuscleRegion, .saveWeightStep, .bell, .notify, .quit, .dataTask,
             .putKeptCopyBack, .applyColours, .applyMouse, .editProgram:
            return []
        }
    }
}

/// An operation on the whole of the data, from the Settings tab.
public enum DataTask: Equatable, Sendable {
    /// Unless `overwrite`, an existing file is not written over: the loop sends
    /// `exportTargetExists` instead, and the user is asked.
    case export(path: String, format: ExportFileFormat, overwrite: Bool = false)
    /// `options`: how to read what another app's CSV leaves open (the unit of weights without
    /// one, the order of slash dates, rows that cannot be read).
    case importFile(path: String, mode: ImportMode, dryRun: Bool, options: ForeignReadOptions = ForeignReadOptions())
    case backup(folder: String)
    /// Erase everything the user logged and made, after writing a backup into `backupFolder`.
    case reset(backupFolder: String)
}
