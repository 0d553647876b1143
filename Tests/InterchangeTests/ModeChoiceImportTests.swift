import Foundation
import XCTest

@testable import Interchange
@testable import Tokens

/// Modes beyond light and dark: Tokens Studio's theme groups and Figma's collections whose modes are not
/// appearances read their first theme or mode, or the one `--context` names, and say so; themes and modes of
/// increased contrast are the high-contrast appearances; a `--context` that names nothing is an error.
final class ModeChoiceImportTests: XCTestCase {
    private func file(_ name: String, _ text: String) -> DTCGImport.SourceFile {
        DTCGImport.SourceFile(name: name, bytes: Array(text.utf8))
    }

    private func options(_ contexts: [String: String] = [:]) -> DTCGImport.Options {
        var options = DTCGImport.Options()
        options.contexts = contexts
        return options
    }

    private func run(
        _ files: [DTCGImport.SourceFile], _ contexts: [String: String] = [:]
    ) -> (result: DTCGImportResult?, problems: [String]) {
        do {
            return (try DTCGImport.run(files: files, options: options(contexts)), [])
        } catch {
            guard case .invalidTokens(let diagnostics) = error else { return (nil, ["\(error)"]) }
            return (nil, diagnostics.map(\.description))
        }
    }

    /// A color's value in the document: `"#…"`, or its `{light, dark, light_hc}` object on one line.
    private func color(_ result: DTCGImportResult?, _ path: String...) -> String? {
        guard let result,
            var node = try? JSONSerialization.jsonObject(with: Data(result.documentText.utf8)) as? [String: Any],
            let tokens = node["tokens"] as? [String: Any], let colors = tokens["color"] as? [String: Any]
        else { return nil }
        node = colors
        for (index, key) in path.enumerated() {
            if index == path.count - 1 {
                if let text = node[key] as? String { return text }
                guard let object = node[key] as? [String: Any] else { return nil }
                return object.keys.sorted().filter { $0 != "extensions" }.map { "\($0)=\(object[$0] ?? "")" }
                    .joined(separator: " ")
            }
            guard let next = node[key] as? [String: Any] else { return nil }
            node = next
        }
        return nil
    }

    /// The spacing step `md`.
    private func spacing(_ result: DTCGImportResult?) -> Double? {
        guard let result,
            let node = try? JSONSerialization.jsonObject(with: Data(result.documentText.utf8)) as? [String: Any],
            let step = ((node["tokens"] as? [String: Any])?["spacing"] as? [String: Any])?["md"]
        else { return nil }
        return (step as? Double) ?? ((step as? [String: Any])?["value"] as? Double)
    }

    /// Tokens Studio's single-file sync: sets beside `$themes` (a mode group with a theme of increased contrast, a
    /// brand group) and `$metadata`.
    private let studio = """
        {
          "core": {"ink": {"value": "#111111", "type": "color"}, "paper": {"value": "#ffffff", "type": "color"}},
          "light": {"fg": {"value": "{ink}", "type": "color"}},
          "light-hc": {"fg": {"value": "#000000", "type": "color"}},
          "dark": {"fg": {"value": "{paper}", "type": "color"}},
          "acme": {"accent": {"value": "#0000ff", "type": "color"}},
          "zeta": {"accent": {"value": "#ff0000", "type": "color"}},
          "$themes": [
            {"name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
            {"name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
            {"name": "Light HC", "group": "Mode", "selectedTokenSets": {"core": "source", "light-hc": "enabled"}},
            {"name": "Acme", "group": "Brand", "selectedTokenSets": {"acme": "enabled"}},
            {"name": "Zeta", "group": "Brand", "selectedTokenSets": {"zeta": "enabled"}}
          ],
          "$metadata": {"tokenSetOrder": ["core", "light", "light-hc", "dark", "acme", "zeta"]}
        }
        """

