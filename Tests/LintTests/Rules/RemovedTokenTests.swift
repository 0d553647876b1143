import Foundation
import Generator
import Lint
import TestSupport
import Tokens
import XCTest

/// `removed-token`: a use of a symbol the target version no longer has (`Sources/Lint/Rules/RemovedToken.swift`).
extension LintTests {
    func testRemovedSymbolsAreReportedWithTheirRename() throws {
        let linter = Linter(
            designSystem: try designSystem(), profile: .dsys,
            removed: [
                Linter.Removal(symbol: "Color.dsTextMuted", replacement: "Color.dsTextSubtle"),
                Linter.Removal(symbol: "DSSpacingFixed.lg", replacement: nil),
            ], againstVersion: "2.0.0")
        let findings = try lint("let a = Text(\"a\").foregroundStyle(.dsTextMuted).padding(DSSpacingFixed.lg)", linter)
        XCTAssertEqual(findings.map(\.rule), [.removedToken, .removedToken])
        XCTAssertEqual(findings[0].message, "Color.dsTextMuted does not exist in 2.0.0")
        XCTAssertEqual(findings[0].fix?.replacement, ".dsTextSubtle")
        XCTAssertEqual(findings[1].message, "DSSpacingFixed.lg does not exist in 2.0.0; its token was removed")
        XCTAssertNil(findings[1].fix)
    }
}
