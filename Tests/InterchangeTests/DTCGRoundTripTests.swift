import Foundation
import TestSupport
import XCTest

@testable import Interchange
@testable import Tokens

/// `import(export(document))` gives back the document: over the examples and over random (seeded) documents.
final class DTCGRoundTripTests: XCTestCase {
    static func roundTrip(_ bytes: [UInt8]) throws -> DTCGImportResult {
        let files = try DTCGExport.files(of: bytes, file: "document.json")
        let byName = Dictionary(uniqueKeysWithValues: files.map { ($0.name, Array($0.text.utf8)) })
        let resolverBytes = try XCTUnwrap(byName[DTCGExport.resolverFile])
        let plan = try DTCGResolverPlan.read(
            resolverBytes, file: DTCGExport.resolverFile, modifier: nil, light: "light", dark: "dark")
        let sources = plan.files.compactMap { name in byName[name].map { DTCGImport.SourceFile(name: name, bytes: $0) }
        }
        return try DTCGImport.run(
            files: sources, appearances: DTCGImport.Appearances(light: plan.light, dark: plan.dark),
            resolver: DTCGImport.SourceFile(name: DTCGExport.resolverFile, bytes: resolverBytes), options: .dsys())
    }

    private func assertRoundTrip(
        _ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        // An import writes the current format: a format 1 document comes back migrated.
        let upgraded = try DocumentMigration.upgrade(bytes, file: name).map { Array($0.utf8) } ?? bytes
        let original = try DesignSystemDocument.loadCanonical(upgraded, file: name).canonicalText
        let result: DTCGImportResult
        do {
            result = try Self.roundTrip(bytes)
        } catch {
            XCTFail("\(name): \(error.localizedDescription)", file: file, line: line)
            return
        }
        if result.documentText != original {
            let a = original.split(separator: "\n")
            let b = result.documentText.split(separator: "\n")
            let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            XCTFail(
                "\(name) changed on line \(first + 1):\n  was: \(first < a.count ? a[first] : "<end>")\n  now: "
                    + "\(first < b.count ? b[first] : "<end>")", file: file, line: line)
        }
    }

    func testTheExamplesComeBackUnchanged() throws {
        for example in ["full", "minimal"] {
            let url = TestSupport.examples.appendingPathComponent("\(example)/design-system.json")
            try assertRoundTrip([UInt8](try Data(contentsOf: url)), example)
        }
    }

    /// `expose_primitives` rides in the resolver's `$extensions` and comes back.
    func testExposedPrimitivesComeBack() throws {
        let url = TestSupport.fixtures.appendingPathComponent("valid/format-2-expose-primitives.json")
        try assertRoundTrip([UInt8](try Data(contentsOf: url)), url.lastPathComponent)
        XCTAssertEqual(
            try Self.roundTrip([UInt8](try Data(contentsOf: url))).designSystem.exposedPrimitives, ["palette"])
    }

    /// Ids, `renamed` and `replaced_by` come back: an id the token's extensions hold from there, others in dsys's
    /// own data (issue 23).
    func testTokenIdentityComesBack() throws {
        let url = TestSupport.fixtures.appendingPathComponent("valid/format-2-identity.json")
        try assertRoundTrip([UInt8](try Data(contentsOf: url)), url.lastPathComponent)
        let designSystem = try Self.roundTrip([UInt8](try Data(contentsOf: url))).designSystem
        let accent = try XCTUnwrap(designSystem.colors.first { $0.path.description == "brand.accent" })
        XCTAssertEqual(accent.metadata.id, "VariableID:12:7")
        XCTAssertEqual(accent.metadata.deprecation?.renamed?.description, "color.brand.main")
        XCTAssertEqual(
            designSystem.spacing.first { $0.name == "gutter" }?.metadata.deprecation?.replacedBy?.description,
            "spacing.md")
    }

