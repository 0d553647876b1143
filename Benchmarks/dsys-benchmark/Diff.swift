// The semantic diff of two 2,500-token revisions with about 100 changes, and the contrast matrix
// of 50 text × 20 surface colors in both appearances, in process.
import ChangeReports
import Foundation
import Tokens

func runDiff(repetitions: Int) throws {
    let colorCount = 2_500
    // The next revision: 50 palette colors changed (each also changes the semantic colors that
    // alias it), and five colors removed, five added and five renamed.
    var overrides: [Int: String] = [:]
    for index in 0..<50 { overrides[index * 20] = String(format: "#%06X", 0x102030 + index * 0x010101) }
    let old = try DesignSystemDocument.load(syntheticDocument(colorCount: colorCount), file: "old")
    var new = try DesignSystemDocument.load(
        syntheticDocument(colorCount: colorCount, lightOverrides: overrides), file: "new")
    let semantic = new.colors.indices.filter { new.colors[$0].path.components.first == "semantic" }
    for (offset, index) in semantic.suffix(10).enumerated().reversed() {
        if offset < 5 {
            new.colors.remove(at: index)
        } else {
            let path = TokenPath(["semantic", "renamed\(offset)"])
            new.colors[index].path = path
        }
    }
    for index in 0..<5 {
        let color = RGBA(red: UInt8(index * 40), green: 99, blue: 200)
        let path = TokenPath(["semantic", "added\(index)"])
        new.colors.append(
            ColorToken(
                path: path,
                value: Appearances(light: .literal(color), dark: .literal(color)),
                resolved: Appearances(light: color, dark: color)))
    }

    var diff = SemanticDiff()
    var report = ChangeReport(from: "", to: "", diff: diff, api: [])
    var times: (diff: [Double], report: [Double], markdown: [Double], json: [Double], html: [Double]) = (
        [], [], [], [], []
    )
    // The documents' trees, freed on another core once read, are freed before the clocks start.
    waitForReleases()
    for _ in 0..<repetitions {
        times.diff.append(milliseconds { diff = SemanticDiff.between(old, new) })
        times.report.append(milliseconds { report = ChangeReport.between(old, new, from: "1.0.0", to: "2.0.0") })
        times.markdown.append(milliseconds { _ = MarkdownRendering.diff(report) })
        times.json.append(milliseconds { _ = JSONRendering.diff(report) })
        times.html.append(milliseconds { _ = HTMLRendering.diff(report) })
    }
    let changed = Set(diff.valueChanges.map(\.key)).count
    print(
        "diff: \(old.tokenCount) → \(new.tokenCount) tokens; \(diff.removed.count) removed, \(diff.renamed.count) "
            + "renamed, \(diff.added.count) added, \(changed) changed (\(diff.valueChanges.count) values), "
            + "\(diff.contrast.changes.count) contrast changes; median of \(repetitions) runs")
    print(String(format: "  semantic diff (Tokens)                  %8.2f ms   target ≤ 30 ms", median(times.diff)))
    // The same revisions with an id on every token, as a publisher's files give them (issue 23): the renamed colors
    // keep theirs, so they are renamed by id.
    var identifiedOld = old
    for index in identifiedOld.colors.indices {
        identifiedOld.colors[index].metadata.id = "id-\(identifiedOld.colors[index].path)"
    }
    let renamedIDs = Dictionary(
        uniqueKeysWithValues: semantic.suffix(5).enumerated().map { offset, index in
            ("semantic.renamed\(offset + 5)", "id-\(old.colors[index].path)")
        })
    var identifiedNew = new
    for index in identifiedNew.colors.indices {
        let path = identifiedNew.colors[index].path.description
        identifiedNew.colors[index].metadata.id = renamedIDs[path] ?? "id-\(path)"
    }
    var identified = SemanticDiff()
    var identifiedTimes: [Double] = []
    for _ in 0..<repetitions {
        identifiedTimes.append(milliseconds { identified = SemanticDiff.between(identifiedOld, identifiedNew) })
    }
    print(
        String(
            format: "  semantic diff, every token with an id   %8.2f ms   target ≤ 10 ms (%d renamed by id)",
            median(identifiedTimes), identified.renamed.filter { $0.evidence == .id }.count))
    print(String(format: "  diff + Swift API impact (ChangeReport)  %8.2f ms", median(times.report)))
    print(
        String(
            format: "  render Markdown / JSON / HTML           %8.2f / %.2f / %.2f ms", median(times.markdown),
            median(times.json), median(times.html)))

    // 50 text colors on 20 surfaces, a quarter of them translucent.
    var matrix = old
    matrix.colors = []
    matrix.contrastPairs = []
    for index in 0..<50 {
        let color = RGBA(
            red: UInt8(index * 5), green: UInt8(index * 3), blue: UInt8(255 - index * 5),
            alpha: index % 4 == 0 ? 200 : 255)
        matrix.colors.append(colorToken(["text", "t\(index)"], color))
    }
    for index in 0..<20 {
        let color = RGBA(
            red: UInt8(255 - index * 12), green: UInt8(240 - index * 10), blue: UInt8(index * 12),
            alpha: index % 4 == 0 ? 235 : 255)
        matrix.colors.append(colorToken(["surface", "s\(index)"], color))
    }
    var checks: [ContrastCheck] = []
    var matrixTimes: [Double] = []
    for _ in 0..<repetitions {
        matrixTimes.append(milliseconds { checks = ContrastMatrix.checks(of: matrix) })
    }
    print(
        String(
            format: "contrast matrix: %d checks (50 text × 20 surface × 2 appearances)  %.3f ms   target ≤ 10 ms",
            checks.count, median(matrixTimes)))
}

private func colorToken(_ components: [String], _ color: RGBA) -> ColorToken {
    let path = TokenPath(components)
    return ColorToken(
        path: path,
        value: Appearances(light: .literal(color), dark: .literal(color)),
        resolved: Appearances(light: color, dark: color))
}
