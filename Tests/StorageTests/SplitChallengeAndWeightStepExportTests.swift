import Domain
import Formats
import Sync
import Foundation
import XCTest
@testable import Storage

/// A split's "Daily challenge" choice and an exercise's own weight step, bundled or custom, go
/// through an export, an import and a sync like everything else the lifter sets.
final class SplitChallengeAndWeightStepExportTests: XCTestCase {
    private let start = moment(sunday, 9, 0)
    private func at(_ seconds: Double) -> Moment { start.adding(seconds: seconds) }
    private let bundled = "barbell-bench-press"
    private let custom = CatalogExercise(id: "custom-sled-push", name: "Sled push", category: .custom, equipment: .other, primary: [])

    func testBothSurviveAnExportImportedIntoANewDatabase() throws {
        let store = try Store.withCatalog(now: start)
        try setChallenge(false, split: "B", in: store, at: at(60))
        try store.setWeightStep(exerciseID: bundled, kilograms: 1.25, now: at(120))
        try store.addCustomExercise(custom, now: at(180))
        try store.setWeightStep(exerciseID: custom.id, kilograms: 5, now: at(240))
        let exported = try store.exportText(at: at(300))
        XCTAssertTrue(exported.contains("\"schemaVersion\": \(ExportFormat.schemaVersion),"), exported)
        XCTAssertTrue(exported.contains("\"dailyChallenge\": false"), exported)

        for mode in [ImportMode.merge, .replace] {
            let fresh = try Store.withCatalog(now: at(600))
            _ = try fresh.importBundle(try ExportFormat.decode(Array(exported.utf8)), mode: mode, dryRun: false, now: at(600))
            XCTAssertEqual(try challenges(fresh), ["A": true, "B": false, "C": true], "\(mode)")
            let catalog = try fresh.loadCatalog()
            XCTAssertEqual(catalog.exercise(bundled)?.weightStep, 1.25, "\(mode)")
            XCTAssertEqual(catalog.exercise(custom.id)?.weightStep, 5, "\(mode)")
            XCTAssertEqual(withoutCreatedAt(try fresh.exportText(at: at(900))), withoutCreatedAt(exported), "\(mode): exported again, the same")
        }
    }

    func testAFormatSixDocumentStillImportsAndLeavesBothAsTheyWere() throws {
        let source = try Store.withCatalog(now: start)
        try renameSplit("A", to: "Upper from the file", in: source, at: at(3600))
        let version6 = try formatSix(try source.exportText(at: at(3700)))
        let bundle = try ExportFormat.decode(Array(version6.utf8))
        XCTAssertEqual(bundle.splits.map(\.dailyChallenge), [nil, nil, nil])
        XCTAssertEqual(bundle.exerciseWeightSteps, [])

        // Here the lifter turned the challenge off for A and set a step, before the file's edit of A.
        let here = try Store.withCatalog(now: start)
        try setChallenge(false, split: "A", in: here, at: at(60))
        try here.setWeightStep(exerciseID: bundled, kilograms: 2, now: at(60))
        _ = try here.importBundle(bundle, mode: .merge, dryRun: false, now: at(4000))
        XCTAssertEqual(try here.loadSplits().first { $0.sessionType == "A" }?.name, "Upper from the file", "the file's newer split is taken")
        XCTAssertEqual(try challenges(here), ["A": false, "B": true, "C": true], "a file that does not say leaves the choice as it was")
        XCTAssertEqual(try here.loadCatalog().exercise(bundled)?.weightStep, 2)
    }

