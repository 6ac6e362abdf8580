import BundledPlans
import DemoData
import Foundation
import Storage

/// `gymtrack demo`: the tracker on a fresh temporary database with two years of generated
/// history (the A/B/C splits, then custom Legs and Push splits with barbell lifts), so every
/// chart and streak shows at once. The folder is removed on exit.
func runDemo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-demo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try openStore(folder.appendingPathComponent("demo.sqlite").path)
    let now = SystemClock.now()
    try DemoSplits.install(store, defaults: DefaultSplits.all, catalog: try store.loadCatalog(), now: now).fill(store, years: 2, today: now)
    // Its backups stay in the throwaway folder too: the user's own are kept ten at a time.
    try runUI(databasePath: store.path, notice: "Demo: made-up history in a throwaway database; yours is untouched.",
              backups: folder.appendingPathComponent("backups").path) { store }
}
