import Foundation
import XCTest

@testable import Registry

/// `RevisionInfo.isoDate`, which counts the calendar itself, writes what Foundation's ISO 8601 formatter writes.
final class RevisionDateTests: XCTestCase {
    /// Foundation's formatter, the reference: UTC, `2026-11-30T05:12:00Z`.
    private let formatter: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter
    }()

    private func reference(_ seconds: Int64) -> String {
        formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    func testEveryTimeDsysRecordsIsWrittenAsFoundationWritesIt() {
        let day: Int64 = 86_400
        // The ends of the range publish accepts, the edges of days, and leap days: 2000 is a leap year, 2100 is not.
        var times: [Int64] = [0, 1, 59, 60, 3_599, 3_600, day - 1, day, Registry.latestTime, Registry.latestTime - 1]
        for (year, month, dayOfMonth) in [(1972, 2, 29), (2000, 2, 29), (2000, 3, 1), (2100, 2, 28), (2100, 3, 1)] {
            var components = DateComponents()
            (components.year, components.month, components.day) = (year, month, dayOfMonth)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let start = Int64(calendar.date(from: components)!.timeIntervalSince1970)
            times += [start - 1, start, start + day - 1]
        }
        // And 5,000 times spread over the whole range, the same on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            times.append(Int64((state >> 16) % UInt64(Registry.latestTime + 1)))
        }
        for time in times {
            XCTAssertEqual(RevisionInfo.isoDate(time), reference(time), "\(time)")
        }
    }

    func testTimesBefore1970CountBackwards() {
        // 1969-12-31T23:59:59Z and 1900-03-01 (1900 is not a leap year); Foundation's formatter agrees from 1583,
        // when its calendar is Gregorian.
        for time: Int64 in [-1, -86_400, -86_401, -2_203_891_200, -2_208_988_800, -11_676_096_000] {
            XCTAssertEqual(RevisionInfo.isoDate(time), reference(time), "\(time)")
        }
        XCTAssertEqual(RevisionInfo.isoDate(-62_167_219_200), "0000-01-01T00:00:00Z", "year 0, proleptic Gregorian")
    }

    /// Past the years of four digits, and at the ends of Int64, the year takes the digits it needs and nothing traps.
    func testYearsOfMoreThanFourDigitsAndTheEndsOfTheRange() {
        XCTAssertEqual(RevisionInfo.isoDate(253_402_300_799), "9999-12-31T23:59:59Z")
        XCTAssertEqual(RevisionInfo.isoDate(253_402_300_800), "10000-01-01T00:00:00Z")
        XCTAssertEqual(RevisionInfo.isoDate(-62_167_219_201), "-0001-12-31T23:59:59Z")
        for time in [Int64.min, Int64.max] {
            XCTAssertTrue(RevisionInfo.isoDate(time).hasSuffix("Z"), "\(time)")
        }
    }
}
