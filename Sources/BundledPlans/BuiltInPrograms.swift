import Domain
import Formats

/// A program that comes with gymtrack, as its author publishes it (docs/programs.md names
/// each source), as a plan file whose `?`s are asked for when it starts.
public struct BuiltInProgram: Sendable {
    /// What `gymtrack program start` takes: "gzclp".
    public var id: String
    /// The prefix of its workouts' session types.
    public var key: String
    public var name: String
    public var summary: String
    public var text: String
}

public enum BuiltInPrograms {
    /// The GymTrack A/B/C: the default rotation of splits. Starting it stops any program.
    public static let gymtrackID = "gymtrack"

    public static func all(catalog: Catalog) -> [BuiltInProgram] {
        [BuiltInProgram(id: gymtrackID, key: "ABC", name: "GymTrack A/B/C",
                        summary: "the default rotation of the A/B/C splits, each weighed exercise moving on linearly",
                        text: ProgramFile.text(name: "GymTrack A/B/C", source: "gymtrack's own three-day rotation",
                                               splits: DefaultSplits.all, catalog: catalog))]
            + [gzclp, fiveThreeOneBBB, strongLifts, ppl]
    }

    public static func named(_ id: String, catalog: Catalog) -> BuiltInProgram? {
        all(catalog: catalog).first { $0.id == id.lowercased() }
    }

    static let gzclp = BuiltInProgram(id: "gzclp", key: "GZCLP", name: "GZCLP",
                                      summary: "Cody Lefever's tiered linear progression, four days in turn, three a week", text: """
        program "GZCLP"
        source "Cody Lefever (GZCL), GZCLP: the GZCL method's linear progression for novices (2016)"
        unit kg
        # T1: heavy, 5x3+ then 6x2+ then 10x1+ on failure at the same weight; after 10x1+ fails,
        # test a new 5-rep max and start again at 85% of it. T2: 3x10 then 3x8 then 3x6; after
        # 3x6 fails, 3x10 again at the last 3x10 weight plus 7.5 kg (upper) or 10 kg (lower).
        # T3: 3x15+, adding weight once the last set reaches 25.

        day A1 "Squat, bench"
          [T1] Barbell Back Squat: 5x3+ then 6x2+ then 10x1+, linear +5, restart 85% of 5RM, start ?, rest 3m
          [T2] Barbell Bench Press: 3x10 then 3x8 then 3x6, linear +2.5, restart first +7.5, start ?, rest 2m
          [T3] Lat Pulldown: 3x15+, linear +2.5, add at 25, start ?, rest 90s

        day B1 "Press, deadlift"
          [T1] Overhead Press: 5x3+ then 6x2+ then 10x1+, linear +2.5, restart 85% of 5RM, start ?, rest 3m
          [T2] Deadlift: 3x10 then 3x8 then 3x6, linear +5, restart first +10, start ?, rest 2m
          [T3] Dumbbell Row: 3x15+, linear +2.5, add at 25, start ?, rest 90s

        day A2 "Bench, squat"
          [T1] Barbell Bench Press: 5x3+ then 6x2+ then 10x1+, linear +2.5, restart 85% of 5RM, start ?, rest 3m
          [T2] Barbell Back Squat: 3x10 then 3x8 then 3x6, linear +5, restart first +10, start ?, rest 2m
          [T3] Lat Pulldown: 3x15+, linear +2.5, add at 25, rest 90s

        day B2 "Deadlift, press"
          [T1] Deadlift: 5x3+ then 6x2+ then 10x1+, linear +5, restart 85% of 5RM, start ?, rest 3m
          [T2] Overhead Press: 3x10 then 3x8 then 3x6, linear +2.5, restart first +7.5, start ?, rest 2m
          [T3] Dumbbell Row: 3x15+, linear +2.5, add at 25, rest 90s

        """)

    static let fiveThreeOneBBB = BuiltInProgram(id: "531bbb", key: "BBB", name: "5/3/1 Boring But Big",
                                                summary: "Jim Wendler's four-week cycles of training-max percentages, then the same lift 5x10", text: """
        program "5/3/1 Boring But Big"
        source "Jim Wendler, 5/3/1 (2009; 2nd edition 2011): Boring But Big"
        unit kg
        weeks 4
        # The training max is 90% of a one-rep max, set on purpose; it rises after each cycle.
        tm Overhead Press = ?, +2.5 per cycle
        tm Deadlift = ?, +5 per cycle
        tm Barbell Bench Press = ?, +2.5 per cycle
        tm Barbell Back Squat = ?, +5 per cycle

        day 1 "Press"
          Overhead Press: 5@65%, 5@75%, 5+@85% | 3@70%, 3@80%, 3+@90% | 5@75%, 3@85%, 1+@95% | 5@40%, 5@50%, 5@60%, rest 3m
          [BBB] Overhead Press: 5x10@50%, rest 90s
          Chin-Up: 5x10, same, rest 90s

        day 2 "Deadlift"
          Deadlift: 5@65%, 5@75%, 5+@85% | 3@70%, 3@80%, 3+@90% | 5@75%, 3@85%, 1+@95% | 5@40%, 5@50%, 5@60%, rest 3m
          [BBB] Deadlift: 5x10@50%, rest 90s
          Hanging Leg Raise: 5x15, same, rest 60s

        day 3 "Bench"
          Barbell Bench Press: 5@65%, 5@75%, 5+@85% | 3@70%, 3@80%, 3+@90% | 5@75%, 3@85%, 1+@95% | 5@40%, 5@50%, 5@60%, rest 3m
          [BBB] Barbell Bench Press: 5x10@50%, rest 90s
          Dumbbell Row: 5x10, same, rest 90s

        day 4 "Squat"
          Barbell Back Squat: 5@65%, 5@75%, 5+@85% | 3@70%, 3@80%, 3+@90% | 5@75%, 3@85%, 1+@95% | 5@40%, 5@50%, 5@60%, rest 3m
          [BBB] Barbell Back Squat: 5x10@50%, rest 90s
          Lying Leg Curl: 5x10, same, rest 90s

        """)

