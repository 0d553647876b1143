import ChangeReports
import Foundation
import TestSupport
import Tokens
import XCTest

@testable import Generator

/// Every profile that writes colorsets gives a color with high-contrast colors Xcode's `contrast: high`
/// appearances (alone, and with `luminosity: dark`), and leaves every other colorset as it was.
final class HighContrastColorsetTests: XCTestCase {
    /// The appearances of each entry of a colorset, and its red component.
    private func entries(_ file: GeneratedFile?) throws -> [String] {
        let file = try XCTUnwrap(file)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(file.contents)) as? [String: Any])
        return try XCTUnwrap(json["colors"] as? [[String: Any]]).map { entry in
            let appearances = ((entry["appearances"] as? [[String: String]]) ?? []).map {
                "\($0["appearance"] ?? ""):\($0["value"] ?? "")"
            }
            let red = ((entry["color"] as? [String: Any])?["components"] as? [String: String])?["red"] ?? ""
            return (appearances + [red]).joined(separator: " ")
        }
    }

    func testTheThemeProfilesPaletteColorsetsHaveHighContrastEntries() throws {
        let url = TestSupport.examples.appendingPathComponent("profiles/theme/design-system.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let surface = "\"light\": \"#FFFFFF\",\n          \"dark\": \"#000000\","
        XCTAssertTrue(text.contains(surface))
        let designSystem = try DesignSystemDocument.load(
            Array(text.replacingOccurrences(of: surface, with: surface + " \"dark_hc\": \"#1C1C1E\",").utf8),
            file: "theme.json")
        let files = Generator.generate(designSystem, profile: .theme)
        let colorsets = files.filter { $0.path.hasSuffix(".colorset/Contents.json") }
        let changed = colorsets.filter { $0.text.contains("\"contrast\"") }
        XCTAssertEqual(changed.count, 1, "\(changed.map(\.path))")
        XCTAssertEqual(
            try entries(changed.first),
            ["1.000", "luminosity:dark 0.000", "contrast:high 1.000", "luminosity:dark contrast:high 0.110"])
        // Every other colorset is the starter's, byte for byte.
        let starter = Generator.generate(try loadDocument(url), profile: .theme)
        let unchanged = Dictionary(uniqueKeysWithValues: starter.map { ($0.path, $0.contents) })
        for colorset in colorsets where !colorset.text.contains("\"contrast\"") {
            XCTAssertEqual(colorset.contents, unchanged[colorset.path], colorset.path)
        }
    }

    func testTheCatalogProfilesColorsetsHaveHighContrastEntries() throws {
        let designSystem = try loadFixture("format-2-high-contrast.json")
        let files = Generator.generate(designSystem, profile: .catalog)
        func colorset(_ path: String) -> GeneratedFile? {
            files.first { $0.path.hasSuffix("/\(path).colorset/Contents.json") }
        }
        // text.muted: #4B5563 / #9CA3AF, with {palette.gray.700} (#374151) and #E5E7EB.
        XCTAssertEqual(
            try entries(colorset("Text/Muted")),
            ["0.294", "luminosity:dark 0.612", "contrast:high 0.216", "luminosity:dark contrast:high 0.898"])
        XCTAssertEqual(try entries(colorset("Surface/Default")), ["1.000", "luminosity:dark 0.067"])
    }
}

/// The reports of a change to a high-contrast color: every rendering names the appearance, the HTML page shows its
/// swatches and contrast section, and the JSON follows its schema.
final class HighContrastReportTests: XCTestCase {
    func testEveryRenderingShowsTheHighContrastAppearances() throws {
        let url = TestSupport.fixtures.appendingPathComponent("valid/format-2-high-contrast.json")
        let old = try loadDocument(url)
        let text = try String(contentsOf: url, encoding: .utf8)
        let muted = "\"light_hc\": \"{palette.gray.700}\""
        XCTAssertEqual(text.components(separatedBy: muted).count, 2)
        let new = try DesignSystemDocument.load(
            Array(text.replacingOccurrences(of: muted, with: "\"light_hc\": \"#6B7280\"").utf8), file: "new.json")
        let report = ChangeReport.between(old, new, from: "1.0.0", to: "2.0.0")

        let html = HTMLRendering.diff(report)
        XCTAssertTrue(html.contains("<span class=\"appearance\">light_hc</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"swatch light\" title=\"#6B7280\">"), html)
        XCTAssertTrue(html.contains("<span class=\"appearance\">dark_hc</span>"), html)
        XCTAssertTrue(MarkdownRendering.diff(report).contains("| `color.text.muted` | light_hc |"))
        XCTAssertTrue(
            TextRendering.diff(report, ansi: false).contains("text.muted on surface.inset (light_hc)"),
            TextRendering.diff(report, ansi: false))
        let contrast = ContrastReport(source: "2.0.0", designSystem: new, profile: .dsys)
        let page = HTMLRendering.contrast(contrast)
        XCTAssertTrue(page.contains("<h2>Light High Contrast</h2>"))
        XCTAssertTrue(page.contains("<h2>Dark High Contrast</h2>"))

        let folder = try TestSupport.temporaryDirectory(self)
        var files: [URL] = []
        for (name, json) in [
            ("diff.json", JSONRendering.diff(report)), ("contrast.json", JSONRendering.contrast(contrast)),
        ] {
            let file = folder.appendingPathComponent(name)
            try Data(json.utf8).write(to: file)
            XCTAssertTrue(json.contains("\"light_hc\""), name)
            files.append(file)
        }
        let verdicts = try TestSupport.schemaVerdicts("schema/diff.schema.json", files)
        for file in files {
            XCTAssertEqual(verdicts[file.path], true, file.lastPathComponent)
        }
    }
}
