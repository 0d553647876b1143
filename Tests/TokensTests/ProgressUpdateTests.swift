import Tokens
import XCTest

final class ProgressUpdateTests: XCTestCase {
    func testCountsAreGroupedByThousandsWhateverTheLocale() {
        XCTAssertEqual(ProgressUpdate.grouped(0), "0")
        XCTAssertEqual(ProgressUpdate.grouped(999), "999")
        XCTAssertEqual(ProgressUpdate.grouped(1000), "1,000")
        XCTAssertEqual(ProgressUpdate.grouped(25_000), "25,000")
        XCTAssertEqual(ProgressUpdate.grouped(1_234_567), "1,234,567")
        XCTAssertEqual(ProgressUpdate.grouped(-4200), "-4,200")
    }

    func testAnUpdateReadsAsItsPhaseAndCount() {
        XCTAssertEqual(
            ProgressUpdate(phase: "Verifying revisions", completed: 412, total: 1000).description,
            "Verifying revisions 412/1,000")
        XCTAssertEqual(ProgressUpdate(phase: "Checking the remote").description, "Checking the remote")
    }

    func testTheSilentReporterTellsNoOneAndAHandlerHearsEveryUpdate() {
        ProgressReporter.silent.report("nothing")
        final class Box: @unchecked Sendable { var updates: [ProgressUpdate] = [] }
        let box = Box()
        let reporter = ProgressReporter { box.updates.append($0) }
        reporter.report("Copying revisions", completed: 1, total: 2)
        reporter.report("Checking the remote")
        XCTAssertEqual(
            box.updates,
            [
                ProgressUpdate(phase: "Copying revisions", completed: 1, total: 2),
                ProgressUpdate(phase: "Checking the remote"),
            ])
    }
}
