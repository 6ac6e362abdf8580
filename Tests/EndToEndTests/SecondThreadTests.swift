import Foundation
import XCTest
@testable import gymtrack

/// `SecondThread`: whichever takes the work first does it, the thread as it starts or
/// `result()` when the thread has not started yet; never both, never neither.
final class SecondThreadTests: XCTestCase {
    struct Refused: Error, Equatable { let reason: String }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    func testTheWorkIsDoneExactlyOnceHoweverTheThreadIsScheduled() {
        let done = Counter()
        for round in 0..<2_000 {
            let thread = SecondThread<Int, Never> {
                done.add()
                return round * 2
            }
            if round % 3 == 0 { usleep(50) } // sometimes the thread has started by now, sometimes not
            XCTAssertEqual(thread.result(), round * 2)
            XCTAssertEqual(done.value, round + 1, "round \(round)")
        }
        usleep(20_000) // threads that found their work taken end without doing it again
        XCTAssertEqual(done.value, 2_000)
    }

    func testWhatTheWorkThrowsIsThrownByResult() {
        let thread = SecondThread<Int, Refused> { () throws(Refused) -> Int in throw Refused(reason: "no") }
        XCTAssertThrowsError(try thread.result()) { XCTAssertEqual($0 as? Refused, Refused(reason: "no")) }
    }

    func testRunAtOnceHandsBackEachPieceInOrder() {
        let pieces = (0..<5).map { i in { () -> [Int] in (0..<1_000).map { $0 * i } } }
        XCTAssertEqual(runAtOnce(pieces), (0..<5).map { i in (0..<1_000).map { $0 * i } })
        XCTAssertEqual(runAtOnce([() -> Int]()), [])
    }
}
