import Foundation
import Generator
import TestSupport
import Tokens
import XCTest

/// Loads a document for a generator test.
func loadDocument(_ url: URL) throws -> DesignSystem {
    try DesignSystemDocument.load([UInt8](Data(contentsOf: url)), file: url.lastPathComponent)
}

func loadExample(_ name: String) throws -> DesignSystem {
    try loadDocument(TestSupport.examples.appendingPathComponent(name).appendingPathComponent("design-system.json"))
}

func loadFixture(_ name: String) throws -> DesignSystem {
    try loadDocument(TestSupport.fixtures.appendingPathComponent("valid").appendingPathComponent(name))
}

extension Array where Element == GeneratedFile {
    subscript(path path: String) -> GeneratedFile? {
        first { $0.path == path }
    }
}
