import Foundation
import PackageOutput
import TestSupport
import Tokens
import XCTest

@testable import Generator

/// The `tokens` profile (seed 004): its package and generated token tests type-check against the SwiftUI shim and
/// Linux's XCTest, the token tests pass on the package they come with and fail, naming the document's value, on one
/// that drifted from it; gradients' angles; its Swift API impact.
final class TokensProfileTests: XCTestCase {
    private var typecheck: URL { TestSupport.shim.appendingPathComponent("typecheck.sh") }
    private let env = URL(fileURLWithPath: "/usr/bin/env")

    private func generate(_ designSystem: DesignSystem, _ name: String = #function) throws -> URL {
        let root = try TestSupport.temporaryDirectory(self, name).appendingPathComponent("DesignSystem")
        _ = try OutputWriter(root: root).write(Generator.generate(designSystem, profile: .tokens))
        return root
    }

    private func starter() throws -> DesignSystem { try loadExample("profiles/tokens") }

    // MARK: - Type-checking

    /// The package's sources, then its test target against the package's module, in Swift 5 and 6 with warnings as
    /// errors: previews, the `TextFieldStyle` requirement and the SwiftUI halves of the tests included; and as iOS and
    /// as macOS (`--platform`), the UIKit and AppKit branches of `Color(ColorValue)` and of the tests' color
    /// resolution.
    /// Quotes, `*/`, `#"`, line breaks and `\(…)` in names, descriptions, deprecation messages and font families
    /// (`tokens-injection.json`) reach neither the Swift source nor the tests' messages unescaped.
    func testThePackagesAndTheirTokenTestsTypecheckInSwift5And6() throws {
        let swift5 = ["--swift-version", "5"]
        let swift6 = ["--swift-version", "6"]
        let iOS = ["--swift-version", "6", "--platform", "ios"]
        let macOS = ["--swift-version", "5", "--platform", "macos"]
        let documents = [
            ("starter", try starter(), [swift5, swift6, iOS, macOS]),
            ("minimal", try loadFixture("tokens-minimal.json"), [swift6, iOS]),
            ("injection", try loadFixture("tokens-injection.json"), [swift6]),
            // High-contrast colors: the UIKit and AppKit branches that read them.
            ("high-contrast", try loadFixture("tokens-high-contrast.json"), [iOS, macOS]),
        ]
        for (name, document, modes) in documents {
            let root = try generate(document, "typecheck-\(name)")
            var sources = ["Tokens", "Components", "Extensions"].map { root.appendingPathComponent($0).path }
            // The starter with app code that writes every suggestion of lint.
            if name == "starter" {
                sources.append(try lintReferenceCallSites(of: document, profile: .tokens, in: self).path)
            }
            for (index, mode) in modes.enumerated() {
                let flags = mode + ["--warnings-as-errors"]
                let what = "\(name) \(mode.joined(separator: " "))"
                let module = root.deletingLastPathComponent().appendingPathComponent("module-\(index)")
                let package = try TestSupport.run(typecheck, flags + ["--emit-module", module.path] + sources)
                XCTAssertEqual(package.status, 0, "\(what): \(package.standardError)")
                let tests = try TestSupport.run(
                    typecheck,
                    flags + [
                        "--module-name", "DesignSystemTokenTests", "--include", module.path,
                        root.appendingPathComponent("Tests/DesignSystemTokenTests").path,
                    ])
                XCTAssertEqual(tests.status, 0, "\(what), tests: \(tests.standardError)")
            }
        }
        // Through SIL once, where definite initialization and Swift 6's region isolation are checked.
        let root = try generate(try starter(), "typecheck-sil")
        let sil = try TestSupport.run(
            typecheck,
            ["--sil", "--swift-version", "6", "--platform", "ios", "--warnings-as-errors"]
                + ["Tokens", "Components", "Extensions"].map { root.appendingPathComponent($0).path })
        XCTAssertEqual(sil.status, 0, "starter through SIL: \(sil.standardError)")
    }

