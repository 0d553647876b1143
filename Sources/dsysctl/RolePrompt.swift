import Foundation
import Interchange
import Tokens

/// The roles an import asks about: one by one at a terminal, or, without one, the questions and the one command that
/// answers them.
enum RolePrompt {
    /// Whether the import can ask: standard input and standard error are both terminals.
    static var canAsk: Bool { isatty(STDIN_FILENO) != 0 && isatty(STDERR_FILENO) != 0 }

    /// Asks each question on standard error and reads the answer from standard input: a candidate's number, a
    /// token's path (with or without braces), or `null` where the system default may answer. `nil` when input ends
    /// (the import then fails as it would without a terminal).
    static func ask(_ questions: [RoleQuestion]) -> [(role: String, token: String)]? {
        var answers: [(role: String, token: String)] = []
        printError("\(questions.count == 1 ? "1 role" : "\(questions.count) roles") to answer:")
        for question in questions {
            printError("")
            printError(TerminalText.escaped("role \(question.role): \(question.reason)"))
            for (index, candidate) in question.candidates.enumerated() {
                let details = [candidate.place, candidate.contrast].compactMap { $0 }.joined(separator: "  ")
                printError(TerminalText.escaped("  \(index + 1)  {\(candidate.token)}  \(details)"))
            }
            while true {
                var prompt = "which token fills \(question.role)? "
                prompt +=
                    question.candidates.isEmpty ? "a token path" : "1-\(question.candidates.count), or a token path"
                if question.mayBeNull { prompt += ", or null for the system default" }
                FileHandle.standardError.write(Data(TerminalText.escaped(prompt + ": ").utf8))
                guard let line = readLine(strippingNewline: true) else { return nil }
                let answer = line.trimmingCharacters(in: .whitespaces)
                if let number = Int(answer) {
                    guard question.candidates.indices.contains(number - 1) else {
                        printError("there is no token \(number) in the list")
                        continue
                    }
                    answers.append((question.role, question.candidates[number - 1].token))
                    break
                }
                if answer == "null", !question.mayBeNull {
                    printError("\(question.role) needs a token; the system has no default for it")
                    continue
                }
                guard !answer.isEmpty else { continue }
                answers.append((question.role, answer))
                break
            }
        }
        printError("")
        return answers
    }

    /// `dsysctl import ARGUMENTS --role 'ROLE={token}' …`: the command line that was run, with an answer to write for
    /// each question (a tie's first token, else a placeholder), quoted for a POSIX shell.
    static func answeringCommand(_ questions: [RoleQuestion], arguments: [String]) -> String {
        var words = ["dsysctl"] + arguments
        for question in questions {
            words += ["--role", "\(question.role)={\(question.suggestedAnswer ?? "path.to.token")}"]
        }
        return words.map(shellQuoted).joined(separator: " ")
    }

    /// A word as a POSIX shell reads it back: as it is when it is made of safe characters, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (CharacterSet.alphanumerics.contains(scalar) || "-_./:=,@+%".unicodeScalars.contains(scalar))
        }
        if safe, !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
