import ArgumentParser
import Foundation
import TestSupport
import XCTest

@testable import dsysctl

/// The docs do not rot: every `dsysctl …` command line that README.md and docs/*.md show (in a fenced block, or as
/// inline code) parses with dsysctl's own argument parser, every option a synopsis names (`dsysctl lint [--fix]`)
/// exists on its command, every example in a command's `--help` parses, and every relative link and picture resolves.
final class DocCommandLineTests: XCTestCase {
    /// A command line the docs show, with where it is.
    struct CommandLine: Equatable {
        var place: String
        var text: String
        /// Whether it is a synopsis (placeholders, `[optional]` parts, `a|b` choices) rather than a command to run.
        var isSynopsis: Bool
    }

    static let pages: [String] = {
        let docs = TestSupport.packageRoot.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    static func read(_ page: String) throws -> String {
        try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(page), encoding: .utf8)
    }

    // MARK: Finding the command lines

    /// The command lines of a Markdown text: lines of fenced blocks that run dsysctl (`dsysctl …`, `$ dsysctl …`,
    /// `.build/release/dsysctl …`, a YAML `- run: dsysctl …`, continued over lines ending in `\`), and inline code
    /// outside them that starts with `dsysctl `.
    static func commandLines(in markdown: String, page: String) -> [CommandLine] {
        var found: [CommandLine] = []
        var inFence = false
        var pending: (line: Int, text: String)?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inFence.toggle()
                pending = nil
                continue
            }
            if inFence {
                var text = trimmed
                if let started = pending {
                    text = started.text + " " + text
                } else {
                    guard let command = command(startingLine: text) else { continue }
                    text = command
                }
                if text.hasSuffix("\\") {
                    pending = (pending?.line ?? number, String(text.dropLast()))
                    continue
                }
                found.append(
                    CommandLine(place: "\(page):\(pending?.line ?? number)", text: text, isSynopsis: false))
                pending = nil
            } else {
                for span in inlineCode(in: String(line)) where span.hasPrefix("dsysctl ") || span == "dsysctl" {
                    found.append(
                        CommandLine(place: "\(page):\(number)", text: span, isSynopsis: isSynopsis(span)))
                }
            }
        }
        return found
    }

    /// The `dsysctl …` a line of a fenced block runs, if it runs one.
    static func command(startingLine line: String) -> String? {
        var text = Substring(line)
        for prefix in ["$ ", "- run: ", "run: "] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        // A path to the binary (`.build/release/dsysctl`, `$(swift build --show-bin-path)/dsysctl`) counts too.
        let first = text.prefix { !$0.isWhitespace }
        guard first == "dsysctl" || first.hasSuffix("/dsysctl") else { return nil }
        return "dsysctl" + text.dropFirst(first.count)
    }

    /// The spans of inline code (`` `…` ``) of a line of Markdown.
    static func inlineCode(in line: String) -> [String] {
        var spans: [String] = []
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "`") {
            let ticks = rest[open...].prefix { $0 == "`" }
            let afterOpen = rest[ticks.endIndex...]
            guard let close = afterOpen.range(of: String(ticks)) else { break }
            spans.append(afterOpen[..<close.lowerBound].trimmingCharacters(in: .whitespaces))
            rest = afterOpen[close.upperBound...]
        }
        return spans
    }

    /// Whether inline code is a synopsis: `[optional]` parts, `a|b` choices, `PATH…`, `<value>`, or a placeholder in
    /// capitals (`dsysctl show VERSION`, `--to URL`).
    static func isSynopsis(_ span: String) -> Bool {
        if span.contains("[") || span.contains("|") || span.contains("…") || span.contains("<") { return true }
        return span.split(separator: " ").contains { word in
            word.first?.isUppercase == true && word.allSatisfy { $0.isUppercase || $0.isNumber || ".,_".contains($0) }
        }
    }

    /// The words of a shell command line as the shell passes them (quotes removed, `\` escapes), up to a comment, a
    /// pipe, a redirection or the next command (`&&`, `||`, `;`). Variables and globs stay as written: the parser
    /// sees a word in their place.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var characters = Array(line)[...]
        while let character = characters.popFirst() {
            if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\", open == "\"", let next = characters.first, "\"\\$`".contains(next) {
                    word.append(characters.removeFirst())
                } else {
                    word.append(character)
                }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case "\\":
                if let next = characters.popFirst() { word.append(next) }
                inWord = true
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "#" where !inWord, "|", ";", ">", "<":
                if inWord { words.append(word) }
                return words
            case "&" where characters.first == "&":
                if inWord { words.append(word) }
                return words
            default:
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        // `2>` leaves a `2` behind: a redirection, not an argument.
        if words.last == "2", line.contains("2>") { words.removeLast() }
        return words
    }

    // MARK: Checking them

    /// What is wrong with a command line, or nil when dsysctl's parser takes it.
    static func problem(with line: CommandLine) -> String? {
        // A synopsis's `a|b` is a choice, not a pipe.
        let words = line.isSynopsis ? line.text.split(separator: " ").map(String.init) : shellWords(line.text)
        guard words.first == "dsysctl" else { return "\(line.place): not a dsysctl command line: \(line.text)" }
        let arguments = Array(words.dropFirst())
        if line.isSynopsis { return synopsisProblem(arguments, line: line) }
        // A command named in prose (`dsysctl import` reads …) is not a command line to run: it must exist.
        let (_, consumed) = subcommand(of: arguments)
        if consumed == arguments.count, !arguments.isEmpty { return nil }
        do {
            _ = try DSysCtl.parseAsRoot(arguments)
            return nil
        } catch {
            // --help and --version end parsing cleanly.
            if DSysCtl.exitCode(for: error).isSuccess { return nil }
            return "\(line.place): `\(line.text)` does not parse: \(DSysCtl.message(for: error))"
        }
    }

    /// The (sub)command the leading words of the arguments name, and how many words name it.
    static func subcommand(of arguments: [String]) -> (any ParsableCommand.Type, Int) {
        var command: any ParsableCommand.Type = DSysCtl.self
        var index = 0
        while index < arguments.count,
            let sub = command.configuration.subcommands.first(where: { $0._commandName == arguments[index] })
        {
            command = sub
            index += 1
        }
        return (command, index)
    }

    /// A synopsis (`dsysctl lint [PATH…] [--fix] [--format text|json]`) cannot be parsed as it stands; each of its
    /// subcommands must exist and each option it names must be one its command has.
    static func synopsisProblem(_ arguments: [String], line: CommandLine) -> String? {
        let (command, index) = subcommand(of: arguments)
        let help = DSysCtl.helpMessage(for: command, columns: 10_000)
        var problems: [String] = []
        for word in arguments[index...] {
            for piece in word.split(whereSeparator: { "[]|=…".contains($0) }) {
                let option = String(piece).trimmingCharacters(in: CharacterSet(charactersIn: ".,()"))
                guard option.hasPrefix("--") || (option.hasPrefix("-") && option.count == 2) else { continue }
                if help.range(of: "\(option)(?![A-Za-z0-9-])", options: .regularExpression) == nil {
                    problems.append(option)
                }
            }
        }
        guard !problems.isEmpty else { return nil }
        return "\(line.place): `\(line.text)` names options `dsysctl \(command._commandName)` does not have: "
            + problems.joined(separator: ", ")
    }

    func testEveryCommandLineOfTheDocsParses() throws {
        var lines: [CommandLine] = []
        for page in Self.pages {
            lines += Self.commandLines(in: try Self.read(page), page: page)
        }
        // The docs show many; a change that stops finding them must not pass as "nothing failed".
        XCTAssertGreaterThan(lines.filter { !$0.isSynopsis }.count, 100)
        XCTAssertGreaterThan(lines.filter(\.isSynopsis).count, 15)
        let problems = lines.compactMap(Self.problem(with:))
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
    }

    func testEveryExampleOfEveryHelpParses() {
        var examples: [CommandLine] = []
        func collect(_ command: any ParsableCommand.Type, path: String) {
            let discussion = command.configuration.discussion
            var pending = ""
            for line in discussion.split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                guard !pending.isEmpty || text.hasPrefix("dsysctl ") else { continue }
                pending += text
                if pending.hasSuffix("\\") {
                    pending = String(pending.dropLast()) + " "
                    continue
                }
                examples.append(CommandLine(place: "dsysctl \(path) --help", text: pending, isSynopsis: false))
                pending = ""
            }
            for sub in command.configuration.subcommands {
                collect(sub, path: path.isEmpty ? sub._commandName : "\(path) \(sub._commandName)")
            }
        }
        collect(DSysCtl.self, path: "")
        XCTAssertGreaterThan(examples.count, 40)
        let problems = examples.compactMap(Self.problem(with:))
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
    }

    /// The check fails on what it is for: a misspelled option, a misspelled command, a bad value, in a block, inline
    /// or in a synopsis; and passes the same lines spelled right.
    func testAMisspelledCommandLineIsCaught() {
        let page = """
            Run `dsysctl import tokens.json --rolls roles.json`, then:

            ```sh
            $ dsysctl publsh -m "First"
            dsysctl diff 1.0.0 --format markdwn   # a value the option does not take
            dsysctl lint App \\
                --baseline-file lint-baseline.json
            ```

            `dsysctl check [--base V] [--lint-basline FILE]`
            """
        let lines = Self.commandLines(in: page, page: "bad.md")
        XCTAssertEqual(
            lines.map(\.place), ["bad.md:1", "bad.md:4", "bad.md:5", "bad.md:6", "bad.md:10"])
        let problems = lines.map(Self.problem(with:))
        XCTAssertTrue(problems.allSatisfy { $0 != nil }, "\(problems)")
        XCTAssertTrue(problems[0]?.contains("--rolls") ?? false, problems[0] ?? "")
        XCTAssertTrue(problems[4]?.contains("--lint-basline") ?? false, problems[4] ?? "")

        let good = """
            Run `dsysctl import tokens.json --roles roles.json`, then:

            ```sh
            $ dsysctl publish -m "First"
            dsysctl diff 1.0.0 --format markdown   # a value the option takes
            dsysctl lint App \\
                --baseline lint-baseline.json
            ```

            `dsysctl check [--base V] [--lint-baseline FILE]`
            """
        XCTAssertEqual(Self.commandLines(in: good, page: "good.md").compactMap(Self.problem(with:)), [])
    }

    func testShellWordsAreTheShells() {
        XCTAssertEqual(
            Self.shellWords(#"dsysctl publish -m "Darker \"primary\" action" --author 'Ada <a@b.c>'  # note"#),
            ["dsysctl", "publish", "-m", #"Darker "primary" action"#, "--author", "Ada <a@b.c>"])
        XCTAssertEqual(Self.shellWords("dsysctl log --json | jq . > log.json"), ["dsysctl", "log", "--json"])
        XCTAssertEqual(Self.shellWords("dsysctl verify && echo ok"), ["dsysctl", "verify"])
        XCTAssertEqual(
            Self.shellWords("dsysctl import Colors\\ Light.json"), ["dsysctl", "import", "Colors Light.json"])
    }

    // MARK: Links

    /// GitHub's anchors of a Markdown text's headings (lower case, punctuation but `-` and `_` dropped, spaces as
    /// `-`, a repeated heading numbered `-1`, `-2` …).
    static func anchors(in markdown: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        var inFence = false
        for line in markdown.split(separator: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            let slug = String(
                title.trimmingCharacters(in: .whitespaces).lowercased().unicodeScalars.filter {
                    CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == " "
                }
            ).replacingOccurrences(of: " ", with: "-")
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The targets of the links and pictures of a Markdown text outside fenced blocks and inline code.
    static func linkTargets(in markdown: String) -> [(line: Int, target: String)] {
        var targets: [(Int, String)] = []
        var inFence = false
        let link = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            var prose = String(line)
            for span in inlineCode(in: prose) { prose = prose.replacingOccurrences(of: "`\(span)`", with: "") }
            let range = NSRange(prose.startIndex..., in: prose)
            for match in link.matches(in: prose, range: range) {
                if let target = Range(match.range(at: 1), in: prose) {
                    targets.append((index + 1, String(prose[target])))
                }
            }
        }
        return targets
    }

    /// What is wrong with the relative links and pictures of a page (a file that is not there, an anchor no heading
    /// of the linked page makes), and how many it checked.
    static func linkProblems(in text: String, page: String) throws -> (problems: [String], checked: Int) {
        let folder = TestSupport.packageRoot.appendingPathComponent(page).deletingLastPathComponent()
        var problems: [String] = []
        var checked = 0
        for (line, target) in linkTargets(in: text) {
            if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
            checked += 1
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            var linked = text
            if !path.isEmpty {
                let file = folder.appendingPathComponent(path).standardizedFileURL
                guard FileManager.default.fileExists(atPath: file.path) else {
                    problems.append("\(page):\(line): \(target): no such file")
                    continue
                }
                guard parts.count == 2, file.pathExtension == "md" else { continue }
                linked = try String(contentsOf: file, encoding: .utf8)
            }
            if parts.count == 2, !anchors(in: linked).contains(String(parts[1])) {
                problems.append("\(page):\(line): \(target): no heading makes that anchor")
            }
        }
        return (problems, checked)
    }

    func testEveryRelativeLinkAndPictureResolves() throws {
        var problems: [String] = []
        var checked = 0
        for page in Self.pages {
            let result = try Self.linkProblems(in: try Self.read(page), page: page)
            problems += result.problems
            checked += result.checked
        }
        XCTAssertGreaterThan(checked, 100)
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
    }

    /// The check fails on a missing page, a missing picture and an anchor no heading makes, here or on another page.
    func testABrokenLinkIsCaught() throws {
        let page = """
            # Here
            [ok](#here), [ok](import.md#from-figma), ![ok](changelog.png), [ok](../Examples/ci)
            [bad](imports.md), ![bad](changelog.jpg), [bad](import.md#from-figmaa), [bad](#there)
            """
        let result = try Self.linkProblems(in: page, page: "docs/example.md")
        XCTAssertEqual(result.checked, 8)
        XCTAssertEqual(
            result.problems,
            [
                "docs/example.md:3: imports.md: no such file", "docs/example.md:3: changelog.jpg: no such file",
                "docs/example.md:3: import.md#from-figmaa: no heading makes that anchor",
                "docs/example.md:3: #there: no heading makes that anchor",
            ])
    }

    func testTheAnchorsAreGitHubs() {
        XCTAssertEqual(
            Self.anchors(in: "# Bring your tokens: `dsysctl import`\n## Roles\n```\n# not a heading\n```\n### Roles\n"),
            ["bring-your-tokens-dsysctl-import", "roles", "roles-1"])
        XCTAssertEqual(Self.linkTargets(in: "see [a](b.md#c) and `[x](y)`\n```\n[z](w)\n```").map(\.target), ["b.md#c"])
    }
}
