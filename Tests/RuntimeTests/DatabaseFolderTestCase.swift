import AppCore
import BundledPlans
import Domain
import Foundation
import Runtime
import Storage
import XCTest

/// A test with a database file in a temporary folder of its own, and a fixed clock:
/// Sunday 22 Nov 2026, 08:00 UTC.
class DatabaseFolderTestCase: XCTestCase {
    var folder: URL!
    var path: String { folder.appendingPathComponent("gymtrack.sqlite").path }
    let now = Moment(epochSeconds: Double(Day(year: 2026, month: 11, day: 22).dayNumber) * 86_400 + 8 * 3600, utcOffsetSeconds: 0)

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The store at `path`, with the catalog and the A/B/C splits, as the app opens it.
    func makeStore() throws -> Store {
        let store = try Store(path: path)
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
        return store
    }
}
