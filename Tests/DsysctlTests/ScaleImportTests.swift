import Foundation
import TestSupport
import XCTest

/// A DTCG set with whole scales (six spacings, six radii, ten text styles and a mono style) whose spacing steps are
/// references to primitive dimensions: it imports as scales, generates every step, and keeps its references through
/// export and import, so that retargeting one shows in `diff` as what it is.
final class ScaleImportTests: XCTestCase {
    private let source = TestSupport.fixtures.appendingPathComponent("dtcg-scales/tokens.json")

    private func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    func testEveryStepOfEveryScaleReachesSwift() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let imported = try Dsysctl.run(["import", source.path], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertTrue(
            imported.standardOutput.contains("11 text styles, 6 spacings, 6 radii"), imported.standardOutput)
        // The proposed roles' contrast is issue 22's (its role proposals); the rest of the document is valid.
        XCTAssertEqual(try Dsysctl.run(["validate", "--accessibility-policy", "warn"], in: project).status, 0)
        let generated = try Dsysctl.run(["generate"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let package = project.appendingPathComponent("DesignSystem")

        let spacing = try read(package.appendingPathComponent("Spacing+DesignSystem.swift"))
        for (name, points) in [("xs", 4), ("sm", 8), ("md", 16), ("lg", 24), ("xl", 32), ("xxl", 48)] {
            XCTAssertTrue(spacing.contains("public static let \(name)"), "DSSpacingFixed.\(name)")
            XCTAssertTrue(
                spacing.range(of: #"static let \#(name): +CGFloat = \#(points)\n"#, options: .regularExpression) != nil,
                "DSSpacingFixed.\(name) = \(points)\n\(spacing)")
        }
        let radius = try read(package.appendingPathComponent("Radius+DesignSystem.swift"))
        for name in ["none", "sm", "md", "lg", "xl", "full"] {
            XCTAssertTrue(radius.contains("public static let \(name)"), "DSRadius.\(name)")
        }
        let typography = try read(package.appendingPathComponent("Typography+DesignSystem.swift"))
        for name in [
            "display", "heading1", "heading2", "heading3", "heading4", "bodyLarge", "body", "bodySmall", "label",
            "caption", "code",
        ] {
            XCTAssertTrue(typography.contains("public static func \(name)() -> Font"), "DSFont.\(name)()")
        }
        // The mono style uses the mono family, which the import took from the font family tokens: its face is
        // looked up by family name.
        XCTAssertTrue(typography.contains("case .code: DSFontFaces.monoRegular"), typography)
        let faces = try read(package.appendingPathComponent("Fonts+DesignSystem.swift"))
        XCTAssertTrue(faces.contains(#"DSCustomFont(family: "JetBrains Mono")"#), faces)
    }

    func testAReferenceSurvivesExportAndImportAndItsRetargetIsReportedAsOne() throws {
        let project = try TestSupport.temporaryDirectory(self)
        XCTAssertEqual(try Dsysctl.run(["import", source.path], in: project).status, 0)
        let document = try read(project.appendingPathComponent(".dsys/design-system.json"))
        XCTAssertTrue(document.contains(#""md": "{other.size.400}""#), document)

        let exported = try Dsysctl.run(["export", "--format", "dtcg", "--output", "tokens"], in: project)
        XCTAssertEqual(exported.status, 0, exported.standardError)
        let tokens = try read(project.appendingPathComponent("tokens/design-system.tokens.json"))
        XCTAssertTrue(tokens.contains(#""$value": "{size.400}""#), "the DTCG file keeps the reference")
        let again = try Dsysctl.run(
            ["import", "--resolver", "tokens/design-system.resolver.json", "--output", "again.json"], in: project)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertEqual(try read(project.appendingPathComponent("again.json")), document)

        // The source retargets spacing.md from size.400 (16) to size.500 (20).
        let retargeted = try read(source).replacingOccurrences(
            of: #""md": {\#n      "$value": "{size.400}""#, with: #""md": {\#n      "$value": "{size.500}""#)
        XCTAssertNotEqual(retargeted, try read(source))
        let next = project.appendingPathComponent("next/tokens.json")
        try FileManager.default.createDirectory(at: next.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(retargeted.utf8).write(to: next)
        XCTAssertEqual(try Dsysctl.run(["import", "next/tokens.json", "--output", "next.json"], in: project).status, 0)
        let diff = try Dsysctl.run(["diff", ".dsys/design-system.json", "next.json"], in: project)
        XCTAssertEqual(diff.status, 0, diff.standardError)
        XCTAssertTrue(
            diff.standardOutput.contains(
                "spacing.md   {other.size.400} → {other.size.500} (16 → 20)  (alias retargeted)"), diff.standardOutput)
        XCTAssertTrue(diff.standardOutput.contains("patch: 1 changed"), diff.standardOutput)
    }
}
