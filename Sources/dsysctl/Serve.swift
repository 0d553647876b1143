import ArgumentParser
import Foundation
import Server
import Tokens

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the registry as web pages the whole team can browse, read-only.",
        discussion: """
            Pages: the versions, newest first (/); each version's tokens by category with their light, dark \
            and high-contrast colors, alias chains, deprecations and Swift symbols, the type scale, spacing \
            and radii to scale, the SwiftPM line and downloads of the document and its DTCG export \
            (/versions/1.2.0); its contrast, failing pairs first (/versions/1.2.0/contrast); the diff between \
            any two versions (/diff/1.2.0...2.0.0); the changelog of a range, each version with its diff \
            (/changelog/1.0.0...2.0.0, /changelog for the whole history). JSON of the same under /api/ \
            (/api/versions, /api/versions/1.2.0, /api/versions/1.2.0/contrast, and /api/diff/1.2.0...2.0.0 \
            and /api/changelog/1.0.0...2.0.0 in the diff schema). \
            Nothing can be changed through it: it answers GET and HEAD only.

            It listens on 127.0.0.1 (this machine only) unless --host says otherwise; --port 0 takes a \
            free port. The registry is --registry (or DSYS_REGISTRY), else .dsys/registry.sqlite; a \
            version published while it runs appears at once. The SwiftPM line of a version names the git \
            remote (DSYS_REMOTE, else the one `dsysctl remote set` recorded) without its credentials, else \
            the registry's own output.git. Stop it with Ctrl-C.

            Example:
              dsysctl serve
              dsysctl serve --port 8080 --host 0.0.0.0 --registry postgres://dsys@db.example.com/design/acme
            """)

    @OptionGroup var project: ProjectOptions

    @Option(help: ArgumentHelp("The port to listen on (0: a free one).", valueName: "port"))
    var port = 8080

    @Option(
        help: ArgumentHelp(
            "The address to listen on: 127.0.0.1 for this machine only, 0.0.0.0 for every network.",
            valueName: "address"))
    var host = "127.0.0.1"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard !host.isEmpty else { throw ValidationError("--host must name an address, such as 127.0.0.1") }
    }

    func run() async throws {
        let site = try reportingErrors { try Site(registry: try project.registry()) }
        let configuration = SiteServer.Configuration(host: host, port: port)
        let location = site.registry.store.location
        do {
            try await SiteServer.run(site, configuration: configuration) { url in
                // Written at once (not buffered): scripts and tests wait for this line to learn the URL.
                FileHandle.standardOutput.write(
                    Data("serving \(TerminalText.escaped(location)) at \(url) (Ctrl-C to stop)\n".utf8))
            }
        } catch {
            printError("error: \(error.localizedDescription)")
            throw ExitCode.failure
        }
    }
}
