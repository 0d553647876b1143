import ChangeReports
import Foundation
import Generator
import TestSupport
import Tokens
import XCTest

@testable import Registry
@testable import Server

/// `dsysctl serve` as a user runs it: the built binary on a free loopback port, browsed by a real headless Chromium
/// (Tests/ServerTests/Browser/drive.py, through Debian's chromium-driver), and its errors at start.
final class ServeCommandTests: XCTestCase {
    func testABrowserSeesTheVersionsTheSwatchesInEachAppearanceSearchTheDiffAndA404() throws {
        let served = try ServedRegistry.threeVersions(self)
        let server = try ServeProcess.start(self, served)
        let published = try served.registry.publishedVersion("1.1.0")
        let designSystem = published.designSystem
        let folder = try TestSupport.temporaryDirectory(self)
        let plan = folder.appendingPathComponent("plan.json")
        try JSONSerialization.data(withJSONObject: [
            "version": "1.1.0", "search": "action", "diff": ["1.0.0", "1.1.0"], "missing": "9.9.9",
            "high_contrast": true,
        ]).write(to: plan)
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", ServeProcess.driver.path, "check", server.url, plan.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let report = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any], result.standardError
        )

        // A page of another site cannot read this server through a name that points here (DNS rebinding).
        let port = try XCTUnwrap(URLComponents(string: server.url)?.port)
        XCTAssertEqual(
            report["hosts"] as? [String: Int],
            ["127.0.0.1:\(port)": 200, "localhost:\(port)": 200, "rebound.example:\(port)": 421])

        let list = try XCTUnwrap(report["list"] as? [String: Any])
        XCTAssertEqual(list["versions"] as? [String], ["2.0.0", "1.1.0", "1.0.0"])
        XCTAssertEqual(list["console"] as? [String], [])

        // Every swatch's computed color is the token's, in each appearance the page is emulated in.
        let version = try XCTUnwrap(report["version"] as? [String: Any])
        XCTAssertEqual(version["rows"] as? Int, designSystem.tokenCount)
        var pages: [String: String] = [:]
        for appearance in Appearance.allCases {
            let seen = try XCTUnwrap(version[appearance.rawValue] as? [String: Any], appearance.rawValue)
            let rows = try XCTUnwrap(seen["rows"] as? [String: [String: String?]])
            XCTAssertEqual(rows.count, designSystem.colors.count)
            pages[appearance.rawValue] = seen["page"] as? String
            for color in designSystem.colors {
                let row = try XCTUnwrap(rows["color.\(color.path)"], "\(color.path)")
                let live = try XCTUnwrap(row["live"] ?? nil)
                XCTAssertTrue(
                    CSSColor(live) == CSSColor(color.resolved(appearance)),
                    "\(color.path) in \(appearance): \(live), not \(color.resolved(appearance).hex)")
                for column in Appearance.allCases {
                    let cell = try XCTUnwrap(row[column.rawValue] ?? nil, "\(color.path) \(column)")
                    XCTAssertTrue(
                        CSSColor(cell) == CSSColor(color.resolved(column)), "\(color.path) \(column) column: \(cell)")
                }
            }
        }
        XCTAssertEqual(pages["light"], "rgb(255, 255, 255)")
        XCTAssertEqual(pages["dark"], "rgb(13, 17, 23)", "the page itself follows prefers-color-scheme")
        XCTAssertEqual(version["injected"] as? Int, 0)
        XCTAssertTrue(
            (version["descriptions"] as? [String] ?? []).contains(
                "<script>alert(\"x\")</script> & \"quotes\" 'apos' </td>"), "markup in a description shows as text")
        XCTAssertEqual(version["console"] as? [String], [])

        let search = try XCTUnwrap(report["search"] as? [String: Any])
        let sections: [TokenCategory: String] = [
            .color: "colors", .typography: "typography", .spacing: "spacing", .radius: "radius", .shadow: "shadows",
            .other: "other",
        ]
        let matching = TokenCategory.allCases.map { category in
            (category, designSystem.keys(of: category).map { $0.lowercased() }.filter { $0.contains("action") })
        }
        let expected = matching.flatMap(\.1)
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(search["visible"] as? [String], expected)
        XCTAssertEqual(search["count"] as? String, "\(expected.count) of \(designSystem.tokenCount) tokens")
        XCTAssertEqual(
            Set(search["hidden_sections"] as? [String] ?? []),
            Set(
                matching.filter { $0.1.isEmpty && !designSystem.keys(of: $0.0).isEmpty }.compactMap {
                    sections[$0.0]
                }))
        XCTAssertEqual(search["nothing"] as? Int, 0)

