import XCTest
@testable import Storage

/// Rows written many to a statement: every value comes back as written, across batches, after the leftover flush, and after a
/// batch that failed.
final class RowBatchTests: XCTestCase {
    private func table() throws -> Connection {
        let db = try Connection(path: ":memory:")
        try db.executeScript("CREATE TABLE t (n INTEGER NOT NULL UNIQUE, a TEXT NOT NULL, b TEXT)")
        return db
    }

    private func batch(_ db: Connection) throws -> RowBatch<(n: Int, a: String, b: String?)> {
        try RowBatch(db, table: "t", columns: ["n", "a", "b"]) { row, s, i in
            try s.bind(i, row.n)
            try s.bind(i + 1, row.a)
            try s.bind(i + 2, row.b)
        }
    }

    private func contents(_ db: Connection) throws -> [(Int, String, String?)] {
        try db.rows("SELECT n, a, b FROM t ORDER BY n").map { ($0.int("n")!, $0.string("a")!, $0.string("b")) }
    }

    func testTextOfEverySizeComesBackAsWritten() throws {
        let db = try table()
        var rows = try batch(db)
        // Empty, non-ASCII, and long text; more rows than a statement holds.
        let long = String(repeating: "Ω-long-", count: 20_000)
        let written = (0..<2_500).map { n in
            (n: n, a: n % 3 == 0 ? "" : n % 3 == 1 ? "Café \(n) 日本" : "\(n)-" + String(repeating: "x", count: n % 50),
             b: n % 500 == 7 ? long : n % 2 == 0 ? nil : "b\(n)")
        }
        for row in written { try rows.add(row) }
        try rows.flush()
        let read = try contents(db)
        XCTAssertEqual(read.count, written.count)
        for (got, want) in zip(read, written) {
            XCTAssertEqual(got.0, want.n)
            XCTAssertEqual(got.1, want.a)
            XCTAssertEqual(got.2, want.b)
        }
    }

    func testABatchThatFailedLeavesTheNextOneRight() throws {
        let db = try table()
        var rows = try batch(db)
        try rows.add((1, "one", "first"))
        try rows.flush()
        try rows.add((1, "again", "a duplicate n"))
        XCTAssertThrowsError(try rows.flush())
        var fresh = try batch(db)
        try fresh.add((2, "two", nil))
        try fresh.add((3, "three", "third"))
        try fresh.flush()
        XCTAssertEqual(try contents(db).map { "\($0.0) \($0.1) \($0.2 ?? "-")" }, ["1 one first", "2 two -", "3 three third"])
    }
}
