import Foundation
import Generator
import Interchange
import PackageOutput
import TestSupport
import Tokens
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The public token sets of `../shared/corpus` (one folder per set, files as published, `import.json` giving the
/// command a user types first), imported as given.
///
/// Per set: the command as `import.json` gives it (globs expanded as zsh does) imports with no question, and the
/// document generates in every profile with no failing pair; and the import of its files (without the profile's roles, which are
/// not a format's business) holds every token of the files but those it lists as skipped, counted here from the
/// files themselves; and it says how it read each file and what it chose of the modes.
final class CorpusImportTests: XCTestCase {
    /// `../shared/corpus` beside the clone, as CI has it, or `DSYS_CORPUS`.
    static let corpus: URL = {
        if let path = ProcessInfo.processInfo.environment["DSYS_CORPUS"] { return URL(fileURLWithPath: path) }
        return TestSupport.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()

    /// One set: its folder (a writable copy) and the arguments of its command, globs expanded.
    struct CorpusSet {
        var name: String
        var folder: URL
        var arguments: [String]
    }

    private func sets() throws -> [CorpusSet] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: Self.corpus.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            XCTFail(
                "no token corpus at \(Self.corpus.path): the suite imports the public sets of ../shared/corpus (CI "
                    + "checks it out beside the clone); put it there, or name its folder in DSYS_CORPUS")
            return []
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter {
            FileManager.default.fileExists(atPath: Self.corpus.appendingPathComponent("\($0)/import.json").path)
        }.sorted()
        XCTAssertEqual(names.count, 7, "the corpus has seven sets: \(names)")
        let work = try TestSupport.temporaryDirectory(self, "corpus")
        return try names.map { name in
            let folder = work.appendingPathComponent(name)
            try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent(name), to: folder)
            try Self.makeWritable(folder)
            let spec =
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: folder.appendingPathComponent("import.json"))) as? [String: Any]
            let arguments = (spec?["args"] as? [String]) ?? []
            return CorpusSet(name: name, folder: folder, arguments: Self.expand(arguments, in: folder))
        }
    }

    /// The corpus is read-only as published; its copy is made writable for the document an import writes.
    private static func makeWritable(_ folder: URL) throws {
        let manager = FileManager.default
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        for relative in manager.subpaths(atPath: folder.path) ?? [] {
            let path = folder.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            try manager.setAttributes([.posixPermissions: isDirectory.boolValue ? 0o755 : 0o644], ofItemAtPath: path)
        }
    }

    /// Arguments with `*`, `?` or `[` expanded as zsh does: `**/` is any number of folders, matches sorted, a
    /// pattern that matches nothing kept as it is.
    static func expand(_ arguments: [String], in folder: URL) -> [String] {
        arguments.flatMap { argument -> [String] in
            guard argument.contains(where: { "*?[".contains($0) }) else { return [argument] }
            let matches = glob(argument.split(separator: "/").map(String.init), below: folder, prefix: "")
            return matches.isEmpty ? [argument] : matches.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
    }

    private static func glob(_ parts: [String], below folder: URL, prefix: String) -> [String] {
        guard let part = parts.first else { return [] }
        let rest = Array(parts.dropFirst())
        let manager = FileManager.default
        let entries = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
        var results: [String] = []
        if part == "**" {
            // Zero folders, then every folder below.
            results += glob(rest, below: folder, prefix: prefix)
            for entry in entries {
                var isDirectory: ObjCBool = false
                let url = folder.appendingPathComponent(entry)
                if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    results += glob(parts, below: url, prefix: prefix + entry + "/")
                }
            }
            return results
        }
        for entry in entries where fnmatch(part, entry, 0) == 0 {
            let url = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if rest.isEmpty {
                if !isDirectory.boolValue { results.append(prefix + entry) }
            } else if isDirectory.boolValue {
                results += glob(rest, below: url, prefix: prefix + entry + "/")
            }
        }
        return results
    }

    // MARK: Counting tokens in the files

    /// The files a command reads: its file arguments, a folder argument's `.json` files (Tokens Studio's
    /// `$themes.json` and `$metadata.json` hold no tokens), and every file a `--resolver` names.
    static func sourceFiles(_ arguments: [String], in folder: URL) throws -> [URL] {
        var files: [URL] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--resolver", index < arguments.count {
                let resolver = folder.appendingPathComponent(arguments[index])
                index += 1
                let text = try String(contentsOf: resolver, encoding: .utf8)
                // Every file reference of the resolver: "$ref": "./x.tokens.json".
                let pattern = try NSRegularExpression(pattern: ##""\$ref"\s*:\s*"([^"#][^"]*)""##)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let range = Range(match.range(at: 1), in: text) else { continue }
                    files.append(resolver.deletingLastPathComponent().appendingPathComponent(String(text[range])))
                }
                continue
            }
            guard !argument.hasPrefix("-") else { continue }
            let url = folder.appendingPathComponent(argument)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                for relative in (FileManager.default.subpaths(atPath: url.path) ?? []).sorted()
                where relative.hasSuffix(".json") && !(relative.split(separator: "/").last ?? "").hasPrefix("$") {
                    files.append(url.appendingPathComponent(relative))
                }
            } else {
                files.append(url)
            }
        }
        var seen: Set<String> = []
        return files.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }

    /// The dotted paths of the tokens of a parsed file: objects with `$value` or `value`, below groups whose names do
    /// not start with `$` (but `$root`).
    static func tokenPaths(_ node: Any, path: [String] = [], into paths: inout Set<String>) {
        guard let object = node as? [String: Any] else { return }
        for (key, value) in object where !key.hasPrefix("$") || key == "$root" {
            guard let member = value as? [String: Any] else { continue }
            if member["$value"] != nil || member["value"] != nil {
                paths.insert((path + [key]).joined(separator: "."))
            } else {
                tokenPaths(member, path: path + [key], into: &paths)
            }
        }
    }

    /// The tokens of a document as a count: the leaves of `tokens` (a color's `light`/`dark` object is one token,
    /// another type's `{"type", "value"}` one, a text style's `{"size", …}` one, a step of a scale one).
    static func documentTokenCount(_ document: [String: Any]) -> Int {
        guard let tokens = document["tokens"] as? [String: Any] else { return 0 }
        func count(_ node: Any, category: String) -> Int {
            guard let object = node as? [String: Any] else { return 1 }  // a color or a size written as a value
            switch category {
            case "color" where object["light"] != nil || object["value"] != nil: return 1
            case "other" where object["type"] != nil && object["value"] != nil: return 1
            case "typography" where object["size"] != nil: return 1
            case "spacing",
                "radius" where object["value"] != nil:
                return 1
            case "shadow" where object["layers"] != nil || object["x"] != nil: return 1
            default: return object.values.reduce(0) { $0 + count($1, category: category) }
            }
        }
        return tokens.reduce(0) { total, entry in
            guard let value = entry.value as? [String: Any] else { return total }
            return total + value.values.reduce(0) { $0 + count($1, category: entry.key) }
        }
    }

    // MARK: The tests

    /// Every set imports with its command as given: no question, no problem; the document generates in every profile,
    /// each package type-checks against the SwiftUI shim, and every pair each profile draws (apptheme's: the text
    /// colors its views put on its background and surface) reads at its level in every appearance.
    func testEverySetImportsAsGivenAndGeneratesInEveryProfileThatTypechecksWithNoFailingPair() throws {
        var packages: [(name: String, root: URL)] = []
        for set in try sets() {
            let result = try Dsysctl.run(["import"] + set.arguments, in: set.folder)
            let lines = (result.standardError + result.standardOutput).split(separator: "\n").map(String.init)
            XCTAssertEqual(result.status, 0, "\(set.name): \(lines.suffix(5))")
            XCTAssertEqual(lines.filter { $0.hasPrefix("role ") }, [], "\(set.name): questions")
            let document = set.folder.appendingPathComponent(".dsys/design-system.json")
            guard result.status == 0, let bytes = try? [UInt8](Data(contentsOf: document)) else { continue }
            for profile in OutputProfile.allCases {
                let output = "Out-\(profile.rawValue)"
                let generated = try Dsysctl.run(
                    ["generate", "--profile", profile.rawValue, "--output", output], in: set.folder)
                XCTAssertEqual(
                    generated.status, 0, "\(set.name), \(profile.rawValue): \(generated.standardError.suffix(400))")
                if generated.status == 0 {
                    packages.append(("\(set.name), \(profile.rawValue)", set.folder.appendingPathComponent(output)))
                }
                let designSystem = try DesignSystemDocument.load(
                    bytes, file: document.path, requirements: OutputProfile.requirements(override: profile))
                XCTAssertEqual(
                    ContrastAudit.of(designSystem, profile: profile).failures.map(\.summary), [],
                    "\(set.name), \(profile.rawValue)")
            }
        }
        XCTAssertEqual(packages.count, 35, "seven sets in five profiles")
        // All 35, one `swiftc -typecheck` per package, two at once (CI's and the team machine's two cores). Measured
        // (GNU time, the shim cached): 50 s of CPU for the 35, 0.3 s for an apptheme package to 2.6 s for a theme
        // one; about 25 s on two idle cores (105 s with six engineers' builds loading the machine): under a minute,
        // so every profile of every set is type-checked on every run.
        for failure in try Self.typecheck(packages) { XCTFail(failure) }
    }

    /// Type-checks each package's library (its test target, a module of its own, aside) against the SwiftUI shim as
    /// SwiftPM builds it (Swift 6, `SWIFT_PACKAGE`), under the module name its manifest gives, warnings as errors;
    /// two at a time. Returns a message per package that does not type-check.
    static func typecheck(_ packages: [(name: String, root: URL)]) throws -> [String] {
        let script = TestSupport.shim.appendingPathComponent("typecheck.sh")
        let jobs = try packages.map { package -> (name: String, arguments: [String]) in
            let manifest = try String(
                contentsOf: package.root.appendingPathComponent("Package.swift"), encoding: .utf8)
            // `.library(name: "DesignSystem", targets: ["DesignSystem"])`
            let module = manifest.components(separatedBy: ".library(name: \"").dropFirst().first?
                .prefix { $0 != "\"" }
            let entries = try FileManager.default.contentsOfDirectory(atPath: package.root.path).sorted()
            let sources = entries.filter { entry in
                var isDirectory: ObjCBool = false
                guard
                    FileManager.default.fileExists(
                        atPath: package.root.appendingPathComponent(entry).path, isDirectory: &isDirectory)
                else { return false }
                return entry != "Tests" && entry != "Package.swift"
                    && (isDirectory.boolValue || entry.hasSuffix(".swift"))
            }
            return (
                package.name,
                ["--swift-version", "6", "--define", "SWIFT_PACKAGE", "--warnings-as-errors"]
                    + (module.map { ["--module-name", String($0)] } ?? [])
                    + sources.map { package.root.appendingPathComponent($0).path }
            )
        }
        let run = TypecheckRun()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while let index = run.take(below: jobs.count) {
                let job = jobs[index]
                do {
                    let result = try TestSupport.run(script, job.arguments)
                    if result.status != 0 { run.add("\(job.name) does not type-check:\n\(result.standardError)") }
                } catch {
                    run.add("\(job.name): \(error)")
                }
            }
        }
        return run.messages
    }

    /// The jobs of several threads: the index of the next one to take, and the messages of those that failed.
    private final class TypecheckRun: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        private var taken = 0

        func add(_ message: String) { lock.withLock { list.append(message) } }
        var messages: [String] { lock.withLock { list } }

        func take(below count: Int) -> Int? {
            lock.withLock {
                guard taken < count else { return nil }
                taken += 1
                return taken - 1
            }
        }
    }

    func testEverySetsTokensReachTheDocumentOrAreListedAsSkipped() throws {
        let saved = FileManager.default.currentDirectoryPath
        defer { XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(saved), saved) }
        for set in try sets() {
            XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(set.folder.path), set.folder.path)
            var paths: Set<String> = []
            for file in try Self.sourceFiles(set.arguments, in: set.folder) {
                Self.tokenPaths(try JSONSerialization.jsonObject(with: Data(contentsOf: file)), into: &paths)
            }
            let result = try importWithoutRoles(set)
            let skippedPaths =
                result.skippedTokens.flatMap(\.paths)
                + result.skippedVariables.map { $0.replacingOccurrences(of: "/", with: ".") }
            let document = try JSONSerialization.jsonObject(with: Data(result.documentText.utf8)) as? [String: Any]
            let inDocument = Self.documentTokenCount(document ?? [:])
            // Nothing silently dropped: every token of the files is in the document or listed as skipped, once.
            XCTAssertEqual(
                inDocument + skippedPaths.count, paths.count,
                "\(set.name): tokens in the files = in the document + skipped")
            XCTAssertEqual(Set(skippedPaths).count, skippedPaths.count, "\(set.name): a token skipped twice")
            XCTAssertTrue(Set(skippedPaths).isSubset(of: paths), "\(set.name): \(Set(skippedPaths).subtracting(paths))")
            // Every file given has its line, and so has every file of a resolver the chosen contexts read.
            let given = try Self.sourceFiles(set.arguments.filter { !$0.hasSuffix(".resolver.json") }, in: set.folder)
            let read = try Self.sourceFiles(set.arguments, in: set.folder).map(\.path)
            let lines = result.fileReadings.map { set.folder.appendingPathComponent($0.file).standardizedFileURL.path }
            XCTAssertTrue(Set(lines).isSuperset(of: given.map(\.path)), "\(set.name): \(lines)")
            // (Tokens Studio's `$themes.json` and `$metadata.json` have lines too, and no tokens.)
            let tokenLines = lines.filter { !($0.split(separator: "/").last ?? "").hasPrefix("$") }
            XCTAssertTrue(Set(tokenLines).isSubset(of: read), "\(set.name): \(Set(tokenLines).subtracting(read))")
            try check(set, result)
        }
    }

    /// What the import of each set says, counted from the set's files where it is a count.
    private func check(_ set: CorpusSet, _ result: DTCGImportResult) throws {
        func line(_ file: String) -> String {
            result.fileReadings.first { $0.file.hasSuffix(file) }?.description ?? "(no line for \(file))"
        }
        func json(_ file: String) throws -> Any {
            try JSONSerialization.jsonObject(with: Data(contentsOf: set.folder.appendingPathComponent(file)))
        }
        /// The tokens of a file (`[path: token]`), by the same rule as the count of tokens.
        func tokens(_ file: String) throws -> [(String, [String: Any])] {
            var found: [(String, [String: Any])] = []
            func walk(_ node: Any, _ path: [String]) {
                guard let object = node as? [String: Any] else { return }
                for (key, value) in object where !key.hasPrefix("$") || key == "$root" {
                    guard let member = value as? [String: Any] else { continue }
                    if member["$value"] != nil || member["value"] != nil {
                        found.append(((path + [key]).joined(separator: "."), member))
                    } else {
                        walk(member, path + [key])
                    }
                }
            }
            walk(try json(file), [])
            return found
        }
        let notes = result.modeNotes.joined(separator: "\n")
        switch set.name {
        case "dtcg-apple-hig":
            let untyped = try tokens("apple-hig/color/light.tokens.json").filter { $0.1["$type"] == nil }.count
            XCTAssertTrue(
                line("color/light.tokens.json").hasSuffix(
                    "\(untyped) tokens without a type typed color by their value"), line("color/light.tokens.json"))
            XCTAssertEqual(result.modifier, "theme")
            XCTAssertEqual(result.highContrast, .contexts(light: "light_ax", dark: "dark_ax"))
            XCTAssertGreaterThan(result.highContrastColorCount, 0)
            XCTAssertTrue(
                notes.contains("the resolver's \"size\" modifier: read its default context \"medium\""), notes)
            XCTAssertTrue(notes.contains("read the resolver's set \"typography\""), notes)
            XCTAssertEqual(result.designSystem.name, "Apple Human Interface Guidelines")
        case "dtcg-figma-sds":
            let em = try tokens("figma-sds/typography.tokens.json").filter {
                (($0.1["$value"] as? [String: Any])?["letterSpacing"] as? [String: Any])?["unit"] as? String == "em"
            }.count
            XCTAssertTrue(
                line("typography.tokens.json").hasSuffix("\(em) letter spacings in em, times the font size"),
                line("typography.tokens.json"))
            XCTAssertEqual(result.modifier, "theme")
            XCTAssertEqual(result.designSystem.name, "Figma Simple Design System")
        case "dtcg-ibm-carbon":
            let relative = try tokens("ibm-carbon/layout.tokens.json").filter {
                ($0.1["$value"] as? [String: Any])?["unit"] as? String == "vw"
            }.map(\.0)
            XCTAssertEqual(result.skippedTokens.flatMap(\.paths).sorted(), relative.sorted())
            XCTAssertTrue(result.sameValuesInBothAppearances)
            XCTAssertTrue(notes.contains("the resolver's \"breakpoint\" modifier has no default: read \"md\""), notes)
            XCTAssertEqual(result.designSystem.name, "IBM Carbon")
        case "figma-variables-example":
            var skipped: [String] = []
            for file in set.arguments {
                skipped += try tokens(file).filter { ["string", "boolean"].contains($0.1["$type"] as? String) }.map(\.0)
            }
            XCTAssertEqual(
                Set(result.skippedVariables.map { $0.replacingOccurrences(of: "/", with: ".") }), Set(skipped))
            XCTAssertTrue(
                notes.contains(
                    "the Figma collection \"Primitives — Completed\" has the modes \"Brutal Theme\" and \"Modern Theme\", "
                        + "none of them light and dark: read \"Brutal Theme\""), notes)
            XCTAssertEqual(result.designSystem.name, "Figma Variables Example")
        case "sd-basic":
            let strings = try tokens("examples/basic/tokens/dimensions.json").filter {
                ($0.1["$value"] as? String)?.hasSuffix("px") == true && $0.1["$value"] as? String != "0px"
            }.count
            XCTAssertTrue(
                line("dimensions.json").contains("\(strings + 1) dimensions written as strings"),
                line("dimensions.json"))
            XCTAssertEqual(result.designSystem.name, "Sd Basic")
        case "sd-complete":
            for (file, type) in [("content/icon.json", "content"), ("asset/font.json", "asset")] {
                let count = try tokens("examples/complete/tokens/" + file).filter { $0.1["type"] as? String == type }
                    .count
                XCTAssertEqual(
                    result.skippedTokens.first { $0.file.hasSuffix(file) }?.paths.count, count, "\(file): \(type)")
            }
            let attributes = try tokens("examples/complete/tokens/color/base.json").filter { $0.1["attributes"] != nil }
            XCTAssertTrue(
                line("color/base.json").hasSuffix(
                    "\(attributes.count) tokens with \"attributes\" kept in $extensions[\"dev.dsys.members\"]"),
                line("color/base.json"))
            XCTAssertTrue(line("time.json").contains("times without a unit read in ms"), line("time.json"))
        case "tokens-studio-lion":
            XCTAssertTrue(result.sameValuesInBothAppearances)
            XCTAssertTrue(
                notes.contains("the Tokens Studio theme group \"brand\": read its first theme \"Casual\""), notes)
            XCTAssertTrue(
                notes.contains("the Tokens Studio theme group \"color\": read its first theme \"Green\""), notes)
            XCTAssertEqual(result.designSystem.name, "Lion Example")
            XCTAssertEqual(
                result.nameNote,
                "named the design system \"Lion Example\" after the \"name\" of \"package.json\" (--name gives "
                    + "another)")
        default:
            XCTFail("a set this test does not know: \(set.name); say what its import must say")
        }
    }

    /// The import of a set's command, reading the files as `dsysctl import` does, without the profile's roles.
    private func importWithoutRoles(_ set: CorpusSet) throws -> DTCGImportResult {
        var files: [String] = []
        var resolver: String?
        var index = 0
        while index < set.arguments.count {
            if set.arguments[index] == "--resolver", index + 1 < set.arguments.count {
                resolver = set.arguments[index + 1]
                index += 2
            } else {
                files.append(set.arguments[index])
                index += 1
            }
        }
        var request = DTCGFiles.ImportRequest(
            tokenFiles: files, resolver: resolver, roles: nil, output: ".dsys/design-system.json", force: true,
            options: DTCGImport.Options(name: "Design System"), nameIsFallback: true)
        request.profileIsFallback = true
        var input = try DTCGFiles.readInput(request)
        input.options.roles = []
        input.options.roleTables = ImportRoleTables()
        input.options.requirements = DesignSystemDocument.noRequirements
        input.options.defaultScales = nil
        return try input.run()
    }
}
