/// A named schema change. Shipped migrations are never edited; new ones are appended.
struct Migration {
    var version: Int
    var name: String
    var sql: String
}

/// Every migration in order; `PRAGMA user_version` holds the last applied version.
let migrations: [Migration] = [
    Migration(version: 1, name: "sessions, daily challenge, workout in progress", sql: """
        CREATE TABLE schema_migrations (
            version INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            applied_at TEXT NOT NULL
        );
        -- Seed 000 §6.1 columns first, kept as they are; the rest extends them.
        CREATE TABLE sessions (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session_type TEXT NOT NULL,
            date TEXT NOT NULL,
            started_at TEXT NOT NULL,
            duration_seconds INTEGER NOT NULL DEFAULT 0,
            is_partial INTEGER NOT NULL DEFAULT 0 CHECK (is_partial IN (0, 1)),
            uid TEXT NOT NULL UNIQUE,
            status TEXT NOT NULL DEFAULT 'finished' CHECK (status IN ('active', 'finished')),
            title TEXT NOT NULL DEFAULT '',
            started_epoch REAL NOT NULL,
            utc_offset_seconds INTEGER NOT NULL DEFAULT 0,
            steps_total INTEGER NOT NULL DEFAULT 0,
            steps_completed INTEGER NOT NULL DEFAULT 0,
            updated_at TEXT NOT NULL,
            deleted_at TEXT
        );
        -- At most one workout in progress.
        CREATE UNIQUE INDEX sessions_one_active ON sessions(status) WHERE status = 'active';
        CREATE INDEX sessions_by_date ON sessions(date, started_epoch);

        CREATE TABLE daily_challenge (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            date TEXT NOT NULL UNIQUE,
            sets_completed INTEGER NOT NULL DEFAULT 0 CHECK (sets_completed >= 0 AND sets_completed <= target),
            target INTEGER NOT NULL DEFAULT 3 CHECK (target > 0),
            uid TEXT NOT NULL UNIQUE,
            updated_at TEXT NOT NULL
        );

        -- The plan of a session as it was run, so a resumed workout shows what was started.
        CREATE TABLE session_steps (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            title TEXT NOT NULL,
            kind TEXT NOT NULL,
            sets_text TEXT NOT NULL,
            warmup_sets INTEGER NOT NULL,
            working_sets INTEGER NOT NULL,
            reps_text TEXT NOT NULL,
            duration_seconds INTEGER,
            notes TEXT NOT NULL,
            checked_at REAL,
            timer_elapsed REAL NOT NULL DEFAULT 0,
            timer_running_since REAL,
            credited_challenge_date TEXT,
            UNIQUE (session_id, position)
        );

        -- Every set logged, with when it was done.
        CREATE TABLE set_logs (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            uid TEXT NOT NULL UNIQUE,
            session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            step_position INTEGER NOT NULL,
            set_index INTEGER NOT NULL,
            is_warmup INTEGER NOT NULL CHECK (is_warmup IN (0, 1)),
            reps INTEGER,
            weight REAL,
            duration_seconds INTEGER,
            completed_at TEXT NOT NULL,
            completed_epoch REAL NOT NULL,
            UNIQUE (session_id, step_position, set_index)
        );

        CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );
        """),
    Migration(version: 2, name: "muscle taxonomy, exercise catalog, splits, per-set logging", sql: """
        -- Seed 001 §3: groups and their regions; bundled rows come from Resources/catalog.json.
        CREATE TABLE muscle_groups (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            position INTEGER NOT NULL
        );
        CREATE TABLE muscle_regions (
            id TEXT PRIMARY KEY,
            group_id TEXT NOT NULL REFERENCES muscle_groups(id),
            name TEXT NOT NULL,
            label TEXT NOT NULL,
            position INTEGER NOT NULL
        );
        -- Seed 001 §4: the exercise library and its muscle map. is_custom marks one typed by hand.
        CREATE TABLE exercises (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            category TEXT NOT NULL,
            equipment TEXT NOT NULL,
            is_custom INTEGER NOT NULL DEFAULT 0 CHECK (is_custom IN (0, 1)),
            updated_at TEXT NOT NULL
        );
        CREATE TABLE exercise_regions (
            exercise_id TEXT NOT NULL REFERENCES exercises(id) ON DELETE CASCADE,
            region_id TEXT NOT NULL REFERENCES muscle_regions(id),
            role TEXT NOT NULL CHECK (role IN ('primary', 'secondary')),
            PRIMARY KEY (exercise_id, region_id)
        );

        -- Seeds 002/004: user-owned splits. session_type is the key sessions are logged under;
        -- muscle_groups is a comma-separated list of group ids; deleted ones keep a tombstone.
        CREATE TABLE splits (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            uid TEXT NOT NULL UNIQUE,
            session_type TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            title TEXT NOT NULL,
            description TEXT NOT NULL DEFAULT '',
            target_duration TEXT NOT NULL DEFAULT '',
            colour TEXT NOT NULL DEFAULT 'cyan',
            glyph TEXT NOT NULL DEFAULT '',
            position INTEGER NOT NULL,
            in_rotation INTEGER NOT NULL DEFAULT 0 CHECK (in_rotation IN (0, 1)),
            muscle_groups TEXT NOT NULL DEFAULT '',
            updated_at TEXT NOT NULL,
            deleted_at TEXT
        );
        CREATE TABLE split_steps (
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
            load_type TEXT NOT NULL DEFAULT 'none' CHECK (load_type IN ('none', 'weight', 'duration')),
            weight REAL,
            rest_seconds INTEGER,
            cycles INTEGER NOT NULL DEFAULT 0,
            weight_updated TEXT,
            review_weeks INTEGER,
            UNIQUE (split_id, position)
        );

        -- What a session step adds for per-set logging, skipping, notes and rest.
        ALTER TABLE session_steps ADD COLUMN exercise_id TEXT;
        ALTER TABLE session_steps ADD COLUMN load_type TEXT NOT NULL DEFAULT 'none';
        ALTER TABLE session_steps ADD COLUMN weight REAL;
        ALTER TABLE session_steps ADD COLUMN rest_seconds INTEGER;
        ALTER TABLE session_steps ADD COLUMN cycles INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE session_steps ADD COLUMN weight_updated TEXT;
        ALTER TABLE session_steps ADD COLUMN review_weeks INTEGER;
        ALTER TABLE session_steps ADD COLUMN skipped INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE session_steps ADD COLUMN note TEXT NOT NULL DEFAULT '';
        ALTER TABLE set_logs ADD COLUMN rpe REAL;
        ALTER TABLE sessions ADD COLUMN muscle_groups TEXT NOT NULL DEFAULT '';
        ALTER TABLE sessions ADD COLUMN rest_step INTEGER;
        ALTER TABLE sessions ADD COLUMN rest_total INTEGER;
        ALTER TABLE sessions ADD COLUMN rest_elapsed REAL;
        ALTER TABLE sessions ADD COLUMN rest_running_since REAL;
        """),
    Migration(version: 3, name: "floor fixes: daily challenge opt-out per split, time away left out of a workout", sql: """
        -- Every split's workouts include the daily challenge step unless it opts out (0).
        ALTER TABLE splits ADD COLUMN daily_challenge INTEGER NOT NULL DEFAULT 1 CHECK (daily_challenge IN (0, 1));
        -- A workout resumed after a long gap: seconds of time away left out of its duration,
        -- and when the lifter last answered, so the same gap is not asked about twice.
        ALTER TABLE sessions ADD COLUMN away_seconds REAL NOT NULL DEFAULT 0;
        ALTER TABLE sessions ADD COLUMN away_answered_epoch REAL;
        """),
    Migration(version: 4, name: "ids and update times on every exported record", sql: """
        -- Export/merge (docs/export-format.md) needs a ULID and an updated_at on every record.
        -- Steps get both; sets get updated_at; exercises a uid. Backfilled here: a ULID's time
        -- from the parent's time, its 80 random bits from random().
        ALTER TABLE split_steps ADD COLUMN uid TEXT;
        ALTER TABLE split_steps ADD COLUMN updated_at TEXT;
        ALTER TABLE session_steps ADD COLUMN uid TEXT;
        ALTER TABLE session_steps ADD COLUMN updated_at TEXT;
        ALTER TABLE set_logs ADD COLUMN updated_at TEXT;
        ALTER TABLE exercises ADD COLUMN uid TEXT;

        UPDATE split_steps SET
            updated_at = (SELECT updated_at FROM splits WHERE splits.id = split_steps.split_id),
            uid = \(exportIDsULID("CAST((julianday((SELECT updated_at FROM splits WHERE splits.id = split_steps.split_id)) - 2440587.5) * 86400000 AS INTEGER)"));
        UPDATE session_steps SET
            updated_at = (SELECT updated_at FROM sessions WHERE sessions.id = session_steps.session_id),
            uid = \(exportIDsULID("CAST((SELECT started_epoch FROM sessions WHERE sessions.id = session_steps.session_id) * 1000 AS INTEGER)"));
        UPDATE set_logs SET updated_at = completed_at;
        UPDATE exercises SET uid = \(exportIDsULID("CAST((julianday(updated_at) - 2440587.5) * 86400000 AS INTEGER)"));

        CREATE UNIQUE INDEX split_steps_uid ON split_steps(uid);
        CREATE UNIQUE INDEX session_steps_uid ON session_steps(uid);
        CREATE UNIQUE INDEX exercises_uid ON exercises(uid);

        -- Writers that leave them out (every writer before export existed) still get both:
        -- a new row takes a ULID and its parent's time; a changed row, unless the writer set
        -- updated_at itself, takes the time of the change.
        CREATE TRIGGER split_steps_ids AFTER INSERT ON split_steps WHEN NEW.uid IS NULL OR NEW.updated_at IS NULL BEGIN
            UPDATE split_steps SET uid = coalesce(NEW.uid, \(exportIDsULID("CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"))),
                updated_at = coalesce(NEW.updated_at, (SELECT updated_at FROM splits WHERE splits.id = NEW.split_id))
            WHERE id = NEW.id;
        END;
        CREATE TRIGGER session_steps_ids AFTER INSERT ON session_steps WHEN NEW.uid IS NULL OR NEW.updated_at IS NULL BEGIN
            UPDATE session_steps SET uid = coalesce(NEW.uid, \(exportIDsULID("CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"))),
                updated_at = coalesce(NEW.updated_at, (SELECT updated_at FROM sessions WHERE sessions.id = NEW.session_id))
            WHERE id = NEW.id;
        END;
        CREATE TRIGGER session_steps_touched AFTER UPDATE ON session_steps WHEN NEW.updated_at IS OLD.updated_at BEGIN
            UPDATE session_steps SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
        END;
        CREATE TRIGGER set_logs_ids AFTER INSERT ON set_logs WHEN NEW.updated_at IS NULL BEGIN
            UPDATE set_logs SET updated_at = NEW.completed_at WHERE id = NEW.id;
        END;
        CREATE TRIGGER set_logs_touched AFTER UPDATE ON set_logs WHEN NEW.updated_at IS OLD.updated_at BEGIN
            UPDATE set_logs SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
        END;
        CREATE TRIGGER exercises_ids AFTER INSERT ON exercises WHEN NEW.uid IS NULL BEGIN
            UPDATE exercises SET uid = \(exportIDsULID("CAST((julianday(NEW.updated_at) - 2440587.5) * 86400000 AS INTEGER)")) WHERE id = NEW.id;
        END;
        """),
    Migration(version: 5, name: "supersets and per-exercise weight increments", sql: """
        -- Consecutive steps with the same number are one superset or circuit (issue 12); NULL: on its own.
        ALTER TABLE split_steps ADD COLUMN superset_group INTEGER;
        ALTER TABLE session_steps ADD COLUMN superset_group INTEGER;
        -- The lifter's increment for +/- and progression on this exercise, in kilograms; NULL uses Settings'.
        ALTER TABLE exercises ADD COLUMN weight_step REAL CHECK (weight_step IS NULL OR weight_step > 0);
        """),
    Migration(version: 6, name: "indexes for coverage over time", sql: """
        -- When an exercise was last trained, without reading every step (body map, Home's stale regions).
        CREATE INDEX session_steps_by_exercise ON session_steps(exercise_id, session_id);
        -- A split's last sessions, newest first, without reading every session.
        CREATE INDEX sessions_by_type ON sessions(session_type, date, started_epoch);
        """),
    Migration(version: 7, name: "indexes for an exercise's progress", sql: """
        -- The exercise page and the list of exercises logged find an exercise's sessions from
        -- its steps, in order: migration 6's index of the steps by exercise, with the position.
        DROP INDEX session_steps_by_exercise;
        CREATE INDEX session_steps_by_exercise ON session_steps(exercise_id, session_id, position);
        -- Its sets' figures from the index alone: reading each set's table row was most of the
        -- time of an all-time series (10 years: 8 ms of 10).
        CREATE INDEX set_logs_figures ON set_logs(session_id, step_position, is_warmup, weight, reps);
        """),
    Migration(version: 8, name: "summaries of finished sessions", sql: """
        -- Per finished session and exercise lifted (the catalog id, else the title typed,
        -- lower-cased): its working sets with a weight and reps, as the heaviest, the best
        -- Epley e1RM and the volume. What records and their marks read instead of every set.
        CREATE TABLE session_exercise_bests (
            session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            exercise_key TEXT NOT NULL,
            exercise_id TEXT,
            title TEXT NOT NULL,
            date TEXT NOT NULL,
            started_epoch REAL NOT NULL,
            heaviest REAL NOT NULL,
            best_e1rm REAL NOT NULL,
            volume REAL NOT NULL,
            PRIMARY KEY (session_id, exercise_key)
        ) WITHOUT ROWID;
        -- An exercise's best, and whether an earlier session reached a weight or an e1RM, from
        -- the index alone: a record is a session no earlier one matched.
        CREATE INDEX session_exercise_bests_by_weight ON session_exercise_bests(exercise_key, heaviest, started_epoch, session_id);
        CREATE INDEX session_exercise_bests_by_e1rm ON session_exercise_bests(exercise_key, best_e1rm, started_epoch, session_id);
        -- Per finished session, the regions trained (comma-separated): by exercises not skipped
        -- with a working set logged, or without sets and checked off. Ten years of coverage in
        -- a row a session.
        CREATE TABLE session_regions (
            session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
            date TEXT NOT NULL,
            regions TEXT NOT NULL
        );
        CREATE INDEX session_regions_by_date ON session_regions(date, regions);
        -- The sessions by date with what every reader filters them by: the History list, the
        -- days of full sessions of all the years (streaks, achievements) and the nth session
        -- from the index alone.
        DROP INDEX sessions_by_date;
        CREATE INDEX sessions_by_date ON sessions(date, started_epoch, status, deleted_at, is_partial);
        -- The same for a split's sessions (its last ones, the count per split on Stats).
        DROP INDEX sessions_by_type;
        CREATE INDEX sessions_by_type ON sessions(session_type, date, started_epoch, status, deleted_at);

        -- What the two tables hold, from the steps and sets (SQLite applies a `WHERE
        -- session_id = ?` on them before grouping). An import computes the same rows itself.
        CREATE VIEW session_exercise_best_figures AS
        SELECT st.session_id AS session_id, coalesce(st.exercise_id, lower(st.title)) AS exercise_key,
               max(st.exercise_id) AS exercise_id, min(st.title) AS title, se.date AS date, se.started_epoch AS started_epoch,
               max(sl.weight) AS heaviest,
               max(CASE WHEN sl.reps > 1 THEN sl.weight * (1 + sl.reps / 30.0) ELSE sl.weight END) AS best_e1rm,
               sum(sl.weight * sl.reps) AS volume
        FROM sessions se CROSS JOIN session_steps st ON st.session_id = se.id
        CROSS JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position
        WHERE se.status = 'finished' AND se.deleted_at IS NULL AND sl.is_warmup = 0 AND sl.weight > 0 AND sl.reps > 0
        GROUP BY st.session_id, exercise_key;
        CREATE VIEW session_region_figures AS
        SELECT st.session_id AS session_id, min(se.date) AS date, group_concat(DISTINCT er.region_id) AS regions
        FROM sessions se CROSS JOIN session_steps st ON st.session_id = se.id
        CROSS JOIN exercise_regions er ON er.exercise_id = st.exercise_id
        WHERE se.status = 'finished' AND se.deleted_at IS NULL AND st.skipped = 0 AND (
            ((st.kind IN ('timed', 'challenge') OR st.warmup_sets + st.working_sets = 0) AND st.checked_at IS NOT NULL)
            OR EXISTS (SELECT 1 FROM set_logs w WHERE w.session_id = st.session_id AND w.step_position = st.position AND w.is_warmup = 0))
        GROUP BY st.session_id;

        -- Kept by the database itself: finishing a workout, editing, moving or deleting a past
        -- session all update its row, last (the app moves updated_at after an edit's sets).
        CREATE TRIGGER sessions_summarized AFTER UPDATE ON sessions
        WHEN NEW.status = 'finished' OR OLD.status = 'finished' BEGIN
            DELETE FROM session_exercise_bests WHERE session_id = NEW.id;
            DELETE FROM session_regions WHERE session_id = NEW.id;
            INSERT INTO session_exercise_bests (session_id, exercise_key, exercise_id, title, date, started_epoch, heaviest, best_e1rm, volume)
                SELECT session_id, exercise_key, exercise_id, title, date, started_epoch, heaviest, best_e1rm, volume
                FROM session_exercise_best_figures WHERE session_id = NEW.id;
            INSERT INTO session_regions (session_id, date, regions)
                SELECT session_id, date, regions FROM session_region_figures WHERE session_id = NEW.id;
        END;

        INSERT INTO session_exercise_bests (session_id, exercise_key, exercise_id, title, date, started_epoch, heaviest, best_e1rm, volume)
            SELECT session_id, exercise_key, exercise_id, title, date, started_epoch, heaviest, best_e1rm, volume
            FROM session_exercise_best_figures;
        INSERT INTO session_regions (session_id, date, regions) SELECT session_id, date, regions FROM session_region_figures;
        """),
    Migration(version: 9, name: "achievement searches carried over", sql: """
        -- Each all-time achievement search (AchievementProgress.swift) as it stood after reading
        -- every day through `through`: the next reading goes on from there.
        CREATE TABLE achievement_progress (
            search TEXT PRIMARY KEY,
            through TEXT NOT NULL,
            state TEXT NOT NULL
        );
        -- A change on a day a search has read starts it again (a new session today, after
        -- `through`, leaves it be).
        CREATE TRIGGER sessions_inserted_progress AFTER INSERT ON sessions WHEN NEW.status = 'finished' BEGIN
            DELETE FROM achievement_progress WHERE through >= NEW.date;
        END;
        CREATE TRIGGER sessions_updated_progress AFTER UPDATE ON sessions WHEN NEW.status = 'finished' OR OLD.status = 'finished' BEGIN
            DELETE FROM achievement_progress WHERE through >= min(OLD.date, NEW.date);
        END;
        CREATE TRIGGER sessions_deleted_progress AFTER DELETE ON sessions WHEN OLD.status = 'finished' BEGIN
            DELETE FROM achievement_progress WHERE through >= OLD.date;
        END;
        CREATE TRIGGER challenge_inserted_progress AFTER INSERT ON daily_challenge BEGIN
            DELETE FROM achievement_progress WHERE through >= NEW.date;
        END;
        CREATE TRIGGER challenge_updated_progress AFTER UPDATE ON daily_challenge BEGIN
            DELETE FROM achievement_progress WHERE through >= min(OLD.date, NEW.date);
        END;
        CREATE TRIGGER challenge_deleted_progress AFTER DELETE ON daily_challenge BEGIN
            DELETE FROM achievement_progress WHERE through >= OLD.date;
        END;
        """),
    Migration(version: 10, name: "the history window read from its indexes", sql: """
        -- Every start (Home, status) reads the sessions and challenge days of the last 400 days:
        -- with every column they read in the index, no row is looked up in its table
        -- (0.25 ms of each start on 10 years of history).
        DROP INDEX sessions_by_date;
        CREATE INDEX sessions_by_date ON sessions(date, started_epoch, status, deleted_at, is_partial, session_type, duration_seconds, uid);
        CREATE INDEX daily_challenge_by_date ON daily_challenge(date, sets_completed, target);
        """),
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
    Migration(version: 19, name: "a change counter per table, for terminals to reload only what changed", sql: """
        -- How many rows each table has had written, kept by its triggers whoever writes (this
        -- app, another terminal, a script): a terminal that sees another connection's commit
        -- compares the counters with those it last read, and reloads only what those tables feed.
        CREATE TABLE table_changes (name TEXT PRIMARY KEY, changes INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID;
        INSERT INTO table_changes (name) VALUES ('sessions'), ('session_steps'), ('set_logs'), ('daily_challenge'), ('challenge_counts'), ('splits'), ('split_steps'), ('programs'), ('body_measurements'), ('settings'), ('exercises'), ('exercise_regions');
        CREATE TRIGGER sessions_counted_insert AFTER INSERT ON sessions BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'sessions'; END;
        CREATE TRIGGER sessions_counted_update AFTER UPDATE ON sessions BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'sessions'; END;
        CREATE TRIGGER sessions_counted_delete AFTER DELETE ON sessions BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'sessions'; END;
        CREATE TRIGGER session_steps_counted_insert AFTER INSERT ON session_steps BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'session_steps'; END;
        CREATE TRIGGER session_steps_counted_update AFTER UPDATE ON session_steps BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'session_steps'; END;
        CREATE TRIGGER session_steps_counted_delete AFTER DELETE ON session_steps BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'session_steps'; END;
        CREATE TRIGGER set_logs_counted_insert AFTER INSERT ON set_logs BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'set_logs'; END;
        CREATE TRIGGER set_logs_counted_update AFTER UPDATE ON set_logs BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'set_logs'; END;
        CREATE TRIGGER set_logs_counted_delete AFTER DELETE ON set_logs BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'set_logs'; END;
        CREATE TRIGGER daily_challenge_counted_insert AFTER INSERT ON daily_challenge BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'daily_challenge'; END;
        CREATE TRIGGER daily_challenge_counted_update AFTER UPDATE ON daily_challenge BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'daily_challenge'; END;
        CREATE TRIGGER daily_challenge_counted_delete AFTER DELETE ON daily_challenge BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'daily_challenge'; END;
        CREATE TRIGGER challenge_counts_counted_insert AFTER INSERT ON challenge_counts BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'challenge_counts'; END;
        CREATE TRIGGER challenge_counts_counted_update AFTER UPDATE ON challenge_counts BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'challenge_counts'; END;
        CREATE TRIGGER challenge_counts_counted_delete AFTER DELETE ON challenge_counts BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'challenge_counts'; END;
        CREATE TRIGGER splits_counted_insert AFTER INSERT ON splits BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'splits'; END;
        CREATE TRIGGER splits_counted_update AFTER UPDATE ON splits BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'splits'; END;
        CREATE TRIGGER splits_counted_delete AFTER DELETE ON splits BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'splits'; END;
        CREATE TRIGGER split_steps_counted_insert AFTER INSERT ON split_steps BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'split_steps'; END;
        CREATE TRIGGER split_steps_counted_update AFTER UPDATE ON split_steps BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'split_steps'; END;
        CREATE TRIGGER split_steps_counted_delete AFTER DELETE ON split_steps BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'split_steps'; END;
        CREATE TRIGGER programs_counted_insert AFTER INSERT ON programs BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'programs'; END;
        CREATE TRIGGER programs_counted_update AFTER UPDATE ON programs BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'programs'; END;
        CREATE TRIGGER programs_counted_delete AFTER DELETE ON programs BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'programs'; END;
        CREATE TRIGGER body_measurements_counted_insert AFTER INSERT ON body_measurements BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'body_measurements'; END;
        CREATE TRIGGER body_measurements_counted_update AFTER UPDATE ON body_measurements BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'body_measurements'; END;
        CREATE TRIGGER body_measurements_counted_delete AFTER DELETE ON body_measurements BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'body_measurements'; END;
        CREATE TRIGGER settings_counted_insert AFTER INSERT ON settings BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'settings'; END;
        CREATE TRIGGER settings_counted_update AFTER UPDATE ON settings BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'settings'; END;
        CREATE TRIGGER settings_counted_delete AFTER DELETE ON settings BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'settings'; END;
        CREATE TRIGGER exercises_counted_insert AFTER INSERT ON exercises BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'exercises'; END;
        CREATE TRIGGER exercises_counted_update AFTER UPDATE ON exercises BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'exercises'; END;
        CREATE TRIGGER exercises_counted_delete AFTER DELETE ON exercises BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'exercises'; END;
        CREATE TRIGGER exercise_regions_counted_insert AFTER INSERT ON exercise_regions BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'exercise_regions'; END;
        CREATE TRIGGER exercise_regions_counted_update AFTER UPDATE ON exercise_regions BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'exercise_regions'; END;
        CREATE TRIGGER exercise_regions_counted_delete AFTER DELETE ON exercise_regions BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'exercise_regions'; END;
        """),
    Migration(version: 20, name: "a rule on a split's step", sql: """
        -- How a split's step moves on, as a program's slot does: a rule's word (linear, double,
        -- tm, rpe, same; NULL for none, more weight offered after every set was done) and its
        -- numbers. A workout's step keeps its split step's, so its target is the rule it had.
        ALTER TABLE split_steps ADD COLUMN rule TEXT;
        ALTER TABLE split_steps ADD COLUMN rule_increment REAL;
        ALTER TABLE split_steps ADD COLUMN rule_reps_low INTEGER;
        ALTER TABLE split_steps ADD COLUMN rule_reps_high INTEGER;
        ALTER TABLE split_steps ADD COLUMN rule_percent REAL;
        ALTER TABLE split_steps ADD COLUMN rule_training_max REAL;
        ALTER TABLE split_steps ADD COLUMN rule_rpe REAL;
        ALTER TABLE session_steps ADD COLUMN rule TEXT;
        ALTER TABLE session_steps ADD COLUMN rule_increment REAL;
        ALTER TABLE session_steps ADD COLUMN rule_reps_low INTEGER;
        ALTER TABLE session_steps ADD COLUMN rule_reps_high INTEGER;
        ALTER TABLE session_steps ADD COLUMN rule_percent REAL;
        ALTER TABLE session_steps ADD COLUMN rule_training_max REAL;
        ALTER TABLE session_steps ADD COLUMN rule_rpe REAL;
        """),
    Migration(version: 21, name: "what each machine synced with last sent and received", sql: """
        -- Per machine synced with (its sync_clock.device): the stamp watermark it said it sent
        -- through last time (received_through) and the one this database sent through
        -- (sent_through), in seconds since 1970; the next sync sends only what is stamped at or
        -- after send_from (sent_through, or earlier when another sync or an import brought
        -- older stamps since), and falls back to the whole history when the two machines'
        -- records disagree. acknowledged_through: every tombstone stamped before it is one the
        -- machine confirmed it holds (a tombstone all machines hold ends). seen_at: when it last
        -- synced, for the tombstones it holds back.
        CREATE TABLE sync_peers (
            device TEXT PRIMARY KEY,
            received_through INTEGER NOT NULL,
            sent_through INTEGER NOT NULL,
            send_from INTEGER NOT NULL,
            acknowledged_through INTEGER NOT NULL DEFAULT 0,
            seen_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        """),
    Migration(version: 22, name: "a change counter for the finished workouts", sql: """
        -- 'finished_workouts' counts the writes to finished sessions, their steps and sets (one
        -- finished, deleted or edited in History), not to the workout in progress: a set logged
        -- in another terminal reloads that workout, not the history, the bests or the program's
        -- place, which read only finished sessions. A step or a set inserted is not counted: it
        -- comes with its session's own write (a finished session inserted or replaced by an
        -- import or a sync, an edit in History, which stamps its session), and an import of ten
        -- years inserts tens of thousands. A step or set whose session is gone counts.
        INSERT INTO table_changes (name) VALUES ('finished_workouts');
        CREATE TRIGGER sessions_finished_counted_insert AFTER INSERT ON sessions WHEN NEW.status IS NOT 'active'
        BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'finished_workouts'; END;
        CREATE TRIGGER sessions_finished_counted_update AFTER UPDATE ON sessions WHEN NEW.status IS NOT 'active' OR OLD.status IS NOT 'active'
        BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'finished_workouts'; END;
        CREATE TRIGGER sessions_finished_counted_delete AFTER DELETE ON sessions WHEN OLD.status IS NOT 'active'
        BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'finished_workouts'; END;
        \(["session_steps", "set_logs"].map(finishedCounted).joined(separator: "\n"))
        """),
    Migration(version: 23, name: "what a program's raises by reps came to, kept", sql: """
        -- Each training max a program raises by reps (nSuns' 1+ sets), as the sets of every
        -- earning workout started at or before through_epoch moved it (moved, in kilograms), of
        -- the program file, key and start the fingerprint names: a load folds only the workouts
        -- after it, not years of them. Worked out from this file's workouts, so not exported nor
        -- synced. The triggers delete it when a workout started at or before it is written:
        -- inserted, finished, edited, moved or deleted, or a step or set of it changed or
        -- deleted. A step or a set inserted comes with its session's own write (migration 22).
        CREATE TABLE program_checkpoints (
            program_uid TEXT NOT NULL,
            max_id TEXT NOT NULL,
            fingerprint TEXT NOT NULL,
            through_epoch REAL NOT NULL,
            moved REAL NOT NULL,
            PRIMARY KEY (program_uid, max_id)
        ) WITHOUT ROWID;
        CREATE TRIGGER sessions_checkpoint_insert AFTER INSERT ON sessions
        BEGIN DELETE FROM program_checkpoints WHERE through_epoch >= NEW.started_epoch; END;
        CREATE TRIGGER sessions_checkpoint_update AFTER UPDATE ON sessions
        BEGIN DELETE FROM program_checkpoints WHERE through_epoch >= min(OLD.started_epoch, NEW.started_epoch); END;
        CREATE TRIGGER sessions_checkpoint_delete AFTER DELETE ON sessions
        BEGIN DELETE FROM program_checkpoints WHERE through_epoch >= OLD.started_epoch; END;
        \(["session_steps", "set_logs"].map(checkpointDropped).joined(separator: "\n"))
        """),
]

