import Foundation
import TestSupport
import Tokens
import XCTest

@testable import Generator

/// The `theme` profile (seed 001): its roles, the values its default theme takes from the document, the
/// accessibility identifiers its components pass down, its module name and its API impact.
final class ThemeProfileTests: XCTestCase {
    private static let minimal = TestSupport.fixtures.appendingPathComponent("valid/theme-minimal.json")
    private static let starter = TestSupport.examples.appendingPathComponent("profiles/theme/design-system.json")

    /// The JSON of a document, to change before loading it.
    private func json(_ url: URL) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func bytes(_ json: [String: Any]) throws -> [UInt8] {
        [UInt8](try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]))
    }

    /// The document validated for the theme profile, and its package.
    private func generate(_ json: [String: Any]) throws -> (DesignSystem, [GeneratedFile]) {
        let designSystem = try DesignSystemDocument.load(
            try bytes(json), file: "theme.json", requirements: OutputProfile.requirements(override: .theme))
        return (designSystem, Generator.generate(designSystem, profile: .theme))
    }

    private func problems(_ json: [String: Any]) throws -> [Diagnostic] {
        let bytes = try bytes(json)
        do {
            _ = try DesignSystemDocument.load(
                bytes, file: "theme.json", requirements: OutputProfile.requirements(override: .theme))
            return []
        } catch {
            guard case .invalidDocument(_, let diagnostics) = error else { throw error }
            return diagnostics
        }
    }

    private func text(_ files: [GeneratedFile], _ path: String) throws -> String {
        try XCTUnwrap(files[path: "Sources/\(path)"], "no \(path)").text
    }

    /// `json[path…]` changed by `change`.
    private func edit(_ json: inout [String: Any], _ path: [String], _ change: (Any?) -> Any?) {
        guard let key = path.first else { return }
        if path.count == 1 {
            json[key] = change(json[key])
            return
        }
        var child = json[key] as? [String: Any] ?? [:]
        edit(&child, Array(path.dropFirst()), change)
        json[key] = child
    }

    // MARK: - Values

    /// The token that fills each palette color when the document maps none: the names the default profile's
    /// documents use.
    private static let defaultColors = [
        "backgroundPrimary": ["surface", "default"], "backgroundSecondary": ["surface", "inset"],
        "surfacePrimary": ["surface", "raised"], "textPrimary": ["text", "primary"],
        "textSecondary": ["text", "secondary"], "textTertiary": ["text", "muted"],
        "statusSuccess": ["feedback", "success"], "statusError": ["feedback", "error"],
        "statusWarning": ["feedback", "warning"], "statusNeutral": ["feedback", "neutral"],
        "accent": ["action", "primary"], "accentSubtle": ["action", "subtle"],
    ]

    /// The scales of the theme: the default implementation's file, and where the document holds its values.
    private static let scales: [(file: String, tokens: [String], type: String)] = [
        ("DefaultSpacing", ["spacing"], "CGFloat"), ("DefaultCornerRadius", ["radius"], "CGFloat"),
        ("DefaultDimensions", ["other", "dimension"], "CGFloat"),
        ("DefaultBorderWidth", ["other", "borderWidth"], "CGFloat"),
        ("DefaultOpacity", ["other", "opacity"], "Double"),
    ]

    private func number(_ value: Any?) -> String? {
        let number: Double? =
            (value as? NSNumber)?.doubleValue ?? ((value as? [String: Any])?["value"] as? NSNumber)?.doubleValue
        guard let number else { return nil }
        return number == number.rounded() ? String(Int(number)) : String(number)
    }

    /// The value each case has in `source`'s computed property `property` (`public var size: CGFloat { switch self {
    /// case .a, .b: 17 … } }`, or one value for every case), by case name.
    private func switchValues(_ source: String, property: String) -> [String: String] {
        guard let start = source.range(of: "var \(property): ") else { return [:] }
        let body = source[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        guard let first = body.first?.trimmingCharacters(in: .whitespaces) else { return [:] }
        if first != "switch self {" {
            // One value for every case.
            return Dictionary(uniqueKeysWithValues: allCases(source).map { ($0, first) })
        }
        var values: [String: String] = [:]
        var pending: [String] = []
        // A label may run over several lines and its value may stand on the line after its colon.
        var awaitingValue = false
        for line in body.dropFirst() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text == "}" { break }
            if awaitingValue {
                for name in pending { values[name] = text }
                pending = []
                awaitingValue = false
                continue
            }
            var rest = text.hasPrefix("case ") ? String(text.dropFirst(5)) : text
            var value: String?
            if let colon = rest.range(of: ":") {
                value = rest[colon.upperBound...].trimmingCharacters(in: .whitespaces)
                rest = String(rest[..<colon.lowerBound])
            }
            pending += rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).dropFirst() }
                .filter { !$0.isEmpty }.map(String.init)
            if let value {
                if value.isEmpty {
                    awaitingValue = true
                } else {
                    for name in pending { values[name] = value }
                    pending = []
                }
            }
        }
        return values
    }

    /// The cases of the enum `source` declares, in order.
    private func allCases(_ source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("case "), !text.contains(":") else { return nil }
            return String(text.dropFirst(5))
        }
    }

    /// A color's channels as the asset catalog writes them: `#FF8000` → `1.000`, `0.502`, `0.000`, `1.000`.
    private func channels(_ hex: String) -> [String] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: 8, by: 2).map { offset in
            let value = offset < digits.count ? Int(String(digits[offset..<offset + 2]), radix: 16) ?? 0 : 255
            return String(format: "%.3f", Double(value) / 255)
        }
    }

    /// Every value of the default theme is the document's: checked against the JSON itself, for the starter and
    /// for a document whose every value differs from it.
    func testEveryValueOfTheDefaultThemeComesFromTheDocument() throws {
        var changed = try json(Self.minimal)
        for scale in Self.scales {
            edit(&changed, ["tokens"] + scale.tokens) { group in
                var group = group as? [String: Any] ?? [:]
                for (name, token) in group {
                    var token = token as? [String: Any] ?? ["value": token]
                    let value = (token["value"] as? NSNumber)?.doubleValue ?? 0
                    token["value"] = scale.file == "DefaultOpacity" ? value / 2 : value + 3
                    group[name] = scale.tokens.count == 1 ? token["value"] : token
                }
                return group
            }
        }
        edit(&changed, ["tokens", "color", "action", "subtle"]) { _ in ["light": "#FF800040", "dark": "#123456"] }
        edit(&changed, ["tokens", "typography", "headline"]) { _ in
            ["size": 19, "relative_to": "title3", "weight": "heavy", "design": "serif", "letter_spacing": 0.5]
        }
        edit(&changed, ["tokens", "shadow"]) { _ in
            [
                "sm": ["color": "#000000", "opacity": 0.3, "radius": 3, "x": 1, "y": 5],
                "md": ["color": "#000000", "opacity": 0.1, "radius": 6, "x": 0, "y": 4],
                "lg": ["color": "#000000", "opacity": 0.1, "radius": 15, "x": 0, "y": 10],
            ]
        }
        for document in [try json(Self.starter), changed] {
            let (_, files) = try generate(document)
            let tokens = try XCTUnwrap(document["tokens"] as? [String: Any])
            for scale in Self.scales {
                let source = try text(files, "Foundation/Themes/Default/\(scale.file).swift")
                var group: Any? = tokens
                for key in scale.tokens { group = (group as? [String: Any])?[key] }
                let values = try XCTUnwrap(group as? [String: Any], scale.tokens.joined(separator: "."))
                XCTAssertFalse(values.isEmpty)
                for (name, value) in values {
                    let expected = try XCTUnwrap(number(value))
                    XCTAssertNotNil(
                        source.range(
                            of:
                                "public let \(name):\\s+\(scale.type) = \(NSRegularExpression.escapedPattern(for: expected))\\b",
                            options: .regularExpression),
                        "\(scale.file).\(name) should be \(expected):\n\(source)")
                }
            }
            let colors = try XCTUnwrap(tokens["color"] as? [String: Any])
            for (role, path) in Self.defaultColors {
                let token = try XCTUnwrap((colors[path[0]] as? [String: Any])?[path[1]] as? [String: Any])
                let expected =
                    try channels(XCTUnwrap(token["light"] as? String))
                    + channels(XCTUnwrap(token["dark"] as? String))
                // Prefixed (`dsAccent`), so that copied into an app target they meet none of its own assets.
                let asset = "ds" + role.prefix(1).uppercased() + role.dropFirst()
                let colorset = try text(
                    files, "Foundation/Themes/Default/Colors.xcassets/\(asset).colorset/Contents.json")
                let channel = try NSRegularExpression(pattern: #""(?:red|green|blue|alpha)":\s+"([0-9.]+)""#)
                let written = channel.matches(in: colorset, range: NSRange(colorset.startIndex..., in: colorset))
                    .compactMap { Range($0.range(at: 1), in: colorset).map { String(colorset[$0]) } }
                XCTAssertEqual(written, expected, "\(role) should be \(path.joined(separator: "."))")
            }
            let styles = try text(files, "Foundation/Typography/TextStyle.swift")
            for (name, style) in try XCTUnwrap(tokens["typography"] as? [String: [String: Any]]) {
                let expected: [(property: String, value: String?)] = [
                    ("size", number(style["size"])), ("relativeTo", (style["relative_to"] as? String).map { ".\($0)" }),
                    ("design", ".\(style["design"] ?? "default")"), ("weight", ".\(style["weight"] ?? "regular")"),
                    ("tracking", number(style["letter_spacing"]) ?? "0"),
                ]
                for (property, value) in expected {
                    XCTAssertEqual(
                        switchValues(styles, property: property)[name], value,
                        "TextStyle.\(name).\(property):\n\(styles)")
                }
            }
            let shadows = try text(files, "Foundation/Shadows/ShadowToken.swift")
            let small = try XCTUnwrap((tokens["shadow"] as? [String: Any])?["sm"] as? [String: Any])
            // The document's blur is twice SwiftUI's radius.
            let radius = try XCTUnwrap((small["radius"] as? NSNumber)?.doubleValue) / 2
            XCTAssertTrue(
                shadows.contains(
                    "case .small:\n            content.shadow(color: .black.opacity(\(number(small["opacity"]) ?? "?")), "
                        + "radius: \(number(NSNumber(value: radius)) ?? "?"), x: \(number(small["x"]) ?? "?"), "
                        + "y: \(number(small["y"]) ?? "?"))"), shadows)
        }
    }

    /// A document without shadows gets the profile's: `zero` and three above it.
    func testADocumentWithoutShadowsGetsTheProfilesShadows() throws {
        let (_, files) = try generate(try json(Self.minimal))
        let shadows = try text(files, "Foundation/Shadows/ShadowToken.swift")
        for shadow in ["case zero", "case small", "case medium", "case large", ".black.opacity(0.05), radius: 8"] {
            XCTAssertTrue(shadows.contains(shadow), shadow)
        }
    }

    // MARK: - Roles

    func testRolesMappedInTheDocumentAreFilledByTheirTokens() throws {
        let (_, files) = try generate(
            try json(TestSupport.fixtures.appendingPathComponent("valid/theme-every-feature.json")))
        let palette = try text(files, "Foundation/Themes/Default/DefaultColorPalette.swift")
        XCTAssertTrue(
            palette.contains(#"Color("dsAccent",              bundle: .module) }  // {color.brand.main}"#), palette)
        // The token the role would take by default is one of the document's other colors now.
        XCTAssertTrue(palette.contains(#"public var actionPrimary:"#), palette)
        XCTAssertTrue(
            try text(files, "Foundation/Themes/Default/Colors.xcassets/dsAccent.colorset/Contents.json").contains(
                "\"red\":   \"0.369\""), "#5E5CE6: brand.main's light red")
        let spacing = try text(files, "Foundation/Themes/Default/DefaultSpacing.swift")
        XCTAssertTrue(spacing.contains("public let xxs:  CGFloat = 1  // {spacing.hair}"), spacing)
        let shadows = try text(files, "Foundation/Shadows/ShadowToken.swift")
        XCTAssertTrue(shadows.contains(".shadow(color: theme.colors.accent.opacity(0.2), radius: 1"), shadows)
    }

    /// Each role's token, removed in turn: one error naming the role and the profile, where the token should be.
    func testAMissingRoleIsAnErrorNamingTheRoleAndTheProfile() throws {
        // The role is named by itself, or (when the token has the role's name) by its token.
        let cases: [(path: [String], role: String, pointer: String)] = [
            (["color", "feedback", "neutral"], "statusNeutral", "/tokens/color/feedback"),
            (["color", "action", "subtle"], "accentSubtle", "/tokens/color/action"),
            (["typography", "caption2"], #"text style "caption2""#, "/tokens/typography"),
            (["spacing", "xxxl"], #"spacing "xxxl""#, "/tokens/spacing"),
            (["radius", "zero"], "cornerRadius.zero", "/tokens/radius"),
            (["other", "dimension", "xxxl"], "dimensions.xxxl", "/tokens/other/dimension"),
            (["other", "borderWidth", "hairline"], "borderWidth.hairline", "/tokens/other/borderWidth"),
            (["other", "opacity", "almostOpaque"], "opacity.almostOpaque", "/tokens/other/opacity"),
        ]
        for missing in cases {
            var document = try json(Self.minimal)
            edit(&document, ["tokens"] + missing.path) { _ in nil }
            let problems = try problems(document)
            XCTAssertEqual(problems.map(\.code), [.missingRole], missing.role)
            XCTAssertEqual(problems.first?.pointer.description, missing.pointer, missing.role)
            let message = problems.first?.message ?? ""
            XCTAssertTrue(message.contains(missing.role), message)
            XCTAssertTrue(message.hasSuffix("add it, or map the role to a token in roles.theme"), message)
        }
        // Mapping the role fills it again.
        var mapped = try json(Self.minimal)
        edit(&mapped, ["tokens", "radius", "zero"]) { _ in nil }
        edit(&mapped, ["tokens", "radius", "none"]) { _ in 0 }
        mapped["roles"] = ["theme": ["cornerRadius.zero": "{radius.none}"]]
        XCTAssertEqual(try problems(mapped).map(\.message), [])
    }

    func testRolesOfOtherTokensNeedTheirType() throws {
        var document = try json(Self.minimal)
        edit(&document, ["tokens", "other", "size"]) { _ in ["icon": ["type": "number", "value": 10]] }
        document["roles"] = ["theme": ["dimensions.xs": "{other.size.icon}", "accentColor": "{color.action.primary}"]]
        let problems = try problems(document)
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            ["/roles/theme/accentColor unknown-role", "/roles/theme/dimensions.xs type-mismatch"])
        XCTAssertEqual(
            problems.last?.message,
            "the theme profile's role dimensions.xs (DSDimensions.xs) needs a token of type dimension, but "
                + "{other.size.icon} is a number")
    }

    func testASizeOfTheThemeHasNoDarkValue() throws {
        var document = try json(Self.minimal)
        edit(&document, ["tokens", "other", "opacity", "medium", "dark"]) { _ in 0.5 }
        let problems = try problems(document)
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" }, ["/tokens/other/opacity/medium/dark invalid-value"])
        XCTAssertTrue(problems.first?.message.hasPrefix("DSOpacity.medium has one value in both appearances") == true)
    }

    /// Another member of a contract with a role's name, or one that cannot be a Swift name, is refused.
    func testTheDocumentsOtherTokensMustHaveNamesOfTheirOwn() throws {
        var document = try json(Self.minimal)
        edit(&document, ["tokens", "color", "brand"]) { _ in ["ink": "#111111"] }
        document["roles"] = ["theme": ["textPrimary": "{color.brand.ink}"]]
        edit(&document, ["tokens", "other", "opacity", "self"]) { _ in ["type": "opacity", "value": 0.5] }
        edit(&document, ["tokens", "other", "dimension", "2xl"]) { _ in ["type": "dimension", "value": 40] }
        let problems = try problems(document)
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            [
                "/tokens/color/text/primary identifier-collision", "/tokens/other/dimension/2xl invalid-identifier",
                "/tokens/other/opacity/self swift-keyword",
            ])
        XCTAssertTrue(
            problems[0].message.hasPrefix(
                "{color.text.primary} becomes DSColorPalette.textPrimary in the theme profile, as does the role "
                    + "textPrimary (filled by {color.brand.ink})"), problems[0].message)
    }

    /// A text style or shadow named like a member `TextStyle` or `ShadowToken` declares itself (or gets from
    /// `CaseIterable`) would be a second declaration of it.
    func testTextStylesAndShadowsCannotTakeTheNamesOfTheirEnumsMembers() throws {
        var document = try json(Self.minimal)
        edit(&document, ["tokens", "typography", "size"]) { _ in ["size": 12, "relative_to": "caption"] }
        edit(&document, ["tokens", "typography", "allCases"]) { _ in ["size": 11, "relative_to": "caption2"] }
        let shadow: [String: Any] = ["color": "#000000", "opacity": 0.1, "radius": 2, "x": 0, "y": 1]
        edit(&document, ["tokens", "shadow"]) { _ in ["sm": shadow, "md": shadow, "lg": shadow, "allCases": shadow] }
        let problems = try problems(document)
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            [
                "/tokens/shadow/allCases identifier-collision", "/tokens/typography/allCases identifier-collision",
                "/tokens/typography/size identifier-collision",
            ])
        XCTAssertTrue(
            problems.contains {
                $0.message.contains("becomes TextStyle.size in the theme profile, as does the member size")
            },
            problems.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(
            ThemeNaming.textStyleMembers.intersection(ThemeRoles.typography.roles.map { $0.role.member }), [],
            "no role of the typography contract is one of TextStyle's own members")
    }

    // MARK: - Components

    /// The suffixes of seed 001's table, and the components' own files passing their identifier to the shared
    /// layout: dropping one fails here.
    func testComponentsPassTheSeedsSuffixesToTheirParts() throws {
        let (_, files) = try generate(try json(Self.minimal))
        func suffixes(_ path: String) throws -> [String] {
            let source = try text(files, path)
            let pattern = try NSRegularExpression(pattern: #"accessibilityIdentifier\.suffixed\("([A-Za-z]+)"\)"#)
            return pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)).compactMap {
                Range($0.range(at: 1), in: source).map { String(source[$0]) }
            }
        }
        XCTAssertEqual(try suffixes("Molecules/DSInfoRow.swift"), ["icon", "label", "value"])
        XCTAssertEqual(
            try suffixes("Molecules/DSCardInfoRow.swift"),
            ["image", "title", "subtitle", "caption", "status", "statusLabel"])
        XCTAssertEqual(try suffixes("Organisms/Feedback/DSLoadingView.swift"), ["indicator", "message"])
        XCTAssertEqual(
            try suffixes("Organisms/Feedback/DSFeedbackStack.swift"), ["icon", "title", "message", "button"])
        for component in ["DSErrorView", "DSEmptyState"] {
            let source = try text(files, "Organisms/Feedback/\(component).swift")
            XCTAssertTrue(source.contains("DSFeedbackStack("), component)
            XCTAssertTrue(source.contains("accessibilityIdentifier: accessibilityIdentifier\n"), component)
        }
        let helpers = try text(files, "Extensions/View+DesignSystem.swift")
        XCTAssertTrue(helpers.contains(#"map { "\($0).\(suffix)" }"#), "a part is the identifier, a dot, the suffix")
        // Every component takes an identifier and sets it on itself.
        for path in [
            "Atoms/Buttons/DSButton.swift", "Atoms/Images/DSAsyncImage.swift",
            "Atoms/Indicators/DSStatusIndicator.swift",
            "Molecules/DSInfoRow.swift", "Organisms/Cards/DSCard.swift", "Organisms/Feedback/DSLoadingView.swift",
            "Organisms/Feedback/DSFeedbackStack.swift",
        ] {
            let source = try text(files, path)
            XCTAssertTrue(source.contains("accessibilityIdentifier: String? = nil") || path.contains("Stack"), path)
            XCTAssertTrue(source.contains(".dsAccessibilityIdentifier(accessibilityIdentifier)\n"), path)
        }
    }

    // MARK: - Package

    func testTheModuleIsNamedAfterTheDocument() throws {
        let names = [
            "Challenge": "ChallengeDesignSystem", "acme design-system": "AcmeDesignSystem",
            "ACME mobile": "ACMEMobileDesignSystem", "3D kit": "DS3DKitDesignSystem", "Ünïcode": "NCodeDesignSystem",
            "…": "DesignSystem", #"a "quoted" */ name"#: "AQuotedNameDesignSystem",
        ]
        for (name, module) in names {
            XCTAssertEqual(ThemeNaming.moduleName(name), module, name)
        }
        var document = try json(Self.minimal)
        document["name"] = "Rick & Morty"
        let manifest = try XCTUnwrap(try generate(document).1[path: "Package.swift"]).text
        XCTAssertTrue(
            manifest.contains(#".library(name: "RickMortyDesignSystem", targets: ["RickMortyDesignSystem"])"#))
        XCTAssertTrue(
            manifest.contains(
                #"resources: [.process("Foundation/Themes/Default/Colors.xcassets"), .process("Resources")]"#))
    }

    // MARK: - API impact

    private func impact(_ old: [String: Any], _ new: [String: Any]) throws -> APIImpact {
        let before = try generate(old).0
        let after = try generate(new).0
        return APIImpact.between(before, after, diff: SemanticDiff.between(before, after), profile: .theme)
    }

    func testARemovedPaletteColorIsABreakingChangeOfDSColorPalette() throws {
        let minimal = try json(Self.minimal)
        var old = minimal
        edit(&old, ["tokens", "color", "brand"]) { _ in ["highlight": "#FF00FF"] }
        edit(&old, ["tokens", "spacing", "huge"]) { _ in 64 }
        let removed = try impact(old, minimal)
        XCTAssertEqual(removed.removed, ["DSColorPalette.brandHighlight", "DSSpacing.huge"])
        XCTAssertTrue(removed.isBreaking)
        let added = try impact(minimal, old)
        XCTAssertEqual(added.added, ["DSColorPalette.brandHighlight", "DSSpacing.huge"])
        XCTAssertFalse(added.isBreaking)

        // A role mapped to another token keeps its member: the token it left becomes a member of its own.
        var remapped = old
        remapped["roles"] = ["theme": ["accent": "{color.brand.highlight}"]]
        let remapping = try impact(old, remapped)
        XCTAssertEqual(remapping.removed, ["DSColorPalette.brandHighlight"])
        XCTAssertEqual(remapping.added, ["DSColorPalette.actionPrimary"])
    }

    func testTheDefaultProfileIsUnchangedByTheThemesRoles() throws {
        // One document serves both profiles: the default profile's full example still needs only its own roles.
        let full = try loadExample("full")
        XCTAssertEqual(OutputProfile.requirements(override: .dsys)(full).map(\.message), [])
        XCTAssertFalse(OutputProfile.requirements(override: .theme)(full).isEmpty)
    }
}
