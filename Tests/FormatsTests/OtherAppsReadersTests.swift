import XCTest
import Domain
@testable import Formats

/// Fitbod's, Liftosaur's and GymBook's exports, each form in a few rows written here: what each
/// row becomes, what the summary says of the rest, and a malformed row refused with its line.
final class OtherAppsReadersTests: XCTestCase {
    /// An empty catalog: every exercise is a custom one, named as the file names it.
    let catalog = Catalog(groups: [], exercises: [])

    func read(_ csv: String, offset: Int = 3600) throws -> ImportBundle {
        let read = try ForeignWorkouts.read(Array(csv.utf8))
        return ForeignWorkouts.bundle(read, catalog: catalog, defaultUnit: .kg, utcOffsetSeconds: offset)
    }

    func refusal(_ csv: String) -> String? {
        do {
            _ = try read(csv)
            return nil
        } catch {
            return (error as? ImportError)?.message ?? "\(error)"
        }
    }

    /// `csv` with one text put for another, each refused in the sentence given.
    func assertRefusals(_ csv: String, _ cases: [(text: String, put: String, refusal: String)], line: UInt = #line) {
        for c in cases {
            XCTAssertTrue(csv.contains(c.text), c.text, line: line)
            XCTAssertEqual(refusal(csv.replacingOccurrences(of: c.text, with: c.put)), c.refusal, line: line)
        }
    }

    // MARK: Fitbod

    static let fitbod = """
        Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier
        2022-01-05 22:06:49 +0000,Dumbbell Front Raise, 8,4.535929094356398,0.0,0.0,0.0,0.0,true,, 2.0
        2022-01-05 22:06:49 +0000,Dumbbell Front Raise, 5,7.937875915123695,0.0,0.0,0.0,0.0,false,, 2.0
        2022-01-05 22:06:49 +0000,Plank, 0,0.0,45.0,0.0,0.0,0.0,false,, 0.0

        2022-01-07 00:10:34 +0000,Cycling - Stationary, 0,0.0,1412.6,1874.8,0.0,10.0,false,felt easy, 0.0

        """

    func testFitbodWorkoutsAreTheirDatesAndWeightsAreOneDumbbells() throws {
        let bundle = try read(Self.fitbod)
        XCTAssertEqual(bundle.source, "Fitbod")
        XCTAssertEqual(bundle.sessions.map(\.title), ["Fitbod", "Fitbod"])
        // UTC in the file, shown at the lifter's offset.
        XCTAssertEqual(bundle.sessions.map(\.startedAt), ["2022-01-05T23:06:49+01:00", "2022-01-07T01:10:34+01:00"])
        let raise = bundle.sessions[0].steps[0]
        XCTAssertEqual(raise.sets.map(\.isWarmup), [true, false])
        XCTAssertEqual(raise.sets.map(\.weight), [4.535929094356398, 7.937875915123695]) // as written, not × 2
        XCTAssertEqual(raise.sets.map(\.reps), [8, 5])
        let plank = bundle.sessions[0].steps[1]
        XCTAssertEqual(plank.plan.kind, .hold)
        XCTAssertEqual(plank.sets.map(\.reps), [nil])
        XCTAssertEqual(plank.sets.map(\.durationSeconds), [45])
        let ride = bundle.sessions[1].steps[0]
        XCTAssertEqual(ride.sets.map(\.durationSeconds), [1413])
        XCTAssertEqual(ride.sets.map(\.distanceMeters), [1874.8])
        XCTAssertEqual(ride.note, "felt easy, resistance 10")
        XCTAssertTrue(bundle.notes.contains("  nothing in Incline (empty, 0 or no on every row)."), "\(bundle.notes)")
        XCTAssertTrue(bundle.notes.contains { $0.hasPrefix("  not kept: multiplier (Fitbod's volume factor") }, "\(bundle.notes)")
        XCTAssertTrue(bundle.notes.contains("  times: the file writes them in UTC; 2 workouts shown at this machine's offset."))
    }

    func testFitbodsTimesWithAnOffsetWithoutAColonAndA12HourClock() throws {
        let evening = try XCTUnwrap(try parseLocalDateTime("2025-01-01 18:30:00 +0000"))
        XCTAssertEqual(try parseLocalDateTime("2025-01-01 06:30:00 PM +0000")?.0, evening.0)
        XCTAssertEqual(evening.1, 0)
        XCTAssertEqual(try parseLocalDateTime("2025-01-01 12:05:00 AM -0530")?.0, evening.0 - 18 * 3600 - 25 * 60)
        XCTAssertEqual(try parseLocalDateTime("2025-01-01 12:05:00 AM -0530")?.1, -(5 * 3600 + 30 * 60))
        XCTAssertNil(try parseLocalDateTime("2025-01-01 13:05:00 PM +0000"))
    }

