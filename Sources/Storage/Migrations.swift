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
]

/// The schema version this binary writes.
public let latestSchemaVersion = migrations.last!.version
