import Foundation
import Generator
import Lint
import TestSupport
import Tokens
import XCTest

/// `radius-literal`: a number as a corner radius (`Sources/Lint/Rules/RadiusLiteral.swift`).
extension LintTests {
    func testRadiusLiteralFindsItsFixturesAndNoLookAlike() throws {
        try assertFixtures(["radius-literal.swift", "radius-literal-negative.swift", "corners.swift"])
    }
}
