import Tokens

/// The font a text style is drawn in, the same way in every profile: a custom font of `font_family`, or the system
/// font with a design.
///
/// A style of the `mono` family, or of the `monospaced` design, is drawn in `font_family.mono` (a custom
/// monospaced font); without one, in the system font's monospaced design.
enum StyleFont: Equatable {
    case custom(FontFaces.Face)
    case system(design: FontDesign)

    init(_ style: TextStyleToken, fonts: FontFamily) {
        let role: FontRole = style.family == .mono || style.design == .monospaced ? .mono : .sans
        if let font = fonts.font(role) {
            self = .custom(FontFaces.Face(role: role, name: font.name, kind: font.kind, weight: style.weight))
        } else {
            self = .system(design: style.design ?? (role == .mono ? .monospaced : .default))
        }
    }

    /// The `Font` of `style` that scales with Dynamic Type on iOS 16: a custom face at the style's size relative to
    /// its Dynamic Type style, or the system font of that Dynamic Type style (at its own size: the system font at a
    /// chosen size does not scale, `Font.system(size:weight:design:)`).
    static func scaling(_ style: TextStyleToken, fonts: FontFamily, faces: String) -> String {
        switch StyleFont(style, fonts: fonts) {
        case .custom(let face):
            ".custom(\(faces).\(face.property), size: \(SwiftSource.number(style.size)), "
                + "relativeTo: .\(style.relativeTo.rawValue))" + (style.weight.map { ".weight(.\($0.rawValue))" } ?? "")
        case .system(let design):
            ".system(.\(style.relativeTo.rawValue), design: .\(design.rawValue)"
                + (style.weight.map { ", weight: .\($0.rawValue)" } ?? "") + ")"
        }
    }

    /// The `Font` of `style` at exactly `size`, an expression already scaled (by `@ScaledMetric`): a custom face at a
    /// fixed size (`.custom(_:size:)` would scale it a second time), or the system font at that size.
    static func fixed(_ style: TextStyleToken, fonts: FontFamily, faces: String, size: String) -> String {
        switch StyleFont(style, fonts: fonts) {
        case .custom(let face):
            ".custom(\(faces).\(face.property), fixedSize: \(size))"
                + (style.weight.map { ".weight(.\($0.rawValue))" } ?? "")
        case .system(let design):
            ".system(size: \(size)" + (style.weight.map { ", weight: .\($0.rawValue)" } ?? "")
                + ", design: .\(design.rawValue))"
        }
    }
}

/// `DSFontFaces.swift`: the faces of the document's custom fonts, as `Font.custom` names them, each checked once.
///
/// `Font.custom` takes a PostScript name (Apple's "Applying custom fonts to text"); a document gives a family name
/// (the face nearest each weight is looked up among the fonts the app registers, with `UIFontDescriptor` or
/// `NSFontDescriptor`) or a PostScript name (used as it is). A font the app does not register falls back to the
/// system font; a DEBUG build says so once per font.
enum FontFaces {
    /// One face a text style uses.
    struct Face: Equatable {
        var role: FontRole
        var name: String
        var kind: FontNameKind
        /// `nil`: the font's regular face.
        var weight: FontWeight?

        /// `sansBold`, or `sans` for a PostScript name (one face, whatever the weight).
        var property: String {
            guard kind == .family else { return role.rawValue }
            let weight = (weight ?? .regular).rawValue
            return role.rawValue + weight.capitalizedFirst
        }
    }

    /// The faces `styles` use, in their order; none with the system font.
    static func faces(_ styles: [TextStyleToken], fonts: FontFamily) -> [Face] {
        var faces: [Face] = []
        for style in styles {
            guard case .custom(let face) = StyleFont(style, fonts: fonts),
                !faces.contains(where: { $0.property == face.property })
            else { continue }
            faces.append(face)
        }
        return faces
    }

    /// The file at `path`, or `nil` when no text style uses a custom font; the faces are the package's own.
    static func file(_ designSystem: DesignSystem, path: String, type: String = "DSFontFaces") -> GeneratedFile? {
        file(designSystem.typography, fonts: designSystem.fontFamily, path: path, type: type)
    }

    static func file(
        _ styles: [TextStyleToken], fonts: FontFamily, path: String, type: String = "DSFontFaces"
    ) -> GeneratedFile? {
        let faces = faces(styles, fonts: fonts)
        guard !faces.isEmpty else { return nil }
        var body = """
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif

            /// The faces of the design system's custom fonts, as `Font.custom` names them: a family is looked up among
            /// the fonts the app registers, for the face nearest each weight the text styles use; a PostScript name is
            /// used as it is. Each is looked up once, when text is first drawn in it.
            enum \(type): Sendable {

            """
        for role in FontRole.allCases {
            let roleFaces = faces.filter { $0.role == role }
            guard let first = roleFaces.first else { continue }
            let font = "\(role.rawValue)Font"
            let what =
                first.kind == .family
                ? "the family \(SwiftSource.stringLiteral(first.name))"
                : "the PostScript name \(SwiftSource.stringLiteral(first.name))"
            body += "    // ── font_family.\(role.rawValue): \(SwiftSource.commentText(what)) ──\n"
            let width = roleFaces.map(\.property.count).max() ?? 0
            for face in roleFaces {
                let weight = face.kind == .family ? ".\((face.weight ?? .regular).rawValue)" : "nil"
                body +=
                    "    static let \(SwiftSource.padded(face.property, to: width)) = \(font).face(weight: \(weight))\n"
            }
            let initializer = first.kind == .family ? "family" : "postScriptName"
            body +=
                "    private static let \(font) = DSCustomFont(\(initializer): \(SwiftSource.stringLiteral(first.name)))\n"
            body += "\n"
        }
        body.removeLast()
        body += "}\n\n" + customFont
        return swiftFile(path, imports: [], body)
    }

