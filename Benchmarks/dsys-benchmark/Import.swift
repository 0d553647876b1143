// `dsysctl import` of a synthetic DTCG design system: 25,000 tokens through a resolver with a dark file, a tenth of
// its colors and a quarter of its sizes and durations written as the DTCG drafts write them (CSS strings, "4px").
import Foundation
import Interchange
import PackageOutput
import Tokens

/// Token files of `count` tokens: sRGB and OKLCH primitives, semantic aliases (a fifth of them overridden for
/// dark), dimensions, durations, shadows and typography, named so that every role is proposed by name. As in the
/// files teams publish, some values are written in the drafts' forms, which the import reads and counts: every tenth
/// color as a CSS string (`"#3b82f6"`, `"oklch(0.5 0.1 200)"`), every fourth size and duration as a string
/// (`"4px"`, `"0.25rem"`, `"12ms"`). With `drafts` false, every value is DTCG 2025.10's, as the benchmark wrote them
/// before the import read the drafts (to compare with builds from then).
func syntheticDTCG(count: Int, drafts: Bool = true) -> (tokens: String, dark: String, resolver: String) {
    let primitives = count * 2 / 5
    let semantic = count * 2 / 5
    let dimensions = count - primitives - semantic - 8 - 2 - 100
    var color: [String] = []
    for index in 0..<primitives {
        let level = Double(index % 997) / 996
        let value: String
        if drafts, index % 20 == 3 {
            value = "\"oklch(\(0.3 + level * 0.5) 0.1 \(index % 360))\""
        } else if drafts, index % 20 == 13 {
            let byte = String(Int(level * 255), radix: 16)
            value = "\"#\(byte.count == 1 ? "0" + byte : byte)80c0\""
        } else if index % 5 == 0 {
            value = "{\"colorSpace\": \"oklch\", \"components\": [\(0.3 + level * 0.5), 0.1, \(Double(index % 360))]}"
        } else {
            value = "{\"colorSpace\": \"srgb\", \"components\": [\(level), \(1 - level), 0.5]}"
        }
        color.append("\"c\(index)\": {\"$value\": \(value)}")
    }
    // The roles' tokens have colors of a design system that reads well (the import measures what the components
    // draw); the other semantic tokens alias the primitives.
    let roleNames = [
        ("accent", "default", "#1d4ed8"), ("accent", "danger", "#b91c1c"), ("background", "default", "#ffffff"),
        ("background", "raised", "#f9fafb"), ("background", "sunken", "#f3f4f6"), ("text", "default", "#111827"),
        ("text", "secondary", "#374151"), ("text", "muted", "#4b5563"), ("text", "inverse", "#ffffff"),
        ("border", "default", "#d1d5db"), ("border", "focus", "#1d4ed8"), ("status", "success", "#166534"),
        ("status", "error", "#b91c1c"), ("status", "warning", "#92400e"), ("status", "info", "#1d4ed8"),
    ]
    var light: [String] = []
    var dark: [String] = []
    for index in 0..<semantic {
        if index < roleNames.count {
            let (group, name, hex) = roleNames[index]
            light.append("\"\(group)\": {\"\(name)\": {\"$value\": \"\(hex)\"}}")
            continue
        }
        let (group, name) = ("g\(index / 100)", "s\(index)")
        light.append("\"\(group)\": {\"\(name)\": {\"$value\": \"{color.c\(index % primitives)}\"}}")
        if index % 5 == 0 {
            dark.append("\"\(group)\": {\"\(name)\": {\"$value\": \"{color.c\((index + 7) % primitives)}\"}}")
        }
    }
    var sizes: [String] = []
    for (index, name) in ["xs", "sm", "md", "lg"].enumerated() {
        sizes.append("\"spacing\": {\"\(name)\": {\"$value\": {\"value\": \(4 << index), \"unit\": \"px\"}}}")
        sizes.append("\"radius\": {\"\(name)\": {\"$value\": {\"value\": \(index * 2), \"unit\": \"px\"}}}")
    }
    for index in 0..<max(0, dimensions - 8) {
        let value =
            drafts && index % 4 == 1
            ? "\"\(Double(index) / 16)rem\"" : "{\"value\": \(Double(index) / 16), \"unit\": \"rem\"}"
        sizes.append("\"size\": {\"d\(index)\": {\"$value\": \(value)}}")
    }
    var other: [String] = []
    for (index, name) in ["heading1", "heading2", "heading3", "heading4", "body", "body-small", "body-large", "label"]
        .enumerated()
    {
        other.append(
            "\"typography\": {\"\(name)\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Inter\", "
                + "\"fontSize\": {\"value\": \(36 - index * 3), \"unit\": \"px\"}, \"fontWeight\": 400, "
                + "\"letterSpacing\": {\"value\": 0, \"unit\": \"px\"}, \"lineHeight\": 1.4}}}")
    }
    for name in ["sm", "md"] {
        other.append(
            "\"shadow\": {\"\(name)\": {\"$type\": \"shadow\", \"$value\": {\"color\": \"{color.c0}\", "
                + "\"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": {\"value\": 2, \"unit\": \"px\"}, "
                + "\"blur\": {\"value\": 4, \"unit\": \"px\"}, \"spread\": {\"value\": 0, \"unit\": \"px\"}}}}")
    }
    for index in 0..<100 {
        let value = drafts && index % 4 == 1 ? "\"\(index)ms\"" : "{\"value\": \(index), \"unit\": \"ms\"}"
        other.append("\"motion\": {\"m\(index)\": {\"$type\": \"duration\", \"$value\": \(value)}}")
    }
    // Each entry is a one-member object body; merge those of one group.
    func groups(_ entries: [String]) -> String {
        var order: [String] = []
        var members: [String: [String]] = [:]
        for entry in entries {
            let key = String(entry.prefix { $0 != ":" })
            let body = String(entry.drop { $0 != "{" }.dropFirst().dropLast())
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(body)
        }
        return order.map { "\($0): {" + (members[$0] ?? []).joined(separator: ",\n") + "}" }.joined(separator: ",\n")
    }
    let tokens = """
        {
          "color": {"$type": "color", \(color.joined(separator: ",\n"))},
          "semantic": {"$type": "color", \(groups(light))},
          "dimension": {"$type": "dimension", \(groups(sizes))},
          \(groups(other))
        }
        """
    let darkFile = "{\"semantic\": {\"$type\": \"color\", \(groups(dark))}}"
    let resolver = """
        {"version": "2025.10", "name": "Benchmark",
         "sets": {"base": {"sources": [{"$ref": "tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """
    return (tokens, darkFile, resolver)
}

func runImport(tokenCount: Int, repetitions: Int, scratchRoot: String, drafts: Bool = true) throws {
    let folder = URL(fileURLWithPath: scratchRoot).appendingPathComponent("import-benchmark-\(tokenCount)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = syntheticDTCG(count: tokenCount, drafts: drafts)
    try Data(files.tokens.utf8).write(to: folder.appendingPathComponent("tokens.json"))
    try Data(files.dark.utf8).write(to: folder.appendingPathComponent("dark.json"))
    try Data(files.resolver.utf8).write(to: folder.appendingPathComponent("theme.resolver.json"))
    let output = folder.appendingPathComponent("design-system.json").path
    var times: [Double] = []
    var cpuTimes: [Double] = []
    var result: DTCGImportResult?
    // Each phase the import reports, with the milliseconds from its report to the next (the last to the end).
    let phases = PhaseClock()
    var options = DTCGImport.Options()
    options.progress = ProgressReporter { phases.enter($0.phase) }
    for _ in 0..<repetitions {
        // The previous run's result is freed before the clocks start, and what it left to free on another core is
        // freed: an import frees no earlier import's, and a command's import starts with the cores idle.
        result = nil
        waitForReleases()
        phases.start()
        let cpuStart = processCPUMilliseconds()
        defer { cpuTimes.append(processCPUMilliseconds() - cpuStart) }
        times.append(
            try milliseconds {
                result = try DTCGFiles.importTokens(
                    DTCGFiles.ImportRequest(
                        tokenFiles: [], resolver: folder.appendingPathComponent("theme.resolver.json").path, roles: nil,
                        output: output, force: true, options: options))
            })
        phases.stop()
    }
    times.sort()
    cpuTimes.sort()
    let size = (files.tokens.utf8.count + files.dark.utf8.count) / 1024
    print(
        String(
            format: "%6d tokens (%d KiB, %d in the document): import %.0f ms (median of %d; min %.0f, max %.0f), "
                + "CPU %.0f ms",
            result?.importedTokenCount ?? 0, size, result?.designSystem.tokenCount ?? 0, times[times.count / 2],
            repetitions, times[0], times[times.count - 1], cpuTimes[cpuTimes.count / 2]))
    for (phase, elapsed, cpu) in phases.medians() {
        print(String(format: "    %7.1f ms (CPU %6.1f)  %@", elapsed, cpu, phase))
    }
}

/// The wall time of each phase an operation reports through a ``ProgressReporter``, over several runs, and the CPU time
/// the process spent meanwhile (above the wall time where the phase kept both cores busy): a phase lasts from its
/// first report to the next phase's (the last to ``stop()``). Counted phases ("Reading 3/9") are one phase.
final class PhaseClock: @unchecked Sendable {
    private let lock = NSLock()
    private var order: [String] = []
    private var runs: [String: [(wall: Double, cpu: Double)]] = [:]
    private var current: (phase: String, since: UInt64, cpu: Double)?

    /// A run begins; nothing is timed until its first report.
    func start() { lock.withLock { current = nil } }

    /// The operation reports `phase`: the phase before it ends now.
    func enter(_ phase: String) {
        // Counts and the token count vary ("Importing 25,036 tokens: …"); the phase is the words after them.
        let name = phase.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        lock.withLock {
            guard current?.phase != name else { return }
            close()
            current = (name, DispatchTime.now().uptimeNanoseconds, processCPUMilliseconds())
        }
    }

    /// The run ends: its last phase ends now.
    func stop() { lock.withLock { close() } }

    private func close() {
        guard let (phase, since, cpu) = current else { return }
        if runs[phase] == nil { order.append(phase) }
        runs[phase, default: []].append(
            (Double(DispatchTime.now().uptimeNanoseconds - since) / 1_000_000, processCPUMilliseconds() - cpu))
        current = nil
    }

    /// Each phase in the order first seen, with the medians of its runs' wall and CPU times.
    func medians() -> [(phase: String, milliseconds: Double, cpu: Double)] {
        lock.withLock {
            order.map { phase in
                let phaseRuns = runs[phase] ?? []
                return (phase, median(phaseRuns.map(\.wall)), median(phaseRuns.map(\.cpu)))
            }
        }
    }
}

/// CPU time of this process so far: on a machine other work is loading, it says what the import itself costs.
func processCPUMilliseconds() -> Double {
    let usage = processUsage()
    let user = Double(usage.ru_utime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec) / 1000
    let system = Double(usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_stime.tv_usec) / 1000
    return user + system
}
