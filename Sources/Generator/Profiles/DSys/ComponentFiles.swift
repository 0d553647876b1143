import Tokens

/// The spacing values the components' explanatory comments quote.
struct ComponentScale {
    var xs: Double
    var sm: Double
    var md: Double
    var lg: Double

    init(_ designSystem: DesignSystem) {
        func value(_ name: String) -> Double {
            designSystem.spacing.first { $0.name == name }?.value ?? 0
        }
        xs = value("xs")
        sm = value("sm")
        md = value("md")
        lg = value("lg")
    }

    /// A comment giving the points an expression comes to with this document's values.
    func points(_ value: Double) -> String {
        "// \(SwiftSource.number(value)) pt"
    }
}

/// The six components of seed 000, one builder per component in `Components/` beside this file.
enum ComponentFiles {
    static func files(_ scale: ComponentScale) -> [GeneratedFile] {
        [
            DSButtonFile.file(scale), DSCardFile.file(), DSInputFile.file(), DSBadgeFile.file(scale),
            DSHeadingFile.file(), DSTextFile.file(),
        ]
    }
}
