import BundledPlans
import XCTest

/// The `/` filter of Plans through the real binary in tmux: the splits with an exercise,
/// then every split again, then `n`/`N` through the matches.
final class PlansFilterTests: XCTestCase {
    func testSlashFiltersTheSplitsByAnExercise() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder)
        // A new database: the app puts in the default splits itself.
        let app = try TmuxSession(width: 40, height: 16, database: folder.path("gymtrack.sqlite"), folder: folder, environment: clock.environment)
        let (a, b, c) = (DefaultSplits.all[0].name, DefaultSplits.all[1].name, DefaultSplits.all[2].name)
        try app.send("4")
        app.waitFor(c)
        try app.send("/")
        app.waitFor("Esc cancel")
        try app.send("leg raises", "Enter")
        let filtered = app.waitFor("Splits · /leg raises")
        XCTAssertTrue(filtered.contains(b), filtered)
        XCTAssertFalse(filtered.contains(a) || filtered.contains(c), "only the split with leg raises: \(filtered)")
        XCTAssertTrue(filtered.contains("q clear filter"), "the hint bar says how to clear it: \(filtered)")
        // Enter opens the split shown and selected.
        try app.send("Enter")
        app.waitFor("Leg raises")
        try app.send("q")
        app.waitFor("Splits · /leg raises")
        try app.send("q")
        let all = app.waitFor(a)
        XCTAssertTrue(all.contains(c), all)
        // n and N step through the splits with rows, over the one without, around the ends.
        try app.send("/")
        app.waitFor("Esc cancel")
        try app.send("rows", "Enter")
        let rows = app.waitFor("Splits · /rows")
        XCTAssertFalse(rows.contains(b), rows)
        let (first, last) = ("▶  \(DefaultSplits.all[0].glyph)  \(a)", "▶  \(DefaultSplits.all[2].glyph)  \(c)")
        app.waitFor(first)
        try app.send("n")
        app.waitFor(last)
        try app.send("n")
        app.waitFor(first)
        try app.send("N")
        app.waitFor(last)
    }
}
