/// `Molecules/DSCardInfoRow.swift`: a card row with an image, texts and a status.
enum ThemeCardInfoRowFile {
    static func file() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.sources)/Molecules/DSCardInfoRow.swift",
            #"""
            /// A card for an item of a list: an image, a title, an optional subtitle, caption and status. Its parts
            /// are identified as `.image`, `.title`, `.subtitle`, `.caption`, `.status` and `.statusLabel` after the
            /// card's accessibility identifier.
            ///
            /// VoiceOver reads the texts: the image and the caption's symbol are decorations (the title names the
            /// item), and the status is read once, by its label, the indicator beside it being hidden; so UI tests,
            /// which see what VoiceOver sees, find the status by `.statusLabel`, and not `.image` or `.status`.
            public struct DSCardInfoRow: View {
                @Environment(\.dsTheme) private var theme

                private let imageURL: URL?
                private let title: String
                private let subtitle: String?
                private let caption: String?
                private let captionIcon: String?
                private let status: DSStatus?
                private let statusLabel: String?
                private let accessibilityIdentifier: String?

                /// - Parameters:
                ///   - captionIcon: The name of an SF Symbol shown before the caption.
                ///   - statusLabel: The text beside the status indicator, already localized; by default the status's
                ///     name (`DSStatus.accessibilityName`), so that the status is said in words, not by the
                ///     indicator alone.
                public init(
                    imageURL: URL?,
                    title: String,
                    subtitle: String? = nil,
                    caption: String? = nil,
                    captionIcon: String? = nil,
                    status: DSStatus? = nil,
                    statusLabel: String? = nil,
                    accessibilityIdentifier: String? = nil
                ) {
                    self.imageURL = imageURL
                    self.title = title
                    self.subtitle = subtitle
                    self.caption = caption
                    self.captionIcon = captionIcon
                    self.status = status
                    self.statusLabel = statusLabel
                    self.accessibilityIdentifier = accessibilityIdentifier
                }

                public var body: some View {
                    DSCard(padding: theme.spacing.md, accessibilityIdentifier: accessibilityIdentifier) {
                        HStack(spacing: theme.spacing.md) {
                            DSAsyncImage(url: imageURL, accessibilityIdentifier: accessibilityIdentifier.suffixed("image"))
                                .frame(width: theme.dimensions.xxxl, height: theme.dimensions.xxxl)
                                .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
                            VStack(alignment: .leading, spacing: theme.spacing.xxs) {
                                Text(title)
                                    .dsTextStyle(.headline)
                                    .foregroundStyle(theme.colors.textPrimary)
                                    .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("title"))
                                if let subtitle {
                                    Text(subtitle)
                                        .dsTextStyle(.subheadline)
                                        .foregroundStyle(theme.colors.textSecondary)
                                        .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("subtitle"))
                                }
                                if let caption {
                                    HStack(spacing: theme.spacing.xxs) {
                                        if let captionIcon {
                                            Image(systemName: captionIcon)
                                                .accessibilityHidden(true)  // VoiceOver would read the symbol's name
                                        }
                                        Text(caption)
                                            .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("caption"))
                                    }
                                    .dsTextStyle(.caption)
                                    .foregroundStyle(theme.colors.textTertiary)
                                }
                                if let status {
                                    HStack(spacing: theme.spacing.xs) {
                                        DSStatusIndicator(
                                            status: status,
                                            accessibilityIdentifier: accessibilityIdentifier.suffixed("status")
                                        )
                                        .accessibilityHidden(true)  // the label beside it says the status
                                        (statusLabel.map { Text($0) } ?? status.accessibilityName)
                                            .dsTextStyle(.footnote)
                                            .foregroundStyle(theme.colors.textSecondary)
                                            .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("statusLabel"))
                                    }
                                }
                            }
                        }
                    }
                }
            }

            #Preview {
                DSCardInfoRow(
                    imageURL: URL(string: "https://example.com/rick.png"),
                    title: "Rick Sanchez",
                    subtitle: "Human",
                    caption: "Earth (C-137)",
                    captionIcon: "mappin.circle.fill",
                    status: DSStatus.from("Alive"),
                    statusLabel: "Alive",
                    accessibilityIdentifier: "characterList.row.1"
                )
                .padding()
            }

            """#)
    }
}
