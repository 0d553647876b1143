import Foundation
import Generator
import Lint
import TestSupport
import Tokens
import XCTest

/// The rules on fixture sources, the suggestions, the fixer, ignore comments and the renderings.
final class LintTests: XCTestCase {
    static let rules = TestSupport.fixtures.appendingPathComponent("lint/rules")

    /// The sample document in format 2 with the default profile: text.inverse is white, spacing 4/8/16/24, radii
    /// 4/8/12, text styles in Inter.
    func designSystem(_ edit: (inout SampleDocument) -> Void = { _ in }) throws -> DesignSystem {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        edit(&document)
        return try document.load(requirements: OutputProfile.requirements())
    }

    func linter(_ edit: (inout SampleDocument) -> Void = { _ in }) throws -> Linter {
        Linter(designSystem: try designSystem(edit), profile: .dsys)
    }

    func lint(_ source: String, _ linter: Linter? = nil) throws -> [Finding] {
        let result = try (linter ?? self.linter()).lint(source: source, file: "View.swift")
        XCTAssertEqual(result.problems, [])
        return result.findings
    }

    /// `// expect: rule[, rule]` at the end of a line: the findings that line must have.
    private func expectations(_ source: String) -> [String] {
        var expected: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let marker = line.range(of: "// expect: ") else { continue }
            for rule in line[marker.upperBound...].split(separator: ",") {
                expected.append("\(index + 1) \(rule.trimmingCharacters(in: .whitespaces))")
            }
        }
        return expected.sorted()
    }

    // ── Rules ───────────────────────────────────────────────────────────────────────────────────────────────────

    /// The fixtures `files` of `Tests/Fixtures/lint/rules`: each finds what its `// expect:` comments say, and a
    /// `-negative` one nothing.
    func assertFixtures(_ files: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let linter = try linter()
        for name in files {
            let source = try String(contentsOf: Self.rules.appendingPathComponent(name), encoding: .utf8)
            let result = linter.lint(source: source, file: name)
            XCTAssertEqual(result.problems, [], name, file: file, line: line)
            let found = result.findings.map { "\($0.start.line) \($0.rule.rawValue)" }.sorted()
            XCTAssertEqual(found, expectations(source), name, file: file, line: line)
            if name.hasSuffix("-negative.swift") { XCTAssertEqual(found, [], name, file: file, line: line) }
        }
    }

    /// Every fixture, whatever its rule (each rule's own are also in its `Rules/…Tests.swift`).
    func testEveryRuleFindsItsFixturesAndNoLookAlike() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.rules.path).sorted()
        XCTAssertEqual(files.count, 15)
        try assertFixtures(files)
    }

    func testSuggestionsNameTheTokenWhoseValueTheLiteralIs() throws {
        let findings = try lint(
            """
            struct A: View {
                var body: some View {
                    Text("a").padding(16).foregroundStyle(.white).tint(Color(hex: "3b82f6"))
                        .font(.custom("Inter", size: 16)).cornerRadius(12)
                }
            }
            """)
        let byCode = Dictionary(findings.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byCode["16"]?.suggestion?.expressions, ["DSSpacingFixed.md"])
        XCTAssertEqual(byCode["16"]?.fix?.replacement, "DSSpacingFixed.md")
        // White is both surface.default (light) and text.inverse; a foreground prefers the text color.
        XCTAssertEqual(byCode[".white"]?.suggestion?.expressions, ["Color.dsTextInverse"])
        XCTAssertEqual(byCode[".white"]?.suggestion?.isExact, true)
        // #3B82F6 is action.primary's and border.focus's light value; a tint prefers the action color.
        XCTAssertEqual(byCode["Color(hex: \"3b82f6\")"]?.suggestion?.expressions, ["Color.dsActionPrimary"])
        XCTAssertEqual(
            byCode["Color(hex: \"3b82f6\")"]?.suggestion?.note,
            "equal in light appearance only: in dark appearance it is #1D4ED8, where the literal is #3B82F6")
        XCTAssertEqual(byCode["Color(hex: \"3b82f6\")"]?.suggestion?.isExact, false)
        XCTAssertEqual(byCode[".custom(\"Inter\", size: 16)"]?.suggestion?.expressions, ["DSFont.body()"])
        XCTAssertEqual(byCode["12"]?.suggestion?.expressions, ["DSRadius.lg"])
    }

    func testNearestSuggestionsAreNeverFixed() throws {
        let findings = try lint(
            """
            let a = Text("a").padding(15).background(Color(hex: "#3B82F7")).font(.system(size: 17))
                .foregroundStyle(.white.opacity(0.8)).foregroundStyle(Color(hex: "#E5E7EB"))
            """)
        XCTAssertEqual(findings.count, 5)
        let padding = try XCTUnwrap(findings.first { $0.code == "15" }?.suggestion)
        XCTAssertEqual(padding.expressions, ["DSSpacingFixed.md"])
        XCTAssertEqual(padding.distance, 1)
        XCTAssertEqual(padding.value, "16")
        XCTAssertFalse(padding.isExact)
        let color = try XCTUnwrap(findings.first { $0.code.contains("3B82F7") }?.suggestion)
        XCTAssertEqual(color.expressions, ["Color.dsActionPrimary"])
        XCTAssertFalse(color.isExact)
        XCTAssertLessThan(try XCTUnwrap(color.distance), 1)
        // #E5E7EB is border.default only, but a foreground suits no border: the one token is still exact.
        XCTAssertEqual(findings.last?.suggestion?.expressions, ["Color.dsBorderDefault"])
        XCTAssertEqual(findings.last?.fix?.replacement, "Color.dsBorderDefault")
        XCTAssertEqual(findings.dropLast().filter { $0.fix != nil }.map(\.code), [])
    }

    // ── Fixing ──────────────────────────────────────────────────────────────────────────────────────────────────

    func testFixRewritesExactMatchesOnlyKeepsTriviaAndIsIdempotent() throws {
        let linter = try linter()
        let source = """
            struct A: View {
                var body: some View {
                    Text("a")
                        .padding( /* inner */ 16 )  // keep this comment
                        .padding(.horizontal, 15)
                        .foregroundStyle(.white)
                        .cornerRadius(8)
                }
            }

            """
        let first = linter.lint(source: source, file: "A.swift").findings
        let fixed = Linter.applyingFixes(first, to: source)
        XCTAssertEqual(
            fixed,
            """
            struct A: View {
                var body: some View {
                    Text("a")
                        .padding( /* inner */ DSSpacingFixed.md )  // keep this comment
                        .padding(.horizontal, 15)
                        .foregroundStyle(Color.dsTextInverse)
                        .cornerRadius(DSRadius.md)
                }
            }

            """)
        let second = linter.lint(source: fixed, file: "A.swift").findings
        XCTAssertEqual(second.map(\.code), ["15"], "only the value no token has is left")
        XCTAssertEqual(Linter.applyingFixes(second, to: fixed), fixed)
    }

    func testTheThemeProfileSuggestsButDoesNotFixWhatNeedsTheEnvironment() throws {
        let document = try String(
            contentsOf: TestSupport.examples.appendingPathComponent("profiles/theme/design-system.json"),
            encoding: .utf8)
        let designSystem = try DesignSystemDocument.load(
            Array(document.utf8), file: "design-system.json", requirements: OutputProfile.requirements())
        let linter = Linter(designSystem: designSystem, profile: .theme)
        let findings = try lint("let a = Text(\"a\").padding(8)", linter)
        XCTAssertEqual(findings.first?.suggestion?.expressions, ["theme.spacing.sm"])
        XCTAssertEqual(
            findings.first?.suggestion?.note, "the view needs @Environment(\\.dsTheme) private var theme")
        XCTAssertNil(findings.first?.fix)
    }

    // ── Bad input ───────────────────────────────────────────────────────────────────────────────────────────────

    func testAnUnknownRuleInAnIgnoreCommentIsAProblemWithItsPlace() throws {
        let result = try linter().lint(
            source: "let a = 1\nlet b = Text(\"b\").padding(20)  // dsys-lint:ignore spacing-literl\n", file: "B.swift")
        XCTAssertEqual(result.problems.count, 1)
        let problem = try XCTUnwrap(result.problems.first)
        XCTAssertEqual(problem.position?.line, 2)
        XCTAssertEqual(problem.position?.column, 32)
        XCTAssertEqual(
            problem.message, "dsys-lint:ignore names no rule \"spacing-literl\"; did you mean spacing-literal?")
        XCTAssertEqual(result.findings.map(\.rule), [.spacingLiteral], "the unknown rule ignores nothing")
        let empty = try linter().lint(source: "let a = 1  // dsys-lint:ignore\n", file: "C.swift")
        XCTAssertEqual(empty.problems.first?.message.hasPrefix("dsys-lint:ignore names no rule; name the rules"), true)
    }

    func testAFileThatDoesNotParseIsAProblemAndTheOthersAreStillLinted() throws {
        let project = try TestSupport.temporaryDirectory(self)
        try "let a = Text(\"a\").padding(20\nstruct {".write(
            to: project.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        try "let b = Text(\"b\").padding(20)\n".write(
            to: project.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
        let outside = try TestSupport.temporaryDirectory(self, "outside")
        let outcome = try LintRun.run(
            try linter(), options: LintRun.Options(project: project.path, paths: [project.path, outside.path]))
        XCTAssertEqual(outcome.report.findings.map(\.file), ["Good.swift"])
        XCTAssertEqual(outcome.report.problems.count, 2)
        let broken = try XCTUnwrap(outcome.report.problems.first { $0.file == "Broken.swift" })
        XCTAssertEqual(broken.position?.line, 1)
        XCTAssertTrue(broken.message.hasPrefix("this file does not parse: "), broken.message)
        let away = try XCTUnwrap(outcome.report.problems.first { $0.file == outside.path })
        XCTAssertTrue(away.message.hasPrefix("this path is outside the project "), away.message)
        XCTAssertTrue(outcome.report.fails)
    }

    // ── Files ───────────────────────────────────────────────────────────────────────────────────────────────────

    func testTheRunSkipsHiddenFoldersTheGeneratedPackageAndExcludedPaths() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let manager = FileManager.default
        let files = [
            "App/Home.swift": "let a = Text(\"a\").padding(20)\n",
            "App/Legacy/Old.swift": "let a = Text(\"a\").padding(20)\n",
            "App/Mocks/HomeMock.swift": "let a = Text(\"a\").padding(20)\n",
            ".build/checkouts/X.swift": "let a = Text(\"a\").padding(20)\n",
            "DesignSystem/Spacing+DesignSystem.swift":
                "// Spacing+DesignSystem.swift\n\(Generator.generatedFileMarker)\n\nlet a = Text(\"a\").padding(20)\n",
        ]
        for (path, text) in files {
            let url = project.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let outcome = try LintRun.run(
            try linter(),
            options: LintRun.Options(project: project.path, exclude: ["App/Legacy", "**/*Mock.swift"]))
        XCTAssertEqual(outcome.report.files, ["App/Home.swift"])
        XCTAssertEqual(outcome.report.findings.map(\.file), ["App/Home.swift"])
    }

    func testFixOnACopyOfTheFixturesRewritesFilesInPlace() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let copy = project.appendingPathComponent("rules")
        try FileManager.default.copyItem(at: Self.rules, to: copy)
        let linter = try linter()
        let fixed = try LintRun.run(linter, options: LintRun.Options(project: project.path, fix: true))
        XCTAssertGreaterThan(fixed.fixedFindings, 0)
        XCTAssertTrue(fixed.report.findings.allSatisfy { $0.fix == nil })
        let spacing = try String(contentsOf: copy.appendingPathComponent("spacing-literal.swift"), encoding: .utf8)
        XCTAssertTrue(
            spacing.contains("HStack(alignment: .top, spacing: DSSpacingFixed.md) {}  // expect: spacing-literal"))
        XCTAssertTrue(spacing.hasPrefix("import DesignSystem\nimport SwiftUI\n"), spacing)
        let again = try LintRun.run(linter, options: LintRun.Options(project: project.path, fix: true))
        XCTAssertEqual(again.fixedFindings, 0)
        XCTAssertEqual(again.report.findings, fixed.report.findings, "a second run changes nothing")
        // The look-alikes are untouched.
        for file in [
            "color-literal-negative.swift", "spacing-literal-negative.swift", "computed-values-negative.swift",
        ] {
            XCTAssertEqual(
                try String(contentsOf: copy.appendingPathComponent(file), encoding: .utf8),
                try String(contentsOf: Self.rules.appendingPathComponent(file), encoding: .utf8))
        }
    }

    func testPathPatterns() {
        XCTAssertEqual(LintRun.excludes("App/Legacy/Old.swift", ["App/Legacy"]), true)
        XCTAssertEqual(LintRun.excludes("App/Legacy.swift", ["App/Legacy"]), false)
        XCTAssertEqual(LintRun.excludes("A/B/C/HomeMock.swift", ["**/*Mock.swift"]), true)
        XCTAssertEqual(LintRun.excludes("HomeMock.swift", ["**/*Mock.swift"]), true)
        XCTAssertEqual(LintRun.excludes("App/Home.swift", ["App/?ome.swift"]), true)
        XCTAssertEqual(LintRun.excludes("App/Sub/Home.swift", ["App/*.swift"]), false)
        XCTAssertEqual(LintRun.excludes("Generated/X.swift", ["./Generated/"]), true)
    }

    // ── Renderings ──────────────────────────────────────────────────────────────────────────────────────────────

    func testTextJSONAndSARIFGoldens() throws {
        let project = TestSupport.fixtures.appendingPathComponent("lint/app")
        let outcome = try LintRun.run(try linter(), options: LintRun.Options(project: project.path))
        let goldens = TestSupport.fixtures.appendingPathComponent("lint/golden")
        let renderings = [
            "report.txt": LintRendering.problems(outcome.report) + LintRendering.text(outcome),
            "report.json": LintRendering.json(outcome),
            "report.sarif": LintRendering.sarif(outcome, toolVersion: "1.0.0"),
        ]
        for (name, text) in renderings.sorted(by: { $0.key < $1.key }) {
            try Golden.assert(text, matches: goldens.appendingPathComponent(name))
        }
    }

    func testStringsFromSourcesAreEscapedForTheTerminal() {
        let place = SourcePosition(line: 1, column: 1, scalarColumn: 1)
        let report = LintReport(
            findings: [
                Finding(
                    file: "A\u{1B}[2J.swift", start: place, end: place, rule: .colorLiteral, code: "x",
                    message: "hard-coded color Color(hex: \"\u{1B}[31m\") in background")
            ],
            problems: [LintProblem(file: "B.swift", position: place, message: "names no rule \"\u{7}\"")])
        let outcome = LintRun.Outcome(report: report)
        for text in [LintRendering.text(outcome), LintRendering.problems(report)] {
            XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, text)
        }
        XCTAssertTrue(LintRendering.text(outcome).hasPrefix("A\\u{1B}[2J.swift:1:1: color-literal: "))
    }

    func testTheSARIFLogHasWhatCodeScanningReads() throws {
        let project = TestSupport.fixtures.appendingPathComponent("lint/app")
        let outcome = try LintRun.run(try linter(), options: LintRun.Options(project: project.path))
        let log = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(LintRendering.sarif(outcome, toolVersion: "1.0.0").utf8))
                as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, LintRule.allCases.map(\.rawValue))
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, outcome.report.findings.count)
        for (result, finding) in zip(results, outcome.report.findings) {
            XCTAssertEqual(result["ruleId"] as? String, finding.rule.rawValue)
            XCTAssertEqual(result["ruleIndex"] as? Int, LintRule.allCases.firstIndex(of: finding.rule))
            let location = try XCTUnwrap(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let region = try XCTUnwrap(location["region"] as? [String: Any])
            XCTAssertEqual(region["startLine"] as? Int, finding.start.line)
            XCTAssertEqual(region["startColumn"] as? Int, finding.start.scalarColumn)
            XCTAssertEqual((result["fixes"] as? [Any])?.count, finding.fix == nil ? nil : 1)
        }
        XCTAssertEqual(LintRendering.uri("Sources/My App/Ünïcode.swift"), "Sources/My%20App/%C3%9Cn%C3%AFcode.swift")
    }

    /// The OASIS JSON schema of SARIF 2.1.0 (errata 01), vendored: see `Tests/Fixtures/README.md`.
    private static let sarifSchema = "Tests/Fixtures/lint/sarif-schema-2.1.0.json"

    /// `value` with the member at `path` (keys and array indices) set to `new`.
    private func setting(_ new: Any, at path: ArraySlice<AnyHashable>, in value: Any) -> Any {
        guard let head = path.first else { return new }
        if var array = value as? [Any], let index = head as? Int {
            array[index] = setting(new, at: path.dropFirst(), in: array[index])
            return array
        }
        var object = value as? [String: Any] ?? [:]
        let key = "\(head)"
        object[key] = setting(new, at: path.dropFirst(), in: object[key] as Any)
        return object
    }

    func testTheSARIFLogsAreValidAgainstTheSARIFSchema() throws {
        // A run with every rule, fixes, a deprecation (level warning), a file that does not parse and a path
        // outside the project (a notification without a region).
        let project = try TestSupport.temporaryDirectory(self)
        try FileManager.default.copyItem(at: Self.rules, to: project.appendingPathComponent("Rules"))
        try "let a = Text(\"a\").padding(20\nstruct {".write(
            to: project.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        try "let b = Text(\"b\").foregroundStyle(.dsBrandOld).foregroundStyle(.dsTextMuted)\n".write(
            to: project.appendingPathComponent("Tokens.swift"), atomically: true, encoding: .utf8)
        let outside = try TestSupport.temporaryDirectory(self, "outside")
        let linter = Linter(
            designSystem: try designSystem {
                $0.extraColorGroups =
                    ##""brand": { "old": { "value": "#6B7280", "deprecated": "Use brand.new." }, "new": "#4B5563" }"##
            }, profile: .dsys,
            removed: [Linter.Removal(symbol: "Color.dsTextMuted", replacement: "Color.dsTextSubtle")],
            againstVersion: "2.0.0")
        let outcome = try LintRun.run(
            linter, options: LintRun.Options(project: project.path, paths: [project.path, outside.path]))
        let report = outcome.report
        XCTAssertEqual(Set(report.findings.map(\.rule)), Set(LintRule.allCases))
        XCTAssertTrue(report.findings.contains { $0.fix != nil })
        XCTAssertTrue(report.problems.contains { $0.file == "Broken.swift" && $0.position != nil })
        XCTAssertTrue(report.problems.contains { $0.file == outside.path && $0.position == nil })

        let logs = try TestSupport.temporaryDirectory(self, "logs")
        let fresh = logs.appendingPathComponent("fresh.sarif")
        let log = LintRendering.sarif(outcome, toolVersion: "1.0.0")
        try log.write(to: fresh, atomically: true, encoding: .utf8)
        // Two broken copies, so that a schema check that accepted anything would fail here.
        let object = try JSONSerialization.jsonObject(with: Data(log.utf8))
        let brokenLogs = [
            "fatal-level.sarif": setting("fatal", at: ["runs", 0, "results", 0, "level"], in: object),
            "line-zero.sarif": setting(
                0, at: ["runs", 0, "results", 0, "locations", 0, "physicalLocation", "region", "startLine"], in: object),
        ]
        for (name, broken) in brokenLogs {
            try JSONSerialization.data(withJSONObject: broken).write(to: logs.appendingPathComponent(name))
        }
        let golden = TestSupport.fixtures.appendingPathComponent("lint/golden/report.sarif")
        let files = [golden, fresh] + brokenLogs.keys.sorted().map { logs.appendingPathComponent($0) }
        let verdicts = try TestSupport.schemaVerdicts(Self.sarifSchema, files)
        XCTAssertEqual(files.map { verdicts[$0.path] }, [true, true, false, false])

        // The log names the schema it is valid against.
        let schema = try XCTUnwrap(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: TestSupport.packageRoot.appendingPathComponent(Self.sarifSchema)))
                as? [String: Any])
        XCTAssertEqual((object as? [String: Any])?["$schema"] as? String, schema["id"] as? String)
    }

    // ── The profile seam ────────────────────────────────────────────────────────────────────────────────────────

    func testEveryProfileNamesItsTokensWithItsOwnPublicSymbols() throws {
        let expected: [(OutputProfile, String, spacing: String, color: String, font: String)] = [
            (.dsys, "full", "DSSpacingFixed.md", "Color.dsActionPrimary", "DSFont.body()"),
            (.apptheme, "profiles/apptheme", "AppTheme.Spacing.md", "AppTheme.Colors.", "AppTheme.Fonts.body"),
            (.catalog, "profiles/catalog", "DSSpacing.md", "Color.Brand.", "DSTypography.body.font"),
            (.tokens, "profiles/tokens", "SpacingToken.md", "ColorToken.", "TypographyToken."),
            (.theme, "profiles/theme", "theme.spacing.md", "theme.colors.", "theme.typography.font(for: ."),
        ]
        for (profile, example, spacing, color, font) in expected {
            let text = try String(
                contentsOf: TestSupport.examples.appendingPathComponent("\(example)/design-system.json"),
                encoding: .utf8)
            let designSystem = try DesignSystemDocument.load(
                Array(text.utf8), file: "design-system.json",
                requirements: OutputProfile.requirements(override: profile))
            let references = Generator.tokenReferences(of: designSystem, profile: profile)
            let symbols = Set(Generator.publicSymbols(of: designSystem, profile: profile).map(\.name))
            for reference in references {
                XCTAssertTrue(symbols.contains(reference.symbol), "\(profile): \(reference.symbol)")
            }
            let expressions = references.map(\.expression)
            XCTAssertTrue(expressions.contains(spacing), "\(profile): \(expressions)")
            XCTAssertTrue(references.contains { $0.kind == .color && $0.expression.hasPrefix(color) }, "\(profile)")
            XCTAssertTrue(references.contains { $0.kind == .font && $0.expression.hasPrefix(font) }, "\(profile)")
            XCTAssertTrue(references.contains { $0.kind == .radius }, "\(profile)")
            let kinds = Set(references.map(\.kind))
            XCTAssertEqual(kinds, Set(TokenReference.Kind.allCases), "\(profile)")
        }
    }
}
