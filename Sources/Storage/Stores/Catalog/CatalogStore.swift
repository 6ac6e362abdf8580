import Domain

/// The muscle taxonomy and exercise catalog in the database, seeded from the bundled catalog.
extension Store {
    /// Adds the bundled groups, regions and exercises the database does not have yet, by id.
    /// Rows already there are left as they are, so an upgrade never duplicates or overwrites
    /// a user's edits. `version` (a checksum of the bundled file) skips the work when unchanged.
    public func installCatalog(version: String, _ bundled: () -> Catalog, now: Moment) throws {
        guard try setting("catalog_version") != version else { return }
        let catalog = bundled()
        try write("install the exercise catalog") {
            for (gi, group) in catalog.groups.enumerated() {
                try db.execute("INSERT INTO muscle_groups (id, name, position) VALUES (?, ?, ?) ON CONFLICT(id) DO NOTHING",
                               [group.id, group.name, gi])
                for (ri, region) in group.regions.enumerated() {
                    try db.execute("""
                        INSERT INTO muscle_regions (id, group_id, name, label, position) VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING
                        """, [region.id, group.id, region.name, region.label, ri])
                }
            }
            // A region an earlier catalog named otherwise takes the bundled name, unless its owner renamed it.
            for (id, earlier) in Self.earlierRegionNames {
                guard let region = catalog.region(id) else { continue }
                try db.execute("UPDATE muscle_regions SET name = ? WHERE id = ? AND name = ?", [region.name, id, earlier])
            }
            for exercise in catalog.exercises where try db.firstRow("SELECT 1 FROM exercises WHERE id = ?", [exercise.id]) == nil {
                try insertExercise(exercise, custom: false, now: now)
            }
            // What the catalog says of how a bundled exercise is logged (its load, its sides), for
            // rows an earlier catalog installed before it said so.
            for exercise in catalog.exercises {
                try db.execute("UPDATE exercises SET load_type = ?, unilateral = ? WHERE id = ? AND is_custom = 0 AND load_type IS NULL",
                               [exercise.ownLoad?.rawValue, exercise.unilateral, exercise.id])
            }
            try db.execute("INSERT INTO settings (key, value) VALUES ('catalog_version', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           [version])
        }
    }

    /// Names earlier bundled catalogs gave regions: the shoulders were "Anterior", "Lateral" and
    /// "Posterior" on the coverage card but Front, Side and Rear Delts everywhere else.
    static let earlierRegionNames = [("shoulders-anterior", "Anterior"), ("shoulders-lateral", "Lateral"), ("shoulders-posterior", "Posterior")]

    private func insertExercise(_ exercise: CatalogExercise, custom: Bool, now: Moment) throws {
        try db.execute("""
            INSERT INTO exercises (id, name, category, equipment, is_custom, updated_at, load_type, unilateral) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, [exercise.id, exercise.name, exercise.category.rawValue, exercise.equipment.rawValue, custom, try stamp(now),
                  exercise.ownLoad?.rawValue, exercise.unilateral])
        for (role, regions) in [("primary", exercise.primary), ("secondary", exercise.secondary)] {
            for region in regions {
                try db.execute("INSERT OR IGNORE INTO exercise_regions (exercise_id, region_id, role) VALUES (?, ?, ?)",
                               [exercise.id, region, role])
            }
        }
    }

    /// Saves an exercise typed by hand (it has no muscle map, so it counts toward no coverage).
    public func addCustomExercise(_ exercise: CatalogExercise, now: Moment) throws {
        try write("save the exercise") { try insertExercise(exercise, custom: true, now: now) }
    }

    /// Sets the lifter's weight increment of one exercise (kilograms); nil goes back to the
    /// step from Settings. Only this column of this row is written (other terminals' edits stay).
    public func setWeightStep(exerciseID: String, kilograms: Double?, now: Moment) throws {
        try write("save the exercise's weight step") {
            try db.execute("UPDATE exercises SET weight_step = ?, updated_at = ? WHERE id = ?",
                           [kilograms.flatMap { $0 > 0 ? $0 : nil }, try stamp(now), exerciseID])
        }
    }

    /// The taxonomy alone: the groups in order, each with its regions in order.
    func muscleGroups() throws -> [MuscleGroup] {
        var regionsByGroup: [String: [MuscleRegion]] = [:]
        for r in try db.rows("SELECT id, group_id, name, label FROM muscle_regions ORDER BY group_id, position, id") {
            func text(_ column: String) throws -> String { try r.requiredString(column, table: "muscle_regions") }
            let region = MuscleRegion(id: try text("id"), groupID: try text("group_id"), name: try text("name"), label: try text("label"))
            regionsByGroup[region.groupID, default: []].append(region)
        }
        return try db.rows("SELECT id, name FROM muscle_groups ORDER BY position, id").map { r in
            let id = try r.requiredString("id", table: "muscle_groups")
            return MuscleGroup(id: id, name: try r.requiredString("name", table: "muscle_groups"), regions: regionsByGroup[id] ?? [])
        }
    }

    /// The taxonomy and every exercise with its map; with `only`, just the exercises with one
    /// of those names (any case) or ids, as a plan file names them.
    public func loadCatalog(only: Set<String>? = nil) throws -> Catalog {
        try read("read the exercise catalog") {
            let groups = try muscleGroups()
            var primary: [String: [String]] = [:], secondary: [String: [String]] = [:]
            let names = only.map { Array($0.map { $0.lowercased() }).sorted() } ?? []
            let chosen = only == nil ? "" : "WHERE lower(name) IN (\(sqlPlaceholders(names.count))) OR id IN (\(sqlPlaceholders(names.count)))"
            let regionsChosen = only == nil ? "" : "WHERE m.exercise_id IN (SELECT id FROM exercises \(chosen))"
            for r in try db.rows("""
                SELECT m.exercise_id AS exercise_id, m.region_id AS region_id, m.role AS role FROM exercise_regions m
                JOIN muscle_regions r ON r.id = m.region_id \(regionsChosen) ORDER BY m.exercise_id, r.group_id, r.position
                """, names + names) {
                func text(_ column: String) throws -> String { try r.requiredString(column, table: "exercise_regions") }
                let id = try text("exercise_id"), region = try text("region_id")
                if try text("role") == "primary" { primary[id, default: []].append(region) } else { secondary[id, default: []].append(region) }
            }
            let exercises = try db.rows("SELECT id, name, category, equipment, weight_step, load_type, unilateral FROM exercises \(chosen) ORDER BY name",
                                        names + names).map { r in
                func text(_ column: String) throws -> String { try r.requiredString(column, table: "exercises") }
                let id = try text("id")
                // A kind this gymtrack does not know (written by a newer one) reads as custom / other.
                return CatalogExercise(id: id, name: try text("name"), category: ExerciseCategory(rawValue: try text("category")) ?? .custom,
                                       equipment: Equipment(rawValue: try text("equipment")) ?? .other,
                                       primary: primary[id] ?? [], secondary: secondary[id] ?? [],
                                       weightStep: r.double("weight_step"), load: r.string("load_type").flatMap(LoadType.init(rawValue:)),
                                       unilateral: r.int("unilateral") == 1)
            }
            return Catalog(groups: groups, exercises: exercises, isPartial: only != nil)
        }
    }
}
