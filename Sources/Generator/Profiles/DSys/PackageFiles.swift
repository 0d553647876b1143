/// `Package.swift`: the output folder is a local Swift package as it stands.
enum PackageManifestFile {
    /// `resources`: the folders SwiftPM processes as resources (the dsys profile's asset catalog).
    static func file(resources: [String] = ["Colors.xcassets"]) -> GeneratedFile {
        var target = "exclude: [\"Package.swift\"]"
        if !resources.isEmpty {
            target +=
                ",\n            resources: [" + resources.map { ".process(\"\($0)\")" }.joined(separator: ", ") + "]"
        }
        return GeneratedFile(
            path: "Package.swift",
            text: """
                // swift-tools-version: 5.9
                \(SwiftSource.generatedMarker)

                import PackageDescription

                let package = Package(
                    name: "DesignSystem",
                    platforms: [.iOS(.v16), .macOS(.v13)],
                    products: [
                        .library(name: "DesignSystem", targets: ["DesignSystem"]),
                    ],
                    targets: [
                        .target(
                            name: "DesignSystem",
                            path: ".",
                            \(target)
                        ),
                    ]
                )

                """)
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