    static let fitbodOlder = """
        Date,Exercise,Sets,Reps,Weight,isWarmup,Note
        2018-07-18,Assisted Chin Up,1,5,-18.14371638,,
        2018-07-18,Bench Press,2,10,40.82336185,TRUE,
        2018-07-19,Bench Press,1,8,45.35923700,,

        """

    func testFitbodsOlderFormIsADayAWorkoutWithSetsARow() throws {
        let bundle = try read(Self.fitbodOlder)
        XCTAssertEqual(bundle.sessions.map(\.startedAt), ["2018-07-18T12:00:00+01:00", "2018-07-19T12:00:00+01:00"])
        let chinUp = bundle.sessions[0].steps[0]
        XCTAssertEqual(chinUp.plan.loadType, .assisted)
        XCTAssertEqual(chinUp.sets.map(\.weight), [18.14371638]) // the help, written below 0
        let bench = bundle.sessions[0].steps[1]
        XCTAssertEqual(bench.sets.map(\.isWarmup), [true, true])
        XCTAssertEqual(bench.sets.map(\.reps), [10, 10])
        XCTAssertEqual(bench.plan.setsText, "2 warm-up + 0 working")
    }

    func testAMalformedFitbodRowIsOneSentenceWithItsLine() {
        assertRefusals(Self.fitbodOlder, [
            ("TRUE", "maybe", "Line 3: iswarmup 'maybe' must be true or false (1 or 0)."),
            ("40.82336185", "-40", "Line 3: weight '-40' is below 0, which gymtrack reads only as the help of an assisted exercise."),
            ("Bench Press,2", "Bench Press,0", "Line 3: sets '0' must be a number of sets from 1 to 100."),
        ])
        assertRefusals(Self.fitbod, [("1412.6", "90000", "Line 6: duration(s) '90000' is longer than a day.")])
    }

    // MARK: Liftosaur

    static let liftosaur = """
        Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,Synergist Muscles,Notes
        2026-06-29T04:56:39.712Z,GZCLP,Day 1,"Squat, Barbell",1,5,,0,,,0,60,kg,,,0,,Quadriceps,"Adductor Magnus,Gluteus Maximus",
        2026-06-29T04:56:39.712Z,GZCLP,Day 1,"Squat, Barbell",0,5,5,0,8,,0,100,kg,100,kg,0,2026-06-29T05:00:00.100Z,Quadriceps,"Adductor Magnus,Gluteus Maximus",low bar
        2026-06-29T04:56:39.712Z,GZCLP,Day 1,"Squat, Barbell",0,5,5,0,8,,0,100,kg,100,kg,0,2026-06-29T05:03:00.000Z,Quadriceps,"Adductor Magnus,Gluteus Maximus",low bar
        2026-06-29T04:56:39.712Z,GZCLP,Day 1,"Squat, Barbell",0,5,8,1,8,9,0,100,kg,100,kg,0,2026-06-29T05:06:39.999Z,Quadriceps,"Adductor Magnus,Gluteus Maximus",low bar
        2026-06-29T04:56:39.712Z,GZCLP,Day 1,Lat Pulldown,0,10,,0,,,0,100,lb,,,0,,Latissimus Dorsi,,
        2026-06-29T04:56:39.712Z,GZCLP,Day 1,Lat Pulldown,0,10,,0,,,0,100,lb,,,0,,Latissimus Dorsi,,

        """

