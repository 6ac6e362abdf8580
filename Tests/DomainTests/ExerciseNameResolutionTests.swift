import BundledPlans
import XCTest
@testable import Domain

/// One reading of an exercise's name for plan files, imports and pickers (`ExerciseNames`).
final class ExerciseNameResolutionTests: XCTestCase {
    private let catalog = BundledCatalog.catalog

    private func id(_ name: String, in catalog: Catalog? = nil, writtenBy writer: ExerciseNames.Writer = .lifter) -> String? {
        ExerciseNames(catalog ?? self.catalog).exercise(name, writtenBy: writer)?.id
    }

    /// The catalog with custom exercises added, as a lifter's database holds them.
    private func withCustoms(_ names: [String]) -> Catalog {
        var catalog = self.catalog
        for name in names {
            let slug = ExerciseNames.normalise(name).split(separator: " ").joined(separator: "-")
            catalog.upsert(CatalogExercise(id: "custom-" + slug, name: name, category: .custom, equipment: .other, primary: []))
        }
        return catalog
    }

    func testAnExactNameInAnyCaseOrAnId() {
        XCTAssertEqual(id("Barbell Bench Press"), "barbell-bench-press")
        XCTAssertEqual(id("barbell bench press"), "barbell-bench-press")
        XCTAssertEqual(id("  Deadlift "), "deadlift")
        XCTAssertEqual(id("back-squat"), "back-squat")
        XCTAssertEqual(id("BACK-SQUAT"), "back-squat")
        XCTAssertNil(id(""))
        XCTAssertNil(id("   "))
    }

    func testCasePunctuationAndTheEquipmentInParentheses() {
        XCTAssertEqual(id("BARBELL BENCH-PRESS"), "barbell-bench-press")
        XCTAssertEqual(id("Push Up"), "push-up")
        XCTAssertEqual(id("Bench Press (Barbell)"), "barbell-bench-press")
        XCTAssertEqual(id("bench press (barbell)"), "barbell-bench-press")
        XCTAssertEqual(id("Squat (Barbell)"), "back-squat")
        XCTAssertEqual(id("Bicep Curl (Dumbbell)"), "dumbbell-biceps-curl")
    }

    func testAliasesAndAbbreviations() {
        XCTAssertEqual(id("OHP"), "overhead-press")
        XCTAssertEqual(id("ohp"), "overhead-press")
        XCTAssertEqual(id("RDL"), "romanian-deadlift")
        XCTAssertEqual(id("back squat"), "back-squat")
        XCTAssertEqual(id("Squat"), "back-squat")
        XCTAssertEqual(id("DB Row"), "dumbbell-row")
        XCTAssertEqual(id("BB Curl"), "barbell-curl")
        XCTAssertEqual(id("BP"), "barbell-bench-press")
        XCTAssertEqual(id("Pull Up (BW)"), "pull-up")
    }

    func testWordOrderFillerWordsAndPlurals() {
        XCTAssertEqual(id("Bench Press Barbell"), "barbell-bench-press")
        XCTAssertEqual(id("Curl, Barbell"), "barbell-curl")
        XCTAssertEqual(id("Flat Barbell Bench Press"), "barbell-bench-press")
        XCTAssertEqual(id("Chin Ups"), "chin-up")
        XCTAssertEqual(id("Skull Crushers"), "skull-crusher")
    }

    /// A plural whose singular is a whole name finds that exercise before the one name with a
    /// word more that holds its words (the daily challenge's "Squats + Push-ups").
    func testAPluralFindsTheExerciseOfItsWholeNameFirst() {
        XCTAssertEqual(id("Push-Ups"), "push-up")
        XCTAssertEqual(id("push ups"), "push-up")
        XCTAssertEqual(id("Pull-Ups"), "pull-up")
        XCTAssertEqual(id("Squats + Push-ups"), "daily-challenge")
        XCTAssertEqual(id("Push-Ups", writtenBy: .anotherApp), "push-up")
    }

    func testACustomExerciseIsFoundByItsWholeNameOnly() {
        let catalog = withCustoms(["Zercher Carry"])
        XCTAssertEqual(id("Zercher Carry", in: catalog), "custom-zercher-carry")
        XCTAssertEqual(id("zercher-carry!", in: catalog), "custom-zercher-carry")
        XCTAssertEqual(id("Zercher Carry", in: catalog, writtenBy: .anotherApp), "custom-zercher-carry")
        XCTAssertNil(id("Carry Zercher", in: catalog), "word order is a rule of the catalog's names, not a custom one's")
        XCTAssertNil(id("Zercher Carry (Barbell)", in: catalog))
        XCTAssertNil(id("Zercher Carries", in: catalog))
    }

    func testALiftersOwnExerciseKeepsItsNameAndAnotherAppsNameIsTheCatalogs() {
        // An older import made "Squat (Barbell)" a custom exercise before the catalog read it.
        let catalog = withCustoms(["Squat (Barbell)", "Bench Press"])
        XCTAssertEqual(id("Squat (Barbell)", in: catalog), "custom-squat-barbell", "the lifter's exercise of that name")
        XCTAssertEqual(id("Bench Press", in: catalog), "custom-bench-press")
        XCTAssertEqual(id("Squat (Barbell)", in: catalog, writtenBy: .anotherApp), "back-squat")
        XCTAssertEqual(id("Bench Press", in: catalog, writtenBy: .anotherApp), "barbell-bench-press")
        // The looser rules never read a name as a custom exercise ("squat barbell" as "Squat (Barbell)").
        XCTAssertEqual(id("Barbell Squat", in: catalog), "back-squat")
    }

    func testACatalogOfSomeRowsOnlyAnswersNamesAsWritten() {
        let rows = catalog.exercises.filter { ["overhead-press", "dumbbell-floor-press"].contains($0.id) }
        let some = Catalog(groups: catalog.groups, exercises: rows, isPartial: true)
        XCTAssertEqual(id("Overhead Press", in: some), "overhead-press")
        XCTAssertEqual(id("dumbbell-floor-press", in: some), "dumbbell-floor-press")
        XCTAssertNil(id("OHP", in: some), "read against the whole catalog instead")
        // Here one catalog name has one word more; in the whole catalog, several do.
        XCTAssertNil(id("Press (Dumbbell)", in: some))
        XCTAssertNil(id("Press (Dumbbell)"))
    }

    func testANameOfNoExerciseSuggestsTheLikeliest() {
        let names = ExerciseNames(catalog)
        XCTAssertNil(names.exercise("Bench"))
        XCTAssertEqual(names.suggestion(for: "Bench")?.name, catalog.search("Bench").first?.name)
        XCTAssertEqual(names.suggestion(for: "Bench")?.name, "Barbell Bench Press")
        XCTAssertNil(names.exercise("Barbell Back Sqat"))
        XCTAssertEqual(names.suggestion(for: "Barbell Back Sqat")?.name, "Barbell Back Squat", "a few letters away")
        XCTAssertNil(names.exercise("Zzyzx"))
        XCTAssertNil(names.suggestion(for: "Zzyzx"))
    }
}
