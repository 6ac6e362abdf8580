import BundledPlans
import Domain
import XCTest
@testable import Storage

/// Splits and the catalog in the database, and the upgrade of a foundation (schema 1) database.
final class SplitStoreTests: TemporaryDirectoryTestCase {
    private let now = moment(sunday, 9, 0)

    private func installed(_ path: String) throws -> Store {
        let store = try Store(path: path)
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
        return store
    }

    func testDefaultSplitsAreTheSeedPlansInTheRotationOnce() throws {
        let store = try installed(path("a.sqlite"))
        let splits = try store.loadSplits()
        XCTAssertEqual(splits.map(\.sessionType), ["A", "B", "C"])
        XCTAssertTrue(splits.allSatisfy(\.inRotation))
        XCTAssertEqual(splits.map { $0.steps }, DefaultSplits.all.map { $0.steps }, "content unchanged")
        XCTAssertTrue(splits.allSatisfy { $0.uid.count == 26 })
        // Deleted defaults stay deleted across restarts.
        try store.deleteSplit(uid: splits[1].uid, now: now)
        try store.installDefaultSplits({ XCTFail("decoded again"); return DefaultSplits.all }, now: now)
        XCTAssertEqual(try store.loadSplits().map(\.sessionType), ["A", "C"])
        XCTAssertEqual(try store.count("splits"), 3, "a tombstone stays")
        XCTAssertEqual(try store.splitNames()["B"], "Cardio + Core", "history still knows its name")
    }

    func testTwoTerminalsEditingDifferentSplitsKeepBothEdits() throws {
        let file = path("a.sqlite")
        let laptop = try installed(file), phone = try Store(path: file)
        var laptopSplits = try laptop.loadSplits(), phoneSplits = try phone.loadSplits()
        let readByPhone = phoneSplits
        laptopSplits[0].name = "Upper, heavy"
        try laptop.saveSplits(laptopSplits, now: now)
        // The phone has not read the laptop's change and edits another split.
        phoneSplits[2].steps.removeLast()
        let savedByPhone = try phone.saveSplits(phoneSplits, since: readByPhone, now: now)
        let stored = try Store(path: file).loadSplits()
        XCTAssertEqual(stored[0].name, "Upper, heavy", "the phone did not write its old copy of split A back")
        XCTAssertEqual(stored[2].steps.count, DefaultSplits.all[2].steps.count - 1, "the phone's own edit is kept")
        // A failed save leaves nothing taken as written: the next save writes it again.
        phoneSplits[1].name = "Cardio"
        try phone.db.execute("CREATE TRIGGER refuse BEFORE UPDATE ON splits BEGIN SELECT RAISE(ABORT, 'refused'); END")
        XCTAssertThrowsError(try phone.saveSplits(phoneSplits, since: savedByPhone, now: now))
        try phone.db.execute("DROP TRIGGER refuse")
        try phone.saveSplits(phoneSplits, since: savedByPhone, now: now)
        XCTAssertEqual(try Store(path: file).loadSplits()[1].name, "Cardio")
    }

    func testAMovedSplitKeepsTheListAsOnScreenWhereverTheOthersAreStored() throws {
        let store = try installed(path("a.sqlite"))
        // An import places its splits far down the list.
        for (n, type) in ["X", "Y", "Z"].enumerated() {
            var split = DefaultSplits.all[0]
            split.uid = ""
            split.sessionType = type
            split.name = type
            split.glyph = type
            try store.saveSplit(split, position: 0, now: now)
            try store.db.execute("UPDATE splits SET position = ? WHERE session_type = ?", [1000 + n, type])
        }
        var shown = try store.loadSplits()
        XCTAssertEqual(shown.map(\.sessionType), ["A", "B", "C", "X", "Y", "Z"])
        // Y moved down a place, as J does: the two swapped splits are saved at their places.
        shown.swapAt(4, 5)
        try store.saveSplit(shown[4], position: 4, now: now)
        try store.saveSplit(shown[5], position: 5, now: now)
        XCTAssertEqual(try store.loadSplits().map(\.sessionType), ["A", "B", "C", "X", "Z", "Y"], "the list read back is the list on screen")
        var made = DefaultSplits.all[1]
        made.uid = ""
        made.sessionType = "N"
        made.name = "New"
        made.glyph = "N"
        try store.saveSplit(made, position: 6, now: now)
        XCTAssertEqual(try store.loadSplits().map(\.sessionType), ["A", "B", "C", "X", "Z", "Y", "N"], "a new split goes last, as on screen")
    }

