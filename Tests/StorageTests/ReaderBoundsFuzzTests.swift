import BundledPlans
import DemoData
@testable import Domain
@testable import Formats
import Foundation
import XCTest
@testable import Storage

/// What a file refuses is said in one sentence: one line, and no character a terminal would act
/// on (the file's own text quoted in it is escaped).
func assertOneSentence(_ message: String, _ input: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertFalse(message.isEmpty, "an empty refusal for \(input())", file: file, line: line)
    XCTAssertFalse(message.contains("\n"), "more than one line: \(message)\nfor \(input())", file: file, line: line)
    XCTAssertFalse(message.unicodeScalars.contains { controlEscape($0) != nil },
                   "a raw control character in \(escapedText(message, limit: .max))\nfor \(input())", file: file, line: line)
    XCTAssertTrue(message.hasSuffix("."), "not a sentence: \(message)\nfor \(input())", file: file, line: line)
}

/// Every reader of files and peers, fed numbers, dates and lengths at and past every bound:
/// nothing traps, a refusal is one sentence, and what is accepted keeps the export's bounds, so
/// its export reads back. FUZZ_ITERATIONS sets how many CSVs (1,000 by default), and a tenth as
/// many exports; docs/benchmarks.md records a longer run.
final class ReaderBoundsFuzzTests: XCTestCase {
    /// Dates and times at and past 1970 and 9999, huge years, offsets past 18 hours.
    static let dates = [
        "8 Apr 999999999999, 16:50", "8 Apr 99999, 16:50", "8 Apr 10000, 16:50", "31 Dec 9999, 23:59", "1 Jan 1970, 00:00",
        "1 Jan 1970, 18:00", "31 Dec 1969, 23:59", "8 Apr -5, 16:50", "8 Apr 9223372036854775807, 16:50", "8 Apr 9223372036854775808, 16:50",
        "1969-12-31 23:59:59", "1970-01-01 00:00:00", "1970-01-01 18:00:00", "9999-12-31 05:59:59", "9999-12-31 23:59:59",
        "0000-01-01 00:00:00", "2026-01-01T10:00:00+99:99", "2026-01-01T10:00:00-18:00", "2026-01-01T10:00:00+18:01",
        "31/12/99999999999 10:00", "12/31/9999 23:59", "01/01/1970 00:00", "31.12.9999 23:59", "1.1.1969 12:00", "2026-04-08",
        "9999-12-31", "1970-01-01", "1969-12-31",
    ]
    /// Numbers and lengths at and past every bound, and what is no number.
    static let numbers = [
        "0", "-0", "-1", "1e308", "-1e308", "1e400", "nan", "NaN", "inf", "-inf", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "99999999999999999999", "0.0000001", "10000", "10000.01", "1000000", "1000001", "621.371", "621.372",
        "86400", "86401", "31622400", "31622401", "10", "10.5", "11", "999999999", "1000000000", "0x50", "1_000", "",
        "9999999h", "99999:59:59", "1:99999:00", "2562047788015215h", "999999m 999999h", "1h1h1h1h1h1h1h1h1h1h",
    ]
    /// Text a terminal would act on: OSC 0, OSC 52 (the clipboard), C1 CSI, a bidi override.
    static let texts = ["\u{1b}]0;owned\u{7}", "\u{1b}]52;c;aGk=\u{7}", "\u{9b}31mred", "\u{202e}kcab", "a\nb", "tab\there", "\u{7f}"]

    /// A value in place of `field`: mostly one of its own kind (a date for a date), so that each
    /// input reaches past a bound rather than stopping at a misread cell.
    static func replacement(for field: String, _ random: inout SeededRandom) -> String {
        let looksLikeDate = field.count >= 8 && field.contains(where: { $0 == "-" || $0 == "/" || $0 == "." || $0 == ":" })
            && field.contains(where: \.isNumber) && Double(field) == nil
        var pool = looksLikeDate ? dates : Double(field) != nil ? numbers : texts
        if Int.random(in: 0..<4, using: &random) == 0 { pool = [dates, numbers, texts][Int.random(in: 0..<3, using: &random)] }
        return pool[Int.random(in: 0..<pool.count, using: &random)]
    }

