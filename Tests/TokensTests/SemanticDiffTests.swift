import Foundation
import TestSupport
import XCTest

@testable import Tokens

/// Loads an example document.
func example(_ name: String) throws -> DesignSystem {
    let url = TestSupport.examples.appendingPathComponent("\(name)/design-system.json")
    return try DesignSystemDocument.load([UInt8](Data(contentsOf: url)), file: url.path)
}

/// A color token with literal values.
func colorToken(
    _ path: String, _ light: String, _ dark: String, metadata: TokenMetadata = TokenMetadata()
)
    -> ColorToken
{
    let tokenPath = TokenPath(dotted: path)
    let light = RGBA(hex: light) ?? RGBA(red: 0, green: 0, blue: 0)
    let dark = RGBA(hex: dark) ?? RGBA(red: 0, green: 0, blue: 0)
    return ColorToken(
        path: tokenPath,
        value: Appearances(light: .literal(light), dark: .literal(dark)),
        resolved: Appearances(light: light, dark: dark),
        metadata: metadata)
}

extension DesignSystem {
    /// The index of the color at `path`.
    func colorIndex(_ path: String) -> Int {
        colors.firstIndex { $0.path.description == path } ?? -1
    }

    mutating func setColor(_ path: String, light: String? = nil, dark: String? = nil) {
        let index = colorIndex(path)
        if let light, let color = RGBA(hex: light) {
            colors[index].value.light = .literal(color)
            colors[index].resolved.light = color
        }
        if let dark, let color = RGBA(hex: dark) {
            colors[index].value.dark = .literal(color)
            colors[index].resolved.dark = color
        }
    }

    mutating func renameColor(_ path: String, to newPath: String) {
        let index = colorIndex(path)
        colors[index].path = TokenPath(dotted: newPath)
    }
}

final class SemanticDiffTests: XCTestCase {
    // ── Change kinds ──

