import Domain

/// What choosing from a picker does.
public enum PickerPurpose: Equatable, Sendable {
    /// Add a catalog exercise to the split with this session type (filtered to its groups, leaving out those it has).
    case addToSplit(sessionType: String)
    /// Add a catalog exercise to the running workout, after the selected step.
    case addToWorkout
    case starterSplit
    /// Toggle the muscle groups of the split with this session type (Space), Enter saves.
    case splitGroups(sessionType: String)
    /// Open the page of an exercise ever logged.
    case exercisePage
    /// Toggle the muscle regions an exercise typed by hand trains (Space), Enter saves.
    case exerciseRegions(exerciseID: String)
    /// Swap the running workout's step with this id for a catalog exercise that trains the same regions.
    case swapStep(stepID: Int)
}

/// A row of a picker: `id` is a catalog id, a starter name, a group id, or `newExerciseID`.
public struct PickerItem: Equatable, Sendable {
    public var id: String
    public var label: String
    public var detail: String
}

/// A list to choose from. Searchable pickers take typed text as the query (arrows move);
/// the groups and regions pickers are checklists (j/k move, Space toggles).
public struct Picker: Equatable, Sendable {
    public var title: String
    public var purpose: PickerPurpose
    public var query = ""
    public var selection = 0
    /// Chosen ids of a checklist picker.
    public var checked: Set<String> = []

    public init(title: String, purpose: PickerPurpose, checked: Set<String> = []) {
        self.title = title
        self.purpose = purpose
        self.checked = checked
    }

    public var isSearchable: Bool {
        switch purpose {
        case .splitGroups, .exerciseRegions: return false
        default: return true
        }
    }

    /// Where its keys are read: a checklist, a list whose Enter opens the exercise chosen, or
    /// one whose Enter adds it. The hint bar and the box's footer both say so.
    public var keyContext: KeyContext {
        if !isSearchable { return .checklist }
        if case .swapStep = purpose { return .swapPicker }
        return purpose == .exercisePage ? .openPicker : .picker
    }

    /// The id of the row that adds the query as a new exercise typed by hand.
    public static let newExerciseID = "new:"
}

/// The rows of the picker on screen, best first.
public func pickerItems(_ state: AppState) -> [PickerItem] {
    guard let picker = state.picker else { return [] }
    func describe(_ e: CatalogExercise) -> String { exerciseDetail(state, e) }
    switch picker.purpose {
    case .addToSplit, .addToWorkout:
        var groups: [String] = []
        var excluded = Set<String>()
        if case .addToSplit(let sessionType) = picker.purpose, let i = state.splitIndex(sessionType) {
            groups = state.splits[i].groups
            excluded = Set(state.splits[i].steps.compactMap(\.exerciseID))
        } else if let workout = state.workout {
            groups = workout.groups
            excluded = Set(workout.steps.compactMap(\.plan.exerciseID))
        }
        // Filtered to the split's groups; once something is typed, matches from other
        // groups follow, so a search never suggests typing in an exercise the catalog has.
        let inGroups = state.catalog.search(picker.query, groups: groups, excluding: excluded)
        var items = inGroups.map { PickerItem(id: $0.id, label: $0.name, detail: describe($0)) }
        if !picker.query.isEmpty && !groups.isEmpty {
            let shown = Set(inGroups.map(\.id))
            items += state.catalog.search(picker.query, excluding: excluded).filter { !shown.contains($0.id) }.map {
                PickerItem(id: $0.id, label: $0.name, detail: "other group · " + describe($0))
            }
        }
        items = namedFirst(items, query: picker.query, catalog: state.catalog) { named in
            guard !excluded.contains(named.id) else { return nil }
            let inGroups = groups.isEmpty || named.primary.contains { state.catalog.region($0).map { groups.contains($0.groupID) } ?? false }
            return PickerItem(id: named.id, label: named.name, detail: (inGroups ? "" : "other group · ") + describe(named))
        }
        let typed = picker.query.trimmingSpaces
        if !typed.isEmpty && state.catalog.exercise(named: typed) == nil {
            items.append(PickerItem(id: Picker.newExerciseID, label: "+ Add \"\(typed)\" as a new exercise",
                                    detail: "typed by hand; you pick the muscles it trains next"))
        }
        return items
    case .starterSplit:
        let taken = Set(state.splits.map(\.name))
        return StarterSplit.allCases.filter { picker.query.isEmpty || $0.rawValue.lowercased().hasPrefix(picker.query.lowercased()) }.map {
            PickerItem(id: $0.rawValue, label: $0.rawValue + (taken.contains($0.rawValue) ? " (you have one)" : ""),
                       detail: $0.groups.compactMap { state.catalog.group($0)?.name }.joined(separator: ", "))
        }
    case .exercisePage:
        return loggedExerciseItems(state, query: picker.query)
    case .swapStep(let stepID):
        return swapItems(state, stepID: stepID, query: picker.query)
    case .splitGroups:
        return state.catalog.groups.map {
            PickerItem(id: $0.id, label: $0.name, detail: $0.regions.map(\.name).joined(separator: ", "))
        }
    case .exerciseRegions:
        return state.catalog.groups.flatMap { group in
            // The group, unless the region's name says it already ("Upper Chest").
            group.regions.map { PickerItem(id: $0.id, label: $0.label, detail: $0.label.contains(group.name) ? "" : "(\(group.name))") }
        }
    }
}

