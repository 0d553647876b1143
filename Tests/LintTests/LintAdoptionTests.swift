import Foundation
import Generator
import Lint
import SwiftParser
import SwiftSyntax
import TestSupport
import Tokens
import XCTest

/// Issue 30: what a team needs to make lint blocking: configuration (item 3), default exclusions, a baseline
/// (item 2) and fixes that keep every other byte (item 5).
final class LintAdoptionTests: XCTestCase {
    private func designSystem(_ edit: (inout DesignSystem) -> Void = { _ in }) throws -> DesignSystem {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        var designSystem = try document.load(requirements: OutputProfile.requirements())
        edit(&designSystem)
        return designSystem
    }

    private func linter(_ edit: (inout DesignSystem) -> Void = { _ in }) throws -> Linter {
        Linter(designSystem: try designSystem(edit), profile: .dsys)
    }

    /// A project folder holding `files` (relative path → contents).
    private func project(_ files: [String: String]) throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        for (path, text) in files { try write(Data(text.utf8), to: root.appendingPathComponent(path)) }
        return root
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    // ── Configuration ───────────────────────────────────────────────────────────────────────────────────────────

    func testTheRulesKnownToTheDocumentAreLintsRules() {
        XCTAssertEqual(LintOptions.ruleIdentifiers, LintRule.allCases.map(\.rawValue))
    }

    func testTheDocumentsLintOptionsAreRead() throws {
        let url = TestSupport.fixtures.appendingPathComponent("valid/format-2-lint-rules.json")
        let designSystem = try DesignSystemDocument.load([UInt8](Data(contentsOf: url)), file: "rules.json")
        XCTAssertEqual(
            designSystem.lintOptions,
            LintOptions(
                exclude: ["Pods-Local"],
                severities: [
                    "font-literal": .warning, "radius-literal": .off, "deprecated-token": .error,
                    "color-literal": .note,
                ], allowsSystemTextStyles: true))
        let configuration = LintConfiguration(designSystem.lintOptions)
        XCTAssertEqual(configuration.severity(of: .spacingLiteral), .error, "a rule not named keeps its default")
        XCTAssertEqual(LintConfiguration().severity(of: .deprecatedToken), .warning)
    }

