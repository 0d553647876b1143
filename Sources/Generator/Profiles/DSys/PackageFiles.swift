/// `Package.swift`: the output folder is a local Swift package as it stands.
///
/// A target that names its sources (the dsys profile's) lets SwiftPM leave every other file alone, so the
/// `CHANGELOG.md` a published version carries (or a README a team adds) is no "unhandled file" warning in every
/// build. An `exclude` would warn instead wherever the file is absent (`dsysctl generate` writes none).
enum PackageManifestFile {
    /// `module`: the library, its target and the package's name; `path`: the target's folder (the package's own,
    /// which then excludes `Package.swift`, or a folder of sources such as the theme profile's `Sources`);
    /// `sources`: the package's Swift files (those in a folder are listed by their folder; none: SwiftPM finds them);
    /// `resources`: the folders SwiftPM processes as resources (the dsys profile's asset catalog); `tests`: a test
    /// target of the package's, in a folder of its own (the tokens profile's generated token tests).
    static func file(
        module: String, path: String = ".", sources paths: [String] = [],
        resources: [String] = ["Colors.xcassets"], tests: (name: String, path: String)? = nil
    ) -> GeneratedFile {
        var sources: [String] = []
        for path in paths {
            let entry = String(path.split(separator: "/").first ?? Substring(path))
            if !sources.contains(entry) { sources.append(entry) }
        }
        var arguments = ["name: \(SwiftSource.stringLiteral(module))", "path: \(SwiftSource.stringLiteral(path))"]
        if path == "." { arguments.append("exclude: [\"Package.swift\"]") }
        if !sources.isEmpty {
            arguments.append(
                "sources: [\n"
                    + sources.sorted().map { "                \(SwiftSource.stringLiteral($0)),\n" }.joined()
                    + "            ]")
        }
        if !resources.isEmpty {
            arguments.append(
                "resources: [" + resources.map { ".process(\(SwiftSource.stringLiteral($0)))" }.joined(separator: ", ")
                    + "]")
        }
        let library = SwiftSource.stringLiteral(module)
        return GeneratedFile(
            path: "Package.swift",
            text: """
                // swift-tools-version: 5.9
                \(SwiftSource.generatedMarker)

                import PackageDescription

                let package = Package(
                    name: \(library),
                    platforms: [.iOS(.v16), .macOS(.v13)],
                    products: [
                        .library(name: \(library), targets: [\(library)]),
                    ],
                    targets: [
                        .target(
                            \(arguments.joined(separator: ",\n            "))
                        ),\(tests.map { testTarget($0.name, path: $0.path, testing: module) } ?? "")
                    ]
                )

                """)
    }
}

extension PackageManifestFile {
    /// `.testTarget(…)` of the library, as an entry of `targets`.
    private static func testTarget(_ name: String, path: String, testing module: String) -> String {
        """

                .testTarget(
                    name: \(SwiftSource.stringLiteral(name)),
                    dependencies: [\(SwiftSource.stringLiteral(module))],
                    path: \(SwiftSource.stringLiteral(path))
                ),
        """
    }
}

/// `Bundle.module` for when the folder is copied into an app target rather than used as a
/// package (SwiftPM defines `SWIFT_PACKAGE` and its own `Bundle.module`).
enum BundleShimFile {
    static func file(assetCatalog: String = "Colors.xcassets") -> GeneratedFile {
        swiftFile(
            "Bundle+DesignSystem.swift", imports: [],
            """
            #if !SWIFT_PACKAGE
            import Foundation

            private final class DesignSystemBundleToken {}

            extension Bundle {
                /// The bundle these files are compiled into, which holds `\(assetCatalog)`.
                ///
                /// Swift packages get `Bundle.module` from SwiftPM; this stands in for it when the
                /// folder is added to an app target directly.
                static var module: Bundle { Bundle(for: DesignSystemBundleToken.self) }
            }
            #endif

            """)
    }
}
