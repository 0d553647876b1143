extension TextStyle {
    /// The size of the system font in this style at the default (Large) content size on iOS, in points.
    public var defaultSize: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// The weight of the system font in this style: semibold for `headline`, regular for the others.
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}
