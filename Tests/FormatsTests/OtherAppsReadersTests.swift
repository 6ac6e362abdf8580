import XCTest
import Domain
@testable import Formats

/// Fitbod's exports, each form in a few rows written here: what each
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
}
