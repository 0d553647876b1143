import Foundation
import PackageOutput
import TestSupport
import XCTest

@testable import Generator

/// Type-checks generated packages with `swiftc` against the SwiftUI interface shim in
/// `Tests/SwiftUIShim` (SwiftUI does not exist on Linux), previews included, warnings as errors.
final class TypecheckTests: XCTestCase {
    private var typecheck: URL { TestSupport.shim.appendingPathComponent("typecheck.sh") }

    /// The language modes and build settings a package meets: Swift 5 and 6, as a Swift package
    /// (SwiftPM defines `SWIFT_PACKAGE` and `Bundle.module`) and copied into an app target.
    private static let allModes: [[String]] = [
        ["--swift-version", "5"], ["--swift-version", "6"],
        ["--swift-version", "5", "--define", "SWIFT_PACKAGE"], ["--swift-version", "6", "--define", "SWIFT_PACKAGE"],
    ]

    /// The package of `document`, generated with `profile`, by default the one it names.
    private func generate(_ document: URL, profile: OutputProfile? = nil) throws -> URL {
        let base = try TestSupport.temporaryDirectory(self)
        let root = base.appendingPathComponent("DesignSystem")
        let designSystem = try loadDocument(document)
        let chosen = try profile ?? XCTUnwrap(OutputProfile.chosen(for: designSystem))
        _ = try OutputWriter(root: root).write(Generator.generate(designSystem, profile: chosen))
        return root
    }

    /// `with`: more files type-checked in the package's module (app code using it).
    private func assertTypechecks(
        _ document: URL, profile: OutputProfile? = nil, modes: [[String]] = allModes, with extraFiles: [URL] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let root = try generate(document, profile: profile)
        for mode in modes {
            let result = try TestSupport.run(
                typecheck, mode + ["--warnings-as-errors", root.path] + extraFiles.map(\.path))
            XCTAssertEqual(
                result.status, 0,
                "\(document.lastPathComponent) \(mode.joined(separator: " ")):\n\(result.standardError)",
                file: file, line: line)
        }
    }

    /// With app code that uses the package as a team would: localized and verbatim titles (`LocalizedStringKey`
    /// and `StringProtocol` initializers), colors as shape styles (`.foregroundStyle(.dsTextMuted)`), `.dsFont(_:)`,
    /// a disabled button and a primitive through `DSPrimitives`.
    func testFullExampleTypechecksInEveryModeWithAppCodeUsingIt() throws {
        let document = TestSupport.examples.appendingPathComponent("full/design-system.json")
        try assertTypechecks(
            document,
            with: [
                TestSupport.fixtures.appendingPathComponent("call-sites/DesignSystemCallSites.swift"),
                lintReferenceCallSites(of: loadDocument(document), profile: .dsys, in: self),
            ])
    }

    /// The faces of custom fonts are looked up with UIKit on iOS and AppKit on macOS: each branch, through SIL in
    /// Swift 6 (the mode a package of tools 6.0 builds in), for every profile that draws custom fonts.
    func testCustomFontFacesTypecheckAsIOSAndAsMacOS() throws {
        let full = TestSupport.examples.appendingPathComponent("full/design-system.json")
        let postScript = TestSupport.fixtures.appendingPathComponent("valid/fonts-postscript.json")
        let platforms = ["ios", "macos"].map {
            ["--platform", $0, "--swift-version", "6", "--sil", "--define", "SWIFT_PACKAGE"]
        }
        for profile in [OutputProfile.dsys, .catalog] {
            try assertTypechecks(full, profile: profile, modes: platforms)
            try assertTypechecks(postScript, profile: profile, modes: platforms)
        }
        try assertTypechecks(
            TestSupport.fixtures.appendingPathComponent("valid/theme-every-feature.json"), profile: .theme,
            modes: platforms.map { $0 + ["--module-name", "AcmeQuotedKitDesignSystem"] })
    }

    func testMinimalExampleTypechecksInEveryMode() throws {
        try assertTypechecks(TestSupport.examples.appendingPathComponent("minimal/design-system.json"))
    }

