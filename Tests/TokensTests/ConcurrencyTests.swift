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

    /// Every worker of the pool busy (as when each runs a `background` that waits for a nested one): the caller runs
    /// the background work itself instead of waiting for libdispatch to grow the pool, which takes about a second per
    /// thread. The background is queued behind sixteen blocked tasks, so no pool thread can reach it first.
    func testTheCallerRunsTheBackgroundWhenThePoolIsBusy() {
        let release = DispatchSemaphore(value: 0)
        let blockers = 16
        for _ in 0..<blockers { DispatchQueue.global(qos: .userInitiated).async { release.wait() } }
        defer { for _ in 0..<blockers { release.signal() } }
        let caller = pthread_self()
        let (backgroundThread, foregroundThread) = concurrently({ pthread_self() }, { pthread_self() })
        XCTAssertNotEqual(pthread_equal(backgroundThread, caller), 0, "the background work waited for the pool")
        XCTAssertNotEqual(pthread_equal(foregroundThread, caller), 0)
    }

    /// Nested calls, deeper than the pool has threads, each running its foreground and background.
    func testNestedCallsFinishEveryLevel() {
        @Sendable func sum(_ depth: Int) -> Int {
            guard depth > 0 else { return 1 }
            let (left, right) = concurrently({ sum(depth - 1) }, { sum(depth - 1) })
            return left + right
        }
        XCTAssertEqual(sum(8), 256)
    }

    func testConcurrentMapKeepsTheOrder() {
        let numbers = Array(0..<10_000)
        XCTAssertEqual(concurrentMap(numbers) { $0 * 3 }, numbers.map { $0 * 3 })
        XCTAssertEqual(concurrentMap([5, 6]) { $0 + 1 }, [6, 7])
    }

    /// A value handed over is freed, and not on the thread that handed it over: its last owner is the other thread.
    func testAValueReleasedElsewhereIsFreedOnAnotherThread() {
        let freed = DispatchSemaphore(value: 0)
        let caller = pthread_self()
        let onCaller = Flag()
        // An array frees its elements in order: the last one's signal says all are freed.
        let value: [Tracked] = (0..<1_000).map { index in
            Tracked {
                if pthread_equal(pthread_self(), caller) != 0 { onCaller.set() }
                if index == 999 { freed.signal() }
            }
        }
        releaseElsewhere(consume value)
        // A bound against a hang, not a measure of speed: freeing 1,000 objects takes microseconds.
        XCTAssertEqual(freed.wait(timeout: .now() + 60), .success, "the value handed over was never freed")
        XCTAssertFalse(onCaller.value, "the value was freed on the thread that handed it over")
    }
}

/// An object that calls `onFree` when it is freed, on the thread that frees it.
private final class Tracked: @unchecked Sendable {
    private let onFree: () -> Void

    init(onFree: @escaping () -> Void) {
        self.onFree = onFree
    }

    deinit { onFree() }
}

/// A flag set on one thread and read on another.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    func set() { lock.withLock { isSet = true } }
    var value: Bool { lock.withLock { isSet } }
}
