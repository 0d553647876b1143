import Foundation
import TestSupport
import XCTest

@testable import Generator
@testable import Tokens

/// The default profile's package as an iOS team ships it: Xcode's asset symbols, colors as shape styles, primitives
/// kept apart, fix-its for deprecations, localizable components with states, weights from the tokens, `Sendable`
/// enums and a manifest that names its sources.
final class DSysPackageTests: XCTestCase {
    private func file(_ path: String, of designSystem: DesignSystem) throws -> String {
        try XCTUnwrap(Generator.generate(designSystem)[path: path], path).text
    }

    private let components = ["DSButton", "DSCard", "DSInput", "DSBadge", "DSHeading", "DSText"]

    // ── Asset catalog and colors ──

    /// Xcode 16 would otherwise declare `Color.dsActionPrimary` for the colorset, beside ours: an invalid
    /// redeclaration that a package's consumer cannot switch off.
    func testTheAssetCatalogOptsOutOfXcodesAssetSymbols() throws {
        for example in ["full", "minimal"] {
            let text = try file("Colors.xcassets/Contents.json", of: try loadExample(example))
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let properties = try XCTUnwrap(object["properties"] as? [String: String], example)
            XCTAssertEqual(properties, ["generate-swift-asset-symbol-extensions": "disabled"])
            let info = try XCTUnwrap(object["info"] as? [String: Any])
            XCTAssertEqual(info["version"] as? Int, 1)
            XCTAssertEqual(info["author"] as? String, "xcode")
        }
    }

    func testEveryColorOfColorIsAlsoAShapeStyleMember() throws {
        let designSystem = try loadExample("minimal")
        let colors = try file("Colors+DesignSystem.swift", of: designSystem)
        XCTAssertTrue(colors.contains("public extension ShapeStyle where Self == Color {"))
        for identifier in DSysNaming.colorIdentifiers(designSystem.colors) {
            XCTAssertTrue(colors.contains("static let \(identifier) "), identifier)
            XCTAssertTrue(
                colors.range(
                    of: "static var \(identifier): +Color \\{ Color\\.\(identifier) \\}", options: .regularExpression)
                    != nil, identifier)
        }
    }

