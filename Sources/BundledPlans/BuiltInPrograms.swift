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
            + written
    }

    public static func named(_ id: String, catalog: Catalog) -> BuiltInProgram? {
        all(catalog: catalog).first { $0.id == id.lowercased() }
    }

    /// The programs written out as plan files, Resources/programs/NAME.program built into the
    /// binary: the text a lifter reads is the file `program write` prints, byte for byte.
    static let written: [BuiltInProgram] = [
        BuiltInProgram(id: "gzclp", key: "GZCLP", name: "GZCLP",
                       summary: "Cody Lefever's tiered linear progression, four days in turn, three a week",
                       text: planText(PackageResources.gzclp_program)),
        BuiltInProgram(id: "531bbb", key: "BBB", name: "5/3/1 Boring But Big",
                       summary: "Jim Wendler's four-week cycles of training-max percentages, then the same lift 5x10",
                       text: planText(PackageResources.boring_but_big_program)),
        BuiltInProgram(id: "5x5", key: "SL", name: "StrongLifts 5×5",
                       summary: "Mehdi Hadim's 5x5 for beginners: A and B in turn, more weight every workout",
                       text: planText(PackageResources.stronglifts_program)),
        BuiltInProgram(id: "ppl", key: "PPL", name: "PPL for beginners",
                       summary: "Metallicadpa's push/pull/legs: main lifts add weight, the rest by double progression",
                       text: planText(PackageResources.ppl_program)),
        BuiltInProgram(id: "ss", key: "SS", name: "Starting Strength",
                       summary: "Mark Rippetoe's novice program: A and B in turn, the squat every workout, more weight every time",
                       text: planText(PackageResources.starting_strength_program)),
        BuiltInProgram(id: "phul", key: "PHUL", name: "PHUL",
                       summary: "Brandon Campbell's upper/lower: two power days at 3-5 reps, two hypertrophy days at 8-12",
                       text: planText(PackageResources.phul_program)),
        BuiltInProgram(id: "ivysaur", key: "IVY", name: "Ivysaur 4-4-8",
                       summary: "u/Ivysaur's two weeks of 4x4 and 4x8, each lift tested with a last set as many as possible",
                       text: planText(PackageResources.ivysaur_program)),
        BuiltInProgram(id: "phat", key: "PHAT", name: "PHAT",
                       summary: "Layne Norton's five days: power upper and lower, then three hypertrophy days opened by speed work",
                       text: planText(PackageResources.phat_program)),
        BuiltInProgram(id: "uhf", key: "UHF", name: "GZCL UHF",
                       summary: "Cody Lefever's five weeks of five days: T1 and T2 waves of a 2-rep max, T3 rep maxes and max-rep sets",
                       text: planText(PackageResources.uhf_program)),
        BuiltInProgram(id: "texas", key: "TEX", name: "The Texas Method",
                       summary: "Rippetoe and Pendlay's intermediate week: volume and recovery days as shares of Friday's set of five",
                       text: planText(PackageResources.texas_method_program)),
        BuiltInProgram(id: "madcow", key: "MAD", name: "Madcow 5×5",
                       summary: "Bill Starr's 5x5 as Madcow2 wrote it: ramps to a weekly top set, a lighter Wednesday, a triple on Friday",
                       text: planText(PackageResources.madcow_program)),
        BuiltInProgram(id: "rr", key: "RR", name: "Recommended Routine",
                       summary: "r/bodyweightfitness's full-body routine: pairs and a core triplet, each climbing a ladder of harder exercises",
                       text: planText(PackageResources.recommended_routine_program)),
        BuiltInProgram(id: "gslp", key: "GSLP", name: "Greyskull LP",
                       summary: "John Sheaffer's A/B linear progression: a last set of as many as possible, a double step at ten, 10% off a miss",
                       text: planText(PackageResources.greyskull_lp_program)),
        BuiltInProgram(id: "bbr", key: "BBR", name: "r/Fitness Basic Beginner Routine",
                       summary: "the r/Fitness wiki's Greyskull-style A/B: a pull, a push and legs, each 3×5+, more weight every workout",
                       text: planText(PackageResources.basic_beginner_program)),
        BuiltInProgram(id: "531beginners", key: "531B", name: "5/3/1 for Beginners",
                       summary: "Jim Wendler's three full-body days: two lifts' 5/3/1 sets, each then 5×5 at the first set's weight",
                       text: planText(PackageResources.beginners_531_program)),
        BuiltInProgram(id: "531fsl", key: "FSL", name: "5/3/1 First Set Last",
                       summary: "Jim Wendler's four-week cycles of training-max percentages, then 5×5 at the first set's weight",
                       text: planText(PackageResources.first_set_last_program)),
        BuiltInProgram(id: "smolovjr", key: "SMJR", name: "Smolov Jr",
                       summary: "Sergey Smolov's three-week squat cycle: 6×6, 7×5, 8×4 and 10×3 of a max, more weight each week",
                       text: planText(PackageResources.smolov_jr_program)),
        BuiltInProgram(id: "nsuns", key: "NSUNS", name: "nSuns 5/3/1 LP",
                       summary: "u/n-Suns' five days of nine T1 and eight T2 sets: each 1+ set's reps raise its training max for next week",
                       text: planText(PackageResources.nsuns_program)),
        BuiltInProgram(id: "jt2", key: "JT2", name: "GZCL Jacked & Tan 2.0",
                       summary: "Cody Lefever's twelve weeks: each T1 worked up to the week's rep max, then drop sets of a training max or of that rep max",
                       text: planText(PackageResources.jacked_and_tan_2_program)),
        BuiltInProgram(id: "candito", key: "CAN", name: "Candito 6 Week Strength Program",
                       summary: "Jonnie Candito's six weeks from three maxes: volume falls as the weight climbs, week 2's max-reps squats decide its back-off sets",
                       text: planText(PackageResources.candito_program)),
    ]

    /// A bundled file's bytes as text. The files are UTF-8 written in this repository and checked
    /// by tests, so decoding never has to replace a byte.
    static func planText(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
