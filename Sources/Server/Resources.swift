import ChangeReports
import Foundation
import Generator
import Interchange
import Registry
import Tokens

/// What a URL names: a page, a JSON document or a download.
enum Route: Sendable, Equatable {
    /// `/`: the versions, newest first.
    case versions
    /// `/versions/1.2.0`.
    case version(String)
    /// `/versions/1.2.0/contrast`.
    case contrast(String)
    /// `/versions/1.2.0/design-system.json`: the canonical document.
    case document(String)
    /// `/versions/1.2.0/dtcg/design-system.tokens.json`: a file of the DTCG export.
    case export(String, file: String)
    /// `/diff/1.2.0...2.0.0`.
    case diff(from: String, to: String)
    /// `/changelog/1.0.0...2.0.0`: every version from the first to the second, newest first, each with its diff.
    case changelog(from: String, to: String)
    /// `/api/versions`: what `dsysctl log --json` prints.
    case apiVersions
    /// `/api/versions/1.2.0`: the revision and its tokens.
    case apiVersion(String)
    /// `/api/versions/1.2.0/contrast`: what `dsysctl contrast 1.2.0 --format json` prints.
    case apiContrast(String)
    /// `/api/diff/1.2.0...2.0.0`: what `dsysctl diff 1.2.0 2.0.0 --format json` prints.
    case apiDiff(from: String, to: String)
    /// `/api/changelog/1.0.0...2.0.0`: what `dsysctl changelog --from 1.0.0 --to 2.0.0 --format json` prints.
    case apiChangelog(from: String, to: String)
}

/// A response the server can give: its entity tag and caching (known before its body is built, so that a browser's
/// copy is confirmed without building it) and how to build the body.
struct Resource {
    /// Where the built body is kept.
    var key: String
    var etag: String
    /// A published version's resource never changes; the list changes with each publish.
    var isImmutable: Bool
    var build: () throws -> Site.Rendered
}

/// A request the server answers with an error page (or, under `/api/`, an error document).
struct HTTPProblem: Error, Equatable {
    var status: Int
    var title: String
    var message: String

    static func notFound(_ message: String) -> HTTPProblem {
        HTTPProblem(status: 404, title: "Not found", message: message)
    }
    static func badRequest(_ message: String) -> HTTPProblem {
        HTTPProblem(status: 400, title: "Bad request", message: message)
    }
}

extension Site {
    /// The resource `route` names; a version the registry does not have is ``HTTPProblem/notFound(_:)``.
    func resource(for route: Route) throws -> Resource {
        switch route {
        case .versions, .apiVersions:
            let history = try currentHistory()
            let head = history.revisions.first
            let etag = Self.etag([
                route == .versions ? "versions" : "api-versions", String(history.revisions.count),
                head?.version ?? "", head?.outputCommit ?? "", head?.documentHash ?? "",
            ])
            return Resource(key: "\(route):\(etag)", etag: etag, isImmutable: false) {
                if route == .apiVersions { return .json(try Self.json(history.revisions)) }
                let name = try head.map { try self.model($0.version).designSystem.name }
                return .html(VersionsPage(history: history, name: name).render())
            }
        case .version(let version), .apiVersion(let version):
            let revision = try known(version)
            return Resource(
                key: "\(route)", etag: Self.etag(["\(route)", remote ?? ""] + Self.hashes(revision)), isImmutable: true
            ) {
                let model = try self.model(version)
                let package = SwiftPackageLine(
                    remote: self.remote, localRepository: self.registry.project.repositoryPath, module: model.module)
                if case .apiVersion = route { return .json(try Self.json(VersionDocument(model, package: package))) }
                let previous = try self.currentHistory().previous(of: version)?.version
                return .html(VersionPage(model: model, previous: previous, package: package).render())
            }
        case .contrast(let version), .apiContrast(let version):
            let revision = try known(version)
            return Resource(key: "\(route)", etag: Self.etag(["\(route)"] + Self.hashes(revision)), isImmutable: true) {
                let model = try self.model(version)
                if case .apiContrast = route { return .json(JSONRendering.contrast(ContrastPage.report(model))) }
                let previous = try self.currentHistory().previous(of: version)?.version
                return .html(ContrastPage(model: model, previous: previous).render())
            }
        case .document(let version):
            let revision = try known(version)
            return Resource(key: "\(route)", etag: Self.etag(["\(route)"] + Self.hashes(revision)), isImmutable: true) {
                let model = try self.model(version)
                return Site.Rendered(
                    body: Array(model.published.canonicalText.utf8), contentType: "application/json; charset=utf-8",
                    fileName: "design-system-\(version).json")
            }
        case .export(let version, let file):
            let revision = try known(version)
            return Resource(key: "\(route)", etag: Self.etag(["\(route)"] + Self.hashes(revision)), isImmutable: true) {
                let model = try self.model(version)
                guard VersionPage.exportFiles(of: model.designSystem).contains(file) else {
                    throw HTTPProblem.notFound(
                        "The DTCG export of \(version) has no file \(file); it has "
                            + VersionPage.exportFiles(of: model.designSystem).joined(separator: ", ") + ".")
                }
                let files = try DTCGExport.files(
                    of: Array(model.published.canonicalText.utf8), file: "version \(version)")
                guard let exported = files.first(where: { $0.name == file }) else {
                    throw HTTPProblem.notFound("The DTCG export of \(version) has no file \(file).")
                }
                return Site.Rendered(
                    body: Array(exported.text.utf8), contentType: "application/json; charset=utf-8",
                    fileName: file.replacingOccurrences(of: ".tokens.json", with: "-\(version).tokens.json")
                        .replacingOccurrences(of: ".resolver.json", with: "-\(version).resolver.json"))
            }
        case .diff(let from, let to), .apiDiff(let from, let to):
            let old = try known(from)
            let new = try known(to)
            return Resource(
                key: "\(route)", etag: Self.etag(["\(route)"] + Self.hashes(old) + Self.hashes(new)), isImmutable: true
            ) {
                let report = try self.registry.diff(from: .version(from), to: .version(to), policy: .breaking)
                if case .apiDiff = route { return .json(JSONRendering.diff(report)) }
                let name = try self.model(to).designSystem.name
                return .html(
                    DiffPage(report: report, from: old, to: new, name: name, history: try self.currentHistory())
                        .render())
            }
        case .changelog(let from, let to), .apiChangelog(let from, let to):
            let old = try known(from)
            let new = try known(to)
            guard try currentHistory().isPublished(from, before: to) || from == to else {
                throw HTTPProblem.badRequest(
                    "\(from) was published after \(to): a changelog goes from the older version to the newer, "
                        + "/changelog/\(to)...\(from).")
            }
            return Resource(
                key: "\(route)", etag: Self.etag(["\(route)"] + Self.hashes(old) + Self.hashes(new)), isImmutable: true
            ) {
                let entries = try self.registry.changelog(from: from, to: to, policy: .breaking)
                if case .apiChangelog = route { return .json(JSONRendering.changelog(entries)) }
                let name = try self.model(to).designSystem.name
                return .html(ChangelogPage(entries: entries, from: old, to: new, name: name).render())
            }
        }
    }

