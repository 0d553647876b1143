import ArgumentParser
import Foundation
import PackageOutput
import Tokens

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the SwiftUI design-system package for a document.",
        discussion: """
            Validates the document, then writes the package of its output profile (for \
            the dsys profile Package.swift, Colors.xcassets, the token files and the DS components) into \
            the output folder. Only files whose bytes \
            changed are written (unchanged ones keep their modification time), files an earlier \
            generation wrote and this one does not are removed, and files dsys did not generate are \
            kept. An interrupted run is finished or undone by the next one, never leaving a mix. \
            Nothing is written when the document has a problem.

            Example:
              dsysctl generate
              dsysctl generate Examples/full/design-system.json --output build/DesignSystem
            """)

    @OptionGroup var document: DocumentArgument
    @OptionGroup var profileOption: ProfileOption

    @Option(
        name: .shortAndLong, help: ArgumentHelp("The folder to write the package into.", valueName: "folder"),
        completion: .directory)
    var output: String = "DesignSystem"

    @Flag(help: "Write into a non-empty folder dsys has not written before (its files are kept, none replaced).")
    var force = false

    @Flag(name: .shortAndLong, help: "List every file with what happened to it.")
    var verbose = false

    func run() throws {
        let result = try reportingErrors {
            try PackageGeneration.run(
                document: document.path, output: output, force: force, profile: profileOption.profile)
        }
        let report = result.report
        let root = output.hasSuffix("/") ? output : output + "/"
        if report.isUpToDate {
            printOutput("\(root) is up to date: \(report.unchanged.count) files, \(report.bytes) bytes")
        } else {
            printOutput(
                "wrote \(root) for \(TerminalText.escaped(result.designSystem.name)) (\(result.designSystem.tokenCount) tokens): "
                    + "\(report.written.count) written, \(report.unchanged.count) unchanged, "
                    + "\(report.removed.count) removed, \(report.bytes) bytes")
        }
        if !report.kept.isEmpty {
            printOutput("kept \(report.kept.count) file\(report.kept.count == 1 ? "" : "s") dsys did not generate")
        }
        if verbose {
            let lines =
                report.written.map { ("written", $0) } + report.unchanged.map { ("unchanged", $0) }
                + report.removed.map { ("removed", $0) } + report.kept.map { ("kept", $0) }
            for (status, path) in lines.sorted(by: { $0.1 < $1.1 }) {
                printOutput("  \(status.padding(toLength: 9, withPad: " ", startingAt: 0)) \(path)")
            }
        }
    }
}
