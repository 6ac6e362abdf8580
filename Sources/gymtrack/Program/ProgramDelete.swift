import BundledPlans
import Domain
import Storage

// `program delete NAME`: one of the lifter's own programs removed for good.

/// Deletes the stored program `name` names (by key or name, as `program list` shows it under
/// Yours: a built-in started before is stored there too, with the weights given), with a
/// tombstone, so a sync removes it on the other machine too. A built-in itself is never
/// deleted, and the program in use is refused until it is stopped, so Home never loses the days
/// it shows. Its workouts stay in History, under its key.
func deleteProgram(_ name: String, store: Store, catalog: Catalog, now: Moment) throws -> String {
    guard let own = try ownProgram(name, store: store, catalog: catalog) else {
        if BuiltInPrograms.named(name, catalog: catalog) != nil {
            throw UsageError(message: "\(quotedValue(name)) is a built-in program, which stays; gymtrack program list shows the programs of yours that can be deleted.")
        }
        throw UsageError(message: "No program of yours is called \(quotedValue(name)); gymtrack program list shows the programs of yours that can be deleted.")
    }
    guard try store.activeProgram()?.uid != own.record.uid else {
        throw UsageError(message: "\(printableName(own.name)) is the program in use; stop it with gymtrack program stop first, then delete it.")
    }
    try store.deleteProgram(uid: own.record.uid, now: now)
    return "Deleted \(printableName(own.name)) (\(printableName(own.record.key))). Its workouts stay in History."
}
