import Domain

// The names a config file gives actions, screens and colour roles. People have written them
// in their files, so they are a contract: a case renamed in Swift keeps its name here, and
// ConfigNamesPinTests lists every name, so none changes or goes by accident.

extension Action {
    /// The name `[keys]` gives the action; nil for one no key is given (typed text, a step of
    /// more than one weight step or rep, a count past the digit keys).
    public var configName: String? {
        switch self {
        case .quit: "quit"
        case .back: "back"
        case .help: "help"
        case .nextTab: "nextTab"
        case .previousTab: "previousTab"
        case .gotoTab(.home): "tab.1"
        case .gotoTab(.history): "tab.2"
        case .gotoTab(.stats): "tab.3"
        case .gotoTab(.plans): "tab.4"
        case .gotoTab(.settings): "tab.5"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .open: "open"
        case .challengeAdd: "challengeAdd"
        case .challengeCorrect: "challengeCorrect"
        // The correction's digit keys: each sets today's count to its digit.
        case .challengeSet(0): "challenge.0"
        case .challengeSet(1): "challenge.1"
        case .challengeSet(2): "challenge.2"
        case .challengeSet(3): "challenge.3"
        case .challengeSet(4): "challenge.4"
        case .challengeSet(5): "challenge.5"
        case .challengeSet(6): "challenge.6"
        case .challengeSet(7): "challenge.7"
        case .challengeSet(8): "challenge.8"
        case .challengeSet(9): "challenge.9"
        case .challengeSet: nil
        case .resumeWorkout: "resumeWorkout"
        case .completeSet: "completeSet"
        case .undoSet: "undoSet"
        case .toggleTimer: "toggleTimer"
        case .finish: "finish"
        case .discard: "discard"
        case .addDropSet: "addDropSet"
        case .takeBackAddedSet: "takeBackAddedSet"
        case .adjustWeight(1): "weight.up"
        case .adjustWeight(-1): "weight.down"
        case .adjustWeight: nil
        case .adjustReps(1): "reps.up"
        case .adjustReps(-1): "reps.down"
        case .adjustReps: nil
        case .acceptProgression: "acceptProgression"
        case .editSet: "editSet"
        case .skipStep: "skipStep"
        case .addExercise: "addExercise"
        case .note: "note"
        case .showCoverage: "showCoverage"
        case .acceptSuggestion: "acceptSuggestion"
        case .stopRest: "stopRest"
        case .swapExercise: "swapExercise"
        case .sessionNote: "sessionNote"
        case .longerRest: "longerRest"
        case .shorterRest: "shorterRest"
        case .keepRest: "keepRest"
        case .setNote: "setNote"
        case .toggleSides: "toggleSides"
        case .repeatWorkout: "repeatWorkout"
        case .moveItemUp: "moveItemUp"
        case .moveItemDown: "moveItemDown"
        case .linkSuperset: "linkSuperset"
        case .setWeightStep: "setWeightStep"
        case .newSplit: "newSplit"
        case .edit: "edit"
        case .editGroups: "editGroups"
        case .toggleRotation: "toggleRotation"
        case .delete: "delete"
        case .starterSplits: "starterSplits"
        case .showPrograms: "showPrograms"
        case .startProgram: "startProgram"
        case .stopProgram: "stopProgram"
        case .editMuscles: "editMuscles"
        case .newRegion: "newRegion"
        case .yes: "yes"
        case .no: "no"
        case .openExercisePage: "openExercisePage"
        case .exerciseList: "exerciseList"
        case .cycleRange: "cycleRange"
        case .openBody: "openBody"
        case .addMeasurement: "addMeasurement"
        case .toggleSetting: "toggleSetting"
        case .pageDown: "pageDown"
        case .pageUp: "pageUp"
        case .first: "first"
        case .last: "last"
        case .cycleFilter: "cycleFilter"
        case .switchView: "switchView"
        case .addSet: "addSet"
        case .deleteSet: "deleteSet"
        case .togglePartial: "togglePartial"
        case .moveSession: "moveSession"
        case .deleteSession: "deleteSession"
        case .type: nil
        case .erase: "erase"
        case .nextField: "nextField"
        case .previousField: "previousField"
        case .toggle: "toggle"
        case .save: "save"
        case .clearField: "clearField"
        case .eraseWord: "eraseWord"
        case .filterList: "filterList"
        case .nextMatch: "nextMatch"
        case .previousMatch: "previousMatch"
        }
    }
}

extension KeyContext {
    /// The name `[keys]` gives the screen or box (`exercise.completeSet`); nil for a question,
    /// whose keys only an action's name for every screen moves.
    public var configName: String? {
        switch self {
        case .home: "home"
        case .exercise: "exercise"
        case .history: "history"
        case .historyCalendar: "historyCalendar"
        case .sessionDetail: "sessionDetail"
        case .stats: "stats"
        case .settings: "settings"
        case .plans: "plans"
        case .planSteps: "planSteps"
        case .programs: "programs"
        case .exercisePage: "exercisePage"
        case .bodyPage: "bodyPage"
        case .question: nil
        case .correctChallenge: "correctChallenge"
        case .help: "help"
        case .form: "form"
        case .picker: "picker"
        case .openPicker: "openPicker"
        case .swapPicker: "swapPicker"
        case .checklist: "checklist"
        case .coverage: "coverage"
        case .message: "message"
        case .listFilter: "listFilter"
        }
    }
}

extension Color {
    /// The colour role's name in a config's `[theme]` section and a theme file.
    public var configName: String {
        switch self {
        case .accent: "accent"
        case .good: "good"
        case .warn: "warn"
        case .bad: "bad"
        case .muted: "muted"
        case .flame: "flame"
        case .heat1: "heat1"
        case .heat2: "heat2"
        case .heat3: "heat3"
        case .heat4: "heat4"
        case .blue: "blue"
        case .magenta: "magenta"
        }
    }
}
