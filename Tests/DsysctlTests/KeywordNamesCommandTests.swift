import Foundation
import TestSupport
import XCTest

/// Tokens named like Swift keywords (`default`, `class`, `return`, `switch`) are written in backticks wherever they
/// become identifiers, in every profile, and the packages type-check against the SwiftUI shim.
final class KeywordNamesCommandTests: XCTestCase {

    func testKeywordNamesGenerateAndTypecheckInEveryProfile() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let bundle = TestSupport.examples.appendingPathComponent("dtcg")
        // One document for every profile: the bundle as the import writes it.
        let imported = try Dsysctl.run(
            ["import", "--resolver", bundle.appendingPathComponent("acme.resolver.json").path], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        let url = project.appendingPathComponent(".dsys/design-system.json")
        var document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var tokens = try XCTUnwrap(document["tokens"] as? [String: Any])
        func add(_ category: String, _ name: String, _ value: Any) throws {
            var group = try XCTUnwrap(tokens[category] as? [String: Any], category)
            group[name] = value
            tokens[category] = group
        }
        try add("spacing", "default", 6)
        try add("radius", "class", 3)
        try add("typography", "return", ["size": 15, "relative_to": "subheadline"])
        try add("shadow", "switch", ["color": "#102030", "opacity": 0.2, "radius": 3, "x": 0, "y": 1])
        var colors = try XCTUnwrap(tokens["color"] as? [String: Any])
        colors["case"] = ["default": "#336699", "in": "#663399"]
        tokens["color"] = colors
        var other = try XCTUnwrap(tokens["other"] as? [String: Any])
        var opacity = try XCTUnwrap(other["opacity"] as? [String: Any])
        opacity["default"] = ["type": "opacity", "value": 0.5]
        other["opacity"] = opacity
        tokens["other"] = other
        document["tokens"] = tokens
        try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]).write(to: url)

        let typecheck = TestSupport.shim.appendingPathComponent("typecheck.sh")
        for profile in ["dsys", "theme", "catalog", "apptheme", "tokens"] {
            let output = "Out-\(profile)"
            let generated = try Dsysctl.run(["generate", "--profile", profile, "--output", output], in: project)
            XCTAssertEqual(generated.status, 0, "\(profile): \(generated.standardError)")
            let root = project.appendingPathComponent(output)
            let result = try TestSupport.run(
                typecheck,
                [
                    "--swift-version", "6", "--define", "SWIFT_PACKAGE", "--warnings-as-errors",
                    // The tokens profile's tests target is a module of its own: its sources only.
                    profile == "tokens" ? root.appendingPathComponent("Tokens").path : root.path,
                ]
                    + (profile == "tokens"
                        ? ["Components", "Extensions"].map { root.appendingPathComponent($0).path } : []))
            XCTAssertEqual(result.status, 0, "\(profile):\n\(result.standardError)")
        }
        let spacing = try String(
            contentsOf: project.appendingPathComponent("Out-dsys/Spacing+DesignSystem.swift"), encoding: .utf8)
        XCTAssertTrue(spacing.contains("`default`"), spacing)
    }
}
