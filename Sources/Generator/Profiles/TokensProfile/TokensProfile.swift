import Tokens

/// The types of the `tokens` profile's package whose members are token values.
enum TokensContainer: ValueContainer {
    /// `ColorToken.Action`: a color namespace's enum below `ColorToken`, or `ColorToken` itself (its path: `Action`).
    case colorToken(namespace: [String])
    /// `ColorValue.Action`, the values behind the color tokens.
    case colorValue(namespace: [String])
    case typography, spacing, cornerRadius, borderWidth, shadow, gradientValue, gradientToken

    var swiftName: String {
        switch self {
        case .colorToken(let namespace): (["ColorToken"] + namespace).joined(separator: ".")
        case .colorValue(let namespace): (["ColorValue"] + namespace).joined(separator: ".")
        case .typography: "TypographyToken"
        case .spacing: "SpacingToken"
        case .cornerRadius: "ShapeToken.CornerRadius"
        case .borderWidth: "ShapeToken.BorderWidth"
        case .shadow: "ShadowToken"
        case .gradientValue: "GradientValue"
        case .gradientToken: "GradientToken"
        }
    }
}

/// The profile of seed 004: token enums that mirror a web design system (`ColorToken.Primary.p500`,
/// `TypographyToken`, `SpacingToken`, `ShapeToken`, `ShadowToken`, `GradientToken`), SwiftUI styles built from
/// them, and XCTest cases generated from the document that hold the Swift values to the spec.
struct TokensProfile: Profile {
    var name: OutputProfile { .tokens }
    var roles: [TokenRole] { TokensRoles.all }

    /// Without `border.input`, the text field's resting outline is the placeholder's color, `text.secondary`, or, in a
    /// document without it, the field's text color; without `text.secondary`, `Text.placeholder(_:)` is the text
    /// color too. Each is checked, so a document that validated before still does (`border.default`, which 0.3.0
    /// drew, is rarely 3:1 on anything).
    var roleFallbacks: [String: [String]] {
        TokensRole.fallbacks([.borderInput: [.textSecondary, .textPrimary], .textSecondary: [.textPrimary]])
    }

    func requirements(of designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] {
        let context = TokensContext(designSystem, roles: roles)
        return TokensRequirements.colorNames(context) + TokensRequirements.borderWidths(designSystem, roles: roles)
            + TokensRequirements.gradients(context)
            + TypeScale.memberCollisions(
                designSystem.typography.map { ($0.identifier, TokenKey(.typography, TokenPath([$0.name]))) },
                declaredBy: "TypographyToken", members: TypographyTokenFile.members, profile: .tokens,
                in: designSystem)
    }

    func apiFiles(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        apiFiles(TokensContext(designSystem, roles: roles))
    }

    /// Every file is made: each Swift file lists every token of its type, and the profile has no asset catalog.
    func plan(of designSystem: DesignSystem, roles: RoleAssignment) -> PackagePlan {
        PackagePlan(made: {
            let context = TokensContext(designSystem, roles: roles)
            return apiFiles(context) + TokenTestFiles.files(context).map { ProfileFile($0) }
                + PackageStrings.files(Self.words, in: Self.stringsFolder).map { ProfileFile($0) }
        })
    }

    /// `ColorToken.Action.primary`, `TypographyToken.body.font`, `SpacingToken.md`, `ShapeToken.CornerRadius.md`.
    func valueExpression(of value: DeclaredValue<TokensContainer>, kind: TokenReference.Kind) -> String? {
        switch value.container {
        case .colorToken, .spacing, .cornerRadius: value.symbol
        case .typography: "\(value.symbol).font"
        // Not the ColorValue behind a color; border widths, shadows and gradients are no values a view passes.
        case .colorValue, .borderWidth, .shadow, .gradientValue, .gradientToken: nil
        }
    }

