import Domain

/// `r` on History: a new workout from a past session. From the list its page opens first, and
/// the question waits until the page is read.
func askStartAgain(_ state: inout AppState, session id: String) -> [Effect] {
    guard state.workout == nil else {
        state.flash = Flash("A workout is already running: finish or discard it before starting another.", isError: true)
        return []
    }
    if state.historyTab.detail?.summary.id == id && state.historyTab.detailID == id {
        state.modal = .question(.startAgain(session: id))
    } else {
        state.historyTab.repeatAsked = id
    }
    return []
}

/// What the question says: the split, the day, and how much it plans.
func startAgainQuestion(_ state: AppState, session id: String) -> (String, [String]) {
    guard let detail = state.historyTab.detail, detail.summary.id == id else { return ("Start this workout again?", []) }
    let exercises = detail.steps.filter { $0.kind != .challenge }.count
    return ("Start \(state.splitName(detail.summary.sessionType)) again?",
            ["The \(plural(exercises, "exercise")) of \(detail.summary.day.short) in their order, each with the sets done then. Weights: the plan's, else last time's."])
}

/// Yes to "Start … again?": the workout begins with the session's exercises and sets as its plan.
func startAgain(_ state: inout AppState, session id: String) -> [Effect] {
    guard state.workout == nil, let detail = state.historyTab.detail, detail.summary.id == id else { return [] }
    let type = detail.summary.sessionType
    let split = state.splitIndex(type).map { state.splits[$0] }
    var workout = ActiveWorkout(repeating: detail, startedAt: state.now, dailyChallenge: split?.dailyChallenge ?? true)
    // Sessions logged before titles were kept have none: the split's, else its name.
    if workout.title.isEmpty { workout.title = split?.title ?? state.splitName(type) }
    if workout.groups.isEmpty { workout.groups = split?.groups ?? [] }
    if let index = state.rotation.firstIndex(where: { $0.sessionType == type }) { state.home.selection = index }
    state.workout = workout
    state.showingWorkout = true
    state.exercise = ExerciseState()
    return [.beginWorkout(workout)]
}