    func testCatalogInstallsOnceAndKeepsUserEdits() throws {
        let store = try installed(path("a.sqlite"))
        let count = try store.count("exercises")
        XCTAssertEqual(count, BundledCatalog.catalog.exercises.count)
        try store.db.execute("UPDATE exercises SET name = 'My Rows' WHERE id = 'dumbbell-row'")
        try store.db.execute("DELETE FROM settings WHERE key = 'catalog_version'") // as after an upgrade of the binary
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        XCTAssertEqual(try store.count("exercises"), count, "nothing duplicated")
        let catalog = try store.loadCatalog()
        XCTAssertEqual(catalog.exercise("dumbbell-row")?.name, "My Rows", "an edit is not clobbered")
        XCTAssertEqual(catalog.groups.flatMap(\.regions).count, 22)
        XCTAssertEqual(catalog.exercise("dumbbell-row")?.primary, BundledCatalog.catalog.exercise("dumbbell-row")?.primary)
        // Unchanged version: the bundled catalog is not even decoded.
        try store.installCatalog(version: BundledCatalog.version, { XCTFail("decoded again"); return .empty }, now: now)
    }

    /// A database installed before an exercise was bundled (the Recommended Routine's rungs)
    /// gains it, with its load and muscles, when the new catalog is installed.
    func testACatalogUpgradeAddsTheExercisesTheDatabaseLacks() throws {
        let store = try installed(path("a.sqlite"))
        try store.db.execute("DELETE FROM exercise_regions WHERE exercise_id = 'scapular-pull'")
        try store.db.execute("DELETE FROM exercises WHERE id = 'scapular-pull'")
        try store.db.execute("UPDATE settings SET value = 'an older catalog' WHERE key = 'catalog_version'")
        XCTAssertNil(try store.loadCatalog().exercise("scapular-pull"))
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        let added = try XCTUnwrap(try store.loadCatalog().exercise("scapular-pull"))
        XCTAssertEqual(added.name, "Scapular Pull")
        XCTAssertEqual(added.load, .bodyweight)
        XCTAssertEqual(added.primary, ["back-upper"])
        XCTAssertEqual(try store.count("exercises"), BundledCatalog.catalog.exercises.count)
    }

    func testEveryRegionGoesByOneNameAndAnOlderDatabaseTakesItUp() throws {
        for group in BundledCatalog.catalog.groups {
            for region in group.regions {
                XCTAssertTrue(region.label == region.name || region.label.contains(region.name + " ") || region.label.hasSuffix(" " + region.name),
                              "\(region.id): '\(region.name)' in its group reads as '\(region.label)' on its own")
            }
        }
        let store = try installed(path("a.sqlite"))
        // A database installed by an earlier gymtrack, with the old shoulder names; one renamed by its owner.
        try store.db.execute("UPDATE muscle_regions SET name = 'Anterior' WHERE id = 'shoulders-anterior'")
        try store.db.execute("UPDATE muscle_regions SET name = 'Lateral' WHERE id = 'shoulders-lateral'")
        try store.db.execute("UPDATE muscle_regions SET name = 'My rear delts' WHERE id = 'shoulders-posterior'")
        try store.db.execute("DELETE FROM settings WHERE key = 'catalog_version'")
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        let shoulders = try XCTUnwrap(try store.loadCatalog().group("shoulders"))
        XCTAssertEqual(shoulders.regions.map(\.name), ["Front Delts", "Side Delts", "My rear delts"], "an old bundled name is replaced; one's own is kept")
    }

