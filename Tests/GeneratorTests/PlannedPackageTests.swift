import Foundation
import TestSupport
import Tokens
import XCTest

@testable import Generator

/// A package generated on the recipes of another document (``Generator/package(_:profile:companions:on:)``), as a
/// publish generates on the head's: the files it renders with those it names unchanged are a full generation's, and
/// each unchanged file is byte for byte the other package's file at that path, which is what lets a publish take its
/// blob id from the head's tree.
final class PlannedPackageTests: XCTestCase {
    func testEveryProfileOnAnotherDocumentsRecipesIsAFullGeneration() throws {
        let documents = try GeneratorDocuments.all()
        for profile in OutputProfile.allCases {
            for (index, (name, designSystem)) in documents.enumerated() {
                let neighbour = documents[(index + 1) % documents.count].designSystem
                try assertPlannedEqualsFull(
                    designSystem, on: neighbour, profile: profile, companions: ["CHANGELOG.md"],
                    "\(profile.rawValue): \(name) on its neighbour")
                // On itself: nothing built from a recipe is rendered.
                let planned = Generator.package(
                    designSystem, profile: profile, on: PackageRecipes(designSystem, profile: profile))
                let full = Generator.generate(designSystem, profile: profile)
                XCTAssertEqual(
                    planned.rendered.count + planned.unchangedPaths.count, full.count, "\(profile.rawValue): \(name)")
            }
        }
    }

    /// Chains of random edits (IncrementalGenerationTests' edits: colors changed, added, removed, renamed,
    /// reordered, deprecated, high contrast, roles, shadows, sizes, module, primitives), each generated on the
    /// recipes of the document before.
    func testChainsOfRandomEditsOnTheRecipesBeforeAreFullGenerations() throws {
        var random = SplitMix64(seed: 0x28_9B1)
        let starts = try GeneratorDocuments.all().filter {
            ["full", "profiles/catalog", "profiles/tokens", "large flat system"].contains($0.name)
        }
        for (name, start) in starts {
            for profile in OutputProfile.allCases {
                var designSystem = start
                for step in 0..<8 {
                    let before = designSystem
                    let edits = Int.random(in: 1...4, using: &random)
                    for _ in 0..<edits { IncrementalGenerationTests.edit(&designSystem, &random) }
                    try assertPlannedEqualsFull(
                        designSystem, on: before, profile: profile, companions: ["CHANGELOG.md"],
                        "\(name), \(profile.rawValue), step \(step)")
                }
            }
        }
    }

    /// The saving is real: after a one-color change only that color's colorset is rendered of the recipes; the colors
    /// file (declarations unchanged) and every other colorset are named unchanged.
    func testAOneColorChangeRendersOnlyThatColorsColorset() throws {
        let designSystem = try ProfileSymbolTests.largeFlatSystem()
        var edited = designSystem
        let index = try XCTUnwrap(
            edited.colors.firstIndex { token in
                if case .literal = token.value.light { return true }
                return false
            })
        edited.colors[index].resolved.light = RGBA(red: 1, green: 2, blue: 3)
        edited.colors[index].value.light = .literal(RGBA(red: 1, green: 2, blue: 3))
        let planned = Generator.package(edited, on: PackageRecipes(designSystem, profile: .dsys))
        let identifier = DSysNaming.colorIdentifiers(edited.colors)[index]
        XCTAssertEqual(
            planned.rendered.map(\.path).filter { $0.hasSuffix(".colorset/Contents.json") },
            ["Colors.xcassets/\(identifier).colorset/Contents.json"])
        XCTAssertFalse(planned.rendered.contains { $0.path == ColorsFile.path })
        XCTAssertTrue(planned.unchangedPaths.contains(ColorsFile.path))
        XCTAssertEqual(planned.unchangedPaths.count, edited.colors.count + Shadows.colorsets(edited).count)
    }

    /// A builder's ``FileBuilder/path(of:)`` is the path of the file it renders, for every recipe of every profile.
    func testEveryRecipesPathIsThePathOfTheFileItRenders() throws {
        var named = 0
        for profile in OutputProfile.allCases {
            let implementation = profile.implementation
            for (name, designSystem) in try GeneratorDocuments.all() {
                let plan = implementation.plan(of: designSystem, roles: implementation.assignment(in: designSystem))
                for recipe in plan.recipes {
                    guard let path = recipe.path else { continue }
                    named += 1
                    XCTAssertEqual(path, recipe.make().path, "\(profile.rawValue): \(name)")
                }
            }
        }
        XCTAssertGreaterThan(named, 1_000)
    }

    private func assertPlannedEqualsFull(
        _ designSystem: DesignSystem, on base: DesignSystem, profile: OutputProfile, companions: [String],
        _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let planned = Generator.package(
            designSystem, profile: profile, companions: companions, on: PackageRecipes(base, profile: profile))
        let full = Generator.generate(designSystem, profile: profile, companions: companions)
        let unchanged = planned.renderUnchanged()
        XCTAssertEqual(unchanged.map(\.path), planned.unchangedPaths, message, file: file, line: line)
        let together = (planned.rendered + unchanged).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        XCTAssertEqual(together.map(\.path), full.map(\.path), message, file: file, line: line)
        for (actual, wanted) in zip(together, full) where actual.contents != wanted.contents {
            XCTFail("\(message): \(actual.path) differs", file: file, line: line)
        }
        // What a publish relies on: each unchanged file is the base package's file at that path, byte for byte.
        let baseFiles = Dictionary(
            Generator.generate(base, profile: profile, companions: companions).map { ($0.path, $0.contents) },
            uniquingKeysWith: { first, _ in first })
        for made in unchanged where baseFiles[made.path] != made.contents {
            XCTFail("\(message): \(made.path) is named unchanged but differs from the base's", file: file, line: line)
        }
    }
}
