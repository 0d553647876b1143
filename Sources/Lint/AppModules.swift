import Foundation
import Generator
import SwiftParser
import SwiftSyntax

/// A Swift module the project declares: a target of a `Package.swift` (or of Tuist's `Project.swift`), or of an Xcode
/// project.
public struct AppModule: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    /// The manifest or project that declares it, relative to the project.
    public var declaredIn: String
    /// Its sources' folder, relative to the project, when it is known and exists.
    public var folder: String?

    public init(name: String, declaredIn: String, folder: String?) {
        self.name = name
        self.declaredIn = declaredIn
        self.folder = folder
    }

    /// `Modules/DS/Package.swift declares target "DesignSystem" (sources in Modules/DS/Sources/DesignSystem)`.
    public var description: String {
        var text = "\(declaredIn) declares target \"\(name)\""
        if let folder { text += " (sources in \(folder))" }
        return text
    }
}

/// The modules a project declares, found from its manifests: which of them share the generated package's name, and
/// where the generated package itself sits.
struct ModuleScan: Sendable {
    /// The app's modules named like the generated package's.
    var clashes: [AppModule] = []
    /// The folders, relative to the project, of the generated package's copies (a `Package.swift` dsys wrote): a file
    /// in one is in the package's module, which it must not import.
    var packageFolders: [String] = []

    /// What the project's manifests say of `module`: `manifests` are their paths relative to `root`
    /// (`Package.swift`, `Project.swift`, `App.xcodeproj`).
    init(root: String, manifests: [String], module: String) {
        for manifest in manifests.sorted() {
            let path = root + "/" + manifest
            let folder = (manifest as NSString).deletingLastPathComponent
            if manifest.hasSuffix(".xcodeproj") {
                clashes += Self.xcodeTargets(project: path, relative: manifest, root: root, module: module)
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let source = String(decoding: data, as: UTF8.self)
            if (manifest as NSString).lastPathComponent == "Package.swift", LintRun.isGenerated(source) {
                packageFolders.append(folder)
                continue
            }
            for target in Self.targets(in: source, isTuist: manifest.hasSuffix("Project.swift"))
            where target.name == module {
                let sources = target.path.map { Self.joined(folder, $0) }
                clashes.append(
                    AppModule(
                        name: module, declaredIn: manifest,
                        folder: sources.flatMap { Self.exists(root, $0) ? $0 : nil }))
            }
        }
        // A target whose sources are the generated package's (a hand-written manifest over dsys's output, an Xcode
        // target of the copied folder) is the package itself, built another way.
        for clash in clashes {
            guard let folder = clash.folder,
                packageFolders.contains(folder) || Self.holdsGeneratedCode(root + "/" + folder)
            else { continue }
            clashes.removeAll { $0 == clash }
            if !packageFolders.contains(folder) { packageFolders.append(folder) }
        }
    }

    /// Whether a Swift file directly in `folder` is one dsys generated (asked only of a module named like the
    /// package's, so rarely).
    private static func holdsGeneratedCode(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }.sorted().contains { name in
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { return false }
            let lines = data.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
            return lines.count > 1 && String(decoding: lines[1], as: UTF8.self) == Generator.generatedFileMarker
        }
    }

    private static func joined(_ folder: String, _ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        if path.isEmpty || path == "." { return folder }
        return folder.isEmpty ? String(path) : folder + "/" + path
    }

