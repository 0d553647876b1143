import Foundation
import TestSupport
import Tokens
import XCTest

@testable import Generator

/// The generated packages as an iOS expert reviews them (issue 31): what Xcode needs, touch targets, contrast,
/// VoiceOver, concurrency, fonts, Dynamic Type and shadows, checked on every profile's output.
final class ExpertReviewTests: XCTestCase {
    /// Every profile with its starter (`dsysctl init --profile`), and the full example in the profiles it serves.
    private func packages() throws -> [(name: String, profile: OutputProfile, files: [GeneratedFile])] {
        var packages: [(String, OutputProfile, [GeneratedFile])] = []
        for (name, profile) in [
            ("full", OutputProfile.dsys), ("minimal", .dsys), ("profiles/theme", .theme),
            ("profiles/catalog", .catalog), ("full", .catalog), ("profiles/apptheme", .apptheme),
            ("profiles/tokens", .tokens),
        ] {
            packages.append(
                ("\(name) (\(profile.rawValue))", profile, Generator.generate(try loadExample(name), profile: profile)))
        }
        return packages
    }

    private func text(_ files: [GeneratedFile], _ path: String) throws -> String {
        try XCTUnwrap(files[path: path], "no \(path)").text
    }

    // MARK: - 1. Xcode 15 and asset symbols

