import Foundation
import Tokens

/// Document on disk in, package on disk out: what `dsysctl generate` does.
public enum PackageGeneration {
    public struct Result: Sendable {
        public var designSystem: DesignSystem
        public var files: [GeneratedFile]
        public var report: OutputWriter.Report
    }

    /// Validates the document at `document` and writes its package into `output`.
    ///
    /// Nothing is written unless the document is valid.
    public static func run(
        document: String, output: String, force: Bool = false, profile: OutputProfile = .dsys
    ) throws -> Result {
        let designSystem = try DocumentFile.load(document)
        let files = Generator.generate(designSystem, profile: profile)
        let writer = OutputWriter(root: URL(fileURLWithPath: output), force: force)
        let report = try writer.write(files)
        return Result(designSystem: designSystem, files: files, report: report)
    }
}
