import Foundation
import TestSupport
import Tokens
import XCTest

@testable import Generator

/// The catalog profile (seed 002): the namespaced asset catalog and the wrappers that read it, its naming rules and
/// their errors, its roles, its typography and its Swift API.
final class CatalogProfileTests: XCTestCase {
    /// A format 2 document for the catalog profile, with the default shadows.
    private func document(_ change: (inout SampleDocument) -> Void = { _ in }) -> SampleDocument {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        document.profile = "\"catalog\""
        change(&document)
        return document
    }

    private func generate(_ document: SampleDocument) throws -> [GeneratedFile] {
        Generator.generate(try document.load(requirements: OutputProfile.requirements()), profile: .catalog)
    }

    private func packages() throws -> [(name: String, files: [GeneratedFile])] {
        [
            ("full", Generator.generate(try loadExample("full"), profile: .catalog)),
            ("starter", Generator.generate(try loadExample("profiles/catalog"), profile: .catalog)),
            ("minimal", Generator.generate(try loadFixture("catalog-minimal.json"), profile: .catalog)),
            ("injection", Generator.generate(try loadFixture("injection.json"), profile: .catalog)),
        ]
    }

    // ── The asset catalog and the wrappers ──

    /// The name Xcode gives each colorset: the names of the folders above it (below the catalog) whose
    /// `Contents.json` provides a namespace, then its own, joined by `/`.
    private func assetNames(_ files: [GeneratedFile]) throws -> [String] {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var names: [String] = []
        for file in files where file.path.hasSuffix(".colorset/Contents.json") {
            let components = file.path.split(separator: "/").map(String.init).dropLast()
            XCTAssertEqual(components.first, "Assets.xcassets", file.path)
            var namespace: [String] = []
            for depth in components.indices.dropFirst().dropLast() {
                let folder = components[...depth].joined(separator: "/")
                let contents = try XCTUnwrap(byPath["\(folder)/Contents.json"], "\(folder) has no Contents.json")
                let json = try XCTUnwrap(
                    try JSONSerialization.jsonObject(with: Data(contents.contents)) as? [String: Any])
                if (json["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true {
                    namespace.append(components[depth])
                }
            }
            names.append((namespace + [String(components.last!.dropLast(".colorset".count))]).joined(separator: "/"))
        }
        return names
    }

    /// Every asset name a `Color("…", bundle: .module)` of the package's Swift reads.
    private func namesRead(_ files: [GeneratedFile]) throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #"Color\("([^"\\]*)", bundle: \.module\)"#)
        var names: Set<String> = []
        for file in files where file.path.hasSuffix(".swift") {
            let text = file.text
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return names
    }

    func testEveryWrapperReadsAColorsetAtItsNamespacedPathAndEveryColorsetHasOne() throws {
        for (name, files) in try packages() {
            let assets = try assetNames(files)
            XCTAssertEqual(Set(assets).count, assets.count, "\(name): two colorsets of one name")
            XCTAssertEqual(try namesRead(files), Set(assets), name)
            let colorsets = files.filter { $0.path.hasPrefix("Assets.xcassets/Colors/") }
            let colorAssets = try assetNames(
                colorsets + files.filter { $0.path.hasSuffix("/Contents.json") && !$0.path.contains(".colorset/") })
            XCTAssertTrue(
                colorAssets.allSatisfy { $0.split(separator: "/").count == 2 }, "\(name): Group/Name, \(colorAssets)")
        }
    }

    /// The check above fails when a folder stops providing its namespace (Xcode would name its colors `Primary`,
    /// and `Color("Brand/Primary")` would find nothing), or when the catalog's `Colors` folder starts to.
    func testTheCheckCatchesAFolderThatLostItsNamespace() throws {
        let files = Generator.generate(try loadExample("profiles/catalog"), profile: .catalog)
        let namespaceFolders = files.filter {
            $0.path.hasSuffix("/Contents.json") && $0.text.contains("provides-namespace")
        }
        XCTAssertEqual(
            namespaceFolders.map(\.path).sorted(),
            ["Background", "Border", "Brand", "Semantic", "Text"].map { "Assets.xcassets/Colors/\($0)/Contents.json" })
        let brand = "Assets.xcassets/Colors/Brand/Contents.json"
        let lost = files.map { file in
            file.path == brand ? GeneratedFile(path: file.path, text: "{\n\(AssetCatalogFiles.catalogInfo)\n}\n") : file
        }
        XCTAssertNotEqual(try namesRead(lost), Set(try assetNames(lost)))
        XCTAssertTrue(try assetNames(lost).contains("Primary"))

        let colors = "Assets.xcassets/Colors/Contents.json"
        let extra = files.map { file in
            file.path == colors ? GeneratedFile(path: file.path, text: CatalogAssetFiles.namespaceFolder) : file
        }
        XCTAssertTrue(try assetNames(extra).contains("Colors/Brand/Primary"))
    }

    /// Each member is declared in the enum of its colorset's folder: `Color.Brand.primary` reads `Brand/Primary`.
    func testEachWrapperIsNamedForItsColorsetPath() throws {
        for (name, files) in try packages() {
            let source = try XCTUnwrap(files[path: "Tokens/DSColor.swift"], name).text
            var namespace: String?
            var declared = 0
            for line in source.split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("public enum ") {
                    namespace = String(text.dropFirst("public enum ".count).dropLast(2))
                } else if text.hasPrefix("public static let ") {
                    let member = text.dropFirst("public static let ".count).prefix { $0 != " " && $0 != "=" }
                    let asset = try XCTUnwrap(text.split(separator: "\"").dropFirst().first, text)
                    let parts = asset.split(separator: "/")
                    XCTAssertEqual(parts.first.map(String.init), namespace, "\(name): \(text)")
                    let colorset = try XCTUnwrap(parts.last)
                    XCTAssertEqual(
                        member.trimmingCharacters(in: CharacterSet(charactersIn: "`_")).lowercased(),
                        colorset.lowercased(), "\(name): \(text)")
                    declared += 1
                }
            }
            let colorsets = files.filter {
                $0.path.hasPrefix("Assets.xcassets/Colors/") && $0.path.hasSuffix(".colorset/Contents.json")
            }
            XCTAssertEqual(declared, colorsets.count, name)
        }
    }

