/// The options of `dsysctl lint` a document gives in its `lint` member (format 2): which paths to leave out, how
/// much each rule weighs, and whether the system's text styles are allowed.
///
/// They are part of the document (a change is a patch release) but never of the generated package.
public struct LintOptions: Sendable, Equatable {
    /// How much a rule's findings weigh: an error fails the run (exit status 1), a warning or a note is reported
    /// only; `off` leaves the rule out.
    public enum Severity: String, Sendable, CaseIterable, Comparable {
        case error, warning, note, off

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }

    /// The identifiers of the rules of `dsysctl lint`, in its order: what `lint.rules` may name.
    public static let ruleIdentifiers = [
        "color-literal", "font-literal", "spacing-literal", "radius-literal", "deprecated-token", "removed-token",
    ]

    /// Path patterns, relative to the project, that lint leaves out (`"exclude"`), in document order.
    public var exclude: [String]
    /// The severity the document gives a rule (`"rules": { "font-literal": "warning" }`), by rule identifier; a
    /// rule it does not name keeps its default.
    public var severities: [String: Severity]
    /// Whether the system's text styles (`.font(.headline)`, `.font(.system(.body, design: .rounded))`) are
    /// allowed (`"allow_system_text_styles": true`): then only sizes and custom fonts are hard-coded fonts.
    public var allowsSystemTextStyles: Bool

    public init(exclude: [String] = [], severities: [String: Severity] = [:], allowsSystemTextStyles: Bool = false) {
        self.exclude = exclude
        self.severities = severities
        self.allowsSystemTextStyles = allowsSystemTextStyles
    }

    /// `lint.rules` as `diff` shows it: `default`, or `font-literal: warning, radius-literal: off`.
    var rulesSetting: String {
        severities.isEmpty
            ? "default"
            : severities.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.rawValue)" }.joined(separator: ", ")
    }
}

/// What a document's `module` may be.
public enum ModuleNames {
    /// The longest module name: file systems refuse file names over 255 bytes, and SwiftPM names files after it.
    public static let maximumLength = 100

    /// Modules of Swift and Apple's SDKs that the package or an app imports: a package module of the same name would
    /// shadow them.
    public static let system: Set<String> = [
        "AppKit", "Combine", "CoreData", "CoreFoundation", "CoreGraphics", "CoreText", "Darwin",
        "DeveloperToolsSupport",
        "Dispatch", "Foundation", "Glibc", "Observation", "ObjectiveC", "PackageDescription", "QuartzCore", "Swift",
        "SwiftData", "SwiftUI", "Testing", "UIKit", "WatchKit", "XCTest", "os",
    ]
}
