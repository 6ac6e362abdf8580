/// Migrations 19 on, as shipped: never edited (MigrationPinTests). A new one is appended here.
let migrationsFrom19: [Migration] = [
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
