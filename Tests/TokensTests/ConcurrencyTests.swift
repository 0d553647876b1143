import Foundation
import XCTest

@testable import Tokens

final class ConcurrencyTests: XCTestCase {
    private struct Failure: Error, Equatable {
        let name: String
    }

    func testBothResultsComeBackInPlace() throws {
        let (background, foreground) = concurrently({ (1...1_000).reduce(0, +) }, { "foreground" })
        XCTAssertEqual(background, 500_500)
        XCTAssertEqual(foreground, "foreground")
    }

    func testTheBackgroundErrorWinsWhenBothFail() {
        XCTAssertThrowsError(
            try concurrently(
                { () throws(Failure) -> Int in throw Failure(name: "background") },
                { () throws(Failure) -> Int in throw Failure(name: "foreground") })
        ) { error in
            XCTAssertEqual(error as? Failure, Failure(name: "background"))
        }
    }

    func testAForegroundErrorIsThrownAfterTheBackgroundFinished() {
        let finished = Flag()
        XCTAssertThrowsError(
            try concurrently(
                { () throws(Failure) -> Int in
                    Thread.sleep(forTimeInterval: 0.05)
                    finished.set()
                    return 1
                },
                { () throws(Failure) -> Int in throw Failure(name: "foreground") })
        ) { error in
            XCTAssertEqual(error as? Failure, Failure(name: "foreground"))
        }
        XCTAssertTrue(finished.value, "concurrently returned while its background work was still running")
    }

    func testConcurrentMapKeepsTheOrder() {
        let numbers = Array(0..<10_000)
        XCTAssertEqual(concurrentMap(numbers) { $0 * 3 }, numbers.map { $0 * 3 })
        XCTAssertEqual(concurrentMap([5, 6]) { $0 + 1 }, [6, 7])
    }
}

/// A flag set on one thread and read on another.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    func set() { lock.withLock { isSet = true } }
    var value: Bool { lock.withLock { isSet } }
}