    static var iterations: Int { Int(ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"] ?? "") ?? 1000 }

    /// Hevy's and FitNotes' body files, beside the workout fixtures.
    static let bodyFiles = [
        "date,weight_kg,fat_percent,waist_cm\n2026-01-05,82.4,18.5,84\n2026-01-12,82.0,,83.5\n",
        "Date,Time,Measurement,Value,Unit,Comment\n2026-01-05,07:30:00,Bodyweight,82.4,kg,\n2026-01-06,07:31:00,Waist,84,cm,after\n",
    ]

    /// Fitbod's two forms, Liftosaur's and GymBook's, beside the fixtures of the other apps.
    static let otherAppFiles = [
        "Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier\n"
            + "2022-01-05 22:06:49 +0000,Dumbbell Row, 10,9.07,0.0,0.0,0.0,0.0,true,, 2.0\n2022-01-05 22:06:49 +0000,Rowing, 0,0.0,600.5,1500.0,0.0,4.0,false,, 0.0\n",
        "Date,Exercise,Sets,Reps,Weight,isWarmup,Note\n2018-07-18,Assisted Chin Up,1,5,-18.1,,\n2018-07-18,Squat,2,5,60.5,TRUE,\n",
        "Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,Required RPE,Completed RPE,"
            + "Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,Completed Weight Unit,Ask Weight?,"
            + "Completed Reps Time,Target Muscles,Synergist Muscles,Notes\n"
            + "2026-06-29T04:56:39.712Z,P,D,Squat,0,5,6,1,8,9,0,100,kg,100,kg,0,2026-06-29T05:00:00.000Z,,,\n"
            + "2026-06-29T04:56:39.712Z,P,D,Squat,0,5,,0,8,,0,100,kg,,,0,,,,\n",
        "Data,Programma,Orario,Esercizio,Zona,Gruppi muscolari (Primari),Gruppi muscolari (Secondari),"
            + "Set / Set di riscaldamento / Set di defaticamento,Ripetizioni / Tempo,Peso / Distanza,Appunti,Saltato\n"
            + "13/09/23,A,19:30,Panca,Torace,,,Set,\"8 ripetizioni\",\"42,50 kg\",,No\n"
            + "13/09/23,A,19:40,Corsa,Cardio,,,Set di defaticamento,\"10 minuti\",\"1,25 km\",,Si\n",
    ]

    func testOtherAppsCSVsAtAndPastEveryBound() throws {
        let seeds = try fixtureNames.map { String(decoding: try fixture($0), as: UTF8.self) } + Self.bodyFiles + Self.otherAppFiles
        let catalog = BundledCatalog.catalog
        var random = SeededRandom(seed: 1970)
        var accepted = 0, refused = 0
        for i in 0..<Self.iterations {
            let text = seeds[i % seeds.count]
            let delimiter: Character = text.prefix { $0 != "\n" }.contains(";") ? ";" : ","
            var rows = simpleCSV(text, delimiter: delimiter)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let r = Int.random(in: 1..<rows.count, using: &random)
                let f = Int.random(in: 0..<rows[r].count, using: &random)
                rows[r][f] = Self.replacement(for: rows[r][f], &random)
            }
            let csv = rows.map { $0.map { CSV.field($0, delimiter: delimiter) }.joined(separator: String(delimiter)) }.joined(separator: "\n") + "\n"
            do {
                let bundle = try ForeignWorkouts.decode(Array(csv.utf8), catalog: catalog, defaultUnit: .kg, utcOffsetSeconds: 3600,
                                                        options: ForeignReadOptions(strict: true))
                accepted += 1
                assertWithinBounds(bundle, csv)
            } catch let error as ImportError {
                refused += 1
                assertOneSentence(error.message, csv)
            }
            // Not strict, a row past a bound is left out: what is read keeps the bounds, and each
            // line listed is one sentence.
            do {
                let read = try ForeignWorkouts.read(Array(csv.utf8))
                for skipped in read.report.skippedLines { assertOneSentence(skipped.sentence, csv) }
                assertWithinBounds(ForeignWorkouts.bundle(read, catalog: catalog, defaultUnit: .kg, utcOffsetSeconds: 3600), csv)
            } catch let error as ImportError {
                assertOneSentence(error.message, csv)
            }
        }
        print("CSV bounds fuzz: \(Self.iterations) inputs, \(accepted) read, \(refused) refused")
        XCTAssertGreaterThan(accepted, Self.iterations / 20)
        XCTAssertGreaterThan(refused, Self.iterations / 4)
    }

    /// An export's numbers, dates, times and settings replaced one at a time by values at and
    /// past their bounds: refused in one sentence, or read within the bounds and imported, and
    /// then that database's export reads back.
    func testExportsAtAndPastEveryBound() throws {
        let now = Moment(epochSeconds: 1_795_000_000, utcOffsetSeconds: 3600)
        let everyKind = try storeWithEveryKindOfSet(now: now)
        try everyKind.setChallenge(day: now.day, sets: 2, target: 3, now: now)
        for key in SettingKey.allCases { try everyKind.setSetting(key, Settings().stored(key)) }
        try everyKind.addBodyMeasurement(BodyMeasurement(kind: .bodyWeight, value: 82.4, date: now.day, measured: now, note: ""), now: now)
        // Split steps with rules, so a rule's numbers are mutated too.
        var split = try XCTUnwrap(try everyKind.loadSplits().first)
        let counted = split.steps.indices.filter { split.steps[$0].kind == .sets }
        split.steps[counted[0]].rule = .double(low: 8, high: 12, increment: 2.5)
        split.steps[counted[1]].rule = .trainingMax(percent: 0.85, trainingMax: 100)
        _ = try everyKind.saveSplit(split, position: 0, now: now)
        let seed = try everyKind.exportText(at: now)
        // Each value of the document: numbers, and strings that are dates, times or settings.
        let value = try NSRegularExpression(pattern: #"(?<=": )(-?[0-9][0-9.eE+-]*|"[0-9]{4}-[0-9]{2}-[0-9]{2}[^"]*"|"[^"]*")"#)
        let places = value.matches(in: seed, range: NSRange(seed.startIndex..., in: seed)).map(\.range)
        XCTAssertGreaterThan(places.count, 100)
        // By kind: a number for a number, a date or time for one, any text for other text.
        let numbers = Self.numbers.filter { Double($0) != nil && !$0.contains("_") && !$0.lowercased().contains("n") }
        let dates = Self.dates.map { "\"\($0)\"" }
            + ["\"1969-12-31\"", "\"1969-12-30\"", "\"9999-12-31\"", "\"1969-12-31T23:59:59-18:00\"", "\"9999-12-31T23:59:59+18:00\"",
               "\"1970-01-01T00:00:00+00:00\"", "\"10000-01-01\"", "\"0000-01-01\""]
        let texts = Self.numbers.map { "\"\($0)\"" } + Self.texts.map { "\"\(escapedJSON($0))\"" }
        var random = SeededRandom(seed: 9999)
        var accepted = 0, refused = 0
        let iterations = max(1, Self.iterations / 10) // each one accepted is imported and exported
        for i in 0..<iterations {
            var text = seed
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let place = places[Int.random(in: 0..<places.count, using: &random)]
                let ns = NSMutableString(string: text)
                guard place.location + place.length <= ns.length else { continue }
                let current = ns.substring(with: place)
                var pool = current.hasPrefix("\"") ? (current.range(of: #"^"[0-9]{4}-"#, options: .regularExpression) != nil ? dates : texts) : numbers
                if Int.random(in: 0..<4, using: &random) == 0 { pool = [numbers, dates, texts][Int.random(in: 0..<3, using: &random)] }
                ns.replaceCharacters(in: place, with: pool[Int.random(in: 0..<pool.count, using: &random)])
                text = ns as String
            }
            let bundle: ImportBundle
            do {
                bundle = try ExportFormat.decode(Array(text.utf8))
            } catch let error as ImportError {
                refused += 1
                assertOneSentence(error.message, text)
                continue
            }
            assertWithinBounds(bundle, "input \(i)")
            let store = try Store.withCatalog(now: now)
            do {
                _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
            } catch let error as StoreError {
                refused += 1
                assertOneSentence(error.message, text)
                continue
            }
            accepted += 1
            do {
                _ = try ExportFormat.decode(Array(try store.exportText(at: now).utf8))
            } catch {
                XCTFail("input \(i) imported, but its export did not read back: \(error)")
            }
        }
        print("export bounds fuzz: \(iterations) inputs, \(accepted) imported, \(refused) refused")
        XCTAssertGreaterThan(accepted, iterations / 20)
        XCTAssertGreaterThan(refused, iterations / 4)
    }

    /// A huge year is refused with the years the bounds allow, in the CSVs and the body files.
    func testAHugeYearIsRefusedWithTheBoundNotATrap() throws {
        let hevy = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
            + "\"Push\",\"8 Apr 999999999999, 16:50\",\"8 Apr 2026, 17:50\",\"\",\"Bench Press\",\"\",\"\",0,\"normal\",60,5,,,\n"
        XCTAssertEqual(try refusal(hevy), "Line 2: start_time '8 Apr 999999999999, 16:50' is not between 1970 and 9999.")
        let body = "Date,Time,Measurement,Value,Unit,Comment\n1969-12-31,07:30:00,Bodyweight,82.4,kg,\n"
        XCTAssertEqual(try refusal(body), "Line 2: the date '1969-12-31 07:30:00' is not between 1970 and 9999.")
        let offset = "date,weight_kg\n2026-01-05T07:00:00+25:00,82.4\n"
        XCTAssertEqual(try refusal(offset), "Line 2: the date '2026-01-05T07:00:00+25:00' is more than 18 hours from UTC.")
    }

    /// Numbers an export holds that had no bound, and dates, are refused with the bound.
    func testAnExportsDatesSettingsAndCountsHaveBounds() throws {
        let now = Moment(epochSeconds: 1_795_000_000, utcOffsetSeconds: 3600)
        let store = try Store.withCatalog(now: now)
        try store.setChallenge(day: now.day, sets: 2, target: 3, now: now)
        try store.setSetting(.challengeTarget, "3")
        try store.setSetting(.restSeconds, "90")
        let text = try store.exportText(at: now)
        func refused(_ from: String, _ to: String) -> String? {
            XCTAssertTrue(text.contains(from), from)
            do {
                _ = try ExportFormat.decode(Array(text.replacingOccurrences(of: from, with: to).utf8))
                return nil
            } catch {
                return (error as? ImportError)?.message ?? "\(error)"
            }
        }
        XCTAssertEqual(refused("\"target\": 3", "\"target\": 1000000000000"), "Field challengeDays[0].target must be a whole number from 1 to 100.")
        XCTAssertEqual(refused("\"date\": \"\(now.day.iso)\"", "\"date\": \"0001-01-01\""),
                       "Field challengeDays[0].date must be a date from 1969-12-31 to 9999-12-31.")
        XCTAssertEqual(refused("\"position\": 0", "\"position\": 9000000000"), "Field splits[0].position must be a whole number from -1000000 to 1000000.")
        XCTAssertEqual(refused("\"challenge_target\": \"3\"", "\"challenge_target\": \"99999999999\""),
                       "Field settings.challenge_target must be a whole number from 1 to 100.")
        XCTAssertEqual(refused("\"rest_seconds\": \"90\"", "\"rest_seconds\": \"9223372036854775807\""),
                       "Field settings.rest_seconds must be a whole number from 0 to 86400.")
    }

    private func refusal(_ csv: String) throws -> String? {
        do {
            _ = try ForeignWorkouts.decode(Array(csv.utf8), catalog: BundledCatalog.catalog, defaultUnit: .kg, utcOffsetSeconds: 0)
            return nil
        } catch let error as ImportError {
            return error.message
        }
    }

    /// Everything `bundle` holds is within `ExportFormat.Bounds`.
    private func assertWithinBounds(_ bundle: ImportBundle, _ input: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) {
        let b = ExportFormat.Bounds.self
        func check(_ ok: Bool, _ what: String) { XCTAssertTrue(ok, "\(what) past its bound, read from \(input())", file: file, line: line) }
        for session in bundle.sessions {
            check(b.epoch.contains(session.startedEpoch), "startedEpoch \(session.startedEpoch)")
            check(b.utcOffsetSeconds.contains(session.utcOffsetSeconds), "utcOffsetSeconds")
            check(b.sessionSeconds.contains(session.durationSeconds), "durationSeconds \(session.durationSeconds)")
            check(b.days.contains(session.date), "date \(session.date)")
            for step in session.steps {
                for set in step.sets {
                    check(b.epoch.contains(set.completedEpoch), "completedEpoch \(set.completedEpoch)")
                    check(set.weight.map(b.weight.contains) ?? true, "weight \(set.weight ?? 0)")
                    check(set.reps.map(b.reps.contains) ?? true, "reps \(set.reps ?? 0)")
                    check(set.durationSeconds.map(b.stepSeconds.contains) ?? true, "durationSeconds \(set.durationSeconds ?? 0)")
                    check(set.distanceMeters.map(b.distanceMeters.contains) ?? true, "distanceMeters \(set.distanceMeters ?? 0)")
                    check(set.rpe.map(b.rpe.contains) ?? true, "rpe \(set.rpe ?? 0)")
                }
            }
        }
        for body in bundle.body {
            check(b.epoch.contains(body.measurement.measured.epochSeconds), "measured \(body.measurement.measured.epochSeconds)")
            check(b.utcOffsetSeconds.contains(body.measurement.measured.utcOffsetSeconds), "a body offset")
            check(b.days.contains(body.measurement.date), "body date \(body.measurement.date)")
        }
        for day in bundle.challengeDays { check(b.challengeTarget.contains(day.target) && b.days.contains(day.date), "challenge day \(day.date)") }
    }
}

/// `text` as it goes between a JSON string's quotes.
private func escapedJSON(_ text: String) -> String {
    var out = ""
    appendJSONString(text, to: &out)
    return String(out.dropFirst().dropLast())
}