    /// The full example's palette is aliased by the semantic colors and fills no role: it leaves `Color` for
    /// `DSPrimitives`, unless the document lists it under `expose_primitives`.
    func testPrimitivesLeaveColorForTheirNamespaceUnlessTheDocumentExposesThem() throws {
        var designSystem = try loadExample("full")
        var colors = try file("Colors+DesignSystem.swift", of: designSystem)
        XCTAssertTrue(colors.contains("public enum DSPrimitives: Sendable {"))
        XCTAssertTrue(
            colors.contains(#"public static let dsPaletteBlue500  = Color("dsPaletteBlue500",  bundle: .module)"#))
        XCTAssertFalse(colors.contains("\n    static let dsPaletteBlue500 "), "not in Color")
        XCTAssertFalse(colors.contains("static var dsPaletteBlue500:"), "not a ShapeStyle member")
        var symbols = Generator.publicSymbols(of: designSystem).map(\.name)
        XCTAssertTrue(symbols.contains("DSPrimitives.dsPaletteBlue500"))
        XCTAssertTrue(symbols.contains("Color.dsActionPrimary"))
        XCTAssertFalse(symbols.contains("Color.dsPaletteBlue500"))
        XCTAssertNotNil(
            Generator.generate(designSystem)[path: "Colors.xcassets/dsPaletteBlue500.colorset/Contents.json"])

        designSystem.exposedPrimitives = ["palette"]
        colors = try file("Colors+DesignSystem.swift", of: designSystem)
        XCTAssertFalse(colors.contains("DSPrimitives"))
        symbols = Generator.publicSymbols(of: designSystem).map(\.name)
        XCTAssertTrue(symbols.contains("Color.dsPaletteBlue500"))

        // A document without aliases has no primitives.
        XCTAssertFalse(try file("Colors+DesignSystem.swift", of: try loadExample("minimal")).contains("DSPrimitives"))
    }

    /// Exposing a group, or no longer, moves its symbols between `DSPrimitives` and `Color`: a breaking change,
    /// which the diff names.
    func testChangingTheExposedGroupsIsAMajorChange() throws {
        let old = try loadExample("full")
        var new = old
        new.exposedPrimitives = ["palette"]
        for (from, to) in [(old, new), (new, old)] {
            let diff = SemanticDiff.between(from, to)
            XCTAssertEqual(diff.settingChanges.map(\.key), ["expose_primitives"])
            XCTAssertEqual(diff.requiredBump, .major)
        }
        let impact = APIImpact.between(old, new, diff: SemanticDiff.between(old, new), profile: .dsys)
        XCTAssertTrue(impact.removed.contains("DSPrimitives.dsPaletteBlue500"))
        XCTAssertTrue(impact.added.contains("Color.dsPaletteBlue500"))
    }

    /// A group that holds a role's token stays in `Color` even when others alias it (border.focus → action.primary),
    /// and a group with an alias in it is not a palette.
    func testGroupsWithRolesOrAliasesAreNeverPrimitives() throws {
        let designSystem = try SampleDocument().load(requirements: OutputProfile.requirements())
        let implementation = OutputProfile.dsys.implementation
        XCTAssertEqual(
            DSysPrimitives.groups(in: designSystem, roles: implementation.assignment(in: designSystem)), ["palette"])
        var document = SampleDocument()
        document.palette =
            ##"{ "blue": { "500": "#3B82F6", "700": "#1D4ED8" }, "white": "#FFFFFF", "ink": "{text.inverse}" }"##
        document.text =
            ##"{ "primary": "#111827", "secondary": "#4B5563", "muted": "#6B7280", "inverse": "#FFFFFF" }"##
        document.surface = ##"{ "default": "{palette.white}", "raised": "#F9FAFB", "inset": "#F3F4F6" }"##
        let withAlias = try document.load(requirements: OutputProfile.requirements())
        XCTAssertEqual(DSysPrimitives.groups(in: withAlias, roles: implementation.assignment(in: withAlias)), [])
    }

    /// A shadow color that is aliased to a primitive is written through the namespace.
    func testShadowsAliasedToAPrimitiveUseItsNamespace() throws {
        var designSystem = try loadExample("full")
        let black = designSystem.colors.first { $0.path == TokenPath(["palette", "black"]) }!.resolved
        designSystem.shadows = ["sm", "md"].map { name in
            ShadowToken(
                name: name, identifier: name,
                layers: [
                    ShadowLayer(
                        color: .alias(TokenPath(["palette", "black"])), resolvedColor: black, opacity: 0.1, radius: 2,
                        x: 0, y: 1)
                ])
        }
        let shadows = try file("Shadows+DesignSystem.swift", of: designSystem)
        // The document's blur of 2 draws as SwiftUI's radius 1.
        XCTAssertTrue(
            shadows.contains("content.shadow(color: DSPrimitives.dsPaletteBlack.opacity(0.1), radius: 1"), shadows)
    }

    /// A shadow's literal color gets the colorset `dsShadowMd`: a color token of that identifier is refused, naming
    /// both, rather than generating one colorset folder twice.
    func testAShadowColorsetThatCollidesWithAColorIsAnError() {
        var document = SampleDocument()
        document.format = "2"
        document.extraColorGroups = ##""shadow": { "md": "#112233" }"##
        document.shadow = ##"""
            { "sm": { "color": "#000000", "opacity": 0.1, "radius": 1, "x": 0, "y": 1 },
              "md": { "color": "#3B82F6", "opacity": 0.2, "radius": 6, "x": 0, "y": 4 } }
            """##
        let problems = document.problems(requirements: OutputProfile.requirements())
        XCTAssertEqual(problems.map(\.code), [.identifierCollision])
        XCTAssertEqual(problems.first?.pointer.description, "/tokens/shadow/md/color")
        XCTAssertEqual(
            problems.first?.message,
            ##"this color becomes the colorset dsShadowMd, as does the color token shadow.md; alias that token ("{shadow.md}") or rename it"##
        )
        // Black needs no colorset: no collision.
        document.shadow = ##"""
            { "sm": { "color": "#000000", "opacity": 0.1, "radius": 1, "x": 0, "y": 1 },
              "md": { "color": "#00000080", "opacity": 1, "radius": 6, "x": 0, "y": 4 } }
            """##
        XCTAssertNoThrow(try document.load(requirements: OutputProfile.requirements()))
    }

    func testADeprecatedAliasNamesItsReplacementForXcodesFixIt() throws {
        let colors = try file("Colors+DesignSystem.swift", of: try loadExample("full"))
        XCTAssertTrue(
            colors.contains(
                #"@available(*, deprecated, renamed: "dsTextMuted", message: "Use text.muted; placeholders no longer have their own color.")"#
                    + "\n    static let dsTextPlaceholder"), colors)
        // A deprecated spacing step written as a reference to another step.
        var designSystem = try loadExample("minimal")
        designSystem.spacing.append(
            SizeToken(
                name: "gutter", identifier: "gutter", value: 16, reference: TokenKey(.spacing, TokenPath(["md"])),
                metadata: TokenMetadata(deprecation: Deprecation(reason: nil))))
        let spacing = try file("Spacing+DesignSystem.swift", of: designSystem)
        XCTAssertTrue(spacing.contains("    @available(*, deprecated, renamed: \"md\")\n    public static let gutter:"))
    }

    func testEveryGeneratedEnumIsSendable() throws {
        for example in ["full", "minimal"] {
            for generated in Generator.generate(try loadExample(example)) where generated.path.hasSuffix(".swift") {
                for line in generated.text.split(separator: "\n") where line.contains("enum ") {
                    XCTAssertTrue(line.contains("Sendable"), "\(example)/\(generated.path): \(line)")
                }
            }
        }
    }

    /// SwiftPM warns about every file of a target it is not told about (a published version's `CHANGELOG.md`); an
    /// `exclude` of a missing file warns too. The target names its sources.
    func testThePackageNamesItsSources() throws {
        let manifest = try file("Package.swift", of: try loadExample("minimal"))
        XCTAssertTrue(
            manifest.contains(
                """
                            sources: [
                                "Bundle+DesignSystem.swift",
                                "Colors+DesignSystem.swift",
                                "Components",
                                "Radius+DesignSystem.swift",
                                "Shadows+DesignSystem.swift",
                                "Spacing+DesignSystem.swift",
                                "Strings+DesignSystem.swift",
                                "Typography+DesignSystem.swift",
                            ],
                            resources: [.process("Colors.xcassets"), .process("Resources")]
                """), manifest)
    }

    // ── Components ──

    /// Like SwiftUI's controls: a `LocalizedStringKey` initializer, which String Catalogs see, and a disfavored
    /// `StringProtocol` one for strings shown as they are.
    func testEveryComponentWithTextIsLocalizable() throws {
        let files = Generator.generate(try loadExample("minimal"))
        for component in components where component != "DSCard" {
            let text = try XCTUnwrap(files[path: "Components/\(component).swift"]).text
            XCTAssertTrue(
                text.contains("Key: LocalizedStringKey") || text.contains("key: LocalizedStringKey"), component)
            XCTAssertTrue(text.contains("@_disfavoredOverload\n    public init<S: StringProtocol>("), component)
            XCTAssertNil(
                text.range(of: #"let \w+: String\n"#, options: .regularExpression), "\(component) stores no String")
        }
    }

    /// The button draws through a `ButtonStyle`: dimmed while pressed and by the document's disabled opacity, and
    /// at least 44 pt in both directions at every size (the small one is about 29 pt to the eye).
    func testTheButtonHasStatesAndA44PointHitAreaAtEverySize() throws {
        let button = try file("Components/DSButton.swift", of: try loadExample("full"))
        XCTAssertTrue(button.contains(".buttonStyle(DSButtonStyle(variant: variant, size: size))"))
        XCTAssertTrue(button.contains("private struct DSButtonStyle: ButtonStyle {"))
        XCTAssertTrue(button.contains("@Environment(\\.isEnabled) private var isEnabled"))
        XCTAssertTrue(button.contains("private let minimumHitSize: CGFloat = 44"))
        // Applied to the body of every size, after the background, so the smaller sizes keep their look.
        XCTAssertTrue(
            button.contains(
                """
                            .opacity(opacity)
                            .frame(minWidth: minimumHitSize, minHeight: minimumHitSize)
                            .contentShape(Rectangle())
                    }
                """), button)
        XCTAssertTrue(button.contains("if !isEnabled { return 0.4 }  // other.opacity.disabled"), button)
        // dsys's own default says nothing about the document in the generated code (0.2.0 said what it lacked).
        XCTAssertTrue(button.contains("return configuration.isPressed ? 0.8 : 1\n"), button)
        XCTAssertFalse(button.contains("the document has no"), button)

        var designSystem = try loadExample("full")
        let index = try XCTUnwrap(
            designSystem.otherTokens.firstIndex { $0.path == TokenPath(["opacity", "disabled"]) })
        designSystem.otherTokens[index].resolved = .number(0.3, lexeme: "0.3")
        XCTAssertTrue(
            try file("Components/DSButton.swift", of: designSystem).contains(
                "if !isEnabled { return 0.3 }  // other.opacity.disabled"))
        let minimal = try file("Components/DSButton.swift", of: try loadExample("minimal"))
        XCTAssertTrue(minimal.contains("if !isEnabled { return 0.4 }\n"), minimal)
    }

    func testTheInputKeepsItsFocusRingAndErrorState() throws {
        let input = try file("Components/DSInput.swift", of: try loadExample("minimal"))
        XCTAssertTrue(input.contains("@FocusState private var isFocused: Bool"))
        XCTAssertTrue(input.contains(".strokeBorder(borderColor, lineWidth: isFocused || isError ? 2 : 1)"))
        XCTAssertTrue(input.contains("if isError { return .dsFeedbackError }"))
        XCTAssertTrue(input.contains("if isFocused { return .dsBorderFocus }"))
        XCTAssertTrue(input.contains(".focused($isFocused)"))
    }

    /// The field is 44 points high at least and takes a tap on all of it: the padding belongs to a background shape
    /// whose tap focuses the field (a `TextField` takes taps on its text line only). The outline draws over it
    /// without taking taps.
    func testTheWholeInputIsA44PointTapTarget() throws {
        let input = try file("Components/DSInput.swift", of: try loadExample("minimal"))
        XCTAssertTrue(input.contains("private let minimumHitSize: CGFloat = 44"), input)
        XCTAssertTrue(
            input.contains(
                """
                            .padding(.horizontal, spacing.md)
                            .padding(.vertical, spacing.sm)
                            .frame(minHeight: minimumHitSize)
                            .background {
                                // Behind the field: a tap on the padding, which the text field does not take, focuses it.
                                RoundedRectangle(cornerRadius: DSRadius.md)
                                    .fill(Color.dsSurfaceInset)
                                    .onTapGesture { isFocused = true }
                            }
                """), input)
        XCTAssertTrue(input.contains(".allowsHitTesting(false)"), input)
    }

    /// An error is not shown by color alone: a symbol, the optional message below the field, and VoiceOver reads the
    /// field's text and then the message (or "Error") as the field's value.
    func testTheInputsErrorHasASymbolAMessageAndAnAccessibilityValue() throws {
        let input = try file("Components/DSInput.swift", of: try loadExample("minimal"))
        XCTAssertTrue(input.contains("errorMessage: LocalizedStringKey? = nil"), input)
        XCTAssertTrue(input.contains(#"Image(systemName: "exclamationmark.circle.fill")"#), input)
        XCTAssertTrue(
            input.contains(
                """
                            if isError, let errorMessage {
                                errorMessage
                                    .dsFont(.label)
                                    .foregroundStyle(Color.dsFeedbackError)
                """), input)
        XCTAssertTrue(input.contains(".accessibilityValue(accessibilityValue)"), input)
        XCTAssertTrue(
            input.contains(
                """
                        guard isError else { return Text(verbatim: text) }
                        let error = errorMessage ?? DSStrings.error
                        return text.isEmpty ? error : Text("\\(Text(verbatim: text)), \\(error)")
                """), input)
        // Interpolated, not concatenated: `Text + Text` is deprecated in the iOS 26 SDK.
        XCTAssertNil(input.range(of: #"\) \+ Text\("#, options: .regularExpression), input)
    }

    /// A heading's or badge's weight is its text style's: no `.bold` over a document that says otherwise.
    func testComponentsTakeTheirWeightsFromTheTokensOnly() throws {
        var designSystem = try loadExample("minimal")
        let index = try XCTUnwrap(designSystem.typography.firstIndex { $0.name == "heading1" })
        designSystem.typography[index].weight = .light
        let files = Generator.generate(designSystem)
        for component in components {
            let text = try XCTUnwrap(files[path: "Components/\(component).swift"]).text
            XCTAssertFalse(text.contains(".fontWeight("), component)
            XCTAssertNil(text.range(of: #"\.(bold|semibold|medium)\b"#, options: .regularExpression), component)
        }
        let typography = try XCTUnwrap(files[path: "Typography+DesignSystem.swift"]).text
        XCTAssertTrue(typography.contains("case .heading1: .light\n"), typography)
    }
}
