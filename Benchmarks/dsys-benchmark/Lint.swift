// `dsysctl lint` of a synthetic SwiftUI app of 100,000 lines: finding, reading, parsing and linting every file on
// every core, as the command does.
import Foundation
import Generator
import Lint
import Tokens

/// Writes the app below `root`: `fileCount` feature views of 55 lines, most of them styled with tokens, one
/// in three with a hard-coded value or two (a fixed sequence, so every run lints the same code). Returns its lines.
func writeSyntheticApp(at root: URL, fileCount: Int) throws -> Int {
    var lines = 0
    for index in 0..<fileCount {
        let feature = "Feature\(index / 50)"
        let folder = root.appendingPathComponent("Sources/\(feature)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spacing = [4, 8, 12, 16, 20, 24][index % 6]
        let hardCoded = index % 3 == 0
        let text = """
            import SwiftUI

            /// Screen \(index) of \(feature).
            struct Screen\(index)View: View {
                @State private var isExpanded = false
                var items: [String]
                var title: String

                var body: some View {
                    NavigationStack {
                        ScrollView {
                            VStack(alignment: .leading, spacing: \(hardCoded ? "\(spacing)" : "DSSpacingFixed.md")) {
                                Text(title)
                                    .font(\(hardCoded ? ".title2" : "DSFont.heading2()"))
                                    .foregroundStyle(\(hardCoded ? ".white" : "Color.dsTextPrimary"))
                                ForEach(items, id: \\.self) { item in
                                    Row\(index)(item: item, isExpanded: isExpanded)
                                }
                                Button(isExpanded ? "Less" : "More") {
                                    withAnimation(.spring) { isExpanded.toggle() }
                                }
                                .padding(DSSpacingFixed.sm)
                                .background(Color.dsActionPrimary, in: RoundedRectangle(cornerRadius: DSRadius.md))
                            }
                            .padding(\(index % 7 == 0 ? "20" : "DSSpacingFixed.lg"))
                        }
                        .navigationTitle(title)
                    }
                }
            }

            private struct Row\(index): View {
                var item: String
                var isExpanded: Bool

                var body: some View {
                    HStack(spacing: DSSpacingFixed.sm) {
                        Image(systemName: "circle.fill")
                            .foregroundStyle(\(index % 5 == 0 ? "Color(hex: \"#3B82F6\")" : "Color.dsActionPrimary"))
                        Text(item)
                            .font(DSFont.body())
                        Spacer()
                        if isExpanded {
                            Text("Details")
                                .font(DSFont.caption())
                                .foregroundStyle(Color.dsTextMuted.opacity(0.8))
                        }
                    }
                    .padding(.vertical, DSSpacingFixed.xs)
                }
            }

            #Preview {
                Screen\(index)View(items: ["One", "Two"], title: "Preview").padding(16)
            }

            """
        lines += text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        try text.write(
            to: folder.appendingPathComponent("Screen\(index)View.swift"), atomically: false, encoding: .utf8)
    }
    return lines
}

func runLint(lines target: Int, repetitions: Int, scratchRoot: String) throws {
    let root = URL(fileURLWithPath: scratchRoot).appendingPathComponent("dsys-benchmark-lint")
    try? FileManager.default.removeItem(at: root)
    defer { try? FileManager.default.removeItem(at: root) }
    // Each view is 55 lines.
    let lines = try writeSyntheticApp(at: root, fileCount: max(1, (target + 54) / 55))
    let designSystem = try DesignSystemDocument.load(
        syntheticDocument(colorCount: 250), file: "design-system.json", requirements: OutputProfile.requirements())
    var linter: Linter?
    // The document's tree, freed on another core once read, is freed before the clocks start.
    waitForReleases()
    let setup = milliseconds { linter = Linter(designSystem: designSystem, profile: .dsys) }
    guard let linter else { return }
    var outcome: LintRun.Outcome?
    var times: [Double] = []
    for _ in 0..<repetitions {
        times.append(
            try milliseconds { outcome = try LintRun.run(linter, options: LintRun.Options(project: root.path)) })
    }
    guard let report = outcome?.report else { return }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print(
        "lint: \(report.files.count) files, \(lines) lines, \(report.findings.count) findings, \(cores) cores; "
            + "median of \(repetitions) runs")
    print(String(format: "  linter for a 250-color document        %8.2f ms", setup))
    print(String(format: "  find, read, parse and lint every file  %8.0f ms   target ≤ 2000 ms", median(times)))
    print(String(format: "  lines per second                       %8.0f", Double(lines) / median(times) * 1000))
}
