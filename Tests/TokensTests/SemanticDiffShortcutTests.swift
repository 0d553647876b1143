import TestSupport
import XCTest

@testable import Tokens

/// The semantic diff's shortcuts give what the full computation gives: a color equal on both sides is not made into
/// values (``SemanticDiff/between(_:_:policy:contrastPairs:deferringColors:)``), and the bump is read from the lists
/// rather than from every reason (``SemanticDiff/requiredBump``). Both are held to the long way over seeded chains of
/// random edits.
final class SemanticDiffShortcutTests: XCTestCase {
    func testDeferredColorsGiveTheFullDiffOverRandomEdits() throws {
        // What the edits made the diff find, so that every path of it is known to be taken.
        var seen: Set<String> = []
        for name in ["minimal", "full"] {
            let base = try example(name)
            for seed in UInt64(1)...40 {
                var random = SplitMix64(seed: seed &* 7919 &+ UInt64(name.count))
                var old = base
                for step in 0..<6 {
                    var new = old
                    for _ in 0..<Int.random(in: 1...4, using: &random) { Self.edit(&new, &random) }
                    Self.replaceDeprecated(&new, &random)
                    for policy in AccessibilityPolicy.allCases {
                        let fast = SemanticDiff.between(
                            old, new, policy: policy, contrastPairs: nil, deferringColors: true)
                        let full = SemanticDiff.between(
                            old, new, policy: policy, contrastPairs: nil, deferringColors: false)
                        XCTAssertEqual(fast, full, "\(name), seed \(seed), step \(step), \(policy)")
                        seen.formUnion(fast.renamed.map { "rename by \($0.evidence)" })
                        if !fast.possibleRenames.isEmpty { seen.insert("possible rename") }
                        if fast.valueChanges.contains(where: \.isAliasRetarget) { seen.insert("retarget") }
                        if fast.colorChanges.contains(where: { $0.newHighContrast != nil }) {
                            seen.insert("high contrast")
                        }
                        seen.formUnion(fast.metadataChanges.map { "metadata \($0.field)" })
                        if !fast.descriptionChanges.isEmpty { seen.insert("description") }
                        if !fast.deprecated.isEmpty { seen.insert("deprecated") }
                        if !fast.undeprecated.isEmpty { seen.insert("undeprecated") }
                        if !fast.added.isEmpty, !fast.removed.isEmpty { seen.insert("added and removed") }
                        Self.assertBumpIsTheBiggestReason(fast, "\(name), seed \(seed), step \(step), \(policy)")
                    }
                    old = new
                }
            }
        }
        XCTAssertEqual(
            seen,
            [
                "rename by id", "rename by declared", "rename by likeness", "possible rename", "retarget",
                "high contrast", "metadata id", "metadata extensions", "description", "deprecated", "undeprecated",
                "added and removed",
            ])
    }

    /// A first revision lists every color as added, values and all.
    func testAFirstRevisionHasEveryColorsValues() throws {
        let designSystem = try example("full")
        let fast = SemanticDiff.between(
            nil, designSystem, policy: .breaking, contrastPairs: nil, deferringColors: true)
        XCTAssertEqual(
            fast, SemanticDiff.between(nil, designSystem, policy: .breaking, contrastPairs: nil, deferringColors: false)
        )
        XCTAssertFalse(fast.added.filter { $0.type == "color" }.contains { $0.value.isEmpty || $0.colors == nil })
    }

    /// The shortcut is taken: with nothing changed, no color is made into values.
    func testEqualColorsAreNotMadeIntoValues() throws {
        let designSystem = try example("full")
        var tokens = DiffToken.tokens(of: designSystem, deferringColors: true)
        XCTAssertTrue(tokens.filter { $0.type == "color" }.allSatisfy { $0.values.isEmpty && $0.deferredColor != nil })
        let full = DiffToken.tokens(of: designSystem)
        for index in tokens.indices { tokens[index].fillValues() }
        XCTAssertEqual(tokens.map(\.values), full.map(\.values))
        XCTAssertEqual(tokens.map(\.highContrastValues), full.map(\.highContrastValues))
        XCTAssertTrue(SemanticDiff.between(designSystem, designSystem).isEmpty)
    }