    func testSeveritiesWeighFindingsInTheExitStatusTheTextAndSARIF() throws {
        let linter = try linter {
            $0.lintOptions.severities = ["font-literal": .warning, "radius-literal": .off, "color-literal": .note]
        }
        let project = try project([
            "App/Card.swift": "let a = Text(\"a\").font(.title2).cornerRadius(12).foregroundStyle(Color.red)\n"
        ])
        let outcome = try LintRun.run(linter, options: LintRun.Options(project: project.path))
        XCTAssertEqual(outcome.report.findings.map(\.rule), [.fontLiteral, .colorLiteral], "radius-literal is off")
        XCTAssertEqual(outcome.report.findings.map(\.severity), [.warning, .note])
        XCTAssertFalse(outcome.report.fails, "warnings and notes do not fail the run")
        let text = LintRendering.text(outcome)
        XCTAssertTrue(text.hasPrefix("App/Card.swift:1:24: font-literal (warning): hard-coded font .title2"), text)
        XCTAssertTrue(text.hasSuffix("2 findings in 1 file: 1 warning, 1 note\n"), text)

        let log = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(LintRendering.sarif(outcome, toolVersion: "1.0.0").utf8))
                as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.compactMap { $0["level"] as? String }, ["warning", "note"])
        let rules = try XCTUnwrap(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let radius = try XCTUnwrap(rules.first { $0["id"] as? String == "radius-literal" })
        XCTAssertEqual((radius["defaultConfiguration"] as? [String: Any])?["enabled"] as? Bool, false)

        // The same code with the defaults fails.
        XCTAssertTrue(try LintRun.run(try self.linter(), options: LintRun.Options(project: project.path)).report.fails)
    }

    func testSystemTextStylesMayBeAllowed() throws {
        let source = """
            let a = Text("a").font(.headline)
            let b = Text("b").font(.system(.body, design: .rounded)).font(.title.bold())
            let c = Text("c").font(.system(size: 17)).font(.custom("Inter", size: 16))
            """
        let allowed = try linter { $0.lintOptions.allowsSystemTextStyles = true }
        XCTAssertEqual(
            allowed.lint(source: source, file: "A.swift").findings.map(\.code),
            [".system(size: 17)", ".custom(\"Inter\", size: 16)"])
        XCTAssertEqual(try linter().lint(source: source, file: "A.swift").findings.count, 5)
    }

    // ── What every run leaves out ───────────────────────────────────────────────────────────────────────────────

    func testVendoredBuildAndGeneratedCodeIsLeftOutByDefault() throws {
        let literal = "let a = Text(\"a\").padding(20)\n"
        let project = try project([
            "App/Home.swift": literal,
            // "generated" in a comment that is no generator's header.
            "App/Colors.swift": "// The generated colors live in the design system.\n" + literal,
            "Pods/Alamofire/Source/Session.swift": literal,
            "ios/Pods/SnapKit/ConstraintMaker.swift": literal,
            "Carthage/Checkouts/Kingfisher/Sources/Image.swift": literal,
            "DerivedData/App/Build/Intermediates/GeneratedAssetSymbols.swift": literal,
            "build/SourcePackages/checkouts/lottie/Sources/Animation.swift": literal,
            "App/Generated/Assets.swift":
                "// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n\n"
                + literal,
            "App/R.generated.swift":
                "//\n// This is a generated file, do not edit!\n// Generated by R.swift, see https://github.com/mac-cain13/R.swift\n//\n\n"
                + literal,
            "App/AutoMockable.generated.swift":
                "// Generated using Sourcery 2.1.7 — https://github.com/krzysztofzablocki/Sourcery\n// DO NOT EDIT\n"
                + literal,
        ])
        let outcome = try LintRun.run(try linter(), options: LintRun.Options(project: project.path))
        XCTAssertEqual(outcome.report.files, ["App/Colors.swift", "App/Home.swift"])
        XCTAssertEqual(outcome.report.findings.map(\.file), ["App/Colors.swift", "App/Home.swift"])
        // Given by name (a CI script passing the changed files), an excluded file stays excluded.
        let named = try LintRun.run(
            try linter(),
            options: LintRun.Options(project: project.path, paths: ["Pods/Alamofire/Source/Session.swift"]))
        XCTAssertEqual(named.report.files, [])
        XCTAssertTrue(named.report.fails, "paths that hold only excluded files are a problem")
    }

    // ── Baseline ────────────────────────────────────────────────────────────────────────────────────────────────

    private let settingsView = """
        import SwiftUI

        struct SettingsView: View {
            var body: some View {
                VStack(spacing: 12) {
                    Text("Account").padding(20)
                    Text("Privacy").padding(20)
                }
                .cornerRadius(10)
            }
        }

        """

    func testABaselineKeepsItsFindingsWhenLinesMoveAndFailsOnlyOnNewOnes() throws {
        let project = try project(["App/SettingsView.swift": settingsView])
        let linter = try linter()
        let first = try LintRun.run(linter, options: LintRun.Options(project: project.path))
        XCTAssertEqual(first.report.findings.map(\.code), ["12", "20", "20", "10"])
        let baseline = Baseline(findings: first.report.findings)

        // Lines added above, the body re-indented, a new finding, a second copy of an accepted one, and one line
        // edited.
        let edited = """
            import SwiftUI

            /// Settings, with a header now.
            struct SettingsView: View {
                var title = "Settings"

                var body: some View {
                      VStack(spacing: 12) {
                          Text(title).padding(6)
                          Text("Account").padding(20)
                          Text("Account").padding(20)
                          Text("Privacy policy").padding(20)
                      }
                      .cornerRadius(10)
                }
            }

            """
        try edited.write(
            to: project.appendingPathComponent("App/SettingsView.swift"), atomically: true, encoding: .utf8)
        let second = try LintRun.run(linter, options: LintRun.Options(project: project.path, baseline: baseline))
        XCTAssertEqual(
            second.report.findings.map { "\($0.start.line) \($0.code) \($0.baselineState?.rawValue ?? "-")" },
            [
                "8 12 unchanged", "9 6 new", "10 20 unchanged", "11 20 new", "12 20 new", "14 10 unchanged",
            ])
        XCTAssertEqual(second.report.absentFromBaseline, 1, "the Privacy line's finding is gone")
        XCTAssertTrue(second.report.fails)
        XCTAssertEqual(second.report.shownFindings.map(\.start.line), [9, 11, 12])
        XCTAssertEqual(
            LintRendering.summary(second),
            "3 new findings in 1 file; 3 in the baseline (1 of its findings no longer found: --write-baseline drops "
                + "them)")

        // Only baseline findings: the run passes, and the text shows none.
        try settingsView.write(
            to: project.appendingPathComponent("App/SettingsView.swift"), atomically: true, encoding: .utf8)
        let clean = try LintRun.run(linter, options: LintRun.Options(project: project.path, baseline: baseline))
        XCTAssertFalse(clean.report.fails)
        XCTAssertEqual(LintRendering.text(clean), "no new findings in 1 file; 4 in the baseline\n")
    }

    func testABaselineRoundTripsThroughItsFileAndItsLogIsValidSARIF() throws {
        let project = try project(["App/SettingsView.swift": settingsView])
        let outcome = try LintRun.run(try linter(), options: LintRun.Options(project: project.path))
        let baseline = Baseline(findings: outcome.report.findings)
        let file = project.appendingPathComponent("lint-baseline.json")
        try baseline.text.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Baseline.read(file.path), baseline)
        XCTAssertEqual(baseline.entries.map(\.line), [5, 6, 7, 9])
        XCTAssertEqual(
            Set(baseline.entries.map(\.fingerprint)).count, 4, "the two Text(…).padding(20) differ by line text")

        try (settingsView.replacingOccurrences(of: "Text(\"Privacy\")", with: "Text(\"Terms\")")).write(
            to: project.appendingPathComponent("App/SettingsView.swift"), atomically: true, encoding: .utf8)
        let marked = try LintRun.run(
            try linter(), options: LintRun.Options(project: project.path, baseline: try Baseline.read(file.path)))
        let log = LintRendering.sarif(marked, toolVersion: "1.0.0")
        let sarif = project.appendingPathComponent("lint.sarif")
        try log.write(to: sarif, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try TestSupport.schemaVerdicts("Tests/Fixtures/lint/sarif-schema-2.1.0.json", [sarif]), [sarif.path: true])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let results = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(
            results.compactMap { $0["baselineState"] as? String }, ["unchanged", "unchanged", "new", "unchanged"])
        XCTAssertEqual(
            results.compactMap { ($0["partialFingerprints"] as? [String: String])?["dsysLintFingerprint/v1"] },
            marked.report.findings.map(\.fingerprint))
    }

    func testABaselineThatCannotBeReadSaysWhyAndHowToMakeOne() throws {
        let folder = try TestSupport.temporaryDirectory(self)
        let cases: [(String, String?, String)] = [
            ("missing.json", nil, "there is no such file"),
            ("notes.json", "# not JSON\n", "it is not a baseline of dsysctl lint"),
            (
                "other.json", #"{ "tool": "swiftlint", "version": 1, "findings": [] }"#,
                #"it is a baseline of "swiftlint""#
            ),
            (
                "newer.json", #"{ "tool": "dsysctl lint", "version": 2, "findings": [] }"#,
                #"it is a baseline of "dsysctl lint" version 2, not of dsysctl lint version 1"#
            ),
        ]
        for (name, contents, reason) in cases {
            let path = folder.appendingPathComponent(name).path
            if let contents { try contents.write(toFile: path, atomically: true, encoding: .utf8) }
            XCTAssertThrowsError(try Baseline.read(path)) { error in
                let message = (error as? LintError)?.errorDescription ?? ""
                XCTAssertTrue(message.hasPrefix("cannot read the baseline \(path): \(reason)"), message)
                XCTAssertTrue(message.hasSuffix("write one with `dsysctl lint --write-baseline \(path)`"), message)
            }
        }
        XCTAssertThrowsError(try Baseline.read(folder.path)) {
            XCTAssertTrue((($0 as? LintError)?.errorDescription ?? "").contains("it is a folder"))
        }
    }

    // ── Byte-exact fixes ────────────────────────────────────────────────────────────────────────────────────────

    /// Fixes `bytes` as `App/View.swift`, checks the result is `expected` byte for byte, and that a second run
    /// changes nothing.
    private func assertFixes(
        _ bytes: [UInt8], to expected: [UInt8], line: UInt = #line
    ) throws {
        let project = try TestSupport.temporaryDirectory(self, "fix\(line)")
        let file = project.appendingPathComponent("App/View.swift")
        try write(Data(bytes), to: file)
        let first = try LintRun.run(try linter(), options: LintRun.Options(project: project.path, fix: true))
        XCTAssertEqual(first.fixedFindings, 1, line: line)
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: file), as: UTF8.self), String(decoding: expected, as: UTF8.self),
            line: line)
        XCTAssertEqual([UInt8](try Data(contentsOf: file)), expected, line: line)
        let second = try LintRun.run(try linter(), options: LintRun.Options(project: project.path, fix: true))
        XCTAssertEqual(second.fixedFindings, 0, line: line)
        XCTAssertEqual([UInt8](try Data(contentsOf: file)), expected, "a second run changes nothing", line: line)
    }

    func testFixKeepsAByteOrderMark() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        try assertFixes(
            bom + Array("import SwiftUI\n\nlet a = Text(\"a\").padding(16)\n".utf8),
            to: bom
                + Array("import DesignSystem\nimport SwiftUI\n\nlet a = Text(\"a\").padding(DSSpacingFixed.md)\n".utf8))
        // Columns on the first line do not count it.
        let project = try project([
            "A.swift": String(decoding: bom, as: UTF8.self) + "let a = Text(\"a\").padding(16)\n"
        ])
        let outcome = try LintRun.run(try linter(), options: LintRun.Options(project: project.path))
        XCTAssertEqual(outcome.report.findings.map(\.start.column), [27])
    }

    func testFixKeepsCRLFLineEndings() throws {
        try assertFixes(
            Array("import UIKit\r\nimport SwiftUI\r\n\r\nlet a = Text(\"a\").padding(16)\r\n".utf8),
            to: Array(
                "import UIKit\r\nimport SwiftUI\r\nimport DesignSystem\r\n\r\nlet a = Text(\"a\").padding(DSSpacingFixed.md)\r\n"
                    .utf8))
        // No import yet, below a header comment; and a file whose last line has no line break.
        try assertFixes(
            Array("// View.swift\r\n\r\nlet a = Text(\"a\").padding(16)".utf8),
            to: Array(
                "// View.swift\r\n\r\nimport DesignSystem\r\n\r\nlet a = Text(\"a\").padding(DSSpacingFixed.md)".utf8))
        try assertFixes(
            Array("import SwiftUI\r\nlet a = Text(\"a\").padding(16)".utf8),
            to: Array("import DesignSystem\r\nimport SwiftUI\r\nlet a = Text(\"a\").padding(DSSpacingFixed.md)".utf8))
    }

    func testAnImportInsideIfIsAnImportAlready() throws {
        try assertFixes(
            Array(
                """
                import SwiftUI
                #if canImport(DesignSystem)
                    import DesignSystem
                #endif

                let a = Text("a").padding(16)

                """.utf8),
            to: Array(
                """
                import SwiftUI
                #if canImport(DesignSystem)
                    import DesignSystem
                #endif

                let a = Text("a").padding(DSSpacingFixed.md)

                """.utf8))
        // An import of another module inside `#if` is not the package's.
        try assertFixes(
            Array("#if os(iOS)\nimport UIKit\n#endif\nimport SwiftUI\n\nlet a = Text(\"a\").padding(16)\n".utf8),
            to: Array(
                "#if os(iOS)\nimport UIKit\n#endif\nimport DesignSystem\nimport SwiftUI\n\nlet a = Text(\"a\").padding(DSSpacingFixed.md)\n"
                    .utf8))
    }

    // ── An app with a module of the package's name ──────────────────────────────────────────────────────────────

    /// A copy of `Tests/Fixtures/lint/module-clash`: an app whose own `DesignSystem` package (a button style, an
    /// extension, tests) sits in `Packages/DesignSystem`, and whose views import it.
    private func clashingApp() throws -> URL {
        let project = try TestSupport.temporaryDirectory(self)
        let app = project.appendingPathComponent("app")
        try FileManager.default.copyItem(
            at: TestSupport.fixtures.appendingPathComponent("lint/module-clash"), to: app)
        return app
    }

    private func contents(below root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in TestSupport.files(below: root) {
            result[path] = try Data(contentsOf: root.appendingPathComponent(path))
        }
        return result
    }

    func testFixRefusesAnAppWithAModuleOfThePackagesNameAndChangesNothing() throws {
        let app = try clashingApp()
        let before = try contents(below: app)
        XCTAssertThrowsError(
            try LintRun.run(try linter(), options: LintRun.Options(project: app.path, fix: true))
        ) { error in
            guard case .moduleClash(let module, let modules, let renameTo, _)? = error as? LintError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(module, "DesignSystem")
            XCTAssertEqual(
                modules,
                [
                    AppModule(
                        name: "DesignSystem", declaredIn: "Packages/DesignSystem/Package.swift",
                        folder: "Packages/DesignSystem/Sources/DesignSystem")
                ])
            XCTAssertEqual(renameTo, "SampleDesignSystem", "the document's name, as the theme profile spells it")
            let message = (error as? LintError)?.errorDescription ?? ""
            XCTAssertTrue(
                message.contains("add \"module\": \"SampleDesignSystem\" (or any name no module of the app has)"),
                message)
            XCTAssertTrue(message.hasSuffix("Nothing was changed."), message)
        }
        XCTAssertEqual(try contents(below: app), before)

        // Without --fix: a warning, and the findings.
        let outcome = try LintRun.run(try linter(), options: LintRun.Options(project: app.path))
        XCTAssertEqual(outcome.report.warnings.count, 1)
        XCTAssertTrue(
            outcome.report.warnings[0].hasPrefix(
                "the app has its own module DesignSystem, the generated package's name (Packages/DesignSystem/"),
            outcome.report.warnings[0])
        XCTAssertFalse(outcome.report.findings.isEmpty)
        XCTAssertTrue(LintRendering.problems(outcome.report).hasPrefix("warning: the app has its own module"))
        // In SARIF, a configuration notification of level warning, in a log that is still valid.
        let log = LintRendering.sarif(outcome, toolVersion: "1.0.0")
        let sarif = try TestSupport.temporaryDirectory(self, "sarif").appendingPathComponent("lint.sarif")
        try log.write(to: sarif, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try TestSupport.schemaVerdicts("Tests/Fixtures/lint/sarif-schema-2.1.0.json", [sarif]), [sarif.path: true])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let invocation = try XCTUnwrap(
            ((object["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        let notifications = try XCTUnwrap(invocation["toolConfigurationNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.compactMap { $0["level"] as? String }, ["warning"])
    }

    func testWithTheModuleRenamedFixWritesCodeWhoseEveryImportIsRight() throws {
        let app = try clashingApp()
        let linter = try linter { $0.module = "AcmeDesignSystem" }
        let outcome = try LintRun.run(linter, options: LintRun.Options(project: app.path, fix: true))
        XCTAssertEqual(outcome.report.warnings, [])
        // HomeView, SettingsView and the app module's PrimaryButtonStyle.
        XCTAssertEqual(outcome.fixedFiles, 3, "\(outcome.report.findings.map(\.code))")
        let ownModule = "Packages/DesignSystem/Sources/DesignSystem/"
        for path in TestSupport.files(below: app) where path.hasSuffix(".swift") {
            let source = try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
            let tree = Parser.parse(source: source)
            XCTAssertFalse(tree.hasError, path)
            let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription }
            XCTAssertEqual(imports.count, Set(imports).count, "\(path) imports a module twice: \(imports)")
            let usesTokens = ["DSSpacingFixed.", "DSRadius.", "DSFont.", "Color.ds"].contains { source.contains($0) }
            XCTAssertEqual(imports.contains("AcmeDesignSystem"), usesTokens, "\(path): \(imports)")
            if path.hasPrefix(ownModule) {
                XCTAssertFalse(imports.contains("DesignSystem"), "\(path) imports its own module")
            }
        }
        // The app's imports of its own module are left as they were.
        let home = try String(contentsOf: app.appendingPathComponent("App/Features/HomeView.swift"), encoding: .utf8)
        XCTAssertTrue(home.hasPrefix("import AcmeDesignSystem\nimport DesignSystem\nimport SwiftUI\n"), home)
        XCTAssertTrue(home.contains("VStack(spacing: DSSpacingFixed.md)"), home)
        let again = try LintRun.run(linter, options: LintRun.Options(project: app.path, fix: true))
        XCTAssertEqual(again.fixedFindings, 0)
    }

    func testXcodeAndTuistTargetsAreModulesToo() throws {
        let pbxproj = """
            // !$*UTF8*$!
            {
            	objects = {
            /* Begin PBXNativeTarget section */
            		8A1 /* App */ = {
            			isa = PBXNativeTarget;
            			name = App;
            			productName = App;
            		};
            		8A2 /* Design System */ = {
            			isa = PBXNativeTarget;
            			name = "Design System";
            			productName = "Design System";
            		};
            /* End PBXNativeTarget section */
            	};
            }
            """
        let xcode = try project([
            "App.xcodeproj/project.pbxproj": pbxproj, "App/Home.swift": "let a = Text(\"a\").padding(16)\n",
        ])
        let linter = try linter { $0.module = "Design_System" }
        XCTAssertThrowsError(try LintRun.run(linter, options: LintRun.Options(project: xcode.path, fix: true))) {
            guard case .moduleClash(_, let modules, _, _)? = $0 as? LintError else { return XCTFail("\($0)") }
            XCTAssertEqual(modules, [AppModule(name: "Design_System", declaredIn: "App.xcodeproj", folder: nil)])
        }
        let tuist = try project([
            "Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, sources: ["App/Sources/**"]),
                    .target(
                        name: "DesignSystem", destinations: .iOS, product: .framework,
                        sources: ["Modules/DesignSystem/Sources/**"]),
                ]
            )
            """,
            "Modules/DesignSystem/Sources/Theme.swift": "let a = 1\n",
        ])
        XCTAssertThrowsError(
            try LintRun.run(try self.linter(), options: LintRun.Options(project: tuist.path, fix: true))
        ) {
            guard case .moduleClash(_, let modules, _, _)? = $0 as? LintError else { return XCTFail("\($0)") }
            XCTAssertEqual(
                modules,
                [AppModule(name: "DesignSystem", declaredIn: "Project.swift", folder: "Modules/DesignSystem/Sources")])
        }
    }

    func testTheGeneratedPackageIsNoClashAndAFileAddedToItDoesNotImportItself() throws {
        let package = Generator.generate(try designSystem(), profile: .dsys)
        let manifest = try XCTUnwrap(package.first { $0.path == "Package.swift" })
        let project = try project([
            "DesignSystem/Package.swift": manifest.text,
            "DesignSystem/Extras.swift": "import SwiftUI\n\nlet a = Text(\"a\").padding(16)\n",
            "App/Home.swift": "import SwiftUI\n\nlet a = Text(\"a\").padding(16)\n",
        ])
        let outcome = try LintRun.run(try linter(), options: LintRun.Options(project: project.path, fix: true))
        XCTAssertEqual(outcome.fixedFiles, 2)
        XCTAssertEqual(
            try String(contentsOf: project.appendingPathComponent("DesignSystem/Extras.swift"), encoding: .utf8),
            "import SwiftUI\n\nlet a = Text(\"a\").padding(DSSpacingFixed.md)\n")
        XCTAssertEqual(
            try String(contentsOf: project.appendingPathComponent("App/Home.swift"), encoding: .utf8),
            "import DesignSystem\nimport SwiftUI\n\nlet a = Text(\"a\").padding(DSSpacingFixed.md)\n")

        // A hand-written manifest whose target is the generated output is the package too.
        let spacing = try XCTUnwrap(package.first { $0.path == "Spacing+DesignSystem.swift" })
        let wrapped = try self.project([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Tokens", targets: [.target(name: "DesignSystem", path: "Output")])
            """,
            "Output/Spacing+DesignSystem.swift": spacing.text,
            "Output/Extras.swift": "import SwiftUI\n\nlet a = Text(\"a\").padding(16)\n",
        ])
        let again = try LintRun.run(try linter(), options: LintRun.Options(project: wrapped.path, fix: true))
        XCTAssertEqual(again.report.warnings, [])
        XCTAssertEqual(
            try String(contentsOf: wrapped.appendingPathComponent("Output/Extras.swift"), encoding: .utf8),
            "import SwiftUI\n\nlet a = Text(\"a\").padding(DSSpacingFixed.md)\n")
    }
}
