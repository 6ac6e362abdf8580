/// Migrations 1 to 10, as shipped: never edited (MigrationPinTests).
let migrationsTo10: [Migration] = [
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
]
