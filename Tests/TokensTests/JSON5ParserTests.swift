import XCTest

@testable import Tokens

/// JSON5 (https://spec.json5.org) read by the same parser as JSON, with positions, and what each file used of it.
final class JSON5ParserTests: XCTestCase {
    private func parse(_ text: String) throws -> (JSONNode, [JSONParser.JSON5Feature]) {
        var parser = JSONParser(bytes: Array(text.utf8), dialect: .json5)
        let node = try parser.parseDocument()
        return (node, parser.json5Features)
    }

    private func failure(_ text: String, dialect: JSONParser.Dialect = .json5) -> JSONParser.Failure? {
        var parser = JSONParser(bytes: Array(text.utf8), dialect: dialect)
        do {
            _ = try parser.parseDocument()
            return nil
        } catch {
            return error
        }
    }

    func testEveryJSON5FormReadsAsItsValue() throws {
        let (node, features) = try parse(
            """
            // a comment
            {
              unquoted: 'single "quoted"',
              $dollar_1: 0x1F, /* block
              comment */ 'quoted key': +1,
              half: .5, whole: 5., negative: -0xA,
              lines: 'one \\
            two',
              escapes: '\\x41\\v\\0\\'\\q',
              list: [1, 2,],
              big: Infinity, small: -Infinity, none: NaN,
            }
            """)
        XCTAssertEqual(node["unquoted"]?.stringValue, #"single "quoted""#)
        XCTAssertEqual(node["$dollar_1"]?.value, .number(31, lexeme: "31"))
        XCTAssertEqual(node["quoted key"]?.value, .number(1, lexeme: "1"))
        XCTAssertEqual(node["half"]?.value, .number(0.5, lexeme: "0.5"))
        XCTAssertEqual(node["whole"]?.value, .number(5, lexeme: "5"))
        XCTAssertEqual(node["negative"]?.numberValue, -10)
        XCTAssertEqual(node["lines"]?.stringValue, "one two")
        XCTAssertEqual(node["escapes"]?.stringValue, "A\u{0B}\u{0}'q")
        XCTAssertEqual(node["list"].map { if case .array(let items) = $0.value { items.count } else { 0 } }, 2)
        XCTAssertEqual(node["big"]?.numberValue, .infinity)
        XCTAssertEqual(node["small"]?.numberValue, -.infinity)
        XCTAssertEqual(node["none"]?.numberValue?.isNaN, true)
        XCTAssertEqual(
            features,
            [
                .comments, .unquotedKeys, .singleQuotes, .hexadecimalNumbers, .numberForms, .multiLineStrings,
                .escapes, .trailingCommas, .infinityAndNaN,
            ])
        // Positions are kept as in JSON: `unquoted`'s value starts at line 3, column 13 (offset 27).
        XCTAssertEqual(node["unquoted"]?.offset, 27)
    }

    func testJSONStaysStrictAndJSON5ErrorsAreExplained() {
        XCTAssertEqual(failure("{a: 1}", dialect: .json)?.message, "expected a member name in double quotes, found 'a'")
        XCTAssertEqual(failure("[+1]", dialect: .json)?.offset, 1)
        XCTAssertEqual(failure("/* open")?.message, "this comment is never closed; a '*/' is missing")
        XCTAssertEqual(failure("{'a: 1}")?.message, "this string is never closed; a ''' is missing")
        XCTAssertEqual(
            failure("['\\1']")?.message, "'\\1' is not an escape in JSON5; write the digit without the backslash")
        XCTAssertEqual(failure("[0x]")?.message, "a hexadecimal number needs digits after 0x")
        XCTAssertEqual(failure("[.]")?.message, "a number needs digits around '.'")
        XCTAssertEqual(failure("{1: 2}")?.message, "expected a member name (quoted, or a bare identifier), found '1'")
        XCTAssertEqual(
            failure("[Infinite]")?.message,
            "unexpected 'Infinite'; strings need quotes, and the only bare words are true, false, null, Infinity and NaN"
        )
    }
}
