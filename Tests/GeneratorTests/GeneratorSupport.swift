import Foundation
import Generator
import TestSupport
import Tokens

extension Array where Element == GeneratedFile {
    subscript(path path: String) -> GeneratedFile? {
        first { $0.path == path }
    }
}

enum GeneratorDocuments {
    /// The examples, the valid fixtures and a 600-color system with names of 100 characters
    /// (``ProfileSymbolTests/largeFlatSystem()``), loaded without any profile's requirements: a few fixtures are valid
    /// only for their own profile's rules.
    static func all() throws -> [(name: String, designSystem: DesignSystem)] {
        var documents: [(name: String, designSystem: DesignSystem)] = []
        let examples = [
            "full", "minimal", "profiles/apptheme", "profiles/catalog", "profiles/theme", "profiles/tokens",
        ]
        for example in examples {
            let url = TestSupport.examples.appendingPathComponent(example).appendingPathComponent("design-system.json")
            documents.append((example, try DesignSystemDocument.load(Array(try Data(contentsOf: url)), file: example)))
        }
        let fixtures = TestSupport.fixtures.appendingPathComponent("valid")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        where name.hasSuffix(".json") {
            let bytes = Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
            documents.append((name, try DesignSystemDocument.load(bytes, file: name)))
        }
        documents.append(("large flat system", try ProfileSymbolTests.largeFlatSystem()))
        return documents
    }
}