    /// A shadow's literal color other than black and white is a colorset too, outside the namespaces, under the name
    /// the shadow reads.
    func testAShadowsTintedLayerReadsItsOwnColorset() throws {
        let files = Generator.generate(try loadExample("profiles/catalog"), profile: .catalog)
        let shadow = try XCTUnwrap(files[path: "Tokens/DSShadow.swift"]).text
        XCTAssertTrue(
            shadow.contains(
                // The document's blur of 2 is SwiftUI's radius 1 (``ShadowBlur``).
                #".shadow(color: Color("dsShadowMd2", bundle: .module).opacity(0.06), radius: 1, x: 0, y: 1)"#),
            shadow)
        XCTAssertNotNil(files[path: "Assets.xcassets/Shadows/dsShadowMd2.colorset/Contents.json"])
        XCTAssertFalse(try XCTUnwrap(files[path: "Assets.xcassets/Shadows/Contents.json"]).text.contains("namespace"))
        XCTAssertTrue(try assetNames(files).contains("dsShadowMd2"))
    }

    func testColorsetsHaveTheLightAndDarkValuesOfTheDocument() throws {
        let files = Generator.generate(try loadExample("profiles/catalog"), profile: .catalog)
        let colorset = try XCTUnwrap(files[path: "Assets.xcassets/Colors/Brand/Primary.colorset/Contents.json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(colorset.contents)) as? [String: Any])
        let colors = try XCTUnwrap(json["colors"] as? [[String: Any]])
        XCTAssertEqual(colors.count, 2)
        func components(_ entry: [String: Any]) -> [String]? {
            let components = (entry["color"] as? [String: Any])?["components"] as? [String: String]
            return components.map { [$0["red"], $0["green"], $0["blue"], $0["alpha"]].compactMap { $0 } }
        }
        // #2563EB and #60A5FA.
        XCTAssertNil(colors[0]["appearances"])
        XCTAssertEqual(components(colors[0]), ["0.145", "0.388", "0.922", "1.000"])
        let appearances = try XCTUnwrap(colors[1]["appearances"] as? [[String: String]])
        XCTAssertEqual(appearances, [["appearance": "luminosity", "value": "dark"]])
        XCTAssertEqual(components(colors[1]), ["0.376", "0.647", "0.980", "1.000"])
    }

    func testThePackageProcessesTheAssetCatalog() throws {
        let files = Generator.generate(try loadFixture("catalog-minimal.json"), profile: .catalog)
        XCTAssertTrue(
            try XCTUnwrap(files[path: "Package.swift"]).text.contains(
                #"resources: [.process("Assets.xcassets"), .process("Resources")]"#))
        XCTAssertTrue(try XCTUnwrap(files[path: "Bundle+DesignSystem.swift"]).text.contains("#if !SWIFT_PACKAGE"))
        XCTAssertEqual(
            files.map(\.path).filter { !$0.hasPrefix("Assets.xcassets/") && !$0.hasPrefix("Resources/") },
            [
                "Bundle+DesignSystem.swift", "Components/DSButton.swift", "Components/DSCard.swift",
                "Components/DSTextField.swift", "Modifiers/DSCardStyle.swift", "Modifiers/DSTextStyle.swift",
                "Package.swift", "Preview/DesignSystemPreview.swift", "Strings+DesignSystem.swift",
                "Tokens/DSColor.swift", "Tokens/DSRadius.swift", "Tokens/DSShadow.swift", "Tokens/DSSpacing.swift",
                "Tokens/DSTypography.swift",
            ])
    }

    // ── Naming ──

    func testNamesBecomeFoldersAndIdentifiers() {
        XCTAssertEqual(CatalogNaming.typeName("brand"), "Brand")
        XCTAssertEqual(CatalogNaming.typeName("on-surface"), "OnSurface")
        XCTAssertEqual(CatalogNaming.typeName("2024"), "_2024")
        XCTAssertNil(CatalogNaming.typeName("🎨"))
        XCTAssertEqual(CatalogNaming.colorsetName(["gray", "50"]), "Gray50")
        XCTAssertEqual(CatalogNaming.colorsetName(["layer1"]), "Layer1")
        XCTAssertEqual(CatalogNaming.memberName(["gray", "50"]), "gray50")
        XCTAssertEqual(CatalogNaming.memberName(["Primary-Hover"]), "primaryHover")
        XCTAssertEqual(CatalogNaming.memberName(["URL-bar"]), "urlBar")
        XCTAssertEqual(CatalogNaming.memberName(["50"]), "_50")
        let name = CatalogColorName(namespace: "Surface", colorset: "Default", member: "default")
        XCTAssertEqual(name.declaredMember, "`default`")
        XCTAssertEqual(name.symbol, "Color.Surface.default")
        XCTAssertEqual(name.assetName, "Surface/Default")
    }

    /// DTCG files keep their colors in a `color` group: its namespace is `Color.Color`, so the declarations name
    /// SwiftUI's type by its module.
    func testAGroupNamedColorIsANamespaceLikeAnyOther() throws {
        let files = try generate(document { $0.extraColorGroups = ##""color": { "blue": "#2563EB" }"## })
        let colors = try XCTUnwrap(files[path: "Tokens/DSColor.swift"]).text
        XCTAssertTrue(
            colors.contains(#"public static let blue = SwiftUI.Color("Color/Blue", bundle: .module)"#), colors)
        XCTAssertTrue(
            colors.contains(#"public static let primary     = SwiftUI.Color("Action/Primary", bundle: .module)"#),
            colors)
        XCTAssertTrue(try namesRead(files) == Set(try assetNames(files)))
    }

    func testAMemberThatIsAKeywordIsDeclaredInBackquotesAndOneThatStartsWithADigitGetsAnUnderscore() throws {
        let files = try generate(
            document { $0.extraColorGroups = ##""gray": { "50": "#F9FAFB", "default": "#6B7280" }"## })
        let colors = try XCTUnwrap(files[path: "Tokens/DSColor.swift"]).text
        XCTAssertTrue(colors.contains(#"public static let _50       = Color("Gray/50", bundle: .module)"#), colors)
        XCTAssertTrue(colors.contains(#"public static let `default` = Color("Gray/Default", bundle: .module)"#), colors)
        XCTAssertNotNil(files[path: "Assets.xcassets/Colors/Gray/50.colorset/Contents.json"])
    }

    private func problems(_ change: (inout SampleDocument) -> Void) -> [String] {
        document(change).problems(requirements: OutputProfile.requirements()).map {
            "\($0.pointer) \($0.code.rawValue): \($0.message)"
        }
    }

    func testGroupsThatWouldShareANamespaceAreErrorsAtTheSecondGroup() {
        XCTAssertEqual(
            problems { $0.extraColorGroups = ##""on-brand": { "a": "#000000" }, "onBrand": { "b": "#FFFFFF" }"## },
            [
                "/tokens/color/onBrand identifier-collision: the groups on-brand and onBrand both become "
                    + "Color.OnBrand and the asset folder Colors/OnBrand; rename one of them"
            ])
        XCTAssertEqual(
            problems { $0.extraColorGroups = ##""brand": { "a": "#000000" }, "Brand": { "b": "#FFFFFF" }"## },
            [
                "/tokens/color/Brand identifier-collision: the groups brand and Brand both become Color.Brand and "
                    + "the asset folder Colors/Brand; rename one of them"
            ])
        XCTAssertEqual(
            problems { $0.extraColorGroups = ##""ab": { "a": "#000000" }, "aB": { "b": "#FFFFFF" }"## },
            [
                "/tokens/color/aB identifier-collision: the groups ab and aB become the asset folders Colors/Ab and "
                    + "Colors/AB, which differ only in case and are one folder on macOS; rename one of them"
            ])
    }

    func testColorsThatWouldShareAColorsetAreErrorsAtTheSecondColor() {
        XCTAssertEqual(
            problems {
                $0.palette =
                    ##"{ "gray": { "50": "#F9FAFB" }, "gray50": "#F9FAFB", "white": "#FFFFFF", "ink": "#111827", "blue": { "500": "#3B82F6", "700": "#1D4ED8" } }"##
            },
            [
                "/tokens/color/palette/gray50 identifier-collision: palette.gray50 and palette.gray.50 both become "
                    + "Color.Palette.gray50 and the colorset Colors/Palette/Gray50; rename one of them"
            ])
        XCTAssertEqual(
            problems { $0.extraColorGroups = ##""tone": { "aB": "#000000", "ab": "#FFFFFF" }"## },
            [
                "/tokens/color/tone/ab identifier-collision: tone.ab and tone.aB become the colorsets "
                    + "Colors/Tone/Ab and Colors/Tone/AB, which differ only in case and are one folder on macOS; "
                    + "rename one of them"
            ])
    }

    func testNamesSwiftCannotTakeAreErrors() {
        XCTAssertEqual(
            problems { $0.extraColorGroups = ##""self": { "a": "#000000" }, "tone": { "init": "#000000" }"## },
            [
                "/tokens/color/self swift-keyword: the group self would be the namespace Color.Self, and Self is "
                    + "reserved in Swift; rename the group",
                "/tokens/color/tone/init swift-keyword: tone.init would be Color.Tone.init, which Swift reads as "
                    + "something else; rename it",
            ])
        XCTAssertEqual(
            problems { $0.extraColorGroups = ##""swift-UI": { "a": "#000000" }"## },
            [
                "/tokens/color/swift-UI identifier-collision: the group swift-UI would be the namespace "
                    + "Color.SwiftUI, which would hide the SwiftUI module in the colors' declarations; rename the group"
            ])
    }

    func testTextStylesAndShadowsCannotTakeTheNamesOfTheirEnumsMembers() {
        XCTAssertEqual(
            problems {
                $0.typography = """
                    { "heading2": { "size": 24, "relative_to": "title2" }, "body": { "size": 16, "relative_to": "body" },
                      "label": { "size": 13, "relative_to": "caption2" }, "font": { "size": 12, "relative_to": "caption" } }
                    """
                $0.shadow =
                    ##"{ "sm": { "color": "#000000", "opacity": 0.1, "radius": 2, "x": 0, "y": 1 }, "allCases": { "color": "#000000", "opacity": 0.1, "radius": 2, "x": 0, "y": 1 } }"##
            },
            [
                "/tokens/typography/font identifier-collision: typography.font would be the case DSTypography.font, "
                    + "but DSTypography declares font itself in the catalog profile; rename the token",
                "/tokens/shadow/allCases identifier-collision: shadow.allCases would be the case "
                    + "DSShadow.allCases, but DSShadow declares allCases itself in the catalog profile; rename the token",
            ])
    }

    // ── Roles ──

    func testAMissingRoleNamesItsDefaultTokenAndTheProfile() throws {
        XCTAssertEqual(
            problems { $0.text = ##"{ "primary": "#111827", "secondary": "#4B5563", "muted": "#6B7280" }"## },
            [
                "/tokens/color/text missing-role: missing color role brand.onPrimary (color "
                    + "text.inverse), used by DSButton; add it, or map the role to a token in roles.dsys as "
                    + "\"text.inverse\" (for every profile), or in roles.catalog as \"brand.onPrimary\" (for this one)"
            ])
        XCTAssertEqual(
            problems {
                $0.typography = """
                    { "heading2": { "size": 24, "relative_to": "title2" }, "body": { "size": 16, "relative_to": "body" } }
                    """
            },
            [
                "/tokens/typography missing-role: missing text style \"label\" (role typography.button), used by "
                    + "DSButton; add it, or map the role to a token in roles.dsys as \"typography.label\" (for every "
                    + "profile), or in roles.catalog as \"typography.button\" (for this one)"
            ])
        // The default profile's mapping of the same role serves the catalog (it did not before: "missing text style
        // label" although roles.dsys said which style is the label).
        let mapped = try document {
            $0.typography = """
                { "heading2": { "size": 24, "relative_to": "title2" }, "body": { "size": 16, "relative_to": "body" },
                  "tag": { "size": 13, "relative_to": "caption2" } }
                """
            $0.roles = ##"{ "dsys": { "typography.label": "{typography.tag}" } }"##
        }.load(requirements: OutputProfile.requirements())
        XCTAssertEqual(
            OutputProfile.catalog.assignment(in: mapped)["typography.button"],
            TokenKey(.typography, TokenPath(["tag"])))
        XCTAssertEqual(
            problems {
                $0.roles =
                    ##"{ "catalog": { "brand.onPrimary": "{spacing.md}", "brand.primry": "{color.action.primary}" } }"##
            },
            [
                "/roles/catalog/brand.onPrimary type-mismatch: the role brand.onPrimary needs a color token, but "
                    + "{spacing.md} is a spacing token",
                "/roles/catalog/brand.primry unknown-role: \"brand.primry\" is not a role of the catalog profile; did "
                    + "you mean \"brand.primary\"?",
            ])
    }

    func testTheButtonsOnColorIsTheTokenMappedToItsRole() throws {
        let files = try generate(
            document {
                $0.text = ##"{ "primary": "#111827", "secondary": "#4B5563", "muted": "#6B7280" }"##
                $0.extraColorGroups =
                    ##""brand": { "ink": "#0B1120", "on": { "light": "#FFFFFF", "dark": "#0B1120" } }"##
                $0.roles =
                    ##"{ "catalog": { "brand.onPrimary": "{color.brand.on}", "typography.button": "{typography.heading2}" } }"##
            })
        let button = try XCTUnwrap(files[path: "Components/DSButton.swift"]).text
        XCTAssertTrue(button.contains("case .primary:   return Color.Brand.on\n"), button)
        XCTAssertTrue(button.contains(".dsTextStyle(.heading2, color: foregroundColor)"), button)
        XCTAssertFalse(button.contains(".white"), "the on-color comes from a role")
    }

    // ── Typography ──

    func testLineHeightsBecomeLineSpacingOverTheFontsOwn() throws {
        let files = try generate(
            document {
                $0.fontFamily = ##"{ "sans": "Inter", "mono": null }"##
                $0.typography = """
                    { "heading2": { "size": 24, "relative_to": "title2", "line_height": 1 },
                      "body": { "size": 16, "relative_to": "body", "line_height": 1.5, "letter_spacing": -0.2 },
                      "label": { "size": 13, "relative_to": "caption2", "family": "mono", "line_height": 1.5 } }
                    """
            })
        let typography = try XCTUnwrap(files[path: "Tokens/DSTypography.swift"]).text
        // Inter at 16 pt: 24 pt lines, 19.2 pt of them the font's own. The system font keeps caption2's 11 pt.
        XCTAssertTrue(typography.contains("case .heading2, .body: 24\n        case .label: 16.5\n"), typography)
        XCTAssertTrue(typography.contains("case .body: 4.8\n        case .label: 3.3\n"), typography)
        XCTAssertTrue(typography.contains("case .body: 16\n        case .label: 11\n"), typography)
        // A line height below the font's own cannot be set on iOS 16: no extra spacing.
        XCTAssertTrue(typography.contains("case .heading2: 0\n"), typography)
        XCTAssertTrue(typography.contains("case .body: -0.2\n"), typography)
        // One font for every style, made of the table: the face of the family (looked up once), or the system
        // font of the style's Dynamic Type style and design (the mono label, with no mono font).
        XCTAssertTrue(typography.contains("case .heading2, .body: DSFontFaces.sansRegular\n"), typography)
        XCTAssertTrue(typography.contains("case .label: .monospaced\n"), typography)
        XCTAssertTrue(
            typography.contains(
                """
                        guard let face else { return .system(textStyle, design: design, weight: weight) }
                        return .custom(face, size: size, relativeTo: textStyle).weight(weight)
                """), typography)
        XCTAssertEqual(typography.components(separatedBy: ".custom(").count, 2, "one font expression: \(typography)")
    }

    // ── Contrast ──

    func testTheContrastPairsAreWhatTheComponentsDraw() throws {
        let pairs = OutputProfile.catalog.contrastPairs(of: try loadExample("profiles/catalog")).map {
            "\($0.foreground) on \($0.backgroundDescription) \($0.level.rawValue)"
        }
        XCTAssertEqual(
            pairs,
            [
                "brand.onPrimary on brand.primary AA", "brand.primary on background.layer1 AA",
                "brand.primary on background.base AA", "text.primary on background.base AA",
                "text.primary on background.layer1 AA", "text.secondary on background.base AA",
                "text.tertiary on background.base AA",
                // The text field's resting outline on its fill (the page) and in a card.
                "border.input on background.base non-text", "border.input on background.layer1 non-text",
                "border.focus on background.base non-text",
                // The error outline (non-text) and, since 0.3.0, the error message in the body style (AA): one pair
                // at the stricter level.
                "semantic.error on background.base AA",
            ])
        // The roles filled by a dsys document's tokens speak of those tokens.
        let full = OutputProfile.catalog.contrastPairs(of: try loadExample("full")).map {
            "\($0.foreground) on \($0.backgroundDescription)"
        }
        XCTAssertEqual(full.first, "text.inverse on action.primary")
    }

    // ── Swift API ──

    func testTheAPIIsEveryWrapperTextStyleSizeAndShadow() throws {
        let symbols = Generator.publicSymbols(of: try loadExample("profiles/catalog"), profile: .catalog)
        let names = symbols.map(\.name)
        XCTAssertEqual(names.prefix(3), ["Color.Brand.primary", "Color.Brand.secondary", "Color.Brand.onPrimary"])
        XCTAssertTrue(names.contains("DSTypography.caption2"))
        XCTAssertTrue(names.contains("DSSpacing.xl"))
        XCTAssertTrue(names.contains("DSRadius.medium"))
        XCTAssertTrue(names.contains("DSShadow.md"))
        XCTAssertEqual(symbols.first { $0.name == "Color.Semantic.error" }?.tokenKey, "color.semantic.error")
        XCTAssertEqual(Set(names).count, names.count)
    }

    func testARemovedColorIsABreakingChangeOfItsWrapper() throws {
        let old = try loadExample("profiles/catalog")
        var new = old
        new.colors.removeAll { $0.path == TokenPath(["brand", "secondary"]) }
        let impact = APIImpact.between(old, new, diff: SemanticDiff.between(old, new), profile: .catalog)
        XCTAssertEqual(impact.removed, ["Color.Brand.secondary"])
        XCTAssertEqual(impact.added, [])
        XCTAssertTrue(impact.isBreaking)

        var renamed = old
        let index = try XCTUnwrap(renamed.colors.firstIndex { $0.path == TokenPath(["semantic", "warning"]) })
        renamed.colors[index].path = TokenPath(["semantic", "caution"])
        let rename = APIImpact.between(old, renamed, diff: SemanticDiff.between(old, renamed), profile: .catalog)
        XCTAssertEqual(rename.removed, ["Color.Semantic.warning"])
        XCTAssertEqual(
            rename.migrations, [APIImpact.Migration(old: "Color.Semantic.warning", new: "Color.Semantic.caution")])
    }
}