    func testASyncKeepsTheLaterChangeOfEach() throws {
        let laptop = try Store.withCatalog(now: start), box = try Store.withCatalog(now: start)
        try laptop.setWeightStep(exerciseID: bundled, kilograms: 2.5, now: at(100))
        try box.setWeightStep(exerciseID: bundled, kilograms: 5, now: at(200))
        try box.setWeightStep(exerciseID: "deadlift", kilograms: 10, now: at(200))
        try box.setWeightStep(exerciseID: "deadlift", kilograms: 20, now: at(300))
        try laptop.setWeightStep(exerciseID: "deadlift", kilograms: 15, now: at(250))
        try setChallenge(false, split: "A", in: laptop, at: at(400))
        try setChallenge(false, split: "B", in: box, at: at(500))

        let (l, b) = (try bundle(of: laptop), try bundle(of: box))
        XCTAssertEqual(SyncMerge.merge(l, b), SyncMerge.merge(b, l), "the same merge whichever side computes it")
        XCTAssertEqual(SyncMerge.merge(l, b).exerciseWeightSteps.map { [$0.exerciseID: $0.kilograms] },
                       [[bundled: 5], ["deadlift": 20]])
        let (_, laptopsSide, _) = try laptop.sync(with: b, theirClock: nil, dryRun: false, now: at(600), appVersion: "test")
        _ = try box.sync(with: try ExportFormat.decode(laptopsSide), theirClock: nil, dryRun: false, now: at(600), appVersion: "test")

        for store in [laptop, box] {
            XCTAssertEqual(try challenges(store), ["A": false, "B": false, "C": true])
            let catalog = try store.loadCatalog()
            XCTAssertEqual(catalog.exercise(bundled)?.weightStep, 5)
            XCTAssertEqual(catalog.exercise("deadlift")?.weightStep, 20)
        }
        XCTAssertEqual(withoutCreatedAt(try laptop.exportText(at: at(700))), withoutCreatedAt(try box.exportText(at: at(700))))
    }

    func testAStepForAnExerciseNeitherSideHasIsRefused() throws {
        let source = try Store.withCatalog(now: start)
        try source.addCustomExercise(custom, now: at(60))
        try source.setWeightStep(exerciseID: custom.id, kilograms: 5, now: at(120))
        var bundle = try ExportFormat.decode(Array(try source.exportText(at: at(180)).utf8))
        bundle.exercises = []
        let here = try Store.withCatalog(now: start)
        let before = try here.fingerprint()
        XCTAssertThrowsError(try here.importBundle(bundle, mode: .merge, dryRun: false, now: at(240))) { error in
            XCTAssertEqual((error as? StoreError)?.message,
                           "Field exerciseWeightSteps[0] names the exercise 'custom-sled-push', which neither the file nor the database has; nothing was imported.")
        }
        XCTAssertEqual(try here.fingerprint(), before)
    }

    // MARK: - Helpers

    private func setChallenge(_ on: Bool, split sessionType: String, in store: Store, at moment: Moment) throws {
        try editSplit(sessionType, in: store, at: moment) { $0.dailyChallenge = on }
    }

    private func renameSplit(_ sessionType: String, to name: String, in store: Store, at moment: Moment) throws {
        try editSplit(sessionType, in: store, at: moment) { $0.name = name }
    }

    private func editSplit(_ sessionType: String, in store: Store, at moment: Moment, _ edit: (inout Split) -> Void) throws {
        let splits = try store.loadSplits()
        let position = try XCTUnwrap(splits.firstIndex { $0.sessionType == sessionType })
        var split = splits[position]
        edit(&split)
        _ = try store.saveSplit(split, position: position, now: moment)
    }

    private func challenges(_ store: Store) throws -> [String: Bool] {
        Dictionary(uniqueKeysWithValues: try store.loadSplits().map { ($0.sessionType, $0.dailyChallenge) })
    }

    private func bundle(of store: Store) throws -> ImportBundle {
        try ExportFormat.decode(Array(try store.exportText(at: at(550)).utf8))
    }

    /// `text` as gymtrack wrote it before format 7: without the fields 7 added.
    private func formatSix(_ text: String) throws -> String {
        var root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        root["schemaVersion"] = 6
        root["exerciseWeightSteps"] = nil
        root["splits"] = (root["splits"] as? [[String: Any]])?.map { split in
            var split = split
            split["dailyChallenge"] = nil
            return split
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self)
    }
}
