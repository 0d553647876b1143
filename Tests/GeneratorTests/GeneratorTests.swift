import Foundation
import TestSupport
import Tokens
import XCTest

@testable import Generator

final class GeneratorTests: XCTestCase {
    /// The twelve entries of seed 000's manifest, plus the package manifest and bundle shim, and the package's strings
    /// (their declarations and a table per language).
    func testProducesTheSeedManifestAndAColorsetPerColor() throws {
        let designSystem = try loadExample("full")
        let paths = Set(Generator.generate(designSystem).map(\.path))
        let manifest =
            [
                "Colors+DesignSystem.swift", "Typography+DesignSystem.swift", "Spacing+DesignSystem.swift",
                "Radius+DesignSystem.swift", "Shadows+DesignSystem.swift", "Colors.xcassets/Contents.json",
                "Components/DSButton.swift", "Components/DSCard.swift", "Components/DSInput.swift",
                "Components/DSBadge.swift", "Components/DSHeading.swift", "Components/DSText.swift",
                "Package.swift", "Bundle+DesignSystem.swift", "Strings+DesignSystem.swift",
            ] + (["en"] + PackageStrings.languages).map { "Resources/\($0).lproj/DesignSystem.strings" }
        for path in manifest {
            XCTAssertTrue(paths.contains(path), path)
        }
        let colorsets = paths.filter { $0.hasSuffix(".colorset/Contents.json") }
        XCTAssertEqual(colorsets.count, designSystem.colors.count)
        // The example names custom fonts: their faces, looked up among the fonts the app registers.
        XCTAssertTrue(paths.contains("Fonts+DesignSystem.swift"))
        XCTAssertEqual(paths.count, manifest.count + 1 + designSystem.colors.count)
        for color in designSystem.colors {
            XCTAssertTrue(
                paths.contains("Colors.xcassets/\(DSysNaming.colorIdentifier(color.path) ?? "").colorset/Contents.json")
            )
        }
    }

    func testIsDeterministic() throws {
        let designSystem = try loadExample("full")
        XCTAssertEqual(Generator.generate(designSystem), Generator.generate(designSystem))
        let reloaded = try loadExample("full")
        XCTAssertEqual(Generator.generate(reloaded), Generator.generate(designSystem))
    }

