import Foundation
import Generator
import XCTest

/// `Tokens` is the model: it knows no token format (those are `Interchange`'s) and no output profile (those are
/// `Generator`'s). These tests read its sources and fail when a format's or a profile's name comes back into its code
/// or its messages. Comments may still say where a rule comes from.
final class ModuleBoundaryTests: XCTestCase {
    /// `Sources/Tokens`, found from this file: `Tests/TokensTests/ModuleBoundaryTests.swift`.
    private static let tokensSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Tokens")

    func testTokensNamesNoTokenFormatAndNoOutputProfile() throws {
        let root = Self.tokensSources
        let files = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        // The whole model is there to scan: a wrong path must not make the test pass on nothing.
        XCTAssertGreaterThan(files.count, 20, root.path)
        let scanner = BoundaryScanner(profiles: OutputProfile.allCases.map(\.rawValue))
        var findings: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = "Sources/Tokens" + String(file.path.dropFirst(root.path.count))
            findings += scanner.findings(in: text).map { "\(name):\($0.line): \($0.what)" }
        }
        XCTAssertEqual(
            findings, [],
            "token formats belong in Sources/Interchange, profile names in Sources/Generator:\n"
                + findings.joined(separator: "\n"))
    }

    // MARK: The scanner itself

    private let scanner = BoundaryScanner(profiles: ["dsys", "theme", "catalog", "apptheme", "tokens"])

    private func found(_ source: String) -> [String] {
        scanner.findings(in: source).map { "\($0.line): \($0.what)" }
    }

    func testFormatNamesAreFoundInCodeAndInMessages() {
        XCTAssertEqual(found("struct DTCGFile {}"), ["1: DTCG in code"])
        XCTAssertEqual(found("let a = 1\n\nenum FigmaVariables {}"), ["3: Figma in code"])
        XCTAssertEqual(found("let r = figmaRoot"), ["1: Figma in code"])
        XCTAssertEqual(
            found(#"let m = "read as a Tokens Studio file""#), [#"1: Tokens Studio in "read as a Tokens Studio file""#])
        XCTAssertEqual(found(#"let k = "$themes""#), [#"1: $themes in "$themes""#])
        XCTAssertEqual(found(#"let k = "com.figma.modeName""#), [#"1: Figma in "com.figma.modeName""#])
        XCTAssertEqual(
            found(##"let m = #"a "Style Dictionary" file"#"##), [#"1: Style Dictionary in "a "Style Dictionary" file""#]
        )
        XCTAssertEqual(found("let m = \"\"\"\n    from Figma\n    \"\"\""), [#"1: Figma in "\n    from Figma\n    ""#])
        // In an interpolation, and in a literal inside it.
        XCTAssertEqual(
            found(#"let m = "\(count) in \(isFile ? "a Figma file" : "none")""#),
            [#"1: Figma in "\(count) in \(isFile ? "a Figma file" : "none")""#])
    }

    func testProfileNamesAreFoundAsNamesOnly() {
        XCTAssertEqual(found(#"let p = "dsys""#), [#"1: the profile name "dsys" in "dsys""#])
        XCTAssertEqual(
            found(#"let m = "profiles are named like \"theme\"""#),
            [#"1: the profile name "theme" in "profiles are named like \"theme\"""#])
        XCTAssertEqual(
            found(#"let m = "not a role of the catalog profile""#),
            [#"1: the profile name "catalog" in "not a role of the catalog profile""#])
        XCTAssertEqual(found(#"let m = "use `apptheme`""#), [#"1: the profile name "apptheme" in "use `apptheme`""#])
        XCTAssertEqual(
            found(#"let m = "the tokens profile's roles""#),
            [#"1: the profile name "tokens" in "the tokens profile's roles""#])
    }

    /// Ordinary words, the product's own name, comments and the document's own members are not findings.
    func testOrdinaryWordsCommentsAndTheDocumentsMembersAreNot() {
        XCTAssertEqual(found("// Figma writes these as DTCG does\nlet a = 1"), [])
        XCTAssertEqual(found("/* Tokens Studio /* nested */ \"dsys\" */ let a = 1"), [])
        XCTAssertEqual(found("/// The `theme` profile's name\nlet a = 1"), [])
        XCTAssertEqual(found(#"let m = "the themes of an asset catalog, in dsys's document""#), [])
        XCTAssertEqual(found(#"let m = "dsys cannot read it; the tokens are kept""#), [])
        XCTAssertEqual(found(#"let c = "/" ; let d = "\\" ; let e = "a\"b" // Figma"#), [])
        // The document's own top-level member (see ``BoundaryScanner/allowed``).
        XCTAssertEqual(found(#"let k = ["$schema", "format", "tokens"]"#), [])
    }
}

/// Finds the names of token formats in the code and string literals of a Swift source, and the names of output
/// profiles used as names in its string literals (`"dsys"`, `\"theme\"`, `` `catalog` ``, "the catalog profile").
struct BoundaryScanner {
    let profiles: [String]

    /// Literals that may stay, each with its reason.
    static let allowed: [String: String] = [
        // The document's top-level member (`{"format": 2, "tokens": {…}}`) and the first component of every token's
        // key (`tokens.color.…`); the `tokens` profile is named after it, not the other way round.
        "tokens": "the document's own member"
    ]

    /// Format names as code and messages spell them. Each is a proper name, so none is an ordinary word.
    private static let formats: [(pattern: String, name: String)] = [
        ("DTCG", "DTCG"), ("dtcg", "DTCG"), ("Figma", "Figma"), ("figma", "Figma"),
        ("Tokens Studio", "Tokens Studio"), ("TokensStudio", "Tokens Studio"), ("tokensStudio", "Tokens Studio"),
        ("Style Dictionary", "Style Dictionary"), ("StyleDictionary", "Style Dictionary"),
        ("styleDictionary", "Style Dictionary"), ("$themes", "$themes"), ("$metadata", "$metadata"),
    ]

    struct Finding: Equatable {
        var line: Int
        var what: String
    }

    func findings(in source: String) -> [Finding] {
        var result: [Finding] = []
        for piece in Self.pieces(of: source) {
            if piece.isString {
                let display = "\"" + piece.text.replacingOccurrences(of: "\n", with: "\\n") + "\""
                for name in Self.formatNames(in: piece.text) {
                    result.append(Finding(line: piece.line, what: "\(name) in \(display)"))
                }
                for profile in profiles where names(profile, in: piece.text) {
                    result.append(Finding(line: piece.line, what: "the profile name \"\(profile)\" in \(display)"))
                }
            } else {
                for name in Self.formatNames(in: piece.text) {
                    result.append(Finding(line: piece.line, what: "\(name) in code"))
                }
            }
        }
        return result
    }

    private static func formatNames(in text: String) -> [String] {
        var names: [String] = []
        for format in formats where text.contains(format.pattern) && !names.contains(format.name) {
            names.append(format.name)
        }
        return names
    }

    /// Whether `text`, a string literal's contents as written, uses `profile` as a profile's name: the whole literal,
    /// quoted (`\"dsys\"`, or `"dsys"` in a raw string) or in backticks inside it, or followed by the word "profile".
    private func names(_ profile: String, in text: String) -> Bool {
        if text == profile { return Self.allowed[profile] == nil }
        return text.contains("\"\(profile)\"") || text.contains("\\\"\(profile)\\\"") || text.contains("`\(profile)`")
            || text.range(of: "\\b\(profile) profile", options: .regularExpression) != nil
    }

    /// The source cut into lines of code and string literals (comments dropped), each with the line it starts on. An
    /// interpolation's code, nested literals included, counts as part of its literal; a raw string's delimiter is
    /// matched by its number of `#`.
    static func pieces(of source: String) -> [(text: String, isString: Bool, line: Int)] {
        var lexer = Lexer(characters: Array(source))
        return lexer.pieces()
    }

    private struct Lexer {
        let characters: [Character]
        var index = 0
        var line = 1

        func at(_ text: String) -> Bool {
            let end = index + text.count
            return end <= characters.count && String(characters[index..<end]) == text
        }

        mutating func pieces() -> [(text: String, isString: Bool, line: Int)] {
            var pieces: [(text: String, isString: Bool, line: Int)] = []
            var code = ""
            var codeLine = 1
            func flush() {
                if !code.isEmpty { pieces.append((code, false, codeLine)) }
                code = ""
            }
            while index < characters.count {
                if at("//") {
                    while index < characters.count, characters[index] != "\n" { index += 1 }
                } else if at("/*") {
                    skipBlockComment()
                } else if startsString {
                    flush()
                    let start = line
                    pieces.append((string(), true, start))
                } else {
                    if code.isEmpty { codeLine = line }
                    let character = characters[index]
                    code.append(character)
                    index += 1
                    if character == "\n" {
                        flush()
                        line += 1
                    }
                }
            }
            flush()
            return pieces
        }

        var startsString: Bool {
            characters[index] == "\""
                || (characters[index] == "#" && characters[index...].drop { $0 == "#" }.first == "\"")
        }

        mutating func skipBlockComment() {
            var depth = 0
            repeat {
                if at("/*") {
                    depth += 1
                    index += 2
                } else if at("*/") {
                    depth -= 1
                    index += 2
                } else {
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                }
            } while depth > 0 && index < characters.count
        }

        /// The contents of the string literal at `index`, which ends after it.
        mutating func string() -> String {
            var hashes = 0
            while characters[index] == "#" {
                hashes += 1
                index += 1
            }
            let quote = at("\"\"\"") ? "\"\"\"" : "\""
            index += quote.count
            let closing = quote + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            var text = ""
            while index < characters.count, !at(closing) {
                if at(escape + "(") {
                    text += escape + "("
                    index += escape.count + 1
                    text += interpolation()
                } else if at(escape) {
                    text += escape
                    index += escape.count
                    if index < characters.count {
                        text.append(characters[index])
                        index += 1
                    }
                } else {
                    if characters[index] == "\n" { line += 1 }
                    text.append(characters[index])
                    index += 1
                }
            }
            index += closing.count
            return text
        }

        /// The code of an interpolation, up to and with its closing parenthesis; nested literals keep their quotes.
        mutating func interpolation() -> String {
            var text = ""
            var depth = 1
            while index < characters.count, depth > 0 {
                if startsString {
                    text += "\"" + string() + "\""
                    continue
                }
                let character = characters[index]
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if character == "\n" { line += 1 }
                text.append(character)
                index += 1
            }
            return text
        }
    }
}
