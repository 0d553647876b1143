// DeveloperToolsSupport.swift — interface shim of Apple's DeveloperToolsSupport
// framework, just the part that `#Preview` expands to. Compiled as a module named
// `DeveloperToolsSupport`; SwiftUI/SwiftUI.swift re-exports it (`@_exported import`), like
// Apple's SwiftUI does, so `DeveloperToolsSupport.Preview` /
// `DeveloperToolsSupport.PreviewRegistry` resolve in files that only `import SwiftUI`.
//
// Declarations only. Signatures follow developer.apple.com/documentation/developertoolssupport
// (Preview, PreviewRegistry, PreviewTrait, Preview.ViewTraits, PreviewLayout).
// Bodies are `fatalError()`: this module is never linked or run.

import Foundation

/// A base type that preview macros use to create previews.
/// Apple: `@MainActor struct Preview` (iOS 17.0+). The SwiftUI-specific
/// initializers live in an extension in the SwiftUI module (see SwiftUI/SwiftUI.swift).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public struct Preview {
    /// Traits that apply to previews of views and view controllers.
    public enum ViewTraits {}

    /// Not Apple API: the one designated initializer the SwiftUI extension calls
    /// (Apple's is internal). Underscored so nothing in generated code can use it.
    public init(_shimName name: String?) {}
}

/// A protocol that the system uses to locate previews at runtime.
/// Apple: fileID / line / column, and `@MainActor static func makePreview() throws -> Preview`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol PreviewRegistry {
    static var fileID: String { get }
    static var line: Int { get }
    static var column: Int { get }
    @MainActor static func makePreview() throws -> Preview
}

/// Customizations that you can apply to a preview. Apple: `@MainActor struct PreviewTrait<T>`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public struct PreviewTrait<T> {
    public init(_shim: Void) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    /// Center the preview in a container the size of the device.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// Fit the container to the size of the preview.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// Center the preview in a fixed size container with the given dimensions.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { fatalError() }
    public static var portrait: PreviewTrait<Preview.ViewTraits> { fatalError() }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { fatalError() }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { fatalError() }
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { fatalError() }
}

/// A size constraint for a preview (PreviewProvider era, iOS 13+).
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}
