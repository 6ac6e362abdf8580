import BundledPlans
import DemoData
import Foundation
import Storage

/// `gymtrack demo`: the tracker on a fresh temporary database with two years of generated
/// history, so every chart and streak shows at once. The folder is removed on exit.
func runDemo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-demo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try openStore(folder.appendingPathComponent("demo.sqlite").path)
    try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 2, today: SystemClock.now())
    // Its backups stay in the throwaway folder too: the user's own are kept ten at a time.
    try runUI(store: store, notice: "Demo: made-up history in a throwaway database; yours is untouched.",
              backups: folder.appendingPathComponent("backups").path)
}
