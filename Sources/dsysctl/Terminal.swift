import ArgumentParser
import Foundation
import Interchange
import Tokens

/// Writes a line to standard error, with every control character and bidirectional override shown visibly (see
/// ``TerminalText``): error messages echo arguments, paths and strings from documents and rows.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((TerminalText.escaped(text, keepingLineBreaks: true) + "\n").utf8))
}

/// Writes text to standard output, escaped as ``printError(_:)`` does; `terminator` is written as it is.
func printOutput(_ text: String, terminator: String = "\n") {
    print(TerminalText.escaped(text, keepingLineBreaks: true), terminator: terminator)
}

/// Runs a command's work, turning the errors a user can cause into a message on standard
/// error and exit status `status` (1 unless the command says otherwise: 2 for lint and check, whose 1 means
/// findings), instead of ArgumentParser's rendering of an unknown error.
func reportingErrors<T>(status: Int32 = ExitCode.failure.rawValue, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as ExitCode {
        // A failure reported by a nested call, in this command's own status.
        throw error == .failure ? ExitCode(status) : error
    } catch let error as TokensError {
        // Already one compiler-style line per problem, plus a summary.
        printError(error.localizedDescription)
        throw ExitCode(status)
    } catch let error as InterchangeError {
        // The same, for token files (and a document that cannot be exported).
        printError(error.localizedDescription)
        throw ExitCode(status)
    } catch {
        printError("error: \(userMessage(error))")
        throw ExitCode(status)
    }
}

/// What an error says to a user: a module's own message, or for an error of Foundation's that reached this far, the
/// path and the reason in our words (Foundation's own text names neither).
func userMessage(_ error: Error) -> String {
    let bridged = error as NSError
    guard bridged.domain == NSCocoaErrorDomain || bridged.domain == NSPOSIXErrorDomain else {
        return error.localizedDescription
    }
    let path = FileSystemReason.path(of: error).map { " \($0)" } ?? ""
    return "the file system refused to read or write\(path): \(FileSystemReason.of(error))"
}
