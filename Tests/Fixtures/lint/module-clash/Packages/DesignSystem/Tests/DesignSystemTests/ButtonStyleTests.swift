import XCTest

@testable import DesignSystem

final class ButtonStyleTests: XCTestCase {
    func testTheStyleExists() {
        _ = PrimaryButtonStyle()
    }
}