    func testSplitsRoundTripWithEveryField() throws {
        let store = try installed(path("a.sqlite"))
        var splits = try store.loadSplits()
        var push = StarterSplit.push.make(catalog: BundledCatalog.catalog, uid: "", sessionType: "PUSH")
        push.steps[0].weight = 42.5
        push.steps[0].loadType = .weight
        push.steps[0].restSeconds = 150
        push.steps[0].weightUpdated = sunday
        push.steps[0].reviewWeeks = 4
        push.steps[1].cycles = true
        push.colour = .magenta
        push.glyph = "P"
        push.inRotation = true
        splits.insert(push, at: 1)
        try store.saveSplits(splits, now: now)
        let loaded = try store.loadSplits()
        XCTAssertEqual(loaded.map(\.sessionType), ["A", "PUSH", "B", "C"])
        var expected = push
        expected.uid = loaded[1].uid
        XCTAssertEqual(loaded[1], expected)
        // Reorder and save again: same rows, new order.
        try store.saveSplits([loaded[3], loaded[0], loaded[1], loaded[2]], now: now)
        XCTAssertEqual(try store.loadSplits().map(\.sessionType), ["C", "A", "PUSH", "B"])
        XCTAssertEqual(try store.count("splits"), 4)
    }

    func testTheRotationIsTheSplitsInTheRotationInTheirOrder() throws {
        let store = try installed(path("a.sqlite"))
        var splits = try store.loadSplits()
        var push = StarterSplit.push.make(catalog: BundledCatalog.catalog, uid: "", sessionType: "PUSH")
        push.glyph = "P"
        push.inRotation = true
        splits[1].inRotation = false
        splits.insert(push, at: 0)
        try store.saveSplits(splits, now: now)
        try store.deleteSplit(uid: try store.loadSplits()[3].uid, now: now) // C
        func summary(_ split: Split) -> [String] { [split.sessionType, split.name, split.glyph] }
        let expected = try store.loadSplits().filter(\.inRotation).map(summary)
        XCTAssertEqual(expected.map { $0[0] }, ["PUSH", "A"])
        XCTAssertEqual(try store.loadRotation().map { [$0.sessionType, $0.name, $0.glyph] }, expected)
    }

    func testTheDailyChallengeOptOutIsKept() throws {
        let store = try installed(path("a.sqlite"))
        var splits = try store.loadSplits()
        XCTAssertTrue(splits.allSatisfy(\.dailyChallenge), "every split has it unless it opts out")
        splits[1].dailyChallenge = false
        try store.saveSplits(splits, now: now)
        XCTAssertEqual(try store.loadSplits().map(\.dailyChallenge), [true, false, true])
        XCTAssertEqual(try Store(path: path("a.sqlite")).loadSplits().map(\.dailyChallenge), [true, false, true])
    }

    func testCustomExercisesJoinTheCatalog() throws {
        let store = try installed(path("a.sqlite"))
        try store.addCustomExercise(CatalogExercise(id: "custom-sled", name: "Sled Drag", category: .custom, equipment: .other, primary: []), now: now)
        XCTAssertEqual(try store.loadCatalog().exercise("custom-sled")?.name, "Sled Drag")
    }

