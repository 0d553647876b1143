import ChangeReports
import Foundation
import Generator
import Interchange
import Registry
import Tokens

/// The page of one published version: how to depend on it, and every token by category with its values in each
/// appearance, alias chains, deprecations and the Swift expression of the version's profile.
struct VersionPage {
    let model: Site.VersionModel
    /// The version published before it, for the link to what changed.
    let previous: String?
    let package: SwiftPackageLine

    private var designSystem: DesignSystem { model.designSystem }
    private var version: String { model.revision.version }

    func render() -> String {
        var html = Self.heading(model.revision, name: designSystem.name)
        html += Self.tabs(version: version, previous: previous, here: .tokens)
        html += usage()
        html += "<div class=\"filter\"><input id=\"filter\" type=\"search\" placeholder=\"Filter tokens by name\" "
        html += "aria-label=\"Filter tokens by name\" autocomplete=\"off\">"
        html += "<span id=\"shown\" class=\"count\">\(designSystem.tokenCount) tokens</span></div>\n"
        html += colors() + typography() + sizes(.spacing) + sizes(.radius) + shadows() + others()
        return Layout.page(
            title: "\(designSystem.name) \(version)", siteName: designSystem.name, current: version,
            switchTo: "/versions/{version}", body: html)
    }

    // MARK: - Heading and use

    /// The version's title, who published it when, its bump and message.
    static func heading(_ revision: RevisionInfo, name: String, suffix: String = "") -> String {
        var html = "<h1>\(HTML.text(name)) <small>\(HTML.text(revision.version))\(HTML.text(suffix))</small></h1>\n"
        html += "<p class=\"meta\">Published \(HTML.text(String(revision.date.prefix(10)))) by "
        html += "\(HTML.text(revision.authorName)) · <span class=\"bump \(HTML.attribute(revision.bump))\">"
        html += "\(HTML.text(revision.bump))</span> \(HTML.text(revision.changes.summary))"
        if let rollbackOf = revision.rollbackOf { html += " · rollback to \(HTML.text(rollbackOf))" }
        html += " · profile <code>\(HTML.text(revision.profile))</code></p>\n"
        if !revision.message.isEmpty { html += "<p class=\"message\">\(HTML.text(revision.message))</p>\n" }
        return html
    }

    enum Tab { case tokens, contrast }

    static func tabs(version: String, previous: String?, here: Tab) -> String {
        let base = "/versions/\(HTML.pathSegment(version))"
        var items = [
            here == .tokens ? "<li class=\"here\">Tokens</li>" : "<li><a href=\"\(base)\">Tokens</a></li>",
            here == .contrast
                ? "<li class=\"here\">Contrast</li>" : "<li><a href=\"\(base)/contrast\">Contrast</a></li>",
        ]
        if let previous {
            let range = "\(HTML.pathSegment(previous))...\(HTML.pathSegment(version))"
            items.append("<li><a href=\"/diff/\(range)\">Changes since \(HTML.text(previous))</a></li>")
        }
        items.append("<li><a href=\"/\">All versions</a></li>")
        return "<ul class=\"tabs\">" + items.joined() + "</ul>\n"
    }

    private func usage() -> String {
        var html = "<section class=\"use\" aria-label=\"Use this version\">\n"
        func line(_ label: String, _ code: String, copy: Bool = true) {
            html += "<div class=\"use-line\"><span class=\"label\">\(label)</span><code>\(HTML.text(code))</code>"
            if copy {
                html += "<button class=\"copy\" data-copy=\"\(HTML.attribute(code))\" aria-label=\"Copy\"></button>"
            }
            html += "</div>\n"
        }
        line("Package.swift", package.dependency(version: version))
        line("Target", package.product)
        var swift = "import \(model.module)"
        if let need = model.symbolsNeed { swift += "; in a view: \(need)" }
        line("Swift", swift, copy: false)
        html += "<p class=\"downloads\">"
        if package.isLocal {
            html += "No git remote is recorded (<code>dsysctl remote set URL</code>): the URL is the registry's own "
            html += "repository, on the machine that serves this page. "
        }
        let base = "/versions/\(HTML.pathSegment(version))"
        html += "Download <a href=\"\(base)/\(Self.documentFile)\" download>\(Self.documentFile)</a> (the document) "
        html += "or its DTCG 2025.10 export: "
        html +=
            Self.exportFiles(of: designSystem).map {
                "<a href=\"\(base)/dtcg/\(HTML.pathSegment($0))\" download>\(HTML.text($0))</a>"
            }
            .joined(separator: ", ")
        return html + ".</p>\n</section>\n"
    }