/// Part of migration 23's SQL, so pinned with it: never edit. The triggers that delete the
/// checkpoints a change or a delete of `table`'s rows falls under, by their session's start.
private func checkpointDropped(_ table: String) -> String {
    let started = { (row: String) in "(SELECT started_epoch FROM sessions WHERE id = \(row).session_id)" }
    return """
        CREATE TRIGGER \(table)_checkpoint_update AFTER UPDATE ON \(table)
        BEGIN DELETE FROM program_checkpoints WHERE through_epoch >= min(\(started("OLD")), \(started("NEW"))); END;
        CREATE TRIGGER \(table)_checkpoint_delete AFTER DELETE ON \(table)
        BEGIN DELETE FROM program_checkpoints WHERE through_epoch >= \(started("OLD")); END;
        """
}

/// Part of migration 22's SQL, so pinned with it: never edit. The triggers that count the
/// changes and deletes of `table`'s rows of a session not in progress.
private func finishedCounted(_ table: String) -> String {
    let notActive = { (row: String) in "(SELECT status FROM sessions WHERE id = \(row).session_id) IS NOT 'active'" }
    let count = "BEGIN UPDATE table_changes SET changes = changes + 1 WHERE name = 'finished_workouts'; END;"
    return """
        CREATE TRIGGER \(table)_finished_counted_update AFTER UPDATE ON \(table) WHEN \(notActive("NEW")) OR \(notActive("OLD")) \(count)
        CREATE TRIGGER \(table)_finished_counted_delete AFTER DELETE ON \(table) WHEN \(notActive("OLD")) \(count)
        """
}

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

/// Part of migration 4's SQL, so pinned with it (MigrationPinTests): never edit. SQL for a ULID
/// whose 48-bit time is the integer SQL expression `millis` and whose 80 other bits are random.
private func exportIDsULID(_ millis: String) -> String {
    let alphabet = "'0123456789ABCDEFGHJKMNPQRSTVWXYZ'"
    let time = stride(from: 45, through: 0, by: -5).map { "substr(\(alphabet), ((coalesce(\(millis), 0) >> \($0)) & 31) + 1, 1)" }
    let random = (0..<16).map { _ in "substr(\(alphabet), (random() & 31) + 1, 1)" }
    return (time + random).joined(separator: " || ")
}

/// The schema version this binary writes: the last migration's (MigrationTests checks it). A
/// literal, because reading `migrations` builds every migration's SQL, which a start that has
/// nothing to migrate should not pay for.
public let latestSchemaVersion = 23
