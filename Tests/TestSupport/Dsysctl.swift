import Foundation

/// The built `dsysctl`, run as the end-to-end tests run it: the one command runner of the test targets.
public enum Dsysctl {
    public static var executable: URL { TestSupport.productsDirectory.appendingPathComponent("dsysctl") }

    /// Runs `dsysctl` with a fixed author and clock and colors off; `environment` adds to or overrides those.
    public static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> TestSupport.ProcessResult {
        var merged = ["NO_COLOR": "1", "DSYS_AUTHOR": "Ada <ada@example.com>", "SOURCE_DATE_EPOCH": "1700000000"]
        merged.merge(environment) { _, new in new }
        return try TestSupport.run(executable, arguments, in: directory, environment: merged)
    }
}