    /// The name the document downloads as.
    static let documentFile = "design-system.json"

    /// The files `dsysctl export --format dtcg` writes for `designSystem`.
    static func exportFiles(of designSystem: DesignSystem) -> [String] {
        var files = [DTCGExport.tokensFile, DTCGExport.darkFile, DTCGExport.resolverFile]
        if designSystem.hasHighContrastColors {
            files += [DTCGExport.lightHighContrastFile, DTCGExport.darkHighContrastFile]
        }
        return files
    }

    // MARK: - Token sections

    /// A section of the page; its rows are what the filter matches.
    private func section(_ id: String, _ title: String, count: Int, _ content: String) -> String {
        guard count > 0 else { return "" }
        return "<section id=\"\(id)\" data-group>\n<h2>\(title) <small>\(count)</small></h2>\n\(content)</section>\n"
    }

    /// The first cell of a token's row: its name, deprecation and description.
    private func nameCell(_ key: TokenKey, display: String, metadata: TokenMetadata, leading: String = "") -> String {
        var html = "<td data-label=\"\"><div class=\"value\">\(leading)<div><div class=\"name\">"
        html += "<code>\(HTML.text(display))</code>"
        if let deprecation = metadata.deprecation {
            html += " <span class=\"deprecated\" title=\"\(HTML.attribute(deprecation.reason ?? "deprecated"))\">"
            html += "deprecated</span>"
        }
        html += "</div>"
        if let reason = metadata.deprecation?.reason {
            html += "<div class=\"desc\">Deprecated: \(HTML.text(reason))</div>"
        }
        if let description = metadata.description, !description.isEmpty {
            html += "<div class=\"desc\">\(HTML.text(description))</div>"
        }
        return html + "</div></div></td>"
    }

    /// The last cell: the Swift expression to copy, or a dash when the profile's package has none for the token.
    private func symbolCell(_ key: TokenKey) -> String {
        guard let symbol = model.symbols[key] else {
            return
                "<td data-label=\"Swift\"><span class=\"desc\" title=\"not in the \(HTML.attribute(model.revision.profile)) "
                + "profile's package\">—</span></td>"
        }
        return "<td data-label=\"Swift\"><button class=\"copy\" data-copy=\"\(HTML.attribute(symbol))\">"
            + "<code>\(HTML.text(symbol))</code></button></td>"
    }

    private func row(_ key: TokenKey, _ cells: String) -> String {
        "<tr data-name=\"\(HTML.attribute(key.description.lowercased()))\">\(cells)</tr>\n"
    }

    private func colors() -> String {
        let colors = designSystem.colors
        guard !colors.isEmpty else { return "" }
        let highContrast = designSystem.hasHighContrastColors
        let appearances: [Appearance] = highContrast ? Appearance.allCases : Appearance.standard
        var byPath: [TokenPath: ColorToken] = [:]
        for color in colors { byPath[color.path] = color }
        var html = "<table class=\"tokens\">\n<thead><tr><th>Token</th>"
        html += appearances.map { "<th>\(HTML.text($0.displayName.capitalized))</th>" }.joined()
        html += "<th>Swift</th></tr></thead>\n"
        for (group, members, isPrimitive) in Self.colorGroups(colors, valueTokens: model.valueTokens) {
            html += "<tbody data-group><tr><th colspan=\"\(appearances.count + 2)\">\(HTML.text(group))"
            if isPrimitive {
                html += " <small>primitives</small>"
            }
            html += "</th></tr>\n"
            for color in members { html += colorRow(color, appearances: appearances, colors: byPath) }
            html += "</tbody>\n"
        }
        html += "</table>\n"
        return section("colors", "Colors", count: colors.count, html)
    }

