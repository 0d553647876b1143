import Foundation
import Generator
import TestSupport
import XCTest

@testable import Interchange
@testable import Tokens

/// Figma variables exports: the per-mode files of Figma's own export and the REST API's response, read by shape;
/// modes chosen by the light and dark contexts; numbers told apart by their scopes; strings and booleans skipped and
/// listed; and every refusal.
final class FigmaVariablesTests: XCTestCase {
    private func file(_ name: String, _ text: String) -> DTCGImport.SourceFile {
        DTCGImport.SourceFile(name: name, bytes: Array(text.utf8))
    }

    private func fixture(_ path: String) throws -> DTCGImport.SourceFile {
        let url = TestSupport.fixtures.appendingPathComponent(path)
        return DTCGImport.SourceFile(name: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
    }

    /// One mode of a collection, as Figma's export writes it: tokens, then the mode in the root's extensions.
    private func mode(_ name: String, _ tokens: String) -> String {
        #"{\#(tokens), "$extensions": {"com.figma.modeName": "\#(name)"}}"#
    }

    private func color(_ hex: String, id: String, alias: String? = nil) -> String {
        let value = (1...3).map { index -> String in
            let start = hex.index(hex.startIndex, offsetBy: 1 + (index - 1) * 2)
            let byte = Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0
            return NumberText.shortest(Double(byte) / 255)
        }
        let aliasData = alias.map {
            #", "com.figma.aliasData": {"targetVariableName": "\#($0)", "targetVariableSetName": "Primitives"}"#
        }
        return
            #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(value.joined(separator: ", "))], "#
            + #""alpha": 1, "hex": "\#(hex)"}, "$extensions": {"com.figma.variableId": "\#(id)", "#
            + #""com.figma.scopes": ["ALL_SCOPES"]\#(aliasData ?? "")}}"#
    }

    private func number(_ value: String, id: String, scopes: [String]) -> String {
        let list = scopes.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"$type": "number", "$value": \#(value), "$extensions": {"com.figma.variableId": "\#(id)", "#
            + #""com.figma.scopes": [\#(list)]}}"#
    }

    /// The member of a document at `path`, as compact JSON with sorted keys.
    private func member(_ text: String, _ path: String...) -> String {
        member(text, path)
    }

    private func member(_ text: String, _ path: [String]) -> String {
        var value: Any? = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        for key in path { value = (value as? [String: Any])?[key] }
        guard let value,
            let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        else { return "(none)" }
        return String(decoding: data, as: UTF8.self)
    }

    private func problems(_ run: () throws(InterchangeError) -> DTCGImportResult) -> [String] {
        do {
            _ = try run()
            XCTFail("the import succeeded")
            return []
        } catch {
            guard case .invalidTokens(let diagnostics) = error else { return ["\(error)"] }
            return diagnostics.map(\.description)
        }
    }

    // MARK: Shapes and names

    /// Figma's files are known by their `com.figma` extensions, not by their names: a DTCG file named like a mode
    /// is read as DTCG, and a Figma file named anything is read as Figma's.
    func testExportsAreKnownByTheirContentsNotTheirNames() throws {
        let plain = file("Light.tokens.json", #"{"gap": {"$type": "number", "$value": 4}}"#)
        XCTAssertNil(FigmaVariables.shape(of: try DTCGImport.parse(plain.bytes, file: plain.name).file.root))
        let figma = file("tokens.json", #"{"g": {"gap": \#(number("4", id: "VariableID:1:1", scopes: ["GAP"]))}}"#)
        XCTAssertEqual(
            FigmaVariables.shape(of: try DTCGImport.parse(figma.bytes, file: figma.name).file.root), .modeFile)
        let result = try DTCGImport.run(files: [plain])
        XCTAssertEqual(result.figmaExports, [])
        XCTAssertTrue(result.documentText.contains(#""gap": {"type": "number", "value": 4}"#), result.documentText)
    }

    /// Some plugins write Figma's data as one `com.figma` object: read the same, and its alias data is the
    /// reference.
    func testFigmaDataInOneObjectReadsTheSame() throws {
        let primitives =
            ##"{"blue": {"$type": "color", "$value": "#2563eb", "$extensions": {"com.figma": {"variableId": "V:1", "##
            + ##""scopes": []}}}}"##
        let tokens = """
            {"$extensions": {"com.figma": {"modeName": "Mode 1"}}, "base": \(primitives),
             "corner": {"card": {"$type": "number", "$value": 12, "$extensions": {"com.figma": {"variableId": "V:2",
               "scopes": ["CORNER_RADIUS"]}}}},
             "brand": {"accent": {"$type": "color", "$value": "#2563eb", "$extensions": {"com.figma": {
               "variableId": "V:3", "aliasData": {"targetVariableName": "base/blue"}}}}}}
            """
        let result = try DTCGImport.run(files: [file("Mode 1.tokens.json", tokens)])
        let text = result.documentText
        XCTAssertEqual(member(text, "tokens", "radius", "card", "value"), "12")
        XCTAssertEqual(member(text, "tokens", "color", "brand", "accent", "value"), #""{base.blue}""#)
        XCTAssertEqual(
            member(text, "tokens", "color", "brand", "accent", "extensions"), #"{"com.figma":{"variableId":"V:3"}}"#)
    }

    /// Names: `/` groups, spaces around them dropped and inside them kept, DTCG's reserved characters replaced.
    func testVariableNamesBecomePathsByTheirSlashGroups() {
        XCTAssertEqual(FigmaVariables.path(ofName: "text color/filled"), ["text color", "filled"])
        XCTAssertEqual(FigmaVariables.path(ofName: "Spacing / 0.5 "), ["Spacing", "0_5"])
        XCTAssertEqual(FigmaVariables.path(ofName: "$brand/{accent}"), ["_brand", "_accent_"])
        XCTAssertEqual(FigmaVariables.path(ofName: "//a//b/"), ["a", "b"])
    }

    // MARK: Numbers

    /// Scopes decide first; `ALL_SCOPES` or none fall back to the group's words, then a plain number.
    func testScopesTellNumbersApartAndGroupWordsDecideTheRest() {
        let cases: [([String], [String], FigmaVariables.Kind)] = [
            (["GAP"], ["size", "sm"], .spacing), (["WIDTH_HEIGHT"], ["avatar"], .spacing),
            (["CORNER_RADIUS"], ["x"], .radius), (["OPACITY"], ["x"], .opacity),
            (["STROKE_FLOAT"], ["x"], .borderWidth),
            (["FONT_SIZE"], ["x"], .fontSize), (["LINE_HEIGHT"], ["x"], .lineHeight),
            (["LETTER_SPACING"], ["x"], .letterSpacing), (["FONT_WEIGHT"], ["x"], .fontWeight),
            (["ALL_SCOPES"], ["corner", "sm"], .radius), ([], ["space", "4"], .spacing),
            (["ALL_SCOPES"], ["letter-spacing", "tight"], .letterSpacing), ([], ["opacity", "50"], .opacity),
            ([], ["size", "100"], .dimension), (["ALL_SCOPES"], ["layout", "columns"], .number),
            (["GAP", "CORNER_RADIUS"], ["radius", "md"], .radius),
            (["GAP", "CORNER_RADIUS"], ["x", "md"], .dimension),
            (["TEXT_CONTENT"], ["x"], .number),
        ]
        for (scopes, path, kind) in cases {
            XCTAssertEqual(FigmaVariables.kind(scopes: scopes, path: path), kind, "\(scopes) \(path)")
        }
    }

    /// Spacing and radii become the scales' steps, opacities 0–1, sizes points, weights font weights; a plain number
    /// that a spacing aliases becomes a dimension so that the alias stays one.
    func testNumbersLandWhereTheirKindSays() throws {
        let tokens = mode(
            "Mode 1",
            #""size": {"100": \#(number("4", id: "V:1", scopes: [])), "300": \#(number("12", id: "V:2", scopes: []))}, "#
                + #""gap": {"sm": {"$type": "number", "$value": "{size.100}", "$extensions": {"#
                + #""com.figma.variableId": "V:3", "com.figma.scopes": ["GAP"]}}}, "#
                + #""round": {"card": \#(number("12", id: "V:4", scopes: ["CORNER_RADIUS"]))}, "#
                + #""state": {"disabled": \#(number("38", id: "V:5", scopes: ["OPACITY"]))}, "#
                + #""weight": {"heavy": \#(number("800", id: "V:6", scopes: ["FONT_WEIGHT"]))}, "#
                + #""layout": {"columns": \#(number("12", id: "V:7", scopes: ["ALL_SCOPES"]))}"#)
        let result = try DTCGImport.run(files: [file("Layout.tokens.json", tokens)])
        let text = result.documentText
        // A scale's step is named by the rest of its path after a group the scale's words name (`gap`), else by the
        // whole path (`round` names nothing: the scopes alone put it among the radii).
        XCTAssertEqual(member(text, "tokens", "spacing", "sm", "value"), #""{other.size.100}""#)
        XCTAssertEqual(member(text, "tokens", "radius", "round-card", "value"), "12")
        for (path, type, value) in [
            (["size", "100"], "dimension", "4"), (["size", "300"], "dimension", "12"),
            (["state", "disabled"], "opacity", "0.38"), (["weight", "heavy"], "fontWeight", "800"),
            (["layout", "columns"], "number", "12"),
        ] {
            XCTAssertEqual(member(text, ["tokens", "other"] + path + ["type"]), "\"\(type)\"", "\(path)")
            XCTAssertEqual(member(text, ["tokens", "other"] + path + ["value"]), value, "\(path)")
        }
        // The import's own hint does not reach the document; Figma's data does.
        XCTAssertFalse(text.contains(DTCGImport.extensionKey), text)
        XCTAssertEqual(
            member(text, "tokens", "radius", "round-card", "extensions"),
            #"{"com.figma.scopes":["CORNER_RADIUS"],"com.figma.variableId":"V:4"}"#)
        XCTAssertEqual(
            result.figmaExports.map(\.modes), [[.init(collection: nil, name: "Mode 1", appearance: "light and dark")]])
    }

    /// Figma's opacities are percentages; one outside 0–100 is a mistake to fix in Figma.
    func testAnOpacityOutsideAPercentageIsRefused() {
        let tokens = mode("Mode 1", #""opacity": {"x": \#(number("140", id: "V:1", scopes: ["OPACITY"]))}"#)
        XCTAssertEqual(
            problems { () throws(InterchangeError) in try DTCGImport.run(files: [file("o.tokens.json", tokens)]) },
            [
                "o.tokens.json:1:49: /opacity/x/$value: an opacity variable is a percentage in Figma, from 0 to 100, "
                    + "not 140; fix it in Figma"
            ])
    }

    /// Strings and booleans are not imported, and the import lists them (never silently); a string of the
    /// `FONT_FAMILY` scope is a font family.
    func testStringsAndBooleansAreSkippedAndListed() throws {
        let tokens = mode(
            "Mode 1",
            #""brand": {"name": {"$type": "string", "$value": "Acme", "$extensions": {"com.figma.variableId": "V:1"}}, "#
                + #""gap": {"$type": "number", "$value": 4, "$description": "", "$extensions": {"#
                + #""com.figma.variableId": "V:2", "com.figma.scopes": ["GAP"]}}}, "#
                + #""flags": {"$type": "boolean", "compact": {"$value": true}}, "#
                + #""font": {"$type": "string", "sans": {"$value": "Inter", "$extensions": {"#
                + #""com.figma.scopes": ["FONT_FAMILY"]}}}"#)
        let result = try DTCGImport.run(files: [file("x.tokens.json", tokens)])
        XCTAssertEqual(result.skippedVariables, ["brand/name", "flags/compact"])
        XCTAssertFalse(result.documentText.contains("Acme"), result.documentText)
        // A string of the font-family scope is a font family.
        XCTAssertEqual(member(result.documentText, "tokens", "other", "font", "sans", "type"), #""fontFamily""#)
        XCTAssertEqual(member(result.documentText, "tokens", "other", "font", "sans", "value"), #""Inter""#)
        // An empty description, as Figma writes one, is no description.
        XCTAssertEqual(member(result.documentText, "tokens", "spacing", "brand-gap", "description"), "(none)")
        XCTAssertEqual(member(result.documentText, "tokens", "spacing", "brand-gap", "value"), "4")
    }

    // MARK: Modes

    private var lightAndDark: [DTCGImport.SourceFile] {
        let primary = { (hex: String) in #""action": {"primary": \#(self.color(hex, id: "VariableID:3:1"))}"# }
        return [
            file("Colors.Light.tokens.json", mode("☀️ Light mode", primary("#2563EB"))),
            file("Colors.Dark.tokens.json", mode("🌙 Dark mode", primary("#60A5FA"))),
            file(
                "Spacing.tokens.json",
                mode("Mode 1", #""spacing": {"md": \#(number("16", id: "VariableID:4:1", scopes: ["GAP"]))}"#)),
        ]
    }

    /// A collection's two modes become light and dark (by the contexts' words here); a collection of one mode serves
    /// both.
    func testModesBecomeTheAppearancesAndOneModeServesBoth() throws {
        let result = try DTCGImport.run(files: lightAndDark)
        XCTAssertEqual(member(result.documentText, "tokens", "color", "action", "primary", "light"), ##""#2563EB""##)
        XCTAssertEqual(member(result.documentText, "tokens", "color", "action", "primary", "dark"), ##""#60A5FA""##)
        XCTAssertEqual(member(result.documentText, "tokens", "spacing", "md", "value"), "16", result.documentText)
        XCTAssertEqual(
            result.figmaExports.map { $0.modes.map { "\($0.name): \($0.appearance ?? "-")" } },
            [["☀️ Light mode: light"], ["🌙 Dark mode: dark"], ["Mode 1: light and dark"]])
    }

    /// Contexts that name no mode, or several, or two files of one mode, are refused with the modes there are.
    func testModesThatDoNotMatchOrMatchTwiceAreRefused() {
        var options = DTCGImport.Options(lightContext: "day", darkContext: "dark")
        XCTAssertEqual(
            problems { () throws(InterchangeError) in try DTCGImport.run(files: lightAndDark, options: options) },
            [
                "Colors.Light.tokens.json:1:319: /$extensions/com.figma.modeName: the Figma collection of "
                    + "Colors.Light.tokens.json, Colors.Dark.tokens.json has the modes \"☀️ Light mode\" and "
                    + "\"🌙 Dark mode\", and none is --light-context \"day\"; name its mode with --light-context, or "
                    + "give only one mode's file of this collection (a collection of one mode is the same in both "
                    + "appearances)"
            ])
        options = DTCGImport.Options(lightContext: "light", darkContext: "mode")
        XCTAssertEqual(
            problems { () throws(InterchangeError) in try DTCGImport.run(files: lightAndDark, options: options) }.first?
                .hasSuffix(
                    "the modes \"☀️ Light mode\" and \"🌙 Dark mode\" of the Figma collection of "
                        + "Colors.Light.tokens.json, Colors.Dark.tokens.json all match --dark-context \"mode\"; name "
                        + "one of them exactly with --dark-context"), true)
        options = DTCGImport.Options(lightContext: "light", darkContext: "LIGHT")
        XCTAssertEqual(
            problems { () throws(InterchangeError) in try DTCGImport.run(files: lightAndDark, options: options) }.first?
                .hasSuffix(
                    "the Figma collection of Colors.Light.tokens.json, Colors.Dark.tokens.json reads the mode "
                        + "\"☀️ Light mode\" for both --light-context and --dark-context; name two different modes"),
            true)
        let twice =
            lightAndDark + [
                file("Colors.Light copy.tokens.json", String(decoding: lightAndDark[0].bytes, as: UTF8.self))
            ]
        XCTAssertEqual(
            problems { () throws(InterchangeError) in try DTCGImport.run(files: twice) }.first?.hasSuffix(
                "Colors.Light.tokens.json and Colors.Light copy.tokens.json are both the mode \"☀️ Light mode\" of "
                    + "one Figma collection (they hold the same variables); give one of them"), true)
    }

    /// A response that is not shaped as the REST API documents it: every problem at once, each at its place.
    func testAMalformedRESTResponseIsRefusedWithEveryProblem() {
        let response = """
            {"meta": {
              "variableCollections": {
                "C1": {"id": "C1", "name": "Broken", "modes": [{"name": "Mode 1"}]},
                "C2": {"id": "C2", "name": "Color", "modes": [{"modeId": "m", "name": "Mode 1"}]}},
              "variables": {
                "V1": {"id": "V1", "name": "a/one", "variableCollectionId": "C2", "valuesByMode": {"m": 1}},
                "V2": {"id": "V2", "name": "a/two", "variableCollectionId": "C2", "resolvedType": "INTEGER",
                  "valuesByMode": {"m": 1}},
                "V3": {"id": "V3", "name": "a/three", "variableCollectionId": "C9", "resolvedType": "FLOAT",
                  "valuesByMode": {"m": 1}},
                "V4": {"id": "V4", "name": "a/four", "variableCollectionId": "C2", "resolvedType": "FLOAT",
                  "valuesByMode": {"x": 1}},
                "V5": {"id": "V5", "name": "a/five", "variableCollectionId": "C2", "resolvedType": "COLOR",
                  "valuesByMode": {"m": 5}},
                "V6": {"id": "V6", "name": "a/six", "variableCollectionId": "C1", "resolvedType": "FLOAT",
                  "valuesByMode": {"m": 6}},
                "V7": {"id": "V7", "name": "b", "variableCollectionId": "C2", "resolvedType": "FLOAT",
                  "valuesByMode": {"m": 7}},
                "V8": {"id": "V8", "name": "b/c", "variableCollectionId": "C2", "resolvedType": "FLOAT",
                  "valuesByMode": {"m": 8}}}}}
            """
        XCTAssertEqual(
            problems { () throws(InterchangeError) in try DTCGImport.run(files: [file("variables.json", response)]) },
            [
                "variables.json:3:51: /meta/variableCollections/C1/modes: a variable collection lists its modes as "
                    + "[{\"modeId\": …, \"name\": …}]; this one does not",
                "variables.json:6:5: /meta/variables/V1: a variable has a name, a variableCollectionId, a "
                    + "resolvedType and valuesByMode; this one lacks some",
                "variables.json:7:87: /meta/variables/V2/resolvedType: \"INTEGER\" is not a type of Figma variables "
                    + "(COLOR, FLOAT, STRING, BOOLEAN)",
                "variables.json:9:67: /meta/variables/V3/variableCollectionId: no collection \"C9\" in "
                    + "meta.variableCollections",
                "variables.json:12:23: /meta/variables/V4/valuesByMode: \"a/four\" has no value for the mode \"m\" "
                    + "its collection reads",
                "variables.json:14:29: /meta/variables/V5/valuesByMode/m: a COLOR variable's value is {\"r\", \"g\", "
                    + "\"b\", \"a\"} (0 to 1) or a VARIABLE_ALIAS",
                "variables.json:19:32: /meta/variables/V8/name: \"b/c\" lands on b.c, where another variable or a "
                    + "group of variables already is; rename one of them in Figma",
            ])
        let notObjects = #"{"meta": {"variables": [], "variableCollections": {}}}"#
        XCTAssertEqual(
            problems { () throws(InterchangeError) in try DTCGImport.run(files: [file("variables.json", notObjects)]) },
            [
                "variables.json:1:10: /meta: meta.variables and meta.variableCollections of a Figma REST API "
                    + "response are objects keyed by id"
            ])
    }

    /// A name in two collections would keep only one of the variables: refused at the second.
    func testANameInTwoCollectionsIsRefused() {
        let first = file("A.tokens.json", mode("Mode 1", #""gap": \#(number("4", id: "V:1", scopes: ["GAP"]))"#))
        let second = file("B.tokens.json", mode("Mode 1", #""gap": \#(number("8", id: "V:2", scopes: ["GAP"]))"#))
        XCTAssertEqual(
            problems { () throws(InterchangeError) in try DTCGImport.run(files: [first, second]) },
            [
                "B.tokens.json:1:2: /gap: {gap} is a variable of two Figma collections (A.tokens.json and "
                    + "B.tokens.json), and a design system has one token of a name; rename one of them in Figma"
            ])
    }

    /// `--strict` reads DTCG 2025.10 only: a Figma export is refused, at its root.
    func testStrictRefusesFigmaExports() {
        var options = DTCGImport.Options()
        options.strict = true
        XCTAssertEqual(
            problems { () throws(InterchangeError) in try DTCGImport.run(files: [lightAndDark[2]], options: options) },
            [
                "Spacing.tokens.json:1:1: /: this is a Figma variables export: its numbers are typed by Figma's "
                    + "scopes and it may hold string and boolean variables, which DTCG 2025.10 does not have; "
                    + "--strict reads DTCG 2025.10 only: drop --strict to read it as a Figma export"
            ])
    }

    // MARK: Aliases

    /// An alias Figma wrote as its value (`com.figma.aliasData`, across collections) is a reference again when its
    /// target is among the files; without the target, the value stays and the import lists the alias.
    func testAliasesAcrossCollectionsAreReferencesAgain() throws {
        let primitives = file(
            "Primitives.tokens.json",
            mode("Mode 1", #""color": {"blue": {"500": \#(color("#2563EB", id: "VariableID:2:1"))}}"#))
        let semantic = file(
            "Colors.tokens.json",
            mode(
                "Value", #""action": {"primary": \#(color("#2563EB", id: "VariableID:3:1", alias: "color/blue/500"))}"#)
        )
        let linked = try DTCGImport.run(files: [primitives, semantic])
        XCTAssertEqual(
            member(linked.documentText, "tokens", "color", "action", "primary", "value"), #""{color.blue.500}""#)
        XCTAssertFalse(linked.documentText.contains("aliasData"), linked.documentText)
        XCTAssertEqual(linked.keptAliasValues, [])
        let alone = try DTCGImport.run(files: [semantic])
        XCTAssertEqual(member(alone.documentText, "tokens", "color", "action", "primary", "value"), ##""#2563EB""##)
        XCTAssertEqual(
            alone.keptAliasValues,
            [.init(variable: "action/primary", target: "color/blue/500", collection: "Primitives")])
    }

    /// An alias dsys cannot keep is refused at the aliasing variable: between numbers Figma's scopes make of two
    /// types, or to a string variable.
    func testAliasesToTargetsOfAnotherKindAreRefused() {
        let tokens = mode(
            "Mode 1",
            #""radius": {"md": \#(number("8", id: "V:1", scopes: ["CORNER_RADIUS"]))}, "#
                + #""opacity": {"x": {"$type": "number", "$value": "{radius.md}", "$extensions": {"#
                + #""com.figma.variableId": "V:2", "com.figma.scopes": ["OPACITY"]}}}, "#
                + #""font": {"$type": "string", "$value": "Inter"}, "#
                + #""gap": {"$type": "number", "$value": "{font}", "$extensions": {"com.figma.scopes": ["GAP"]}}"#)
        XCTAssertEqual(
            problems { () throws(InterchangeError) in try DTCGImport.run(files: [file("a.tokens.json", tokens)]) },
            [
                "a.tokens.json:1:153: /opacity/x: {opacity.x} is an opacity by its Figma scopes or name and aliases "
                    + "{radius.md}, which is a dimension; dsys keeps aliases between tokens of one type only: give the "
                    + "two variables matching scopes in Figma",
                "a.tokens.json:1:334: /gap: {gap} aliases {font}, a string variable, which dsys does not import; "
                    + "alias a number variable in Figma instead",
            ])
    }

    // MARK: The REST API

    /// The REST API's response: collections and their modes, `VARIABLE_ALIAS` ids resolved to references, colors
    /// `{r, g, b, a}` converted, descriptions and code syntax kept.
    func testTheRESTResponseImportsWithItsAliasesAndModes() throws {
        let result = try DTCGImport.run(files: [try fixture("figma-variables-rest/variables.json")])
        let text = result.documentText
        let color = { (path: String) in
            self.member(text, ["tokens", "color"] + path.split(separator: ".").map(String.init))
        }
        XCTAssertEqual(color("action.primary.light"), #""{palette.blue.600}""#)
        XCTAssertEqual(color("action.primary.dark"), #""{palette.blue.400}""#)
        XCTAssertEqual(color("action.primary.description"), #""Buttons and links.""#)
        XCTAssertEqual(color("border.focus.value"), #""{action.primary}""#)
        XCTAssertEqual(color("overlay.scrim.light"), ##""#03071266""##)
        XCTAssertEqual(color("overlay.scrim.dark"), ##""#00000099""##)
        XCTAssertEqual(member(text, "tokens", "spacing", "md", "value"), #""{spacing.space-4}""#)
        XCTAssertEqual(
            member(text, "tokens", "spacing", "md", "extensions", "com.figma.codeSyntax"), #"{"iOS":"Spacing.md"}"#)
        XCTAssertEqual(member(text, "tokens", "other", "opacity", "pressed", "value"), "0.72")
        // A string of the font-family scope is a font family, and the document's mono family by its name.
        XCTAssertEqual(member(text, "tokens", "other", "typography", "mono family", "type"), #""fontFamily""#)
        XCTAssertEqual(member(text, "font_family", "mono"), #""JetBrains Mono""#)
        XCTAssertEqual(result.skippedVariables, ["brand/name", "layout/is compact"])
        // A variable deleted in Figma (`deletedButReferenced`) that no variable aliases is left out, and counted.
        XCTAssertEqual(color("legacy"), "(none)")
        XCTAssertEqual(result.figmaExports.map(\.deletedVariables), [1])
        XCTAssertEqual(
            result.figmaExports.first?.modes.map { "\($0.collection ?? "") \($0.name): \($0.appearance ?? "-")" },
            [
                "Primitives Value: light and dark", "Color Light: light", "Color Dark: dark",
                "Layout Mode 1: light and dark",
            ])
    }

    /// An alias to a variable the response does not list (a library's) has no value to fall back on: refused.
    func testARESTAliasToAnUnlistedVariableIsRefused() {
        let response = """
            {"status": 200, "error": false, "meta": {
              "variableCollections": {"VariableCollectionId:1:1": {"id": "VariableCollectionId:1:1", "name": "Color",
                "modes": [{"modeId": "1:0", "name": "Mode 1"}], "defaultModeId": "1:0", "variableIds": ["VariableID:1:2"]}},
              "variables": {"VariableID:1:2": {"id": "VariableID:1:2", "name": "action/primary",
                "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "COLOR",
                "valuesByMode": {"1:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:abc/4:7"}}, "scopes": ["ALL_FILLS"]}}}}
            """
        XCTAssertEqual(
            problems { () throws(InterchangeError) in try DTCGImport.run(files: [file("variables.json", response)]) },
            [
                "variables.json:6:62: /meta/variables/VariableID:1:2/valuesByMode/1:0/id: the alias names "
                    + "\"VariableID:abc/4:7\", which is not among the variables of the responses read (a variable of a "
                    + "library: /variables/local lists only its id); give the library file's response too, or detach "
                    + "the alias in Figma"
            ])
    }
}