    /// The module's name and lint's options ride there too (issue 30).
    func testTheModuleAndTheLintOptionsComeBack() throws {
        for name in ["format-2-module.json", "format-2-lint-rules.json"] {
            let url = TestSupport.fixtures.appendingPathComponent("valid/\(name)")
            try assertRoundTrip([UInt8](try Data(contentsOf: url)), name)
        }
        let module = TestSupport.fixtures.appendingPathComponent("valid/format-2-module.json")
        XCTAssertEqual(
            try Self.roundTrip([UInt8](try Data(contentsOf: module))).designSystem.module, "AcmeDesignSystem")
        let rules = TestSupport.fixtures.appendingPathComponent("valid/format-2-lint-rules.json")
        XCTAssertEqual(
            try Self.roundTrip([UInt8](try Data(contentsOf: rules))).designSystem.lintOptions.severities[
                "font-literal"],
            .warning)
    }

    func testDocumentsDTCGCannotHoldAreRefusedWithTheReason() throws {
        let url = TestSupport.examples.appendingPathComponent("minimal/design-system.json")
        let minimal = try String(contentsOf: url, encoding: .utf8)
        func refusal(_ text: String) -> String? {
            do {
                _ = try DTCGExport.files(of: Array(text.utf8), file: "d.json")
                return nil
            } catch {
                guard case .notExportable(let reason) = error else { return "\(error)" }
                return reason
            }
        }
        XCTAssertNil(refusal(minimal))
        let dollar = minimal.replacingOccurrences(of: "\"inverse\":", with: "\"$extra\": \"#000000\", \"inverse\":")
        XCTAssertEqual(
            refusal(dollar),
            "text.$extra: DTCG reserves names starting with '$' (\"$extra\") for its properties; rename it")
        let clash = minimal.replacingOccurrences(
            of: "\"tokens\": {",
            with: "\"tokens\": {\"other\": {\"text\": {\"primary\": {\"type\": \"number\", \"value\": 1}}},")
        XCTAssertEqual(
            refusal(clash),
            "two tokens would both be text.primary in the DTCG file (dsys keeps colors, other tokens, typography, "
                + "spacing, radius and shadow apart; DTCG has one tree); rename one")
    }

    func testReferencesOfEveryKindComeBackAsReferences() throws {
        // References as whole values (also of opacities), and inside composite values: a border's width and style,
        // a transition's duration and timing, a typography's family, size and weight, a shadow layer's offset, a
        // gradient stop's position.
        let url = TestSupport.fixtures.appendingPathComponent("valid/format-2-references.json")
        try assertRoundTrip([UInt8](try Data(contentsOf: url)), "references of every kind")
    }

    func testRandomDocumentsComeBackUnchanged() throws {
        for seed in UInt64(1)...40 {
            var generator = RandomDocument(seed: seed)
            let bytes = Array(generator.document().utf8)
            do {
                _ = try DesignSystemDocument.load(bytes, file: "random-\(seed).json")
            } catch {
                XCTFail("the generator made an invalid document (seed \(seed)): \(error.localizedDescription)")
                continue
            }
            try assertRoundTrip(bytes, "random document, seed \(seed)")
        }
    }
}

/// Random valid dsys documents: every kind of token, every way of writing one, shared group names between colors
/// and other tokens, light/dark, metadata and extensions.
struct RandomDocument {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    private mutating func hex() -> String {
        let digits = chance(50) ? "0123456789abcdef" : "0123456789ABCDEF"
        let count = chance(20) ? 8 : 6
        return "#" + String((0..<count).map { _ in pick(Array(digits)) })
    }

    private func quote(_ text: String) -> String { CanonicalJSON.text(of: .string(text)) }

    private mutating func number(_ range: ClosedRange<Double>) -> String {
        let value = (Double.random(in: range, using: &random) * 100).rounded() / 100
        return NumberText.shortest(value)
    }