    /// The colors by their first path component, in document order, except that groups none of whose values app code
    /// writes (a palette of primitives, which the semantic colors alias) come after the ones it does.
    static func colorGroups(
        _ colors: [ColorToken], valueTokens: Set<TokenKey>
    ) -> [(name: String, colors: [ColorToken], isPrimitive: Bool)] {
        var names: [String] = []
        var members: [String: [ColorToken]] = [:]
        for color in colors {
            let name = color.path.components.first ?? ""
            if members[name] == nil { names.append(name) }
            members[name, default: []].append(color)
        }
        let groups = names.map { name in
            let colors = members[name] ?? []
            return (name, colors, !colors.contains { valueTokens.contains(TokenKey(.color, $0.path)) })
        }
        return groups.filter { !$0.2 } + groups.filter { $0.2 }
    }

    private func colorRow(
        _ color: ColorToken, appearances: [Appearance], colors byPath: [TokenPath: ColorToken]
    ) -> String {
        let key = TokenKey(.color, color.path)
        var live = "--l:\(color.resolved.light.hex);--d:\(color.resolved.dark.hex)"
        if let contrast = color.distinctHighContrastColors {
            live += ";--lh:\(contrast.light.hex);--dh:\(contrast.dark.hex)"
        }
        let swatch = "<span class=\"swatch live\" style=\"\(live)\"><span></span></span>"
        var cells = nameCell(key, display: color.path.description, metadata: color.metadata, leading: swatch)
        for appearance in appearances {
            let resolved = color.resolved(appearance)
            cells += "<td data-label=\"\(HTML.attribute(appearance.displayName.capitalized))\" "
            cells += "data-appearance=\"\(appearance.rawValue)\"><div class=\"value\">"
            cells += HTMLRendering.swatch(resolved, appearance: appearance)
            cells += "<span class=\"hex\">\(resolved.hex)</span></div>"
            let chain = Self.aliasChain(color, appearance, colors: byPath)
            if !chain.isEmpty {
                cells += "<div class=\"chain\">"
                cells += (chain + [resolved.hex]).map { HTML.text($0) }.joined(separator: " → ") + "</div>"
            } else if appearance.isHighContrast, color.written(appearance) == nil {
                cells += "<div class=\"chain\">as \(appearance.base.displayName)</div>"
            }
            cells += "</td>"
        }
        return row(key, cells + symbolCell(key))
    }

    /// The references `color` follows in `appearance` before it reaches a color: `{palette.blue.600}`, … (empty for a
    /// color written as it is). A high-contrast appearance the token gives no value for follows its base's.
    static func aliasChain(_ color: ColorToken, _ appearance: Appearance, colors: [TokenPath: ColorToken]) -> [String] {
        func written(_ token: ColorToken) -> ColorValue? { token.written(appearance) ?? token.written(appearance.base) }
        var steps: [String] = []
        var seen: Set<TokenPath> = []
        var value = written(color)
        while case .alias(let path)? = value, seen.insert(path).inserted {
            steps.append("{\(path)}")
            value = colors[path].flatMap(written)
        }
        return steps
    }

    private func typography() -> String {
        let styles = designSystem.typography
        guard !styles.isEmpty else { return "" }
        var html = "<table class=\"tokens\">\n<thead><tr><th>Token</th><th>Sample</th><th>Swift</th></tr></thead>\n"
        html += "<tbody>\n"
        for style in styles {
            let key = TokenKey(.typography, TokenPath([style.name]))
            var css = "font-size:\(HTML.number(style.size))px"
            css += ";font-family:\(Self.fontFamily(style, fonts: designSystem.fontFamily))"
            if let weight = style.weight { css += ";font-weight:\(Self.cssWeight(weight))" }
            if let lineHeight = style.lineHeight { css += ";line-height:\(HTML.number(lineHeight))" }
            if let spacing = style.letterSpacing { css += ";letter-spacing:\(HTML.number(spacing))px" }
            var facts = ["\(HTML.number(style.size)) pt", (style.weight ?? .regular).rawValue]
            if let lineHeight = style.lineHeight { facts.append("line height \(HTML.number(lineHeight))") }
            if let spacing = style.letterSpacing { facts.append("tracking \(HTML.number(spacing)) pt") }
            facts.append("scales with .\(style.relativeTo.rawValue)")
            if let font = designSystem.fontFamily.font(style.family) { facts.append(font.name) }
            var cells = nameCell(key, display: style.name, metadata: style.metadata)
            cells += "<td data-label=\"Sample\"><div class=\"sample-text\" style=\"\(HTML.attribute(css))\">"
            cells += "The quick brown fox jumps over the lazy dog</div>"
            cells += "<div class=\"desc\">\(HTML.text(facts.joined(separator: " · ")))</div></td>"
            html += row(key, cells + symbolCell(key))
        }
        html += "</tbody>\n</table>\n"
        return section("typography", "Typography", count: styles.count, html)
    }

