import Foundation
import TestSupport
import XCTest

/// The `theme` profile end to end: a project started with `init --profile theme`, validated, generated, published,
/// diffed and regenerated.
final class ThemeProfileCommandTests: XCTestCase {
    func testAThemeProjectFromInitToRegenerate() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let initialized = try Dsysctl.run(["init", "--profile", "theme"], in: root)
        XCTAssertEqual(initialized.status, 0, initialized.standardError)

        let validated = try Dsysctl.run(["validate"], in: root)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        XCTAssertTrue(validated.standardOutput.contains("for the theme profile"), validated.standardOutput)

        let generated = try Dsysctl.run(["generate", "--output", "Generated"], in: root)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let package = root.appendingPathComponent("Generated")
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("name: \"ChallengeDesignSystem\""), manifest)
        for path in [
            "Sources/Foundation/Theming/DSThemeEnvironment.swift",
            "Sources/Foundation/Themes/Default/DefaultSpacing.swift",
            "Sources/Atoms/Buttons/DSButton.swift", "Sources/Organisms/Feedback/DSEmptyState.swift",
            "Sources/Foundation/Themes/Default/Colors.xcassets/dsAccentSubtle.colorset/Contents.json",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path), path)
        }

        // SwiftPM reads the manifest: one target of the folder's sources with the asset catalog as a resource.
        let dump = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "dump-package", "--package-path", package.path])
        XCTAssertEqual(dump.status, 0, dump.standardError)
        let described = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(described["name"] as? String, "ChallengeDesignSystem")
        let target = try XCTUnwrap((described["targets"] as? [[String: Any]])?.first)
        XCTAssertEqual(target["path"] as? String, "Sources")
        let resource = try XCTUnwrap((target["resources"] as? [[String: Any]])?.first?["path"] as? String)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Sources/\(resource)/Contents.json").path),
            resource)

        // A color beyond the roles, published, then removed: the diff names the DSColorPalette member it takes away.
        let document = root.appendingPathComponent(".dsys/design-system.json")
        let starter = try String(contentsOf: document, encoding: .utf8)
        let withBrand = starter.replacingOccurrences(
            of: "\"color\": {\n", with: "\"color\": {\n      \"brand\": { \"highlight\": \"#FF2D55\" },\n")
        XCTAssertNotEqual(withBrand, starter)
        try Data(withBrand.utf8).write(to: document)
        let first = try Dsysctl.run(["publish", "-m", "First"], in: root)
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertTrue(first.standardOutput.hasPrefix("published 1.0.0"), first.standardOutput)

        try Data(starter.utf8).write(to: document)
        let diff = try Dsysctl.run(["diff"], in: root)
        XCTAssertEqual(diff.status, 0, diff.standardError)
        XCTAssertTrue(diff.standardOutput.contains("major"), diff.standardOutput)
        XCTAssertTrue(diff.standardOutput.contains("DSColorPalette.brandHighlight"), diff.standardOutput)
        XCTAssertFalse(diff.standardOutput.contains("Color.ds"), "the theme profile's names, not the default's")

        let second = try Dsysctl.run(["publish", "-m", "No highlight"], in: root)
        XCTAssertEqual(second.status, 0, second.standardError)
        XCTAssertTrue(second.standardOutput.hasPrefix("published 2.0.0"), second.standardOutput)

        let regenerated = try Dsysctl.run(["regenerate", "1.0.0", "--output", "old"], in: root)
        XCTAssertEqual(regenerated.status, 0, regenerated.standardError)
        XCTAssertEqual(regenerated.standardOutput, "wrote old (regenerated, identical to the commit of 1.0.0)\n")
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent(
                    "old/Sources/Foundation/Themes/Default/Colors.xcassets/dsBrandHighlight.colorset/Contents.json"
                ).path))
        let verify = try Dsysctl.run(["verify"], in: root)
        XCTAssertEqual(verify.status, 0, verify.standardError)
        XCTAssertEqual(verify.standardOutput, "ok: 2 revisions checked, 2 regenerated\n")
    }

    func testAMissingRoleStopsGenerationAndNamesTheRole() throws {
        let root = try TestSupport.temporaryDirectory(self)
        XCTAssertEqual(try Dsysctl.run(["init", "--profile", "theme"], in: root).status, 0)
        let document = root.appendingPathComponent(".dsys/design-system.json")
        let starter = try String(contentsOf: document, encoding: .utf8)
        let broken = starter.replacingOccurrences(of: "\"neutral\": {", with: "\"gray\": {")
        XCTAssertNotEqual(broken, starter)
        try Data(broken.utf8).write(to: document)
        let generated = try Dsysctl.run(["generate", "--output", "Generated"], in: root)
        XCTAssertEqual(generated.status, 1)
        XCTAssertTrue(
            generated.standardError.contains(
                "/tokens/color/feedback: missing color role statusNeutral (color feedback.neutral), used by "
                    + "DSColorPalette.statusNeutral (DSStatus); add it, or map the role to a token in roles.theme"),
            generated.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Generated").path))
    }
}