    func testAWorkoutKeepsSetValuesSkipsNotesAndRestAcrossARestart() throws {
        let file = path("a.sqlite")
        var store: Store? = try installed(file)
        let split = try store!.loadSplits()[0]
        var w = ActiveWorkout(split: split, startedAt: now)
        w.id = try store!.beginWorkout(w, now: now)
        _ = w.completeNext(step: 2, at: moment(sunday, 9, 5), challengeRoom: false)
        _ = w.completeNext(step: 2, at: moment(sunday, 9, 6), challengeRoom: false, values: SetValues(reps: 12, weight: 14, rpe: 7.5), defaultRest: 90)
        _ = w.toggleSkip(step: 4, at: moment(sunday, 9, 6))
        w.steps[3].note = "left shoulder ok"
        _ = w.moveStep(5, by: 1)
        w.insertStep(PlanStep.from(BundledCatalog.catalog.exercise("cable-triceps-pushdown") ?? BundledCatalog.catalog.exercises[0]), after: 2)
        try store!.saveWorkout(w, now: moment(sunday, 9, 6))
        store = nil
        let loaded = try installed(file).loadActiveWorkout()
        XCTAssertEqual(loaded, w)
        XCTAssertEqual(loaded?.steps[2].sets[1], SetLog(isWarmup: false, reps: 12, weight: 14, rpe: 7.5, completedAt: moment(sunday, 9, 6).epochSeconds))
        XCTAssertEqual(loaded?.rest?.countdown.totalSeconds, 90)
        XCTAssertEqual(loaded?.groups, split.groups)
    }

    /// A database written by the foundation (schema 1) upgrades without losing a session,
    /// a challenge day, or the workout in progress with its sets.
    func testAFoundationDatabaseUpgradesWithoutLoss() throws {
        let file = path("v1.sqlite")
        do {
            let db = try Connection(path: file)
            try db.executeScript(migrations[0].sql)
            try db.execute("PRAGMA user_version = 1")
            try db.execute("""
                INSERT INTO sessions (session_type, date, started_at, duration_seconds, is_partial, uid, status, title, started_epoch,
                    utc_offset_seconds, steps_total, steps_completed, updated_at)
                VALUES ('A', '2026-11-21', '2026-11-21T08:00:00+01:00', 2700, 0, 'S1', 'finished', 'Day A — Upper Strength', 1795244400, 3600, 9, 9, 'x'),
                       ('B', '2026-11-22', '2026-11-22T08:00:00+01:00', 0, 0, 'S2', 'active', 'Day B — Cardio + Core', 1795330800, 3600, 7, 1, 'x')
                """)
            try db.execute("""
                INSERT INTO session_steps (session_id, position, title, kind, sets_text, warmup_sets, working_sets, reps_text, duration_seconds, notes)
                VALUES (2, 0, 'Plank', 'hold', '2', 0, 2, '30–45 sec hold', 45, 'Hips level')
                """)
            try db.execute("""
                INSERT INTO set_logs (uid, session_id, step_position, set_index, is_warmup, reps, weight, duration_seconds, completed_at, completed_epoch)
                VALUES ('L1', 2, 0, 0, 0, NULL, NULL, 45, 'x', 1795331000)
                """)
            try db.execute("INSERT INTO daily_challenge (date, sets_completed, target, uid, updated_at) VALUES ('2026-11-21', 3, 3, 'C1', 'x')")
        }
        let store = try installed(file)
        XCTAssertEqual(store.schemaVersion, latestSchemaVersion)
        let history = try store.loadHistory()
        XCTAssertEqual(history.sessions.map(\.sessionType), ["A"])
        XCTAssertEqual(history.sessions.first?.durationSeconds, 2700)
        XCTAssertEqual(history.challengeSets(on: Day(year: 2026, month: 11, day: 21)), 3)
        let workout = try XCTUnwrap(store.loadActiveWorkout())
        XCTAssertEqual(workout.sessionType, "B")
        XCTAssertEqual(workout.steps.first?.sets.first?.durationSeconds, 45)
        XCTAssertEqual(workout.steps.first?.plan.loadType, LoadType.none, "columns added with their defaults")
        XCTAssertEqual(try store.loadSplits().map(\.sessionType), ["A", "B", "C"])
        XCTAssertEqual(nextInRotation(order: try store.loadSplits().map(\.sessionType), history: history, today: sunday), "B",
                       "the rotation continues where it was")
    }
}