    func testLiftosaurSetsAreWhatWasDoneAndTheirStepsPlansWhatWasAsked() throws {
        let bundle = try read(Self.liftosaur)
        XCTAssertEqual(bundle.source, "Liftosaur")
        let session = try XCTUnwrap(bundle.sessions.first)
        XCTAssertEqual(session.title, "GZCLP: Day 1")
        XCTAssertEqual(session.startedAt, "2026-06-29T05:56:39+01:00")
        XCTAssertEqual(session.durationSeconds, 600) // to the last set's time
        XCTAssertEqual([session.stepsTotal, session.stepsCompleted], [2, 1])
        let squat = session.steps[0]
        XCTAssertEqual(squat.plan.title, "Squat (Barbell)")
        XCTAssertEqual(squat.plan.setsText, "1 warm-up + 3 working") // the warm-up asked, not done
        XCTAssertEqual(squat.plan.repsText, "5+ reps at RPE 8")
        XCTAssertEqual(squat.plan.weight, 100)
        XCTAssertEqual(squat.note, "low bar")
        XCTAssertEqual(squat.sets.map(\.reps), [5, 5, 8])
        XCTAssertEqual(squat.sets.map(\.type), [.normal, .normal, .amrap])
        XCTAssertEqual(squat.sets.map(\.rpe), [nil, nil, 9])
        XCTAssertEqual(squat.sets.map(\.completedAt), ["2026-06-29T06:00:00+01:00", "2026-06-29T06:03:00+01:00", "2026-06-29T06:06:39+01:00"])
        let pulldown = session.steps[1]
        XCTAssertTrue(pulldown.skipped)
        XCTAssertEqual(pulldown.sets, [])
        XCTAssertEqual([pulldown.plan.setsText, pulldown.plan.repsText], ["2", "10 reps"])
        XCTAssertEqual(try XCTUnwrap(pulldown.plan.weight), 45.359237, accuracy: 1e-6)
        for line in ["  kept: 1 AMRAP set (as many reps as possible).",
                     "  targets: what the program asked of 6 sets (reps, AMRAP, RPE, weight) is their steps' plan.",
                     "  3 sets planned and not done: counted in their steps' plans, not logged; an exercise with none done is a skipped step.",
                     "  nothing in Log RPE?, Ask Weight? (empty, 0 or no on every row)."] {
            XCTAssertTrue(bundle.notes.contains(line), "\(line) not in \(bundle.notes)")
        }
        XCTAssertTrue(bundle.notes.contains { $0.hasPrefix("  not kept: Target Muscles, Synergist Muscles (Liftosaur's muscles") }, "\(bundle.notes)")
    }

    func testLiftosaursOlderFormHasOneWeightAndItsEquipmentApart() throws {
        let csv = """
            Workout DateTime,Program,Day Name,Exercise,Equipment,Is Warmup Set?,Required Reps,Completed Reps,RPE,Is AMRAP?,Weight Value,Weight Unit,Completed Reps Time,Target Muscles,Synergist Muscles,Notes
            2021-03-01T10:00:00.000Z,5/3/1,Week 1,Bench Press,Barbell,0,5,7,8,1,135,lb,2021-03-01T10:05:00.000Z,,,

            """
        let step = try XCTUnwrap(try read(csv).sessions.first?.steps.first)
        XCTAssertEqual(step.plan.title, "Bench Press (Barbell)")
        XCTAssertEqual(step.plan.repsText, "5+ reps")
        XCTAssertEqual(step.sets.map(\.reps), [7])
        XCTAssertEqual(step.sets.map(\.rpe), [8])
        XCTAssertEqual(try XCTUnwrap(step.sets.first?.weight), 61.234970, accuracy: 1e-6)
    }

    func testAMalformedLiftosaurRowIsOneSentenceWithItsLine() {
        assertRefusals(Self.liftosaur, [
            (",5,8,1,", ",5,eight,1,", "Line 5: completed reps 'eight' is not a number."),
            ("2026-06-29T05:03:00.000Z", "2028-06-29T05:03:00.000Z",
             "Line 4: completed reps time '2028-06-29T05:03:00.000Z' is more than a year from the workout's start."),
            (",1,8,9,", ",yes please,8,9,", "Line 5: is amrap? 'yes please' must be true or false (1 or 0)."),
        ])
    }

    // MARK: GymBook

    static let gymBookItalian = """
        Data,Programma,Orario,Esercizio,Zona,Gruppi muscolari (Primari),Gruppi muscolari (Secondari),Set / Set di riscaldamento / Set di defaticamento,Ripetizioni / Tempo,Peso / Distanza,Appunti,Saltato
        13/09/23,"Giorno 1",19:30,"Panca Piana",Torace,"Pettorali","Muscoli della spalla",Set di riscaldamento,"10 ripetizioni","20,00 kg",,No
        13/09/23,"Giorno 1",19:33,"Panca Piana",Torace,"Pettorali","Muscoli della spalla",Set,"8 ripetizioni","42,50 kg",lento,No
        13/09/23,"Giorno 1",19:36,"Panca Piana",Torace,"Pettorali","Muscoli della spalla",Set,"8 ripetizioni","42,50 kg",,Si
        13/09/23,"Giorno 1",19:40,"Plank",Addome,"Addominali","",Set,"60 secondi","0,00 kg",,No
        13/09/23,"Giorno 1",19:55,"Tapis Roulant",Cardio,"Polpacci","",Set di defaticamento,"10 minuti","1,25 km",,No
        13/09/23,"Giorno 2",07:05,"Squat",Gambe,"Quadricipite","",Set,"5 ripetizioni","1.002,50 kg",,No

        """

