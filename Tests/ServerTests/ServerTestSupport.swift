import Foundation
import TestSupport
import XCTest

@testable import Registry
@testable import Server

/// A registry built for a test, in the store the tests run against: the embedded SQLite one, or with
/// `DSYS_TEST_STORE=postgres` (as `scripts/test.sh` runs the server tests a second time) a registry of its own in the
/// test PostgreSQL server.
struct ServedRegistry {
    let project: Project
    var registry: Registry
    /// What `dsysctl serve --registry` takes for the same store; nil for the project's own SQLite file.
    let registryURL: String?

    static var isPostgres: Bool { ProcessInfo.processInfo.environment["DSYS_TEST_STORE"] == "postgres" }

    /// An empty registry (nothing published) for a project holding the example `example`.
    init(_ test: XCTestCase, example: String = "full") throws {
        project = Project(path: try TestSupport.exampleProject(test, example).path)
        if Self.isPostgres {
            let url = try TestServers.postgresURL(registry: TestServers.registryName("serve"))
            registryURL = url
            registry = Registry(
                project,
                store: PostgresStore(
                    try PostgresLocation(parsing: url, environment: ProcessInfo.processInfo.environment))
            )
        } else {
            registryURL = nil
            registry = Registry(project)
        }
    }

    /// The history the server tests browse, of the full example:
    /// - 1.0.0 "First": the example as it is;
    /// - 1.1.0 "Brand and contrast": `brand.accent` added, `action.primary`'s description and `text.muted`'s
    ///   high-contrast colors changed, a message full of markup;
    /// - 2.0.0 "Darker primary": `action.primary` darker in light, `palette.red.950` removed.
    static func threeVersions(_ test: XCTestCase) throws -> ServedRegistry {
        let served = try ServedRegistry(test)
        try served.publish("First")
        try served.edit { document in
            document.set(["tokens", "color", "brand"], ["accent": ["light": "#7C3AED", "dark": "#A78BFA"]])
            document.set(
                ["tokens", "color", "action", "primary", "description"],
                "<script>alert(\"x\")</script> & \"quotes\" 'apos' </td>")
            document.set(
                ["tokens", "color", "text", "muted"],
                [
                    "light": "{palette.gray.600}", "dark": "{palette.gray.400}", "light_hc": "#1F2937",
                    "dark_hc": "#F3F4F6",
                ])
        }
        try served.publish("Brand <img src=x onerror=alert(1)> and \"contrast\"")
        try served.edit { document in
            document.set(["tokens", "color", "action", "primary", "light"], "{palette.blue.800}")
            document.remove(["tokens", "color", "palette", "red", "950"])
        }
        try served.publish("Darker primary")
        return served
    }

    var documentURL: URL { URL(fileURLWithPath: project.documentPath) }

    /// Edits the working document as JSON.
    func edit(_ change: (inout JSONTree) -> Void) throws {
        var tree = JSONTree(try JSONSerialization.jsonObject(with: Data(contentsOf: documentURL)))
        change(&tree)
        try JSONSerialization.data(withJSONObject: tree.value, options: [.prettyPrinted, .sortedKeys]).write(
            to: documentURL)
    }

    /// Publishes the working document, one minute after the previous publish.
    func publish(_ message: String) throws {
        let published = try registry.store.exists() ? try registry.store.head()?.id ?? 0 : 0
        let clock = 1_700_000_000 + 60 * published
        let result = try registry.publish(
            options: Registry.PublishOptions(
                message: message, author: "Ada Lovelace <ada@example.com>", time: clock, environment: [:]))
        guard case .published = result else { throw CocoaError(.fileWriteUnknown) }
    }

    /// A server's view of the registry.
    func site() throws -> Site { try Site(registry: registry) }
}

/// A JSON document as Foundation reads it, edited by path.
struct JSONTree {
    var value: Any

    init(_ value: Any) { self.value = value }

    mutating func set(_ path: [String], _ newValue: Any) {
        value = Self.setting(value, path[...], newValue)
    }

    mutating func remove(_ path: [String]) {
        value = Self.setting(value, path[...], nil)
    }

    private static func setting(_ node: Any, _ path: ArraySlice<String>, _ newValue: Any?) -> Any {
        guard let key = path.first else { return newValue as Any }
        var object = node as? [String: Any] ?? [:]
        if path.count == 1 {
            object[key] = newValue
        } else {
            object[key] = setting(object[key] ?? [String: Any](), path.dropFirst(), newValue)
        }
        return object
    }
}