    private static func exists(_ root: String, _ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root + "/" + folder, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// Whether `file` (relative to the project) is in one of `folders`.
    static func file(_ file: String, isIn folders: [String]) -> Bool {
        folders.contains { $0.isEmpty || file.hasPrefix($0 + "/") }
    }

    // ── Package.swift and Project.swift ─────────────────────────────────────────────────────────────────────────

    struct Target: Equatable {
        var name: String
        /// The sources' folder, relative to the manifest's folder.
        var path: String?
    }

    /// The targets a manifest declares: `.target(name: "X", path: "…")` and its friends in SwiftPM (sources in
    /// `Sources/X` unless `path:` says otherwise, `Tests/X` for a test target), `.target(name:…, sources: […])` or
    /// `Target(name:…)` in Tuist's `Project.swift` (sources where the first `sources` pattern starts).
    static func targets(in source: String, isTuist: Bool) -> [Target] {
        let kinds: Set<String> = [
            "target", "executableTarget", "testTarget", "macro", "systemLibrary", "binaryTarget", "plugin", "Target",
        ]
        final class Calls: SyntaxVisitor {
            let kinds: Set<String>
            var found: [(kind: String, call: FunctionCallExprSyntax)] = []

            init(kinds: Set<String>) {
                self.kinds = kinds
                super.init(viewMode: .sourceAccurate)
            }

            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression
                let name =
                    callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                if let name, kinds.contains(name) { found.append((name, node)) }
                return .visitChildren
            }
        }
        let calls = Calls(kinds: kinds)
        calls.walk(Parser.parse(source: source))
        return calls.found.compactMap { kind, call in
            let arguments = Dictionary(
                call.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } },
                uniquingKeysWith: { first, _ in first })
            guard let name = arguments["name"]?.as(StringLiteralExprSyntax.self).flatMap(Literals.text) else {
                return nil
            }
            if let path = arguments["path"]?.as(StringLiteralExprSyntax.self).flatMap(Literals.text) {
                return Target(name: name, path: path)
            }
            if isTuist {
                let first = arguments["sources"]?.as(ArrayExprSyntax.self)?.elements.first?.expression
                    .as(StringLiteralExprSyntax.self).flatMap(Literals.text)
                let folder = first.map { pattern in
                    String(pattern.prefix { $0 != "*" }).split(separator: "/").joined(separator: "/")
                }
                return Target(name: name, path: folder)
            }
            return Target(name: name, path: (kind == "testTarget" ? "Tests/" : "Sources/") + name)
        }
    }

    // ── Xcode projects ──────────────────────────────────────────────────────────────────────────────────────────

    /// The targets of the Xcode project at `project` (a `.xcodeproj` folder) whose module is `module`: a native
    /// target of that name (its module is its name, non-identifier characters as `_`), or a build setting
    /// `PRODUCT_MODULE_NAME` that names it. Its folder: the one beside the project named like the target, by Xcode's
    /// habit.
    static func xcodeTargets(project: String, relative: String, root: String, module: String) -> [AppModule] {
        guard let data = FileManager.default.contents(atPath: project + "/project.pbxproj") else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        var names: [String] = []
        var moduleNames: Set<String> = []
        var inTargets = false
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("/* Begin PBXNativeTarget section") { inTargets = true }
            if trimmed.hasPrefix("/* End PBXNativeTarget section") { inTargets = false }
            if inTargets, let name = value(of: "name", in: trimmed) { names.append(name) }
            if let name = value(of: "PRODUCT_MODULE_NAME", in: trimmed) { moduleNames.insert(name) }
        }
        let folder = (relative as NSString).deletingLastPathComponent
        var result: [AppModule] = []
        for name in names where c99Identifier(name) == module {
            let sources = joined(folder, name)
            result.append(
                AppModule(name: module, declaredIn: relative, folder: exists(root, sources) ? sources : nil))
        }
        if result.isEmpty, moduleNames.contains(module) {
            result.append(AppModule(name: module, declaredIn: relative, folder: nil))
        }
        return result
    }

    /// `name = DesignSystem;` or `name = "Design System";` → the value.
    private static func value(of key: String, in line: String) -> String? {
        guard line.hasPrefix(key + " = "), line.hasSuffix(";") else { return nil }
        var value = line.dropFirst(key.count + 3).dropLast()
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
        return String(value)
    }

    /// The module Xcode names after a target: every character but ASCII letters and digits as `_`, and a `_` in front
    /// of a leading digit.
    static func c99Identifier(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                    ? Character(scalar) : "_"
            })
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }
}