        // The first row the search leaves has its symbol copied.
        let first = try XCTUnwrap(expected.first)
        let symbol = try XCTUnwrap(
            Generator.tokenReferences(of: designSystem, profile: .dsys).first {
                $0.token.description.lowercased() == first
            }?.expression)
        let copy = try XCTUnwrap(report["copy"] as? [String: String])
        XCTAssertEqual(copy["symbol"], symbol)
        XCTAssertEqual(copy["clipboard"], symbol, "click to copy puts the symbol on the clipboard")

        let switcher = try XCTUnwrap(report["switcher"] as? [String: Any])
        XCTAssertEqual(switcher["selected"] as? String, "1.1.0")
        XCTAssertEqual(switcher["went_to"] as? String, "/versions/1.0.0")
        XCTAssertEqual(switcher["options"] as? [String], ["2.0.0", "1.1.0", "1.0.0"])

        let diff = try XCTUnwrap(report["diff"] as? [String: Any])
        XCTAssertEqual(diff["h1"] as? String, "Acme 1.0.0 → 1.1.0")
        let headings = diff["sections"] as? [String] ?? []
        XCTAssertTrue(headings.contains("Added") && headings.contains("Changed"), "\(headings)")
        XCTAssertEqual(diff["console"] as? [String], [])
        XCTAssertEqual(diff["page"] as? String, "rgb(13, 17, 23)")
        let report110 = try served.registry.diff(from: .version("1.0.0"), to: .version("1.1.0"), policy: .breaking)
        let swatches = try XCTUnwrap(diff["swatches"] as? [[String: Any]])
        XCTAssertEqual(swatches.map { $0["key"] as? String }, report110.diff.colorChanges.map(\.key))
        for (change, seen) in zip(report110.diff.colorChanges, swatches) {
            let expected = change.appearances.flatMap { [change.color($0, new: false), change.color($0, new: true)] }
            XCTAssertEqual(
                (seen["colors"] as? [String] ?? []).map(CSSColor.init), expected.map(CSSColor.init), change.key)
        }

        let missing = try XCTUnwrap(report["missing"] as? [String: Any])
        XCTAssertEqual(missing["status"] as? Int, 404)
        XCTAssertEqual(missing["h1"] as? String, "404 Not found")
        XCTAssertTrue((missing["text"] as? String ?? "").contains("The registry has no version 9.9.9"))
    }

    func testServeRefusesARegistryThatCannotBeReadAndAPortInUse() throws {
        let empty = try ServedRegistry(self)
        let missing = try ServeProcess.run(empty, ["--port", "0"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.standardOutput, "")
        XCTAssertTrue(missing.standardError.hasPrefix("error: cannot serve the registry at "), missing.standardError)
        XCTAssertTrue(missing.standardError.contains("publish a first version"), missing.standardError)

        let served = try ServedRegistry.threeVersions(self)
        let first = try ServeProcess.start(self, served)
        let port = try XCTUnwrap(URLComponents(string: first.url)?.port)
        let second = try ServeProcess.run(served, ["--port", String(port)])
        XCTAssertEqual(second.status, 1)
        XCTAssertEqual(
            second.standardError,
            "error: cannot listen on 127.0.0.1:\(port): another program already uses port \(port); stop it, or "
                + "choose another port with --port (--port 0 takes a free one)\n")

        let badHost = try ServeProcess.run(served, ["--port", "0", "--host", "192.0.2.1"])
        XCTAssertEqual(badHost.status, 1)
        XCTAssertTrue(
            badHost.standardError.hasPrefix("error: cannot listen on 192.0.2.1:0: "), badHost.standardError)

        let badPort = try ServeProcess.run(served, ["--port", "70000"])
        XCTAssertEqual(badPort.status, 64)
        XCTAssertTrue(badPort.standardError.contains("--port must be from 0 to 65535"), badPort.standardError)
    }

    func testHelpDescribesThePagesAndTheDefaults() throws {
        let help = try TestSupport.run(ServeProcess.executable, ["serve", "--help"])
        XCTAssertEqual(help.status, 0)
        // ArgumentParser wraps the discussion at the terminal's width.
        let words = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for text in [
            "/diff/1.2.0...2.0.0", "/changelog/1.0.0...2.0.0", "/api/versions", "127.0.0.1", "--port", "--host",
            "GET and HEAD only",
        ] {
            XCTAssertTrue(words.contains(text), text)
        }
        let root = try TestSupport.run(ServeProcess.executable, ["--help"])
        XCTAssertTrue(root.standardOutput.contains("serve"), root.standardOutput)
    }
}

