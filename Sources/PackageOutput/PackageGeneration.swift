import Foundation
import Generator
import Tokens

/// Document on disk in, package on disk out: what `dsysctl generate` does.
public enum PackageGeneration {
    public struct Result: Sendable {
        public var designSystem: DesignSystem
        /// The profile the package was generated with.
        public var profile: OutputProfile
        public var files: [GeneratedFile]
        public var report: OutputWriter.Report
    }

    /// Validates the document at `document` and writes its package into `output`, with the document's profile
    /// or `profile` when given.
    ///
    /// Nothing is written unless the document is valid.
    public static func run(
        document: String, output: String, force: Bool = false, profile: OutputProfile? = nil
    ) throws -> Result {
        let designSystem = try DocumentFile.load(document, profile: profile)
        let chosen = OutputProfile.chosen(for: designSystem, override: profile) ?? .default
        let files = Generator.generate(designSystem, profile: chosen)
        let writer = OutputWriter(root: URL(fileURLWithPath: output), force: force)
        let report = try writer.write(files)
        return Result(designSystem: designSystem, profile: chosen, files: files, report: report)
    }
}
