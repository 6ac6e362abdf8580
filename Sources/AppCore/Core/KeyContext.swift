import Domain

/// Where keys are being read: the screen in front or the question on top of it.
public enum KeyContext: Hashable, Sendable, CaseIterable {
    case home, exercise, history, historyCalendar, sessionDetail, stats, settings, plans, planSteps, exercisePage, bodyPage
    /// The Plans tab's programs, one of them previewed or not.
    case programs
    /// `picker`: a searchable list whose Enter adds what is chosen; `openPicker`: one whose
    /// Enter opens it (the exercises logged); `swapPicker`: one whose Enter swaps the selected
    /// exercise for it; `checklist`: Space toggles rows; `listFilter`: the one-line prompt of `/`.
    case question(QuestionKind), correctChallenge, help, form, picker, openPicker, swapPicker, checklist, coverage, message, listFilter

    /// Every context, in the order of the cases: each `Kind` (whose list Swift writes) with
    /// its contexts. `kind` and `Kind.contexts` are switches the compiler checks, so a context
    /// added here does not compile until both name it, and then it is listed.
    public static let allCases = Kind.allCases.flatMap(\.contexts)

    /// A context without its question's kind: the cases Swift can list.
    enum Kind: CaseIterable {
        case home, exercise, history, historyCalendar, sessionDetail, stats, settings, plans, planSteps, exercisePage, bodyPage
        case programs
        case question, correctChallenge, help, form, picker, openPicker, swapPicker, checklist, coverage, message, listFilter

        var contexts: [KeyContext] {
            switch self {
            case .home: return [.home]
            case .exercise: return [.exercise]
            case .history: return [.history]
            case .historyCalendar: return [.historyCalendar]
            case .sessionDetail: return [.sessionDetail]
            case .stats: return [.stats]
            case .settings: return [.settings]
            case .plans: return [.plans]
            case .planSteps: return [.planSteps]
            case .programs: return [.programs]
            case .exercisePage: return [.exercisePage]
            case .bodyPage: return [.bodyPage]
            case .question: return QuestionKind.allCases.map(KeyContext.question)
            case .correctChallenge: return [.correctChallenge]
            case .help: return [.help]
            case .form: return [.form]
            case .picker: return [.picker]
            case .openPicker: return [.openPicker]
            case .swapPicker: return [.swapPicker]
            case .checklist: return [.checklist]
            case .coverage: return [.coverage]
            case .message: return [.message]
            case .listFilter: return [.listFilter]
            }
        }
    }

    var kind: Kind {
        switch self {
        case .home: return .home
        case .exercise: return .exercise
        case .history: return .history
        case .historyCalendar: return .historyCalendar
        case .sessionDetail: return .sessionDetail
        case .stats: return .stats
        case .settings: return .settings
        case .plans: return .plans
        case .planSteps: return .planSteps
        case .programs: return .programs
        case .exercisePage: return .exercisePage
        case .bodyPage: return .bodyPage
        case .question: return .question
        case .correctChallenge: return .correctChallenge
        case .help: return .help
        case .form: return .form
        case .picker: return .picker
        case .openPicker: return .openPicker
        case .swapPicker: return .swapPicker
        case .checklist: return .checklist
        case .coverage: return .coverage
        case .message: return .message
        case .listFilter: return .listFilter
        }
    }

    /// Contexts where typed characters are text, not commands.
    var takesText: Bool { self == .form || self == .listFilter || isSearchablePicker }

    var isSearchablePicker: Bool { self == .picker || self == .openPicker || self == .swapPicker }
}

extension Character {
    /// A C0 or C1 control character (Ctrl-U, ESC, DEL…): never text in a field.
    var isControlCharacter: Bool { unicodeScalars.contains { $0.properties.generalCategory == .control } }
}