    func testEveryFeatureTypechecks() throws {
        try assertTypechecks(
            TestSupport.fixtures.appendingPathComponent("valid/every-feature.json"),
            modes: [["--swift-version", "6", "--define", "SWIFT_PACKAGE"]])
    }

    func testFormat2DocumentsWithMappedRolesTypecheck() throws {
        // A role mapped to a token of another name (shadow.md → raised) must be what the components and the
        // modifiers' defaults use; high-contrast colors change colorsets only.
        for name in [
            "format-2-complete.json", "format-2-every-role-mapped.json", "format-2-minimal.json",
            "format-2-high-contrast.json",
        ] {
            try assertTypechecks(
                TestSupport.fixtures.appendingPathComponent("valid/\(name)"),
                modes: [["--swift-version", "6", "--define", "SWIFT_PACKAGE"]])
        }
    }

    /// The catalog profile's packages (the goldens of `GoldenTests`): the full example in both language modes, as a
    /// package and copied into an app (the bundle shim), the smallest document in both modes, the starter, whose
    /// roles are mapped, once. Swift 6 goes through SIL, where an initializer that leaves a property (a scaled
    /// metric of `DSTextStyle`) uninitialized is caught.
    func testCatalogPackagesTypecheck() throws {
        let swift5 = ["--swift-version", "5", "--define", "SWIFT_PACKAGE"]
        let swift6 = ["--swift-version", "6", "--sil", "--define", "SWIFT_PACKAGE"]
        let full = TestSupport.examples.appendingPathComponent("full/design-system.json")
        try assertTypechecks(
            full, profile: .catalog, modes: [swift5, swift6, ["--swift-version", "6"]],
            with: [lintReferenceCallSites(of: loadDocument(full), profile: .catalog, in: self)])
        try assertTypechecks(
            TestSupport.fixtures.appendingPathComponent("valid/catalog-minimal.json"), profile: .catalog,
            modes: [swift5, swift6])
        try assertTypechecks(
            TestSupport.examples.appendingPathComponent("profiles/catalog/design-system.json"), profile: .catalog,
            modes: [swift6])
    }

