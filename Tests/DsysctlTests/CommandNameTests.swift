import ArgumentParser
import XCTest

@testable import dsysctl

/// Every command names itself in its configuration. Without a name, swift-argument-parser derives it from the type's
/// name with `String(describing:)`, whose casts of the type to three printing protocols each scan every protocol
/// conformance of the binary (some 14,000) on the first look: about 3 M instructions per command, for the whole tree,
/// in every dsysctl process (6.8 % of a `diff`'s).
final class CommandNameTests: XCTestCase {
    func testEveryCommandNamesItselfAsItsTypeNameWould() {
        var unnamed: [String] = []
        var pending: [any ParsableCommand.Type] = [DSysCtl.self]
        var seen = 0
        while let command = pending.popLast() {
            seen += 1
            let derived = String(describing: command).convertedToKebabCase
            if let name = command.configuration.commandName {
                // The names the commands had before they were written out; the two others were always explicit.
                if !["DSysCtl", "LintCommand", "RegistryCommand"].contains(String(describing: command)) {
                    XCTAssertEqual(name, derived, "\(command)")
                }
            } else {
                unnamed.append(String(describing: command))
            }
            pending += command.configuration.subcommands
        }
        XCTAssertEqual(unnamed, [], "commands without a commandName")
        XCTAssertGreaterThan(seen, 20)
    }
}

extension String {
    /// `FooBar` → `foo-bar`, as swift-argument-parser derives a command's name from its type's.
    fileprivate var convertedToKebabCase: String {
        var result = ""
        for (index, character) in enumerated() {
            if character.isUppercase, index > 0 { result += "-" }
            result += character.lowercased()
        }
        return result
    }
}
