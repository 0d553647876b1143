import Foundation
import PackagePlugin

/// Embeds files of the package into the module being built, at build time: the registry's migrations
/// (`migrations/*.sql`, and `migrations/postgres/*.sql` for the shared store) into `Registry`, the schema and the
/// starter documents that `dsysctl init` writes into `PackageOutput`. The files stay the single source; no copy is
/// committed.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = context.package.directoryURL
        let tool = try context.tool(named: "dsys-embed").url
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Embedded\(target.name).swift")
        switch target.name {
        case "Registry":
            let folder = root.appendingPathComponent("migrations")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            let postgresFolder = folder.appendingPathComponent("postgres")
            let postgres = try FileManager.default.contentsOfDirectory(atPath: postgresFolder.path)
                .filter { $0.hasSuffix(".sql") }.sorted().map { postgresFolder.appendingPathComponent($0) }
            let sqlite = names.filter { $0.hasSuffix(".sql") }.sorted().map { folder.appendingPathComponent($0) }
            return [
                .buildCommand(
                    displayName: "Embedding migrations into \(target.name)", executable: tool,
                    arguments: ["migrations", output.path] + sqlite.map(\.path) + ["--postgres"] + postgres.map(\.path),
                    inputFiles: sqlite + postgres, outputFiles: [output])
            ]
        case "PackageOutput":
            // The default profile's starter is the full example; each other profile's is in Examples/profiles/.
            let kind = "init-files"
            var starters = [("dsys", root.appendingPathComponent("Examples/full/design-system.json"))]
            let profiles = root.appendingPathComponent("Examples/profiles")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: profiles.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let starter = profiles.appendingPathComponent(name).appendingPathComponent("design-system.json")
                if FileManager.default.fileExists(atPath: starter.path) { starters.append((name, starter)) }
            }
            let schema = root.appendingPathComponent("schema/design-system.schema.json")
            return [
                .buildCommand(
                    displayName: "Embedding \(kind) into \(target.name)", executable: tool,
                    arguments: [kind, output.path, schema.path] + starters.map { "\($0.0)=\($0.1.path)" },
                    inputFiles: [schema] + starters.map(\.1), outputFiles: [output])
            ]
        default:
            throw PluginError.unknownTarget(target.name)
        }
    }

    enum PluginError: Error, CustomStringConvertible {
        case unknownTarget(String)

        var description: String {
            switch self {
            case .unknownTarget(let name): "EmbedResources has nothing to embed into \(name)"
            }
        }
    }
}
