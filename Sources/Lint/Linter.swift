import Foundation
import Generator
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Tokens

/// Lints Swift sources against one design system in one profile: what to find, and what to suggest instead.
///
/// Pure: it reads the text it is given (``LintRun`` reads the files). Safe to use from several threads at once.
public struct Linter: Sendable {
    /// A symbol whose token is deprecated.
    struct Deprecation: Sendable {
        var symbol: String
        var token: TokenKey
        var reason: String?
        /// The reference of the token the reason names (`"use {color.text.muted}"`), when there is one.
        var replacement: TokenReference?
    }

    let catalog: TokenCatalog
    /// Deprecated symbols by every spelling app code may use: `Color.dsTextSubtle`, `.dsTextSubtle`.
    let deprecatedSymbols: [String: Deprecation]
    /// Removed symbols by every spelling.
    let removedSymbols: [String: Removal]
    /// The version `removedSymbols` come from, for messages.
    let againstVersion: String?
    /// Whether the profile's expressions need a declaration in the view (then nothing is fixed).
    let referencesNeedMore: Bool
    /// The generated package's module, which a file must import to use the tokens `--fix` writes.
    public let moduleName: String
    /// How much each rule weighs, and whether system text styles are allowed.
    public let configuration: LintConfiguration
    /// A module name to suggest when the app has a module of `moduleName`'s: the document's name as the theme
    /// profile spells it (`AcmeDesignSystem`), or the module's with `Tokens` after it.
    let alternativeModuleName: String

    var watchesSymbols: Bool { !deprecatedSymbols.isEmpty || !removedSymbols.isEmpty }

    /// Whether each rule is checked (its severity is not `off`), by ``LintRule/ordinal``: asked at every call.
    private let checkedRules: [Bool]

    /// Whether `rule` is checked (its severity is not `off`).
    func checks(_ rule: LintRule) -> Bool { checkedRules[rule.ordinal] }

    /// A linter for `designSystem`'s tokens as `profile` names them; `removed`: the symbols the version
    /// `againstVersion` no longer has (`--against`, ``Removal/removals(history:target:from:profile:)``);
    /// `configuration`: the rules' severities (default: the document's `lint` options).
    public init(
        designSystem: DesignSystem, profile: OutputProfile, removed: [Removal] = [], againstVersion: String? = nil,
        configuration: LintConfiguration? = nil
    ) {
        let references = Generator.tokenReferences(of: designSystem, profile: profile)
        catalog = TokenCatalog(designSystem, references: references)
        referencesNeedMore = references.contains { $0.needs != nil }
        moduleName = Generator.moduleName(of: designSystem, profile: profile)
        let configuration = configuration ?? LintConfiguration(designSystem.lintOptions)
        self.configuration = configuration
        checkedRules = LintRule.allCases.map(configuration.checks)
        var alternative = Generator.moduleName(of: designSystem, profile: .theme)
        if alternative == moduleName || designSystem.module != nil { alternative = moduleName + "Tokens" }
        alternativeModuleName = alternative
        let firstReference = Dictionary(references.map { ($0.token, $0) }, uniquingKeysWith: { first, _ in first })
        let symbols = Generator.publicSymbols(of: designSystem, profile: profile).compactMap { symbol in
            TokenKey(dotted: symbol.tokenKey).map { (symbol, $0) }
        }
        let metadata = designSystem.metadata(of: Set(symbols.map(\.1)))
        var deprecated: [String: Deprecation] = [:]
        for (symbol, key) in symbols {
            guard let deprecation = metadata[key]?.deprecation else { continue }
            // The token its deprecation names (`renamed`, `replaced_by`) before any its reason mentions.
            let replacement =
                deprecation.successor.flatMap { firstReference[$0] }
                ?? deprecation.reason.flatMap { reason in
                    Self.replacementKeys(in: reason, category: key.category).lazy.compactMap { firstReference[$0] }
                        .first
                }
            let entry = Deprecation(
                symbol: symbol.name, token: key, reason: deprecation.reason, replacement: replacement)
            for spelling in Self.spellings(of: symbol.name) { deprecated[spelling] = entry }
            if let reference = firstReference[key], reference.symbol == symbol.name {
                deprecated[reference.expression] = entry
            }
        }
        deprecatedSymbols = deprecated
        var removedSymbols: [String: Removal] = [:]
        // A profile whose expressions are not its symbols (`theme.colors.x` for `DSColorPalette.x`) is also matched
        // by the expression.
        let expressions = Dictionary(references.map { ($0.symbol, $0.expression) }, uniquingKeysWith: { a, _ in a })
        for removal in removed {
            for spelling in Self.spellings(of: removal.symbol) { removedSymbols[spelling] = removal }
            if let expression = expressions[removal.symbol] { removedSymbols[expression] = removal }
        }
        self.removedSymbols = removedSymbols
        self.againstVersion = againstVersion
    }

