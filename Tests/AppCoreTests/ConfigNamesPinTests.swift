@testable import AppCore
import XCTest

/// The names a config file gives actions, screens and colour roles are pinned, as shipped
/// migrations are: people have written them in their files, so renaming a Swift case must not
/// rename them. A new action, screen or role adds its line here; a line here never changes.
final class ConfigNamesPinTests: XCTestCase {
    /// Every action a `[keys]` line can name, and what it moves.
    let actions: [String: Action] = [
        "acceptProgression": .acceptProgression, "acceptSuggestion": .acceptSuggestion, "addDropSet": .addDropSet,
        "addExercise": .addExercise, "addMeasurement": .addMeasurement, "addSet": .addSet, "back": .back,
        "challengeAdd": .challengeAdd, "challengeCorrect": .challengeCorrect, "clearField": .clearField,
        "completeSet": .completeSet, "cycleFilter": .cycleFilter, "cycleRange": .cycleRange, "delete": .delete,
        "deleteSession": .deleteSession, "deleteSet": .deleteSet, "discard": .discard, "down": .down, "edit": .edit,
        "editGroups": .editGroups, "editMuscles": .editMuscles, "editSet": .editSet, "erase": .erase, "eraseWord": .eraseWord,
        "exerciseList": .exerciseList, "filterList": .filterList, "finish": .finish, "first": .first, "help": .help,
        "keepRest": .keepRest, "last": .last, "left": .left, "linkSuperset": .linkSuperset, "longerRest": .longerRest,
        "moveItemDown": .moveItemDown, "moveItemUp": .moveItemUp, "moveSession": .moveSession, "newRegion": .newRegion,
        "newSplit": .newSplit, "nextField": .nextField, "nextMatch": .nextMatch, "nextTab": .nextTab, "no": .no, "note": .note,
        "open": .open, "openBody": .openBody, "openExercisePage": .openExercisePage, "pageDown": .pageDown, "pageUp": .pageUp,
        "previousField": .previousField, "previousMatch": .previousMatch, "previousTab": .previousTab, "quit": .quit,
        "repeatWorkout": .repeatWorkout, "resumeWorkout": .resumeWorkout, "right": .right, "save": .save,
        "sessionNote": .sessionNote, "setNote": .setNote, "setWeightStep": .setWeightStep, "shorterRest": .shorterRest,
        "showCoverage": .showCoverage, "showPrograms": .showPrograms, "startProgram": .startProgram, "stopProgram": .stopProgram, "skipStep": .skipStep, "starterSplits": .starterSplits, "stopRest": .stopRest,
        "swapExercise": .swapExercise, "switchView": .switchView, "takeBackAddedSet": .takeBackAddedSet, "toggle": .toggle,
        "togglePartial": .togglePartial, "toggleRotation": .toggleRotation, "toggleSetting": .toggleSetting,
        "toggleSides": .toggleSides, "toggleTimer": .toggleTimer, "undoSet": .undoSet, "up": .up, "yes": .yes,
        // Actions with a value: a name each.
        "weight.up": .adjustWeight(1), "weight.down": .adjustWeight(-1), "reps.up": .adjustReps(1), "reps.down": .adjustReps(-1),
        "tab.1": .gotoTab(.home), "tab.2": .gotoTab(.history), "tab.3": .gotoTab(.stats), "tab.4": .gotoTab(.plans),
        "tab.5": .gotoTab(.settings),
        "challenge.0": .challengeSet(0), "challenge.1": .challengeSet(1), "challenge.2": .challengeSet(2),
        "challenge.3": .challengeSet(3), "challenge.4": .challengeSet(4), "challenge.5": .challengeSet(5),
        "challenge.6": .challengeSet(6), "challenge.7": .challengeSet(7), "challenge.8": .challengeSet(8),
        "challenge.9": .challengeSet(9),
    ]

    /// Every screen and box a `[keys]` line can name before the action (`exercise.completeSet`).
    let screens: [String: KeyContext] = [
        "bodyPage": .bodyPage, "checklist": .checklist, "correctChallenge": .correctChallenge, "coverage": .coverage,
        "exercise": .exercise, "exercisePage": .exercisePage, "form": .form, "help": .help, "history": .history,
        "historyCalendar": .historyCalendar, "home": .home, "listFilter": .listFilter, "message": .message,
        "openPicker": .openPicker, "picker": .picker, "planSteps": .planSteps, "plans": .plans, "programs": .programs, "sessionDetail": .sessionDetail,
        "settings": .settings, "stats": .stats, "swapPicker": .swapPicker,
    ]

    /// Every colour role a `[theme]` line or a theme file can colour.
    let roles: [String: Color] = [
        "accent": .accent, "good": .good, "warn": .warn, "bad": .bad, "muted": .muted, "flame": .flame, "heat1": .heat1, "heat2": .heat2, "heat3": .heat3, "heat4": .heat4, "blue": .blue, "magenta": .magenta,
    ]

    func testEveryActionKeepsItsName() {
        XCTAssertEqual(KeyOverrides.actions, actions, "an action's name in the config changed, or one is missing here")
        XCTAssertEqual(KeyOverrides.actionNames, actions.keys.sorted(), "config show lists each name")
    }

    /// Every action in a table has a name, and one of its own.
    func testEveryActionOfTheTablesIsNamedOnce() {
        var named: [String: Action] = [:]
        for context in KeyContext.allCases {
            for running in [false, true] {
                for row in Keymap.table(for: context, workoutRunning: running) {
                    guard let name = row.action.configName else { XCTFail("\(context): \(row.label) has no name for the config"); continue }
                    XCTAssertEqual(named[name] ?? row.action, row.action, "\(name) names two actions")
                    named[name] = row.action
                }
            }
        }
    }

    /// `exercise.weight.up`: an action's name with a dot starts with no screen's name, so a
    /// line reads one way only.
    func testNoActionNameReadsAsAScreenAndAnAction() {
        for name in actions.keys {
            guard let dot = name.firstIndex(of: ".") else { continue }
            XCTAssertNil(screens[String(name[..<dot])], "\(name) would read as a screen and an action")
        }
    }

    func testEveryScreenKeepsItsName() {
        XCTAssertEqual(KeyOverrides.contexts, screens, "a screen's name in the config changed, or one is missing here")
    }

    func testEveryColourRoleKeepsItsName() {
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: Color.allCases.map { ($0.configName, $0) }), roles,
                       "a colour role's name in the config changed, or one is missing here")
        XCTAssertEqual(Theme.roleNames, Color.allCases.map(\.configName), "in the order config show prints them")
    }
}
