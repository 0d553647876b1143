import Foundation
import Tokens

/// Loads a document as `dsysctl` reads it (a test's input: an example, a fixture or any file).
public func loadDocument(_ url: URL) throws -> DesignSystem {
    try DesignSystemDocument.load([UInt8](Data(contentsOf: url)), file: url.lastPathComponent)
}

/// `Examples/NAME/design-system.json`.
public func loadExample(_ name: String) throws -> DesignSystem {
    try loadDocument(TestSupport.examples.appendingPathComponent(name).appendingPathComponent("design-system.json"))
}

/// `Tests/Fixtures/valid/NAME`.
public func loadFixture(_ name: String) throws -> DesignSystem {
    try loadDocument(TestSupport.fixtures.appendingPathComponent("valid").appendingPathComponent(name))
}
