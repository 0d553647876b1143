import Foundation
import Generator
import TestSupport
import Tokens
import XCTest

/// The generated package of each example, compared byte for byte with the committed copy in
/// `__Snapshots__/`. Re-record with `DSYS_RECORD=1 swift test --filter GoldenTests` (never on
/// CI) and review the diff like code; changed bytes need a new `Generator.version` and its hash.
final class GoldenTests: XCTestCase {
    private let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    func testFullExample() throws {
        try assertGolden("full")
    }

    func testMinimalExample() throws {
        try assertGolden("minimal")
    }

    /// The `theme` profile's package of its starter (`dsysctl init --profile theme`) and of a document with
    /// nothing but its roles.
    func testThemeProfileOfItsStarter() throws {
        try assertGolden(
            "theme-full", document: TestSupport.examples.appendingPathComponent("profiles/theme/design-system.json"))
    }

    func testThemeProfileOfAMinimalDocument() throws {
        try assertGolden(
            "theme-minimal", document: TestSupport.fixtures.appendingPathComponent("valid/theme-minimal.json"))
    }

    /// The `apptheme` profile's starter (light and dark, every kind of token it renders).
    func testAppThemeFullExample() throws {
        try assertGolden(
            "apptheme-full",
            document: TestSupport.examples.appendingPathComponent("profiles/apptheme/design-system.json"))
    }

    /// A single-appearance document with only what the `apptheme` profile requires.
    func testAppThemeMinimalDocument() throws {
        try assertGolden(
            "apptheme-minimal", document: TestSupport.fixtures.appendingPathComponent("valid/apptheme-minimal.json"))
    }

    /// The catalog profile's package of the full example (custom fonts, a palette three levels deep, a deprecated
    /// color, shadows), of its starter (roles mapped, line heights, letter spacing, system fonts) and of the
    /// smallest document it takes.
    func testCatalogPackages() throws {
        try assertGolden(
            "catalog-full", document: TestSupport.examples.appendingPathComponent("full/design-system.json"),
            profile: .catalog)
        try assertGolden(
            "catalog-starter",
            document: TestSupport.examples.appendingPathComponent("profiles/catalog/design-system.json"))
        try assertGolden(
            "catalog-minimal", document: TestSupport.fixtures.appendingPathComponent("valid/catalog-minimal.json"))
    }

    /// The `tokens` profile's starter (palettes, 17 presets, glows, gradients, a deprecated color).
    func testTokensProfileStarter() throws {
        try assertGolden(
            "tokens-full", document: TestSupport.examples.appendingPathComponent("profiles/tokens/design-system.json"))
    }

    /// A document with only what the `tokens` profile's styles need (system fonts, no shadows, no gradients).
    func testTokensProfileMinimal() throws {
        try assertGolden(
            "tokens-minimal", document: TestSupport.fixtures.appendingPathComponent("valid/tokens-minimal.json"))
    }

    /// Colors with high-contrast values (`light_hc`, `dark_hc`, and an alias that takes its target's): the `dsys`
    /// package's colorsets with Xcode's `contrast: high` appearances, and `apptheme`'s and `tokens`' colors that
    /// follow Increase Contrast. Not in the pinned hash: no document before high-contrast values could generate them.
    func testHighContrastPackages() throws {
        try assertGolden(
            "dsys-high-contrast",
            document: TestSupport.fixtures.appendingPathComponent("valid/format-2-high-contrast.json"))
        try assertGolden(
            "apptheme-high-contrast",
            document: TestSupport.fixtures.appendingPathComponent("valid/apptheme-high-contrast.json"))
        try assertGolden(
            "tokens-high-contrast",
            document: TestSupport.fixtures.appendingPathComponent("valid/tokens-high-contrast.json"))
    }

    /// The golden packages' hash for each generator version: a revision records the generator
    /// version so that `regenerate` can promise the same bytes, so bytes may only change with it.
    /// The hash is SHA-256 over the golden packages as `sha256sum` lists them, sorted by path:
    /// `cd __Snapshots__ && find apptheme-full apptheme-minimal catalog-full catalog-minimal catalog-starter full minimal
    /// theme-full theme-minimal tokens-full tokens-minimal -type f | LC_ALL=C sort | xargs -d '\n' sha256sum | sha256sum`.
    private static let goldenHashes: [String: String] = [
        "0.1.0": "ef5d3900117100782c4bf25ecb063ac4c892c94596e3b978680d43e4583328bd",
        "0.2.0": "85c62d69037df532d42450eb92eaf5f8858faa267c09db80323d4d71f0cba07f",
        "0.3.0": "4846dc16e775fa2058abbfadda3e2e35d0761305187d50ee6139ca13793582c0",
        "0.3.1": "cab32d88657f544779c3b3233bb937a51160231b2dbc7206088c8a7a2e745711",
    ]

    /// The golden packages the hash covers: every profile's.
    private static let pinned = [
        "apptheme-full", "apptheme-minimal", "catalog-full", "catalog-minimal", "catalog-starter", "full", "minimal",
        "theme-full", "theme-minimal", "tokens-full", "tokens-minimal",
    ]

    func testTheGoldenPackagesArePinnedToTheGeneratorVersion() throws {
        var listing = ""
        for example in Self.pinned {
            let folder = snapshots.appendingPathComponent(example)
            let paths = TestSupport.files(below: folder)
            XCTAssertFalse(paths.isEmpty, "no golden package \(example)")
            for path in paths {
                let bytes = try Data(contentsOf: folder.appendingPathComponent(path))
                listing += "\(SHA256.hex(SHA256.hash(bytes)))  \(example)/\(path)\n"
            }
        }
        let hash = SHA256.hex(SHA256.hash(Array(listing.utf8)))
        let version = Generator.version
        guard let pinned = Self.goldenHashes[version] else {
            XCTFail("Generator.version \(version) has no pinned hash: add \"\(version)\": \"\(hash)\" to goldenHashes")
            return
        }
        XCTAssertEqual(
            hash, pinned,
            "the golden packages changed but Generator.version is still \(version): bump Generator.version "
                + "and add its hash \"\(hash)\" to goldenHashes (keep the old ones)")
    }

    /// `document`: by default the example of the folder's name; generated with `profile`, by default the one it names.
    private func assertGolden(
        _ example: String, document: URL? = nil, profile: OutputProfile? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let designSystem =
            try document.map(loadDocument) ?? loadExample(example)
        let files = Generator.generate(
            designSystem, profile: try profile ?? XCTUnwrap(OutputProfile.chosen(for: designSystem)))
        try Golden.assert(
            files: files.map { ($0.path, $0.contents) }, match: snapshots.appendingPathComponent(example),
            name: example, file: file, line: line)
    }
}