    func testTokensStudioGroupsReadTheirFirstThemeOrTheNamedOne() {
        let (result, problems) = run([file("tokens.json", studio)])
        XCTAssertEqual(problems, [])
        XCTAssertEqual(result?.themes?.light, "Mode/Light")
        XCTAssertEqual(result?.themes?.dark, "Mode/Dark")
        XCTAssertEqual(
            result?.modeNotes,
            [
                "the Tokens Studio theme group \"Brand\": read its first theme \"Acme\" (of \"Acme\", \"Zeta\"); "
                    + "--context Brand=NAME reads another"
            ])
        XCTAssertEqual(color(result, "palette", "accent"), "#0000ff", result?.documentText ?? "")
        // The theme of increased contrast gives light its high-contrast value.
        XCTAssertEqual(
            color(result, "palette", "fg"), "dark={palette.paper} light={palette.ink} light_hc=#000000",
            result?.documentText ?? "")
        XCTAssertEqual(result?.highContrast, .contexts(light: "Mode/Light HC", dark: nil))

        let (zeta, none) = run([file("tokens.json", studio)], ["Brand": "zeta"])
        XCTAssertEqual(none, [])
        XCTAssertEqual(color(zeta, "palette", "accent"), "#ff0000")
        XCTAssertEqual(zeta?.modeNotes, [])

        let (_, unknown) = run([file("tokens.json", studio)], ["Brand": "Omega"])
        XCTAssertEqual(
            unknown,
            [
                "tokens.json:8:14: /$themes: no theme of the group \"Brand\" is named \"Omega\" (--context "
                    + "Brand=Omega); its themes are \"Acme\", \"Zeta\""
            ])
        let (_, nowhere) = run([file("tokens.json", studio)], ["Density": "Compact"])
        XCTAssertEqual(
            nowhere,
            [
                "tokens.json:1:1: /: --context Density=Compact names no Tokens Studio theme group or Figma collection "
                    + "of these files (theme groups \"Mode\", \"Brand\")"
            ])
        // A word of several themes' names does not choose between them.
        let twoAcmes = studio.replacingOccurrences(of: #""name": "Acme""#, with: #""name": "Acme Blue""#)
            .replacingOccurrences(of: #""name": "Zeta""#, with: #""name": "Acme Red""#)
        let (_, several) = run([file("tokens.json", twoAcmes)], ["Brand": "acme"])
        XCTAssertEqual(
            several,
            [
                "tokens.json:8:14: /$themes: 2 themes of the group \"Brand\" match \"acme\" (--context Brand=acme); "
                    + "its themes are \"Acme Blue\", \"Acme Red\""
            ])
    }

    /// Without a light and a dark theme, the themes chosen serve both appearances, and the import says so.
    func testTokensStudioWithoutAppearanceThemesServesBoth() {
        let brands = studio.replacingOccurrences(of: #""group": "Mode""#, with: #""group": "Density""#)
            .replacingOccurrences(of: #""name": "Light""#, with: #""name": "Roomy""#)
            .replacingOccurrences(of: #""name": "Dark""#, with: #""name": "Tight""#)
            .replacingOccurrences(of: #""name": "Light HC""#, with: #""name": "Huge""#)
        let (result, problems) = run([file("tokens.json", brands)])
        XCTAssertEqual(problems, [])
        XCTAssertNil(result?.themes)
        XCTAssertEqual(result?.sameValuesInBothAppearances, true)
        XCTAssertEqual(result?.modeNotes.first?.hasPrefix("no Tokens Studio theme group has a \"light\""), true)
        XCTAssertEqual(color(result, "palette", "fg"), "{palette.ink}", result?.documentText ?? "")
    }

    /// Themes without a group are the group `theme` for `--context`: naming one there reads it for both
    /// appearances, even when the group also has a light and a dark theme.
    func testUngroupedThemesAreChosenWithContextTheme() {
        let ungrouped = """
            {
              "light": {"fg": {"value": "#111111", "type": "color"}},
              "dark": {"fg": {"value": "#eeeeee", "type": "color"}},
              "sepia": {"fg": {"value": "#704214", "type": "color"}},
              "$themes": [
                {"name": "Light", "selectedTokenSets": {"light": "enabled"}},
                {"name": "Dark", "selectedTokenSets": {"dark": "enabled"}},
                {"name": "Sepia", "selectedTokenSets": {"sepia": "enabled"}}
              ],
              "$metadata": {"tokenSetOrder": ["light", "dark", "sepia"]}
            }
            """
        let (both, none) = run([file("tokens.json", ungrouped)])
        XCTAssertEqual(none, [])
        XCTAssertEqual(color(both, "palette", "fg"), "dark=#eeeeee light=#111111", both?.documentText ?? "")

        let (sepia, problems) = run([file("tokens.json", ungrouped)], ["theme": "Sepia"])
        XCTAssertEqual(problems, [])
        XCTAssertNil(sepia?.themes)
        XCTAssertEqual(sepia?.sameValuesInBothAppearances, true)
        XCTAssertEqual(color(sepia, "palette", "fg"), "#704214", sepia?.documentText ?? "")
    }

    /// Names of increased contrast, as Figma modes and Tokens Studio themes write them; "contrast" alone, or low
    /// contrast, is not one.
    func testNamesOfIncreasedContrast() {
        for name in ["Light HC", "dark_ax", "Light high contrast", "Dark (Increased Contrast)", "light-more-contrast"] {
            XCTAssertTrue(TokensStudio.isHighContrast(name), name)
        }
        for name in ["Light", "Low contrast", "Contrast", "Dark axis", "Max"] {
            XCTAssertFalse(TokensStudio.isHighContrast(name), name)
        }
    }

    /// Figma's files of a collection per mode: light and dark, a mode of increased contrast, and a collection of
    /// densities that reads its first mode unless `--context` names one.
    private var figma: [DTCGImport.SourceFile] {
        func mode(_ name: String, _ body: String) -> String {
            #"{"$extensions": {"com.figma.modeName": "\#(name)"}, \#(body)}"#
        }
        func color(_ hex: String, _ id: String) -> String {
            #"{"$type": "color", "$value": "\#(hex)", "$extensions": {"com.figma.variableId": "\#(id)"}}"#
        }
        func number(_ value: Int, _ id: String) -> String {
            #"{"$type": "number", "$value": \#(value), "$extensions": {"com.figma.variableId": "\#(id)", "#
                + #""com.figma.scopes": ["GAP"]}}"#
        }
        return [
            file("Color.Light.tokens.json", mode("Light", #""text": {"primary": \#(color("#111111", "V:1"))}"#)),
            file("Color.Dark.tokens.json", mode("Dark", #""text": {"primary": \#(color("#eeeeee", "V:1"))}"#)),
            file("Color.Dark HC.tokens.json", mode("Dark HC", #""text": {"primary": \#(color("#ffffff", "V:1"))}"#)),
            file("Density.Comfortable.tokens.json", mode("Comfortable", #""spacing": {"md": \#(number(16, "V:2"))}"#)),
            file("Density.Compact.tokens.json", mode("Compact", #""spacing": {"md": \#(number(8, "V:2"))}"#)),
        ]
    }

    func testFigmaCollectionsOfOtherModesReadTheirFirstModeOrTheNamedOne() {
        let (result, problems) = run(figma)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(
            result?.modeNotes,
            [
                "the Figma collection \"Density\" has the modes \"Comfortable\" and \"Compact\", none of them light "
                    + "and dark: read \"Comfortable\" (its first) in both appearances; --context Density=NAME reads "
                    + "another"
            ])
        XCTAssertEqual(spacing(result), 16, result?.documentText ?? "")
        XCTAssertEqual(
            // The Figma variable's id is kept (issue 23).
            color(result, "text", "primary"), "dark=#eeeeee dark_hc=#ffffff id=V:1 light=#111111",
            result?.documentText ?? "")
        XCTAssertEqual(result?.highContrast, .contexts(light: nil, dark: "Dark HC"))
        XCTAssertEqual(
            result?.fileReadings.map(\.description),
            [
                "Color.Light.tokens.json: read as a Figma variables export, mode \"Light\" as light: 1 color written "
                    + "as #rrggbb",
                "Color.Dark.tokens.json: read as a Figma variables export, mode \"Dark\" as dark: 1 color written as "
                    + "#rrggbb",
                "Color.Dark HC.tokens.json: read as a Figma variables export, mode \"Dark HC\" as dark with increased "
                    + "contrast: 1 color written as #rrggbb",
                "Density.Comfortable.tokens.json: read as a Figma variables export, mode \"Comfortable\" as light and "
                    + "dark",
                "Density.Compact.tokens.json: read as a Figma variables export, mode \"Compact\" not read",
            ])

        // By the collection's name, or words of it.
        let (compact, none) = run(figma, ["density": "compact"])
        XCTAssertEqual(none, [])
        XCTAssertEqual(spacing(compact), 8, compact?.documentText ?? "")
        XCTAssertEqual(compact?.modeNotes, [])
        let (_, wrong) = run(figma, ["Density": "Cozy"])
        XCTAssertEqual(wrong.count, 1)
        XCTAssertTrue(
            wrong.first?.hasSuffix(
                "has the modes \"Comfortable\" and \"Compact\", and --context Density=Cozy names none of them; name "
                    + "one exactly") == true, "\(wrong)")
        let renamed = figma.map { source in
            var text = String(decoding: source.bytes, as: UTF8.self)
            text = text.replacingOccurrences(of: "\"Comfortable\"", with: "\"Compact Large\"")
                .replacingOccurrences(of: "\"Compact\"", with: "\"Compact Small\"")
            return file(source.name, text)
        }
        let (_, several) = run(renamed, ["Density": "compact"])
        XCTAssertEqual(several.count, 1)
        XCTAssertTrue(
            several.first?.hasSuffix(
                "has the modes \"Compact Large\" and \"Compact Small\", and --context Density=compact names several "
                    + "of them; name one exactly") == true, "\(several)")
    }

    /// A modifier other than the appearance's with no default and no context that adds no tokens (Carbon's
    /// breakpoints) is a question `--context` answers; a `--context` that names no modifier, or no context of one,
    /// lists what there is.
    func testAResolversModifierWithoutDefaultAsksForContext() {
        let resolver = """
            {"version": "2025.10",
             "modifiers": {"breakpoint": {"contexts": {"md": [{"$ref": "md.json"}], "lg": [{"$ref": "lg.json"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/breakpoint"}]}
            """
        func problems(_ contexts: [String: String]) -> [String] {
            do {
                _ = try DTCGResolverPlan.read(
                    Array(resolver.utf8), file: "r.json", modifier: nil, light: "light", dark: "dark",
                    contexts: contexts)
                return []
            } catch {
                guard case .invalidTokens(let diagnostics) = error else { return ["\(error)"] }
                return diagnostics.map(\.description)
            }
        }
        XCTAssertEqual(
            problems([:]),
            [
                "r.json:2:30: /modifiers/breakpoint: the modifier \"breakpoint\" has no \"default\", so dsys cannot tell "
                    + "which of its contexts to read; choose one with --context breakpoint=NAME (contexts: \"md\", "
                    + "\"lg\"), or add \"default\" to the resolver"
            ])
        XCTAssertEqual(problems(["breakpoint": "lg"]), [])
        XCTAssertEqual(
            problems(["breakpoint": "xl"]),
            [
                "r.json:2:43: /modifiers/breakpoint/contexts: the modifier \"breakpoint\" has no context \"xl\" "
                    + "(--context breakpoint=xl); its contexts are \"md\", \"lg\""
            ])
        XCTAssertEqual(
            problems(["size": "lg"]).first,
            "r.json:3:21: /resolutionOrder: --context size=lg names no modifier of the resolution order (modifiers: "
                + "breakpoint)")
    }

    /// Apple's HIG names its contexts of increased contrast `light_ax` and `dark_ax`.
    func testAResolversContextsOfIncreasedContrastAreFoundByTheirNames() throws {
        let resolver = """
            {"version": "2025.10",
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "l.json"}], "light_ax": [{"$ref": "la.json"}],
               "dark": [{"$ref": "d.json"}], "dark_ax": [{"$ref": "da.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """
        let plan = try DTCGResolverPlan.read(
            Array(resolver.utf8), file: "r.json", modifier: nil, light: "light", dark: "dark")
        XCTAssertEqual(plan.highContrast, .contexts(light: "light_ax", dark: "dark_ax"))
        XCTAssertEqual(plan.lightHighContrast, [.file("la.json")])
        XCTAssertEqual(plan.darkHighContrast, [.file("da.json")])
    }
}
