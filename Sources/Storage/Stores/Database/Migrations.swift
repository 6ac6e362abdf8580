/// A named schema change. Shipped migrations are never edited; new ones are appended (to
/// `migrationsFrom19`).
struct Migration {
    var version: Int
    var name: String
    var sql: String
}

/// Every migration in order; `PRAGMA user_version` holds the last applied version.
let migrations: [Migration] = migrationsTo10 + migrations11To18 + migrationsFrom19

/// Part of migration 4's SQL, so pinned with it (MigrationPinTests): never edit. SQL for a ULID
/// whose 48-bit time is the integer SQL expression `millis` and whose 80 other bits are random.
func exportIDsULID(_ millis: String) -> String {
    let alphabet = "'0123456789ABCDEFGHJKMNPQRSTVWXYZ'"
    let time = stride(from: 45, through: 0, by: -5).map { "substr(\(alphabet), ((coalesce(\(millis), 0) >> \($0)) & 31) + 1, 1)" }
    let random = (0..<16).map { _ in "substr(\(alphabet), (random() & 31) + 1, 1)" }
    return (time + random).joined(separator: " || ")
}

/// The schema version this binary writes: the last migration's (MigrationTests checks it). A
/// literal, because reading `migrations` builds every migration's SQL, which a start that has
/// nothing to migrate should not pay for.
public let latestSchemaVersion = 23