    /// The Swift files of the package, then `Package.swift`, which names their folders as its sources and declares
    /// the token tests' target.
    private func apiFiles(_ context: TokensContext) -> [ProfileFile] {
        let swiftFiles =
            [
                ColorValueFile.file(context),
                ColorTokenFile.file(context),
                TypographyTokenFile.file(context),
                ProfileFile(TypographyStyleFile.file(context)),
                SpacingTokenFile.file(context),
                ShapeTokenFile.file(context),
                ShadowValuesFile.file(context),
                ProfileFile(ShadowStyleFile.file(context)),
                GradientValueFile.file(context),
                GradientTokenFile.file(context),
            ]
            // `nil` for a document that does not fill every role: it does not validate, so its package is never
            // written, but the diff still reads the symbols of its token files (the styles declare none).
            + (TokensScale(context).map { scale in
                [
                    ProfileFile(ButtonStylesFile.file(context, scale)),
                    ProfileFile(TextFieldStylesFile.file(context, scale)),
                    ProfileFile(CardModifierFile.file(scale)),
                ]
            } ?? [])
            + [
                ProfileFile(ColorExtensionFile.file(highContrast: context.designSystem.hasHighContrastColors)),
                ProfileFile(ViewExtensionFile.file(context)),
                ProfileFile(
                    BundleShimFile.file(
                        resources: "the package's strings", path: "Extensions/Bundle+DesignSystem.swift")),
                ProfileFile(PackageStrings.declarations(Self.words, path: "Extensions/Strings+DesignSystem.swift")),
            ]
            + [FontFaces.file(context.designSystem, path: TypographyStyleFile.facesPath, type: "FontFaces")].compactMap
        {
            $0.map { ProfileFile($0) }
        }
        let manifest = PackageManifestFile.file(
            module: moduleName(of: context.designSystem), sources: swiftFiles.map(\.file.path), resources: [],
            strings: Self.stringsFolder,
            tests: ("DesignSystemTokenTests", TokenTestFiles.folder))
        return [ProfileFile(manifest)] + swiftFiles
    }

    /// The folder of the package's localized strings, and the words: what `OutlinedTextFieldStyle` tells VoiceOver
    /// of its own.
    private static let stringsFolder = "Resources"
    private static let words = [PackageStrings.error]

}

/// The `tokens` profile's roles as a type: its styles name a role by its case (`scale[.radiusMd]`), so a misspelt role
/// does not compile. Every role but the border widths is the shared vocabulary's of the same name;
/// ``TokensRoles`` builds the table (`ProfileRoleTests` holds it to the cases).
enum TokensRole: String, ProfileRole {
    case actionPrimary = "action.primary", actionDestructive = "action.destructive"
    case surfaceRaised = "surface.raised", surfaceInset = "surface.inset", surfaceDefault = "surface.default"
    case textPrimary = "text.primary", textSecondary = "text.secondary", textInverse = "text.inverse"
    case borderDefault = "border.default", borderInput = "border.input", borderFocus = "border.focus"
    case feedbackError = "feedback.error"
    case typographyLabel = "typography.label", typographyBody = "typography.body"
    case spacingSm = "spacing.sm", spacingMd = "spacing.md"
    case radiusMd = "radius.md", radiusLg = "radius.lg"
    case borderWidthDefault = "borderWidth.default", borderWidthFocus = "borderWidth.focus"
    case shadowSm = "shadow.sm"
}

/// The tokens the `tokens` profile's styles use, filled by the tokens of the same names as the `dsys` profile's
/// (so one document serves both) or mapped in `roles.tokens`.
enum TokensRoles {
    static let all: [TokenRole] = colors + typography + sizes + borderWidths + shadows

    static let colors: [TokenRole] = [
        reuse(.actionPrimary, "PrimaryButtonStyle"),
        reuse(.actionDestructive, "DestructiveButtonStyle"),
        reuse(.surfaceRaised, "SecondaryButtonStyle, CardModifier"),
        reuse(.surfaceInset, "OutlinedTextFieldStyle"),
        optional(reuse(.surfaceDefault, "the contrast checks (the page the styles sit on)")),
        reuse(.textPrimary, "SecondaryButtonStyle, OutlinedTextFieldStyle"),
        optional(reuse(.textSecondary, "Text.placeholder(_:)")),
        reuse(.textInverse, "PrimaryButtonStyle, DestructiveButtonStyle"),
        reuse(.borderDefault, "SecondaryButtonStyle, CardModifier"),
        SharedRoles.inputBorder(usedBy: "OutlinedTextFieldStyle", isShared: true),
        reuse(.borderFocus, "OutlinedTextFieldStyle"),
        reuse(.feedbackError, "OutlinedTextFieldStyle"),
    ]

