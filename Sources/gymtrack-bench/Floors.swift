/// The floors: the sqlite3 shell doing the bare minimum of the same work on the same files, so
/// that a budget is a ratio that holds on a fast machine and a slow one alike.
extension Bench {
    /// Starting a process that opens the database and reads it: the shell counting the sessions.
    var countSessionsFloor: Floor {
        Floor(name: "sqlite3 count(*)") { [unowned self] in
            try timeCommand([try sqlite3(), try startupCopy(), "select count(*) from sessions"])
        }
    }

    /// Reading the CSV into a new database: the shell's `.import` of it into one table, as text.
    var csvImportFloor: Floor {
        Floor(name: "sqlite3 .import") { [unowned self] in
            let path = folder + "/floor.sqlite"
            removeDatabase(path)
            return try timeCommand([try sqlite3(), path, ".import --csv \(try strongCSV()) strong"])
        }
    }

}
