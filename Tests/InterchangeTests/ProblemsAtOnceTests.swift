import Foundation
import XCTest

@testable import Interchange
@testable import Tokens

/// Every problem at once, and only real ones: every file is read whatever another's problems, and a problem caused
/// by another (a reference into a file that cannot be parsed, a token a reader already refused) is not reported
/// again.
final class ProblemsAtOnceTests: XCTestCase {
    private func file(_ name: String, _ text: String, set: String? = nil) -> DTCGImport.SourceFile {
        DTCGImport.SourceFile(name: name, bytes: Array(text.utf8), set: set)
    }

    private func problems(_ files: [DTCGImport.SourceFile], strict: Bool = false) -> [String] {
        var options = DTCGImport.Options()
        options.strict = strict
        do {
            _ = try DTCGImport.run(files: files, options: options)
            return []
        } catch {
            guard case .invalidTokens(let diagnostics) = error else { return ["\(error)"] }
            return diagnostics.map(\.description)
        }
    }

    func testAFileThatCannotBeParsedStopsNoOtherAndItsReferencesAreNotReported() {
        let found = problems([
            file("base.json", ##"{"color": {"$type": "color", "ink": {"$value": "#111111"},, }}"##),
            file(
                "semantic.json",
                ##"{"text": {"$type": "color", "primary": {"$value": "{color.ink}"}, "bad": {"$value": "#12"}}}"##),
            file(
                "sizes.json5", "{size: {$type: 'dimension', a: {$value: '4px'}, a: {$value: '8px'}, b: {$value: 'x'}}}"),
        ])
        XCTAssertEqual(found.count, 4, found.joined(separator: "\n"))
        XCTAssertTrue(found[0].hasPrefix("base.json:1:59: /"), found[0])
        XCTAssertEqual(
            Array(found.dropFirst()),
            [
                "sizes.json5:1:49: /size/a: \"a\" appears twice in one object; JSON readers disagree on which one wins, "
                    + "so remove one",
                "semantic.json:1:85: /text/bad/$value: \"#12\" is not a color: a hex color has 3, 4, 6 or 8 digits "
                    + "after \"#\", not 2",
                "sizes.json5:1:81: /size/b/$value: expected a dimension {\"value\": number, \"unit\": \"px\" or "
                    + "\"rem\"}, found \"x\"",
            ])
    }

    /// A `--context` that names nothing is reported at the first file, and that file's own problems still are.
    func testAContextThatNamesNothingHidesNoProblemOfTheFirstFile() {
        var options = DTCGImport.Options()
        options.contexts = ["brand": "Acme"]
        var found: [String] = []
        do {
            _ = try DTCGImport.run(
                files: [file("colors.json", ##"{"color": {"$type": "color", "bad": {"$value": "#12"}}}"##)],
                options: options)
        } catch {
            guard case .invalidTokens(let diagnostics) = error else { return XCTFail("\(error)") }
            found = diagnostics.map(\.description)
        }
        XCTAssertEqual(
            found,
            [
                "colors.json:1:1: /: --context brand=Acme names no Tokens Studio theme group or Figma collection of "
                    + "these files (they have none; a resolver's modifiers are named with --resolver)",
                "colors.json:1:48: /color/bad/$value: \"#12\" is not a color: a hex color has 3, 4, 6 or 8 digits "
                    + "after \"#\", not 2",
            ])
    }

    /// A Tokens Studio theme that cannot be chosen and a problem of another file come together; a value Tokens Studio
    /// refuses is not refused again by the import in other words, and the roles are not asked while the tokens have
    /// problems.
    func testReadersProblemsAndTheTokensProblemsComeTogetherEachOnce() {
        let studio = """
            {
              "core": {"gap": {"value": "wide", "type": "spacing"}, "ink": {"value": "#111111", "type": "color"}},
              "$themes": [{"name": "Day", "group": "Mode", "selectedTokenSets": {"core": "enabled"}}]
            }
            """
        var options = DTCGImport.Options(lightContext: "Day", darkContext: "Night")
        options.roles = []
        let found: [String]
        do {
            _ = try DTCGImport.run(
                files: [
                    file("studio.json", studio),
                    file("other.json", ##"{"z": {"$type": "colour", "$value": "#000000"}}"##),
                ], options: options)
            found = []
        } catch {
            guard case .invalidTokens(let diagnostics) = error else { return XCTFail("\(error)") }
            found = diagnostics.map(\.description)
        }
        XCTAssertEqual(
            found,
            [
                "studio.json:2:29: /core/gap/value: expected a size: a number of pixels (16 or \"16px\") or rems "
                    + "(\"1rem\"), found \"wide\"",
                "studio.json:3:14: /$themes: no theme is named \"Night\" for dark; the themes are \"Mode/Day\"; choose "
                    + "one with --dark-context \"group/name\"",
                "other.json:1:17: /z/$type: \"colour\" is not a type of the format; did you mean \"color\"?",
            ])
    }

    /// A Tokens Studio file refused under `--strict` is refused once, not token by token.
    func testAFileRefusedWholeIsNotReportedAgain() {
        let found = problems(
            [file("tokens.json", ##"{"a": {"value": "4", "type": "sizing"}, "b": {"value": "x", "type": "color"}}"##)],
            strict: true)
        XCTAssertEqual(found.count, 1, found.joined(separator: "\n"))
    }
}
