import Tokens

/// How a resolver document gives the high-contrast appearances, as the import is told or finds it.
///
/// Two shapes are read. The appearance modifier may have a high-contrast context beside each appearance
/// (`light`, `dark`, `light-hc`, `dark-hc`); or a modifier of its own chooses the contrast (`contrast` with
/// contexts `standard` and `high`), combined with the appearance modifier. Without names given, the contexts are
/// found by their usual names; a resolver with none reads as before.
public struct DTCGHighContrastContexts: Sendable, Equatable {
    /// The appearance modifier's context for light appearance with increased contrast (default: found by name).
    public var light: String?
    /// The appearance modifier's context for dark appearance with increased contrast (default: found by name).
    public var dark: String?
    /// The modifier that chooses the contrast (default: the one other than the appearance modifier with a
    /// high-contrast context).
    public var contrastModifier: String?
    /// The contrast modifier's context for increased contrast (default: found by name).
    public var highContext: String?

    public init(light: String? = nil, dark: String? = nil, contrastModifier: String? = nil, highContext: String? = nil)
    {
        self.light = light
        self.dark = dark
        self.contrastModifier = contrastModifier
        self.highContext = highContext
    }

    /// Where a resolver's high-contrast appearances are.
    public enum Found: Sendable, Equatable {
        /// The resolver has none.
        case absent
        /// Contexts of the appearance modifier; `nil` for an appearance without one (it is the standard one).
        case contexts(light: String?, dark: String?)
        /// A modifier of its own, with its standard and high-contrast contexts.
        case contrastModifier(name: String, standard: String, high: String)

        var hasLight: Bool {
            switch self {
            case .absent: false
            case .contexts(let light, _): light != nil
            case .contrastModifier: true
            }
        }

        var hasDark: Bool {
            switch self {
            case .absent: false
            case .contexts(_, let dark): dark != nil
            case .contrastModifier: true
            }
        }

        /// The appearance modifier's contexts to read, each with the appearance it is read for: 0 light, 1 dark,
        /// 2 light high contrast, 3 dark high contrast.
        func appearanceContexts(light: String, dark: String) -> [(name: String, slot: Int)] {
            var contexts = [(light, 0), (dark, 1)]
            switch self {
            case .absent: break
            case .contexts(let lightHighContrast, let darkHighContrast):
                if let lightHighContrast { contexts.append((lightHighContrast, 2)) }
                if let darkHighContrast { contexts.append((darkHighContrast, 3)) }
            case .contrastModifier:
                // The contrast modifier adds its high context to each appearance's own.
                contexts += [(light, 2), (dark, 3)]
            }
            return contexts
        }

        /// How the import's summary names it.
        public var summary: String {
            switch self {
            case .absent: ""
            case .contexts(let light, let dark):
                "high contrast from the contexts "
                    + [light, dark].compactMap { $0.map { quoted($0) } }
                    .joined(separator: " and ") + " (names of increased contrast)"
            case .contrastModifier(let name, _, let high):
                "high contrast from the \(quoted(name)) modifier's \(quoted(high)) context"
            }
        }
    }

    /// The names a high-contrast context of an appearance modifier goes by, for an appearance context `base`.
    static func contextNames(for base: String) -> [String] {
        [
            "\(base)-hc", "\(base)_hc", "\(base)-high-contrast", "\(base)_high_contrast", "\(base)HighContrast",
            "high-contrast-\(base)", "\(base)-increased-contrast", "\(base)_ax", "\(base)-ax", "\(base)Ax",
            "\(base) high contrast",
        ]
    }

    /// The names of a contrast modifier's high and standard contexts.
    static let highContextNames = ["high", "high-contrast", "more", "increased"]
    static let standardContextNames = ["standard", "normal", "default", "regular", "no-preference"]
}

extension ResolverReader {
    typealias Modifier = (name: String, node: JSONNode, pointer: JSONPointer)

