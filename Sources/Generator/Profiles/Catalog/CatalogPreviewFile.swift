import Tokens

/// `Preview/DesignSystemPreview.swift`: a gallery of every color in both appearances, every text style, spacing,
/// radius and shadow, and the components.
enum CatalogPreviewFile {
    static func file(_ designSystem: DesignSystem, colors: [CatalogColor], scale: CatalogScale) -> GeneratedFile {
        var body = """
            /// A gallery of the whole design system: every color in light and dark, every text style, spacing,
            /// radius and shadow, and the components. Xcode shows it in its previews; an app can also show it on a
            /// debug screen.
            public struct DesignSystemPreview: View {
                public init() {}

                // Lazy stacks: a palette of thousands of colors draws only the rows on screen.
                public var body: some View {
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: \(scale[.spacingLg])) {
                            GallerySection("Colors") {
                                ForEach(Self.colors) { ColorRow(entry: $0) }
                            }
                            GallerySection("Text styles") {
                                ForEach(Self.textStyles) { TextStyleRow(entry: $0) }
                            }
                            GallerySection("Spacing") {
                                ForEach(Self.spacing) { SpacingRow(entry: $0) }
                            }
                            GallerySection("Radii") {
                                ForEach(Self.radii) { RadiusRow(entry: $0) }
                            }
                            GallerySection("Shadows") {
                                ForEach(Self.shadows) { ShadowRow(entry: $0) }
                            }
                            GallerySection("Components") {
                                ComponentSamples()
                            }
                        }
                        .padding(\(scale[.spacingMd]))
                    }
                    .background(\(scale[.backgroundBase]))
                }

            """
        body += "\n    // ── Colors: the path in the document, the Swift symbol, the color ──\n\n"
        body += table(
            "colors", "Color",
            colors.map { color in
                let (token, name) = (color.token, color.name)
                let deprecated = token.metadata.deprecation != nil
                // A deprecated symbol would make this file warn: the gallery reads its asset instead.
                let value =
                    deprecated
                    ? "Color(\(SwiftSource.stringLiteral(name.assetName)), bundle: .module)" : name.symbol
                let detail =
                    "\(name.symbol): \(token.resolved.light.hex), dark \(token.resolved.dark.hex)"
                    + (deprecated ? " (deprecated)" : "")
                return (token.path.description, detail, value)
            })
        body += "\n    // ── Text styles ──\n\n"
        body += table(
            "textStyles", "DSTypography",
            designSystem.typography.map { token in
                var detail = "DSTypography.\(token.identifier): "
                switch StyleFont(token, fonts: designSystem.fontFamily) {
                case .custom(let face): detail += "\(face.name) \(SwiftSource.number(token.size)) pt"
                case .system: detail += "system font like .\(token.relativeTo.rawValue)"
                }
                let size = CatalogTypographyFile.drawnSize(token, fontFamily: designSystem.fontFamily)
                if let lineHeight = token.lineHeight {
                    detail += ", line height \(SwiftSource.number((size * lineHeight * 100).rounded() / 100)) pt"
                }
                return (token.name, detail, ".\(token.identifier)")
            })
        body += "\n    // ── Spacing and radii: deprecated steps by their value, as their symbols would warn ──\n\n"
        body += table("spacing", "CGFloat", sizeEntries(designSystem.spacing, type: "DSSpacing"))
        body += "\n"
        body += table("radii", "CGFloat", sizeEntries(designSystem.radii, type: "DSRadius"))
        body += "\n    // ── Shadows ──\n\n"
        let shadows =
            designSystem.shadows?.map { ($0.name, $0.identifier) }
            ?? Shadows.defaultShadows.map { ($0.name, $0.name) }
        body += table("shadows", "DSShadow", shadows.map { ($0.0, "DSShadow.\($0.1)", ".\($0.1)") })
        body += "}\n"
        body += rows(scale)
        return swiftFile("Preview/DesignSystemPreview.swift", body)
    }

    private static func sizeEntries(_ tokens: [SizeToken], type: String) -> [(String, String, String)] {
        tokens.map { token in
            let value = SwiftSource.number(token.value)
            let deprecated = token.metadata.deprecation != nil
            return (
                token.name, "\(type).\(token.identifier), \(value) pt" + (deprecated ? " (deprecated)" : ""),
                deprecated ? value : "\(type).\(token.identifier)"
            )
        }
    }

    /// `private static let name: [GalleryEntry<Value>] = [ … ]`: one entry per token, its name and detail as string
    /// literals (they come from the document).
    private static func table(_ name: String, _ value: String, _ entries: [(String, String, String)]) -> String {
        var text = "    private static let \(name): [GalleryEntry<\(value)>] = [\n"
        for (entryName, detail, expression) in entries {
            text +=
                "        GalleryEntry(\(SwiftSource.stringLiteral(entryName)), \(SwiftSource.stringLiteral(detail)), "
                + "\(expression)),\n"
        }
        return text + "    ]\n"
    }

