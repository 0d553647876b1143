import ChangeReports
import Generator
import Registry
import Tokens

/// The contrast of every pair of one version in every appearance, failing pairs first, with the components that draw
/// each pair (the profile's table of what its components draw on what) and the document's waivers.
struct ContrastPage {
    let model: Site.VersionModel
    let previous: String?

    /// The same report `dsysctl contrast VERSION` prints.
    static func report(_ model: Site.VersionModel) -> ContrastReport {
        ContrastReport(
            source: model.revision.version, designSystem: model.designSystem, profile: model.published.profile)
    }

    /// The checks failing first, then in the report's order (by appearance, then pair).
    static func ordered(_ checks: [ContrastCheck]) -> [ContrastCheck] {
        checks.enumerated().sorted { lhs, rhs in
            if lhs.element.passes != rhs.element.passes { return !lhs.element.passes }
            if lhs.element.appearance != rhs.element.appearance {
                return lhs.element.appearance < rhs.element.appearance
            }
            return lhs.offset < rhs.offset
        }
        .map(\.element)
    }

    func render() -> String {
        let report = Self.report(model)
        let designSystem = model.designSystem
        let version = model.revision.version
        // Who draws each pair: the profile's components, by the tokens that fill their roles.
        var drawnBy: [String: String] = [:]
        for pair in model.published.profile.componentPairs(in: designSystem) {
            guard let foreground = pair.foreground, let background = pair.background else { continue }
            let key = Self.pairKey(foreground, background, pair.backgroundOpacity, pair.backdrop)
            drawnBy[key] = drawnBy[key].map { "\($0), \(pair.drawnBy)" } ?? pair.drawnBy
        }
        let failing = report.checks.filter { !$0.passes }.count
        var html = VersionPage.heading(model.revision, name: designSystem.name, suffix: " · contrast")
        html += VersionPage.tabs(version: version, previous: previous, here: .contrast)
        html += "<p class=\"summary\">\(report.checks.count) checks in "
        html += "\(Set(report.checks.map(\.appearance)).count) appearances, "
        html += failing == 0 ? "all at their level.</p>\n" : "\(failing) below their level (listed first).</p>\n"
        let rows = Self.ordered(report.checks).map { check -> [(String, String)] in
            let key = Self.pairKey(check.foreground, check.background, check.backgroundOpacity, check.backdrop)
            let waiver = designSystem.contrastWaivers.first {
                $0.covers(foreground: check.foreground, background: check.background)
            }
            var row = HTMLRendering.contrastRow(check)
            if let waiver, !check.passes, let result = row.indices.last {
                row[result].1 += " <span class=\"desc\">waived: \(HTML.text(waiver.reason))</span>"
            }
            row.insert(("Appearance", HTML.text(check.appearance.displayName)), at: 2)
            return row + [
                (
                    "Drawn by",
                    HTML.text(
                        [drawnBy[key], check.isDeclared ? "declared in the document" : nil].compactMap { $0 }
                            .joined(separator: "; "))
                )
            ]
        }
        html +=
            rows.isEmpty ? "<p class=\"empty\">This version has no contrast pairs.</p>\n" : HTMLRendering.table(rows)
        return Layout.page(
            title: "Contrast of \(designSystem.name) \(version)", siteName: designSystem.name, current: version,
            switchTo: "/versions/{version}/contrast", body: html)
    }

    /// A pair as the profile's table and the report both name it: a translucent background's pair is one per surface
    /// under it.
    private static func pairKey(
        _ foreground: TokenPath, _ background: TokenPath, _ opacity: Double, _ backdrop: TokenPath?
    ) -> String {
        "\(foreground)\n\(background)\n\(opacity)\n\(backdrop.map(\.description) ?? "")"
    }
}

/// What changed between two versions: the changelog's own HTML (``HTMLRendering/diffBody(_:level:)``) in the site's
/// frame, with a form to compare two other versions.
struct DiffPage {
    let report: ChangeReport
    let from: RevisionInfo
    let to: RevisionInfo
    let name: String
    /// For the link to the changelog of the same range, when it goes forward.
    let history: Site.History

    func render() -> String {
        var html = "<h1>\(HTML.text(name)) <small>\(HTML.text(from.version)) → \(HTML.text(to.version))</small></h1>\n"
        html += "<p class=\"meta\">"
        html += [from, to].map { revision in
            "<a href=\"/versions/\(HTML.pathSegment(revision.version))\">\(HTML.text(revision.version))</a> "
                + "published \(HTML.text(String(revision.date.prefix(10)))) by \(HTML.text(revision.authorName))"
        }
        .joined(separator: " · ")
        html += "</p>\n"
        html += Self.compareForm(from: from.version, to: to.version)
        if history.isPublished(from.version, before: to.version) {
            let range = "\(HTML.pathSegment(from.version))...\(HTML.pathSegment(to.version))"
            html += "<p class=\"meta\">All at once, as an app moving from one to the other sees it; the "
            html += "<a href=\"/changelog/\(range)\">changelog</a> shows each version in between.</p>\n"
        }
        html += HTMLRendering.diffBody(report)
        return Layout.page(
            title: "\(name) \(from.version) → \(to.version)", siteName: name, body: html)
    }

