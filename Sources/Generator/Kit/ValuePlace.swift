/// A type of a generated package whose members are token values, as one profile names its own types: each profile
/// has an enum of them (`DSysContainer.radius` for `DSRadius`), so that its ``Profile/valueExpression(of:kind:)``
/// reads where a value lives from a value its file builders made, never from a symbol's spelling.
protocol ValueContainer: Sendable {
    /// The type as app code spells it: `DSRadius`, `ColorToken.Action`, `AppTheme.Colors`.
    var swiftName: String { get }
}

/// Where a token's value lives in a generated package: the type that declares it and the member, as the file builder
/// that declares the symbol says (``PublicSymbol/init(_:_:call:token:)``).
struct ValuePlace: Sendable {
    let container: any ValueContainer
    let member: String
    /// Whether app code calls the member: `DSFont.body()`.
    let isCall: Bool

    /// How code spells the symbol: `DSRadius.md`, `DSFont.body()`.
    var symbolName: String { "\(container.swiftName).\(member)\(isCall ? "()" : "")" }
}

/// A value symbol of one profile's package, with its container in the profile's own type: what
/// ``Profile/valueExpression(of:kind:)`` reads.
struct DeclaredValue<Container: ValueContainer> {
    var container: Container
    /// The member as declared after the dot: `md`, `` `default` ``.
    var member: String
    /// How code spells the symbol: `DSRadius.md`, `DSFont.body()`, `ColorToken.Action.primary`.
    var symbol: String
}

extension PublicSymbol {
    /// The symbol of `member` of `container`, the value of the token `token` (`color.text.muted`): its name is the
    /// place's spelling, so the two cannot disagree.
    init(_ container: some ValueContainer, _ member: String, call: Bool = false, token: String) {
        let place = ValuePlace(container: container, member: member, isCall: call)
        self.name = place.symbolName
        self.tokenKey = token
        self.place = place
    }
}
