import Tokens

/// The `apptheme` profile's Swift names: a color is `AppTheme.Colors` and the words of its whole path
/// (`text.primary` → `textPrimary`, as seed 003 spells it), a radius `AppTheme.Style.cornerRadius` and its name; text
/// styles and spacing keep the identifiers the document's own rules give them.
enum AppThemeNaming {
    /// The words of every component of `path`, the first word as written and every other one capitalised;
    /// `nil` when the path has no ASCII letter or digit (which the document's own rules refuse).
    static func colorIdentifier(_ path: TokenPath) -> String? {
        Naming.lowerCamelCase(path.components.joined(separator: "."))
    }

    /// The identifier of every color, in document order, as Swift spells it (a keyword in backticks).
    static func colorIdentifiers(_ colors: [ColorToken]) -> [String] {
        colors.map { Naming.escaped(colorIdentifier($0.path) ?? "color") }
    }

    /// `md` → `cornerRadiusMd`.
    static func radiusIdentifier(_ radius: SizeToken) -> String {
        let plain = Naming.unescaped(radius.identifier)
        return "cornerRadius" + plain.capitalizedFirst
    }

    /// Colors whose identifiers cannot be Swift names (a group named `2x`) or are equal, and radii whose identifiers
    /// are equal, each reported on the token at fault; and role mappings whose symbol a color or spacing step of the
    /// role's own name already declares.
    static func problems(in designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] {
        var problems: [RequirementProblem] = []
        var seen: [String: TokenPath] = [:]
        seen.reserveCapacity(designSystem.colors.count)
        for token in designSystem.colors {
            guard let identifier = colorIdentifier(token.path) else { continue }
            let pointer = designSystem.pointer(of: TokenKey(.color, token.path))
            if let first = identifier.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
                problems.append(
                    RequirementProblem(
                        .invalidIdentifier, at: pointer,
                        "\(token.path) becomes AppTheme.Colors.\(identifier), but a Swift identifier cannot start with "
                            + "a digit; rename its group (e.g. \"x2\" for \"2x\")"))
            } else if Naming.unusableMembers.contains(identifier) {
                problems.append(
                    RequirementProblem(
                        .swiftKeyword, at: pointer,
                        "\(token.path) becomes AppTheme.Colors.\(identifier), which Swift reads as the type itself after a "
                            + "dot, even in backticks; rename it"))
            } else if let other = seen[identifier] {
                problems.append(
                    RequirementProblem(
                        .identifierCollision, at: pointer,
                        "\(token.path) and \(other) both become AppTheme.Colors.\(identifier) in Swift; rename one of "
                            + "them"))
            } else {
                seen[identifier] = token.path
            }
        }
        // `md` and `Md` are two identifiers, but one `cornerRadiusMd`.
        var radii: [String: String] = [:]
        for radius in designSystem.radii {
            let identifier = radiusIdentifier(radius)
            if let other = radii[identifier] {
                problems.append(
                    RequirementProblem(
                        .identifierCollision, at: designSystem.pointer(of: TokenKey(.radius, TokenPath([radius.name]))),
                        "radius \(radius.name) and \(other) both become AppTheme.Style.\(identifier) in Swift; rename "
                            + "one of them"))
            } else {
                radii[identifier] = radius.name
            }
        }
        for role in AppThemeRole.allCases {
            // A mapped role gets a symbol of its own name, which no token of the document may declare already.
            let definition = role.definition
            guard let symbol = role.symbol, let token = roles[role], token != definition.defaultToken else { continue }
            let declaring: TokenKey? =
                definition.category == .color
                ? seen[symbol.name].map { TokenKey(.color, $0) }
                : designSystem.spacing.first { $0.identifier == symbol.name }.map {
                    TokenKey(.spacing, TokenPath([$0.name]))
                }
            guard let declaring else { continue }
            // The mapping at fault: the profile's own, else the shared vocabulary's that fills the role.
            let ownMapping = designSystem.roleMappings(for: OutputProfile.apptheme.rawValue).contains {
                $0.role == role.rawValue
            }
            let pointer =
                ownMapping || definition.shared == nil
                ? JSONPointer(["roles", OutputProfile.apptheme.rawValue, role.rawValue])
                : JSONPointer(["roles", OutputProfile.default.rawValue, definition.shared ?? role.rawValue])
            problems.append(
                RequirementProblem(
                    .identifierCollision, at: pointer,
                    "the role \(role.rawValue) is mapped to \(token.reference), but \(declaring) already becomes "
                        + "AppTheme.\(symbol.container).\(symbol.name); rename one of them, or remove the mapping"))
        }
        return problems
    }
}
