import Foundation
import TestSupport
import XCTest

@testable import Tokens

/// Reading a revision on top of the one before it (``DesignSystemDocument/load(_:file:requirements:reusing:)``) gives
/// exactly what validating it whole gives: over seeded chains of random color edits of real documents, and for every
/// edit that is not one of color values, which is read whole.
final class ValidationReuseTests: XCTestCase {
    func testColorEditsAreReadOnTheDocumentBeforeAndGiveTheWholeReading() throws {
        var patched = 0
        for (name, bytes) in try Self.documents() {
            var random = SplitMix64(seed: UInt64(bytes.count))
            var current = try DesignSystemDocument.load(bytes, file: name, reusing: nil)
            XCTAssertEqual(current.reading, .full, name)
            let steps = bytes.count > 100_000 ? 4 : 12
            for step in 0..<steps {
                let literals = current.colorValues.filter { current.bytes[$0.start + 1] == UInt8(ascii: "#") }
                guard !literals.isEmpty else { break }
                var edits: [(ValidatedDocument.ColorValueSpan, String)] = []
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let span = literals[Int.random(in: 0..<literals.count, using: &random)]
                    guard !edits.contains(where: { $0.0 == span }) else { continue }
                    edits.append((span, Self.randomColor(&random)))
                }
                let new = Self.replacing(edits, in: current.bytes)
                let reused = try DesignSystemDocument.load(new, file: name, reusing: current)
                let whole = try DesignSystemDocument.load(new, file: name, reusing: nil)
                Self.assertSame(reused, whole, "\(name), step \(step)")
                XCTAssertEqual(whole.reading, .full)
                if reused.reading == .patched { patched += 1 }
                current = reused
            }
        }
        // Every document of the corpus but those whose `tokens.other` names its colors takes the patch.
        XCTAssertGreaterThan(patched, 200)
    }

    func testALongerOrShorterValueMovesTheOffsetsAfterIt() throws {
        let bytes = Array(try String(contentsOf: Self.example, encoding: .utf8).utf8)
        let current = try DesignSystemDocument.load(bytes, file: "full", reusing: nil)
        let literals = current.colorValues.filter { current.bytes[$0.start + 1] == UInt8(ascii: "#") }
        let edits = [(literals[1], "#12345678"), (literals[literals.count / 2], "#abcdef")]
        let new = Self.replacing(edits, in: bytes)
        XCTAssertNotEqual(new.count, bytes.count)
        let reused = try DesignSystemDocument.load(new, file: "full", reusing: current)
        XCTAssertEqual(reused.reading, .patched)
        Self.assertSame(reused, try DesignSystemDocument.load(new, file: "full", reusing: nil), "full")
        XCTAssertNotEqual(reused.designSystem, current.designSystem)
    }

    func testTheSameBytesAreTheDocumentBefore() throws {
        let bytes = Array(try String(contentsOf: Self.example, encoding: .utf8).utf8)
        let current = try DesignSystemDocument.load(bytes, file: "full", reusing: nil)
        let again = try DesignSystemDocument.load(bytes, file: "full", reusing: current)
        XCTAssertEqual(again.reading, .unchanged)
        XCTAssertEqual(again, current)
    }

    func testEditsOfAnythingButColorValuesAreReadWhole() throws {
        let text = try String(contentsOf: Self.example, encoding: .utf8)
        let current = try DesignSystemDocument.load(Array(text.utf8), file: "full", reusing: nil)
        let literal = try XCTUnwrap(current.colorValues.first { current.bytes[$0.start + 1] == UInt8(ascii: "#") })
        let alias = try XCTUnwrap(current.colorValues.first { current.bytes[$0.start + 1] == UInt8(ascii: "{") })
        // A color of literals other than the two edited: an alias to it makes no cycle.
        let aliasTarget = try XCTUnwrap(
            current.designSystem.colors.enumerated().first { index, color in
                guard index != literal.token, index != alias.token, case .literal = color.value.light,
                    case .literal = color.value.dark
                else { return false }
                return true
            }?.element.path)
        let edits: [(String, [UInt8])] = [
            ("name", Self.replacingFirst(#""name": ""#, with: #""name": "X"#, in: text)),
            ("a key", Self.replacingFirst(#""primary""#, with: #""primaryX""#, in: text)),
            ("a size", Self.replacingFirst(#": 16"#, with: #": 17"#, in: text)),
            ("a literal made an alias", Self.replacing([(literal, "{\(aliasTarget)}")], in: current.bytes)),
            ("an alias retargeted", Self.replacing([(alias, "{\(aliasTarget)}")], in: current.bytes)),
            (
                "a token added",
                Self.replacingFirst(#""color": {"#, with: ##""color": { "zz": { "a": "#010203" },"##, in: text)
            ),
            ("a space", Self.replacingFirst(#""tokens""#, with: #" "tokens""#, in: text)),
            ("an escape", Self.replacing([(literal, #"#12\u0033456"#)], in: current.bytes)),
        ]
        for (what, new) in edits {
            XCTAssertNotEqual(new, current.bytes, what)
            // An edit may make the document invalid (a renamed token that aliases name): then the same error.
            switch (
                Result { () throws(TokensError) in try DesignSystemDocument.load(new, file: "full", reusing: current) },
                Result { () throws(TokensError) in try DesignSystemDocument.load(new, file: "full", reusing: nil) }
            ) {
            case (.success(let reused), .success(let whole)):
                XCTAssertEqual(reused.reading, .full, what)
                XCTAssertEqual(reused, whole, what)
            case (.failure(let reused), .failure(let whole)):
                XCTAssertEqual(reused, whole, what)
            default:
                XCTFail("\(what): one reading failed, the other did not")
            }
        }
        // A value that is no color throws what validating whole throws.
        for invalid in ["#12345G", "#1234", "red", "{palette.nothing}", "{"] {
            let new = Self.replacing([(literal, invalid)], in: current.bytes)
            let reused = Self.error { () throws(TokensError) in
                try DesignSystemDocument.load(new, file: "full", reusing: current)
            }
            XCTAssertNotNil(reused, invalid)
            XCTAssertEqual(
                reused,
                Self.error { () throws(TokensError) in try DesignSystemDocument.load(new, file: "full", reusing: nil) },
                invalid)
        }
    }

    /// A shadow that aliases a changed color takes its new color; a token of `tokens.other` that names one is read
    /// whole; a high-contrast value is patched like the others.
    func testWhatOtherTokensTakeOfAChangedColor() throws {
        let text = """
            {
              "format": 2,
              "name": "Reuse",
              "tokens": {
                "color": {
                  "palette": { "a": "#112233", "b": { "light": "#445566", "dark": "#778899", "light_hc": "#000000" } },
                  "semantic": { "c": { "light": "{palette.a}", "dark": "{palette.b}" }, "d": "#ABCDEF" }
                },
                "shadow": { "card": { "color": "{semantic.c}", "opacity": 0.2, "radius": 4, "x": 0, "y": 2 } },
                "other": { "misc": { "line": { "type": "border", "value": { "color": "{palette.b}", "width": 1, "style": "solid" } } } }
              }
            }
            """
        let current = try DesignSystemDocument.load(Array(text.utf8), file: "reuse", reusing: nil)
        for (old, new, reading) in [
            ("#112233", "#223344", ValidatedDocument.Reading.patched), ("#000000", "#111111", .patched),
            ("#ABCDEF", "#abcdee", .patched), ("#778899", "#778898", .full), ("#445566", "#445567", .full),
        ] {
            let edited = Array(text.replacingOccurrences(of: old, with: new).utf8)
            let reused = try DesignSystemDocument.load(edited, file: "reuse", reusing: current)
            XCTAssertEqual(reused.reading, reading, old)
            XCTAssertEqual(reused, try DesignSystemDocument.load(edited, file: "reuse", reusing: nil), old)
            XCTAssertNotEqual(reused.designSystem, current.designSystem, old)
        }
    }

    /// A requirement that fails on the new colors is reported as validating whole reports it.
    func testRequirementsAreCheckedOnThePatchedDocument() throws {
        let bytes = Array(try String(contentsOf: Self.example, encoding: .utf8).utf8)
        let current = try DesignSystemDocument.load(bytes, file: "full", reusing: nil)
        let span = try XCTUnwrap(current.colorValues.first { current.bytes[$0.start + 1] == UInt8(ascii: "#") })
        let path = current.designSystem.colors[span.token].path
        let requirements: DesignSystemDocument.Requirements = { designSystem in
            guard let color = designSystem.colors.first(where: { $0.path == path }),
                color.resolved.light == RGBA(red: 1, green: 2, blue: 3)
            else { return [] }
            return [RequirementProblem(.invalidValue, at: JSONPointer(["tokens", "color"]), "not 010203")]
        }
        let new = Self.replacing([(span, "#010203")], in: bytes)
        let reused = Self.error { () throws(TokensError) in
            try DesignSystemDocument.load(new, file: "full", requirements: requirements, reusing: current)
        }
        XCTAssertNotNil(reused)
        XCTAssertEqual(
            reused,
            Self.error { () throws(TokensError) in
                try DesignSystemDocument.load(new, file: "full", requirements: requirements)
            })
    }

    // MARK: - Documents and edits

    private static let example = TestSupport.examples.appendingPathComponent("full/design-system.json")

    /// The full example, every valid fixture that reads without a profile, their canonical texts (what verify
    /// reads), and a document of 2,500 colors shaped as the benchmark's.
    private static func documents() throws -> [(String, [UInt8])] {
        var documents: [(String, [UInt8])] = [("full", Array(try String(contentsOf: example, encoding: .utf8).utf8))]
        let folder = TestSupport.fixtures.appendingPathComponent("valid")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".json") {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
            guard (try? DesignSystemDocument.load(bytes, file: file)) != nil else { continue }
            documents.append((file, bytes))
        }
        documents += try documents.map { name, bytes in
            ("\(name), canonical", Array(try DesignSystemDocument.loadCanonical(bytes, file: name).canonicalText.utf8))
        }
        documents.append(("2,500 colors", largeDocument(colors: 2_500)))
        return documents
    }

    private static func largeDocument(colors: Int) -> [UInt8] {
        let paletteCount = colors / 2
        var palette: [String] = []
        for index in 0..<paletteCount {
            let light = String(format: "#%06X", (index &* 2_654_435_761) & 0xFFFFFF)
            let dark = String(format: "#%06X", (index &* 40_503 &+ 0x123456) & 0xFFFFFF)
            palette.append("\"c\(index)\": {\"light\": \"\(light)\", \"dark\": \"\(dark)\"}")
        }
        var semantic: [String] = []
        for index in 0..<(colors - paletteCount) {
            semantic.append(
                "\"s\(index)\": {\"light\": \"{palette.c\(index % paletteCount)}\", "
                    + "\"dark\": \"{palette.c\((index * 7) % paletteCount)}\", \"description\": \"Semantic \(index).\"}"
            )
        }
        let text = """
            {"format": 2, "name": "Large", "tokens": {"color": {
            "palette": {\(palette.joined(separator: ",\n"))},
            "semantic": {\(semantic.joined(separator: ",\n"))}},
            "spacing": {"sm": 8, "md": 16}}}
            """
        return Array(text.utf8)
    }

    private static func randomColor(_ random: inout SplitMix64) -> String {
        let digits = Array(Bool.random(using: &random) ? "0123456789ABCDEF" : "0123456789abcdef")
        let count = Int.random(in: 0..<4, using: &random) == 0 ? 8 : 6
        return "#" + String((0..<count).map { _ in digits[Int.random(in: 0..<16, using: &random)] })
    }

    /// `bytes` with the contents of each span's string replaced.
    private static func replacing(_ edits: [(ValidatedDocument.ColorValueSpan, String)], in bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for (span, text) in edits.sorted(by: { $0.0.start > $1.0.start }) {
            result.replaceSubrange((span.start + 1)..<span.end, with: Array(text.utf8))
        }
        return result
    }

    /// Equal readings; when not, the first thing that differs is named (the whole documents are too long to read).
    private static func assertSame(
        _ reused: ValidatedDocument, _ whole: ValidatedDocument, _ message: String, line: UInt = #line
    ) {
        guard reused != whole else { return }
        let (a, b) = (reused.designSystem, whole.designSystem)
        if let index = a.colors.indices.first(where: { a.colors[$0] != b.colors[$0] }) {
            XCTFail("\(message): \(a.colors[index]) is \(b.colors[index]) read whole", line: line)
        } else if let index = reused.colorValues.indices.first(where: {
            reused.colorValues[$0] != whole.colorValues[$0]
        }) {
            XCTFail("\(message): \(reused.colorValues[index]) is \(whole.colorValues[index]) read whole", line: line)
        } else if a.shadows != b.shadows {
            XCTFail("\(message): shadows \(a.shadows ?? []) are \(b.shadows ?? []) read whole", line: line)
        } else if let index = a.otherTokens.indices.first(where: { a.otherTokens[$0] != b.otherTokens[$0] }) {
            XCTFail("\(message): \(a.otherTokens[index]) is \(b.otherTokens[index]) read whole", line: line)
        } else {
            XCTFail(
                "\(message): the readings differ (\(reused.colorValues.count) and \(whole.colorValues.count) values)",
                line: line)
        }
    }

    /// The error `body` throws; nil when it returns.
    private static func error<T>(_ body: () throws(TokensError) -> T) -> TokensError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    private static func replacingFirst(_ target: String, with replacement: String, in text: String) -> [UInt8] {
        guard let range = text.range(of: target) else { return Array(text.utf8) }
        return Array(text.replacingCharacters(in: range, with: replacement).utf8)
    }
}