    /// Every combination of the lists the bump rule reads, one entry each.
    func testTheBumpIsTheBiggestReasonForEveryCombination() {
        let token = SemanticDiff.Token(key: "color.a", type: "color", value: "#000000")
        let change = SemanticDiff.ValueChange(
            key: "color.a", type: "color", appearance: .light, old: "#000000", new: "#111111", isAliasRetarget: false,
            resolvedChanged: true)
        let regression = ContrastChanges.Change(
            foreground: TokenPath(dotted: "text"), background: TokenPath(dotted: "surface"), level: .aa,
            isDeclared: false, appearance: .light, oldRatio: 5, newRatio: 3, crossings: [])
        let settings = [
            SemanticDiff.SettingChange(key: "name", old: "A", new: "B"),
            SemanticDiff.SettingChange(key: DiffToken.moduleKey, old: "A", new: "B"),
        ]
        for mask in 0..<(1 << 11) {
            var diff = SemanticDiff()
            func has(_ bit: Int) -> Bool { mask & (1 << bit) != 0 }
            if has(0) { diff.removed = [token] }
            if has(1) {
                diff.renamed = [SemanticDiff.Rename(from: "color.a", to: "color.b", type: "color", similarity: 1)]
            }
            if has(2) {
                diff.retyped = [.init(key: "a", oldType: "color", newType: "spacing", oldValue: "", newValue: "")]
            }
            if has(3) { diff.added = [token] }
            if has(4) { diff.deprecated = [.init(key: "color.a", reason: nil)] }
            if has(5) { diff.undeprecated = [.init(key: "color.a", reason: nil)] }
            if has(6) { diff.valueChanges = [change] }
            if has(7) { diff.settingChanges.append(settings[0]) }
            if has(8) { diff.settingChanges.append(settings[1]) }
            if has(9) { diff.contrast.changes = [regression] }
            diff.policy = has(10) ? .warn : .breaking
            Self.assertBumpIsTheBiggestReason(diff, "mask \(mask)")
        }
        XCTAssertTrue(regression.isAccessibilityRegression, "the combinations include a regression")
    }

    private static func assertBumpIsTheBiggestReason(
        _ diff: SemanticDiff, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let reasons = diff.reasons
        XCTAssertEqual(diff.requiredBump, reasons.map(\.bump).max() ?? .none, message, file: file, line: line)
        XCTAssertEqual(
            diff.isEmpty,
            reasons.isEmpty && diff.contrast.changes.isEmpty && diff.descriptionChanges.isEmpty
                && diff.metadataChanges.isEmpty, message, file: file, line: line)
        XCTAssertEqual(
            reasons.map(\.bump), reasons.map(\.bump).sorted(by: >), "biggest bump first: \(message)", file: file,
            line: line)
    }

    // ── Random edits ──

    /// Now and then, a color whose deprecation names a successor replaced by it, with another value: a rename the
    /// deprecation declared (or, when the color has an id, a rename by id).
    private static func replaceDeprecated(_ designSystem: inout DesignSystem, _ random: inout SplitMix64) {
        for index in designSystem.colors.indices where Bool.random(using: &random) {
            guard let named = designSystem.colors[index].metadata.deprecation?.renamed?.path,
                !designSystem.colors.contains(where: { $0.path == named })
            else { continue }
            designSystem.colors[index].path = named
            designSystem.colors[index].metadata.deprecation = nil
            designSystem.colors[index].resolved.light = randomColor(&random)
            designSystem.colors[index].value.light = .literal(designSystem.colors[index].resolved.light)
        }
    }

    private static func randomColor(_ random: inout SplitMix64) -> RGBA {
        RGBA(
            red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
            blue: .random(in: 0...255, using: &random), alpha: [255, 128].randomElement(using: &random) ?? 255)
    }

