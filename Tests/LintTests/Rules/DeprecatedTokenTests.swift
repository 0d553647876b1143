import Foundation
import Generator
import Lint
import TestSupport
import Tokens
import XCTest

/// `deprecated-token`: a use of a symbol whose token is deprecated (`Sources/Lint/Rules/DeprecatedToken.swift`).
extension LintTests {
    func testDeprecatedTokensAreReportedWithTheirReplacement() throws {
        let linter = try linter {
            $0.extraColorGroups =
                ##""brand": { "old": { "value": "#6B7280", "deprecated": "Use brand.new; the old gray is gone." }, "new": "#4B5563" }"##
        }
        let source =
            "let a = Text(\"a\").foregroundStyle(Color.dsBrandOld)\nlet b = Text(\"b\").foregroundStyle(.dsBrandOld)\n"
        let findings = try lint(source, linter)
        XCTAssertEqual(findings.map(\.rule), [.deprecatedToken, .deprecatedToken])
        XCTAssertEqual(
            findings[0].message,
            "Color.dsBrandOld is deprecated (color.brand.old): Use brand.new; the old gray is gone.")
        XCTAssertEqual(findings.map { $0.fix?.replacement }, ["Color.dsBrandNew", ".dsBrandNew"])
        XCTAssertEqual(
            Linter.applyingFixes(findings, to: source),
            "let a = Text(\"a\").foregroundStyle(Color.dsBrandNew)\nlet b = Text(\"b\").foregroundStyle(.dsBrandNew)\n")
        // A deprecated token is never suggested: #6B7280 is text.muted's alone now.
        let muted = try lint("let c = Text(\"c\").foregroundStyle(Color(hex: \"#6B7280\"))", linter)
        XCTAssertEqual(muted.first?.suggestion?.expressions, ["Color.dsTextMuted"])
    }
}
