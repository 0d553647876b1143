import Foundation
import TestSupport
import Tokens
import XCTest

@testable import Generator

/// A package generated on the package of another document (``Generator/package(_:profile:companions:reusing:)``)
/// is byte for byte the package a full generation makes, for every profile, whatever the two documents are.
final class IncrementalGenerationTests: XCTestCase {
    func testEveryProfileGeneratesIncrementallyWhatItGeneratesInFull() throws {
        let documents = try GeneratorDocuments.all()
        for profile in OutputProfile.allCases {
            for (index, (name, designSystem)) in documents.enumerated() {
                let full = Generator.generate(designSystem, profile: profile)
                // On its neighbour in the list, and on the same document in another profile.
                let neighbour = documents[(index + 1) % documents.count].designSystem
                let other = OutputProfile.allCases[(index + 1) % OutputProfile.allCases.count]
                for (base, baseProfile) in [(neighbour, profile), (designSystem, other)] {
                    let previous = Generator.package(base, profile: baseProfile)
                    assertSameFiles(
                        Generator.package(designSystem, profile: profile, reusing: previous).files, full,
                        "\(profile.rawValue): \(name) on a package of \(baseProfile.rawValue)")
                }
            }
        }
    }

    /// Chains of random edits (colors changed, added, removed, renamed, reordered, deprecated, given high-contrast
    /// colors; roles mapped to other tokens; shadows, sizes, module and profile changed), each generation taking
    /// the one before, as verify's chains do: each equals a full generation of its document.
    func testChainsOfRandomEditsGenerateWhatAFullGenerationDoes() throws {
        var random = SplitMix64(seed: 0x1_7C4E)
        let starts = try GeneratorDocuments.all().filter {
            ["full", "profiles/catalog", "large flat system"].contains($0.name)
        }
        for (name, start) in starts {
            for profile in OutputProfile.allCases {
                var designSystem = start
                var previous = Generator.package(designSystem, profile: profile)
                var currentProfile = profile
                for step in 0..<10 {
                    let edits = Int.random(in: 1...4, using: &random)
                    for _ in 0..<edits { Self.edit(&designSystem, &random) }
                    if Int.random(in: 0..<8, using: &random) == 0 {
                        currentProfile = OutputProfile.allCases.randomElement(using: &random) ?? profile
                    }
                    let companions = Int.random(in: 0..<3, using: &random) == 0 ? [] : ["CHANGELOG.md"]
                    let package = Generator.package(
                        designSystem, profile: currentProfile, companions: companions, reusing: previous)
                    assertSameFiles(
                        package.files,
                        Generator.generate(designSystem, profile: currentProfile, companions: companions),
                        "\(name), \(profile.rawValue) → \(currentProfile.rawValue), step \(step)")
                    previous = package
                }
            }
        }
    }

    /// The reuse is real: on the package before a one-color change, every colorset but the changed color's is the
    /// file made before (the same storage, not a copy), and the changed one is made again.
    func testAOneColorChangeRendersOnlyThatColorsColorsetAgain() throws {
        let designSystem = try ProfileSymbolTests.largeFlatSystem()
        let previous = Generator.package(designSystem)
        var edited = designSystem
        let index = try XCTUnwrap(edited.colors.firstIndex { $0.value.light.isLiteral })
        edited.colors[index].resolved.light = RGBA(red: 1, green: 2, blue: 3)
        edited.colors[index].value.light = .literal(RGBA(red: 1, green: 2, blue: 3))
        let package = Generator.package(edited, reusing: previous)
        let before = Dictionary(uniqueKeysWithValues: previous.files.map { ($0.path, $0.contents) })
        var shared: [String] = []
        var remade: [String] = []
        for file in package.files where file.path.hasSuffix(".colorset/Contents.json") {
            let old = try XCTUnwrap(before[file.path])
            let same = file.contents.withUnsafeBufferPointer { new in
                old.withUnsafeBufferPointer { $0.baseAddress == new.baseAddress }
            }
            if same { shared.append(file.path) } else { remade.append(file.path) }
        }
        let identifier = DSysNaming.colorIdentifiers(edited.colors)[index]
        XCTAssertEqual(remade, ["Colors.xcassets/\(identifier).colorset/Contents.json"])
        XCTAssertEqual(shared.count, edited.colors.count - 1 + Shadows.colorsets(edited).count)
        XCTAssertNotEqual(package.files, previous.files)
    }

