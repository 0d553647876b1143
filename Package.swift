// swift-tools-version: 6.1
import PackageDescription

/// On Linux, the commands allocate with jemalloc (Debian's `libjemalloc-dev`) rather than glibc's malloc. A command
/// builds and frees hundreds of thousands of small objects (strings, arrays, the nodes of a document) on two cores:
/// with jemalloc, `dsys-benchmark import --tokens 25000` takes about an eighth less time and CPU, and a third less
/// system time. Named before the C library, jemalloc's `malloc` and `free` are the ones the Swift runtime and every
/// library of the process call (`DsysctlTests.testTheCommandsAllocateWithJemalloc`). A `dsysctl` copied to another
/// machine needs `libjemalloc2` there, as it needs libgit2 and SQLite. macOS keeps its own allocator.
let allocator: [LinkerSetting] = [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]

let package = Package(
    name: "dsys",
    // macOS 14: Hummingbird 2 needs it.
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "dsysctl", targets: ["dsysctl"]),
        .library(name: "Tokens", targets: ["Tokens"]),
        .library(name: "Interchange", targets: ["Interchange"]),
        .library(name: "Generator", targets: ["Generator"]),
        .library(name: "ChangeReports", targets: ["ChangeReports"]),
        .library(name: "PackageOutput", targets: ["PackageOutput"]),
        .library(name: "Registry", targets: ["Registry"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // The shared registry's store (PostgresClient); swift-log and swift-nio-ssl (both of its own graph) for the
        // logger its connections take and the TLS of a probe connection.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // (and swift-crypto, of the same graph: git object ids by BoringSSL's SHA-1)
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // `dsysctl serve`. No traits: dsysctl does not build swift-configuration (ConfigurationSupport), and the
        // URL-encoded form coders use FoundationEssentials alone (FullFoundation). The tests' HummingbirdTesting
        // brings AsyncHTTPClient, which builds swift-configuration and NIOHTTP2 (test builds only).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // (of Hummingbird's own graph: the thread pool the server reads the registry on, off Swift's cooperative pool)
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // (and its header names: Server-Timing, Referrer-Policy)
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(name: "Tokens"),
        // Token formats teams have, to and from the document: detect, read, one tree, modes, role proposals, document;
        // and the export. Knows no output profile's code; the caller gives the roles to fill.
        .target(name: "Interchange", dependencies: ["Tokens"]),
        // Code generation: pure and deterministic, without Foundation. What it may use of another module it
        // imports itself (members do not leak in through Tokens' imports).
        .target(
            name: "Generator", dependencies: ["Tokens"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Renderings of changes (diffs, changelogs, contrast) as text, Markdown, JSON and HTML; Lint for the lint part
        // of a pull request's check.
        .target(name: "ChangeReports", dependencies: ["Tokens", "Generator", "Lint"]),
        // The file system side: reading documents and token files, writing packages, reports and projects.
        // The starter documents and the schema `init` writes are embedded here.
        .target(
            name: "PackageOutput", dependencies: ["Tokens", "Interchange", "Generator"], plugins: ["EmbedResources"]),
        // Hard-coded styling in app code, found with swift-syntax and named by the profile's tokens.
        .target(
            name: "Lint",
            dependencies: [
                "Tokens", "Generator",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // The compiler's own messages for a file that does not parse.
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .systemLibrary(
            name: "CLibGit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev"])]
        ),
        // zlib comes with libgit2-dev, which depends on zlib1g-dev.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "Registry",
            dependencies: [
                "Generator", "ChangeReports", "PackageOutput", "Lint", "CLibGit2", "CZlib",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            plugins: ["EmbedResources"]
        ),
        // `dsysctl serve`: the registry as web pages and JSON, read-only. The only module that imports Hummingbird.
        .target(
            name: "Server",
            dependencies: [
                "Tokens", "Interchange", "Generator", "ChangeReports", "Registry",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(
            name: "dsysctl",
            dependencies: [
                "Tokens", "Interchange", "Generator", "ChangeReports", "PackageOutput", "Registry", "Lint", "Server",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: allocator
        ),
        // Carries migrations/, the schema and the starter document into the binary at build time,
        // so that those files are the only copies.
        .executableTarget(name: "dsys-embed", path: "BuildTools/dsys-embed"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["dsys-embed"]),
        .executableTarget(
            name: "dsys-benchmark",
            dependencies: [
                "Tokens", "Interchange", "Generator", "ChangeReports", "PackageOutput", "Registry", "Lint", "Server",
            ],
            path: "Benchmarks/dsys-benchmark",
            // The allocator dsysctl has, so that the figures are dsysctl's.
            linkerSettings: allocator
        ),
        .target(name: "TestSupport", dependencies: ["Tokens"], path: "Tests/TestSupport"),
        // Generator for the names of the output profiles, which Tokens must not know.
        .testTarget(name: "TokensTests", dependencies: ["Tokens", "Generator", "TestSupport"]),
        // Generator for the profiles' roles, which the import fills.
        .testTarget(
            name: "InterchangeTests",
            dependencies: ["Interchange", "Tokens", "Generator", "PackageOutput", "TestSupport"]),
        // Generation, each profile's package against its golden copy; PackageOutput to write packages and compile them.
        .testTarget(
            name: "GeneratorTests", dependencies: ["Generator", "ChangeReports", "PackageOutput", "TestSupport"],
            exclude: ["__Snapshots__"]  // golden packages, compared byte for byte, never compiled here
        ),
        // The renderings of changes against their golden files, and the HTML ones in a real headless Chromium.
        .testTarget(
            name: "ChangeReportsTests", dependencies: ["ChangeReports", "Generator", "Tokens", "TestSupport"],
            exclude: ["__Snapshots__"]
        ),
        // Writing packages: only what changed, atomically, nothing left behind on failure.
        .testTarget(name: "PackageOutputTests", dependencies: ["PackageOutput", "Generator", "Tokens", "TestSupport"]),
        // Lint's rules, suggestions, fixer and renderings, on fixture app sources.
        .testTarget(
            name: "LintTests",
            dependencies: [
                "Lint", "Generator", "Tokens", "TestSupport",
                // The tests parse what --fix wrote.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        .testTarget(name: "RegistryTests", dependencies: ["Registry", "PackageOutput", "TestSupport"]),
        // The server's routes through Hummingbird's own test client, and `dsysctl serve` in a real headless Chromium.
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "Server", "Registry", "Tokens", "Generator", "ChangeReports", "Interchange", "TestSupport", "dsysctl",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            exclude: ["Browser"]
        ),
        // ArgumentParser: DocCommandLineTests parses every command line of the docs with dsysctl's own parser.
        .testTarget(
            name: "DsysctlTests",
            dependencies: [
                "dsysctl", "Generator", "PackageOutput", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
    ]
)