    func testGymBookInItalianReadsItsUnitsFromTheCells() throws {
        let bundle = try read(Self.gymBookItalian)
        XCTAssertEqual(bundle.source, "GymBook")
        // Two workouts on one day: each from its first set's time to its last.
        XCTAssertEqual(bundle.sessions.map(\.title), ["Giorno 2", "Giorno 1"])
        XCTAssertEqual(bundle.sessions.map(\.startedAt), ["2023-09-13T07:05:00+01:00", "2023-09-13T19:30:00+01:00"])
        XCTAssertEqual(bundle.sessions.map(\.durationSeconds), [0, 25 * 60])
        XCTAssertEqual(bundle.sessions[0].steps[0].sets.map(\.weight), [1002.5])
        let steps = bundle.sessions[1].steps
        XCTAssertEqual(steps[0].sets.map(\.weight), [20, 42.5]) // the skipped set is no set
        XCTAssertEqual(steps[0].sets.map(\.isWarmup), [true, false])
        XCTAssertEqual(steps[0].sets.map(\.reps), [10, 8])
        XCTAssertEqual(steps[0].plan.setsText, "1 warm-up + 2 working")
        XCTAssertEqual(steps[0].note, "lento")
        XCTAssertEqual(steps[0].sets.map(\.completedAt), ["2023-09-13T19:30:00+01:00", "2023-09-13T19:33:00+01:00"])
        XCTAssertEqual(steps[1].sets.map(\.durationSeconds), [60])
        XCTAssertEqual(steps[1].sets.map(\.weight), [nil])
        XCTAssertEqual(steps[2].sets.map(\.durationSeconds), [600])
        XCTAssertEqual(steps[2].sets.map(\.distanceMeters), [1250])
        XCTAssertEqual(steps[2].sets.map(\.isWarmup), [true]) // a cool-down: not work
        for line in ["  dates: read as day/month/year.", "  1 set planned and not done: counted in their steps' plans, not logged; "
                     + "an exercise with none done is a skipped step.",
                     "  1 cool-down set kept as warm-ups (gymtrack has no cool-down kind; neither counts as work)."] {
            XCTAssertTrue(bundle.notes.contains(line), "\(line) not in \(bundle.notes)")
        }
        XCTAssertTrue(bundle.notes.contains { $0.hasPrefix("  not kept: Zona, Gruppi muscolari (Primari), Gruppi muscolari (Secondari) (GymBook's") },
                      "\(bundle.notes)")
    }

    func testGymBookInEnglishWithPoundsAndTheMonthFirst() throws {
        let csv = """
            Date,Workout,Time,Exercise,Region,Muscle Groups (Primary),Muscle Groups (Secondary),Set / Warm-up Set / Cool-down Set,Reps / Time,Weight / Distance,Notes,Skipped
            09/13/23,Push,6:30 PM,Bench Press,Chest,Pectorals,,Warm-up Set,12 reps,95.00 lb,,No
            09/13/23,Push,6:34 PM,Bench Press,Chest,Pectorals,,Set,1 rep,"1,135.00 lb",,No
            09/13/23,Push,6:40 PM,Bench Press,Chest,Pectorals,,Set,8 reps,135.00 lb,,Yes

            """
        let session = try XCTUnwrap(try read(csv).sessions.first)
        XCTAssertEqual([session.title, session.startedAt], ["Push", "2023-09-13T18:30:00+01:00"])
        XCTAssertEqual(session.durationSeconds, 4 * 60)
        let sets = session.steps[0].sets
        XCTAssertEqual(sets.map(\.reps), [12, 1])
        XCTAssertEqual(sets.map(\.isWarmup), [true, false])
        XCTAssertEqual(sets.map { ($0.weight ?? 0) / 0.45359237 }.map { ($0 * 100).rounded() / 100 }, [95, 1135])
    }

    func testAMalformedGymBookRowIsOneSentenceWithItsLine() {
        assertRefusals(Self.gymBookItalian, [
            ("\"60 secondi\"", "\"60 banane\"", "Line 5: Ripetizioni / Tempo '60 banane' is not reps or a time, like 10 reps or 60 sec."),
            ("\"1,25 km\"", "\"1,25 leghe\"", "Line 6: Peso / Distanza 'leghe' must be km, mi, m, ft or yd."),
            (",Set di defaticamento,", ",Stretching,",
             "Line 6: Set / Set di riscaldamento / Set di defa… 'stretching' must be 'Set', 'Set di riscaldamento' or 'Set di defaticamento'."),
            (",Si\n", ",Forse\n", "Line 4: Saltato 'forse' must be yes or no."),
            ("13/09/23,\"Giorno 2\"", "31/02/23,\"Giorno 2\"",
             "Line 7: Data and Orario '31/02/2023 07:05' are not a date and time like 13/09/23 19:30."),
        ])
    }
}