    func testThePackageDeclaresItsTestTarget() throws {
        let root = try generate(try loadFixture("tokens-minimal.json"))
        let result = try TestSupport.run(env, ["swift", "package", "dump-package", "--package-path", root.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]])
        XCTAssertEqual(targets.map { $0["name"] as? String }, ["DesignSystem", "DesignSystemTokenTests"])
        XCTAssertEqual(targets.map { $0["type"] as? String }, ["regular", "test"])
        // Its sources are named, so the CHANGELOG.md of a published version and the tests are no unhandled files.
        XCTAssertEqual(targets[0]["sources"] as? [String], ["Components", "Extensions", "Tokens"])
        XCTAssertEqual(targets[1]["path"] as? String, "Tests/DesignSystemTokenTests")
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Tests/DesignSystemTokenTests/ColorTokenTests.swift").path))
    }

    // MARK: - The generated tests, run on Linux

    /// Builds the package's plain-value files (those that do not import SwiftUI) as the module `DesignSystem` and
    /// the generated tests against it with Linux's `swiftc` and XCTest (the SwiftUI halves are compiled out:
    /// `canImport(SwiftUI)` is false here), and runs them.
    private func runTokenTests(_ root: URL) throws -> TestSupport.ProcessResult {
        let work = root.deletingLastPathComponent().appendingPathComponent("runner")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let tokens = root.appendingPathComponent("Tokens")
        let plain = try FileManager.default.contentsOfDirectory(atPath: tokens.path).sorted().map {
            tokens.appendingPathComponent($0)
        }.filter { !(try String(contentsOf: $0, encoding: .utf8)).contains("\nimport SwiftUI\n") }
        // The faces of custom fonts need UIKit or AppKit only, and build without either (no lookup there).
        XCTAssertEqual(
            plain.map(\.lastPathComponent).filter { $0 != "FontFaces.swift" },
            [
                "ColorValue.swift", "GradientValue.swift", "ShadowToken.swift", "ShapeToken.swift",
                "SpacingToken.swift", "TypographyToken.swift",
            ])
        let library = try TestSupport.run(
            env,
            [
                "swiftc", "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name",
                "DesignSystem", "-emit-module-path", work.appendingPathComponent("DesignSystem.swiftmodule").path,
                "-o", work.appendingPathComponent("libDesignSystem.a").path,
            ] + plain.map(\.path))
        XCTAssertEqual(library.status, 0, library.standardError)
        let testsFolder = root.appendingPathComponent("Tests/DesignSystemTokenTests")
        let tests = try FileManager.default.contentsOfDirectory(atPath: testsFolder.path).sorted().map {
            testsFolder.appendingPathComponent($0)
        }
        let main = work.appendingPathComponent("main.swift")
        try Data(try testMain(tests).utf8).write(to: main)
        let runner = work.appendingPathComponent("runner")
        let build = try TestSupport.run(
            env,
            ["swiftc", "-I", work.path, "-L", work.path, "-lDesignSystem", "-o", runner.path]
                + tests.map(\.path) + [main.path])
        XCTAssertEqual(build.status, 0, build.standardError)
        return try TestSupport.run(runner, [])
    }

    /// `XCTMain` with every test method outside `#if canImport(SwiftUI)` (Linux's XCTest does not discover them).
    private func testMain(_ files: [URL]) throws -> String {
        var entries: [String] = []
        for file in files {
            var source = try String(contentsOf: file, encoding: .utf8)
            while let start = source.range(of: "#if canImport(SwiftUI)"),
                let end = source.range(of: "#endif", range: start.upperBound..<source.endIndex)
            {
                source.removeSubrange(start.lowerBound..<end.upperBound)
            }
            guard let declaration = source.range(of: "final class ") else { continue }
            let name = source[declaration.upperBound...].prefix { $0 != ":" }
            let methods = source.components(separatedBy: "    func test").dropFirst().map { $0.prefix { $0 != "(" } }
            XCTAssertFalse(methods.isEmpty, "\(file.lastPathComponent) has no test methods")
            entries.append(
                "    testCase([\n" + methods.map { "        (\"test\($0)\", \(name).test\($0)),\n" }.joined()
                    + "    ]),\n")
        }
        return "import XCTest\n\nXCTMain([\n" + entries.joined() + "])\n"
    }

    /// The starter's generated tests pass on the package they were generated with: palettes and aliases in both
    /// appearances, 17 presets, shadows with glows, gradients at 135°, 90° and the default angle.
    func testTheGeneratedTokenTestsPassOnTheirPackage() throws {
        let result = try runTokenTests(try generate(try starter()))
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertTrue(result.standardOutput.contains("with 0 failures"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("GradientTokenTests.testGradientPrimary' passed"))
    }

    /// One value changed by hand in a generated file: the test of that token fails and names the document's value.
    func testTheGeneratedTokenTestsCatchADrift() throws {
        let root = try generate(try loadFixture("tokens-minimal.json"))
        try edit(root.appendingPathComponent("Tokens/SpacingToken.swift"), "md: CGFloat = 16", "md: CGFloat = 18")
        try edit(
            root.appendingPathComponent("Tokens/ColorValue.swift"), "primary     = ColorValue(light: 0x2563EBFF",
            "primary     = ColorValue(light: 0x2563ECFF")
        let result = try runTokenTests(root)
        let output = result.standardOutput
        XCTAssertNotEqual(result.status, 0, output)
        XCTAssertTrue(
            output.contains(#"XCTAssertEqual failed: ("18.0") is not equal to ("16.0") +/- ("0.0001") - spacing.md"#),
            output)
        XCTAssertTrue(
            output.contains(
                ##"XCTAssertEqual failed: ("#2563EC") is not equal to ("#2563EB") - color.action.primary, light appearance"##
            ), output)
        XCTAssertTrue(output.contains("SpacingTokenTests.testSpacing' failed"), output)
        XCTAssertTrue(output.contains("ColorTokenTests.testActionValues' failed"), output)
        XCTAssertTrue(output.contains("with 2 failures"), output)
    }

    private func edit(_ file: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(file.lastPathComponent) has no \(old): \(text)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    // MARK: - Gradients

    /// CSS's gradient line in a square: 135° runs from the top leading to the bottom trailing corner, as the seed
    /// has it; 0° is to the top, 90° to the trailing edge; other angles reach past the edges to the corners' lines.
    func testGradientAnglesBecomeCSSsStartAndEndPoints() {
        func points(_ angle: Double) -> [Double] {
            let (start, end) = TokenTestFiles.points(angle: angle)
            return [start.x, start.y, end.x, end.y].map { ($0 * 10_000).rounded() / 10_000 }
        }
        XCTAssertEqual(points(135), [0, 0, 1, 1])
        XCTAssertEqual(points(0), [0.5, 1, 0.5, 0])
        XCTAssertEqual(points(90), [0, 0.5, 1, 0.5])
        XCTAssertEqual(points(180), [0.5, 0, 0.5, 1])
        XCTAssertEqual(points(45), [0, 1, 1, 0])
        XCTAssertEqual(points(-90), [1, 0.5, 0, 0.5])
        // 30°: direction (0.5, -0.866), half-length (0.5 + 0.866) / 2 = 0.683.
        XCTAssertEqual(points(30), [0.1585, 1.0915, 0.8415, -0.0915])
    }

    func testGradientStopsNameTheirColorTokensAndTheDefaultAngleIsCSSs() throws {
        let files = Generator.generate(try starter(), profile: .tokens)
        let values = try XCTUnwrap(files[path: "Tokens/GradientValue.swift"]).text
        XCTAssertTrue(values.contains("Stop(color: ColorValue.Primary.p500, location: 0),"), values)
        XCTAssertTrue(values.contains("Stop(color: ColorValue(0xDB2777FF), location: 1),"), values)
        // The array form of a gradient has no angle: CSS's default, to the bottom.
        XCTAssertTrue(values.contains("public static let fade = GradientValue(\n        angle: 180,"), values)
        let tokens = try XCTUnwrap(files[path: "Tokens/GradientToken.swift"]).text
        XCTAssertTrue(
            tokens.contains("public static var primary: LinearGradient { LinearGradient(GradientValue.primary) }"))
    }

    /// What SwiftUI is given for a transparent stop (issue 31's second review): the colors of its neighbours, still
    /// transparent, so that it blends as CSS's premultiplied gradient does. Run, not read: the package's value files
    /// are compiled with a program that prints `drawnStops`.
    func testATransparentStopIsDrawnInItsNeighboursColorsAsCSSDrawsIt() throws {
        let url = TestSupport.examples.appendingPathComponent("profiles/tokens/design-system.json")
        var text = try String(contentsOf: url, encoding: .utf8)
        let anchor = "\"gradient\": {"
        XCTAssertTrue(text.contains(anchor), "the starter has no gradient group")
        // Between two opaque stops, and at the start; a stop transparent in dark only keeps its light color.
        text = text.replacingOccurrences(
            of: anchor,
            with: anchor + """
                "veil": {"type": "gradient", "value": {"angle": 90, "stops": [
                  {"color": "#2563EB", "position": 0}, {"color": "#FFFFFF00", "position": 0.5},
                  {"color": "#DC2626", "position": 1}]}},
                """)
        let root = try generate(try DesignSystemDocument.load(Array(text.utf8), file: "design-system.json"))
        let work = try TestSupport.temporaryDirectory(self, "drawn")
        let main = work.appendingPathComponent("main.swift")
        try Data(
            """
            for value in [GradientValue.veil, GradientValue.fade] {
                print(value.drawnStops.map { "\\($0.color.light.hex)/\\($0.color.dark.hex)@\\($0.location)" }.joined(separator: " "))
            }

            """.utf8
        ).write(to: main)
        let program = work.appendingPathComponent("drawn")
        let sources = ["ColorValue.swift", "GradientValue.swift"].map {
            root.appendingPathComponent("Tokens").appendingPathComponent($0).path
        }
        let build = try TestSupport.run(env, ["swiftc", "-o", program.path] + sources + [main.path])
        XCTAssertEqual(build.status, 0, build.standardError)
        let lines = try TestSupport.run(program, []).standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines,
            [
                // Blue fades out and red fades in, with no white between them.
                "#2563EB/#2563EB@0.0 #2563EB00/#2563EB00@0.5 #DC262600/#DC262600@0.5 #DC2626/#DC2626@1.0",
                // The starter's fade into `surface.default`: white in light, #020617 in dark, never gray.
                "#FFFFFF00/#02061700@0.0 #FFFFFF/#020617@1.0",
            ])
        // The document's values stay as written, for the token tests and the diff.
        let values = try String(contentsOf: URL(fileURLWithPath: sources[1]), encoding: .utf8)
        XCTAssertTrue(values.contains("Stop(color: ColorValue(0xFFFFFF00), location: 0.5),"), values)
    }

    // MARK: - Names and API impact

    func testColorsAreNamespacedByPaletteAndAliasesNameTheirTokens() throws {
        let files = Generator.generate(try starter(), profile: .tokens)
        let values = try XCTUnwrap(files[path: "Tokens/ColorValue.swift"]).text
        XCTAssertTrue(values.contains("public static let p500 = ColorValue(0x6366F1FF)"), values)
        XCTAssertTrue(
            values.contains(
                "public static let primary     = ColorValue(light: ColorValue.Primary.p600, dark: ColorValue.Primary.p400)"
            ), values)
        XCTAssertTrue(values.contains("public static let subtle    = ColorValue.Text.muted"), values)
        let colors = try XCTUnwrap(files[path: "Tokens/ColorToken.swift"]).text
        XCTAssertTrue(colors.contains("public static let p500 = SwiftUI.Color(ColorValue.Primary.p500)"), colors)
        XCTAssertTrue(
            colors.contains("public static let `default` = SwiftUI.Color(ColorValue.Surface.default)"), colors)
        XCTAssertTrue(
            colors.contains(
                "@available(*, deprecated, message: \"Use text.muted.\")\n        public static let subtle    = "))
    }

    func testTheAPIImpactSpeaksTheTokensProfilesNames() throws {
        let old = try starter()
        var new = old
        let secondary = try XCTUnwrap(new.colors.firstIndex { $0.path.description == "action.secondary" })
        new.colors[secondary].path = TokenPath(["action", "tertiary"])
        new.spacing.removeLast()
        let diff = SemanticDiff.between(old, new)
        let impact = APIImpact.between(old, new, diff: diff, profile: .tokens)
        XCTAssertEqual(
            impact.removed, ["ColorToken.Action.secondary", "ColorValue.Action.secondary", "SpacingToken.xxxl"])
        XCTAssertEqual(impact.added, ["ColorToken.Action.tertiary", "ColorValue.Action.tertiary"])
        XCTAssertEqual(
            impact.migrations,
            [
                APIImpact.Migration(old: "ColorToken.Action.secondary", new: "ColorToken.Action.tertiary"),
                APIImpact.Migration(old: "ColorValue.Action.secondary", new: "ColorValue.Action.tertiary"),
            ])
        XCTAssertTrue(impact.isBreaking)
        let symbols = Set(Generator.publicSymbols(of: old, profile: .tokens).map(\.name))
        for name in [
            "TypographyToken.headingOne", "ShapeToken.CornerRadius.md", "ShapeToken.BorderWidth.medium",
            "ShadowToken.glowPrimary", "GradientToken.sunrise", "GradientValue.sunrise", "ColorToken.Neutral.n0",
        ] {
            XCTAssertTrue(symbols.contains(name), name)
        }
    }

    /// The styles use the tokens that fill the roles, also when a document maps a role to a token of another name.
    func testTheStylesUseTheTokensThatFillTheRoles() throws {
        var text = try String(
            contentsOf: TestSupport.fixtures.appendingPathComponent("valid/tokens-minimal.json"), encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\"profile\": \"tokens\",",
            with: "\"profile\": \"tokens\",\n  \"roles\": {\"tokens\": {\"radius.lg\": \"{radius.md}\"}},")
        let designSystem = try DesignSystemDocument.load(
            Array(text.utf8), file: "mapped.json", requirements: OutputProfile.requirements())
        let files = Generator.generate(designSystem, profile: .tokens)
        let card = try XCTUnwrap(files[path: "Components/CardModifier.swift"]).text
        XCTAssertTrue(card.contains("RoundedRectangle(cornerRadius: ShapeToken.CornerRadius.md)"), card)
        XCTAssertTrue(card.contains(".shadow(.sm)"), card)
        let field = try XCTUnwrap(files[path: "Components/TextFieldStyles.swift"]).text
        // The resting border without `border.input`: the placeholder's `text.secondary`, else the text's color.
        XCTAssertTrue(field.contains("isFocused ? ColorToken.Border.focus : ColorToken.Text.primary"), field)
        XCTAssertTrue(
            field.contains("isFocused || isInvalid ? ShapeToken.BorderWidth.medium : ShapeToken.BorderWidth.thin"))
    }
}
