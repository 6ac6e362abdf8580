/// Seed 000 §8: consecutive counted days ending today, or yesterday when today has
/// not counted yet; any missed day before that ends the streak.
public func currentStreak(days: Set<Day>, today: Day) -> Int {
    var day = days.contains(today) ? today : today.adding(days: -1)
    var count = 0
    while days.contains(day) {
        count += 1
        day = day.adding(days: -1)
    }
    return count
}

/// The longest run of consecutive counted days.
public func longestStreak(days: Set<Day>) -> Int {
    let numbers = days.map(\.dayNumber).sorted()
    var best = 0, run = 0, previous: Int?
    for n in numbers {
        run = (previous.map { n == $0 + 1 } ?? false) ? run + 1 : 1
        best = max(best, run)
        previous = n
    }
    return best
}
