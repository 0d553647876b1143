import Foundation
import PackagePlugin

/// Embeds files of the package into the module being built, at build time: the registry's
/// migrations (`migrations/*.sql`) into `Registry`, the schema and the starter documents that
/// `dsysctl init` writes into `PackageOutput`. The files stay the single source; no copy is committed.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = context.package.directoryURL
        let tool = try context.tool(named: "dsys-embed").url
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Embedded\(target.name).swift")
        let kind: String
        let inputs: [URL]
        switch target.name {
        case "Registry":
            let folder = root.appendingPathComponent("migrations")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            kind = "migrations"
            inputs = names.filter { $0.hasSuffix(".sql") }.sorted().map { folder.appendingPathComponent($0) }
        case "PackageOutput":
            // The default profile's starter is the full example; each other profile's is in Examples/profiles/.
            kind = "init-files"
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
        return [
            .buildCommand(
                displayName: "Embedding \(kind) into \(target.name)", executable: tool,
                arguments: [kind, output.path] + inputs.map(\.path), inputFiles: inputs, outputFiles: [output])
        ]
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