    /// The CSS font stack of a text style: the document's family first (shown if the browser's machine has it), then
    /// the system's own of the same design.
    static func fontFamily(_ style: TextStyleToken, fonts: FontFamily) -> String {
        let fallback: String
        switch (style.family, style.design) {
        case (.mono, _), (_, .monospaced?): fallback = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace"
        case (_, .serif?): fallback = "ui-serif, Georgia, serif"
        case (_, .rounded?): fallback = "ui-rounded, system-ui, sans-serif"
        default: fallback = "system-ui, -apple-system, \"Segoe UI\", Roboto, sans-serif"
        }
        guard let font = fonts.font(style.family) else { return fallback }
        return "\"\(HTML.cssString(font.name))\", \(fallback)"
    }

    static func cssWeight(_ weight: FontWeight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    private func sizes(_ category: TokenCategory) -> String {
        let tokens = category == .spacing ? designSystem.spacing : designSystem.radii
        guard !tokens.isEmpty else { return "" }
        var html = "<table class=\"tokens\">\n<thead><tr><th>Token</th><th>Value</th><th>To scale</th>"
        html += "<th>Swift</th></tr></thead>\n<tbody>\n"
        for token in tokens {
            let key = TokenKey(category, TokenPath([token.name]))
            var cells = nameCell(key, display: token.name, metadata: token.metadata)
            cells += "<td data-label=\"Value\">\(HTML.number(token.value)) pt"
            if let reference = token.reference {
                cells += "<div class=\"chain\">\(HTML.text(reference.reference))</div>"
            }
            cells += "</td><td data-label=\"To scale\">"
            let size = HTML.number(token.value)
            if category == .spacing {
                cells += "<span class=\"bar\" style=\"width:\(size)px;max-width:100%\" title=\"\(size) pt\"></span>"
            } else {
                cells += "<span class=\"corner\" style=\"border-radius:\(size)px\" title=\"\(size) pt\"></span>"
            }
            html += row(key, cells + "</td>" + symbolCell(key))
        }
        html += "</tbody>\n</table>\n"
        return category == .spacing
            ? section("spacing", "Spacing", count: tokens.count, html)
            : section("radius", "Radii", count: tokens.count, html)
    }

    private func shadows() -> String {
        let shadows = designSystem.shadows ?? []
        guard !shadows.isEmpty else { return "" }
        var html = "<table class=\"tokens\">\n<thead><tr><th>Token</th><th>Light</th><th>Dark</th><th>Layers</th>"
        html += "<th>Swift</th></tr></thead>\n<tbody>\n"
        for shadow in shadows {
            let key = TokenKey(.shadow, TokenPath([shadow.name]))
            var cells = nameCell(key, display: shadow.name, metadata: shadow.metadata)
            for appearance in Appearance.standard {
                let css = shadow.layers.map { layer in
                    let color = layer.resolvedColor[appearance]
                    let alpha = Double(color.alpha) / 255 * layer.opacity
                    let rgba =
                        "rgba(\(color.red),\(color.green),\(color.blue),\(HTML.number((alpha * 1000).rounded() / 1000)))"
                    return (layer.inset ? "inset " : "")
                        + "\(HTML.number(layer.x))px \(HTML.number(layer.y))px \(HTML.number(layer.radius))px "
                        + "\(HTML.number(layer.spread))px \(rgba)"
                }
                .joined(separator: ",")
                cells += "<td data-label=\"\(appearance.displayName.capitalized)\"><span class=\"shadow-pad "
                cells +=
                    "\(appearance.rawValue)\"><span class=\"shadow\" style=\"box-shadow:\(css)\"></span></span></td>"
            }
            let layers = shadow.layers.map { layer in
                "\(layer.color) at \(HTML.number(layer.opacity * 100))%, blur \(HTML.number(layer.radius)), "
                    + "x \(HTML.number(layer.x)), y \(HTML.number(layer.y))"
                    + (layer.spread != 0 ? ", spread \(HTML.number(layer.spread))" : "")
                    + (layer.inset ? ", inset" : "")
            }
            cells += "<td data-label=\"Layers\"><span class=\"chain\">"
            cells += layers.map { HTML.text($0) }.joined(separator: "<br>") + "</span></td>"
            html += row(key, cells + symbolCell(key))
        }
        html += "</tbody>\n</table>\n"
        return section("shadows", "Shadows", count: shadows.count, html)
    }

    private func others() -> String {
        let tokens = designSystem.otherTokens
        guard !tokens.isEmpty else { return "" }
        var html = "<table class=\"tokens\">\n<thead><tr><th>Token</th><th>Type</th><th>Value</th><th>Dark</th>"
        html += "<th>Swift</th></tr></thead>\n<tbody>\n"
        for token in tokens {
            var cells = nameCell(token.key, display: token.path.description, metadata: token.metadata)
            cells += "<td data-label=\"Type\">\(HTML.text(token.kind.rawValue))</td>"
            cells += "<td data-label=\"Value\">" + value(token.value, resolved: token.resolved) + "</td>"
            cells += "<td data-label=\"Dark\">"
            if let dark = token.dark {
                cells += value(dark, resolved: token.resolvedDark ?? dark)
            } else {
                cells += "<span class=\"desc\">as light</span>"
            }
            html += row(token.key, cells + "</td>" + symbolCell(token.key))
        }
        html += "</tbody>\n</table>\n"
        return section("other", "Other tokens", count: tokens.count, html)
    }

    /// A value as written, and what it resolves to when it is a reference.
    private func value(_ written: JSONValue, resolved: JSONValue) -> String {
        var html = "<code>\(HTML.text(CanonicalJSON.text(of: written)))</code>"
        if resolved != written {
            html += "<div class=\"chain\">→ \(HTML.text(CanonicalJSON.text(of: resolved)))</div>"
        }
        return html
    }
}

/// How an app's `Package.swift` names the generated package: the git remote (or, without one, the registry's own
/// output repository), and the product.
struct SwiftPackageLine: Sendable {
    let url: String
    let isLocal: Bool
    let product: String

