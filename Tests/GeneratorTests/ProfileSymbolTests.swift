import Foundation
import TestSupport
import Tokens
import XCTest

@testable import Generator

/// The symbols the diff and the API impact read (``Profile/apiSymbols(of:roles:)``, which may skip building a file's
/// text) are the very symbols the profile's file builders return with the files they write.
final class ProfileSymbolTests: XCTestCase {
    func testEveryProfilesSymbolsAreThoseItsFilesReturn() throws {
        let documents = try GeneratorDocuments.all()

        for profile in OutputProfile.allCases {
            let implementation = profile.implementation
            for (name, designSystem) in documents {
                let roles = implementation.assignment(in: designSystem)
                let fromFiles = implementation.apiFiles(of: designSystem, roles: roles).flatMap(\.symbols)
                XCTAssertEqual(
                    implementation.apiSymbols(of: designSystem, roles: roles), fromFiles, "\(profile.rawValue): \(name)"
                )
                XCTAssertEqual(
                    Generator.publicSymbols(of: designSystem, profile: profile), fromFiles,
                    "\(profile.rawValue): \(name)")
            }
        }
    }

    /// The colors file, whose text the default profile skips for its symbols, declares each of them: a color as
    /// `static let`, in `Color` or among the primitives, and (for `Color`) again as a `ShapeStyle` member.
    func testTheColorsFileDeclaresEverySymbolItsBuilderReturns() throws {
        let designSystem = try Self.largeFlatSystem()
        let file = try XCTUnwrap(Generator.generate(designSystem)[path: "Colors+DesignSystem.swift"])
        let declared = file.text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "let"), index + 1 < words.count else { return nil }
            return String(words[index + 1])
        }
        let colorSymbols = Generator.publicSymbols(of: designSystem).filter {
            $0.name.hasPrefix("Color.") || $0.name.hasPrefix("DSPrimitives.")
        }
        XCTAssertEqual(colorSymbols.count, designSystem.colors.count)
        // The file groups them (`Color` first, then the primitives); the symbols follow the document.
        XCTAssertEqual(colorSymbols.compactMap { $0.place?.member }.sorted(), declared.sorted())
        XCTAssertTrue(colorSymbols.contains { $0.name.hasPrefix("DSPrimitives.") }, "the palette is primitive")
    }

    /// 600 colors, shaped like a large team's: a palette of primitives, semantic colors aliasing it, some
    /// deprecated in favour of another, and names of 100 characters.
    static func largeFlatSystem() throws -> DesignSystem {
        let url = TestSupport.examples.appendingPathComponent("minimal/design-system.json")
        var document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var tokens = try XCTUnwrap(document["tokens"] as? [String: Any])
        var colors = try XCTUnwrap(tokens["color"] as? [String: Any])
        var palette: [String: Any] = [:]
        var semantic: [String: Any] = [:]
        let long = String(repeating: "x", count: 96)
        for index in 0..<300 {
            let hex = String(format: "#%06X", index * 0x010203 % 0xFF_FFFF)
            palette["c\(index)"] = ["light": hex, "dark": hex]
            var color: [String: Any] = ["light": "{palette.c\(index)}", "dark": "{palette.c\((index + 1) % 300)}"]
            if index % 50 == 1 {
                color = ["light": "{semantic.s2}", "dark": "{semantic.s2}", "deprecated": "Use semantic.s2."]
            }
            semantic[index % 10 == 0 ? "\(long)\(index)" : "s\(index)"] = color
        }
        colors["palette"] = palette
        colors["semantic"] = semantic
        tokens["color"] = colors
        document["tokens"] = tokens
        let bytes = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return try DesignSystemDocument.load(Array(bytes), file: "large.json")
    }
}
