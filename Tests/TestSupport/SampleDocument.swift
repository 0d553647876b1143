import Tokens
import XCTest

/// A small valid document, with each part replaceable so a test can break one thing.
public struct SampleDocument {
    public init() {}

    public var name = ##""Sample""##
    public var fontFamily = ##"{ "sans": "Inter", "mono": null }"##
    public var palette = ##"{ "blue": { "500": "#3B82F6", "700": "#1D4ED8" }, "white": "#FFFFFF", "ink": "#111827" }"##
    public var action =
        ##"{ "primary": { "light": "{palette.blue.500}", "dark": "{palette.blue.700}" }, "destructive": "#DC2626" }"##
    public var surface =
        ##"{ "default": { "light": "{palette.white}", "dark": "{palette.ink}" }, "raised": "#F9FAFB", "inset": "#F3F4F6" }"##
    public var text =
        ##"{ "primary": { "light": "{palette.ink}", "dark": "{palette.white}" }, "secondary": "#4B5563", "muted": "#6B7280", "inverse": "#FFFFFF" }"##
    public var border = ##"{ "default": "#E5E7EB", "focus": "{action.primary}" }"##
    public var feedback = ##"{ "success": "#16A34A", "error": "#DC2626", "warning": "#D97706", "info": "#2563EB" }"##
    public var extraColorGroups = ""
    public var typography = """
        { "heading1": { "size": 36, "relative_to": "largeTitle" }, "heading2": { "size": 30, "relative_to": "title" },
          "heading3": { "size": 24, "relative_to": "title2" }, "heading4": { "size": 20, "relative_to": "title3" },
          "bodyLarge": { "size": 18, "relative_to": "body" }, "body": { "size": 16, "relative_to": "body" },
          "bodySmall": { "size": 14, "relative_to": "callout" }, "label": { "size": 13, "relative_to": "caption2" } }
        """
    public var spacing = ##"{ "xs": 4, "sm": 8, "md": 16, "lg": 24 }"##
    public var radius = ##"{ "sm": 4, "md": 8, "lg": 12 }"##
    /// `null` by default (format 1); leave it out (`nil`) in format 2.
    public var shadow: String? = "null"
    public var other: String?
    public var contrast: String?
    /// `format`, `profile` and `roles` (format 2), written when set.
    public var format: String?
    public var profile: String?
    public var roles: String?

    public var json: String {
        var colorGroups = [
            "\"palette\": \(palette)", "\"action\": \(action)", "\"surface\": \(surface)", "\"text\": \(text)",
            "\"border\": \(border)", "\"feedback\": \(feedback)",
        ]
        if !extraColorGroups.isEmpty { colorGroups.append(extraColorGroups) }
        var tokens = [
            "\"color\": {\n      " + colorGroups.joined(separator: ",\n      ") + "\n    }",
            "\"typography\": \(typography)", "\"spacing\": \(spacing)", "\"radius\": \(radius)",
        ]
        if let shadow { tokens.append("\"shadow\": \(shadow)") }
        if let other { tokens.append("\"other\": \(other)") }
        var top = [
            "\"name\": \(name)", "\"font_family\": \(fontFamily)",
            "\"tokens\": {\n    " + tokens.joined(separator: ",\n    ") + "\n  }",
        ]
        if let format { top.insert("\"format\": \(format)", at: 0) }
        if let profile { top.append("\"profile\": \(profile)") }
        if let roles { top.append("\"roles\": \(roles)") }
        if let contrast { top.append("\"contrast\": \(contrast)") }
        return "{\n  " + top.joined(separator: ",\n  ") + "\n}\n"
    }

    /// The document loaded with `requirements` (an output profile's, say) beyond the document's own rules.
    public func load(
        requirements: @escaping DesignSystemDocument.Requirements = DesignSystemDocument.noRequirements
    ) throws(TokensError) -> DesignSystem {
        try DesignSystemDocument.load(Array(json.utf8), file: "design-system.json", requirements: requirements)
    }

    /// The diagnostics of the document; fails the test when it is valid.
    public func problems(
        requirements: @escaping DesignSystemDocument.Requirements = DesignSystemDocument.noRequirements,
        file: StaticString = #filePath, line: UInt = #line
    ) -> [Diagnostic] {
        do {
            _ = try load(requirements: requirements)
            XCTFail("the document is valid", file: file, line: line)
            return []
        } catch {
            guard case .invalidDocument(_, let diagnostics) = error else { return [] }
            return diagnostics
        }
    }
}
