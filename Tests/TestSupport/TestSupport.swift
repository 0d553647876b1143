import Foundation
import XCTest

/// Paths and helpers shared by the test targets.
public enum TestSupport {
    /// The package's root folder.
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
                FileManager.default.fileExists(atPath: url.appendingPathComponent("Sources/Tokens").path)
            {
                return url
            }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    public static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")
    public static let examples = packageRoot.appendingPathComponent("Examples")
    public static let shim = packageRoot.appendingPathComponent("Tests/SwiftUIShim")

    /// The folder holding the built products (`dsysctl`), next to the running test bundle.
    public static let productsDirectory: URL = {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }()

    /// Whether golden files should be re-recorded instead of compared (`DSYS_RECORD=1`, never on CI).
    public static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["DSYS_RECORD"] == "1" && environment["CI"] == nil
    }

    /// A new empty folder that is removed when the test ends.
    public static func temporaryDirectory(_ test: XCTestCase, _ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("dsys-tests-\(safe)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A new project folder whose `.dsys/design-system.json` is a copy of an example.
    public static func exampleProject(_ test: XCTestCase, _ example: String = "minimal") throws -> URL {
        let root = try temporaryDirectory(test, "project")
        let registry = root.appendingPathComponent(".dsys")
        try FileManager.default.createDirectory(at: registry, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: examples.appendingPathComponent("\(example)/design-system.json"),
            to: registry.appendingPathComponent("design-system.json"))
        return root
    }

    /// The result of running a program.
    public struct ProcessResult {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// Runs `executable` with `arguments` and waits for it, capturing both output streams.
    @discardableResult
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, new in new }
        process.environment = merged
        // Standard error goes to a file, so that neither stream can fill up and block the other.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dsys-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = (try? Data(contentsOf: errorFile)) ?? Data()
        return ProcessResult(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// Whether each JSON file is valid against the JSON Schema at `schema` (relative to the package root), by
    /// Python's `jsonschema` through `Tests/Fixtures/check-schema.py`; keyed by path.
    public static func schemaVerdicts(_ schema: String, _ files: [URL]) throws -> [String: Bool] {
        let result = try run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", fixtures.appendingPathComponent("check-schema.py").path,
                packageRoot.appendingPathComponent(schema).path,
            ]
                + files.map(\.path))
        guard result.status == 0,
            let verdicts = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
                as? [String: [String: Any]]
        else {
            throw CocoaError(
                .fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "check-schema.py: \(result.standardError)"])
        }
        return verdicts.mapValues { $0["valid"] as? Bool ?? false }
    }

    /// Every regular file below `directory`, as sorted relative paths.
    public static func files(below directory: URL) -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var result: [String] = []
        let base = directory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            result.append(String(url.standardizedFileURL.path.dropFirst(base.count)))
        }
        return result.sorted()
    }
}

/// A small seeded random number generator (SplitMix64), so random tests are reproducible.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
