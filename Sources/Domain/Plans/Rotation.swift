/// The rotation: the next workout is the one after the last logged session's type in
/// rotation order; none logged gives the first; a type already done today is not offered
/// again while another one is left.
public func nextInRotation(order: [String], history: History, today: Day) -> String? {
    guard let first = order.first else { return nil }
    guard let last = history.lastSession, let lastIndex = order.firstIndex(of: last.sessionType) else { return first }
    let doneToday = Set(history.sessions.filter { $0.day == today }.map(\.sessionType))
    for offset in 1...order.count {
        let candidate = order[(lastIndex + offset) % order.count]
        if !doneToday.contains(candidate) { return candidate }
    }
    return order[(lastIndex + 1) % order.count]
}
