/// One name for a program's day in Home, History, the calendar, `status` and `program show`.
extension Program {
    /// The mark of day `day`'s workouts, as its card on Home shows it: its key ("A1"), at most
    /// two characters.
    public func dayMark(_ day: Int) -> String { String(days[day].key.prefix(2)) }

    /// The name of day `day`'s workouts in week `week` (0 the first): its title ("Squat, bench"),
    /// and its week when the program has several ("Bench · week 2").
    public func dayName(week: Int, day: Int) -> String {
        days[day].title + (weeks > 1 ? " · week \(week + 1)" : "")
    }

    /// The mark and the name: "A1 Squat, bench", "3 Bench · week 2".
    public func markedDayName(week: Int, day: Int) -> String { dayMark(day) + " " + dayName(week: week, day: day) }
}