/// A color as CSS's computed style writes it (`rgb(37, 99, 235)`, `rgba(0, 0, 0, 0.5)`), compared with alpha to
/// within the browser's rounding.
struct CSSColor: Equatable, CustomStringConvertible {
    var red: Int
    var green: Int
    var blue: Int
    var alpha: Double

    init(_ color: RGBA) {
        (red, green, blue, alpha) = (Int(color.red), Int(color.green), Int(color.blue), Double(color.alpha) / 255)
    }

    init(_ text: String) {
        let numbers = text.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }.split(separator: ",").map {
            Double($0.trimmingCharacters(in: .whitespaces)) ?? -1
        }
        red = Int(numbers.count > 0 ? numbers[0] : -1)
        green = Int(numbers.count > 1 ? numbers[1] : -1)
        blue = Int(numbers.count > 2 ? numbers[2] : -1)
        alpha = numbers.count > 3 ? numbers[3] : 1
    }

    static func == (lhs: CSSColor, rhs: CSSColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue) == (rhs.red, rhs.green, rhs.blue) && abs(lhs.alpha - rhs.alpha) < 0.01
    }

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// `dsysctl serve --port 0` running in the background for a test, stopped when the test ends (also on failure).
final class ServeProcess {
    static var executable: URL { Dsysctl.executable }
    static var driver: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Browser/drive.py")
    }

    let process: Process
    /// `http://127.0.0.1:PORT/`, as the server printed it.
    let url: String

    private init(process: Process, url: String) {
        self.process = process
        self.url = url
    }

    static func arguments(_ served: ServedRegistry, _ extra: [String]) -> [String] {
        ["serve", "--project", served.project.root.path] + (served.registryURL.map { ["--registry", $0] } ?? []) + extra
    }

    /// Runs `dsysctl serve` to its end (for the errors at start).
    static func run(_ served: ServedRegistry, _ extra: [String]) throws -> TestSupport.ProcessResult {
        try TestSupport.run(executable, arguments(served, extra), environment: ["DSYS_REGISTRY": ""])
    }

    /// Starts the server on a free port and waits for the line that gives its URL.
    static func start(_ test: XCTestCase, _ served: ServedRegistry) throws -> ServeProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments(served, ["--port", "0"])
        var environment = ProcessInfo.processInfo.environment
        environment["DSYS_REGISTRY"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // scripts/test.sh stops what a crashed test process leaves running; a test that ends removes its file.
        let pidFile = ProcessInfo.processInfo.environment["DSYS_TEST_PIDS"].map {
            URL(fileURLWithPath: $0).appendingPathComponent("process-\(process.processIdentifier)")
        }
        if let pidFile { try Data("\(process.processIdentifier)\n".utf8).write(to: pidFile) }
        test.addTeardownBlock {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
            if let pidFile { try? FileManager.default.removeItem(at: pidFile) }
        }
        let line = LineReader(output.fileHandleForReading)
        guard let first = line.next(timeout: 60), first.hasPrefix("serving "),
            let range = first.range(of: "http://"),
            let end = first.range(of: "/ ", range: range.upperBound..<first.endIndex)
        else {
            process.terminate()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "dsysctl serve did not start"])
        }
        return ServeProcess(process: process, url: String(first[range.lowerBound..<end.upperBound].dropLast()))
    }
}

/// The first line a process writes, read on a thread of its own so that the wait can time out.
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()
    private var line: String?
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        self.handle = handle
        Thread.detachNewThread { [self] in
            var bytes: [UInt8] = []
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                bytes += data
                if bytes.contains(UInt8(ascii: "\n")) { break }
            }
            lock.withLock { line = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self) }
            done.signal()
        }
    }

    func next(timeout: Int) -> String? {
        guard done.wait(timeout: .now() + .seconds(timeout)) == .success else { return nil }
        return lock.withLock { line }
    }
}
