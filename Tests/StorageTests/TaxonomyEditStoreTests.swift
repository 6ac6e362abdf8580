import BundledPlans
import Domain
import Formats
import XCTest
@testable import Storage

/// A region and a group added from the UI, and the muscles of an exercise typed by hand,
/// survive a restart.
final class TaxonomyEditStoreTests: XCTestCase {
    private let now = Moment(epochSeconds: Double(Day(year: 2026, month: 11, day: 22).dayNumber) * 86_400 + 8 * 3600, utcOffsetSeconds: 0)

    func testANewRegionANewGroupAndACustomExercisesMusclesAreKept() throws {
        let store = try Store.withCatalog(now: now)
        var catalog = try store.loadCatalog()
        let adductors = try catalog.newRegion(named: "Adductors", inGroup: "legs").get()
        XCTAssertFalse(adductors.isNewGroup, "the group is found by name, any case")
        try store.addMuscleRegion(adductors)
        catalog = catalog.adding(adductors)
        let grip = try catalog.newRegion(named: "Grip", inGroup: "Forearms").get()
        XCTAssertTrue(grip.isNewGroup)
        try store.addMuscleRegion(grip)
        catalog = catalog.adding(grip)
        XCTAssertEqual(catalog.newRegion(named: "adductors", inGroup: "Legs"), .failure(TaxonomyEditError("Legs has a region named adductors already.")))

        let exercise = CatalogExercise(id: "custom-farmer-walk", name: "Farmer walk", category: .custom, equipment: .other, primary: [])
        try store.addCustomExercise(exercise, now: now)
        try store.setExerciseRegions(exerciseID: exercise.id, primary: [grip.region.id, "legs-quads"], now: now)
        // A catalog exercise keeps its own map.
        try store.setExerciseRegions(exerciseID: "dumbbell-row", primary: [grip.region.id], now: now)

        let read = try store.loadCatalog()
        XCTAssertEqual(read.group("legs")?.regions.last?.name, "Adductors")
        XCTAssertEqual(read.groups.last?.name, "Forearms")
        XCTAssertEqual(read.groups.last?.regions.map(\.name), ["Grip"])
        XCTAssertEqual(Set(read.exercise(exercise.id)?.primary ?? []), [grip.region.id, "legs-quads"])
        XCTAssertEqual(read.exercise("dumbbell-row")?.primary, BundledCatalog.catalog.exercise("dumbbell-row")?.primary)
        XCTAssertEqual(read.settingRegions(of: exercise.id, primary: ["legs-quads"]).exercise(exercise.id)?.primary, ["legs-quads"])
    }

    func testTheyTravelInAnExportToAnotherDatabase() throws {
        let store = try Store.withCatalog(now: now)
        let catalog = try store.loadCatalog()
        let grip = try catalog.newRegion(named: "Grip", inGroup: "Forearms").get()
        try store.addMuscleRegion(grip)
        let exercise = CatalogExercise(id: "custom-farmer-walk", name: "Farmer walk", category: .custom, equipment: .other, primary: [])
        try store.addCustomExercise(exercise, now: now)
        try store.setExerciseRegions(exerciseID: exercise.id, primary: [grip.region.id], now: now)
        let bundle = try ExportFormat.decode(Array(try store.exportText(at: now).utf8))
        let target = try Store.withCatalog(now: now)
        _ = try target.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        let read = try target.loadCatalog()
        XCTAssertEqual(read.groups.last?.regions.map(\.name), ["Grip"])
        XCTAssertEqual(read.exercise(exercise.id)?.primary, [grip.region.id])
    }
}