    static let strongLifts = BuiltInProgram(id: "5x5", key: "SL", name: "StrongLifts 5×5",
                                            summary: "Mehdi Hadim's 5x5 for beginners: A and B in turn, more weight every workout", text: """
        program "StrongLifts 5×5"
        source "Mehdi Hadim, StrongLifts 5×5 (stronglifts.com)"
        unit kg
        # Every workout adds weight; three workouts missed in a row at one weight take 10% off.

        day A "Squat, bench, row"
          Barbell Back Squat: 5x5, linear +2.5, deload 10% after 3, start ?, rest 3m
          Barbell Bench Press: 5x5, linear +2.5, deload 10% after 3, start ?, rest 3m
          Barbell Row: 5x5, linear +2.5, deload 10% after 3, start ?, rest 3m

        day B "Squat, press, deadlift"
          Barbell Back Squat: 5x5, linear +2.5, deload 10% after 3, rest 3m
          Overhead Press: 5x5, linear +2.5, deload 10% after 3, start ?, rest 3m
          Deadlift: 1x5, linear +5, deload 10% after 3, start ?, rest 3m

        """)

    static let ppl = BuiltInProgram(id: "ppl", key: "PPL", name: "PPL for beginners",
                                    summary: "Metallicadpa's push/pull/legs: main lifts add weight, the rest by double progression", text: """
        program "PPL for beginners"
        source "Metallicadpa, A Linear Progression Based PPL Program for Beginners (r/Fitness, 2015)"
        unit kg
        # Main lifts add weight every workout (deadlift 5 kg) and take 10% off after three misses in
        # a row. The rest use double progression: a rep more each time, and once every set reaches
        # the top of its range, the next weight and the bottom of the range again.

        day 1 "Pull"
          Deadlift: 1x5+, linear +5, deload 10% after 3, start ?, rest 3m
          Lat Pulldown: 3x8-12, start ?
          Seated Cable Row: 3x8-12, start ?
          Face Pull: 5x15-20, start ?
          Hammer Curl: 4x8-12, start ?
          Dumbbell Biceps Curl: 4x8-12, start ?

        day 2 "Push"
          Barbell Bench Press: 5x5+, linear +2.5, deload 10% after 3, start ?, rest 3m
          [volume] Overhead Press: 3x8-12, start ?
          Incline Dumbbell Press: 3x8-12, start ?
          Triceps Pushdown: 3x8-12, superset 1, start ?
          Lateral Raise: 3x15-20, superset 1, start ?
          Overhead Triceps Extension: 3x8-12, superset 2, start ?
          Lateral Raise: 3x15-20, superset 2

        day 3 "Legs"
          Barbell Back Squat: 3x5+, linear +2.5, deload 10% after 3, start ?, rest 3m
          Romanian Deadlift: 3x8-12, start ?
          Leg Press: 3x8-12, start ?
          Lying Leg Curl: 3x8-12, start ?
          Standing Calf Raise: 5x8-12, start ?

        day 4 "Pull"
          Barbell Row: 5x5+, linear +2.5, deload 10% after 3, start ?, rest 3m
          Lat Pulldown: 3x8-12
          Seated Cable Row: 3x8-12
          Face Pull: 5x15-20
          Hammer Curl: 4x8-12
          Dumbbell Biceps Curl: 4x8-12

        day 5 "Push"
          Overhead Press: 5x5+, linear +2.5, deload 10% after 3, start ?, rest 3m
          [volume] Barbell Bench Press: 3x8-12, start ?
          Incline Dumbbell Press: 3x8-12
          Triceps Pushdown: 3x8-12, superset 1
          Lateral Raise: 3x15-20, superset 1
          Overhead Triceps Extension: 3x8-12, superset 2
          Lateral Raise: 3x15-20, superset 2

        day 6 "Legs"
          Barbell Back Squat: 3x5+, linear +2.5, deload 10% after 3, rest 3m
          Romanian Deadlift: 3x8-12
          Leg Press: 3x8-12
          Lying Leg Curl: 3x8-12
          Standing Calf Raise: 5x8-12

        """)
}