    /// A color added at the front moves every recipe after it one place: each is still found by its fingerprint
    /// among the previous package's recipes that no recipe matched at their place, and only the new color's colorset
    /// is rendered. Removing it again renders nothing.
    func testAColorAddedOrRemovedAtTheFrontRendersOnlyItsColorset() throws {
        let designSystem = try ProfileSymbolTests.largeFlatSystem()
        let previous = Generator.package(designSystem)
        var added = designSystem
        var color = designSystem.colors[0]
        color.path = TokenPath(["added", "first"])
        color.resolved.light = RGBA(red: 9, green: 8, blue: 7)
        color.value.light = .literal(RGBA(red: 9, green: 8, blue: 7))
        added.colors.insert(color, at: 0)
        let grown = Generator.package(added, reusing: previous)
        assertSameFiles(grown.files, Generator.package(added).files, "after the addition")
        let identifier = DSysNaming.colorIdentifiers(added.colors)[0]
        XCTAssertEqual(remadeColorsets(grown, on: previous), ["Colors.xcassets/\(identifier).colorset/Contents.json"])

        let shrunk = Generator.package(designSystem, reusing: grown)
        assertSameFiles(shrunk.files, previous.files, "after the removal")
        XCTAssertEqual(remadeColorsets(shrunk, on: grown), [])
    }

    /// Fingerprints are equal only for the same builder and an equal input: two builders of the same input type are
    /// told apart, and equal fingerprints hash equally.
    func testFingerprintsTellBuildersApart() {
        let input = ColorsetFile.Input(
            path: "a.colorset/Contents.json", light: RGBA(red: 1, green: 2, blue: 3),
            dark: RGBA(red: 4, green: 5, blue: 6), highContrastLight: nil, highContrastDark: nil)
        let other = ColorsetFile.Input(
            path: input.path, light: input.light, dark: RGBA(red: 4, green: 5, blue: 7), highContrastLight: nil,
            highContrastDark: nil)
        let fingerprint = FileRecipe(ColorsetFile.self, input).fingerprint
        XCTAssertEqual(fingerprint, FileRecipe(ColorsetFile.self, input).fingerprint)
        XCTAssertEqual(fingerprint.hashValue, FileRecipe(ColorsetFile.self, input).fingerprint.hashValue)
        XCTAssertNotEqual(fingerprint, FileRecipe(ColorsetFile.self, other).fingerprint)
        XCTAssertNotEqual(fingerprint, FileRecipe(OtherColorsetFile.self, input).fingerprint)
        XCTAssertEqual(FileRecipe(ColorsetFile.self, input).make(), ColorsetFile.file(input))
        XCTAssertEqual(FileRecipe(OtherColorsetFile.self, input).make().path, "other")
    }

    /// The colorsets of `package` that are not the very files (the same storage) of `previous` at their path.
    private func remadeColorsets(_ package: GeneratedPackage, on previous: GeneratedPackage) -> [String] {
        let before = Dictionary(uniqueKeysWithValues: previous.files.map { ($0.path, $0.contents) })
        return package.files.filter { file in
            guard file.path.hasSuffix(".colorset/Contents.json") else { return false }
            guard let old = before[file.path] else { return true }
            return !file.contents.withUnsafeBufferPointer { new in
                old.withUnsafeBufferPointer { $0.baseAddress == new.baseAddress }
            }
        }.map(\.path)
    }