    static let typography: [TokenRole] = [
        reuse(.typographyLabel, "the button styles"),
        reuse(.typographyBody, "OutlinedTextFieldStyle"),
    ]

    static let sizes: [TokenRole] = [
        reuse(.spacingSm, "the button and text field styles"),
        reuse(.spacingMd, "the button and text field styles, CardModifier"),
        reuse(.radiusMd, "the button and text field styles"),
        reuse(.radiusLg, "CardModifier"),
    ]

    static let borderWidths: [TokenRole] = [
        borderWidth(
            .borderWidthDefault, token: "thin", "SecondaryButtonStyle, OutlinedTextFieldStyle, CardModifier",
            ["thin", "default", "sm"]),
        borderWidth(.borderWidthFocus, token: "medium", "OutlinedTextFieldStyle", ["medium", "focus", "md", "thick"]),
    ]

    /// A document without shadows gets the spec's three (`sm` among them); its own must have the card's.
    static let shadows: [TokenRole] = [
        TokenRole(
            TokensRole.shadowSm.rawValue, category: .shadow,
            defaultToken: TokenKey(.shadow, TokenPath([SharedRole.shadowSm.tokenName])), usedBy: "CardModifier",
            mayBeDeprecated: true, groupWords: SharedRoles.shadowGroups,
            nameWords: ["sm", "s", "small", "low", "card"],
            shared: SharedRole.shadowSm.rawValue)
    ]

    /// The shared vocabulary's role (its default token and import words), used by `usedBy` here.
    private static func reuse(_ shared: SharedRole, _ usedBy: String) -> TokenRole {
        var role = SharedRoles.role(shared)
        role.usedBy = usedBy
        role.shared = shared.rawValue
        return role
    }

    /// A role the tokens profile added after documents were written for it: a document without it stays valid.
    private static func optional(_ role: TokenRole) -> TokenRole {
        var role = role
        role.isRequired = false
        return role
    }

    /// A border width the styles use, filled by the width of the `theme` profile's scale of the same use (`thin`,
    /// `medium`), so that one `tokens.other.borderWidth` group serves both profiles.
    private static func borderWidth(
        _ role: TokensRole, token: String, _ usedBy: String, _ words: [String]
    ) -> TokenRole {
        TokenRole(
            role.rawValue, category: .other,
            defaultToken: TokenKey(.other, TokenPath([TokensNaming.borderWidthGroup, token])), usedBy: usedBy,
            groupWords: ["borderwidth", "border", "stroke", "strokewidth"], nameWords: words, otherKind: .dimension)
    }
}

/// The `tokens` profile's own rules: Swift names that cannot be declared or would clash, border widths that are not
/// dimensions, gradients it cannot draw.
enum TokensRequirements {
    static func colorNames(_ context: TokensContext) -> [RequirementProblem] {
        var problems: [RequirementProblem] = []
        let designSystem = context.designSystem
        for namespace in context.colors.all {
            if let type = namespace.path.last, TokensNaming.reservedTypeNames.contains(type) || Naming.isReserved(type)
            {
                let token = namespace.all.first { !$0.members.isEmpty }?.members[0].token
                let group = token.map { TokensNaming.group(of: $0.path, depth: namespace.path.count) }
                problems.append(
                    RequirementProblem(
                        .invalidIdentifier,
                        at: JSONPointer(["tokens", "color"] + (group?.components ?? [])),
                        "the color group \(group.map { "\($0)" } ?? type) becomes the Swift type "
                            + "\(namespace.qualified("ColorToken")), which would hide \(type) in the generated code; "
                            + "rename the group"))
            }
            var seen: [String: TokenPath] = [:]
            for (token, name) in namespace.members {
                let pointer = designSystem.pointer(of: TokenKey(.color, token.path))
                if TokensNaming.unusableMemberNames.contains(name) {
                    problems.append(
                        RequirementProblem(
                            .swiftKeyword, at: pointer,
                            "\(token.path) becomes \(namespace.qualified("ColorToken")).\(name), which Swift cannot "
                                + "name; rename it (e.g. \"\(name)Color\")"))
                } else if let other = seen[name] {
                    problems.append(
                        RequirementProblem(
                            .identifierCollision, at: pointer,
                            "\(token.path) and \(other) both become \(namespace.qualified("ColorToken")).\(name) in "
                                + "Swift; rename one of them"))
                } else {
                    seen[name] = token.path
                }
            }
        }
        return problems
    }

