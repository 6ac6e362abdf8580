/// The measures of gymtrack itself on a pseudo-terminal: what it costs to start, what it sends
/// and spends while nobody types, and how soon it shows another terminal's write.
extension Bench {
    /// Seconds each window of output and CPU is counted over.
    static let window = 10.0

    /// Seconds from the posix_spawn of the UI on `database` until its first whole frame has
    /// arrived (the hint bar, drawn last, ends with "help").
    func launch(_ database: String, columns: Int = 80, rows: Int = 24) throws -> (process: PtyProcess, seconds: Double) {
        let process = try PtyProcess([try binary(), "--db", database], columns: columns, rows: rows)
        process.read(for: 10) { String(decoding: $0.suffix(400), as: UTF8.self).contains("help") }
        return (process, now() - process.spawnedAt)
    }

    func firstFrame() throws -> Double {
        let (process, seconds) = try launch(try startupCopy())
        process.terminate()
        return seconds
    }

    /// Home left alone: bytes written to the terminal and CPU used over a window, once a
    /// second has passed after the first frame.
    func idleHome() throws -> (bytesPerSecond: Double, cpuPercent: Double) {
        if let idle { return idle }
        let process = try launch(try copy("idle.sqlite")).process
        defer { process.terminate() }
        process.read(for: 1)
        let cpu = process.cpuSeconds
        let bytes = Double(process.read(for: Bench.window))
        idle = (bytes / Bench.window, (process.cpuSeconds - cpu) / Bench.window * 100)
        return idle!
    }

    /// A workout begun, with its clock and a countdown running beside it: the bytes per second
    /// it writes to the terminal (two clocks changing each second).
    func runningClockBytesPerSecond() throws -> Double {
        let process = try launch(try copy("clock.sqlite")).process
        defer { process.terminate() }
        for key in ["\r", "\r", "t"] { // start, let's go, the step's countdown
            process.write(key)
            process.read(for: 0.5)
        }
        process.read(for: 1)
        return Double(process.read(for: Bench.window)) / Bench.window
    }

    /// Two UIs on one database, both on Home: a challenge set added in one (`c`), until the
    /// other, which sends nothing while idle, has sent its new frame. Between samples the first
    /// sets the day's count back to 0 (`C 0`), which the second shows too.
    func setSeenInAnotherTerminal() throws -> Double {
        if twoTerminals == nil {
            let database = try copy("shared.sqlite")
            twoTerminals = (try launch(database).process, try launch(database).process)
        }
        let (writer, reader) = twoTerminals!
        writer.write("C0")
        let shown = reader.output.count
        reader.read(for: 3) { $0.count > shown }
        reader.read(for: 1.5) // the reader looks again for a second after a change; all quiet after
        writer.drain()

        let before = reader.output.count
        let start = now()
        writer.write("c")
        reader.read(for: 5) { $0.count > before }
        let seconds = now() - start
        writer.drain()
        return seconds
    }
}
