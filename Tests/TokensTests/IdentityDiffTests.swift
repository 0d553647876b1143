import Foundation
import TestSupport
import XCTest

@testable import Tokens

/// Which token of one revision is which of the next: ids first, then paths, then a declared `renamed`, then equal
/// values under names alike enough (issue 23).
final class IdentityDiffTests: XCTestCase {
    private func withID(_ designSystem: inout DesignSystem, color path: String, _ id: String) {
        designSystem.colors[designSystem.colorIndex(path)].metadata.id = id
    }

    private func spacingIndex(_ designSystem: DesignSystem, _ name: String) throws -> Int {
        try XCTUnwrap(designSystem.spacing.firstIndex { $0.name == name })
    }

    func testTheSameIDUnderAnotherPathIsARenameWithItsValueChange() throws {
        var old = try example("minimal")
        let index = try spacingIndex(old, "lg")
        old.spacing[index].metadata.id = "uuid-lg"
        var new = old
        new.spacing[index].name = "extra-large"
        new.spacing[index].value = 28
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.renamed.count, 1)
        let rename = try XCTUnwrap(diff.renamed.first)
        XCTAssertEqual(rename.from, "spacing.lg")
        XCTAssertEqual(rename.to, "spacing.extra-large")
        XCTAssertEqual(rename.evidence, .id)
        XCTAssertEqual(rename.oldValue, "24")
        XCTAssertEqual(rename.newValue, "28")
        XCTAssertTrue(rename.valueChanged)
        // The value change is listed too, under the new name.
        XCTAssertEqual(diff.valueChanges.map(\.key), ["spacing.extra-large"])
        XCTAssertEqual(diff.valueChanges.map(\.old), ["24"])
        XCTAssertEqual(diff.added, [])
        XCTAssertEqual(diff.removed, [])
        XCTAssertEqual(diff.requiredBump, .major)
        XCTAssertEqual(diff.reasons.map(\.kind), [.renamed, .valueChanged])
    }

    func testAnIDThatDisappearsIsARemovalHoweverAlikeTheAddedToken() throws {
        var old = try example("minimal")
        withID(&old, color: "text.muted", "uuid-muted")
        var new = old
        new.renameColor("text.muted", to: "text.mutee")
        withID(&new, color: "text.mutee", "uuid-other")
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.renamed, [])
        XCTAssertEqual(diff.possibleRenames, [])
        XCTAssertEqual(diff.removed.map(\.key), ["color.text.muted"])
        XCTAssertEqual(diff.added.map(\.key), ["color.text.mutee"])
    }

    func testATokenWithoutAnIDOnOneSideMayStillBeRenamedByLikeness() throws {
        let old = try example("minimal")
        var new = old
        new.renameColor("text.muted", to: "text.mutee")
        withID(&new, color: "text.mutee", "uuid-new")
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.renamed.map(\.to), ["color.text.mutee"])
        XCTAssertEqual(diff.renamed.map(\.evidence), [.likeness])
        XCTAssertEqual(
            diff.metadataChanges, [.init(key: "color.text.mutee", field: .id, old: nil, new: "uuid-new")])
    }

    func testEqualValuesUnderNamesLessAlikeThanTheThresholdAreNoRename() throws {
        let old = try example("minimal")
        var new = old
        // `color.text.muted` → `color.indicator.ring-expanded`: 0.34 alike, below 0.5.
        new.renameColor("text.muted", to: "indicator.ring-expanded")
        XCTAssertLessThan(
            SemanticDiff.nameSimilarity("color.text.muted", "color.indicator.ring-expanded"),
            SemanticDiff.renameLikeness)
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.renamed, [])
        XCTAssertEqual(diff.possibleRenames, [], "too unalike to be even a possible rename")
        XCTAssertEqual(diff.removed.map(\.key), ["color.text.muted"])
        XCTAssertEqual(diff.added.map(\.key), ["color.indicator.ring-expanded"])
    }

    func testADeclaredRenameHoldsWhateverTheNamesAndValues() throws {
        var old = try example("minimal")
        let muted = old.colorIndex("text.muted")
        old.colors[muted].metadata.deprecation = Deprecation(
            reason: "Use text.quiet", renamed: TokenKey(.color, TokenPath(dotted: "text.quiet")))
        var new = old
        new.renameColor("text.muted", to: "text.quiet")
        new.colors[new.colorIndex("text.quiet")].metadata.deprecation = nil
        new.setColor("text.quiet", light: "#505050")
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.renamed.map(\.from), ["color.text.muted"])
        XCTAssertEqual(diff.renamed.map(\.evidence), [.declared])
        XCTAssertEqual(diff.renamed.first?.valueChanged, true)
        XCTAssertEqual(diff.valueChanges.map(\.key), ["color.text.quiet"])
        XCTAssertEqual(diff.undeprecated.map(\.key), ["color.text.quiet"])
        XCTAssertEqual(diff.removed, [])
    }

    func testATokenAddedDeprecatedCarriesItsDeprecation() throws {
        let old = try example("minimal")
        var new = old
        new.colors.append(
            colorToken(
                "brand.legacy", "#7C3AED", "#A78BFA",
                metadata: TokenMetadata(
                    deprecation: Deprecation(
                        reason: "Kept for old screens",
                        replacedBy: TokenKey(.color, TokenPath(dotted: "action.primary"))))))
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(diff.added.map(\.key), ["color.brand.legacy"])
        XCTAssertEqual(diff.added.first?.deprecation?.reason, "Kept for old screens")
        XCTAssertEqual(diff.added.first?.deprecation?.replacedBy?.description, "color.action.primary")
        XCTAssertEqual(diff.deprecated, [], "an added token is not also newly deprecated")
        XCTAssertEqual(diff.requiredBump, .minor)
    }

    func testANewlyDeprecatedTokenNamesItsReplacement() throws {
        let old = try example("minimal")
        var new = old
        new.colors[new.colorIndex("text.muted")].metadata.deprecation = Deprecation(
            reason: nil, replacedBy: TokenKey(.color, TokenPath(dotted: "text.secondary")))
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(
            diff.deprecated, [.init(key: "color.text.muted", reason: nil, replacedBy: "color.text.secondary")])
        XCTAssertEqual(diff.requiredBump, .minor)
    }

    func testMetadataChangesAreListedAndBumpNothing() throws {
        let old = try example("minimal")
        var new = old
        withID(&new, color: "text.muted", "uuid-backfilled")
        // Nested extensions are listed on one line.
        new.colors[new.colorIndex("text.primary")].metadata.extensions = .object([
            JSONMember(
                key: "com.example",
                value: JSONNode(
                    .object([
                        JSONMember(
                            key: "a",
                            value: JSONNode(.array([JSONNode(.number(1, lexeme: "1")), JSONNode(.string("x"))])))
                    ])))
        ])
        new.spacing[0].metadata.description = "Hairline gaps."
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(
            diff.metadataChanges,
            [
                .init(key: "color.text.muted", field: .id, old: nil, new: "uuid-backfilled"),
                .init(
                    key: "color.text.primary", field: .extensions, old: nil, new: #"{"com.example": {"a": [1, "x"]}}"#),
            ])
        XCTAssertEqual(diff.descriptionChanges.map(\.key), ["spacing.xs"])
        XCTAssertEqual(diff.reasons, [])
        XCTAssertEqual(diff.requiredBump, .none)
        XCTAssertFalse(diff.isEmpty)
        XCTAssertEqual(diff.counts.changed, 3)
    }

    /// Extensions read from two files are the same data at other offsets: no change.
    func testTheSameExtensionsWrittenElsewhereAreNoChange() throws {
        let text = try String(
            contentsOf: TestSupport.fixtures.appendingPathComponent("valid/format-2-identity.json"), encoding: .utf8)
        let old = try DesignSystemDocument.load(Array(text.utf8), file: "old.json")
        let moved = try DesignSystemDocument.load(Array(("\n\n" + text).utf8), file: "new.json")
        XCTAssertTrue(SemanticDiff.between(old, moved).isEmpty)
        XCTAssertEqual(SemanticDiff.between(old, moved).metadataChanges, [])
    }

    func testAnIDTwoTokensShareIdentifiesNeither() throws {
        var old = try example("minimal")
        withID(&old, color: "text.muted", "shared")
        withID(&old, color: "text.secondary", "shared")
        var new = old
        new.renameColor("text.muted", to: "text.quiet")
        withID(&new, color: "text.secondary", "other")
        let diff = SemanticDiff.between(old, new)
        // Not renamed by the id, which two tokens had: by the equal values and alike names, as without ids.
        XCTAssertEqual(diff.renamed.map(\.to), ["color.text.quiet"])
        XCTAssertEqual(diff.renamed.map(\.evidence), [.likeness])
        XCTAssertEqual(diff.removed, [])
    }
}
