import Tokens

/// How app code names one token's value in a profile's package: what `dsysctl lint` suggests in place of a
/// hard-coded value.
public struct TokenReference: Sendable, Equatable {
    /// What a reference stands for where app code uses it.
    public enum Kind: String, Sendable, CaseIterable {
        /// A `Color`: `Color.dsActionPrimary`.
        case color
        /// A `Font`: `DSFont.body()`.
        case font
        /// A `CGFloat` of the spacing scale: `DSSpacingFixed.md`.
        case spacing
        /// A `CGFloat` corner radius: `DSRadius.md`.
        case radius

        /// The kind of the tokens of `category`; `nil` for the categories app code does not pass as values.
        init?(_ category: TokenCategory) {
            switch category {
            case .color: self = .color
            case .typography: self = .font
            case .spacing: self = .spacing
            case .radius: self = .radius
            case .shadow, .other: return nil
            }
        }
    }

    public var kind: Kind
    /// The expression that gives the value: `DSSpacingFixed.md`, `AppTheme.Spacing.md`, `theme.spacing.md`.
    public var expression: String
    /// The public symbol of the package the expression uses (what API impact lists): `DSSpacingFixed.md`.
    public var symbol: String
    /// The token whose value it is.
    public var token: TokenKey
    /// What the view must declare for the expression to compile, when it needs more than the package's import:
    /// `@Environment(\.dsTheme) private var theme`.
    public var needs: String?

    public init(kind: Kind, expression: String, symbol: String, token: TokenKey, needs: String? = nil) {
        self.kind = kind
        self.expression = expression
        self.symbol = symbol
        self.token = token
        self.needs = needs
    }
}

extension Profile {
    /// The references of every color, text style, spacing and radius the package declares, in the order of its
    /// symbols: each profile says how app code spells the symbols its own file builders return.
    func tokenReferences(of designSystem: DesignSystem, roles: RoleAssignment) -> [TokenReference] {
        tokenReferences(among: apiFiles(of: designSystem, roles: roles).flatMap(\.symbols))
    }

    /// The references of the value symbols among `symbols` (those the profile's file builders returned, each with
    /// the place its value lives in).
    func tokenReferences(among symbols: [PublicSymbol]) -> [TokenReference] {
        symbols.compactMap { symbol in
            guard let token = TokenKey(dotted: symbol.tokenKey), let kind = TokenReference.Kind(token.category),
                let place = symbol.place, let container = place.container as? Container,
                let expression = valueExpression(
                    of: DeclaredValue(container: container, member: place.member, symbol: symbol.name), kind: kind)
            else { return nil }
            return TokenReference(
                kind: kind, expression: expression, symbol: symbol.name, token: token, needs: referenceNeeds)
        }
    }
}

extension Generator {
    /// How app code names the value of each color, text style, spacing and radius in the package of
    /// `designSystem`: the expressions `dsysctl lint` suggests, in token order (a token may have several).
    public static func tokenReferences(of designSystem: DesignSystem, profile: OutputProfile) -> [TokenReference] {
        let implementation = profile.implementation
        return implementation.tokenReferences(of: designSystem, roles: implementation.assignment(in: designSystem))
    }
}

extension Generator {
    /// What ``publicSymbols(of:profile:)`` and ``tokenReferences(of:profile:)`` return, from one run of the profile's
    /// file builders (each builds the package's Swift files): for a reader that shows both.
    public static func symbolsAndReferences(
        of designSystem: DesignSystem, profile: OutputProfile
    ) -> (symbols: [PublicSymbol], references: [TokenReference]) {
        let implementation = profile.implementation
        let symbols = implementation.apiFiles(of: designSystem, roles: implementation.assignment(in: designSystem))
            .flatMap(\.symbols)
        return (symbols, implementation.tokenReferences(among: symbols))
    }
}

extension Generator {
    /// The module app code imports to use the package `profile` generates for `designSystem`: what `dsysctl lint
    /// --fix` imports where it writes a token.
    public static func moduleName(of designSystem: DesignSystem, profile: OutputProfile) -> String {
        profile.implementation.moduleName(of: designSystem)
    }

    /// The second line of every Swift file the generator writes: how `dsysctl lint` tells the generated package
    /// from app code.
    public static var generatedFileMarker: String { SwiftSource.generatedMarker }
}
