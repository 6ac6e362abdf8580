import Foundation
import XCTest
@testable import Storage

/// Prepared statements are kept per connection and reused, and never left active.
final class StatementCacheTests: TemporaryDirectoryTestCase {
    private var db: Connection!

    override func setUpWithError() throws {
        try super.setUpWithError()
        db = try Connection(path: ":memory:")
        try db.executeScript("CREATE TABLE t (x INTEGER NOT NULL)")
        for x in [1, 2, 3] { try db.execute("INSERT INTO t (x) VALUES (?)", [x]) }
    }

    override func tearDownWithError() throws {
        db = nil
        try super.tearDownWithError()
    }

    private let query = "SELECT x FROM t WHERE x > ? ORDER BY x"

    func testTheSameSQLGivesTheSameStatement() throws {
        let first = try db.prepare(query)
        _ = try db.rows(query, [0])
        _ = try db.firstRow(query, [1])
        XCTAssertTrue(first === (try db.prepare(query)))
        XCTAssertFalse(first === (try db.prepare("SELECT x FROM t")), "another text, another statement")
    }

    func testResultsStayRightAcrossReuse() throws {
        XCTAssertEqual(try db.rows(query, [0]).map { $0.int("x") }, [1, 2, 3])
        XCTAssertEqual(try db.rows(query, [1]).map { $0.int("x") }, [2, 3])
        XCTAssertEqual(try db.firstRow(query, [2])?.int("x"), 3)
        XCTAssertNil(try db.firstRow(query, [3]))
        try db.execute("INSERT INTO t (x) VALUES (?)", [4])
        XCTAssertEqual(try db.rows(query, [2]).map { $0.int("x") }, [3, 4])
    }

    func testAStatementThatThrewIsReusedCleanly() throws {
        let insert = "INSERT INTO t (x) VALUES (?)"
        XCTAssertThrowsError(try db.execute(insert, [Int?.none])) { error in
            XCTAssertTrue("\(error)".contains("NOT NULL"), "\(error)")
        }
        try db.execute(insert, [5])
        XCTAssertEqual(try db.rows("SELECT x FROM t ORDER BY x").map { $0.int("x") }, [1, 2, 3, 5])

        // An error while stepping (integer overflow), then the same statement gives the right answer.
        let abs = "SELECT abs(?) AS v"
        let statement = try db.prepare(abs)
        XCTAssertThrowsError(try db.firstRow(abs, [Int64.min]))
        XCTAssertEqual(try db.firstRow(abs, [-5])?.int("v"), 5)
        XCTAssertTrue(statement === (try db.prepare(abs)))

        // Too many parameters fails at binding; the bindings do not leak into the next use.
        XCTAssertThrowsError(try db.firstRow(query, [1, 2]))
        XCTAssertEqual(try db.rows(query, [2]).map { $0.int("x") }, [3, 5])
        XCTAssertFalse(db.hasActiveStatement)
    }

    func testNoStatementIsLeftActive() throws {
        _ = try db.firstRow("SELECT x FROM t ORDER BY x") // three rows, only the first read
        XCTAssertFalse(db.hasActiveStatement)
        _ = try db.rows(query, [0])
        XCTAssertFalse(db.hasActiveStatement)

        // A caller that stops stepping part-way leaves it active until it is prepared again.
        let statement = try db.prepare(query)
        try statement.bind([0])
        XCTAssertTrue(try statement.step())
        XCTAssertTrue(db.hasActiveStatement)
        _ = try db.prepare(query)
        XCTAssertFalse(db.hasActiveStatement)
        try statement.run([0])
        XCTAssertFalse(db.hasActiveStatement, "run steps to the end and resets")
    }

    /// A statement left on its first row would keep this connection's read snapshot open:
    /// what another connection commits afterwards would stay invisible to it.
    func testAFirstRowReadDoesNotHideLaterCommits() throws {
        let file = path("shared.sqlite")
        let reader = try Connection(path: file)
        let writer = try Connection(path: file)
        XCTAssertEqual(try reader.firstRow("PRAGMA journal_mode = WAL")?.string("journal_mode"), "wal")
        try reader.executeScript("CREATE TABLE t (x INTEGER NOT NULL); INSERT INTO t VALUES (1), (2), (3);")

        XCTAssertEqual(try reader.firstRow("SELECT x FROM t ORDER BY x")?.int("x"), 1)
        try writer.transaction { try writer.execute("INSERT INTO t (x) VALUES (?)", [4]) }

        XCTAssertEqual(try reader.firstRow("SELECT count(*) AS n FROM t")?.int("n"), 4)
        XCTAssertEqual(try reader.firstRow("SELECT x FROM t ORDER BY x DESC")?.int("x"), 4)
    }
}