    /// How code may spell a symbol: as declared without a call's parentheses, and a member of `Color` also as an
    /// implicit member (`.dsTextMuted`) where a color is expected.
    static func spellings(of symbol: String) -> [String] {
        let name = symbol.hasSuffix("()") ? String(symbol.dropLast(2)) : symbol
        return name.hasPrefix("Color.") ? [name, String(name.dropFirst("Color".count))] : [name]
    }

    /// The tokens a deprecation reason may name as the replacement, in order: a `{category.path}` reference, then
    /// each dotted word read as a path of `category` (`"Use text.muted; …"`).
    static func replacementKeys(in reason: String, category: TokenCategory) -> [TokenKey] {
        var keys: [TokenKey] = []
        if let open = reason.firstIndex(of: "{"), let close = reason[open...].firstIndex(of: "}"),
            let key = TokenKey(reference: String(reason[open...close]))
        {
            keys.append(key)
        }
        let isWordCharacter = { (character: Character) in
            character.isLetter || character.isNumber || character == "." || character == "-" || character == "_"
        }
        for word in reason.split(whereSeparator: { !isWordCharacter($0) }) {
            let path = word.trimmingCharacters(in: CharacterSet(charactersIn: "."))
            if path.contains(".") { keys.append(TokenKey(category, TokenPath(dotted: path))) }
        }
        return keys
    }

    /// What one file holds.
    public struct FileResult: Sendable, Equatable {
        public var findings: [Finding]
        /// That it does not parse, or that an ignore comment names no rule.
        public var problems: [LintProblem]
        /// Whether it parsed (and so was linted).
        public var parsed: Bool
    }

    /// The findings in one file's text, and its problems, the file taken alone: a type only its previews use is
    /// preview code.
    public func lint(source: String, file: String) -> FileResult {
        let scan = scan(source: source, file: file)
        let previewOnly = PreviewIndex.previewOnlyTypes([scan.index])
        return FileResult(
            findings: scan.findings.filter { !Self.isPreviewCode($0, previewOnly) }, problems: scan.problems,
            parsed: scan.parsed)
    }

    /// Whether a finding is a literal in preview code (a removed or deprecated symbol breaks the build anywhere).
    static func isPreviewCode(_ finding: Finding, _ previewOnly: Set<String>) -> Bool {
        guard !previewOnly.isEmpty, finding.rule != .deprecatedToken, finding.rule != .removedToken else {
            return false
        }
        return finding.enclosingTypes.contains(where: previewOnly.contains)
    }

    /// One file's findings before preview code is known, its problems, and the types it declares and uses.
    struct Scan: Sendable {
        var findings: [Finding]
        var problems: [LintProblem]
        var parsed: Bool
        var index: PreviewIndex.File
    }

    func scan(source: String, file: String) -> Scan {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let bytes = Array(source.utf8)
        let place = { (offset: Int) in Self.position(offset, converter: converter, bytes: bytes) }
        if tree.hasError {
            let (offset, message) = SyntaxErrors.first(in: tree)
            return Scan(
                findings: [], problems: [LintProblem(file: file, position: place(offset), message: message)],
                parsed: false, index: PreviewIndex.File())
        }
        let ignores = IgnoreComments(tree, converter: converter)
        let problems = ignores.problems.map { LintProblem(file: file, position: place($0.offset), message: $0.message) }
        let visitor = StyleVisitor(linter: self, bytes: bytes, file: file)
        visitor.walk(tree)
        var findings: [Finding] = []
        for hit in visitor.hits {
            let startPosition = place(hit.start)
            guard !ignores.ignores(hit.rule, line: startPosition.line) else { continue }
            var finding = Finding(
                file: file, start: startPosition, end: place(hit.end), rule: hit.rule,
                code: String(decoding: bytes[hit.start..<hit.end], as: UTF8.self), message: hit.message,
                suggestion: hit.suggestion,
                fix: hit.replacement.map { Fix(start: hit.start, end: hit.end, replacement: $0) },
                severity: configuration.severity(of: hit.rule),
                fingerprint: Fingerprint.of(rule: hit.rule, bytes: bytes, start: hit.start, end: hit.end))
            finding.enclosingTypes = hit.enclosingTypes
            findings.append(finding)
        }
        findings.sort { ($0.start, $0.rule) < ($1.start, $1.rule) }
        return Scan(findings: findings, problems: problems, parsed: true, index: visitor.index)
    }