    /// Finds the high-contrast appearances of a resolver; `nil` after reporting why they cannot be told.
    mutating func findHighContrast(
        _ wanted: DTCGHighContrastContexts, appearance: Modifier?, modifiers: [Modifier], light: String, dark: String
    ) -> DTCGHighContrastContexts.Found? {
        guard let appearance else { return .absent }
        let contexts = contextNames(of: appearance)
        let contextsNode = appearance.node["contexts"] ?? appearance.node
        let contextsPointer = appearance.pointer.appending("contexts")
        let explicitContrastModifier = wanted.contrastModifier != nil || wanted.highContext != nil

        /// The high-contrast context of one appearance: named, found by name, or none.
        func context(_ named: String?, base: String, option: String) -> (name: String?, ok: Bool) {
            if let named {
                guard contexts.contains(named) else {
                    report(
                        .missingKey, contextsPointer, contextsNode,
                        "the modifier \(quoted(appearance.name)) has no \(quoted(named)) context for \(option) "
                            + "(contexts: \(contexts.joined(separator: ", ")))")
                    return (nil, false)
                }
                return (named, true)
            }
            if explicitContrastModifier { return (nil, true) }
            let found = DTCGHighContrastContexts.contextNames(for: base).filter(contexts.contains)
            if found.count > 1 {
                report(
                    .invalidValue, contextsPointer, contextsNode,
                    "the modifier \(quoted(appearance.name)) has several contexts that could be \(quoted(base)) with "
                        + "high contrast (\(found.map { quoted($0) }.joined(separator: ", "))); choose one with \(option)"
                )
                return (nil, false)
            }
            return (found.first, true)
        }
        let (lightContext, lightOK) = context(wanted.light, base: light, option: "--light-high-contrast-context")
        let (darkContext, darkOK) = context(wanted.dark, base: dark, option: "--dark-high-contrast-context")
        guard lightOK, darkOK else { return nil }
        let hasContexts = lightContext != nil || darkContext != nil

        // A modifier of its own: named, or the one (besides the appearance modifier) with a high-contrast context.
        let others = modifiers.filter { $0.name != appearance.name }
        let highNames = wanted.highContext.map { [$0] } ?? DTCGHighContrastContexts.highContextNames
        var contrast: Modifier?
        if let name = wanted.contrastModifier {
            guard let found = others.first(where: { $0.name == name }) else {
                report(
                    .unknownKey, JSONPointer(["resolutionOrder"]), root["resolutionOrder"] ?? root,
                    "no modifier named \(quoted(name)) besides the appearance modifier \(quoted(appearance.name)) in "
                        + "the resolution order (modifiers: \(modifiers.map(\.name).joined(separator: ", "))); check "
                        + "--contrast-modifier")
                return nil
            }
            contrast = found
        } else if wanted.light == nil, wanted.dark == nil {
            let found = others.filter { modifier in contextNames(of: modifier).contains(where: highNames.contains) }
            if found.count > 1 {
                report(
                    .invalidValue, JSONPointer(["resolutionOrder"]), root["resolutionOrder"] ?? root,
                    "the modifiers \(found.map { quoted($0.name) }.joined(separator: " and ")) could each choose "
                        + "high contrast; choose one with --contrast-modifier")
                return nil
            }
            contrast = found.first
        }
        guard let contrast else {
            if wanted.highContext != nil {
                report(
                    .missingKey, JSONPointer(["resolutionOrder"]), root["resolutionOrder"] ?? root,
                    "no modifier besides \(quoted(appearance.name)) has a \(quoted(wanted.highContext ?? "")) "
                        + "context; check --high-contrast-context, or name the modifier with --contrast-modifier")
                return nil
            }
            return hasContexts ? .contexts(light: lightContext, dark: darkContext) : .absent
        }
        if hasContexts {
            report(
                .invalidValue, JSONPointer(["resolutionOrder"]), root["resolutionOrder"] ?? root,
                "high contrast is chosen twice: by the contexts "
                    + [lightContext, darkContext].compactMap { $0.map { quoted($0) } }.joined(separator: " and ")
                    + " of \(quoted(appearance.name)) and by the modifier \(quoted(contrast.name)); say which to read "
                    + "with --contrast-modifier or --light-high-contrast-context and --dark-high-contrast-context")
            return nil
        }
        let names = contextNames(of: contrast)
        let highFound = highNames.filter(names.contains)
        let contrastContexts = contrast.node["contexts"] ?? contrast.node
        guard highFound.count == 1, let high = highFound.first else {
            report(
                highFound.isEmpty ? .missingKey : .invalidValue, contrast.pointer.appending("contexts"),
                contrastContexts,
                highFound.isEmpty
                    ? "the modifier \(quoted(contrast.name)) has no high-contrast context (contexts: "
                        + "\(names.joined(separator: ", "))); name it with --high-contrast-context"
                    : "the modifier \(quoted(contrast.name)) has several contexts that could be high contrast ("
                        + "\(highFound.map { quoted($0) }.joined(separator: ", "))); choose one with "
                        + "--high-contrast-context")
            return nil
        }
        let declaredDefault = contrast.node["default"]?.stringValue.flatMap {
            names.contains($0) && $0 != high ? $0 : nil
        }
        guard
            let standard = declaredDefault
                ?? DTCGHighContrastContexts.standardContextNames.first(where: names.contains)
        else {
            report(
                .missingKey, contrast.pointer, contrast.node,
                "the modifier \(quoted(contrast.name)) chooses high contrast (\(quoted(high))) but names no standard "
                    + "context for the other appearances; add \"default\": one of "
                    + names.filter { $0 != high }.map { quoted($0) }.joined(separator: ", "))
            return nil
        }
        return .contrastModifier(name: contrast.name, standard: standard, high: high)
    }