    /// The lookup: UIKit on iOS, AppKit on macOS; elsewhere (no platform font API) the name as it is.
    private static let customFont = """
        /// A custom font of the design system, checked once for whether the app registers it.
        struct DSCustomFont: Sendable {
            private let name: String
            private let isFamily: Bool
            /// Whether the app registers the font: a face of the family, or the face of the PostScript name.
            let isRegistered: Bool

            init(family: String) {
                self.init(name: family, isFamily: true)
            }

            init(postScriptName: String) {
                self.init(name: postScriptName, isFamily: false)
            }

            private init(name: String, isFamily: Bool) {
                self.name = name
                self.isFamily = isFamily
                isRegistered = Self.registers(name, isFamily: isFamily)
                #if DEBUG
                if !isRegistered {
                    // Said once per font: the faces are looked up once.
                    print(
                        "Design system: the font \\(isFamily ? "family" : "with the PostScript name") \\"\\(name)\\" is not "
                            + "registered, so its text styles fall back to the system font. Add the font files to the "
                            + "app target and list them in its Info.plist (UIAppFonts on iOS, ATSApplicationFontsPath on "
                            + "macOS).")
                }
                #endif
            }

            /// The name `Font.custom` takes for the face nearest `weight`: a family's face the app registers, or the
            /// PostScript name as it is; the name itself when the app registers none (the system font is drawn).
            func face(weight: DSFontWeight?) -> String {
                guard isFamily, isRegistered, let weight else { return name }
                #if canImport(UIKit) || canImport(AppKit)
                // Each face's own weight, read: a descriptor matched by its weight trait may give a custom family's
                // regular face whatever the weight.
                let target = weight.value
                return Self.faces(of: name).min { abs($0.weight - target) < abs($1.weight - target) }?.name ?? name
                #else
                return name
                #endif
            }

            #if canImport(UIKit)
            private static func registers(_ name: String, isFamily: Bool) -> Bool {
                isFamily ? !UIFont.fontNames(forFamilyName: name).isEmpty : UIFont(name: name, size: 17) != nil
            }

            /// The upright faces of `family` the app registers: their PostScript names and weights.
            private static func faces(of family: String) -> [(name: String, weight: CGFloat)] {
                UIFontDescriptor(fontAttributes: [.family: family])
                    .matchingFontDescriptors(withMandatoryKeys: [.family])
                    .filter { !$0.symbolicTraits.contains(.traitItalic) }
                    .map { descriptor in
                        let traits = descriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
                        return (descriptor.postscriptName, traits?[.weight] as? CGFloat ?? 0)
                    }
            }
            #elseif canImport(AppKit)
            private static func registers(_ name: String, isFamily: Bool) -> Bool {
                isFamily ? !faces(of: name).isEmpty : NSFont(name: name, size: 17) != nil
            }

            /// The upright faces of `family` the app registers: their PostScript names and weights.
            private static func faces(of family: String) -> [(name: String, weight: CGFloat)] {
                NSFontDescriptor(fontAttributes: [.family: family])
                    .matchingFontDescriptors(withMandatoryKeys: [.family])
                    .filter { !$0.symbolicTraits.contains(.italic) }
                    .compactMap { descriptor in
                        guard let name = descriptor.postscriptName else { return nil }
                        let traits = descriptor.object(forKey: .traits) as? [NSFontDescriptor.TraitKey: Any]
                        return (name, traits?[.weight] as? CGFloat ?? 0)
                    }
            }
            #else
            private static func registers(_ name: String, isFamily: Bool) -> Bool { true }
            #endif
        }

        #if canImport(UIKit)
        private typealias DSPlatformFontWeight = UIFont.Weight
        #elseif canImport(AppKit)
        private typealias DSPlatformFontWeight = NSFont.Weight
        #endif

        /// The weights of the document's text styles, for looking up a family's face.
        enum DSFontWeight: Sendable {
            case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

            #if canImport(UIKit) || canImport(AppKit)
            /// The weight as the platform's font descriptors give it (regular is 0).
            var value: CGFloat {
                switch self {
                case .ultraLight: DSPlatformFontWeight.ultraLight.rawValue
                case .thin:       DSPlatformFontWeight.thin.rawValue
                case .light:      DSPlatformFontWeight.light.rawValue
                case .regular:    DSPlatformFontWeight.regular.rawValue
                case .medium:     DSPlatformFontWeight.medium.rawValue
                case .semibold:   DSPlatformFontWeight.semibold.rawValue
                case .bold:       DSPlatformFontWeight.bold.rawValue
                case .heavy:      DSPlatformFontWeight.heavy.rawValue
                case .black:      DSPlatformFontWeight.black.rawValue
                }
            }
            #endif
        }

        """
}