    init(remote: String?, localRepository: String, module: String) {
        var local = URL(fileURLWithPath: localRepository).absoluteString
        // A folder's file URL ends with a slash, which SwiftPM would take into the package's name.
        while local.hasSuffix("/") { local.removeLast() }
        url = remote ?? local
        isLocal = remote == nil
        product = ".product(name: \(Self.literal(module)), package: \(Self.literal(Self.identity(of: url))))"
    }

    func dependency(version: String) -> String {
        ".package(url: \(Self.literal(url)), from: \(Self.literal(version)))"
    }

    /// `url` as every reader of the page may see it: without the password or token a remote's URL may carry between
    /// `://` and `@` (the whole user part for HTTP, whose user is often a token; the user alone for other schemes,
    /// such as `ssh://git@…`).
    static func publicURL(_ url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return url }
        let user = rest[..<at].split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        let isHTTP = ["http", "https"].contains(url[..<scheme.lowerBound].lowercased())
        return String(url[..<scheme.upperBound]) + (isHTTP || user.isEmpty ? "" : user + "@")
            + rest[rest.index(after: at)...]
    }

    /// SwiftPM's name for a package at `url`: its last path component without `.git`.
    static func identity(of url: String) -> String {
        var name = url
        while name.hasSuffix("/") { name.removeLast() }
        if let cut = name.lastIndex(where: { $0 == "/" || $0 == ":" }) {
            name = String(name[name.index(after: cut)...])
        }
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