/// The rows with the one exercise the query names (`ExerciseNames`: "OHP" is Overhead Press,
/// "Chin Ups" Chin-Up) first, its own row moved up or, when the search missed it, the one `row`
/// makes (nil: this list does not offer it); the search's order otherwise.
func namedFirst(_ items: [PickerItem], query: String, catalog: Catalog, row: (CatalogExercise) -> PickerItem?) -> [PickerItem] {
    guard !query.trimmingSpaces.isEmpty, let named = ExerciseNames(catalog).exercise(query),
          let first = items.first(where: { $0.id == named.id }) ?? row(named) else { return items }
    return [first] + items.filter { $0.id != named.id }
}

/// "dumbbell · Chest Upper, Chest Middle": what an exercise is done with, and its first primary regions.
func exerciseDetail(_ state: AppState, _ exercise: CatalogExercise) -> String {
    let regions = exercise.primary.compactMap { state.catalog.region($0)?.label }.prefix(2).joined(separator: ", ")
    return exercise.equipment.rawValue + (regions.isEmpty ? "" : " · " + regions)
}

/// Draws the picker in a box: the query, then as many rows as fit around the selection.
func renderPicker(_ state: AppState, _ picker: Picker, into screen: inout Screen) {
    let g = state.glyphs
    let items = pickerItems(state)
    let width = min(state.width - 2, 64)
    let height = max(8, min(state.height - 4, 20))
    let rect = Rect(x: (state.width - width) / 2, y: max(1, (state.height - height - 2) / 2), width: width, height: height)
    screen.fill(x: rect.x - 1, y: rect.y, width: rect.width + 2, height: rect.height)
    Widgets.box(rect, title: picker.title, style: .color(.accent, bold: true), glyphs: g, into: &screen)
    var y = rect.y + 1
    if picker.isSearchable {
        let x = screen.put("Search: ", x: rect.x + 2, y: y, style: .dim)
        let end = screen.put(truncate(picker.query, rect.maxX - x - 4, fromStart: true), x: x, y: y, style: .bold)
        screen.put("_", x: end, y: y, style: .color(.accent, bold: true))
        y += 1
    }
    let listHeight = rect.maxY - 2 - y
    if items.isEmpty {
        screen.put("Nothing matches: change the search.", x: rect.x + 2, y: y, style: .dim)
    }
    let offset = scrollOffset(selected: picker.selection..<(picker.selection + 1), total: items.count, visible: listHeight)
    for (i, item) in items.enumerated().dropFirst(offset).prefix(listHeight) {
        let selected = i == picker.selection
        var x = rect.x + 2
        if !picker.isSearchable {
            x = screen.put(picker.checked.contains(item.id) ? "[x] " : "[ ] ", x: x, y: y, style: .color(.accent, bold: true))
        }
        let label = truncate(item.label, rect.maxX - 2 - x, ellipsis: g.ellipsis)
        let end = screen.put(label, x: x, y: y, style: selected ? Style(bold: true, reverse: true) : .plain)
        screen.tappable(Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), .row(.picker, i))
        if rect.maxX - 3 - end > 8 {
            screen.put(" " + wholeParts(item.detail, width: rect.maxX - 4 - end, ellipsis: g.ellipsis), x: end, y: y, style: .dim)
        }
        y += 1
    }
    let context = picker.keyContext
    let footer = keyFooter(context, state.keymap)
    let help = context == .checklist ? footer : "type to search · " + footer
    screen.put(wholeParts(help, width: rect.width - 4, ellipsis: g.ellipsis), x: rect.x + 2, y: rect.maxY - 2, style: .dim)
}

/// A box's footer from its keys' hints: "Enter save · Tab next · Esc cancel".
func keyFooter(_ context: KeyContext, _ keymap: Keymap) -> String {
    keymap.lines(for: context, workoutRunning: false).compactMap { line in line.hint.map { "\(line.label) \($0)" } }.joined(separator: " · ")
}