    private mutating func metadata(deprecatable: Bool) -> String {
        var parts: [String] = []
        if chance(30) {
            parts.append("\"description\": \(quote(pick(["Primary", "Für Überschriften", "Tab\tand \"quote\"", "Ω"])))")
        }
        if deprecatable, chance(15) { parts.append("\"deprecated\": \(pick(["true", "\"Use another token.\""]))") }
        if chance(15) {
            parts.append("\"extensions\": {\"com.example.tool\": {\"id\": \(Int.random(in: 1...99, using: &random))}}")
        }
        return parts.map { ", " + $0 }.joined()
    }

    private static let roles: [(String, [String])] = [
        ("action", ["primary", "destructive"]), ("surface", ["default", "raised", "inset"]),
        ("text", ["primary", "secondary", "muted", "inverse"]), ("border", ["default", "focus"]),
        ("feedback", ["success", "error", "warning", "info"]),
    ]

    mutating func document() -> String {
        var colorPaths: [String] = []
        var groups: [(String, [String])] = []
        // A palette first, so that aliases have targets.
        var palette: [String] = []
        for index in 0..<Int.random(in: 3...12, using: &random) {
            let name = pick(["blue", "gray", "red", "mint"]) + "-\(index)"
            palette.append("\(quote(name)): \(colorToken(targets: colorPaths, deprecatable: true))")
            colorPaths.append("palette.\(name)")
        }
        groups.append(("palette", palette))
        if chance(50) {
            var shared: [String] = []
            for name in ["a", "b"] {
                shared.append("\(quote(name)): \(colorToken(targets: colorPaths, deprecatable: true))")
                colorPaths.append("motion.\(name)")
            }
            groups.append(("motion", shared))
        }
        for (group, names) in Self.roles {
            var members: [String] = []
            for name in names {
                members.append("\(quote(name)): \(colorToken(targets: colorPaths, deprecatable: false))")
            }
            if chance(40) {
                members.append("\"extra\": \(colorToken(targets: colorPaths, deprecatable: true))")
            }
            groups.append((group, members))
        }
        if chance(50) { groups.swapAt(0, groups.count - 1) }
        let colors = groups.map { "\(quote($0.0)): {\n" + $0.1.joined(separator: ",\n") + "\n}" }.joined(
            separator: ",\n")

        let styles =
            ["heading1", "heading2", "heading3", "heading4", "body", "bodySmall", "bodyLarge", "label"]
            + (chance(50) ? ["caption"] : [])
        let typography = styles.map { name -> String in
            var members = ["\"size\": \(number(8...60))", "\"relative_to\": \"\(pick(TextStyle.allCases).rawValue)\""]
            if chance(30) { members.append("\"family\": \"\(pick(["sans", "mono"]))\"") }
            if chance(50) { members.append("\"weight\": \"\(pick(FontWeight.allCases).rawValue)\"") }
            if chance(20) { members.reverse() }
            let required = ["heading1", "heading2", "heading3", "heading4", "body", "bodySmall", "bodyLarge", "label"]
            return "\(quote(name)): {" + members.joined(separator: ", ")
                + metadata(deprecatable: !required.contains(name)) + "}"
        }.joined(separator: ",\n")

        func sizes(_ names: [String], _ generator: inout RandomDocument) -> String {
            names.map { name in
                let value = generator.number(0...64)
                return generator.chance(30)
                    ? "\(generator.quote(name)): {\"value\": \(value)\(generator.metadata(deprecatable: false))}"
                    : "\(generator.quote(name)): \(value)"
            }.joined(separator: ", ")
        }
        let spacing = sizes(["xs", "sm", "md", "lg"] + (chance(50) ? ["xl"] : []), &self)
        let radius = sizes(["sm", "md", "lg"] + (chance(50) ? ["full"] : []), &self)

        var shadow = "null"
        if chance(60) {
            let names = ["sm", "md"] + (chance(50) ? ["lg"] : [])
            shadow =
                "["
                + names.map { name -> String in
                    let color = chance(30) ? "{\(pick(colorPaths))}" : hex()
                    return
                        "{\"name\": \"\(name)\", \"color\": \"\(color)\", \"opacity\": \(number(0...1)), \"radius\": "
                        + "\(number(0...20)), \"x\": \(number(-4...4)), \"y\": \(number(0...12))\(metadata(deprecatable: false))}"
                }.joined(separator: ", ") + "]"
        }

        var others: [String] = []
        let kinds = [
            "number", "opacity", "dimension", "duration", "fontWeight", "cubicBezier", "string", "fontFamily",
            "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
        ]
        for index in 0..<Int.random(in: 0...10, using: &random) {
            let kind = pick(kinds)
            let value = otherValue(kind, colors: colorPaths)
            var token = "{\"type\": \"\(kind)\", \"value\": \(value)"
            if kind != "string", chance(25) { token += ", \"dark\": \(otherValue(kind, colors: colorPaths))" }
            token += metadata(deprecatable: true) + "}"
            let group = pick(["motion", "misc", "palette", "sizes"])
            others.append("\(quote(group)): {\(quote("t\(index)")): \(token)}")
        }
        // Groups may repeat in this list; merge them so each group appears once.
        var merged: [(String, [String])] = []
        for entry in others {
            let group = String(entry.prefix { $0 != ":" })
            let body = String(entry.drop { $0 != "{" }.dropFirst().dropLast())
            if let index = merged.firstIndex(where: { $0.0 == group }) {
                merged[index].1.append(body)
            } else {
                merged.append((group, [body]))
            }
        }
        let other = merged.map { "\($0.0): {" + $0.1.joined(separator: ", ") + "}" }.joined(separator: ",\n")
        let contrast =
            chance(40)
            ? ",\n\"contrast\": [{\"foreground\": \"text.primary\", \"background\": \"surface.default\", \"level\": \"AA\"}]"
            : ""
        let fonts =
            chance(50)
            ? "{\"sans\": \"Inter\", \"mono\": null}" : "{\"sans\": null, \"mono\": \"JetBrains Mono\"}"
        return """
            {
              "name": \(quote(pick(["Acme", "Ünïcode Design", "Small"]))),
              "font_family": \(fonts),
              "tokens": {
                "color": {
            \(colors)
                },
                "typography": {
            \(typography)
                },
                "spacing": {\(spacing)},
                "radius": {\(radius)},
                "shadow": \(shadow)\(other.isEmpty ? "" : ",\n\"other\": {\n\(other)\n}")
              }\(contrast)
            }
            """
    }

    private mutating func colorValue(targets: [String]) -> String {
        !targets.isEmpty && chance(40) ? "{\(pick(targets))}" : hex()
    }

    private mutating func colorToken(targets: [String], deprecatable: Bool) -> String {
        let light = colorValue(targets: targets)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return "\"\(light)\""
        case 1: return "{\"value\": \"\(light)\"\(metadata(deprecatable: deprecatable))}"
        case 2:
            let dark = colorValue(targets: targets)
            return "{\"light\": \"\(light)\", \"dark\": \"\(dark)\"\(metadata(deprecatable: deprecatable))}"
        default:
            return "{\"dark\": \"\(light)\", \"light\": \"\(light)\"}"
        }
    }

    private mutating func otherValue(_ kind: String, colors: [String]) -> String {
        let color = "\"\(colorValue(targets: colors))\""
        switch kind {
        case "number": return number(-100...100)
        case "opacity": return number(0...1)
        case "dimension": return number(0...200)
        case "duration": return number(0...2000)
        case "fontWeight": return pick(["100", "400", "650", "1000"])
        case "cubicBezier": return "[\(number(0...1)), \(number(-1...2)), \(number(0...1)), \(number(-1...2))]"
        case "string": return quote(pick(["ease-in", "🙂", "a \"quoted\" word"]))
        case "fontFamily": return chance(50) ? "\"Inter\"" : "[\"Inter\", \"system-ui\"]"
        case "strokeStyle":
            return chance(50) ? "\"dashed\"" : "{\"dashArray\": [\(number(0...8)), 2], \"lineCap\": \"round\"}"
        case "border": return "{\"color\": \(color), \"width\": \(number(0...4)), \"style\": \"solid\"}"
        case "transition":
            return "{\"duration\": \(number(0...500)), \"delay\": 0, \"timingFunction\": [0.4, 0, 0.2, 1]}"
        case "shadow":
            let layer =
                "{\"color\": \(color), \"offsetX\": 0, \"offsetY\": \(number(0...8)), \"blur\": 4, \"spread\": 0}"
            return chance(50)
                ? layer
                : "[\(layer), {\"color\": \(color), \"offsetX\": 1, \"offsetY\": 2, \"blur\": 3, \"spread\": -1, \"inset\": true}]"
        case "gradient":
            return "[{\"color\": \(color), \"position\": 0}, {\"color\": \"#ffffff\", \"position\": \(number(0...1))}]"
        default:
            return
                "{\"fontFamily\": \"Inter\", \"fontSize\": \(number(8...40)), \"fontWeight\": 400, \"letterSpacing\": 0, "
                + "\"lineHeight\": \(number(1...2))}"
        }
    }
}
