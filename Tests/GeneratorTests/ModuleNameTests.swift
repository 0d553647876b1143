import Foundation
import Generator
import TestSupport
import Tokens
import XCTest

/// The document's `module` (issue 30): the generated package's module in every profile, checked against the types the
/// package declares, a major change; and a document without it generates and diffs as before.
final class ModuleNameTests: XCTestCase {
    private func designSystem(_ example: String, module: String?) throws -> DesignSystem {
        let url = TestSupport.examples.appendingPathComponent("\(example)/design-system.json")
        var text = try String(contentsOf: url, encoding: .utf8)
        if let module {
            let range = try XCTUnwrap(text.range(of: "\"format\": 2,"))
            text.replaceSubrange(range, with: "\"format\": 2,\n  \"module\": \"\(module)\",")
        }
        return try DesignSystemDocument.load(
            Array(text.utf8), file: "design-system.json", requirements: OutputProfile.requirements())
    }

    func testTheModuleNamesThePackageInEveryProfile() throws {
        let examples: [(OutputProfile, String, manifest: String)] = [
            (.dsys, "full", "Package.swift"), (.theme, "profiles/theme", "Package.swift"),
            (.apptheme, "profiles/apptheme", "Package.swift"), (.catalog, "profiles/catalog", "Package.swift"),
            (.tokens, "profiles/tokens", "Package.swift"),
        ]
        for (profile, example, manifestPath) in examples {
            let renamed = try designSystem(example, module: "AcmeTokens")
            XCTAssertEqual(renamed.module, "AcmeTokens")
            XCTAssertEqual(Generator.moduleName(of: renamed, profile: profile), "AcmeTokens", "\(profile)")
            let files = Generator.generate(renamed, profile: profile)
            let manifest = try XCTUnwrap(files.first { $0.path == manifestPath }?.text)
            XCTAssertTrue(manifest.contains("    name: \"AcmeTokens\",\n"), "\(profile): \(manifest)")
            XCTAssertTrue(
                manifest.contains(".library(name: \"AcmeTokens\", targets: [\"AcmeTokens\"])"), "\(profile)")
            XCTAssertFalse(manifest.contains("\"DesignSystem\""), "\(profile): \(manifest)")
            // The tokens profile's own tests import the package by its name.
            for file in files where file.path.hasPrefix("Tests/") {
                XCTAssertTrue(file.text.contains("import AcmeTokens\n"), file.path)
                XCTAssertFalse(file.text.contains("import DesignSystem\n"), file.path)
            }
            // Without it, the package is what it was: the files are those of the document without `module`.
            let plain = try designSystem(example, module: nil)
            XCTAssertNil(plain.module)
            let renamedFiles = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
            for file in Generator.generate(plain, profile: profile)
            where file.path != manifestPath && !file.path.hasPrefix("Tests/") {
                XCTAssertEqual(renamedFiles[file.path], file.text, "\(profile): only the module's name changes")
            }
        }
    }

    func testAModuleNamedLikeATypeOfThePackageIsRefused() throws {
        for (example, type) in [("profiles/apptheme", "AppTheme"), ("full", "DSSpacingFixed"), ("full", "Color")] {
            XCTAssertThrowsError(try designSystem(example, module: type)) { error in
                guard case .invalidDocument(_, let diagnostics)? = error as? TokensError else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(diagnostics.map(\.code), [.identifierCollision], type)
                XCTAssertEqual(diagnostics.first?.pointer.description, "/module")
                XCTAssertTrue(
                    diagnostics.first?.message.contains("declares a type named \(type)") == true,
                    diagnostics.first?.message ?? "")
            }
        }
    }

    func testRenamingTheModuleIsAMajorChangeAndLintOptionsAPatch() throws {
        let before = try designSystem("full", module: nil)
        let renamed = try designSystem("full", module: "AcmeDesignSystem")
        let diff = SemanticDiff.between(before, renamed)
        XCTAssertEqual(diff.requiredBump, .major)
        XCTAssertEqual(
            diff.settingChanges.map { "\($0.key): \($0.old) → \($0.new)" }, ["module: default → AcmeDesignSystem"])
        var strict = before
        strict.lintOptions = LintOptions(severities: ["deprecated-token": .error], allowsSystemTextStyles: true)
        let lintDiff = SemanticDiff.between(before, strict)
        XCTAssertEqual(lintDiff.requiredBump, .patch)
        XCTAssertEqual(lintDiff.settingChanges.map(\.key), ["lint.rules", "lint.allow_system_text_styles"])
    }
}
