import Domain

/// What a tap on a hotspot means. The screens record these in `Screen.hotspots` as they
/// draw; `update` turns the one under a tap into the actions the keys would take.
public enum Tap: Equatable, Sendable {
    /// A tab in the tab bar: its digit key.
    case tab(Tab)
    /// Home's workout card (or rotation row) at this rotation index: select it, then Enter.
    case card(Int)
    /// A button of the box on top (yes, no, close): that action.
    case button(Action)
    /// A step of the running workout: select it.
    case step(Int)
    /// Set circle `index` of a step: select the step, then Space (a circle not yet filled)
    /// or u (the last filled one).
    case setCircle(step: Int, index: Int)
    /// A step's countdown: select the step, then t.
    case timer(step: Int)
    /// Row `index` of a list: select it; the selected row again does what Enter does there.
    case row(TapList, Int)
}

/// The lists whose rows a tap selects.
public enum TapList: Equatable, Sendable {
    case plans, planSteps, programs, settings, picker
    /// The History list (a position in it) and a past session's rows.
    case history, sessionDetail
}

/// A rectangle of the screen and what a tap inside it does.
public struct Hotspot: Equatable, Sendable {
    public var rect: Rect
    public var tap: Tap
    public init(rect: Rect, tap: Tap) {
        self.rect = rect
        self.tap = tap
    }
}

/// A tap on what a frame drew (hit testing is as pure as drawing): the same handlers as the
/// keys carry it out.
func tapped(_ state: inout AppState, _ tap: Tap) -> [Effect] {
    let context = keyContext(state)
    switch tap {
    case .tab(let tab):
        return perform(&state, .gotoTab(tab), in: context)
    case .card(let index):
        guard context == .home else { return [] }
        state.home.selection = index
        return perform(&state, .open, in: context)
    case .button(let action):
        return perform(&state, action, in: context)
    case .step(let index):
        guard context == .exercise else { return [] }
        selectStep(&state, index)
        return []
    case .setCircle(let step, let index):
        guard context == .exercise, let workout = state.workout, workout.steps.indices.contains(step) else { return [] }
        selectStep(&state, step)
        let s = workout.steps[step]
        let filled = s.plan.kind == .challenge ? (s.isComplete ? 1 : 0) : s.sets.count
        // Sets are logged in order: any empty circle logs the next set; the last filled one takes it back.
        if index >= filled { return perform(&state, .completeSet, in: context) }
        if index == filled - 1 { return perform(&state, .undoSet, in: context) }
        return []
    case .timer(let step):
        guard context == .exercise else { return [] }
        selectStep(&state, step)
        return perform(&state, .toggleTimer, in: context)
    case .row(let list, let index):
        return tappedRow(&state, list, index, in: context)
    }
}

/// A list row: the first tap selects it, a tap on the selected row acts as Enter does there
/// (a checklist toggles the row at once, as Space does).
private func tappedRow(_ state: inout AppState, _ list: TapList, _ index: Int, in context: KeyContext) -> [Effect] {
    let wasSelected: Bool
    switch list {
    case .plans:
        guard context == .plans else { return [] }
        wasSelected = state.plans.selection == index
        state.plans.selection = index
    case .programs:
        guard context == .programs, state.plans.programs.indices.contains(index) else { return [] }
        wasSelected = state.plans.programSelection == index
        state.plans.programSelection = index
    case .planSteps:
        guard context == .planSteps else { return [] }
        wasSelected = state.plans.stepSelection == index
        state.plans.stepSelection = index
    case .settings:
        guard context == .settings else { return [] }
        wasSelected = state.settingsTab.selection == index
        state.settingsTab.selection = index
    case .history, .sessionDetail:
        guard let selected = tappedHistoryRow(&state, list, index, in: context) else { return [] }
        wasSelected = selected
    case .picker:
        guard var picker = state.picker else { return [] }
        wasSelected = picker.selection == index
        picker.selection = index
        state.modal = .picker(picker)
        if context == .checklist { return perform(&state, .toggle, in: context) }
    }
    guard wasSelected, let enter = state.keymap.action(for: .enter, in: context, workoutRunning: state.workout != nil) else {
        if !context.isSearchablePicker { state.flash = nil }
        return []
    }
    return perform(&state, enter, in: context)
}

/// Selects a step of the running workout, as j/k would reach it.
private func selectStep(_ state: inout AppState, _ index: Int) {
    guard let count = state.workout?.steps.count, index >= 0, index < count else { return }
    state.exercise.selection = index
    state.exercise.justLogged = nil
    state.flash = nil
}

/// The wheel moves the list in front (or the box on top) as j/k or the arrows do; where
/// nothing scrolls it does nothing.
func wheeled(_ state: inout AppState, _ wheel: Wheel) -> [Effect] {
    let context = keyContext(state)
    let actions = Set(state.keymap.bindings(for: context, workoutRunning: state.workout != nil).map(\.action))
    let action: Action
    if actions.contains(.down) || context == .exercise {
        action = wheel == .down ? .down : .up
    } else if actions.contains(.right) && context == .home {
        action = wheel == .down ? .right : .left
    } else {
        return []
    }
    return perform(&state, action, in: context)
}
