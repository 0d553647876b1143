import ChangeReports
import Foundation
import Generator
import Hummingbird
import HummingbirdTesting
import Interchange
import NIOCore
import TestSupport
import Tokens
import XCTest

@testable import Registry
@testable import Server

/// Every route through Hummingbird's own test client, against a registry built in the test (SQLite, or PostgreSQL
/// with `DSYS_TEST_STORE=postgres`).
final class ServerRouteTests: XCTestCase {
    private func application(_ site: Site, allowedHosts: Set<String>? = nil) -> some ApplicationProtocol {
        Application(router: SiteServer.router(site, allowedHosts: allowedHosts))
    }

    func testTheVersionsListIsNewestFirstAndChangesWhenAVersionIsPublished() async throws {
        let served = try ServedRegistry.threeVersions(self)
        let app = application(try served.site())
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get)
            XCTAssertEqual(first.status, .ok)
            XCTAssertEqual(first.headers[.contentType], "text/html; charset=utf-8")
            XCTAssertEqual(first.headers[.cacheControl], "no-cache")
            let page = Self.bodyText(first)
            let positions = ["2.0.0", "1.1.0", "1.0.0"].map { page.range(of: "<strong>\($0)</strong>")?.lowerBound }
            XCTAssertEqual(positions.compactMap { $0 }.count, 3, page)
            XCTAssertEqual(positions.compactMap { $0 }, positions.compactMap { $0 }.sorted(), "newest first")
            for column in ["Ada Lovelace", "Darker primary", "<span class=\"bump major\">major</span>", "1 removed"] {
                XCTAssertTrue(page.contains(column), column)
            }
            XCTAssertTrue(page.contains("href=\"/diff/1.1.0...2.0.0\""), "each version links to its changes")
            let etag = try XCTUnwrap(first.headers[.eTag])
            let again = try await client.execute(uri: "/", method: .get, headers: [.ifNoneMatch: etag])
            XCTAssertEqual(again.status, .notModified)
            XCTAssertEqual(again.body.readableBytes, 0)

