import Domain

/// Questions and the help overlay, drawn in a box over the current screen.
func renderModal(_ state: AppState, into screen: inout Screen) {
    guard let modal = state.modal else { return }
    // The box on top takes every tap: what is underneath cannot be reached until it closes.
    screen.hotspots.removeAll()
    let g = state.glyphs
    var title = "", body: [String] = []
    switch modal {
    case .help:
        renderHelp(state, into: &screen)
        screen.tappable(Rect(x: 0, y: 0, width: state.width, height: state.height), .button(.no)) // a tap closes it
        return
    case .form(let form):
        renderForm(state, form, into: &screen)
        return
    case .picker(let picker):
        renderPicker(state, picker, into: &screen)
        return
    case .coverage:
        renderCoverageChecklist(state, into: &screen)
        return
    case .listFilter(let text):
        renderListFilterPrompt(state, text, into: &screen)
        return
    case .message(let heading, let text, _):
        title = heading
        body = text
    case .question(.deleteSplit(let sessionType)):
        guard let index = state.splitIndex(sessionType) else { return }
        let split = state.splits[index]
        title = "Delete \(split.name)?"
        body = ["Its exercises (\(split.steps.count)) go with it; sessions logged with it stay in History."]
    case .question(.removeStep(let sessionType, let id)):
        guard let i = state.splitIndex(sessionType), let j = state.splits[i].steps.index(ofStep: id) else { return }
        title = "Remove \(state.splits[i].steps[j].title)?"
        body = ["From \(state.splits[i].name). The catalog keeps the exercise."]
    case .question(.deletePastSession(let id)):
        (title, body) = deletePastSessionQuestion(state, id: id)
    case .question(.deletePastSet(let session, let set)):
        (title, body) = deletePastSetQuestion(state, session: session, set: set)
    case .question(.deleteBodyMeasurement(let uid)):
        (title, body) = deleteBodyMeasurementQuestion(state, uid: uid)
    case .question(.switchProgram(let origin)):
        (title, body) = switchProgramQuestion(state, origin)
    case .question(.programMistakes(_, _, let lines)):
        title = "The plan file has mistakes"
        body = lines + ["The program stays as it was until the file reads."]
    case .question(.removeProgram(let uid)):
        (title, body) = removeProgramQuestion(state, uid: uid)
    case .question(.databaseReplaced(let lines)):
        title = "Database replaced"
        body = lines
    case .question(.replaceFile(let path, _)):
        title = "Replace \(fileName(path))?"
        body = ["\(path) is already there: the export would take its place."]
    case .question(.saveBack):
        guard let w = state.workout else { return }
        title = "Save changes to \(state.splitName(w.sessionType))?"
        body = ["This session's exercises, order and weights become the split's plan. No keeps the split as it was."]
    case .question(.start(let sessionType)):
        guard let split = state.rotation.first(where: { $0.sessionType == sessionType }) else { return }
        title = "Start \(split.title)?"
        body = [split.description]
    case .question(.startAgain(let id)):
        (title, body) = startAgainQuestion(state, session: id)
    case .question(.resume):
        guard let w = state.workout else { return }
        title = "Resume \(w.title)?"
        let startedAt = Moment(epochSeconds: w.startedAt.epochSeconds, utcOffsetSeconds: state.now.utcOffsetSeconds)
        body = ["Unfinished from \(startedAt.day == state.today ? "today" : startedAt.day.short) \(startedAt.clockText): \(w.completedSteps)/\(w.steps.count) steps, \(plural(w.workingSetCount, "set")) logged, \(formatDuration(w.elapsedSeconds(at: state.now.epochSeconds))) elapsed."]
    case .question(.timeAway):
        guard let w = state.workout else { return }
        let gap = Int(w.longGap(at: state.now.epochSeconds) ?? 0)
        title = "Count the time away?"
        body = ["\(formatDuration(gap)) since the last set of \(w.title). Leaving it out keeps the session's duration to the time trained."]
    case .question(.partial):
        guard let w = state.workout else { return }
        title = "Log as partial session?"
        body = ["\(w.completedSteps) of \(w.steps.count) steps checked. A partial session does not count toward the streak."]
    case .question(.discard):
        guard let w = state.workout else { return }
        title = "Discard this workout?"
        body = ["\(w.title), with \(w.completedSteps) of \(w.steps.count) steps and \(plural(w.workingSetCount, "set")) logged, is thrown away. This cannot be undone."]
    case .correctChallenge:
        title = "Today's challenge sets"
        body = ["Type \(state.keymap.challengeDigitRange(upTo: state.settings.challengeTarget)) to set today's count (now \(state.challenge.setsToday))."]
    }
    // The buttons are the keys of the box, from the keymap: "0-3 set", or yes and no.
    // Scrolling a long message is said in its title, not a button.
    let keyLines = state.keymap.lines(for: keyContext(state), workoutRunning: state.workout != nil, challengeTarget: state.settings.challengeTarget)
        .filter { !$0.actions.contains(.down) && !$0.actions.contains(.up) }
    let buttons: [(String, String)] = keyLines.map { line in
        (line.label, modal == .correctChallenge && line.actions.first != .no ? "set" : line.hint ?? line.description)
    }
    let width = modalWidth(state)
    let textWidth = width - 4
    var lines = wrappedMessageLines(state, body)
    // Buttons side by side when they fit, else one per row.
    let buttonWidth = buttons.reduce(0) { $0 + $1.1.count + 2 + 1 + $1.0.count + 3 } - 3
    let buttonRows = buttonWidth <= textWidth ? 1 : buttons.count
    // A message taller than the screen shows what fits from its scroll line, and says how to see the rest.
    if case .message(_, _, let scroll) = modal, let window = messageWindow(state, title: title, lines: body) {
        let first = min(scroll, window.lastScroll)
        lines = Array(lines[first..<(first + window.visible)])
        title = window.title
    }
    let titleLines = wrap(title, width: textWidth)
    let height = titleLines.count + lines.count + 3 + buttonRows
    let rect = Rect(x: (state.width - width) / 2, y: max(1, (state.height - height) / 2), width: width, height: height)
    clearAround(rect, into: &screen)
    Widgets.box(rect, style: .color(.accent, bold: true), glyphs: g, into: &screen)
    var y = rect.y + 1
    for line in titleLines { screen.put(line, x: rect.x + 2, y: y, style: .bold); y += 1 }
    for line in lines { screen.put(line, x: rect.x + 2, y: y); y += 1 }
    y += 1
    var x = rect.x + 2
    for (i, (key, word)) in buttons.enumerated() {
        let start = x
        x = screen.put(" \(word) ", x: x, y: y, style: Style(bold: true, reverse: i == 0))
        x = screen.put(" \(key)", x: x, y: y, style: .dim)
        // A button of one action answers with it; "0-3 set" stands for several keys and is typed.
        if keyLines[i].actions.count == 1 { screen.tappable(Rect(x: start, y: y, width: x - start, height: 1), .button(keyLines[i].actions[0])) }
        x += 3
        if buttonRows > 1 { y += 1; x = rect.x + 2 }
    }
}

