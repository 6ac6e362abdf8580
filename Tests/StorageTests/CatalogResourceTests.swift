import BundledPlans
import Domain
import XCTest

/// Resources/catalog.json: a bad edit to the JSON fails here, not on someone's phone.
final class CatalogResourceTests: XCTestCase {
    private let catalog = BundledCatalog.catalog

    func testTheTaxonomyIsSeed001() {
        XCTAssertEqual(catalog.groups.map(\.name), ["Chest", "Triceps", "Shoulders", "Biceps", "Back", "Legs", "Core"])
        XCTAssertEqual(catalog.groups.flatMap(\.regions).count, 22)
        XCTAssertEqual(catalog.groups[0].regions.map(\.name), ["Upper", "Mid", "Lower"])
        XCTAssertEqual(catalog.groups[5].regions.map(\.name), ["Quads", "Hamstrings", "Glutes", "Calves"])
        let regionIDs = catalog.groups.flatMap(\.regions).map(\.id)
        XCTAssertEqual(Set(regionIDs).count, regionIDs.count, "region ids are unique")
    }

    func testExercisesAreUniqueAndMappedToRegionsThatExist() {
        XCTAssertGreaterThanOrEqual(catalog.exercises.count, 150)
        XCTAssertEqual(Set(catalog.exercises.map(\.id)).count, catalog.exercises.count, "ids are unique")
        XCTAssertEqual(Set(catalog.exercises.map { $0.name.lowercased() }).count, catalog.exercises.count, "names are unique")
        let categories: Set = ["compound", "isolation", "cardio", "mobility"]
        for e in catalog.exercises {
            XCTAssertFalse(e.primary.isEmpty, "\(e.id) has a primary region")
            XCTAssertTrue(categories.contains(e.category.rawValue), "\(e.id): category \(e.category)")
            XCTAssertFalse(e.equipment.rawValue.isEmpty, e.id)
            XCTAssertLessThanOrEqual(e.name.count, 32, "\(e.id) fits a phone screen")
            XCTAssertTrue(Set(e.primary).isDisjoint(with: e.secondary), "\(e.id): a region is primary or secondary, not both")
            for region in e.regions { XCTAssertNotNil(catalog.region(region), "\(e.id) maps to unknown region \(region)") }
        }
    }

    func testEveryRegionIsThePrimaryTargetOfAtLeastTwoExercises() {
        for region in catalog.groups.flatMap(\.regions) {
            let count = catalog.exercises.filter { $0.primary.contains(region.id) }.count
            XCTAssertGreaterThanOrEqual(count, 2, "\(region.id) is the primary target of \(count)")
        }
    }

    func testEveryStepOfTheDefaultPlansIsInTheCatalogAndMapped() {
        for plan in DefaultSplits.all {
            XCTAssertFalse(plan.groups.isEmpty, "\(plan.sessionType) names its muscle groups")
            for group in plan.groups { XCTAssertNotNil(catalog.group(group), "\(plan.sessionType): unknown group \(group)") }
            for step in plan.steps {
                let exercise = catalog.exercise(step.exerciseID)
                XCTAssertNotNil(exercise, "\(plan.sessionType) '\(step.title)' names catalog exercise \(step.exerciseID ?? "nil")")
                XCTAssertFalse(exercise?.regions.isEmpty ?? true, step.title)
            }
        }
    }

    func testEveryStarterSplitCoversItsGroups() {
        for starter in StarterSplit.allCases {
            let split = starter.make(catalog: catalog, uid: "U", sessionType: starter.rawValue.uppercased())
            XCTAssertFalse(split.steps.isEmpty, starter.rawValue)
            XCTAssertLessThanOrEqual(split.steps.count, 8)
            let covered = Set(split.steps.compactMap { catalog.exercise($0.exerciseID) }.flatMap(\.regions))
            let wanted = catalog.groups.filter { split.groups.contains($0.id) }.flatMap(\.regions).map(\.id)
            let missed = wanted.filter { !covered.contains($0) }
            // Full Body has eight exercises for 22 regions: two may be left to the coverage card.
            XCTAssertTrue(missed.count <= (starter == .fullBody ? 2 : 1), "\(starter.rawValue) misses \(missed)")
        }
    }

    func testTheVersionIsAStableChecksum() {
        XCTAssertEqual(BundledCatalog.version, BundledCatalog.version)
        XCTAssertFalse(BundledCatalog.version.isEmpty)
    }
}
