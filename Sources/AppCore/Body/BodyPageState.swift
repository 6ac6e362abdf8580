import Domain

/// The Body page: weigh-ins and measurements with their charts, over Stats or History.
public struct BodyPageState: Equatable, Sendable {
    /// Nil until read.
    public var records: BodyRecords?
    /// The chart or entry selected: an index into `bodyPageItems`.
    public var selection = 0
    /// The first row of the page shown.
    public var scroll = 0

    public init(records: BodyRecords? = nil) { self.records = records }
}

/// What the page shows, in order: each chart, then each entry (newest first). j/k walk them.
enum BodyPageItem: Equatable {
    case weightChart
    case measurementChart(BodyKind)
    case strengthChart
    /// An index into `BodyRecords.rows`.
    case entry(Int)
}

func bodyPageItems(_ records: BodyRecords) -> [BodyPageItem] {
    guard !records.rows.isEmpty else { return [] }
    let kinds = records.kinds
    return (kinds.contains(.bodyWeight) ? [.weightChart] : [])
        + kinds.filter { $0 != .bodyWeight }.map(BodyPageItem.measurementChart)
        + [.strengthChart]
        + records.rows.indices.map(BodyPageItem.entry)
}

/// Opens the Body page over the screen in front and asks for its rows.
func openBodyPage(_ state: inout AppState) -> [Effect] {
    state.bodyPage = BodyPageState()
    return [.load(.bodyRecords)]
}

/// What a load read, for the page if it is open; the selection stays on the list's length.
func applyBodyRecords(_ state: inout AppState, _ records: BodyRecords) {
    guard var page = state.bodyPage else { return }
    page.records = records
    page.selection = min(page.selection, max(0, bodyPageItems(records).count - 1))
    state.bodyPage = page
}
