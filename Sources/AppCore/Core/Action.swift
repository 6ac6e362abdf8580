/// What a key does; the same table drives dispatch, the hint bar and the help overlay.
public enum Action: Hashable, Sendable {
    case quit, back, help
    case nextTab, previousTab, gotoTab(Tab)
    case up, down, left, right
    case open
    case challengeAdd, challengeCorrect, challengeSet(Int)
    case resumeWorkout
    case completeSet, undoSet, toggleTimer, finish, discard
    /// A drop set under the last set; take back a set added beyond the plan (`addSet` adds one).
    case addDropSet, takeBackAddedSet
    /// One weight step heavier (+1) or lighter (-1), one rep more or fewer: on the set just
    /// logged, else on the next set to log.
    case adjustWeight(Int), adjustReps(Int), acceptProgression
    case editSet, skipStep, addExercise, note, showCoverage, acceptSuggestion, stopRest
    /// Swap the selected exercise for another that trains the same regions, for this session.
    case swapExercise
    /// The note on the whole session (the running workout's, or a past one's).
    case sessionNote
    /// The running rest: longer or shorter by Settings' rest step; its length kept as the exercise's rest.
    case longerRest, shorterRest, keepRest
    /// The note on a set: the one just logged, or another of the exercise's sets.
    case setNote
    /// The selected exercise done one side at a time, or both at once again, for this session.
    case toggleSides
    /// History: a new workout with a past session's exercises and sets as its plan.
    case repeatWorkout
    case moveItemUp, moveItemDown
    /// Superset: group the selected exercise with the next one, or split them; set an exercise's own weight step.
    case linkSuperset, setWeightStep
    case newSplit, edit, editGroups, toggleRotation, delete, starterSplits
    /// Plans: the programs instead of the splits; start (or switch to) the one selected; stop following one.
    case showPrograms, startProgram, stopProgram
    /// The muscle regions of an exercise typed by hand; a new region (or group) for the taxonomy.
    case editMuscles, newRegion
    case yes, no
    /// The exercise page: open it (Exercise screen), the list of exercises logged (History), change its range.
    case openExercisePage, exerciseList, cycleRange
    /// The Body page: open it (Stats, History), add a weigh-in or measurement there.
    case openBody, addMeasurement
    case toggleSetting
    /// Lists: a screen down or up, the first or last row.
    case pageDown, pageUp, first, last
    /// History: cycle the split filter, switch list ↔ calendar, change a past session.
    case cycleFilter, switchView, addSet, deleteSet, togglePartial, moveSession, deleteSession
    /// Form and picker keys: typed text, erase, next/previous field, toggle a checklist row.
    case type(Character), erase, nextField, previousField, toggle, save
    /// A text field's readline keys: clear it (Ctrl-U), erase the word before the cursor (Ctrl-W).
    case clearField, eraseWord
    /// `/`: filter the list in front by typed text; step to the next or previous row it kept.
    case filterList, nextMatch, previousMatch
}