    /// A modifier's context names, in document order.
    private func contextNames(of modifier: Modifier) -> [String] {
        guard case .object(let members)? = modifier.node["contexts"]?.value else { return [] }
        return members.map(\.key)
    }
}

// MARK: - Import

extension Importer {
    /// The high-contrast values of the imported colors, and the other tokens that differ in high contrast.
    struct HighContrastValues {
        /// Per dotted DTCG path, the high-contrast values that differ from the standard ones (`nil`: the same).
        var colors: [String: (light: String?, dark: String?)] = [:]
        var otherTokens: [String] = []
    }

    /// Resolves the high-contrast appearances of `plan` and compares each token with its standard appearance. A
    /// color whose high-contrast value is written as its standard one (the same hex, or the same alias, which then
    /// follows its target's high-contrast value) keeps none.
    mutating func highContrastValues(
        _ plan: DTCGImport.Appearances, resolverIndex: Int?, entries: [Entry]
    ) -> HighContrastValues {
        var values = HighContrastValues()
        guard plan.lightHighContrast != nil || plan.darkHighContrast != nil else { return values }
        var imported: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { imported[entry.token.dotted] = index }
        var otherTokens: Set<String> = []
        for (sources, isDark) in [(plan.lightHighContrast, false), (plan.darkHighContrast, true)] {
            guard let sources else { continue }
            let built = Self.tree(
                sources, of: files, mode: isDark ? options.darkContext : options.lightContext,
                resolverIndex: resolverIndex, strict: options.strict)
            var resolution = DTCGResolution(
                root: built.tree, problems: built.problems, remBase: options.remBase, strict: options.strict,
                ourPath: Self.ourPath)
            let appearance = isDark ? "dark" : "light"
            for index in resolution.tokens.indices {
                let token = resolution.tokens[index]
                guard let entryIndex = imported[token.dotted] else {
                    problems.report(
                        .missingKey, file: token.file, token.pointer, offset: token.value.offset,
                        "\(token.dotted) is only in the \(appearance) high-contrast appearance; give it a standard "
                            + "value too (in the sets or the \(appearance) context), or remove it")
                    continue
                }
                let entry = entries[entryIndex]
                guard let value = resolution.value(of: index),
                    let standard = isDark ? entry.dark ?? entry.light : entry.light ?? entry.dark, value != standard
                else { continue }
                guard entry.type == .color, resolution.type(of: index) == .color, case .string(let text) = value else {
                    otherTokens.insert(entry.token.dotted)
                    continue
                }
                if isDark {
                    values.colors[entry.token.dotted, default: (nil, nil)].dark = text
                } else {
                    values.colors[entry.token.dotted, default: (nil, nil)].light = text
                }
            }
            problems.merge(resolution.problems)
            draftNotes += built.notes + resolution.draftNotes
            skipped += built.skipped
        }
        values.otherTokens = entries.map(\.token.dotted).filter(otherTokens.contains)
        return values
    }
}