    /// Two version selects (filled by the page's script, or the list's own options) and two buttons: the diff
    /// (`/diff?from=&to=`) and the changelog (`/changelog?from=&to=`).
    static func compareForm(from: String?, to: String?, options: [String] = []) -> String {
        func select(_ name: String, _ current: String?) -> String {
            var html = "<select name=\"\(name)\" aria-label=\"\(name == "from" ? "From" : "To")\""
            if options.isEmpty { html += " data-versions data-current=\"\(HTML.attribute(current ?? ""))\"" }
            html += ">"
            let choices = options.isEmpty ? [current].compactMap { $0 } : options
            for choice in choices {
                html += "<option value=\"\(HTML.attribute(choice))\"\(choice == current ? " selected" : "")>"
                html += "\(HTML.text(choice))</option>"
            }
            return html + "</select>"
        }
        return "<form class=\"pager\" method=\"get\" action=\"/diff\">Compare " + select("from", from) + " with "
            + select("to", to) + " <button type=\"submit\">Show changes</button>"
            + " <button type=\"submit\" formaction=\"/changelog\">Changelog</button></form>\n"
    }
}

/// Every version of a range, newest first, each with its diff against the version before it: the HTML changelog's
/// own entries (``HTMLRendering/changelogBody(_:level:link:)``) in the site's frame.
struct ChangelogPage {
    let entries: [ChangelogEntry]
    let from: RevisionInfo
    let to: RevisionInfo
    let name: String

    func render() -> String {
        var html = "<h1>\(HTML.text(name)) <small>changelog \(HTML.text(from.version)) … "
        html += "\(HTML.text(to.version))</small></h1>\n"
        html += "<p class=\"meta\">\(entries.count) version\(entries.count == 1 ? "" : "s"), newest first, each "
        html += "compared with the version before it"
        if from.version != to.version {
            let range = "\(HTML.pathSegment(from.version))...\(HTML.pathSegment(to.version))"
            html += "; <a href=\"/diff/\(range)\">all the changes at once</a>"
        }
        html += ".</p>\n"
        html += DiffPage.compareForm(from: from.version, to: to.version)
        html += HTMLRendering.changelogBody(entries, level: 2) { "/versions/\(HTML.pathSegment($0))" }
        return Layout.page(
            title: "\(name) changelog \(from.version) … \(to.version)", siteName: name, body: html)
    }
}

/// The list of published versions, newest first.
struct VersionsPage {
    let history: Site.History
    let name: String?

    func render() -> String {
        let revisions = history.revisions
        var html = "<h1>\(HTML.text(name ?? "Design system")) <small>versions</small></h1>\n"
        guard !revisions.isEmpty else {
            html += "<p class=\"empty\">Nothing is published yet: <code>dsysctl publish</code> records a first "
            html += "version, and it appears here.</p>\n"
            return Layout.page(title: "Versions", siteName: name, body: html)
        }
        html += "<p class=\"meta\">\(revisions.count) version\(revisions.count == 1 ? "" : "s"), newest first; "
        html += "<a href=\"/changelog\">the whole changelog</a>.</p>\n"
        let versions = revisions.map(\.version)
        if versions.count > 1 {
            html += DiffPage.compareForm(from: versions[1], to: versions[0], options: versions)
        }
        let rows = revisions.enumerated().map { position, revision -> [(String, String)] in
            let link = "/versions/\(HTML.pathSegment(revision.version))"
            var changes = HTML.text(revision.changes.summary)
            if position + 1 < revisions.count {
                let previous = revisions[position + 1].version
                changes += " · <a href=\"/diff/\(HTML.pathSegment(previous))...\(HTML.pathSegment(revision.version))\">"
                changes += "changes</a>"
            }
            var message = HTML.text(revision.message)
            if let rollbackOf = revision.rollbackOf {
                message += " <small>(rollback to \(HTML.text(rollbackOf)))</small>"
            }
            return [
                ("Version", "<a href=\"\(link)\"><strong>\(HTML.text(revision.version))</strong></a>"),
                ("Date", HTML.text(String(revision.date.prefix(10)))),
                ("Author", HTML.text(revision.authorName)),
                ("Bump", "<span class=\"bump \(HTML.attribute(revision.bump))\">\(HTML.text(revision.bump))</span>"),
                ("Changes", changes),
                ("Message", "<span class=\"message\">\(message)</span>"),
            ]
        }
        html += HTMLRendering.table(rows)
        return Layout.page(title: "\(name ?? "Design system") versions", siteName: name, body: html)
    }
}

/// The page of a request the server cannot answer: what was asked, why not, and where to go.
struct ErrorPage {
    let status: Int
    let title: String
    let message: String

    func render() -> String {
        var html = "<h1>\(status) <small>\(HTML.text(title))</small></h1>\n"
        html += "<p class=\"message\">\(HTML.text(message))</p>\n"
        html += "<p><a href=\"/\">All versions</a></p>\n"
        return Layout.page(title: "\(status) \(title)", siteName: nil, body: html)
    }
}
