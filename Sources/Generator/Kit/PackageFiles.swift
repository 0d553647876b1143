/// `Package.swift`: the output folder is a local Swift package as it stands.
///
/// SwiftPM warns of every file in a target's folder that is neither a source, a resource nor excluded ("found 1
/// file(s) which are unhandled"), even when the target lists its `sources`, and of an `exclude` that names no file
/// ("Invalid Exclude … File not found"). So a target whose folder is the package's own excludes `Package.swift`, and
/// the `CHANGELOG.md` a published version carries exactly when it carries one (``excluding(_:from:)``); `dsysctl
/// generate` writes none.
enum PackageManifestFile {
    static let path = "Package.swift"

    /// `module`: the library, its target and the package's name; `path`: the target's folder (the package's own,
    /// which then excludes `Package.swift`, or a folder of sources such as the theme profile's `Sources`);
    /// `sources`: the package's Swift files (those in a folder are listed by their folder; none: SwiftPM finds them);
    /// `resources`: the folders SwiftPM processes as resources (the dsys profile's asset catalog); `strings`: the
    /// folder of the package's localized strings (``PackageStrings``), a resource too, which makes English the
    /// package's development language (SwiftPM requires `defaultLocalization` with `.lproj` folders); `tests`: a
    /// test target of the package's, in a folder of its own (the tokens profile's generated token tests).
    static func file(
        module: String, path: String = ".", sources paths: [String] = [],
        resources: [String] = ["Colors.xcassets"], strings: String? = nil, tests: (name: String, path: String)? = nil
    ) -> GeneratedFile {
        var sources: [String] = []
        for path in paths {
            let entry = String(path.split(separator: "/").first ?? Substring(path))
            if !sources.contains(entry) { sources.append(entry) }
        }
        var arguments = ["name: \(SwiftSource.stringLiteral(module))", "path: \(SwiftSource.stringLiteral(path))"]
        if path == "." {
            // A test target's folder inside the package's is no part of the library's target.
            let excluded = [Self.path] + (tests.map { [String($0.path.split(separator: "/").first ?? "")] } ?? [])
            arguments.append("exclude: [" + excluded.map(SwiftSource.stringLiteral).joined(separator: ", ") + "]")
        }
        if !sources.isEmpty {
            arguments.append(
                "sources: [\n"
                    + sources.sorted().map { "                \(SwiftSource.stringLiteral($0)),\n" }.joined()
                    + "            ]")
        }
        let processed = resources + (strings.map { [$0] } ?? [])
        if !processed.isEmpty {
            arguments.append(
                "resources: [" + processed.map { ".process(\(SwiftSource.stringLiteral($0)))" }.joined(separator: ", ")
                    + "]")
        }
        let library = SwiftSource.stringLiteral(module)
        // Xcode 15 (tools 5.9) generates asset symbols for a package's catalog with no way to opt out: a
        // `Color.dsActionPrimary` of its own beside ours, an invalid redeclaration. Xcode 16 (tools 6.0) reads the
        // catalog's opt-out, so a package with a catalog requires it; one without needs Xcode 15's `#Preview`.
        let header =
            !resources.contains(where: { $0.hasSuffix(".xcassets") })
            ? "// swift-tools-version: 5.9\n\(SwiftSource.generatedMarker)\n"
            : """
            // swift-tools-version: 6.0
            \(SwiftSource.generatedMarker)
            // Tools 6.0 (Xcode 16): the first to read the asset catalog's opt-out of generated asset symbols
            // ("generate-swift-asset-symbol-extensions"), which would declare every color a second time.

            """
        return GeneratedFile(
            path: Self.path,
            text: """
                \(header)
                import PackageDescription

                let package = Package(
                    name: \(library),\(strings == nil ? "" : "\n    defaultLocalization: \"en\",")
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
    /// The manifest `manifest`, whose target (when its folder is the package's own) also excludes `files`, files at
    /// the package's root that come with the package.
    static func excluding(_ files: [String], from manifest: GeneratedFile) -> GeneratedFile {
        let text = manifest.text
        // The one `exclude: [...]` line this builder writes, of plain names in string literals.
        guard let start = text.firstRange(of: "exclude: ["), let end = text[start.upperBound...].firstIndex(of: "]")
        else {
            return manifest
        }
        // Names of our own: no spaces, no quotes.
        let written = text[start.upperBound..<end].split(separator: ",").map {
            String($0.filter { $0 != " " && $0 != "\"" })
        }
        let excluded = Set(written + files).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let list = excluded.map(SwiftSource.stringLiteral).joined(separator: ", ")
        return GeneratedFile(
            path: manifest.path, text: String(text[..<start.upperBound]) + list + String(text[end...]))
    }

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
    static func file(
        resources: String = "`Colors.xcassets`", path: String = "Bundle+DesignSystem.swift"
    )
        -> GeneratedFile
    {
        swiftFile(
            path, imports: [],
            """
            #if !SWIFT_PACKAGE
            import Foundation

            private final class DesignSystemBundleToken {}

            extension Bundle {
                /// The bundle these files are compiled into, which holds \(resources).
                ///
                /// Swift packages get `Bundle.module` from SwiftPM; this stands in for it when the
                /// folder is added to an app target directly.
                static var module: Bundle { Bundle(for: DesignSystemBundleToken.self) }
            }
            #endif

            """)
    }
}
