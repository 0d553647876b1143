import Dispatch
import Foundation
import Tokens
import XCTest

@testable import dsysctl

/// The progress line's drawing, with its writes captured: what a line says, how it fits the terminal, when it is
/// drawn, and that it is erased.
final class ProgressLineTests: XCTestCase {
    /// The writes of a line, in order.
    private final class Screen: @unchecked Sendable {
        private let lock = NSLock()
        private var writes: [String] = []
        func write(_ text: String) { lock.withLock { writes.append(text) } }
        var all: [String] { lock.withLock { writes } }

        /// Waits (up to ten seconds: the machine may be busy) until `count` writes are on the screen.
        func wait(for count: Int) {
            let end = Date().addingTimeInterval(10)
            while all.count < count, Date() < end { Thread.sleep(forTimeInterval: 0.01) }
        }
    }

    func testALineSaysThePhaseAndItsCountOrHowLongItHasLasted() {
        XCTAssertEqual(
            ProgressLine.text(ProgressUpdate(phase: "Verifying revisions", completed: 412, total: 1000), seconds: 0),
            "Verifying revisions 412/1,000")
        // A count that has not moved for a while says so.
        XCTAssertEqual(
            ProgressLine.text(ProgressUpdate(phase: "Verifying revisions", completed: 0, total: 1), seconds: 9),
            "Verifying revisions 0/1… 9 s")
        XCTAssertEqual(
            ProgressLine.text(ProgressUpdate(phase: "Publishing 20,000 tokens: generating the package"), seconds: 0),
            "Publishing 20,000 tokens: generating the package…")
        XCTAssertEqual(
            ProgressLine.text(ProgressUpdate(phase: "Publishing 20,000 tokens: generating the package"), seconds: 4),
            "Publishing 20,000 tokens: generating the package… 4 s")
    }

    /// A phase may name a file or a remote: its control characters are shown, never obeyed.
    func testAPhaseIsEscaped() {
        let hostile = ProgressUpdate(phase: "Importing 3 tokens: writing out\u{1B}]0;owned\u{07}\u{202E}.json")
        XCTAssertEqual(
            ProgressLine.text(hostile, seconds: 0),
            "Importing 3 tokens: writing out\\u{1B}]0;owned\\u{7}\\u{202E}.json…")
    }

    func testALineIsCutToTheTerminalsWidthCountingWideCharacters() {
        XCTAssertEqual(ProgressLine.fitted("short", columns: 80), "short")
        let long = String(repeating: "a", count: 100)
        XCTAssertEqual(ProgressLine.fitted(long, columns: 40), String(repeating: "a", count: 38) + "…")
        // Exactly one column less than the terminal fits as it is (the last column would wrap on some terminals).
        XCTAssertEqual(ProgressLine.fitted(String(repeating: "b", count: 39), columns: 40).count, 39)
        // Each CJK character takes two columns: 19 of them and the ellipsis fill 39.
        let wide = String(repeating: "色", count: 30)
        XCTAssertEqual(ProgressLine.fitted(wide, columns: 40), String(repeating: "色", count: 19) + "…")
        XCTAssertEqual(ProgressLine.displayWidth("é"), 1)
        XCTAssertEqual(ProgressLine.displayWidth("🎨"), 2)
    }

    /// Nothing is written before the delay: a command that ends sooner prints nothing, not even the erasure.
    func testAFastOperationPrintsNothing() {
        let screen = Screen()
        let line = ProgressLine(style: .updating, write: screen.write, columns: { 80 }, delay: .seconds(5))
        line.reporter.report("Verifying revisions", completed: 1, total: 2)
        line.finish()
        XCTAssertEqual(screen.all, [])
    }

    /// After the delay the line is drawn over itself, only when it changes, and erased at the end.
    func testTheLineIsRedrawnOnlyWhenItChangesAndErasedAtTheEnd() {
        let screen = Screen()
        let line = ProgressLine(
            style: .updating, write: screen.write, columns: { 80 }, delay: .seconds(0), interval: .milliseconds(10))
        let reporter = line.reporter
        reporter.report("Copying revisions", completed: 0, total: 2)
        screen.wait(for: 1)
        // Reported again, the same: nothing new on the screen however many ticks pass.
        reporter.report("Copying revisions", completed: 0, total: 2)
        Thread.sleep(forTimeInterval: 0.1)
        reporter.report("Copying revisions", completed: 1, total: 2)
        screen.wait(for: 2)
        line.finish()
        XCTAssertEqual(
            screen.all,
            ["\rCopying revisions 0/2\u{1B}[K", "\rCopying revisions 1/2\u{1B}[K", "\r\u{1B}[K"])
        // Nothing after the end.
        reporter.report("Copying revisions", completed: 2, total: 2)
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(screen.all.count, 3)
    }

    /// Updates faster than the interval are not all drawn: the line shows the latest at each tick.
    func testUpdatesAreThrottledToTheInterval() {
        let screen = Screen()
        let line = ProgressLine(
            style: .updating, write: screen.write, columns: { 80 }, delay: .seconds(0), interval: .milliseconds(200))
        let start = DispatchTime.now()
        var count = 0
        while DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds < 500_000_000 {
            count += 1
            line.reporter.report("Verifying revisions", completed: count, total: 1_000_000)
        }
        line.finish()
        // Half a second at five ticks a second, plus the first update drawn at once and the erasure: at most a
        // handful of writes for many thousands of updates.
        XCTAssertGreaterThan(count, 1000)
        XCTAssertLessThanOrEqual(screen.all.count, 6, "\(screen.all)")
        XCTAssertEqual(screen.all.last, "\r\u{1B}[K")
    }

    /// A terminal that obeys no escape gets one plain line per phase, with its total, and nothing to erase.
    func testADumbTerminalGetsALinePerPhase() {
        let screen = Screen()
        let line = ProgressLine(
            style: .lines, write: screen.write, columns: { 80 }, delay: .seconds(0), interval: .milliseconds(10))
        line.reporter.report("Verifying revisions", completed: 0, total: 1000)
        screen.wait(for: 1)
        line.reporter.report("Verifying revisions", completed: 16, total: 1000)
        Thread.sleep(forTimeInterval: 0.1)
        line.reporter.report("Checking the remote")
        screen.wait(for: 2)
        line.finish()
        XCTAssertEqual(screen.all, ["Verifying revisions (1,000)…\n", "Checking the remote…\n"])
    }
}