    /// Xcode 16 is the first to read a catalog's opt-out of generated asset symbols; Xcode 15 generates them in a
    /// package with no way out, redeclaring every color. A package with a catalog says tools 6.0 (Xcode 16) and opts
    /// out in every catalog; one without stays at 5.9.
    func testAPackageWithAnAssetCatalogRequiresXcode16AndOptsOutOfAssetSymbols() throws {
        for (name, profile, files) in try packages() {
            let manifest = try text(files, "Package.swift")
            let catalogs = files.filter {
                $0.path.hasSuffix(".xcassets/Contents.json")
            }
            if [OutputProfile.dsys, .theme, .catalog].contains(profile) {
                XCTAssertTrue(manifest.hasPrefix("// swift-tools-version: 6.0\n"), "\(name): \(manifest)")
                XCTAssertEqual(catalogs.count, 1, name)
                for catalog in catalogs {
                    XCTAssertTrue(
                        catalog.text.contains(#""generate-swift-asset-symbol-extensions": "disabled""#),
                        "\(name): \(catalog.path)")
                }
            } else {
                XCTAssertTrue(manifest.hasPrefix("// swift-tools-version: 5.9\n"), "\(name): \(manifest)")
                XCTAssertEqual(catalogs, [], name)
            }
        }
    }

    // MARK: - 2. Text fields

    /// Every profile's text field is at least 44 points high and takes a tap on its padding (a background shape
    /// focuses it); an error shows a symbol and an optional message besides the outline, and VoiceOver hears it.
    func testEveryTextFieldIsA44PointTapTargetAndShowsErrorsBeyondColor() throws {
        let fields: [(OutputProfile, String, String)] = [
            (.dsys, "minimal", "Components/DSInput.swift"),
            (.catalog, "profiles/catalog", "Components/DSTextField.swift"),
            (.tokens, "profiles/tokens", "Components/TextFieldStyles.swift"),
        ]
        for (profile, example, path) in fields {
            let field = try text(Generator.generate(try loadExample(example), profile: profile), path)
            XCTAssertNotNil(field.range(of: #"\.frame\(minHeight: [A-Za-z.]+\)"#, options: .regularExpression), path)
            XCTAssertNotNil(
                field.range(of: #"(minimumHitSize|minimumHeight): CGFloat = 44"#, options: .regularExpression), path)
            XCTAssertNotNil(
                field.range(
                    of:
                        #"\.background \{\n(.*\n){1,2}\s+RoundedRectangle\(cornerRadius: [^)]+\)\n\s+\.fill\([^)]+\)\n\s+\.onTapGesture \{ isFocused = true \}"#,
                    options: .regularExpression), "\(path): the padding focuses the field\n\(field)")
            XCTAssertTrue(field.contains(".allowsHitTesting(false)"), "\(path): the outline takes no taps")
            XCTAssertTrue(field.contains(#"Image(systemName: "exclamationmark.circle.fill")"#), path)
            XCTAssertNotNil(
                field.range(of: #"(errorMessage|message): LocalizedStringKey\? = nil"#, options: .regularExpression),
                path)
            XCTAssertTrue(field.contains(".accessibilityValue("), "\(path): VoiceOver hears the error")
        }
        // The catalog's field shows a string as it is too, as docs/profiles.md promises.
        let catalog = try text(
            Generator.generate(try loadExample("profiles/catalog"), profile: .catalog), "Components/DSTextField.swift")
        XCTAssertTrue(catalog.contains("@_disfavoredOverload\n    public init<S: StringProtocol>("), catalog)
    }

    // MARK: - 3. Contrast of what the components draw

    /// Every starter passes its own absolute check: every pair its profile's components draw meets its level in
    /// every appearance. The theme starter's light accent was the system blue #007AFF: white on it 4.02:1.
    func testEveryStarterPassesItsOwnContrastCheck() throws {
        for (name, profile) in [
            ("full", OutputProfile.dsys), ("minimal", .dsys), ("profiles/theme", .theme),
            ("profiles/catalog", .catalog), ("profiles/apptheme", .apptheme), ("profiles/tokens", .tokens),
        ] {
            let audit = ContrastAudit.of(try loadExample(name), profile: profile)
            XCTAssertEqual(audit.failures.map(\.summary), [], name)
            XCTAssertEqual(audit.waived.map(\.summary), [], name)
        }
    }

    /// The theme profile checks what its components draw: the buttons' labels on the accent, on the screen and on
    /// the accent's tint at the headline style's level, and the status indicators on the surfaces they sit on.
    func testTheThemesCheckCoversItsButtonsAndIndicators() throws {
        var designSystem = try loadExample("profiles/theme")
        let pairs = OutputProfile.theme.componentPairs(in: designSystem).map {
            "\($0.foregroundRole) on \($0.backgroundRole) \($0.level.rawValue)"
        }
        for pair in [
            "backgroundPrimary on accent AA", "accent on backgroundPrimary AA", "accent on accentSubtle AA",
            "statusNeutral on backgroundPrimary non-text", "statusError on surfacePrimary non-text",
        ] {
            XCTAssertTrue(pairs.contains(pair), "\(pair): \(pairs)")
        }
        // Back to the system blue, the starter fails where the review found it.
        let accent = try XCTUnwrap(designSystem.colors.firstIndex { $0.path == TokenPath(["action", "primary"]) })
        designSystem.colors[accent].resolved.light = try XCTUnwrap(RGBA(hex: "#007AFF"))
        let failures = ContrastAudit.of(designSystem, profile: .theme).failures.map(\.summary)
        XCTAssertTrue(
            failures.contains(
                "surface.default on action.primary (backgroundPrimary on accent) is 4.01:1 in light, below AA (4.5:1) "
                    + "for DSButton (primary)"), "\(failures)")
    }

    // MARK: - 4. State for VoiceOver

    /// The status indicator is an accessibility element that says its status (its identifier reachable in UI
    /// tests); the loading button says it is loading.
    func testTheStatusIndicatorAndTheLoadingButtonSpeakToVoiceOver() throws {
        let files = Generator.generate(try loadExample("profiles/theme"), profile: .theme)
        let indicator = try text(files, "Sources/Atoms/Indicators/DSStatusIndicator.swift")
        XCTAssertTrue(
            indicator.contains(
                """
                            .accessibilityElement()
                            .accessibilityLabel(DSStrings.status)
                            .accessibilityValue(label ?? status.accessibilityName)
                            .dsAccessibilityIdentifier(accessibilityIdentifier)
                """), indicator)
        XCTAssertTrue(indicator.contains("case .success: return DSStrings.success"), indicator)
        let button = try text(files, "Sources/Atoms/Buttons/DSButton.swift")
        XCTAssertTrue(
            button.contains(#".accessibilityValue(isLoading ? DSStrings.loading : Text(verbatim: ""))"#), button)
        // In a card row the status is said by the label beside the indicator, its own or the status's name.
        let row = try text(files, "Sources/Molecules/DSCardInfoRow.swift")
        XCTAssertTrue(row.contains("(statusLabel.map { Text($0) } ?? status.accessibilityName)"), row)
    }

    // MARK: - 5. The image loader

    /// The loader's requirement is not isolated to the main actor, so an app's loader decodes off it; the caching
    /// loader is an actor. (Swift 6 cleanness is type-checked through SIL in `TypecheckTests`.)
    func testTheImageLoaderLoadsOffTheMainActor() throws {
        let image = try text(
            Generator.generate(try loadExample("profiles/theme"), profile: .theme),
            "Sources/Atoms/Images/DSAsyncImage.swift")
        XCTAssertFalse(image.contains("@MainActor"), image)
        XCTAssertTrue(image.contains("public protocol DSImageLoader: Sendable {"), image)
        XCTAssertTrue(image.contains("public actor DSCachingImageLoader: DSImageLoader {"), image)
    }

    // MARK: - 6 and 7. Fonts and Dynamic Type

    /// A family's faces are looked up by weight, a PostScript name is taken as it is; each font is checked once, and
    /// a DEBUG build says when the app does not register it. Every profile that draws custom fonts has the faces.
    func testCustomFontsSayWhatKindOfNameTheyAreAndAreCheckedOnce() throws {
        let designSystem = try loadFixture("fonts-postscript.json")
        for (profile, path) in [
            (OutputProfile.dsys, "Fonts+DesignSystem.swift"), (.catalog, "Tokens/DSFontFaces.swift"),
            (.tokens, "Tokens/FontFaces.swift"),
        ] {
            let files = Generator.generate(designSystem, profile: profile)
            let faces = try text(files, path)
            XCTAssertTrue(faces.contains(#"DSCustomFont(postScriptName: "Inter-Regular")"#), "\(profile): \(faces)")
            XCTAssertTrue(faces.contains(#"DSCustomFont(family: "JetBrains Mono")"#), "\(profile): \(faces)")
            // The mono family's faces for the regular code style and the semibold tabular one (design monospaced).
            XCTAssertTrue(faces.contains("static let monoRegular  = monoFont.face(weight: .regular)"), faces)
            XCTAssertTrue(faces.contains("static let monoSemibold = monoFont.face(weight: .semibold)"), faces)
            XCTAssertTrue(faces.contains("static let sans = sansFont.face(weight: nil)"), faces)
            XCTAssertTrue(
                faces.contains(
                    """
                            #if DEBUG
                            if !isRegistered {
                                // Said once per font: the faces are looked up once.
                                print(
                    """), faces)
            // A family's upright face nearest the weight, each face's weight read (UIKit and AppKit): a descriptor
            // matched by its weight trait may give a custom family's regular face.
            XCTAssertEqual(
                faces.components(separatedBy: ".matchingFontDescriptors(withMandatoryKeys: [.family])").count - 1, 2,
                faces)
            XCTAssertTrue(faces.contains(".filter { !$0.symbolicTraits.contains(.traitItalic) }"), faces)
            XCTAssertTrue(faces.contains(".filter { !$0.symbolicTraits.contains(.italic) }"), faces)
            XCTAssertTrue(
                faces.contains("Self.faces(of: name).min { abs($0.weight - target) < abs($1.weight - target) }?.name"),
                faces)
        }
        let theme = Generator.generate(try loadFixture("theme-every-feature.json"), profile: .theme)
        XCTAssertNotNil(theme[path: "Sources/Foundation/Typography/DSFontFaces.swift"])
        // A theme with a custom sans family draws a monospaced style in the mono family (0.2.0 drew it in sans).
        let styles = try text(theme, "Sources/Foundation/Typography/TextStyle.swift")
        XCTAssertTrue(styles.contains("case .code: DSFontFaces.monoRegular"), styles)
        XCTAssertNil(
            Generator.generate(try loadExample("profiles/apptheme"), profile: .apptheme).first {
                $0.text.contains("DSCustomFont")
            }, "apptheme uses no custom font")
    }

    /// Every `Font` a package offers scales with Dynamic Type, in every profile: no system font at a literal size,
    /// no custom font at a fixed literal size; a fixed size only at a size a modifier has already scaled.
    func testEveryTextStyleScalesWithDynamicTypeInEveryProfile() throws {
        var documents = try packages()
        for profile in [OutputProfile.dsys, .theme, .catalog, .tokens] {
            documents.append(
                (
                    "fonts-postscript (\(profile.rawValue))", profile,
                    Generator.generate(try loadFixture("fonts-postscript.json"), profile: profile)
                ))
        }
        for (name, _, files) in documents {
            for file in files where file.path.hasSuffix(".swift") && !file.path.hasPrefix("Tests/") {
                XCTAssertNil(
                    file.text.range(of: #"\.system\(size: [0-9]"#, options: .regularExpression),
                    "\(name) \(file.path)")
                XCTAssertNil(
                    file.text.range(of: #"fixedSize: [0-9]"#, options: .regularExpression), "\(name) \(file.path)")
            }
        }
    }

    /// `DSText` and `DSHeading` set no line spacing of their own: `.dsFont(_:)` sets the style's line height, scaled.
    func testTextLineSpacingComesFromTheLineHeightAndScales() throws {
        let files = Generator.generate(try loadExample("full"))
        for component in ["DSText", "DSHeading"] {
            XCTAssertFalse(try text(files, "Components/\(component).swift").contains(".lineSpacing("), component)
        }
        var designSystem = try loadExample("full")
        let body = try XCTUnwrap(designSystem.typography.firstIndex { $0.name == "body" })
        designSystem.typography[body].lineHeight = 1.5
        let typography = try text(Generator.generate(designSystem), "Typography+DesignSystem.swift")
        // 16 pt at 1.5: 24 pt lines, 19.2 of them the font's own.
        XCTAssertTrue(typography.contains("case .body: 4.8\n"), typography)
        XCTAssertTrue(typography.contains(".lineSpacing(style.lineSpacing * size / style.size)"), typography)
    }

    // MARK: - Shadows

    /// A document's shadow blur (CSS's, Figma's) is twice SwiftUI's radius, in every profile that draws shadows.
    func testShadowsDrawHalfTheDocumentsBlurInEveryProfile() throws {
        var designSystem = try loadExample("full")
        let black = try XCTUnwrap(RGBA(hex: "#000000"))
        designSystem.shadows = ["sm", "md", "lg"].map { name in
            ShadowToken(
                name: name, identifier: name,
                layers: [
                    ShadowLayer(
                        color: .literal(black), resolvedColor: Appearances(light: black, dark: black), opacity: 0.1,
                        radius: 8, x: 0, y: 2)
                ])
        }
        let expected = ".shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)"
        XCTAssertTrue(try text(Generator.generate(designSystem), "Shadows+DesignSystem.swift").contains(expected))
        XCTAssertTrue(
            try text(Generator.generate(designSystem, profile: .catalog), "Tokens/DSShadow.swift").contains(expected))
        var theme = try loadExample("profiles/theme")
        theme.shadows = designSystem.shadows
        XCTAssertTrue(
            try text(Generator.generate(theme, profile: .theme), "Sources/Foundation/Shadows/ShadowToken.swift")
                .contains(expected))
        var tokens = try loadExample("profiles/tokens")
        tokens.shadows = designSystem.shadows
        let values = try text(Generator.generate(tokens, profile: .tokens), "Tokens/ShadowToken.swift")
        XCTAssertTrue(values.contains("opacity: 0.1, blur: 8, x: 0, y: 2)"), values)
        XCTAssertTrue(values.contains("public var radius: CGFloat { blur / 2 }"), values)
    }

    // MARK: - One pattern

    /// Every button style reads `isEnabled` the same way: in a private view the style's body is, which SwiftUI gives
    /// an environment (`.disabled(true)` anywhere above), never in the style itself.
    func testEveryButtonStyleReadsIsEnabledInAViewOfItsOwn() throws {
        let buttons: [(OutputProfile, String, String)] = [
            (.dsys, "full", "Components/DSButton.swift"), (.catalog, "profiles/catalog", "Components/DSButton.swift"),
            (.theme, "profiles/theme", "Sources/Atoms/Buttons/DSButton.swift"),
            (.tokens, "profiles/tokens", "Components/ButtonStyles.swift"),
        ]
        for (profile, example, path) in buttons {
            let button = try text(Generator.generate(try loadExample(example), profile: profile), path)
            var container = ""
            var readers: [String] = []
            for line in button.split(separator: "\n") {
                if let range = line.range(of: #"struct [A-Za-z]+: [A-Za-z]+"#, options: .regularExpression) {
                    container = String(line[range])
                }
                if line.contains("@Environment(\\.isEnabled)") { readers.append(container) }
            }
            XCTAssertEqual(readers.count, 1, "\(profile): \(readers)")
            XCTAssertTrue(readers.allSatisfy { $0.hasSuffix(": View") }, "\(profile): \(readers)")
            XCTAssertTrue(button.contains("minWidth: "), "\(profile): 44 points wide too")
        }
    }

    /// The type scale is one table in every profile: each style's size is written once, and one expression makes
    /// every style's font.
    func testTheTypeScaleIsSpelledOutOnceInEveryProfile() throws {
        let scales: [(OutputProfile, String, String)] = [
            (.dsys, "full", "Typography+DesignSystem.swift"), (.catalog, "full", "Tokens/DSTypography.swift"),
            (.theme, "profiles/theme", "Sources/Foundation/Typography/TextStyle.swift"),
            (.tokens, "profiles/tokens", "Tokens/TypographyToken+SwiftUI.swift"),
        ]
        for (profile, example, path) in scales {
            let source = try text(Generator.generate(try loadExample(example), profile: profile), path)
            // The code, without its documentation (which names `.custom(_:size:)`).
            let scale = source.split(separator: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }
            .joined(separator: "\n")
            XCTAssertLessThanOrEqual(scale.components(separatedBy: ".custom(").count - 1, 2, "\(profile)")
            XCTAssertLessThanOrEqual(scale.components(separatedBy: ".system(").count - 1, 2, "\(profile)")
            // The profiles whose modifier scales the document's size (dsys, tokens) do it in one place.
            XCTAssertEqual(
                scale.components(separatedBy: "ScaledMetric(wrappedValue:").count - 1,
                [.dsys, .tokens].contains(profile) ? 1 : 0, "\(profile)")
        }
    }

    // MARK: - 8. Smaller points

    func testSmallerPointsOfTheReview() throws {
        // No note about what the document lacks reaches the generated code.
        for (name, _, files) in try packages() {
            for file in files {
                XCTAssertFalse(file.text.contains("the document has no"), "\(name) \(file.path)")
            }
        }
        // The catalog's radius documentation names a member it has.
        let catalog = Generator.generate(try loadExample("profiles/catalog"), profile: .catalog)
        let radius = try text(catalog, "Tokens/DSRadius.swift")
        let example = try XCTUnwrap(
            radius.range(of: #"DSRadius\.([a-zA-Z]+)\)`"#, options: .regularExpression).map { String(radius[$0]) })
        let member = String(example.dropFirst("DSRadius.".count).dropLast(2))
        XCTAssertTrue(radius.contains("public static let \(member)"), radius)
        // The theme's colorsets are prefixed, so that they meet none of an app's own assets when copied in.
        let theme = Generator.generate(try loadExample("profiles/theme"), profile: .theme)
        let colorsets = theme.filter { $0.path.hasSuffix(".colorset/Contents.json") }.map {
            $0.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        }
        XCTAssertEqual(colorsets.count, 12)
        XCTAssertTrue(colorsets.allSatisfy { $0.hasPrefix("ds") }, "\(colorsets)")
        XCTAssertTrue(
            try text(theme, "Sources/Foundation/Themes/Default/DefaultColorPalette.swift").contains(
                #"public var accent:              Color { Color("dsAccent",              bundle: .module) }"#))
    }
}