    /// Every token of `tokens.other.borderWidth` is a dimension directly in it, their names differ in Swift, and the
    /// border-width roles name tokens of the group.
    static func borderWidths(_ designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] {
        var problems: [RequirementProblem] = []
        var seen: [String: TokenPath] = [:]
        let group = TokensNaming.borderWidthGroup
        for token in designSystem.otherTokens where token.path.components.first == group {
            let pointer = designSystem.pointer(of: token.key)
            guard token.path.components.count == 2, token.kind == .dimension else {
                problems.append(
                    RequirementProblem(
                        .typeMismatch, at: pointer,
                        "tokens.other.\(group) holds the border widths of ShapeToken.BorderWidth, so every token in it "
                            + "is a dimension directly in the group, but other.\(token.path) is "
                            + (token.kind == .dimension ? "in a group below it" : "a \(token.kind.rawValue)")
                            + "; move it out of tokens.other.\(group)"))
                continue
            }
            guard let name = Naming.lowerCamelCase(token.path.components[1]) else { continue }
            if let problem = nameProblem(
                name, of: token, as: "ShapeToken.BorderWidth", at: pointer, seen: &seen, example: "thin")
            {
                problems.append(problem)
            }
        }
        for role in [TokensRole.borderWidthDefault, .borderWidthFocus] {
            guard let key = roles[role], key.category == .other,
                key.path.components.count != 2 || key.path.components[0] != group
            else { continue }
            problems.append(
                RequirementProblem(
                    .typeMismatch, at: JSONPointer(["roles", OutputProfile.tokens.rawValue, role.rawValue]),
                    "the role \(role.rawValue) is a border width, so it must name a dimension in tokens.other.\(group) "
                        + "(ShapeToken.BorderWidth), but \(key.reference) is not in that group; move the token there, "
                        + "or map the role to one of its tokens"))
        }
        return problems
    }

    /// Gradients whose Swift names clash or cannot be declared, and gradients with a dark value: a `LinearGradient`
    /// follows the appearance through its stops' colors, not as a whole.
    static func gradients(_ context: TokensContext) -> [RequirementProblem] {
        var problems: [RequirementProblem] = []
        var seen: [String: TokenPath] = [:]
        for gradient in context.gradients {
            let token = gradient.token
            let pointer = context.designSystem.pointer(of: token.key)
            if token.dark != nil {
                problems.append(
                    RequirementProblem(
                        .unsupported, at: pointer.appending("dark"),
                        "GradientToken.\(gradient.name) is one LinearGradient for both appearances, whose stops "
                            + "follow light and dark through their colors; remove \"dark\" and give the stops color tokens "
                            + "with dark values (e.g. \"{brand.start}\")"))
            }
            if let problem = nameProblem(
                gradient.name, of: token, as: "GradientToken", at: pointer, seen: &seen, example: "sunrise")
            {
                problems.append(problem)
            }
        }
        return problems
    }

    /// The problem with the Swift name `name` that `token` becomes in `container`: another token's already, or no
    /// name Swift can spell after a dot; `nil` (and the name taken) otherwise.
    private static func nameProblem(
        _ name: String, of token: OtherToken, as container: String, at pointer: JSONPointer,
        seen: inout [String: TokenPath], example: String
    ) -> RequirementProblem? {
        if let other = seen[name] {
            return RequirementProblem(
                .identifierCollision, at: pointer,
                "other.\(token.path) and other.\(other) both become \(container).\(name) in Swift; rename one of them")
        }
        if TokensNaming.unusableMemberNames.contains(name) || (name.first?.isNumber ?? false) {
            return RequirementProblem(
                .invalidIdentifier, at: pointer,
                "other.\(token.path) becomes \(container).\(name), which is no Swift name; rename it (e.g. "
                    + "\"\(example)\")")
        }
        seen[name] = token.path
        return nil
    }
}