    /// The `theme` profile's golden packages, once per language mode (as a package in Swift 6, as app-target
    /// sources in Swift 5), under the module name their manifests give.
    func testThemeProfileGoldenPackagesTypecheck() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__")
        // The full golden is the theme starter's package: with app code that writes every suggestion of lint.
        let suggestions = try lintReferenceCallSites(
            of: loadExample("profiles/theme"), profile: .theme, in: self)
        for (golden, module) in [("theme-full", "ChallengeDesignSystem"), ("theme-minimal", "MinimalDesignSystem")] {
            let root = snapshots.appendingPathComponent(golden)
            let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
            XCTAssertTrue(manifest.contains(".library(name: \"\(module)\", targets: [\"\(module)\"])"), manifest)
            for mode in [["--swift-version", "5"], ["--swift-version", "6", "--define", "SWIFT_PACKAGE"]] {
                let result = try TestSupport.run(
                    typecheck,
                    mode + ["--module-name", module, "--warnings-as-errors", root.path]
                        + (golden == "theme-full" ? [suggestions.path] : []))
                XCTAssertEqual(result.status, 0, "\(golden) \(mode.joined(separator: " ")):\n\(result.standardError)")
            }
        }
    }

    /// Roles mapped to tokens of other names, the document's other tokens (deprecated ones too), custom fonts,
    /// shadows of several layers whose colors are palette colors, and hostile strings in the `theme` profile.
    func testThemeProfileOfEveryFeatureTypechecks() throws {
        let document = TestSupport.fixtures.appendingPathComponent("valid/theme-every-feature.json")
        let root = try TestSupport.temporaryDirectory(self).appendingPathComponent("Acme")
        _ = try OutputWriter(root: root).write(Generator.generate(try loadDocument(document), profile: .theme))
        let result = try TestSupport.run(
            typecheck,
            [
                "--swift-version", "6", "--define", "SWIFT_PACKAGE", "--module-name", "AcmeQuotedKitDesignSystem",
                "--warnings-as-errors", root.path,
            ])
        XCTAssertEqual(result.status, 0, result.standardError)
    }

    /// The apptheme profile's packages for iOS and for macOS (each branch of `#if canImport(UIKit)` /
    /// `#elseif canImport(AppKit)`), through SIL, where definite initialization and Swift 6's region isolation are
    /// checked; with app code that uses `AppTheme` as seed 003 prescribes. The full package in Swift 5 and 6 on each
    /// platform; the minimal one, which has no platform code, once per Swift mode.
    func testAppThemePackagesTypecheckAsIOSAndAsMacOS() throws {
        let usage = TestSupport.fixtures.appendingPathComponent("apptheme-usage/AppThemeUsage.swift")
        let package = ["--sil", "--define", "SWIFT_PACKAGE"]
        let starter = TestSupport.examples.appendingPathComponent("profiles/apptheme/design-system.json")
        let suggestions = try lintReferenceCallSites(of: loadDocument(starter), profile: .apptheme, in: self)
        try assertTypechecks(
            starter,
            modes: [
                ["--platform", "ios", "--swift-version", "5"], ["--platform", "ios", "--swift-version", "6"],
                ["--platform", "macos", "--swift-version", "5"], ["--platform", "macos", "--swift-version", "6"],
            ].map { $0 + package }, with: [usage, suggestions])
        try assertTypechecks(
            TestSupport.fixtures.appendingPathComponent("valid/apptheme-minimal.json"),
            modes: [["--platform", "ios", "--swift-version", "5"], ["--platform", "macos", "--swift-version", "6"]].map
            {
                $0 + package
            }, with: [usage])
        // High-contrast colors: `Color(light:dark:lightHighContrast:darkHighContrast:)` reads UIKit's
        // `accessibilityContrast` and AppKit's high-contrast appearances.
        try assertTypechecks(
            TestSupport.fixtures.appendingPathComponent("valid/apptheme-high-contrast.json"),
            modes: [["--platform", "ios", "--swift-version", "5"], ["--platform", "macos", "--swift-version", "6"]].map
            {
                $0 + package
            }, with: [usage])
        // Roles mapped onto tokens of other names: their own symbols, as the app code uses them.
        try assertTypechecks(
            TestSupport.fixtures.appendingPathComponent("valid/apptheme-mapped-roles.json"),
            modes: [["--platform", "ios", "--swift-version", "6"] + package], with: [usage])
    }

    /// Quotes, backslashes, `*/`, `#"`, line breaks, `../` and non-ASCII text in names,
    /// descriptions and font families: the output type-checks and stays inside its folder.
    func testHostileStringsTypecheckAndStayInsideTheOutputFolder() throws {
        let document = TestSupport.fixtures.appendingPathComponent("valid/injection.json")
        try assertTypechecks(
            document, modes: [["--swift-version", "5"], ["--swift-version", "6", "--define", "SWIFT_PACKAGE"]])
        let root = try generate(document)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.deletingLastPathComponent().path), ["DesignSystem"]
        )
        let files = TestSupport.files(below: root).filter { $0 != OutputWriter.manifestName }
        XCTAssertEqual(files, Generator.generate(try loadDocument(document)).map(\.path))
        for path in files {
            // Letters, digits, `+`, `.`, `/`, and the hyphens of the strings' language folders (`pt-BR.lproj`).
            XCTAssertTrue(path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+./-".contains($0)) }, path)
        }
    }

    /// The same hostile document in the catalog profile: names become asset folders and Swift members of ASCII
    /// letters and digits only, and the strings the gallery shows are escaped.
    func testHostileStringsTypecheckInTheCatalogProfile() throws {
        let document = TestSupport.fixtures.appendingPathComponent("valid/injection.json")
        try assertTypechecks(
            document, profile: .catalog, modes: [["--swift-version", "6", "--define", "SWIFT_PACKAGE"]])
        let paths = Generator.generate(try loadDocument(document), profile: .catalog).map(\.path)
        for path in paths {
            // Letters, digits, `+`, `.`, `/`, and the hyphens of the strings' language folders (`pt-BR.lproj`).
            XCTAssertTrue(path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+./-".contains($0)) }, path)
        }
    }

    /// The shim must stay honest: it rejects an iOS 17-only API and one that does not exist.
    func testTheShimRejectsIOS17OnlyAndUndeclaredAPI() throws {
        for name in [
            "ios17-only.swift", "ios17-text-foregroundstyle.swift", "undeclared-api.swift", "preview-body-error.swift",
        ] {
            let file = TestSupport.shim.appendingPathComponent("negative/\(name)")
            // Each negative sample names the diagnostic it must produce.
            let source = try String(contentsOf: file, encoding: .utf8)
            let expected = try XCTUnwrap(
                source.split(separator: "\n").first { $0.hasPrefix("// expect: ") }?.dropFirst("// expect: ".count))
            let result = try TestSupport.run(typecheck, ["--swift-version", "5", file.path])
            XCTAssertNotEqual(result.status, 0, "\(name) type-checks, but must not")
            XCTAssertTrue(result.standardError.contains(String(expected)), "\(name): \(result.standardError)")
        }
    }

    /// Every sample the shim must accept and every negative it must reject, and the `#Preview`
    /// plugin's own tests.
    func testTheShimSelfTest() throws {
        let result = try TestSupport.run(TestSupport.shim.appendingPathComponent("selftest.sh"), [])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
    }

    /// A published version's tree has a `CHANGELOG.md` beside the package: SwiftPM warns of it unless the manifest
    /// excludes it, and of the exclude where it is absent. `swift build` says so (`swift package describe` does
    /// not); an unknown product stops it once it has loaded the package, before it compiles.
    func testTheManifestExcludesTheChangelogExactlyWhenThePackageCarriesOne() throws {
        let designSystem = try loadExample("minimal")
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        func warnings(_ files: [GeneratedFile], changelog: Bool) throws -> [String] {
            let root = try TestSupport.temporaryDirectory(self, "package-\(UUID().uuidString.prefix(8))")
                .appendingPathComponent("DesignSystem")
            _ = try OutputWriter(root: root).write(files)
            if changelog { try Data("# Changelog\n".utf8).write(to: root.appendingPathComponent("CHANGELOG.md")) }
            let result = try TestSupport.run(
                swift,
                [
                    "swift", "build", "--package-path", root.path, "--scratch-path",
                    root.deletingLastPathComponent().appendingPathComponent("scratch").path, "--product",
                    "dsys-no-such-product",
                ])
            let output = result.standardOutput + result.standardError
            XCTAssertTrue(output.contains("no product named"), output)
            return output.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init)
        }
        let generated = Generator.generate(designSystem)
        let published = Generator.generate(designSystem, companions: ["CHANGELOG.md"])
        XCTAssertEqual(try warnings(generated, changelog: false), [])
        XCTAssertEqual(try warnings(published, changelog: true), [])
        // The check is live: each manifest in the other's folder warns.
        XCTAssertTrue(try warnings(generated, changelog: true).first?.contains("unhandled") == true)
        XCTAssertTrue(try warnings(published, changelog: false).first?.contains("Invalid Exclude") == true)
        let manifest = try XCTUnwrap(published[path: "Package.swift"]).text
        XCTAssertTrue(manifest.contains(#"exclude: ["CHANGELOG.md", "Package.swift"],"#), manifest)
    }

    func testGeneratedPackageManifestIsAValidPackage() throws {
        let root = try generate(TestSupport.examples.appendingPathComponent("minimal/design-system.json"))
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let result = try TestSupport.run(swift, ["swift", "package", "dump-package", "--package-path", root.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(manifest["name"] as? String, "DesignSystem")
        let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]])
        XCTAssertEqual(targets.first?["path"] as? String, ".")
        XCTAssertEqual(targets.first?["exclude"] as? [String], ["Package.swift"])
        let resources = try XCTUnwrap(targets.first?["resources"] as? [[String: Any]])
        XCTAssertEqual(resources.first?["path"] as? String, "Colors.xcassets")
        let platforms = try XCTUnwrap(manifest["platforms"] as? [[String: Any]])
        XCTAssertEqual(platforms.map { $0["platformName"] as? String }, ["ios", "macos"])
        XCTAssertEqual(platforms.map { $0["version"] as? String }, ["16.0", "13.0"])
    }
}