    /// The first and the latest version, for the whole changelog; a 404 when nothing is published.
    func wholeHistory() throws -> (String, String) {
        let revisions = try currentHistory().revisions
        guard let latest = revisions.first, let first = revisions.last else {
            throw HTTPProblem.notFound("Nothing is published yet: `dsysctl publish` records a first version.")
        }
        return (first.version, latest.version)
    }

    /// The revision of `version`, or a 404 naming the latest.
    private func known(_ version: String) throws -> RevisionInfo {
        do {
            return try revision(version)
        } catch RegistryError.unknownVersion(let version, let latest) {
            throw HTTPProblem.notFound(
                "The registry has no version \(version)"
                    + (latest.map { "; the latest is \($0)." } ?? "; nothing is published yet."))
        }
    }

    /// What identifies a revision's content: its version, document, package and the generator that made it (whose
    /// symbols the pages show), and the pages' own version.
    private static func hashes(_ revision: RevisionInfo) -> [String] {
        [
            revision.version, revision.documentHash, revision.outputTree, revision.outputCommit,
            Generator.version, Layout.pagesVersion,
        ]
    }

    /// A strong entity tag: the first 128 bits of the SHA-256 of `parts`.
    static func etag(_ parts: [String]) -> String {
        var hasher = SHA256()
        for part in parts {
            // Length-prefixed, so no two lists of parts hash alike.
            hasher.update(Array("\(part.utf8.count):".utf8))
            hasher.update(Array(part.utf8))
        }
        return "\"" + SHA256.hex(Array(hasher.finalize().prefix(16))) + "\""
    }

    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}

extension Site.Rendered {
    static func html(_ text: String) -> Site.Rendered {
        Site.Rendered(body: Array(text.utf8), contentType: "text/html; charset=utf-8")
    }

    static func json(_ text: String) -> Site.Rendered {
        Site.Rendered(body: Array(text.utf8), contentType: "application/json; charset=utf-8")
    }
}

/// `/api/versions/VERSION`: the revision as `dsysctl show --json` gives it, how to depend on it, and every token with
/// its values, aliases, deprecation and Swift expression.
struct VersionDocument: Encodable {
    struct Package: Encodable {
        var url: String
        var dependency: String
        var product: String
        var module: String
    }

