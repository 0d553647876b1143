/// `Atoms/Images/DSAsyncImage.swift`: an image from a URL in phases, loaded through a loader the environment
/// supplies, with a caching loader to wrap one in.
enum ThemeAsyncImageFile {
    static func file() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.sources)/Atoms/Images/DSAsyncImage.swift",
            #"""
            /// Loads the images of `DSAsyncImage`. Set one with `.dsImageLoader(_:)`: an app's loader (wrapped in a
            /// `DSCachingImageLoader` to keep what it loaded), or a mock that returns fixed images in snapshot tests.
            ///
            /// `DSAsyncImage` calls it off the main actor, so a loader downloads and decodes without holding up the
            /// interface (a list of images scrolls without stutter); it is `Sendable`, a struct of constants or an actor.
            public protocol DSImageLoader: Sendable {
                /// The image at `url`, decoded; throws when it cannot be loaded.
                func image(for url: URL) async throws -> Image
            }

            /// A loader that keeps the last images another loader loaded, so that a list scrolled back does not load
            /// them again (`AsyncImage` keeps nothing but what `URLCache` keeps of the HTTP responses). An actor: the
            /// images it keeps are safe to share between the loads of many images at once.
            public actor DSCachingImageLoader: DSImageLoader {
                private let loader: any DSImageLoader
                private let capacity: Int
                private var images: [URL: Image] = [:]
                /// The URLs of `images`, least recently used first.
                private var recent: [URL] = []

                /// - Parameter capacity: How many images to keep; the least recently used go first.
                public init(_ loader: any DSImageLoader, capacity: Int = 100) {
                    self.loader = loader
                    self.capacity = max(1, capacity)
                }

                public func image(for url: URL) async throws -> Image {
                    if let image = images[url] {
                        recent.removeAll { $0 == url }
                        recent.append(url)
                        return image
                    }
                    // Off this actor while it loads: other images are served from the cache meanwhile.
                    let image = try await loader.image(for: url)
                    if images[url] == nil {
                        recent.append(url)
                    }
                    images[url] = image
                    while recent.count > capacity {
                        images[recent.removeFirst()] = nil
                    }
                    return image
                }
            }

            private struct DSImageLoaderKey: EnvironmentKey {
                static var defaultValue: (any DSImageLoader)? { nil }
            }

            public extension EnvironmentValues {
                /// The loader `DSAsyncImage` loads through; with none (the default) it loads with `AsyncImage`.
                var dsImageLoader: (any DSImageLoader)? {
                    get { self[DSImageLoaderKey.self] }
                    set { self[DSImageLoaderKey.self] = newValue }
                }
            }

            public extension View {
                /// Sets the loader the `DSAsyncImage`s in this view load through.
                func dsImageLoader(_ loader: (any DSImageLoader)?) -> some View {
                    environment(\.dsImageLoader, loader)
                }
            }

            /// An image from a URL, shown in phases (as `AsyncImage`'s `AsyncImagePhase`) and loaded through the
            /// environment's `DSImageLoader`, so that tests can replace the network.
            public struct DSAsyncImage<Content: View>: View {
                @Environment(\.dsImageLoader) private var loader
                @State private var phase = AsyncImagePhase.empty
                /// The URL whose image `phase` shows, once loaded.
                @State private var loadedURL: URL?

                private let url: URL?
                private let accessibilityLabel: Text?
                private let accessibilityIdentifier: String?
                private let content: (AsyncImagePhase) -> Content

                /// - Parameters:
                ///   - accessibilityLabel: What the image shows, for VoiceOver. Without one the image is a
                ///     decoration, hidden from VoiceOver (which would say only "Image"), and so from UI tests.
                ///   - content: The view for each phase of the load. A `nil` URL is a failure.
                public init(
                    url: URL?,
                    accessibilityLabel: Text? = nil,
                    accessibilityIdentifier: String? = nil,
                    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
                ) {
                    self.url = url
                    self.accessibilityLabel = accessibilityLabel
                    self.accessibilityIdentifier = accessibilityIdentifier
                    self.content = content
                }

                public var body: some View {
                    Group {
                        if let url, let loader {
                            content(phase)
                                .modifier(
                                    DSImageLoadingModifier(url: url, loader: loader, phase: $phase, loadedURL: $loadedURL))
                        } else if let url {
                            AsyncImage(url: url, content: content)
                        } else {
                            content(.failure(URLError(.badURL)))
                        }
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(accessibilityLabel ?? Text(verbatim: ""))
                    .accessibilityAddTraits(.isImage)
                    .accessibilityHidden(accessibilityLabel == nil)
                    .dsAccessibilityIdentifier(accessibilityIdentifier)
                }
            }

            /// Loads an image through a loader whenever the URL changes. Not part of `DSAsyncImage`: a task there
            /// would capture the generic view, and with it its content's type, which is not `Sendable`.
            private struct DSImageLoadingModifier: ViewModifier {
                let url: URL
                let loader: any DSImageLoader
                @Binding var phase: AsyncImagePhase
                @Binding var loadedURL: URL?

                func body(content: Content) -> some View {
                    content
                        .task(id: url) { await load() }
                }

                private func load() async {
                    // The task runs again each time the view appears (a row scrolled back into a list): the image
                    // of this URL stays, with no progress indicator flashing in its place.
                    if loadedURL == url, case .success = phase { return }
                    phase = .empty
                    do {
                        // The loader's requirement is not isolated to the main actor: it loads and decodes off it.
                        let image = try await loader.image(for: url)
                        // A load the URL's change cancelled must not overwrite the new one's phase.
                        guard !Task.isCancelled else { return }
                        phase = .success(image)
                        loadedURL = url
                    } catch {
                        guard !Task.isCancelled else { return }
                        phase = .failure(error)
                    }
                }
            }

            public extension DSAsyncImage where Content == DSAsyncImagePhaseView {
                /// An image that shows a progress indicator while it loads, a placeholder if loading fails, and the
                /// image resized to fill its frame.
                init(url: URL?, accessibilityLabel: Text? = nil, accessibilityIdentifier: String? = nil) {
                    self.init(
                        url: url, accessibilityLabel: accessibilityLabel, accessibilityIdentifier: accessibilityIdentifier
                    ) { phase in
                        DSAsyncImagePhaseView(phase: phase)
                    }
                }
            }

            /// What `DSAsyncImage(url:)` shows for each phase of the load.
            public struct DSAsyncImagePhaseView: View {
                @Environment(\.dsTheme) private var theme

                private let phase: AsyncImagePhase

                public init(phase: AsyncImagePhase) {
                    self.phase = phase
                }

                public var body: some View {
                    switch phase {
                    case .success(let image):
                        image
                            .resizable()
                            .scaledToFill()
                    case .failure:
                        ZStack {
                            theme.colors.backgroundSecondary
                            Image(systemName: "photo")
                                .foregroundStyle(theme.colors.textTertiary)
                        }
                    default:  // .empty, and any phase a later SwiftUI adds
                        ProgressView()
                    }
                }
            }

            #Preview {
                DSAsyncImage(url: URL(string: "https://example.com/image.png"))
                    .frame(width: DefaultDimensions().xxxl, height: DefaultDimensions().xxxl)
                    .clipShape(RoundedRectangle(cornerRadius: DefaultCornerRadius().md))
            }

            """#)
    }
}
