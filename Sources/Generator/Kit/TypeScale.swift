import Tokens

/// The type scale as every profile writes it: an enum of the document's text styles whose computed properties are
/// the table (one `switch` per property: size, Dynamic Type style, weight, design, face, line spacing), and the
/// font made from them, once.
enum TypeScale {
    /// A computed property that switches over `cases` (case name, value): cases with the same value share a line.
    static func switchProperty(
        _ declaration: String, documentation: String, cases: [(name: String, value: String)]
    ) -> String {
        var groups: [(names: [String], value: String)] = []
        for item in cases {
            if let index = groups.firstIndex(where: { $0.value == item.value }) {
                groups[index].names.append(item.name)
            } else {
                groups.append(([item.name], item.value))
            }
        }
        var text = "\n" + documentation + "    \(declaration) {\n"
        if groups.count == 1, let group = groups.first {
            return text + "        \(group.value)\n    }\n"
        }
        text += "        switch self {\n"
        for group in groups {
            let list = caseList(group.names, indent: "             ")
            // A case list that wraps puts its value on a line of its own.
            text += "        case \(list):" + (list.contains("\n") ? "\n            " : " ") + "\(group.value)\n"
        }
        return text + "        }\n    }\n"
    }

    /// `.a, .b, .c`, wrapped before 100 columns.
    private static func caseList(_ names: [String], indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for name in names.map({ ".\($0)" }) {
            let item = line.isEmpty ? name : ", \(name)"
            if !line.isEmpty, line.count + item.count > 72 {
                lines.append(line + ",")
                line = name
            } else {
                line += item
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + indent)
    }

    /// The space `lineSpacing(_:)` adds between lines for a style's `line_height`: SwiftUI sets lines at the font's
    /// own height (ascender, descender and leading, about 1.2 times its size: SF Pro 1.19, Inter 1.21) plus the line
    /// spacing, so a line height tighter than that cannot be drawn and adds none; none without a line height.
    static let naturalLineHeight = 1.2

    static func lineSpacing(_ style: TextStyleToken) -> Double {
        guard let lineHeight = style.lineHeight else { return 0 }
        return max(0, ((lineHeight - naturalLineHeight) * style.size * 100).rounded() / 100)
    }

    /// A case of a type scale's enum: its name and the text style it is.
    typealias Case = (name: String, style: TextStyleToken)

    /// The members ``fontProperties(_:fonts:faces:access:)`` and ``fontMembers(_:fonts:textStyle:access:sizedAccess:)``
    /// declare, which no case may be named.
    static let fontMemberNames = ["weight", "design", "face", "font"]

    /// `weight`, `design` (when a style has the system font) and `face` (when a style has a custom font): what the
    /// font is made of, each `access`ible. `faces`: the type that names the custom faces (``FontFaces``).
    /// `alwaysDesign`: declare `design` even when every style has a custom font (the `theme` profile's seed names a
    /// design per text style), each the style's own.
    static func fontProperties(
        _ cases: [Case], fonts: FontFamily, faces: String, access: String = "private ", weightAccess: String? = nil,
        alwaysDesign: Bool = false
    ) -> String {
        var text = switchProperty(
            "\(weightAccess ?? access)var weight: Font.Weight",
            documentation: "    /// The weight: the document's, else regular.\n",
            cases: cases.map { ($0.name, ".\(($0.style.weight ?? .regular).rawValue)") })
        let choices = cases.map { StyleFont($0.style, fonts: fonts) }
        let hasCustom = choices.contains { if case .custom = $0 { true } else { false } }
        let hasSystem = choices.contains { if case .system = $0 { true } else { false } }
        if hasSystem || alwaysDesign {
            text += switchProperty(
                "\(access)var design: Font.Design",
                documentation: "    /// The system font's design (a custom font has none of its own).\n",
                cases: zip(cases, choices).map { item, choice in
                    guard case .system(let design) = choice else {
                        return (item.name, ".\((item.style.design ?? .default).rawValue)")
                    }
                    return (item.name, ".\(design.rawValue)")
                })
        }
        if hasCustom {
            text += switchProperty(
                "\(access)var face: String\(hasSystem ? "?" : "")",
                documentation:
                    "    /// The custom face `Font.custom` draws it in\(hasSystem ? "; `nil` for the system font" : "").\n",
                cases: zip(cases, choices).map { item, choice in
                    guard case .custom(let face) = choice else { return (item.name, "nil") }
                    return (item.name, "\(faces).\(face.property)")
                })
        }
        return text
    }

    /// `font`, which scales with Dynamic Type, and `font(size:)`, at exactly `size` points (what a modifier that
    /// scales the size with `@ScaledMetric` sets), both made of ``fontProperties(_:fonts:faces:access:)``.
    /// `textStyle`: the name of the enum's Dynamic Type style property.
    static func fontMembers(
        _ cases: [Case], fonts: FontFamily, textStyle: String, access: String = "public ",
        sizedAccess: String? = ""
    ) -> String {
        let choices = cases.map { StyleFont($0.style, fonts: fonts) }
        let hasCustom = choices.contains { if case .custom = $0 { true } else { false } }
        let hasSystem = choices.contains { if case .system = $0 { true } else { false } }
        let scaling: String
        let sized: String
        switch (hasCustom, hasSystem) {
        case (true, true):
            scaling = """
                        guard let face else { return .system(\(textStyle), design: design, weight: weight) }
                        return .custom(face, size: size, relativeTo: \(textStyle)).weight(weight)
                """
            sized = """
                        guard let face else { return .system(size: size, weight: weight, design: design) }
                        return .custom(face, fixedSize: size).weight(weight)
                """
        case (true, false):
            scaling = "        .custom(face, size: size, relativeTo: \(textStyle)).weight(weight)"
            sized = "        .custom(face, fixedSize: size).weight(weight)"
        default:
            scaling = "        .system(\(textStyle), design: design, weight: weight)"
            sized = "        .system(size: size, weight: weight, design: design)"
        }
        let scalingDocumentation: [String]
        switch (hasCustom, hasSystem) {
        case (true, true):
            scalingDocumentation = [
                "The font, which scales with Dynamic Type: a custom face at the style's size relative to its Dynamic",
                "Type style; the system font, which no `Font` of a chosen size scales on iOS 16, at the Dynamic Type",
                "style's own size.",
            ]
        case (true, false):
            scalingDocumentation = [
                "The font, which scales with Dynamic Type: the custom face at the style's size relative to its Dynamic",
                "Type style.",
            ]
        default:
            scalingDocumentation = [
                "The font, which scales with Dynamic Type: the system font, which no `Font` of a chosen size scales on",
                "iOS 16, at the Dynamic Type style's own size.",
            ]
        }
        var text = """

            \(scalingDocumentation.map { "    /// \($0)" }.joined(separator: "\n"))
                \(access)var font: Font {
            \(scaling)
                }

            """
        if let sizedAccess {
            text += """

                    /// The font at exactly `size` points, already scaled\(hasCustom ? ": `.custom(_:size:)` would scale it again" : "").
                    \(sizedAccess)func font(size: CGFloat) -> Font {
                \(sized)
                    }

                """
        }
        return text
    }

    /// Text styles whose case would redeclare a member the enum `type` declares itself (`font`, `size` …): each an
    /// error at the style, in `profile`'s words.
    static func memberCollisions(
        _ cases: [(name: String, key: TokenKey)], declaredBy type: String, members: [String], profile: OutputProfile,
        in designSystem: DesignSystem
    ) -> [RequirementProblem] {
        cases.filter { members.contains($0.name) }.map { item in
            RequirementProblem(
                .identifierCollision, at: designSystem.pointer(of: item.key),
                "\(item.key) would be the case \(type).\(item.name), but \(type) declares \(item.name) itself in the "
                    + "\(profile.rawValue) profile; rename the token")
        }
    }
}
