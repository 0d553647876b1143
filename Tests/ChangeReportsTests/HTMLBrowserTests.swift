import Foundation
import TestSupport
import XCTest

/// The HTML golden pages loaded in a real headless browser (Chromium, which `scripts/bootstrap.sh --with-test-tools`
/// installs): each renders to a phone-width PNG, and loads without a console error or a network request.
final class HTMLBrowserTests: XCTestCase {
    private let pages = ["full.html", "changelog-full.html", "contrast-full.html"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__/changes/\($0)")
    }

    private func browser() throws -> URL {
        let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            XCTFail("Chromium is missing; run scripts/bootstrap.sh --with-test-tools")
            throw CocoaError(.fileNoSuchFile)
        }
        return URL(fileURLWithPath: path)
    }

    /// Flags for a browser that cannot reach the network: any request would fail and be logged.
    private func flags(_ profile: URL) -> [String] {
        [
            "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--host-resolver-rules=MAP * ~NOTFOUND", "--enable-logging=stderr",
            "--v=0",
        ]
    }

    func testEveryPageRendersAtPhoneWidthWithoutErrors() throws {
        let chromium = try browser()
        let folder = try TestSupport.temporaryDirectory(self)
        for page in pages {
            let html = try String(contentsOf: page, encoding: .utf8)
            for reference in ["http:", "https:", "src=", "<script", "url("] {
                XCTAssertFalse(html.contains(reference), "\(page.lastPathComponent) refers to \(reference)")
            }
            let png = folder.appendingPathComponent(page.lastPathComponent + ".png")
            let shot = try TestSupport.run(
                chromium,
                flags(folder.appendingPathComponent("profile")) + [
                    "--screenshot=\(png.path)", "--window-size=390,1600", page.absoluteString,
                ])
            XCTAssertEqual(shot.status, 0, shot.standardError)
            for failure in ["CONSOLE", "net::ERR", "Uncaught"] {
                XCTAssertFalse(shot.standardError.contains(failure), "\(page.lastPathComponent): \(shot.standardError)")
            }
            let bytes = [UInt8](try Data(contentsOf: png))
            XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
            // IHDR: width and height, big-endian, at bytes 16–23.
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual(width, 390)

            let dom = try TestSupport.run(
                chromium, flags(folder.appendingPathComponent("profile")) + ["--dump-dom", page.absoluteString])
            XCTAssertEqual(dom.status, 0, dom.standardError)
            XCTAssertTrue(
                dom.standardOutput.contains("<main>"), "the page was parsed: \(dom.standardOutput.prefix(200))")
            XCTAssertTrue(dom.standardOutput.contains("<h1>"))
        }
    }
}