    func testAddedAndRemovedTokens() throws {
        let old = try example("minimal")
        var new = old
        new.colors.append(colorToken("feedback.neutral", "#6B7280", "#9CA3AF"))
        new.spacing.removeAll { $0.name == "lg" }
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.added.map(\.key), ["color.feedback.neutral"])
        XCTAssertEqual(diff.added.first?.value, "#6B7280 / #9CA3AF")
        XCTAssertEqual(diff.removed.map(\.key), ["spacing.lg"])
        XCTAssertEqual(diff.removed.first?.value, "24")
        XCTAssertEqual(diff.requiredBump, .major)
        XCTAssertEqual(diff.reasons.map(\.kind), [.removed, .added])
    }

    func testARemovalAndAnAdditionOfTheSameValueAreARename() throws {
        let old = try example("minimal")
        var new = old
        new.renameColor("text.muted", to: "text.subtle")
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.renamed.map(\.from), ["color.text.muted"])
        XCTAssertEqual(diff.renamed.map(\.to), ["color.text.subtle"])
        XCTAssertEqual(diff.added, [])
        XCTAssertEqual(diff.removed, [])
        XCTAssertEqual(diff.requiredBump, .major)
        XCTAssertEqual(diff.reasons.map(\.subject), ["color.text.muted → color.text.subtle"])
        XCTAssertEqual(diff.contrast.changes, [], "the renamed color's pairs are compared under the new name")
    }

    func testTheMostSimilarNameWinsARename() throws {
        let old = try example("minimal")
        var new = old
        new.renameColor("text.muted", to: "text.muted-strong")
        let muted = new.colors[new.colorIndex("text.muted-strong")]
        new.colors.append(colorToken("brand.accent", muted.resolved.light.hex, muted.resolved.dark.hex))
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.renamed.map(\.to), ["color.text.muted-strong"])
        XCTAssertEqual(diff.added.map(\.key), ["color.brand.accent"])
        XCTAssertEqual(diff.possibleRenames, [])
    }

    func testAnAmbiguousRenameIsReportedAsRemoveAndAddWithANote() throws {
        let old = try example("minimal")
        var new = old
        new.colors.remove(at: new.colorIndex("feedback.info"))
        // Two additions, equally similar to feedback.info, both with its values.
        new.colors.append(colorToken("feedback.infa", "#1D4ED8", "#60A5FA"))
        new.colors.append(colorToken("feedback.infb", "#1D4ED8", "#60A5FA"))
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.renamed, [])
        XCTAssertEqual(diff.removed.map(\.key), ["color.feedback.info"])
        XCTAssertEqual(diff.added.map(\.key), ["color.feedback.infa", "color.feedback.infb"])
        XCTAssertEqual(
            diff.possibleRenames,
            [.init(removed: "color.feedback.info", candidates: ["color.feedback.infa", "color.feedback.infb"])])
    }

    func testARetypedOtherToken() throws {
        let old = try example("full")
        var new = old
        let index = try XCTUnwrap(new.otherTokens.firstIndex { $0.path.description == "opacity.disabled" })
        new.otherTokens[index].kind = .number
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(
            diff.retyped,
            [
                .init(
                    key: "other.opacity.disabled", oldType: "opacity", newType: "number", oldValue: "0.4",
                    newValue: "0.4")
            ])
        XCTAssertEqual(diff.valueChanges, [])
        XCTAssertEqual(diff.requiredBump, .major)
    }

    func testADarkValueOfAnOtherTokenIsCompared() throws {
        let old = try example("full")
        var new = old
        let index = try XCTUnwrap(new.otherTokens.firstIndex { $0.path.description == "opacity.disabled" })
        new.otherTokens[index].dark = .number(0.5, lexeme: "0.5")
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.valueChanges.map(\.old), ["0.4"])
        XCTAssertEqual(diff.valueChanges.map(\.new), ["0.4 / dark 0.5"])
        XCTAssertEqual(diff.requiredBump, .patch)
    }

    func testDeprecationAndUndeprecation() throws {
        let old = try example("full")
        var new = old
        new.colors[new.colorIndex("palette.red.50")].metadata.deprecation = Deprecation(reason: "Unused")
        new.colors[new.colorIndex("text.placeholder")].metadata.deprecation = nil
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.deprecated, [.init(key: "color.palette.red.50", reason: "Unused")])
        XCTAssertEqual(diff.undeprecated, [.init(key: "color.text.placeholder", reason: nil)])
        XCTAssertEqual(diff.requiredBump, .minor)
        XCTAssertEqual(diff.reasons.map(\.kind), [.deprecated, .undeprecated])
    }

    func testAValueChangedInOneAppearanceCarriesItsPerceptualSize() throws {
        let old = try example("minimal")
        var new = old
        // Tailwind blue-500 → blue-600 measures 8.2 (coloraide), a neighbouring shade.
        new.setColor("action.primary", light: "#3B82F6")
        var older = old
        older.setColor("action.primary", light: "#2563EB")
        let diff = SemanticDiff.between(new, older)
        XCTAssertEqual(diff.valueChanges.count, 1)
        let change = try XCTUnwrap(diff.valueChanges.first)
        XCTAssertEqual(change.key, "color.action.primary")
        XCTAssertEqual(change.appearance, .light)
        XCTAssertEqual(change.old, "#3B82F6")
        XCTAssertEqual(change.new, "#2563EB")
        XCTAssertEqual(try XCTUnwrap(change.deltaE), 8.2, accuracy: 0.05)
        XCTAssertEqual(change.size, .noticeable)
        XCTAssertFalse(change.isAliasRetarget)
        XCTAssertEqual(diff.requiredBump, .patch)
    }

    func testAnAliasRetargetedToTheSameValueIsReportedWithoutAColorChange() throws {
        let old = try example("full")
        var new = old
        // text.inverse light is {palette.white}; point it at surface.default, also white in light.
        let index = new.colorIndex("text.inverse")
        new.colors[index].value.light = .alias(TokenPath(dotted: "surface.default"))
        let diff = SemanticDiff.between(old, new)
        let change = try XCTUnwrap(diff.valueChanges.first)
        XCTAssertEqual(diff.valueChanges.count, 1)
        XCTAssertEqual(change.old, "{palette.white}")
        XCTAssertEqual(change.new, "{surface.default}")
        XCTAssertTrue(change.isAliasRetarget)
        XCTAssertFalse(change.resolvedChanged)
        XCTAssertEqual(change.deltaE, 0)
        XCTAssertEqual(diff.reasons.map(\.kind), [.aliasRetargeted])
        XCTAssertEqual(diff.contrast.changes, [])
    }

    func testAnAliasWhoseTargetChangedReportsTheResolvedChange() throws {
        let old = try example("full")
        var new = old
        new.setColor("palette.gray.600", light: "#6B7280", dark: "#6B7280")
        // text.muted light is {palette.gray.600}: its written value stays, its color follows.
        new.colors[new.colorIndex("text.muted")].resolved.light =
            RGBA(hex: "#6B7280") ?? RGBA(red: 0, green: 0, blue: 0)
        let diff = SemanticDiff.between(old, new)
        let muted = try XCTUnwrap(diff.valueChanges.first { $0.key == "color.text.muted" })
        XCTAssertEqual(muted.old, "{palette.gray.600}")
        XCTAssertEqual(muted.new, "{palette.gray.600}")
        XCTAssertTrue(muted.resolvedChanged)
        XCTAssertFalse(muted.isAliasRetarget)
        XCTAssertEqual(muted.newColor?.hex, "#6B7280")
    }

    func testDescriptionAndSettingChanges() throws {
        let old = try example("full")
        var new = old
        new.spacing[0].metadata.description = "Hairline gaps."
        new.fontFamily.mono = nil
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.descriptionChanges, [.init(key: "spacing.xs", old: nil, new: "Hairline gaps.")])
        XCTAssertEqual(
            diff.settingChanges, [.init(key: "font_family.mono", old: "JetBrains Mono", new: "null (system font)")])
        XCTAssertEqual(diff.requiredBump, .patch)
    }

    func testAFirstRevisionAddsEverything() throws {
        let new = try example("minimal")
        let diff = SemanticDiff.between(nil, new)
        XCTAssertTrue(diff.isInitial)
        XCTAssertEqual(diff.added.count, new.tokenCount + 3, "the three default shadows count as tokens")
        XCTAssertEqual(diff.contrast.changes.count, 24, "4 text × 3 surface colors × 2 appearances, all new")
        XCTAssertTrue(diff.contrast.changes.allSatisfy { $0.oldRatio == nil })
    }

    // ── Contrast ──

    /// A document with one text and one surface color, and optionally a declared pair.
    private func pairDocument(text: String, surface: String, level: ContrastLevel? = nil) throws -> DesignSystem {
        var document = try example("minimal")
        document.colors = [colorToken("text.body", text, text), colorToken("surface.page", surface, surface)]
        document.contrastPairs =
            level.map {
                [
                    ContrastPair(
                        foreground: TokenPath(dotted: "text.body"), background: TokenPath(dotted: "surface.page"),
                        level: $0)
                ]
            } ?? []
        return document
    }

    func testRatiosMatchPublishedReferenceValues() throws {
        // (text, surface, ratio): black/white from WCAG's definition; the grays as WebAIM and the WCAG working group
        // publish them, to three decimals from the WCAG formula.
        let pairs: [(String, String, Double)] = [
            ("#000000", "#FFFFFF", 21.000), ("#FFFFFF", "#000000", 21.000), ("#767676", "#FFFFFF", 4.542),
            ("#777777", "#FFFFFF", 4.478), ("#595959", "#FFFFFF", 7.005), ("#949494", "#FFFFFF", 3.033),
            ("#4B5563", "#F3F4F6", 6.867), ("#6B7280", "#F3F4F6", 4.393),
        ]
        for (text, surface, expected) in pairs {
            let checks = ContrastMatrix.checks(of: try pairDocument(text: text, surface: surface))
            XCTAssertEqual(checks.count, 2)
            for check in checks {
                XCTAssertEqual(check.ratio, expected, accuracy: 0.0005, "\(text) on \(surface) (\(check.appearance))")
            }
        }
    }

    func testATranslucentBackgroundIsPaintedOnThePageOfItsAppearance() throws {
        let document = try pairDocument(text: "#000000", surface: "#FFFFFF80")
        let checks = ContrastMatrix.checks(of: document)
        // Light: half-white over white is white (21:1). Dark: over black it is #808080 (5.317:1, WCAG formula).
        XCTAssertEqual(checks.map(\.appearance), [.light, .dark])
        XCTAssertEqual(checks[0].ratio, 21, accuracy: 0.0005)
        XCTAssertEqual(checks[1].ratio, 5.317, accuracy: 0.0005)
    }

    func testATranslucentForegroundIsCompositedOverItsBackground() throws {
        // Half-black over white paints #7F7F7F: 4.004:1.
        let checks = ContrastMatrix.checks(of: try pairDocument(text: "#00000080", surface: "#FFFFFF"))
        XCTAssertEqual(checks[0].ratio, 4.004, accuracy: 0.0005)
    }

    func testDefaultPairsAreEveryTextOnEverySurfaceAndDeclaredPairsKeepTheirLevel() throws {
        let full = try example("full")
        let pairs = ContrastMatrix.pairs(of: full)
        let texts = full.colors.filter { $0.path.components[0] == "text" }.count
        let surfaces = full.colors.filter { $0.path.components[0] == "surface" }.count
        // text.primary on surface.default is both a default pair and declared (AAA): counted once.
        XCTAssertEqual(pairs.count, texts * surfaces + 1)
        let primary = try XCTUnwrap(
            pairs.first {
                $0.pair.foreground.description == "text.primary" && $0.pair.background.description == "surface.default"
            })
        XCTAssertEqual(primary.pair.level, .aaa)
        XCTAssertTrue(primary.isDeclared)
        let inverse = try XCTUnwrap(pairs.first { $0.pair.background.description == "action.primary" })
        XCTAssertEqual(inverse.pair.level, .aa)
        XCTAssertEqual(
            pairs.filter { !$0.isDeclared }.map(\.pair.level), Array(repeating: .aa, count: texts * surfaces - 1))
    }

    func testCrossingsInBothDirectionsRegressionsFirst() throws {
        let old = try pairDocument(text: "#767676", surface: "#FFFFFF")
        var new = old
        new.setColor("text.body", light: "#777777", dark: "#595959")
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.contrast.changes.map(\.appearance), [.light, .dark], "the regression first")
        let light = diff.contrast.changes[0]
        XCTAssertEqual(light.crossings, [.init(level: .aa, passesNow: false)])
        XCTAssertTrue(light.isRegression)
        XCTAssertTrue(light.isAccessibilityRegression, "AA is the default pair's level")
        let dark = diff.contrast.changes[1]
        XCTAssertEqual(dark.crossings, [.init(level: .aaa, passesNow: true)])
        XCTAssertFalse(dark.isRegression)
        XCTAssertEqual(diff.requiredBump, .major, "an accessibility regression is breaking by default")
        XCTAssertEqual(diff.reasons.first?.kind, .accessibilityRegression)
        XCTAssertEqual(diff.reasons.first?.subject, "text.body on surface.page (light)")
    }

    func testTheWarnPolicyReportsButDoesNotBreak() throws {
        let old = try pairDocument(text: "#767676", surface: "#FFFFFF")
        var new = old
        new.setColor("text.body", light: "#777777")
        let diff = SemanticDiff.between(old, new, policy: .warn)
        XCTAssertTrue(diff.contrast.changes[0].isAccessibilityRegression)
        XCTAssertEqual(diff.requiredBump, .patch)
    }

    func testARegressionAboveTheDeclaredLevelIsNotAnAccessibilityRegression() throws {
        // AA-large (3:1): #949494 → #959595 crosses 3 (3.033 → 2.995) and fails; a drop from 7.005 to 6.897 only
        // crosses AAA, above the level.
        let large = try pairDocument(text: "#949494", surface: "#FFFFFF", level: .aaLarge)
        var largeNew = large
        largeNew.setColor("text.body", light: "#959595")
        XCTAssertEqual(
            SemanticDiff.between(large, largeNew).contrast.changes.map(\.isAccessibilityRegression), [true])

        let aa = try pairDocument(text: "#595959", surface: "#FFFFFF", level: .aa)
        var aaNew = aa
        aaNew.setColor("text.body", light: "#5A5A5A")
        let change = try XCTUnwrap(SemanticDiff.between(aa, aaNew).contrast.changes.first)
        XCTAssertEqual(change.crossings, [.init(level: .aaa, passesNow: false)])
        XCTAssertTrue(change.isRegression)
        XCTAssertFalse(change.isAccessibilityRegression)

        let nonText = try pairDocument(text: "#949494", surface: "#FFFFFF", level: .nonText)
        var nonTextNew = nonText
        nonTextNew.setColor("text.body", light: "#959595")
        XCTAssertEqual(
            SemanticDiff.between(nonText, nonTextNew).contrast.changes.first?.crossings,
            [.init(level: .nonText, passesNow: false)])
    }

    // ── Properties ──

    /// A random edit of a document: changes, removals, additions, renames and deprecations of colors and sizes.
    private func randomEdit(_ document: DesignSystem, _ random: inout SplitMix64) -> DesignSystem {
        var edited = document
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                let index = Int.random(in: 0..<edited.colors.count, using: &random)
                let hex =
                    "#" + String(Int.random(in: 0...0xFFFFFF, using: &random), radix: 16, uppercase: true).padding(6)
                edited.setColor(edited.colors[index].path.description, light: hex)
            case 1 where edited.colors.count > 2:
                edited.colors.remove(at: Int.random(in: 0..<edited.colors.count, using: &random))
            case 2:
                let suffix = Int.random(in: 0...999, using: &random)
                edited.colors.append(colorToken("extra.c\(suffix)", "#12345\(suffix % 10)", "#65432\(suffix % 10)"))
            case 3:
                let index = Int.random(in: 0..<edited.colors.count, using: &random)
                edited.renameColor(
                    edited.colors[index].path.description, to: "renamed.r\(Int.random(in: 0...999, using: &random))")
            case 4:
                let index = Int.random(in: 0..<edited.spacing.count, using: &random)
                edited.spacing[index].metadata.deprecation = Deprecation(reason: nil)
            default:
                let index = Int.random(in: 0..<edited.radii.count, using: &random)
                edited.radii[index].value += 1
            }
        }
        // Keys stay unique: a later edit may reuse a name.
        var seen = Set<TokenPath>()
        edited.colors = edited.colors.filter { seen.insert($0.path).inserted }
        return edited
    }

    func testADocumentDiffedWithItselfIsEmpty() throws {
        var random = SplitMix64(seed: 1)
        for name in ["minimal", "full"] {
            let document = try example(name)
            let diff = SemanticDiff.between(document, document)
            XCTAssertTrue(diff.isEmpty, name)
            XCTAssertEqual(diff.requiredBump, .none)
            for _ in 0..<20 {
                let edited = randomEdit(document, &random)
                XCTAssertTrue(SemanticDiff.between(edited, edited).isEmpty)
            }
        }
    }

    func testDiffsInOppositeDirectionsAreInverses() throws {
        var random = SplitMix64(seed: 2)
        let document = try example("full")
        for _ in 0..<50 {
            let a = randomEdit(document, &random)
            let b = randomEdit(a, &random)
            let forward = SemanticDiff.between(a, b)
            let backward = SemanticDiff.between(b, a)
            XCTAssertEqual(forward.added.map(\.key), backward.removed.map(\.key))
            XCTAssertEqual(forward.removed.map(\.key), backward.added.map(\.key))
            XCTAssertEqual(
                forward.renamed.map { "\($0.from)>\($0.to)" }.sorted(),
                backward.renamed.map { "\($0.to)>\($0.from)" }.sorted())
            XCTAssertEqual(forward.valueChanges.count, backward.valueChanges.count)
            XCTAssertEqual(forward.contrast.changes.count, backward.contrast.changes.count)
        }
    }

    func testTheBumpOfComposedChangesIsTheLargestOfItsParts() throws {
        var random = SplitMix64(seed: 3)
        let base = try example("minimal")
        // Edits to disjoint tokens: colors of one part, spacing and radii of the other.
        for _ in 0..<50 {
            var colorPart = base
            let kind = Int.random(in: 0..<3, using: &random)
            if kind == 0 { colorPart.setColor("action.primary", light: "#000000") }
            if kind == 1 { colorPart.colors.append(colorToken("extra.one", "#010203", "#040506")) }
            if kind == 2 { colorPart.colors.remove(at: colorPart.colorIndex("feedback.info")) }
            var sizePart = base
            let other = Int.random(in: 0..<3, using: &random)
            if other == 0 { sizePart.radii[0].value += 2 }
            if other == 1 { sizePart.spacing[1].metadata.deprecation = Deprecation(reason: "Use md") }
            if other == 2 { sizePart.spacing.removeLast() }
            var composed = colorPart
            composed.spacing = sizePart.spacing
            composed.radii = sizePart.radii
            let parts = [SemanticDiff.between(base, colorPart), SemanticDiff.between(base, sizePart)]
            XCTAssertEqual(
                SemanticDiff.between(base, composed).requiredBump, parts.map(\.requiredBump).max(), "\(kind), \(other)")
        }
    }

    func testNameSimilarity() {
        XCTAssertEqual(SemanticDiff.nameSimilarity("abc", "abc"), 1)
        XCTAssertEqual(SemanticDiff.nameSimilarity("kitten", "sitting"), 1 - 3.0 / 7, accuracy: 1e-12)
        XCTAssertEqual(SemanticDiff.nameSimilarity("", "ab"), 0)
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
