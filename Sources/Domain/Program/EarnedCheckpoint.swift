/// What the raises by reps (`by 1+:`) of a program's training maxes came to, folded over every
/// earning workout started up to `through`: a load reads only the workouts after it, not the
/// years before. It is derived, so it is kept only beside the database it was folded from, and
/// is thrown away whenever a workout started at or before `through` changes (Storage's
/// triggers) or the program's file, key or start do (`fingerprint`).
public struct EarnedCheckpoint: Hashable, Sendable {
    /// Of what the fold read: the program's file, key and start, and the exercises its file
    /// named (`EarnedCheckpoint.fingerprint`).
    public var fingerprint: String
    /// Seconds since 1970: every workout started at or before it is folded in.
    public var through: Double
    /// Each training max with a raise by reps (by its id), as the bands left it.
    public var moved: [String: Double]

    public init(fingerprint: String, through: Double, moved: [String: Double]) {
        self.fingerprint = fingerprint
        self.through = through
        self.moved = moved
    }

    /// A stable hash (`StableHash`) of everything the fold depends on but the workouts, each
    /// part ended by a byte no UTF-8 text holds.
    public static func fingerprint(_ record: ProgramRecord, program: Program) -> String {
        var hash = StableHash()
        func add(_ text: String) {
            hash.add(text.utf8)
            hash.add([0xff])
        }
        add(record.text)
        add(record.key)
        add(record.startedAt.map { "\($0)" } ?? "")
        // A name in the file read against another catalog could name another exercise.
        for day in program.days {
            for slot in day.slots { add(slot.exerciseID) }
        }
        return hash.hex
    }
}
