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

    /// FNV-1a over everything the fold depends on but the workouts: the same on every run and
    /// every machine (Swift's own hashing is seeded afresh each run).
    public static func fingerprint(_ record: ProgramRecord, program: Program) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0xff
            hash = hash &* 0x0000_0100_0000_01b3
        }
        add(record.text)
        add(record.key)
        add(record.startedAt.map { "\($0)" } ?? "")
        // A name in the file read against another catalog could name another exercise.
        for day in program.days {
            for slot in day.slots { add(slot.exerciseID) }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