            try served.edit { $0.set(["tokens", "color", "brand", "second"], "#0F766E") }
            try served.publish("Second brand color")
            let updated = try await client.execute(uri: "/", method: .get, headers: [.ifNoneMatch: etag])
            XCTAssertEqual(updated.status, .ok, "the list changes when a version is published")
            XCTAssertNotEqual(updated.headers[.eTag], etag)
            XCTAssertTrue(Self.bodyText(updated).contains("<strong>2.1.0</strong>"))
            let json = try await client.execute(uri: "/api/versions", method: .get)
            let versions = try JSONDecoder().decode([RevisionInfo].self, from: Data(json.body.readableBytesView))
            XCTAssertEqual(versions, try served.registry.log(limit: nil), "the same as dsysctl log --json")
            XCTAssertEqual(versions.map(\.version), ["2.1.0", "2.0.0", "1.1.0", "1.0.0"])
        }
    }

    func testAVersionPageShowsEveryTokenWithItsValuesSymbolsAndPackage() async throws {
        let served = try ServedRegistry.threeVersions(self)
        let published = try served.registry.publishedVersion("1.1.0")
        let app = application(try served.site())
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/versions/1.1.0", method: .get)
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(response.headers[.cacheControl], "public, max-age=86400, immutable")
            let page = Self.bodyText(response)
            let designSystem = published.designSystem
            XCTAssertEqual(page.components(separatedBy: "<tr data-name=").count - 1, designSystem.tokenCount)
            for color in designSystem.colors {
                let row = try XCTUnwrap(Self.row(of: "color.\(color.path)", in: page), "\(color.path)")
                XCTAssertTrue(row.contains("--l:\(color.resolved.light.hex);--d:\(color.resolved.dark.hex)"), row)
                XCTAssertTrue(row.contains("<span class=\"hex\">\(color.resolved.dark.hex)</span>"), row)
            }
            // Groups in document order, but the palette (no symbol of the package) after the colors app code uses.
            let action = try XCTUnwrap(page.range(of: "<th colspan=\"6\">action</th>")).lowerBound
            let palette = try XCTUnwrap(
                page.range(of: "<th colspan=\"6\">palette <small>primitives</small>"))
            XCTAssertLessThan(action, palette.lowerBound)
            // An alias chain, a high-contrast value and its fallback, a deprecation.
            let muted = try XCTUnwrap(Self.row(of: "color.text.muted", in: page))
            XCTAssertTrue(muted.contains("{palette.gray.600} → #4B5563"), muted)
            XCTAssertTrue(muted.contains("--lh:#1F2937;--dh:#F3F4F6"), muted)
            XCTAssertTrue(page.contains("<th>Light High Contrast</th>"))
            let symbols = Generator.tokenReferences(of: designSystem, profile: .dsys)
            let primary = try XCTUnwrap(symbols.first { $0.token.description == "color.action.primary" })
            XCTAssertEqual(primary.expression, "Color.dsActionPrimary")
            XCTAssertTrue(page.contains("data-copy=\"Color.dsActionPrimary\""))
            // A primitive has the symbol the package declares for it, which the API impact lists.
            let red = try XCTUnwrap(
                Generator.publicSymbols(of: designSystem, profile: .dsys).first {
                    $0.tokenKey == "color.palette.red.950"
                })
            XCTAssertEqual(red.name, "DSPrimitives.dsPaletteRed950")
            XCTAssertTrue(
                try XCTUnwrap(Self.row(of: "color.palette.red.950", in: page)).contains(
                    "data-copy=\"DSPrimitives.dsPaletteRed950\""))
            let body = try XCTUnwrap(Self.row(of: "typography.body", in: page))
            XCTAssertTrue(body.contains("font-size:16px"), body)
            XCTAssertTrue(body.contains("DSFont.body()"), body)
            let spacing = try XCTUnwrap(designSystem.spacing.first)
            XCTAssertTrue(
                try XCTUnwrap(Self.row(of: "spacing.\(spacing.name)", in: page)).contains(
                    "width:\(NumberText.shortest(spacing.value))px"))
            XCTAssertTrue(page.contains("<span class=\"corner\" style=\"border-radius:"))
            // The SwiftPM line: no remote is recorded, so the registry's own repository.
            let repository = "file://" + served.project.repositoryPath
            XCTAssertTrue(page.contains(".package(url: &quot;\(repository)&quot;, from: &quot;1.1.0&quot;)"), page)
            XCTAssertTrue(page.contains(".product(name: &quot;DesignSystem&quot;, package: &quot;output&quot;)"))
            XCTAssertTrue(page.contains("href=\"/versions/1.1.0/design-system.json\""))
            XCTAssertTrue(page.contains("href=\"/versions/1.1.0/dtcg/design-system.resolver.json\""))
            XCTAssertTrue(page.contains("href=\"/diff/1.0.0...1.1.0\""), "changes since the version before")
            XCTAssertTrue(page.contains("data-current=\"1.1.0\" data-href=\"/versions/{version}\""), "switcher")
        }
    }

    func testTheSwiftPMLineNamesTheRemoteWithoutItsCredentials() async throws {
        var served = try ServedRegistry.threeVersions(self)
        served.registry.remote = "https://x-access-token:ghs_secret@git.example.com/acme/design-system.git"
        let app = application(try served.site())
        try await app.test(.router) { client in
            let page = Self.bodyText(try await client.execute(uri: "/versions/2.0.0", method: .get))
            XCTAssertTrue(
                page.contains(
                    ".package(url: &quot;https://git.example.com/acme/design-system.git&quot;, from: &quot;2.0.0&quot;)"
                ),
                page)
            XCTAssertTrue(page.contains(".product(name: &quot;DesignSystem&quot;, package: &quot;design-system&quot;)"))
            XCTAssertFalse(page.contains("ghs_secret"))
            XCTAssertFalse(page.contains("No git remote is recorded"))
            let json = Self.bodyText(try await client.execute(uri: "/api/versions/2.0.0", method: .get))
            XCTAssertTrue(json.contains("\"url\" : \"https://git.example.com/acme/design-system.git\""), json)
            XCTAssertFalse(json.contains("ghs_secret"))
        }
        XCTAssertEqual(
            SwiftPackageLine.publicURL("ssh://git:pw@git.example.com:2222/acme/ds.git"),
            "ssh://git@git.example.com:2222/acme/ds.git")
        XCTAssertEqual(
            SwiftPackageLine.publicURL("https://token@git.example.com/a/b@c.git"), "https://git.example.com/a/b@c.git")
        XCTAssertEqual(SwiftPackageLine.publicURL("git@github.com:acme/ds.git"), "git@github.com:acme/ds.git")
        XCTAssertEqual(SwiftPackageLine.identity(of: "git@github.com:acme/ds.git"), "ds")
    }

    func testEveryStringOfTheDocumentIsEscaped() async throws {
        let served = try ServedRegistry.threeVersions(self)
        let app = application(try served.site())
        try await app.test(.router) { client in
            for uri in [
                "/", "/versions/1.1.0", "/diff/1.0.0...1.1.0", "/versions/1.1.0/contrast", "/changelog/1.0.0...2.0.0",
            ] {
                let page = Self.bodyText(try await client.execute(uri: uri, method: .get))
                XCTAssertFalse(page.contains("<script>alert"), uri)
                XCTAssertFalse(page.contains("<img src=x"), uri)
                XCTAssertFalse(page.contains("</td>\" "), uri)
                XCTAssertEqual(
                    page.components(separatedBy: "<script").count - 1, 1, "\(uri): the page's own script only")
            }
            let version = Self.bodyText(try await client.execute(uri: "/versions/1.1.0", method: .get))
            XCTAssertTrue(
                version.contains(
                    "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;apos&#39; &lt;/td&gt;"
                ),
                version)
            XCTAssertTrue(version.contains("Brand &lt;img src=x onerror=alert(1)&gt; and &quot;contrast&quot;"))
        }
        XCTAssertEqual(
            HTML.cssString("Inter\"; } body { x: url(evil) /*"),
            "Inter\\22 \\3b  \\7d  body \\7b  x\\3a  url\\28 evil\\29  \\2f \\2a ")
        XCTAssertEqual(HTML.pathSegment("1.0.0/../x?y#z"), "1.0.0%2F..%2Fx%3Fy%23z")
        XCTAssertEqual(SwiftPackageLine.literal("a\"b\\c"), "\"a\\\"b\\\\c\"")
    }

    func testPublishedPagesAreCachedByTheirRevisionsHashes() async throws {
        let served = try ServedRegistry.threeVersions(self)
        let app = application(try served.site())
        let other = application(try served.site())
        let uris = [
            "/versions/1.0.0", "/versions/1.1.0", "/versions/1.1.0/contrast", "/diff/1.0.0...1.1.0",
            "/api/versions/1.1.0", "/api/versions/1.1.0/contrast", "/api/diff/1.0.0...1.1.0",
            "/versions/1.1.0/design-system.json", "/versions/1.1.0/dtcg/design-system.tokens.json",
            "/changelog/1.0.0...1.1.0", "/api/changelog/1.0.0...1.1.0",
        ]
        let tags = try await app.test(.router) { client -> [String: String] in
            var tags: [String: String] = [:]
            for uri in uris {
                let response = try await client.execute(uri: uri, method: .get)
                XCTAssertEqual(response.status, .ok, uri)
                XCTAssertEqual(response.headers[.cacheControl], "public, max-age=86400, immutable", uri)
                let etag = try XCTUnwrap(response.headers[.eTag], uri)
                XCTAssertTrue(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count == 34, etag)
                tags[uri] = etag
                for header in [etag, "W/\(etag)", "\"other\", \(etag)", "*"] {
                    let cached = try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: header])
                    XCTAssertEqual(cached.status, .notModified, "\(uri) \(header)")
                    XCTAssertEqual(cached.headers[.eTag], etag)
                }
                let stale = try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: "\"other\""])
                XCTAssertEqual(stale.status, .ok)
                XCTAssertEqual(String(buffer: stale.body), String(buffer: response.body), "the same bytes again")
            }
            return tags
        }
        XCTAssertEqual(Set(tags.values).count, uris.count, "every resource has a tag of its own")
        try await other.test(.router) { client in
            for uri in uris {
                let response = try await client.execute(uri: uri, method: .get)
                XCTAssertEqual(response.headers[.eTag], tags[uri], "\(uri): another server, the same tag")
            }
        }
    }

    func testTheContrastPageListsFailingPairsFirstWithTheComponentsThatDrawThem() async throws {
        let served = try ServedRegistry(self)
        // A pair the document declares at AAA that fails it: declared pairs are reported, never refused.
        try served.edit { document in
            document.set(
                ["contrast"],
                [["foreground": "text.muted", "background": "surface.default", "level": "AAA"]])
        }
        try served.publish("First")
        let report = try served.registry.contrast(source: .version("1.0.0"))
        let failing = report.checks.filter { !$0.passes }
        XCTAssertFalse(failing.isEmpty)
        let app = application(try served.site())
        try await app.test(.router) { client in
            let page = Self.bodyText(try await client.execute(uri: "/versions/1.0.0/contrast", method: .get))
            let rows = page.components(separatedBy: "<tr>").dropFirst(2)
            XCTAssertEqual(rows.count, report.checks.count, "every pair in every appearance")
            let results = rows.map { $0.contains("badge fail") }
            XCTAssertEqual(results, results.sorted { $0 && !$1 }, "failing pairs first")
            XCTAssertEqual(results.filter { $0 }.count, failing.count)
            XCTAssertTrue(page.contains("\(failing.count) below their level (listed first)"))
            XCTAssertTrue(page.contains("DSButton (primary)"), "the component pairs table names who draws a pair")
            XCTAssertTrue(page.contains("DSText; declared in the document"), "the declared pair, drawn by DSText")

            let json = try await client.execute(uri: "/api/versions/1.0.0/contrast", method: .get)
            XCTAssertEqual(String(buffer: json.body), JSONRendering.contrast(report), "what dsysctl contrast prints")
        }
    }

    func testTheDiffPageIsTheChangelogsHTMLAndItsJSONFollowsTheSchema() async throws {
        let served = try ServedRegistry.threeVersions(self)
        let folder = try TestSupport.temporaryDirectory(self)
        let app = application(try served.site())
        try await app.test(.router) { client in
            for (from, to) in [("1.0.0", "1.1.0"), ("1.1.0", "2.0.0"), ("2.0.0", "1.0.0"), ("1.0.0", "1.0.0")] {
                let report = try served.registry.diff(from: .version(from), to: .version(to), policy: .breaking)
                let page = Self.bodyText(try await client.execute(uri: "/diff/\(from)...\(to)", method: .get))
                XCTAssertTrue(
                    page.contains(HTMLRendering.diffBody(report)), "\(from)...\(to): the changelog's own body")
                let json = try await client.execute(uri: "/api/diff/\(from)...\(to)", method: .get)
                XCTAssertEqual(String(buffer: json.body), JSONRendering.diff(report))
                try Data(json.body.readableBytesView).write(to: folder.appendingPathComponent("\(from)-\(to).json"))
            }
            let major = Self.bodyText(try await client.execute(uri: "/diff/1.1.0...2.0.0", method: .get))
            for content in ["Breaking changes", "palette.red.950", "ΔE", "<span class=\"minus\">−</span>"] {
                XCTAssertTrue(major.contains(content), content)
            }
            let contrast = try await client.execute(uri: "/api/versions/2.0.0/contrast", method: .get)
            try Data(contrast.body.readableBytesView).write(to: folder.appendingPathComponent("contrast.json"))
        }
        let files = TestSupport.files(below: folder).map { folder.appendingPathComponent($0) }
        let verdicts = try TestSupport.schemaVerdicts("schema/diff.schema.json", files)
        XCTAssertEqual(verdicts.count, 5)
        for (file, valid) in verdicts { XCTAssertTrue(valid, "\(file) follows schema/diff.schema.json") }
    }

    func testTheChangelogOfARangeIsTheChangelogsHTMLAndItsJSONFollowsTheSchema() async throws {
        let served = try ServedRegistry.threeVersions(self)
        let folder = try TestSupport.temporaryDirectory(self)
        let app = application(try served.site())
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/changelog/1.0.0...2.0.0", method: .get)
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(response.headers[.cacheControl], "public, max-age=86400, immutable")
            let page = Self.bodyText(response)
            let headings = ["2.0.0", "1.1.0", "1.0.0"].map {
                page.range(of: "<h2><a href=\"/versions/\($0)\">\($0)</a> <small>")?.lowerBound
            }
            XCTAssertEqual(headings.compactMap { $0 }.count, 3, page)
            XCTAssertEqual(headings.compactMap { $0 }, headings.compactMap { $0 }.sorted(), "newest first")
            XCTAssertTrue(page.contains("3 versions, newest first"), page)
            XCTAssertTrue(page.contains("href=\"/diff/1.0.0...2.0.0\">all the changes at once"), page)
            // Each entry is the diff against the version before it, as `dsysctl changelog --format html` shows it.
            let entries = try served.registry.changelog(from: "1.0.0", to: "2.0.0", policy: .breaking)
            XCTAssertEqual(entries.map(\.report.from), ["1.1.0", "1.0.0", "nothing"])
            for entry in entries {
                XCTAssertTrue(page.contains(HTMLRendering.diffBody(entry.report, level: 3)), entry.version)
            }
            XCTAssertTrue(
                page.contains(
                    "Brand &lt;img src=x onerror=alert(1)&gt; and &quot;contrast&quot; — Ada Lovelace"), page)

            for (from, to) in [("1.0.0", "2.0.0"), ("1.1.0", "1.1.0")] {
                let json = try await client.execute(uri: "/api/changelog/\(from)...\(to)", method: .get)
                XCTAssertEqual(json.status, .ok)
                XCTAssertEqual(
                    String(buffer: json.body),
                    JSONRendering.changelog(try served.registry.changelog(from: from, to: to, policy: .breaking)),
                    "what dsysctl changelog --format json prints")
                try Data(json.body.readableBytesView).write(to: folder.appendingPathComponent("\(from)-\(to).json"))
            }

            let whole = try await client.execute(uri: "/changelog", method: .get)
            XCTAssertEqual(whole.status, .seeOther)
            XCTAssertEqual(whole.headers[.location], "/changelog/1.0.0...2.0.0", "the whole history")
            let chosen = try await client.execute(uri: "/changelog?from=1.0.0&to=v1.1.0", method: .get)
            XCTAssertEqual(chosen.headers[.location], "/changelog/1.0.0...1.1.0")
            let backwards = try await client.execute(uri: "/changelog/2.0.0...1.0.0", method: .get)
            XCTAssertEqual(backwards.status, .badRequest)
            XCTAssertTrue(
                Self.bodyText(backwards).contains(
                    "2.0.0 was published after 1.0.0: a changelog goes from the older version to the newer, "
                        + "/changelog/1.0.0...2.0.0."), Self.bodyText(backwards))
            let unknown = try await client.execute(uri: "/api/changelog/1.0.0...3.0.0", method: .get)
            XCTAssertEqual(unknown.status, .notFound)

            // The list and the diff page lead there.
            let list = Self.bodyText(try await client.execute(uri: "/", method: .get))
            XCTAssertTrue(list.contains("href=\"/changelog\""), list)
            let diff = Self.bodyText(try await client.execute(uri: "/diff/1.0.0...2.0.0", method: .get))
            XCTAssertTrue(diff.contains("<a href=\"/changelog/1.0.0...2.0.0\">changelog</a>"), diff)
            let reverse = Self.bodyText(try await client.execute(uri: "/diff/2.0.0...1.0.0", method: .get))
            XCTAssertFalse(reverse.contains("href=\"/changelog/"), "no changelog goes backwards")
        }
        let verdicts = try TestSupport.schemaVerdicts(
            "schema/diff.schema.json", TestSupport.files(below: folder).map { folder.appendingPathComponent($0) })
        XCTAssertEqual(verdicts.count, 2)
        for (file, valid) in verdicts { XCTAssertTrue(valid, "\(file) follows schema/diff.schema.json") }
    }

    func testTheVersionJSONAndTheDownloads() async throws {
        let served = try ServedRegistry.threeVersions(self)
        let published = try served.registry.publishedVersion("1.1.0")
        let app = application(try served.site())
        try await app.test(.router) { client in
            let json = try await client.execute(uri: "/api/versions/1.1.0", method: .get)
            XCTAssertEqual(json.headers[.contentType], "application/json; charset=utf-8")
            let document = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(json.body.readableBytesView)) as? [String: Any])
            let tokens = try XCTUnwrap(document["tokens"] as? [[String: Any]])
            XCTAssertEqual(tokens.count, published.designSystem.tokenCount)
            XCTAssertEqual(document["tokenCount"] as? Int, published.designSystem.tokenCount)
            XCTAssertEqual((document["revision"] as? [String: Any])?["version"] as? String, "1.1.0")
            let muted = try XCTUnwrap(tokens.first { $0["key"] as? String == "color.text.muted" })
            XCTAssertEqual(
                muted["resolved"] as? [String: String],
                ["light": "#4B5563", "dark": "#9CA3AF", "light_hc": "#1F2937", "dark_hc": "#F3F4F6"])
            XCTAssertEqual((muted["aliasChain"] as? [String: [String]])?["light"], ["{palette.gray.600}"])
            XCTAssertEqual(muted["symbol"] as? String, "Color.dsTextMuted")
            XCTAssertEqual(
                (document["package"] as? [String: Any])?["module"] as? String, "DesignSystem")

            let download = try await client.execute(uri: "/versions/1.1.0/design-system.json", method: .get)
            XCTAssertEqual(String(buffer: download.body), try served.registry.show(version: "1.1.0").document)
            XCTAssertEqual(download.headers[.contentDisposition], "attachment; filename=\"design-system-1.1.0.json\"")
            let files = try DTCGExport.files(of: Array(published.canonicalText.utf8), file: "1.1.0")
            XCTAssertEqual(
                Set(files.map(\.name)),
                Set([
                    DTCGExport.tokensFile, DTCGExport.darkFile, DTCGExport.resolverFile,
                    DTCGExport.lightHighContrastFile, DTCGExport.darkHighContrastFile,
                ]))
            for file in files {
                let exported = try await client.execute(uri: "/versions/1.1.0/dtcg/\(file.name)", method: .get)
                XCTAssertEqual(exported.status, .ok, file.name)
                XCTAssertEqual(String(buffer: exported.body), file.text, file.name)
            }
        }
    }

    func testUnknownVersionsBadRangesAndOtherMethodsGetProperErrors() async throws {
        let served = try ServedRegistry.threeVersions(self)
        let app = application(try served.site())
        try await app.test(.router) { client in
            let cases: [(String, HTTPResponse.Status, String)] = [
                ("/versions/9.9.9", .notFound, "The registry has no version 9.9.9; the latest is 2.0.0."),
                ("/versions/9.9.9/contrast", .notFound, "no version 9.9.9"),
                ("/diff/1.0.0...9.0.0", .notFound, "no version 9.0.0"),
                ("/versions/1.0", .badRequest, "“1.0” is not a version"),
                ("/versions/%3Cb%3E", .badRequest, "“&lt;b&gt;” is not a version"),
                ("/diff/1.0.0..2.0.0", .badRequest, "with three dots"),
                ("/diff/1.0.0...2.0.0...1.1.0", .badRequest, "with three dots"),
                ("/diff?from=1.0.0", .badRequest, "Name two versions: /diff?from=1.2.0&amp;to=2.0.0"),
                ("/changelog?to=1.0.0", .badRequest, "Name two versions: /changelog?from=1.2.0&amp;to=2.0.0"),
                ("/changelog/1.0.0..2.0.0", .badRequest, "with three dots"),
                ("/versions/1.0.0/dtcg/design-system.light-hc.tokens.json", .notFound, "has no file"),
                ("/versions/1.0.0/dtcg/..%2F..%2Fregistry.sqlite", .notFound, "has no file"),
                ("/nothing/here", .notFound, "There is no page at /nothing/here"),
            ]
            for (uri, status, message) in cases {
                let response = try await client.execute(uri: uri, method: .get)
                XCTAssertEqual(response.status, status, uri)
                XCTAssertEqual(response.headers[.contentType], "text/html; charset=utf-8", uri)
                XCTAssertEqual(response.headers[.cacheControl], "no-store", uri)
                XCTAssertTrue(Self.bodyText(response).contains(message), "\(uri): \(Self.bodyText(response))")
                XCTAssertTrue(Self.bodyText(response).contains("<h1>\(status.code) "), uri)
            }
            let api = try await client.execute(uri: "/api/versions/9.9.9", method: .get)
            XCTAssertEqual(api.status, .notFound)
            let error = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(api.body.readableBytesView)) as? [String: [String: Any]])
            XCTAssertEqual(error["error"]?["status"] as? Int, 404)
            XCTAssertEqual(
                error["error"]?["message"] as? String, "The registry has no version 9.9.9; the latest is 2.0.0.")

            for method in [HTTPRequest.Method.post, .put, .delete, .patch, .options] {
                for uri in ["/", "/versions/1.0.0", "/api/versions", "/nothing"] {
                    let response = try await client.execute(uri: uri, method: method)
                    XCTAssertEqual(response.status, .methodNotAllowed, "\(method) \(uri)")
                    XCTAssertEqual(response.headers[.allow], "GET, HEAD")
                }
            }
            let head = try await client.execute(uri: "/versions/1.0.0", method: .head)
            XCTAssertEqual(head.status, .ok)
            XCTAssertEqual(head.body.readableBytes, 0)
            let redirect = try await client.execute(uri: "/diff?from=v1.0.0&to=2.0.0", method: .get)
            XCTAssertEqual(redirect.status, .seeOther)
            XCTAssertEqual(redirect.headers[.location], "/diff/1.0.0...2.0.0")
            let security = try await client.execute(uri: "/versions/1.0.0", method: .get)
            XCTAssertEqual(security.headers[.xContentTypeOptions], "nosniff")
            let policy = try XCTUnwrap(security.headers[.contentSecurityPolicy])
            XCTAssertTrue(policy.hasPrefix("default-src 'none'"), policy)
        }
        // A server on loopback answers only to this machine's names (no DNS rebinding); the test client asks for
        // localhost, and ServeCommandTests sends another name to the real server.
        let guarded = application(try served.site(), allowedHosts: SiteServer.loopbackHosts(port: 8080))
        try await guarded.test(.router) { client in
            let local = try await client.execute(uri: "/", method: .get)
            XCTAssertEqual(local.status, .ok)
        }
        let hosts = HostCheck(SiteServer.loopbackHosts(port: 8080))
        for host in ["127.0.0.1:8080", "LOCALHOST:8080", "[::1]:8080", "localhost"] {
            XCTAssertTrue(hosts.allows(host), host)
        }
        for host in ["evil.example:8080", "127.0.0.1:8081", "127.0.0.1.evil.example:8080", ""] {
            XCTAssertFalse(hosts.allows(host), host)
        }
    }

    func testARegistryThatCannotBeReadIsRefusedAtStartWithTheReason() throws {
        let empty = try ServedRegistry(self)
        XCTAssertThrowsError(try empty.site()) { error in
            guard case ServerError.registryUnavailable(_, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("publish a first version with `dsysctl publish`"), reason)
        }
        let project = Project(path: try TestSupport.temporaryDirectory(self).path)
        let unreachable = Registry(
            project,
            store: PostgresStore(
                try PostgresLocation(
                    parsing: "postgres://dsys@/design/acme?host=\(project.root.path)&port=1",
                    environment: ["PGCONNECT_TIMEOUT": "2"])))
        XCTAssertThrowsError(try Site(registry: unreachable)) { error in
            guard case ServerError.registryUnavailable(let location, let reason) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(location.hasPrefix("postgres://"), location)
            XCTAssertFalse(reason.isEmpty)
            XCTAssertTrue(error.localizedDescription.hasPrefix("cannot serve the registry at postgres://"))
        }
    }

    /// The body of a response as text.
    static func bodyText(_ response: TestResponse) -> String { String(buffer: response.body) }

    /// The row of the token `key` in a version page.
    static func row(of key: String, in page: String) -> String? {
        guard let start = page.range(of: "<tr data-name=\"\(key.lowercased())\">") else { return nil }
        guard let end = page.range(of: "</tr>", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }
}