    struct Token: Encodable {
        var key: String
        var category: String
        /// The value as written: a color's per appearance (`light`, `dark`, `light_hc`, `dark_hc`), others' as JSON.
        var value: [String: String]
        /// What the value resolves to, in the same appearances.
        var resolved: [String: String]
        /// For a color written as an alias: the references followed before reaching a color, per appearance.
        var aliasChain: [String: [String]]?
        var description: String?
        /// The reason, or an empty string for a deprecation without one; absent when the token is current.
        var deprecated: String?
        /// The Swift expression of the version's profile; absent when its package has none for the token.
        var symbol: String?
    }

    var revision: RevisionInfo
    var name: String
    var profile: String
    var package: Package
    var tokenCount: Int
    var tokens: [Token]

    init(_ model: Site.VersionModel, package line: SwiftPackageLine) {
        let designSystem = model.designSystem
        revision = model.revision
        name = designSystem.name
        profile = model.published.profile.rawValue
        package = Package(
            url: line.url, dependency: line.dependency(version: model.revision.version), product: line.product,
            module: model.module)
        var tokens: [Token] = []
        var byPath: [TokenPath: ColorToken] = [:]
        for color in designSystem.colors { byPath[color.path] = color }
        func token(
            _ key: TokenKey, _ metadata: TokenMetadata, value: [String: String], resolved: [String: String],
            chain: [String: [String]]? = nil
        ) -> Token {
            Token(
                key: key.description, category: key.category.rawValue, value: value, resolved: resolved,
                aliasChain: chain, description: metadata.description,
                deprecated: metadata.deprecation.map { $0.reason ?? "" }, symbol: model.symbols[key])
        }
        for color in designSystem.colors {
            let appearances = color.hasHighContrast ? Appearance.allCases : Appearance.standard
            var value: [String: String] = [:]
            var resolved: [String: String] = [:]
            var chains: [String: [String]] = [:]
            for appearance in appearances {
                if let written = color.written(appearance) { value[appearance.rawValue] = written.description }
                resolved[appearance.rawValue] = color.resolved(appearance).hex
                let chain = VersionPage.aliasChain(color, appearance, colors: byPath)
                if !chain.isEmpty { chains[appearance.rawValue] = chain }
            }
            tokens.append(
                token(
                    TokenKey(.color, color.path), color.metadata, value: value, resolved: resolved,
                    chain: chains.isEmpty ? nil : chains))
        }
        for style in designSystem.typography {
            var facts = ["size": NumberText.shortest(style.size), "relative_to": style.relativeTo.rawValue]
            facts["family"] = style.family.rawValue
            facts["weight"] = style.weight?.rawValue
            facts["line_height"] = style.lineHeight.map(NumberText.shortest)
            facts["letter_spacing"] = style.letterSpacing.map(NumberText.shortest)
            facts["design"] = style.design?.rawValue
            var written = facts
            for (member, reference) in style.references { written[member.rawValue] = reference.reference }
            tokens.append(
                token(TokenKey(.typography, TokenPath([style.name])), style.metadata, value: written, resolved: facts))
        }
        for (category, sizes) in [(TokenCategory.spacing, designSystem.spacing), (.radius, designSystem.radii)] {
            for size in sizes {
                let value = NumberText.shortest(size.value)
                tokens.append(
                    token(
                        TokenKey(category, TokenPath([size.name])), size.metadata,
                        value: ["value": size.reference?.reference ?? value], resolved: ["value": value]))
            }
        }
        for shadow in designSystem.shadows ?? [] {
            var value: [String: String] = [:]
            var resolved: [String: String] = [:]
            for (index, layer) in shadow.layers.enumerated() {
                let geometry =
                    "opacity \(NumberText.shortest(layer.opacity)), radius \(NumberText.shortest(layer.radius)), "
                    + "x \(NumberText.shortest(layer.x)), y \(NumberText.shortest(layer.y)), "
                    + "spread \(NumberText.shortest(layer.spread))\(layer.inset ? ", inset" : "")"
                value["layer\(index + 1)"] = "\(layer.color), \(geometry)"
                resolved["layer\(index + 1).light"] = "\(layer.resolvedColor.light.hex), \(geometry)"
                resolved["layer\(index + 1).dark"] = "\(layer.resolvedColor.dark.hex), \(geometry)"
            }
            tokens.append(
                token(TokenKey(.shadow, TokenPath([shadow.name])), shadow.metadata, value: value, resolved: resolved))
        }
        for other in designSystem.otherTokens {
            var value = ["light": CanonicalJSON.text(of: other.value)]
            var resolved = ["light": CanonicalJSON.text(of: other.resolved)]
            if let dark = other.dark { value["dark"] = CanonicalJSON.text(of: dark) }
            if let dark = other.resolvedDark { resolved["dark"] = CanonicalJSON.text(of: dark) }
            tokens.append(token(other.key, other.metadata, value: value, resolved: resolved))
        }
        tokenCount = tokens.count
        self.tokens = tokens
    }
}
