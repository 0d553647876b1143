// Validate, generate and write for synthetic documents of N color tokens.
import Foundation
import Generator
import PackageOutput
import Tokens

/// A document with `colorCount` color tokens, half of them aliases into a palette, plus the
/// standard scales of the starter.
/// `lightOverrides` replaces the light value of palette colors by index, to make revisions.
func syntheticDocument(colorCount: Int, lightOverrides: [Int: String] = [:]) -> [UInt8] {
    let paletteCount = colorCount - colorCount / 2
    let roles: [(String, [String])] = [
        ("action", ["primary", "secondary", "destructive"]), ("border", ["default", "focus"]),
        ("feedback", ["success", "error", "warning", "info"]),
        ("surface", ["default", "raised", "overlay", "inset"]),
        ("text", ["primary", "secondary", "muted", "inverse", "link"]),
    ]
    var palette: [String] = []
    for index in 0..<paletteCount {
        let light = lightOverrides[index] ?? String(format: "#%06X", (index &* 2_654_435_761) & 0xFFFFFF)
        let dark = String(format: "#%06X", (index &* 40_503 &+ 0x123456) & 0xFFFFFF)
        palette.append("\"c\(index)\": { \"light\": \"\(light)\", \"dark\": \"\(dark)\" }")
    }
    var groups: [String] = ["\"palette\": {\n" + palette.joined(separator: ",\n") + "\n}"]
    var aliasIndex = 0
    for (group, names) in roles {
        var members: [String] = []
        for name in names {
            members.append("\"\(name)\": \"{palette.c\(aliasIndex % paletteCount)}\"")
            aliasIndex += 1
        }
        groups.append("\"\(group)\": {\n" + members.joined(separator: ",\n") + "\n}")
    }
    var semantic: [String] = []
    for index in 0..<max(0, colorCount / 2 - aliasIndex) {
        semantic.append(
            "\"s\(index)\": { \"light\": \"{palette.c\(index % paletteCount)}\", "
                + "\"dark\": \"{palette.c\((index * 7) % paletteCount)}\", \"description\": \"Semantic color \(index).\" }"
        )
    }
    groups.append("\"semantic\": {\n" + semantic.joined(separator: ",\n") + "\n}")
    let text = """
        {
          "name": "Benchmark",
          "font_family": { "sans": "Inter", "mono": "JetBrains Mono" },
          "tokens": {
            "color": {
        \(groups.joined(separator: ",\n"))
            },
            "typography": {
              "display": { "size": 48, "relative_to": "largeTitle" },
              "heading1": { "size": 36, "relative_to": "largeTitle", "weight": "bold" },
              "heading2": { "size": 30, "relative_to": "title" },
              "heading3": { "size": 24, "relative_to": "title2" },
              "heading4": { "size": 20, "relative_to": "title3" },
              "bodyLarge": { "size": 18, "relative_to": "body" },
              "body": { "size": 16, "relative_to": "body" },
              "bodySmall": { "size": 14, "relative_to": "callout" },
              "caption": { "size": 12, "relative_to": "caption" },
              "label": { "size": 13, "relative_to": "caption2" },
              "code": { "size": 14, "relative_to": "body", "family": "mono" }
            },
            "spacing": { "xs": 4, "sm": 8, "md": 16, "lg": 24, "xl": 32, "xxl": 48 },
            "radius": { "none": 0, "sm": 4, "md": 8, "lg": 12, "xl": 16, "full": 9999 },
            "shadow": [
              { "name": "sm", "color": "#000000", "opacity": 0.05, "radius": 1, "x": 0, "y": 1 },
              { "name": "md", "color": "#000000", "opacity": 0.1, "radius": 6, "x": 0, "y": 4 },
              { "name": "lg", "color": "#000000", "opacity": 0.1, "radius": 15, "x": 0, "y": 10 }
            ]
          }
        }
        """
    return Array(text.utf8)
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// This process's resource usage so far.
func processUsage() -> rusage {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage
}

func peakMemoryMiB() -> Double {
    Double(processUsage().ru_maxrss) / 1024  // ru_maxrss is in kilobytes on Linux
}

func runGeneration(
    colorCount: Int, repetitions: Int, scratchRoot: String, profile: OutputProfile = .default
) throws {
    let bytes = syntheticDocument(colorCount: colorCount)
    let scratch = URL(fileURLWithPath: scratchRoot).appendingPathComponent("dsys-benchmark-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var validate: [Double] = []
    var generate: [Double] = []
    var write: [Double] = []
    var rewrite: [Double] = []
    var total: [Double] = []
    var bytesWritten = 0
    var fileCount = 0
    var tokenCount = 0
    for repetition in 0..<repetitions {
        // The previous run's document tree, freed on another core (as a command leaves it), is freed before the
        // clocks start: a run starts with the cores idle, as a command does.
        waitForReleases()
        let output = scratch.appendingPathComponent("run\(repetition)/DesignSystem")
        var designSystem: DesignSystem?
        var files: [GeneratedFile] = []
        let all = try milliseconds {
            validate.append(
                try milliseconds {
                    designSystem = try DesignSystemDocument.load(
                        bytes, file: "bench.json", requirements: OutputProfile.requirements(override: profile))
                })
            generate.append(milliseconds { files = Generator.generate(designSystem!, profile: profile) })
            write.append(try milliseconds { _ = try OutputWriter(root: output).write(files) })
        }
        total.append(all)
        rewrite.append(try milliseconds { _ = try OutputWriter(root: output).write(files) })
        bytesWritten = files.reduce(0) { $0 + $1.contents.count }
        fileCount = files.count
        tokenCount = designSystem!.tokenCount
    }
    print(
        String(
            format: "%6d colors (%6d tokens): validate %7.1f ms, generate %7.1f ms, write %7.1f ms, total %7.1f ms; "
                + "rewrite unchanged %7.1f ms; %6d files, %9d bytes written; document %8d bytes; peak memory %6.1f MiB",
            colorCount, tokenCount, median(validate), median(generate), median(write), median(total),
            median(rewrite), fileCount, bytesWritten, bytes.count, peakMemoryMiB()))
}