    /// `source` with the fixes of `findings` made (each replaces exactly its expression; comments and spacing
    /// around it stay).
    public static func applyingFixes(_ findings: [Finding], to source: String) -> String {
        var bytes = Array(source.utf8)
        // From the end, so that earlier offsets stay valid; overlapping fixes (none are made) would be skipped.
        var limit = Int.max
        for fix in findings.compactMap(\.fix).sorted(by: { $0.start > $1.start }) where fix.end <= limit {
            bytes.replaceSubrange(fix.start..<fix.end, with: Array(fix.replacement.utf8))
            limit = fix.start
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `source` with the fixes of `findings` made and, when one was made, the package's module imported (the tokens
    /// the fixes write are its symbols): what `--fix` writes. `isInModule`: the file is a source of the package's
    /// module itself (a file added to the generated package), which must not import itself.
    public func fixing(_ findings: [Finding], in source: String, isInModule: Bool = false) -> String {
        let fixed = Self.applyingFixes(findings, to: source)
        guard !isInModule, findings.contains(where: { $0.fix != nil }) else { return fixed }
        return Self.importing(moduleName, in: fixed)
    }

    /// `source` importing `module`: unchanged when an import of it is there already, anywhere (`import
    /// DesignSystem`, `@testable import DesignSystem`, `import struct DesignSystem.DSRadius`, an import inside
    /// `#if`); else `import <module>` on a line of its own among the file's top-level imports, in order when they
    /// are sorted and after the last of them when they are not, or before the first declaration when the file has
    /// none (its header comment stays first). The line ends as the file's lines do (`\r\n` or `\n`).
    static func importing(_ module: String, in source: String) -> String {
        let tree = Parser.parse(source: source)
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        let name = { (declaration: ImportDeclSyntax) in declaration.path.first?.name.text ?? "" }
        if ImportNames.all(in: tree).contains(module) { return source }
        var bytes = Array(source.utf8)
        let newline: [UInt8] =
            bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") } == true
            ? [UInt8(ascii: "\r"), UInt8(ascii: "\n")] : [UInt8(ascii: "\n")]
        let line = Array("import \(module)".utf8) + newline
        /// The offset of the start of the line `offset` is on.
        let lineStart = { (offset: Int) in
            var start = offset
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            return start
        }
        guard let last = imports.last else {
            guard let first = tree.statements.first else {
                bytes.append(contentsOf: line)
                return String(decoding: bytes, as: UTF8.self)
            }
            let start = lineStart(first.positionAfterSkippingLeadingTrivia.utf8Offset)
            bytes.insert(contentsOf: line + newline, at: start)
            return String(decoding: bytes, as: UTF8.self)
        }
        let names = imports.map(name)
        let isSorted = zip(names, names.dropFirst()).allSatisfy { $0 <= $1 }
        if isSorted, let next = imports.first(where: { name($0) > module }) {
            // Before the first import that sorts after the module, at the start of its line (above its attributes).
            bytes.insert(contentsOf: line, at: lineStart(next.positionAfterSkippingLeadingTrivia.utf8Offset))
            return String(decoding: bytes, as: UTF8.self)
        }
        // After the line of the last import (a comment at its end stays with it).
        var end = last.endPositionBeforeTrailingTrivia.utf8Offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end == bytes.count {
            bytes.append(contentsOf: newline)
            bytes.append(contentsOf: line.dropLast(newline.count))
        } else {
            bytes.insert(contentsOf: line, at: end + 1)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func position(_ offset: Int, converter: SourceLocationConverter, bytes: [UInt8]) -> SourcePosition {
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        let lineStart = max(0, min(offset - (location.column - 1), bytes.count))
        let scalars = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).unicodeScalars.count
        return SourcePosition(line: location.line, column: location.column, scalarColumn: scalars + 1)
    }
}

/// The modules a file imports, wherever the import is (at the top level, or in an `#if` clause).
enum ImportNames {
    static func all(in tree: SourceFileSyntax) -> Set<String> {
        final class Imports: SyntaxVisitor {
            var names: Set<String> = []

            override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
                if let first = node.path.first { names.insert(first.name.text) }
                return .skipChildren
            }

            // Imports are declarations of the file or of its `#if` clauses, never inside a type or a function.
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let imports = Imports(viewMode: .sourceAccurate)
        imports.walk(tree)
        return imports.names
    }
}

/// The first place where a file stops being Swift, with the message the Swift compiler gives there.
enum SyntaxErrors {
    static func first(in tree: SourceFileSyntax) -> (offset: Int, message: String) {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.min(by: { $0.position.utf8Offset < $1.position.utf8Offset }) else {
            return (0, "this file does not parse; fix the syntax (the file was not linted)")
        }
        return (
            first.position.utf8Offset,
            "this file does not parse: \(first.message); fix the syntax (the file was not linted)"
        )
    }
}