/// The width of a question or message box.
func modalWidth(_ state: AppState) -> Int { min(state.width - 4, 60) }

/// A message's lines as its box wraps them: what its scroll counts.
func wrappedMessageLines(_ state: AppState, _ lines: [String]) -> [String] {
    lines.flatMap { wrap($0, width: modalWidth(state) - 4) }
}

/// For a message taller than the screen: its title saying how to scroll, how many of its lines
/// fit, and the furthest scroll (its last lines filling the box). Nil when it fits.
func messageWindow(_ state: AppState, title: String, lines: [String]) -> (title: String, visible: Int, lastScroll: Int)? {
    let textWidth = modalWidth(state) - 4
    let total = wrappedMessageLines(state, lines).count
    let room = state.height - 2 - 3 - 1 // the screen less the hint bar, the box's border, gap and button row
    guard total > max(1, room - wrap(title, width: textWidth).count) else { return nil }
    let scrolling = title + " (\(state.keymap.label(.down, in: .message)) \(state.keymap.label(.up, in: .message)) scroll)"
    let visible = max(1, room - wrap(scrolling, width: textWidth).count)
    return (scrolling, visible, max(0, total - visible))
}

/// Blanks a box and the cells around it, so nothing underneath touches its border.
private func clearAround(_ rect: Rect, into screen: inout Screen) {
    screen.fill(x: rect.x - 1, y: rect.y, width: rect.width + 2, height: rect.height)
}

/// Every key of the screen underneath, from the same table that dispatches them.
private func renderHelp(_ state: AppState, into screen: inout Screen) {
    let bindings = helpLines(state)
    let width = min(state.width, 60)
    let height = helpBoxHeight(state, lines: bindings.count)
    let rect = Rect(x: (state.width - width) / 2, y: max(0, (state.height - 1 - height) / 2), width: width, height: height)
    let visible = rect.height - 2
    guard case .help(let scroll) = state.modal else { return }
    let offset = min(scroll, max(0, bindings.count - visible))
    clearAround(rect, into: &screen)
    let more = bindings.count > visible ? " · \(state.keymap.label(.down, in: .help)) more" : ""
    Widgets.box(rect, title: "Keys · \(state.keymap.says(.no, in: .help, "closes"))" + more, style: .color(.accent, bold: true), glyphs: state.glyphs, into: &screen)
    let labelWidth = min(9, bindings.map(\.label.count).max() ?? 0)
    for (i, b) in bindings.dropFirst(offset).prefix(visible).enumerated() {
        let y = rect.y + 1 + i
        screen.put(b.label, x: rect.x + 2, y: y, style: .color(.accent, bold: true))
        screen.put(truncate(b.description, rect.width - labelWidth - 5, ellipsis: state.glyphs.ellipsis), x: rect.x + 3 + labelWidth, y: y)
    }
}