    private func assertSameFiles(
        _ files: [GeneratedFile], _ expected: [GeneratedFile], _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(files.map(\.path), expected.map(\.path), message, file: file, line: line)
        guard files.count == expected.count else { return }
        for (actual, wanted) in zip(files, expected) where actual.contents != wanted.contents {
            XCTFail("\(message): \(actual.path) differs", file: file, line: line)
        }
    }

    // ── Documents and edits ──

    private static func randomColor(_ random: inout SplitMix64) -> RGBA {
        RGBA(
            red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
            blue: .random(in: 0...255, using: &random), alpha: [255, 128].randomElement(using: &random) ?? 255)
    }

    /// One random edit of `designSystem`'s value.
    private static func edit(_ designSystem: inout DesignSystem, _ random: inout SplitMix64) {
        let colors = designSystem.colors
        guard !colors.isEmpty else { return }
        let index = Int.random(in: 0..<colors.count, using: &random)
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            let color = randomColor(&random)
            designSystem.colors[index].resolved.light = color
            designSystem.colors[index].value.light = .literal(color)
        case 1 where colors.count > 1:
            designSystem.colors.remove(at: index)
        case 2:
            var added = colors[index]
            added.path = TokenPath(["extra", "c\(Int.random(in: 0...9999, using: &random))"])
            added.resolved.dark = randomColor(&random)
            if !designSystem.colors.contains(where: { $0.path == added.path }) {
                designSystem.colors.insert(added, at: Int.random(in: 0...colors.count, using: &random))
            }
        case 3:
            let path = TokenPath(
                colors[index].path.components.dropLast() + ["renamed\(Int.random(in: 0...999, using: &random))"])
            if !colors.contains(where: { $0.path == path }) { designSystem.colors[index].path = path }
        case 4:
            designSystem.colors.swapAt(index, Int.random(in: 0..<colors.count, using: &random))
        case 5:
            designSystem.colors[index].metadata.deprecation = Deprecation(reason: "Use another.")
        case 6:
            designSystem.colors[index].resolvedHighContrast = Appearances(
                light: randomColor(&random), dark: colors[index].resolved.dark)
        case 7:
            // A role of every profile mapped onto another color.
            let profile = OutputProfile.allCases.randomElement(using: &random) ?? .dsys
            let colorRoles = profile.roles.filter { $0.category == .color }
            guard let role = colorRoles.randomElement(using: &random) else { return }
            let mapping = RoleMapping(role: role.name, token: TokenKey(.color, colors[index].path))
            if let existing = designSystem.roleMappings.firstIndex(where: { $0.profile == profile.rawValue }) {
                designSystem.roleMappings[existing].mappings.removeAll { $0.role == role.name }
                designSystem.roleMappings[existing].mappings.append(mapping)
            } else {
                designSystem.roleMappings.append(ProfileRoleMappings(profile: profile.rawValue, mappings: [mapping]))
            }
        case 8:
            guard var shadows = designSystem.shadows, !shadows.isEmpty else { return }
            let shadow = Int.random(in: 0..<shadows.count, using: &random)
            let color = randomColor(&random)
            shadows[shadow].layers[0].color = .literal(color)
            shadows[shadow].layers[0].resolvedColor = Appearances(light: color, dark: color)
            designSystem.shadows = shadows
        case 9 where !designSystem.spacing.isEmpty:
            designSystem.spacing[Int.random(in: 0..<designSystem.spacing.count, using: &random)].value += 4
        case 10:
            designSystem.module =
                ["Tokens\(Int.random(in: 0...9, using: &random))", nil].randomElement(using: &random)
                ?? nil
        default:
            designSystem.exposedPrimitives = designSystem.exposedPrimitives.isEmpty ? ["palette"] : []
        }
    }
}

extension ColorValue {
    fileprivate var isLiteral: Bool {
        if case .literal = self { return true }
        return false
    }
}

/// A builder of the same input type as ``ColorsetFile``'s, for telling builders apart.
private enum OtherColorsetFile: FileBuilder {
    static func file(_ input: ColorsetFile.Input) -> GeneratedFile { GeneratedFile(path: "other", contents: []) }
}
