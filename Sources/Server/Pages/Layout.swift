import ChangeReports
import Foundation
import Tokens

/// The frame of every page: one self-contained HTML document (its CSS and script inline, no font, image or request
/// to another site) that follows the system's light or dark appearance, with the site's header and version switcher.
enum Layout {
    /// Changes whenever what a page shows for the same revision changes: it is part of every entity tag, so that a
    /// browser's copy of a page from an earlier dsys is not taken for the current one.
    static let pagesVersion = "1"

    /// The page around `body`. `current` is the version the page shows, for the switcher; `switchTo` the URL of the
    /// same page for another version, with `{version}` in place of the version.
    static func page(
        title: String, siteName: String?, current: String? = nil, switchTo: String? = nil, body: String
    ) -> String {
        var header = "<header class=\"site\"><a class=\"home\" href=\"/\">"
        header += siteName.map { "\(HTML.text($0)) <small>versions</small>" } ?? "dsys registry"
        header += "</a>"
        if let current, let switchTo {
            // Filled from /api/versions by the script: a published version's page never changes, its list does.
            header += "<label class=\"switch\">Version <select id=\"switch\" data-versions data-current=\""
            header += HTML.attribute(current) + "\" data-href=\"" + HTML.attribute(switchTo) + "\">"
            header += "<option value=\"\(HTML.attribute(current))\" selected>\(HTML.text(current))</option>"
            header += "</select></label>"
        }
        header += "</header>\n"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <link rel="icon" href="data:,">
            <title>\(HTML.text(title))</title>
            <style>
            \(HTMLRendering.stylesheet)
            \(stylesheet)
            </style>
            </head>
            <body>
            \(header)<main>
            \(body)</main>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    /// The Content-Security-Policy every page is served with: nothing from anywhere else, no script but the page's own
    /// (named by its hash), requests only to this server.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-\(scriptHash)'; img-src data:; "
        + "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    private static let scriptHash = Data(SHA256.hash(Array(script.utf8))).base64EncodedString()

    /// The site's additions to the reports' stylesheet: the dark appearance, the header, the token tables.
    static let stylesheet = """
        :root { color-scheme: light dark; --accent: #0969da; --chip: #eff2f5; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --bg: #0d1117; --soft: #151b23;
            --accent: #4493f8; --chip: #212830; }
          .bump { color: #fff; }
          .breaking li { color: #ff8182; }
        }
        a { color: var(--accent); }
        main { max-width: 72rem; }
        header.site { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; padding: 0.6rem 1rem;
          border-bottom: 1px solid var(--line); background: var(--soft); }
        header.site .home { font-weight: 700; color: var(--fg); text-decoration: none; overflow-wrap: anywhere; }
        .switch { color: var(--muted); font-size: 0.9em; }
        select, input, button { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--line);
          border-radius: 6px; padding: 0.25rem 0.5rem; }
        button { cursor: pointer; }
        .tabs { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0.75rem 0; padding: 0; list-style: none; }
        .tabs .here { font-weight: 700; }
        .meta { color: var(--muted); margin: 0.25rem 0 0.75rem; }
        .message { white-space: pre-wrap; overflow-wrap: anywhere; }
        .use { border: 1px solid var(--line); border-radius: 8px; padding: 0.5rem 0.75rem; margin: 1rem 0; }
        .use-line { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.6rem; margin: 0.2rem 0; }
        .use-line .label { width: 7.5rem; color: var(--muted); font-size: 0.85em; }
        .use-line code { font-size: 0.8em; }
        .downloads { color: var(--muted); font-size: 0.9em; margin: 0.5rem 0 0.2rem; }
        .filter { position: sticky; top: 0; z-index: 1; background: var(--bg); padding: 0.5rem 0;
          display: flex; gap: 0.75rem; align-items: center; border-bottom: 1px solid var(--line); }
        .filter input { flex: 1; max-width: 28rem; }
        .filter .count { color: var(--muted); font-size: 0.9em; }
        table.tokens td { vertical-align: middle; }
        table.tokens tbody th { text-align: left; background: none; font-size: 0.95em; padding-top: 1rem; }
        .name { font-weight: 600; }
        .name code { background: none; padding: 0; font-size: 0.95em; }
        .desc { color: var(--muted); font-size: 0.85em; overflow-wrap: anywhere; }
        .deprecated { display: inline-block; border-radius: 4px; padding: 0 0.4em; font-size: 0.75em; font-weight: 600;
          background: #fff8c5; color: #7d4e00; }
        .value { display: flex; align-items: center; gap: 0.4rem; }
        .hex { font: 0.85em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        .chain { color: var(--muted); font-size: 0.8em; overflow-wrap: anywhere; }
        .swatch.live { width: 1.8rem; height: 1.8rem; padding: 0; border-radius: 50%; background: none; }
        .swatch.live > span { border-radius: 50%; background: var(--l); }
        @media (prefers-color-scheme: dark) { .swatch.live > span { background: var(--d); } }
        @media (prefers-contrast: more) { .swatch.live > span { background: var(--lh, var(--l)); } }
        @media (prefers-color-scheme: dark) and (prefers-contrast: more) {
          .swatch.live > span { background: var(--dh, var(--d)); } }
        .copy { display: inline-flex; align-items: center; gap: 0.35rem; max-width: 100%; text-align: left;
          background: var(--chip); border-color: transparent; padding: 0.1rem 0.4rem; }
        .copy code { background: none; padding: 0; }
        .copy::after { content: "copy"; font-size: 0.7em; color: var(--muted); }
        .copy.copied::after { content: "copied"; color: #1a7f37; }
        .sample-text { overflow-wrap: anywhere; }
        .scale { display: flex; align-items: center; gap: 0.5rem; }
        .bar { display: inline-block; height: 0.9rem; background: var(--accent); border-radius: 2px; min-width: 1px; }
        .corner { display: inline-block; width: 3.5rem; height: 3.5rem; background: var(--chip);
          border: 2px solid var(--accent); }
        .shadow { display: inline-block; width: 4rem; height: 2.5rem; border-radius: 8px; background: #fff; margin: 0.5rem; }
        .shadow-pad { display: inline-block; padding: 0.75rem; background: #f6f8fa; border-radius: 8px; }
        .shadow-pad.dark { background: #000; }
        .shadow-pad.dark .shadow { background: #1c2128; }
        .pager { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; margin: 1rem 0; }
        .empty { color: var(--muted); }
        """

    /// The pages' one script: filter by name, copy a symbol, fill the version selects and follow them. It reads the
    /// page's data attributes and the versions list's JSON, and writes text only with `textContent`.
    static let script = """
        (function () {
          "use strict";
          var filter = document.getElementById("filter");
          if (filter) {
            var rows = Array.prototype.slice.call(document.querySelectorAll("[data-name]"));
            var groups = Array.prototype.slice.call(document.querySelectorAll("[data-group]"));
            var count = document.getElementById("shown");
            var apply = function () {
              var query = filter.value.trim().toLowerCase();
              var shown = 0;
              rows.forEach(function (row) {
                var hit = query === "" || row.getAttribute("data-name").indexOf(query) !== -1;
                row.hidden = !hit;
                if (hit) { shown += 1; }
              });
              groups.forEach(function (group) {
                group.hidden = query !== "" && group.querySelector("[data-name]:not([hidden])") === null;
              });
              if (count) { count.textContent = shown + " of " + rows.length + " tokens"; }
            };
            filter.addEventListener("input", apply);
            if (filter.value !== "") { apply(); }
          }
          document.addEventListener("click", function (event) {
            var button = event.target.closest ? event.target.closest("[data-copy]") : null;
            if (!button) { return; }
            var text = button.getAttribute("data-copy");
            var done = function () {
              button.classList.add("copied");
              setTimeout(function () { button.classList.remove("copied"); }, 1500);
            };
            if (navigator.clipboard && navigator.clipboard.writeText) {
              navigator.clipboard.writeText(text).then(done, function () {});
            }
          });
          var selects = Array.prototype.slice.call(document.querySelectorAll("select[data-versions]"));
          if (selects.length === 0) { return; }
          selects.forEach(function (select) {
            var template = select.getAttribute("data-href");
            if (template) {
              select.addEventListener("change", function () {
                window.location.href = template.split("{version}").join(encodeURIComponent(select.value));
              });
            }
          });
          fetch("/api/versions", { headers: { "Accept": "application/json" } })
            .then(function (response) { return response.ok ? response.json() : []; })
            .then(function (versions) {
              selects.forEach(function (select) {
                var current = select.getAttribute("data-current");
                while (select.firstChild) { select.removeChild(select.firstChild); }
                versions.forEach(function (revision) {
                  var option = document.createElement("option");
                  option.value = revision.version;
                  option.textContent = revision.version + " \\u00b7 " + String(revision.date).slice(0, 10);
                  option.selected = revision.version === current;
                  select.appendChild(option);
                });
              });
            }, function () {});
        })();
        """
}

/// Escaping for each place a string from a document (or the registry) lands in a page.
enum HTML {
    /// Element content.
    static func text(_ value: String) -> String { HTMLRendering.escape(value) }

    /// A quoted attribute value.
    static func attribute(_ value: String) -> String { HTMLRendering.escape(value) }

    /// One segment of a URL path (a version, a file name): everything but unreserved characters percent-encoded.
    static func pathSegment(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// A CSS string's content (a font family in a `style` attribute): everything but ASCII letters, digits and spaces
    /// as a CSS escape, so that no quote, backslash or markup survives.
    static func cssString(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            if scalar.isASCII, scalar == " " || CharacterSet.alphanumerics.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return result
    }

    /// A number for CSS or a table: the shortest spelling that reads back as the same value.
    static func number(_ value: Double) -> String { NumberText.shortest(value) }
}