    /// The seed's own worked example: #3B82F6 → 0.231, 0.510, 0.965, and "1.000", never "1".
    func testColorsetComponentsAreThreeDecimalFractions() {
        let text = AssetCatalogFiles.colorset(
            Appearances(light: RGBA(hex: "#3B82F6")!, dark: RGBA(hex: "#1D4ED880")!))
        XCTAssertTrue(text.contains(#""red":   "0.231""#))
        XCTAssertTrue(text.contains(#""green": "0.510""#))
        XCTAssertTrue(text.contains(#""blue":  "0.965""#))
        XCTAssertTrue(text.contains(#""alpha": "1.000""#))
        XCTAssertTrue(text.contains(#""red":   "0.114""#))
        XCTAssertTrue(text.contains(#""alpha": "0.502""#))
        XCTAssertEqual(SwiftSource.unitFraction(0), "0.000")
        XCTAssertEqual(SwiftSource.unitFraction(1), "0.004")
        XCTAssertEqual(SwiftSource.unitFraction(255), "1.000")
        XCTAssertEqual(SwiftSource.unitFraction(128), "0.502")
        XCTAssertEqual(SwiftSource.unitFraction(254), "0.996")
        // Valid JSON with the dark appearance second.
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let colors = object?["colors"] as? [[String: Any]]
        XCTAssertEqual(colors?.count, 2)
        XCTAssertNil(colors?.first?["appearances"])
        XCTAssertNotNil(colors?.last?["appearances"])
    }

    /// Every text style scales with Dynamic Type, whichever API a view uses. `.dsFont(_:)` keeps the document's sizes
    /// and weights (`label` is 13 pt, the system's caption2 is 11) and scales them through `@ScaledMetric`; a
    /// `DSFont` function, a `Font` that cannot read the environment, is the text style's Dynamic Type style itself
    /// with the system font: no `Font` of a chosen size scales on iOS 16 (0.2.0's `.system(size: 13, …)` never did).
    func testEveryTextStyleScalesWithDynamicTypeWithTheSystemFont() throws {
        let files = Generator.generate(try loadExample("minimal"))
        let typography = try XCTUnwrap(files[path: "Typography+DesignSystem.swift"]).text
        XCTAssertTrue(
            typography.contains(
                """
                    public static func label() -> Font {
                        DSTextStyle.label.font
                    }
                """), typography)
        XCTAssertTrue(
            typography.contains(
                """
                    public var font: Font {
                        .system(relativeTo, design: design, weight: weight)
                    }
                """), typography)
        // A system font of a chosen size appears once: at the size the modifier has scaled.
        XCTAssertNil(typography.range(of: #"\.system\(size: [0-9]"#, options: .regularExpression), typography)
        XCTAssertEqual(typography.components(separatedBy: ".system(size:").count, 2, typography)
        XCTAssertTrue(typography.contains(".system(size: size, weight: weight, design: design)"), typography)
        XCTAssertTrue(typography.contains("case .label: 13\n"), typography)
        XCTAssertTrue(typography.contains("case .label: .caption2\n"), typography)
        XCTAssertTrue(typography.contains("case .label: .medium\n"), typography)
        XCTAssertTrue(
            typography.contains("_size = ScaledMetric(wrappedValue: style.size, relativeTo: style.relativeTo)"),
            typography)
        XCTAssertTrue(typography.contains("@ScaledMetric private var size: CGFloat"))
        XCTAssertFalse(typography.contains(".custom("))
        // The scale is spelled out once: one switch per column, no second table of sizes in the modifier.
        XCTAssertEqual(typography.components(separatedBy: "case .label: 13").count, 2, typography)
        // Every component sets its type through the scaling modifier.
        for component in ["DSButton", "DSBadge", "DSHeading", "DSText", "DSInput"] {
            let text = try XCTUnwrap(files[path: "Components/\(component).swift"]).text
            XCTAssertTrue(text.contains(".dsFont("), component)
            XCTAssertFalse(text.contains(".font("), component)
        }
    }

    /// A custom family scales by itself in `DSFont` (`relativeTo:`) in the face the package looks up for its weight;
    /// the modifier scales the size once, so it asks for a fixed size. A text style's `design` is the system
    /// font's, and a `mono` style without a mono font is the system's monospaced design, scaling like any other.
    func testCustomFamiliesScaleOnceAndDesignsApplyToTheSystemFont() throws {
        var document = try loadExample("full")
        let typography = try XCTUnwrap(Generator.generate(document)[path: "Typography+DesignSystem.swift"]).text
        XCTAssertTrue(typography.contains(".custom(face, size: size, relativeTo: relativeTo).weight(weight)"))
        XCTAssertTrue(typography.contains(".custom(face, fixedSize: size).weight(weight)"))
        XCTAssertTrue(typography.contains("case .label: DSFontFaces.sansMedium\n"), typography)
        XCTAssertTrue(typography.contains("case .code: DSFontFaces.monoRegular\n"), typography)
        document.fontFamily = FontFamily(sans: nil, mono: nil)
        document.typography[0].design = .rounded
        let system = try XCTUnwrap(Generator.generate(document)[path: "Typography+DesignSystem.swift"]).text
        XCTAssertTrue(system.contains("case .display: .rounded\n"), system)
        XCTAssertTrue(system.contains("case .code: .monospaced\n"), system)
        XCTAssertTrue(system.contains(".system(relativeTo, design: design, weight: weight)"), system)
        XCTAssertNil(Generator.generate(document)[path: "Fonts+DesignSystem.swift"], "no custom font, no faces")
    }

    func testNullShadowsUseTheSpecDefaults() throws {
        let files = Generator.generate(try loadExample("minimal"))
        let shadows = try XCTUnwrap(files[path: "Shadows+DesignSystem.swift"]).text
        XCTAssertTrue(
            shadows.contains(
                "case .sm:\n            content.shadow(color: .black.opacity(0.05), radius: 1, x: 0, y: 1)"))
        XCTAssertTrue(
            shadows.contains("case .md:\n            content.shadow(color: .black.opacity(0.1), radius: 6, x: 0, y: 4)")
        )
        XCTAssertTrue(
            shadows.contains(
                "case .lg:\n            content.shadow(color: .black.opacity(0.1), radius: 15, x: 0, y: 10)"))
    }

    func testDocumentShadowsAreUsedAndAliasedColorsFollowTheAppearance() throws {
        var document = try loadExample("full")
        document.shadows = [
            ShadowToken(
                name: "sm", identifier: "sm",
                layers: [
                    ShadowLayer(
                        color: .alias(TokenPath(["text", "primary"])),
                        resolvedColor: Appearances(
                            light: RGBA(red: 0, green: 0, blue: 0), dark: RGBA(red: 0, green: 0, blue: 0)),
                        opacity: 0.25, radius: 3, x: -1, y: 2)
                ]),
            ShadowToken(
                name: "md", identifier: "md",
                layers: [
                    ShadowLayer(
                        color: .literal(RGBA(hex: "#3B82F6")!),
                        resolvedColor: Appearances(light: RGBA(hex: "#3B82F6")!, dark: RGBA(hex: "#3B82F6")!),
                        opacity: 0.5, radius: 8.5, x: 0, y: 4),
                    ShadowLayer(
                        color: .literal(RGBA(hex: "#000000")!),
                        resolvedColor: Appearances(light: RGBA(hex: "#000000")!, dark: RGBA(hex: "#000000")!),
                        opacity: 0.1, radius: 1, x: 0, y: 1, spread: 2),
                ]),
        ]
        let shadows = try XCTUnwrap(Generator.generate(document)[path: "Shadows+DesignSystem.swift"]).text
        XCTAssertTrue(
            shadows.contains("public enum DSShadowSize: CaseIterable, Sendable {\n    case sm\n    case md\n}"))
        // The document's blur (CSS's, Figma's) is twice SwiftUI's radius.
        XCTAssertTrue(
            shadows.contains("content.shadow(color: .dsTextPrimary.opacity(0.25), radius: 1.5, x: -1, y: 2)"), shadows)
        // Several layers: one shadow modifier each, in the order written. A literal color other than black and white
        // is a colorset of its own (the spec bans `Color(.sRGB, …)`).
        XCTAssertTrue(
            shadows.contains(
                """
                        case .md:
                            content
                                .shadow(color: Color("dsShadowMd1", bundle: .module).opacity(0.5), radius: 4.25, x: 0, y: 4)
                                .shadow(color: .black.opacity(0.1), radius: 0.5, x: 0, y: 1)
                """), shadows)
        let colorset = try XCTUnwrap(
            Generator.generate(document)[path: "Colors.xcassets/dsShadowMd1.colorset/Contents.json"])
        XCTAssertTrue(colorset.text.contains(#""red":   "0.231""#))
        XCTAssertNil(Generator.generate(document)[path: "Colors.xcassets/dsShadowMd2.colorset/Contents.json"])
    }

    /// An imported shadow's color carries its alpha (`#0000000D`) at opacity 1: one clean expression, the alpha
    /// folded into the opacity, and no `.opacity(1)`.
    func testShadowColorsAreOneCleanExpression() throws {
        var document = try loadExample("full")
        let black = RGBA(hex: "#0000000D")!
        let white = RGBA(hex: "#FFFFFF")!
        document.shadows = [
            ShadowToken(
                name: "sm", identifier: "sm",
                layers: [
                    ShadowLayer(
                        color: .literal(black), resolvedColor: Appearances(light: black, dark: black), opacity: 1,
                        radius: 2, x: 0, y: 1)
                ]),
            ShadowToken(
                name: "md", identifier: "md",
                layers: [
                    ShadowLayer(
                        color: .literal(white), resolvedColor: Appearances(light: white, dark: white), opacity: 1,
                        radius: 6, x: 0, y: 4)
                ]),
        ]
        let shadows = try XCTUnwrap(Generator.generate(document)[path: "Shadows+DesignSystem.swift"]).text
        XCTAssertTrue(shadows.contains("content.shadow(color: .black.opacity(0.051), radius: 1, x: 0, y: 1)"), shadows)
        XCTAssertTrue(shadows.contains("content.shadow(color: .white, radius: 3, x: 0, y: 4)"), shadows)
        XCTAssertFalse(shadows.contains("Color(.sRGB"))
        XCTAssertFalse(shadows.contains(".opacity(1)"))
    }

    func testSpacingIsADynamicPropertyOfScaledMetrics() throws {
        let spacing = try XCTUnwrap(Generator.generate(try loadExample("minimal"))[path: "Spacing+DesignSystem.swift"])
            .text
        XCTAssertTrue(spacing.contains("public struct DSSpacing: DynamicProperty {"))
        XCTAssertTrue(spacing.contains("@ScaledMetric(relativeTo: .body) public var md: CGFloat = 16"))
        XCTAssertTrue(spacing.contains("public static let md: CGFloat = 16"))
    }

    func testComponentCommentsQuoteThisDocumentsValues() throws {
        var document = try loadExample("minimal")
        for index in document.spacing.indices where document.spacing[index].name == "xs" {
            document.spacing[index].value = 5
        }
        let button = try XCTUnwrap(Generator.generate(document)[path: "Components/DSButton.swift"]).text
        XCTAssertTrue(button.contains("case .sm: return DSSpacingFixed.xs * 1.5                // 7.5 pt"), button)
        XCTAssertTrue(button.contains("case .sm: return DSSpacingFixed.sm + DSSpacingFixed.xs  // 13 pt"), button)
    }

    func testInputPreviewOwnsItsStateInAWrapperView() throws {
        let input = try XCTUnwrap(Generator.generate(try loadExample("minimal"))[path: "Components/DSInput.swift"]).text
        let preview = try XCTUnwrap(input.range(of: "#Preview {"))
        XCTAssertFalse(
            input[preview.lowerBound...].contains("@State"), "@State inside #Preview does not work on iOS 16")
        XCTAssertTrue(input.contains("private struct DSInputPreview: View {\n    @State private var text = \"\""))
    }

    func testEveryComponentIsPublicAndHasAPreview() throws {
        let files = Generator.generate(try loadExample("full")).filter { $0.path.hasPrefix("Components/") }
        XCTAssertEqual(files.count, 6)
        for file in files {
            let name = file.path.dropFirst("Components/".count).dropLast(".swift".count)
            XCTAssertTrue(file.text.contains("public struct \(name)"), file.path)
            XCTAssertTrue(file.text.contains("\n#Preview {"), file.path)
            XCTAssertTrue(file.text.hasPrefix("// \(name).swift\n// Generated by dsys — do not edit manually\n"))
            XCTAssertFalse(file.text.contains("Color.blue"), file.path)
            XCTAssertFalse(file.text.contains("Color(hex"), file.path)
        }
    }

    func testStringsFromTheDocumentAreEscapedForSwift() {
        XCTAssertEqual(SwiftSource.stringLiteral(#"a"b\c"#), #""a\"b\\c""#)
        XCTAssertEqual(SwiftSource.stringLiteral("line\nnext\u{7}"), #""line\nnext\u{7}""#)
        XCTAssertEqual(SwiftSource.stringLiteral("\"#"), ##""\"#""##)
        XCTAssertEqual(
            SwiftSource.documentation("one\r\ntwo */ \u{2028}three", indent: "  "), "  /// one\n  /// two */  three\n")
        XCTAssertEqual(
            SwiftSource.deprecation(Deprecation(reason: "Use \"x\""), indent: ""),
            "@available(*, deprecated, message: \"Use \\\"x\\\"\")\n")
    }

    /// Printable ASCII is kept as it is (one line); the characters just outside it still go through the escaping.
    func testDocumentationKeepsPrintableASCIIAndReplacesWhatIsBeyondIt() {
        let printable = String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)
        XCTAssertEqual(SwiftSource.commentText(printable), printable)
        XCTAssertEqual(SwiftSource.documentation(printable, indent: "    "), "    /// \(printable)\n")
        XCTAssertEqual(SwiftSource.documentation(" ", indent: ""), "///  \n")
        XCTAssertEqual(SwiftSource.documentation("a\u{7F}b\tc", indent: ""), "/// a b c\n")
        XCTAssertEqual(SwiftSource.documentation("a\nb", indent: ""), "/// a\n/// b\n")
        XCTAssertEqual(SwiftSource.documentation("café\u{202E}", indent: ""), "/// café\\u{202E}\n")
    }

    func testBidirectionalControlsAreEscapedInLiteralsAndShownInComments() {
        XCTAssertEqual(SwiftSource.stringLiteral("a\u{202E}b\u{2066}c\u{200F}"), #""a\u{202E}b\u{2066}c\u{200F}""#)
        XCTAssertEqual(SwiftSource.stringLiteral("next\u{85}line\u{9B}"), #""next\u{85}line\u{9B}""#)
        XCTAssertEqual(
            SwiftSource.commentText("admin\u{202E} \u{2066}// x\u{2069}\u{1B}"), #"admin\u{202E} \u{2066}// x\u{2069} "#
        )
    }

    /// Bidirectional overrides, isolates and marks in the system's name, token names, descriptions,
    /// deprecation messages and font families (issue 26): no generated file of any profile holds one raw, so none can
    /// reorder how the package's source reads in an editor or a review ("Trojan Source").
    func testNoGeneratedFileOfAnyProfileHoldsABidirectionalControl() throws {
        // Added after every "é" of the hostile fixtures (names, descriptions, deprecations, the system's name) and
        // after the font families' "日本語", as JSON escapes.
        let hostile = #"é\u202e\u2066\u200f\u061c"#
        func document(_ fixture: String) throws -> DesignSystem {
            let url = TestSupport.fixtures.appendingPathComponent("valid").appendingPathComponent(fixture)
            let text = try String(contentsOf: url, encoding: .utf8)
                .replacingOccurrences(of: "é", with: hostile)
                .replacingOccurrences(of: "日本語", with: "日本語\\u202d")
            XCTAssertNotEqual(text, try String(contentsOf: url, encoding: .utf8), fixture)
            return try DesignSystemDocument.load(Array(text.utf8), file: fixture)
        }
        let injection = try document("injection.json")
        XCTAssertTrue(injection.name.unicodeScalars.contains("\u{202E}"), "the fixture reaches the model")
        let cases: [(OutputProfile, DesignSystem)] = [
            (.dsys, injection), (.catalog, injection), (.theme, injection), (.apptheme, injection),
            (.tokens, try document("tokens-injection.json")),
        ]
        XCTAssertEqual(Set(cases.map(\.0)), Set(OutputProfile.allCases), "every profile")
        for (profile, designSystem) in cases {
            let files = Generator.generate(designSystem, profile: profile)
            XCTAssertFalse(files.isEmpty, "\(profile)")
            for file in files {
                let raw = file.text.unicodeScalars.filter { $0 != "\n" && TerminalText.needsEscape($0) }
                XCTAssertEqual(
                    raw.map { String($0.value, radix: 16) }, [], "\(profile.rawValue): \(file.path)")
            }
            let all = files.map(\.text).joined()
            XCTAssertTrue(all.contains(#"\u{202E}"#), "\(profile.rawValue): the override is shown, not dropped")
        }
    }

    func testNumbersAreWrittenAsAPersonWould() {
        XCTAssertEqual(SwiftSource.number(48), "48")
        XCTAssertEqual(SwiftSource.number(13.5), "13.5")
        XCTAssertEqual(SwiftSource.number(-2), "-2")
        XCTAssertEqual(SwiftSource.number(0.05), "0.05")
    }
}