    /// One random edit of the colors (and now and then of another token or a setting), of the kinds the diff tells
    /// apart: values, aliases, high contrast, adds, removals, renames by name, id and declaration, ids, deprecations,
    /// descriptions, extensions, order.
    private static func edit(_ designSystem: inout DesignSystem, _ random: inout SplitMix64) {
        let colors = designSystem.colors
        guard !colors.isEmpty else { return }
        let index = Int.random(in: 0..<colors.count, using: &random)
        let other = Int.random(in: 0..<colors.count, using: &random)
        switch Int.random(in: 0..<17, using: &random) {
        case 0:
            let color = randomColor(&random)
            designSystem.colors[index].resolved.light = color
            designSystem.colors[index].value.light = .literal(color)
        case 1:
            // An alias retargeted (or made): the written value changes, the resolved one follows the target.
            guard index != other else { return }
            designSystem.colors[index].value.dark = .alias(colors[other].path)
            designSystem.colors[index].resolved.dark = colors[other].resolved.dark
        case 2 where colors.count > 1:
            designSystem.colors.remove(at: index)
        case 3:
            var added = colors[index]
            added.path = TokenPath(["extra", "c\(Int.random(in: 0...999, using: &random))"])
            if Bool.random(using: &random) { added.resolved.dark = randomColor(&random) }
            if !designSystem.colors.contains(where: { $0.path == added.path }) {
                designSystem.colors.insert(added, at: Int.random(in: 0...colors.count, using: &random))
            }
        case 4:
            let path = TokenPath(
                colors[index].path.components.dropLast() + ["renamed\(Int.random(in: 0...99, using: &random))"])
            if !colors.contains(where: { $0.path == path }) { designSystem.colors[index].path = path }
        case 5:
            designSystem.colors.swapAt(index, other)
        case 6:
            designSystem.colors[index].metadata.deprecation = Deprecation(reason: "Use another.")
        case 7:
            designSystem.colors[index].metadata.deprecation = nil
        case 8:
            designSystem.colors[index].resolvedHighContrast = Appearances(
                light: randomColor(&random), dark: colors[index].resolved.dark)
        case 9:
            designSystem.colors[index].metadata.id = "id-\(Int.random(in: 0...20, using: &random))"
        case 10:
            // Renamed and its id kept: a rename by id, whose value may change too.
            if colors[index].metadata.id == nil { designSystem.colors[index].metadata.id = "kept-\(index)" }
            designSystem.colors[index].path = TokenPath(["moved", "m\(Int.random(in: 0...999, using: &random))"])
            if Bool.random(using: &random) { designSystem.colors[index].resolved.light = randomColor(&random) }
        case 11:
            // A deprecation naming a successor, which ``replaceDeprecated(_:_:)`` may put in its place later.
            let successor = TokenPath(["successor", "s\(Int.random(in: 0...999, using: &random))"])
            designSystem.colors[index].metadata.deprecation = Deprecation(
                reason: nil, renamed: TokenKey(.color, successor))
        case 12:
            let descriptions: [String?] = ["Body text.", nil, "Muted."]
            designSystem.colors[index].metadata.description = descriptions.randomElement(using: &random) ?? nil
        case 13:
            designSystem.colors[index].metadata.extensions = .object([
                JSONMember(key: "com.example", value: JSONNode(.string("v\(Int.random(in: 0...3, using: &random))")))
            ])
        case 14 where !designSystem.spacing.isEmpty:
            designSystem.spacing[Int.random(in: 0..<designSystem.spacing.count, using: &random)].value += 4
        case 15:
            // Removed, and two copies added under names just as like it: a possible rename, not a guess.
            let last = colors[index].path.components.last ?? "c"
            var copies = [colors[index], colors[index]]
            copies[0].path = TokenPath(colors[index].path.components.dropLast() + [last + "a"])
            copies[1].path = TokenPath(colors[index].path.components.dropLast() + [last + "b"])
            copies[0].metadata.id = nil
            copies[1].metadata.id = nil
            guard !colors.contains(where: { $0.path == copies[0].path || $0.path == copies[1].path }) else { return }
            designSystem.colors.remove(at: index)
            designSystem.colors += copies
        default:
            designSystem.module =
                ["Tokens\(Int.random(in: 0...2, using: &random))", nil].randomElement(using: &random)
                ?? nil
        }
    }
}
