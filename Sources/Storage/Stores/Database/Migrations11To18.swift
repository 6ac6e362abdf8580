/// Migrations 11 to 18, as shipped: never edited (MigrationPinTests).
let migrations11To18: [Migration] = [
    Migration(version: 11, name: "other apps' exercise names, matched once", sql: """
        -- The exercise each name in a Strong, Hevy or FitNotes file was matched to (or made as)
        -- the first time: a later import of the same name goes to the same exercise, whatever
        -- the catalog or the custom exercises have become since.
        CREATE TABLE foreign_exercise_names (
            name TEXT PRIMARY KEY,
            exercise_id TEXT NOT NULL
        ) WITHOUT ROWID;
        -- A custom exercise an earlier import made carries the file's name: that name stays
        -- with it, even where the catalog has since learned another name for the exercise.
        INSERT OR IGNORE INTO foreign_exercise_names (name, exercise_id) SELECT name, id FROM exercises WHERE is_custom = 1;
        """),
    Migration(version: 12, name: "weigh-ins and body measurements", sql: """
        -- A weigh-in or a measurement per row: body_weight in kg, body_fat in %, every length
        -- (waist, chest, arms, thighs, and the lifter's own names) in cm. A deleted row stays
        -- as a tombstone (deleted_at), as splits do, so a merge carries the deletion.
        CREATE TABLE body_measurements (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            uid TEXT NOT NULL UNIQUE,
            kind TEXT NOT NULL CHECK (kind != ''),
            value REAL NOT NULL,
            date TEXT NOT NULL,
            measured_epoch REAL NOT NULL,
            utc_offset_seconds INTEGER NOT NULL DEFAULT 0,
            note TEXT NOT NULL DEFAULT '',
            updated_at TEXT NOT NULL,
            deleted_at TEXT
        );
        -- The page lists them newest first; a set's body weight is the nearest weigh-in before it.
        CREATE INDEX body_measurements_by_kind ON body_measurements(kind, date, measured_epoch);
        """),
    Migration(version: 13, name: "a note on the session", sql: """
        -- The lifter's note on the whole session (how it went, the gym, the sleep), written
        -- during the workout or afterwards; Strong's Workout Notes and Hevy's description
        -- import into it.
        ALTER TABLE sessions ADD COLUMN note TEXT NOT NULL DEFAULT '';
        """),
    Migration(version: 14, name: "every kind of set: bodyweight, assisted, distance, sides, set types, RIR", sql: """
        -- A set's weight is read by its step's load_type: lifted (weight), added to the body
        -- (bodyweight) or taken off it (assisted). body_weight is the weigh-in in force on the
        -- set's day, kept with it so what it moved is read from the row alone (refreshed when a
        -- weigh-in changes). reps_right is the right side of a one-side-at-a-time set.
        ALTER TABLE set_logs ADD COLUMN reps_right INTEGER;
        ALTER TABLE set_logs ADD COLUMN distance_m REAL;
        ALTER TABLE set_logs ADD COLUMN set_type TEXT NOT NULL DEFAULT 'normal' CHECK (set_type IN ('normal', 'drop', 'failure', 'amrap'));
        ALTER TABLE set_logs ADD COLUMN rir REAL;
        ALTER TABLE set_logs ADD COLUMN body_weight REAL;
        ALTER TABLE session_steps ADD COLUMN unilateral INTEGER NOT NULL DEFAULT 0;
        -- What the catalog says of an exercise: NULL load_type is the default of its category.
        ALTER TABLE exercises ADD COLUMN load_type TEXT;
        ALTER TABLE exercises ADD COLUMN unilateral INTEGER NOT NULL DEFAULT 0;

        -- split_steps' CHECK knew three loads: the table is made again with all of them.
        CREATE TABLE split_steps_widened (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            split_id INTEGER NOT NULL REFERENCES splits(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            exercise_id TEXT,
            title TEXT NOT NULL,
            kind TEXT NOT NULL,
            sets_text TEXT NOT NULL,
            warmup_sets INTEGER NOT NULL DEFAULT 0,
            working_sets INTEGER NOT NULL DEFAULT 0,
            reps_text TEXT NOT NULL,
            duration_seconds INTEGER,
            notes TEXT NOT NULL DEFAULT '',
            load_type TEXT NOT NULL DEFAULT 'none'
                CHECK (load_type IN ('none', 'weight', 'bodyweight', 'assisted', 'duration', 'distance')),
            weight REAL,
            rest_seconds INTEGER,
            cycles INTEGER NOT NULL DEFAULT 0,
            weight_updated TEXT,
            review_weeks INTEGER,
            uid TEXT,
            updated_at TEXT,
            superset_group INTEGER,
            unilateral INTEGER NOT NULL DEFAULT 0,
            UNIQUE (split_id, position)
        );
        INSERT INTO split_steps_widened (id, split_id, position, exercise_id, title, kind, sets_text, warmup_sets, working_sets,
            reps_text, duration_seconds, notes, load_type, weight, rest_seconds, cycles, weight_updated, review_weeks, uid,
            updated_at, superset_group)
        SELECT id, split_id, position, exercise_id, title, kind, sets_text, warmup_sets, working_sets,
            reps_text, duration_seconds, notes, load_type, weight, rest_seconds, cycles, weight_updated, review_weeks, uid,
            updated_at, superset_group FROM split_steps;
        DROP TABLE split_steps;
        ALTER TABLE split_steps_widened RENAME TO split_steps;
        CREATE UNIQUE INDEX split_steps_uid ON split_steps(uid);
        CREATE TRIGGER split_steps_ids AFTER INSERT ON split_steps WHEN NEW.uid IS NULL OR NEW.updated_at IS NULL BEGIN
            UPDATE split_steps SET uid = coalesce(NEW.uid, \(exportIDsULID("CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"))),
                updated_at = coalesce(NEW.updated_at, (SELECT updated_at FROM splits WHERE splits.id = NEW.split_id))
            WHERE id = NEW.id;
        END;

        -- A set's body weight follows the weigh-ins (Store.refreshBodyWeights): not an edit of
        -- the set, so only a change to what was logged moves its updated_at.
        DROP TRIGGER set_logs_touched;
        CREATE TRIGGER set_logs_touched AFTER UPDATE OF session_id, step_position, set_index, is_warmup, reps, weight,
            duration_seconds, completed_at, completed_epoch, rpe, reps_right, distance_m, set_type, rir ON set_logs
        WHEN NEW.updated_at IS OLD.updated_at BEGIN
            UPDATE set_logs SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
        END;

        -- The figures read what a set moved (the load) and both sides' reps.
        DROP INDEX set_logs_figures;
        CREATE INDEX set_logs_figures ON set_logs(session_id, step_position, is_warmup, weight, reps, reps_right, body_weight);
        -- The distance records read the sets with a distance alone.
        CREATE INDEX set_logs_distances ON set_logs(distance_m, session_id, step_position, duration_seconds) WHERE distance_m IS NOT NULL;
        DROP VIEW session_exercise_best_figures;
        CREATE VIEW session_exercise_best_figures AS
        SELECT session_id, exercise_key, max(exercise_id) AS exercise_id, min(title) AS title, min(date) AS date,
               min(started_epoch) AS started_epoch, max(load) AS heaviest,
               max(CASE WHEN side_reps > 1 THEN load * (1 + side_reps / 30.0) ELSE load END) AS best_e1rm,
               sum(load * reps) AS volume
        FROM (
            SELECT st.session_id AS session_id, coalesce(st.exercise_id, lower(st.title)) AS exercise_key,
                   st.exercise_id AS exercise_id, st.title AS title, se.date AS date, se.started_epoch AS started_epoch,
                   \(setLoadSQL(set: "sl", step: "st")) AS load,
                   sl.reps + coalesce(sl.reps_right, 0) AS reps,
                   CASE WHEN sl.reps_right IS NULL THEN sl.reps ELSE min(sl.reps, sl.reps_right) END AS side_reps
            FROM sessions se CROSS JOIN session_steps st ON st.session_id = se.id
            CROSS JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position
            WHERE se.status = 'finished' AND se.deleted_at IS NULL AND sl.is_warmup = 0 AND sl.reps > 0
        )
        WHERE load > 0
        GROUP BY session_id, exercise_key;
        """),
    Migration(version: 15, name: "sync with another machine: a clock floor, tombstones, challenge counts by device", sql: """
        -- This database's device id (a challenge count is kept per device, so that sets done on
        -- two machines apart add up when they sync), and its hybrid logical clock
        -- (docs/sync.md): the floor is the latest time a sync brought in, in seconds since 1970,
        -- and an edit is stamped after it, so an edit made after a sync always wins over what
        -- it brought; the offset is how far the fastest clock synced with is ahead of this
        -- machine's, and edits are stamped by that clock, so edits made apart after a sync are
        -- ordered as they happened.
        CREATE TABLE sync_clock (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            device TEXT NOT NULL,
            floor_epoch INTEGER NOT NULL DEFAULT 0,
            offset_seconds INTEGER NOT NULL DEFAULT 0
        );
        INSERT INTO sync_clock (id, device) VALUES (1, lower(hex(randomblob(10))));
        -- What was deleted for good (a set taken back, a workout in progress thrown away), by
        -- uid, so a sync takes it away on the other machine too instead of bringing it back.
        CREATE TABLE tombstones (
            uid TEXT PRIMARY KEY,
            deleted_at TEXT NOT NULL
        ) WITHOUT ROWID;
        -- A day's challenge sets as each device counted them; daily_challenge.sets_completed is
        -- their sum, kept within the day's target. Today's counts are this device's.
        CREATE TABLE challenge_counts (
            date TEXT NOT NULL,
            device TEXT NOT NULL,
            sets INTEGER NOT NULL,
            updated_at TEXT NOT NULL,
            PRIMARY KEY (date, device)
        ) WITHOUT ROWID;
        INSERT INTO challenge_counts (date, device, sets, updated_at)
        SELECT date, (SELECT device FROM sync_clock), sets_completed, updated_at FROM daily_challenge;
        -- When a setting was changed, so a sync keeps the later of two machines' values.
        ALTER TABLE settings ADD COLUMN updated_at TEXT;

        -- The touch triggers stamp after the clock floor too.
        DROP TRIGGER set_logs_touched;
        CREATE TRIGGER set_logs_touched AFTER UPDATE OF session_id, step_position, set_index, is_warmup, reps, weight,
            duration_seconds, completed_at, completed_epoch, rpe, reps_right, distance_m, set_type, rir ON set_logs
        WHEN NEW.updated_at IS OLD.updated_at BEGIN
            UPDATE set_logs SET updated_at = \(flooredNowSQL) WHERE id = NEW.id;
        END;
        DROP TRIGGER session_steps_touched;
        CREATE TRIGGER session_steps_touched AFTER UPDATE ON session_steps WHEN NEW.updated_at IS OLD.updated_at BEGIN
            UPDATE session_steps SET updated_at = \(flooredNowSQL) WHERE id = NEW.id;
        END;
        """),
    Migration(version: 16, name: "programs: a plan file each, and when it was started", sql: """
        -- A progression program as the lifter keeps it: its plan file (text), the prefix of its
        -- workouts' session types (key: "GZCLP" gives "GZCLP/A1", never changed once given),
        -- and when it was last started (started_epoch, seconds since 1970; NULL if never). Its
        -- targets are computed from the sets logged since then, never stored. The active one is
        -- the setting `program`. A deleted program goes for good, with a tombstone.
        CREATE TABLE programs (
            uid TEXT PRIMARY KEY,
            key TEXT NOT NULL UNIQUE CHECK (key != ''),
            text TEXT NOT NULL,
            started_epoch REAL,
            updated_at TEXT NOT NULL
        ) WITHOUT ROWID;
        -- A writer that leaves updated_at as it was gets the time of the change, by the clock.
        CREATE TRIGGER programs_touched AFTER UPDATE ON programs WHEN NEW.updated_at IS OLD.updated_at BEGIN
            UPDATE programs SET updated_at = \(flooredNowSQL) WHERE uid = NEW.uid;
        END;
        """),
    Migration(version: 17, name: "a program's step knows its slot", sql: """
        ALTER TABLE split_steps ADD COLUMN program_slot INTEGER;
        ALTER TABLE session_steps ADD COLUMN program_slot INTEGER;
        """),
    Migration(version: 18, name: "a note on a set; the A/B/C's one-arm rows a side at a time", sql: """
        -- The lifter's note on one set ("grip went", "left knee"), written during the workout
        -- or on the session's page.
        ALTER TABLE set_logs ADD COLUMN note TEXT NOT NULL DEFAULT '';
        -- A note written is an edit of the set: its updated_at moves, so export and sync carry it.
        DROP TRIGGER set_logs_touched;
        CREATE TRIGGER set_logs_touched AFTER UPDATE OF session_id, step_position, set_index, is_warmup, reps, weight,
            duration_seconds, completed_at, completed_epoch, rpe, reps_right, distance_m, set_type, rir, note ON set_logs
        WHEN NEW.updated_at IS OLD.updated_at BEGIN
            UPDATE set_logs SET updated_at = \(flooredNowSQL) WHERE id = NEW.id;
        END;
        -- Day A's and Day C's one-arm dumbbell rows ("10 reps / side") are logged a side at a
        -- time, as a new database's are, where the split still has them as installed. Their
        -- updated_at stays: the installed defaults of every machine stay alike.
        UPDATE split_steps SET unilateral = 1
        WHERE exercise_id = 'dumbbell-row' AND reps_text = '10 reps / side' AND kind = 'sets' AND unilateral = 0
            AND split_id IN (SELECT id FROM splits WHERE session_type IN ('A', 'C'));
        """),
]

/// Part of migration 15's SQL, so pinned with it: never edit. Now by the hybrid logical
/// clock, as an ISO time in UTC (`Store.stamp` is the same rule).
private let flooredNowSQL = """
    strftime('%Y-%m-%dT%H:%M:%SZ', (SELECT max(CAST(strftime('%s', 'now') AS INTEGER) + offset_seconds, floor_epoch + 1) FROM sync_clock), 'unixepoch')
    """

/// Part of migration 14's SQL, so pinned with it: never edit (`Store.setLoadSQL` is today's).
/// What set `set` of step `step` moved in one rep, in kilograms, or NULL.
private func setLoadSQL(set: String, step: String) -> String {
    """
    nullif(max(0, CASE \(step).load_type WHEN 'bodyweight' THEN coalesce(\(set).body_weight, 0) + coalesce(\(set).weight, 0) \
    WHEN 'assisted' THEN \(set).body_weight - coalesce(\(set).weight, 0) WHEN 'distance' THEN NULL ELSE \(set).weight END), 0)
    """
}
