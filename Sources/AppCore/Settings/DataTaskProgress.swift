import Domain

/// An export, import, backup or reset under way off the loop: what it does, how far it is,
/// since when. Drawn above the hint bar on every screen while it runs, its clock ticking, so
/// the person sees it working while the keys and timers go on.
public struct DataTaskProgress: Equatable, Sendable {
    /// "Importing ~/strong.csv".
    public var doing: String
    /// The step it reported last ("writing 2,040 sessions"), "" before the first.
    public var step: String = ""
    public var startedAt: Double

    public init(doing: String, startedAt: Double) {
        self.doing = doing
        self.startedAt = startedAt
    }

    /// "Importing ~/strong.csv: writing 2,040 sessions · 0:03".
    public func line(at now: Double) -> String {
        doing + (step.isEmpty ? "…" : ": " + step) + " · " + formatClock(max(0, Int(now - startedAt)))
    }
}

/// What a data task is doing, in words, before its first step.
func dataTaskDoing(_ task: DataTask) -> String {
    switch task {
    case .export(let path, _, _): return "Exporting to \(path)"
    case .importFile(let path, _, let dryRun, _): return (dryRun ? "Checking " : "Importing ") + path
    case .backup: return "Backing up"
    case .reset: return "Backing up, then erasing"
    }
}

/// Starts `task` off the loop, unless one is under way: one data task at a time.
func startDataTask(_ state: inout AppState, _ task: DataTask) -> [Effect] {
    if let running = state.dataTask {
        state.flash = Flash("\(running.doing) is still under way; try again when it has finished.", isError: true)
        return []
    }
    state.dataTask = DataTaskProgress(doing: dataTaskDoing(task), startedAt: state.now.epochSeconds)
    return [.dataTask(task)]
}