    /// The views of the gallery's rows, after the gallery itself.
    private static func rows(_ scale: CatalogScale) -> String {
        """

        /// One token of the gallery: its name in the document, what Swift calls it, and its value.
        private struct GalleryEntry<Value: Sendable>: Identifiable, Sendable {
            let name: String
            let detail: String
            let value: Value

            init(_ name: String, _ detail: String, _ value: Value) {
                self.name = name
                self.detail = detail
                self.value = value
            }

            var id: String { name }
        }

        /// The sizes the gallery draws its samples at.
        private enum Sample {
            static let size: CGFloat = 44
            /// The longest bar a spacing is drawn as; larger steps are cut to it.
            static let maximumLength: CGFloat = 240
            static let barHeight: CGFloat = 12
        }

        private struct GallerySection<Content: View>: View {
            private let title: String
            private let content: Content

            init(_ title: String, @ViewBuilder content: () -> Content) {
                self.title = title
                self.content = content()
            }

            var body: some View {
                LazyVStack(alignment: .leading, spacing: \(scale[.spacingSm])) {
                    Text(title)
                        .dsTextStyle(\(scale[.typographyHeading]))
                        .accessibilityAddTraits(.isHeader)  // VoiceOver's rotor moves from section to section
                    content
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }

        /// A token's name and its detail beside its sample.
        private struct EntryLabel: View {
            let name: String
            let detail: String

            var body: some View {
                VStack(alignment: .leading) {
                    Text(verbatim: name)
                        .dsTextStyle(\(scale[.typographyBody]))
                    Text(verbatim: detail)
                        .dsTextStyle(\(scale[.typographyBody]), color: \(scale[.textSecondary]))
                }
            }
        }

        private struct ColorRow: View {
            let entry: GalleryEntry<Color>

            var body: some View {
                HStack(spacing: \(scale[.spacingSm])) {
                    swatch(in: .light)
                    swatch(in: .dark)
                    EntryLabel(name: entry.name, detail: entry.detail)
                }
            }

            /// The color as it looks in one appearance, whatever the gallery's own.
            private func swatch(in colorScheme: ColorScheme) -> some View {
                RoundedRectangle(cornerRadius: \(scale[.radiusMedium]))
                    .fill(entry.value)
                    .overlay {
                        RoundedRectangle(cornerRadius: \(scale[.radiusMedium]))
                            .strokeBorder(\(scale[.borderDefault]), lineWidth: 1)
                    }
                    .frame(width: Sample.size, height: Sample.size)
                    .environment(\\.colorScheme, colorScheme)
            }
        }

        private struct TextStyleRow: View {
            let entry: GalleryEntry<DSTypography>

            var body: some View {
                VStack(alignment: .leading) {
                    Text(verbatim: entry.name)
                        .dsTextStyle(entry.value)
                    Text(verbatim: entry.detail)
                        .dsTextStyle(\(scale[.typographyBody]), color: \(scale[.textSecondary]))
                }
            }
        }

        private struct SpacingRow: View {
            let entry: GalleryEntry<CGFloat>

            var body: some View {
                VStack(alignment: .leading, spacing: \(scale[.spacingSm])) {
                    EntryLabel(name: entry.name, detail: entry.detail)
                    Rectangle()
                        .fill(\(scale[.brandPrimary]))
                        .frame(width: min(entry.value, Sample.maximumLength), height: Sample.barHeight)
                }
            }
        }

        private struct RadiusRow: View {
            let entry: GalleryEntry<CGFloat>

            var body: some View {
                HStack(spacing: \(scale[.spacingSm])) {
                    RoundedRectangle(cornerRadius: entry.value)
                        .fill(\(scale[.backgroundLayer1]))
                        .overlay {
                            RoundedRectangle(cornerRadius: entry.value)
                                .strokeBorder(\(scale[.borderDefault]), lineWidth: 1)
                        }
                        .frame(width: Sample.size, height: Sample.size)
                    EntryLabel(name: entry.name, detail: entry.detail)
                }
            }
        }

        private struct ShadowRow: View {
            let entry: GalleryEntry<DSShadow>

            var body: some View {
                HStack(spacing: \(scale[.spacingLg])) {
                    RoundedRectangle(cornerRadius: \(scale[.radiusMedium]))
                        .fill(\(scale[.backgroundLayer1]))
                        .frame(width: Sample.size, height: Sample.size)
                        .dsShadow(entry.value)
                    EntryLabel(name: entry.name, detail: entry.detail)
                }
            }
        }

        /// Every component in each of its states; owns the text fields' text, as `@State` inside `#Preview` does
        /// not work on iOS 16.
        private struct ComponentSamples: View {
            @State private var text = ""
            @State private var invalidText = "name@"

            var body: some View {
                VStack(alignment: .leading, spacing: \(scale[.spacingMd])) {
                    DSButton("Primary") {}
                    DSButton("Secondary", style: .secondary) {}
                    DSButton("Tertiary", style: .tertiary) {}
                    DSButton("Disabled") {}
                        .disabled(true)
                    DSCard {
                        Text("A card groups related content.")
                            .dsTextStyle(\(scale[.typographyBody]))
                    }
                    DSTextField("Email address", text: $text)
                    DSTextField("Email address", text: $invalidText, isError: true)
                }
            }
        }

        #Preview {
            DesignSystemPreview()
        }

        #Preview("Dark") {
            DesignSystemPreview()
                .preferredColorScheme(.dark)
        }

        """
    }
}
