import ArgumentParser
import Foundation
import Interchange
import Tokens

/// Writes a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
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
        printError("error: \(error.localizedDescription)")
        throw ExitCode(status)
    }
}
