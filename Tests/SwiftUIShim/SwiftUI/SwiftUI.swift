// SwiftUI.swift — an *interface shim* of Apple's SwiftUI, for type-checking generated
// SwiftUI code on Linux (where SwiftUI does not exist). Compiled as a module named
// `SwiftUI` by typecheck.sh:
//     swiftc -emit-module -parse-as-library -module-name SwiftUI -I <DeveloperToolsSupport> SwiftUI.swift
//
// RULES (see README.md):
//  * Declarations only. Bodies are `fatalError()` or trivial; nothing here is ever run.
//  * Every declaration mirrors Apple's published signature (labels, defaults, generic
//    constraints, result builders, `@MainActor @preconcurrency`, `nonisolated` modifiers,
//    `@_disfavoredOverload` where Apple has it). Sources: developer.apple.com documentation
//    and verbatim swiftinterface excerpts; where a signature is quoted from Apple's
//    interface the comment says so. When unsure, leave it out: a missing declaration fails
//    loudly (good), an invented one hides bugs (bad).
//  * dsys targets iOS 16. Everything Apple introduced in iOS 17 or later is declared with
//    `@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")`, so using it
//    is a type-check error, while overload resolution (which ranks unavailable overloads
//    last, as it ranks deployment-target-unavailable ones) still picks the iOS ≤ 16 API
//    when both apply — as Xcode does for an iOS 16 deployment target.
//  * `@available(iOS N, *)` attributes are kept as documentation of when an API appeared
//    (they have no effect on Linux).
//  * A few helpers that are not Apple API are underscored and prefixed `_shim`.

@_exported import Foundation
@_exported import DeveloperToolsSupport

// MARK: - Shim helpers (not Apple API)

/// Gives `-> some View` / `-> some Shape` declarations a concrete underlying type.
@usableFromInline internal func _shimView<V>(_ v: V) -> ModifiedContent<V, EmptyModifier> { fatalError() }

// MARK: - CoreGraphics stand-ins (Apple: CoreGraphics, re-exported to SwiftUI clients)
// CGFloat, CGPoint, CGSize, CGRect, CGAffineTransform come from Foundation on Linux.

public enum CGLineCap: Int32, Sendable { case butt = 0, round = 1, square = 2 }
public enum CGLineJoin: Int32, Sendable { case miter = 0, round = 1, bevel = 2 }
#if !canImport(CoreGraphics)
/// Not in Foundation on Linux (CoreGraphics on Apple platforms).
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) { fatalError() }
}
#endif

// MARK: - View

/// Apple (Xcode 16+ SDK): `@MainActor @preconcurrency public protocol View`
/// with `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - ViewModifier / ModifiedContent

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Self.Body == Never {
    public func body(content: Self.Content) -> Self.Body { fatalError() }
}

extension ViewModifier {
    @inlinable nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

/// The content view type passed to `ViewModifier.body(content:)`.
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
}
extension _ViewModifier_Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    @inlinable nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

@frozen
public struct EmptyModifier: ViewModifier {
    public static let identity: EmptyModifier = EmptyModifier()
    public typealias Body = Never
    @inlinable nonisolated public init() {}
}

extension View {
    @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - ViewBuilder

@resultBuilder
public struct ViewBuilder {
    @_alwaysEmitIntoClient
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    /// Apple: the variadic-generic form is `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)`
    /// (parameter packs need the iOS 17 runtime). An iOS 16 target gets the fixed-arity
    /// overloads below (up to 10 children), so it is unavailable here.
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): at most 10 views per ViewBuilder block; use Group")
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View { fatalError() }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { fatalError() }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> where C0: View, C1: View { fatalError() }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> where C0: View, C1: View, C2: View { fatalError() }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> where C0: View, C1: View, C2: View, C3: View { fatalError() }
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView<(C0, C1, C2, C3, C4)> where C0: View, C1: View, C2: View, C3: View, C4: View { fatalError() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View { fatalError() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View { fatalError() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View { fatalError() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View { fatalError() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View { fatalError() }
}

@frozen
public struct TupleView<T> {
    public var value: T
    @inlinable nonisolated public init(_ value: T) { self.value = value }
}
extension TupleView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct EmptyView {
    @inlinable nonisolated public init() {}
}
extension EmptyView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct AnyView {
    public init<V>(_ view: V) where V: View { fatalError() }
    public init?(_fromValue value: Any) { fatalError() }
    public init<V>(erasing view: V) where V: View { fatalError() }
}
extension AnyView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - DynamicProperty, property wrappers

public protocol DynamicProperty {
    mutating func update()
}
extension DynamicProperty {
    public mutating func update() {}
}

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
}
extension State where Value: ExpressibleByNilLiteral {
    @inlinable public init() { fatalError() }
}
extension State: Sendable where Value: Sendable {}

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var transaction: Transaction { get { fatalError() } set { fatalError() } }
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    public init?(_ base: Binding<Value?>) { fatalError() }
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable { fatalError() }
    public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}
extension Binding: DynamicProperty {}
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
}
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}
extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Binding<Value>.Index { fatalError() }
    public var endIndex: Binding<Value>.Index { fatalError() }
    public var indices: Value.Indices { fatalError() }
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
    public func formIndex(after i: inout Binding<Value>.Index) { fatalError() }
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element { fatalError() }
}
extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
    public func formIndex(before i: inout Binding<Value>.Index) { fatalError() }
}
extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

public struct Transaction {
    @inlinable public init() {}
    public init(animation: Animation?) { fatalError() }
    public var animation: Animation? { get { fatalError() } set { fatalError() } }
    public var disablesAnimations: Bool { get { fatalError() } set { fatalError() } }
}

@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    @frozen @propertyWrapper
    public struct Binding {
        public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
        public var projectedValue: FocusState<Value>.Binding { fatalError() }
        internal init(_shim: ()) {}
    }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
    public init() where Value == Bool { fatalError() }
    public init<T>() where Value == T?, T: Hashable { fatalError() }
}

@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { fatalError() }
    public init(wrappedValue: Value) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    @inlinable public var wrappedValue: Value { fatalError() }
}

@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    internal init(_shim: ()) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
}
extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { fatalError() }
}

/// iOS 17 (Observation). A design-system package targeting iOS 16 cannot use it.
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { fatalError() }
    public init(wrappedValue: Value) { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// MARK: - Environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey { get { fatalError() } set { fatalError() } }
    public var description: String { fatalError() }

    public var colorScheme: ColorScheme { get { fatalError() } set { fatalError() } }
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dynamicTypeSize: DynamicTypeSize { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
    public var sizeCategory: ContentSizeCategory { get { fatalError() } set { fatalError() } }
    public var locale: Locale { get { fatalError() } set { fatalError() } }
    public var calendar: Calendar { get { fatalError() } set { fatalError() } }
    public var timeZone: TimeZone { get { fatalError() } set { fatalError() } }
    public var layoutDirection: LayoutDirection { get { fatalError() } set { fatalError() } }
    public var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    public var font: Font? { get { fatalError() } set { fatalError() } }
    public var lineLimit: Int? { get { fatalError() } set { fatalError() } }
    public var multilineTextAlignment: TextAlignment { get { fatalError() } set { fatalError() } }
    public var displayScale: CGFloat { get { fatalError() } set { fatalError() } }
    public var accessibilityReduceMotion: Bool { fatalError() }
    public var accessibilityReduceTransparency: Bool { fatalError() }
    public var accessibilityDifferentiateWithoutColor: Bool { fatalError() }
    public var accessibilityInvertColors: Bool { fatalError() }
    public var legibilityWeight: LegibilityWeight? { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) @available(macOS, unavailable)
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) @available(macOS, unavailable)
    public var verticalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dismiss: DismissAction { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var openURL: OpenURLAction { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var isFocused: Bool { fatalError() }
}

public enum ColorScheme: CaseIterable, Sendable, Hashable {
    case light
    case dark
}

public enum ColorSchemeContrast: CaseIterable, Sendable, Hashable {
    case standard
    case increased
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

@available(macOS, unavailable)
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact
    case regular
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { fatalError() }
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { fatalError() }
}

public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissAction {
    @MainActor @preconcurrency public func callAsFunction() { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct OpenURLAction {
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) { fatalError() }
}

// MARK: - Geometry & layout values

@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    @frozen
    public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Edge.Set(rawValue: 1 << 0)
        public static let leading = Edge.Set(rawValue: 1 << 1)
        public static let bottom = Edge.Set(rawValue: 1 << 2)
        public static let trailing = Edge.Set(rawValue: 1 << 3)
        public static let all = Edge.Set(rawValue: 15)
        public static let horizontal = Edge.Set(rawValue: 10)
        public static let vertical = Edge.Set(rawValue: 5)
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
    }
}

@frozen
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
}

@frozen
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
}

@frozen
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

@frozen
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical
    @frozen
    public struct Set: OptionSet, Sendable {
        public typealias Element = Axis.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Axis.Set(rawValue: 1)
        public static let vertical = Axis.Set(rawValue: 2)
    }
}

@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let listRowSeparatorLeading = HorizontalAlignment()
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let listRowSeparatorTrailing = HorizontalAlignment()
    private init() {}
}

@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
    public static let lastTextBaseline = VerticalAlignment()
    private init() {}
}

@frozen
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var centerFirstTextBaseline: Alignment { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var centerLastTextBaseline: Alignment { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var leadingFirstTextBaseline: Alignment { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var leadingLastTextBaseline: Alignment { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var trailingFirstTextBaseline: Alignment { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var trailingLastTextBaseline: Alignment { fatalError() }
}

@frozen
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

@frozen
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    @inlinable public init() { self.init(x: 0, y: 0) }
    @inlinable public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

@frozen
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    @inlinable public var degrees: Double { get { radians * 180 / .pi } set { radians = newValue * .pi / 180 } }
    @inlinable public init() { self.init(radians: 0) }
    @inlinable public init(radians: Double) { self.radians = radians }
    @inlinable public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

@frozen
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    @inlinable public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    @inlinable public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
}

public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

public struct GeometryProxy {
    public var size: CGSize { fatalError() }
    public var safeAreaInsets: EdgeInsets { fatalError() }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

// MARK: - Animation & transitions

@frozen
public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static var easeInOut: Animation { fatalError() }
    public static var easeIn: Animation { fatalError() }
    public static var easeOut: Animation { fatalError() }
    public static var linear: Animation { fatalError() }
    public static func easeInOut(duration: Double) -> Animation { fatalError() }
    public static func easeIn(duration: Double) -> Animation { fatalError() }
    public static func easeOut(duration: Double) -> Animation { fatalError() }
    public static func linear(duration: Double) -> Animation { fatalError() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { fatalError() }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation { fatalError() }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation { fatalError() }
    public func delay(_ delay: Double) -> Animation { fatalError() }
    public func speed(_ speed: Double) -> Animation { fatalError() }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { fatalError() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { fatalError() }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    public static var smooth: Animation { fatalError() }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    public static var snappy: Animation { fatalError() }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    public static var bouncy: Animation { fatalError() }
    private init() {}
}

@frozen
public struct AnyTransition {
    public static let identity: AnyTransition = AnyTransition()
    public static let opacity: AnyTransition = AnyTransition()
    public static let scale: AnyTransition = AnyTransition()
    public static let slide: AnyTransition = AnyTransition()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { fatalError() }
    public static func move(edge: Edge) -> AnyTransition { fatalError() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { fatalError() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
    public func combined(with other: AnyTransition) -> AnyTransition { fatalError() }
    public func animation(_ animation: Animation?) -> AnyTransition { fatalError() }
    private init() {}
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

// MARK: - Color

@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    public var description: String { fatalError() }

    /// Creates a color from a color set in an asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    /// iOS 17: generated asset-symbol colors (`ColorResource`, DeveloperToolsSupport).
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    public init(_ resource: _ShimColorResource) { fatalError() }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError() }

    public static let black: Color = Color(white: 0)
    public static let white: Color = Color(white: 1)
    public static let gray: Color = Color(white: 0.5)
    public static let red: Color = Color(white: 0)
    public static let green: Color = Color(white: 0)
    public static let blue: Color = Color(white: 0)
    public static let orange: Color = Color(white: 0)
    public static let yellow: Color = Color(white: 0)
    public static let pink: Color = Color(white: 0)
    public static let purple: Color = Color(white: 0)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let mint: Color = Color(white: 0)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let teal: Color = Color(white: 0)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let cyan: Color = Color(white: 0)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let indigo: Color = Color(white: 0)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let brown: Color = Color(white: 0)
    public static let clear: Color = Color(white: 0, opacity: 0)
    public static let primary: Color = Color(white: 0)
    public static let secondary: Color = Color(white: 0)
    public static var accentColor: Color { fatalError() }

    public func opacity(_ opacity: Double) -> Color { fatalError() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var gradient: AnyGradient { fatalError() }

    @available(*, unavailable, message: "iOS 18.0+ (dsys targets iOS 16)")
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color { fatalError() }
}
extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
extension Color: ShapeStyle {}

/// Stand-in for DeveloperToolsSupport.ColorResource (iOS 17), only so the unavailable
/// `Color.init(_:)` above has a parameter type.
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
public struct _ShimColorResource {}

// MARK: - ShapeStyle

/// Apple (Xcode 15+ SDK): `public protocol ShapeStyle : Sendable`.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
    public static var black: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var red: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var mint: Color { fatalError() }
    public static var teal: Color { fatalError() }
    public static var cyan: Color { fatalError() }
    public static var indigo: Color { fatalError() }
    public static var brown: Color { fatalError() }
    public static var clear: Color { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
    @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, *)
    public static let quinary = HierarchicalShapeStyle()
    private init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
    public static var quaternary: HierarchicalShapeStyle { fatalError() }
    @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, *)
    public static var quinary: HierarchicalShapeStyle { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct ForegroundStyle: ShapeStyle { @inlinable public init() {} }
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct BackgroundStyle: ShapeStyle { @inlinable public init() {} }
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct TintShapeStyle: ShapeStyle { @inlinable public init() {} }
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
@frozen public struct SeparatorShapeStyle: ShapeStyle { public init() {} }

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    @_alwaysEmitIntoClient public static var foreground: ForegroundStyle { .init() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == BackgroundStyle {
    @_alwaysEmitIntoClient public static var background: BackgroundStyle { .init() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == TintShapeStyle {
    @_alwaysEmitIntoClient public static var tint: TintShapeStyle { .init() }
}
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: Sendable {
    public static let regularMaterial = Material()
    public static let thickMaterial = Material()
    public static let thinMaterial = Material()
    public static let ultraThinMaterial = Material()
    public static let ultraThickMaterial = Material()
    public static let bar = Material()
    private init() {}
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material: ShapeStyle {}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { fatalError() }
    public static var thickMaterial: Material { fatalError() }
    public static var thinMaterial: Material { fatalError() }
    public static var ultraThinMaterial: Material { fatalError() }
    public static var ultraThickMaterial: Material { fatalError() }
    public static var bar: Material { fatalError() }
}

@frozen
public struct Gradient: Equatable, Sendable {
    @frozen
    public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    public init(colors: [Color]) { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public struct ColorSpace: Hashable, Sendable {
        public static let device = ColorSpace()
        public static let perceptual = ColorSpace()
        private init() {}
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct AnyGradient: Hashable, ShapeStyle {
    public init(_ gradient: Gradient) { fatalError() }
}

@frozen
public struct LinearGradient: ShapeStyle {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
}
extension LinearGradient: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct RadialGradient: ShapeStyle {
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
}
extension RadialGradient: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
}

// MARK: - Font

@frozen
public struct Font: Hashable, Sendable {
    public static let largeTitle: Font = Font()
    public static let title: Font = Font()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2: Font = Font()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3: Font = Font()
    public static let headline: Font = Font()
    public static let subheadline: Font = Font()
    public static let body: Font = Font()
    public static let callout: Font = Font()
    public static let footnote: Font = Font()
    public static let caption: Font = Font()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2: Font = Font()

    /// iOS 13 form; Apple marks it `@_disfavoredOverload` next to the iOS 16 form below.
    @_disfavoredOverload
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
    /// iOS 13 form; Apple marks it `@_disfavoredOverload` next to the iOS 16 form below.
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }

    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }

    public func italic() -> Font { fatalError() }
    public func smallCaps() -> Font { fatalError() }
    public func lowercaseSmallCaps() -> Font { fatalError() }
    public func uppercaseSmallCaps() -> Font { fatalError() }
    public func monospacedDigit() -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func monospaced() -> Font { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func leading(_ leading: Font.Leading) -> Font { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func width(_ width: Font.Width) -> Font { fatalError() }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title
        case title2 // iOS 14
        case title3 // iOS 14
        case headline, subheadline, body, callout, footnote, caption
        case caption2 // iOS 14
    }

    @frozen
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
        private init() {}
    }

    public enum Design: Hashable, Sendable {
        case `default`
        @available(watchOS 7.0, *) case serif
        case rounded
        @available(watchOS 7.0, *) case monospaced
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public enum Leading: Sendable, Hashable {
        case standard, tight, loose
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public static let compressed = Width(0)
        public static let condensed = Width(0)
        public static let standard = Width(0)
        public static let expanded = Width(0)
        public init(_ value: CGFloat) { self.value = value }
    }

    private init() {}
}

// MARK: - LocalizedStringKey

@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ text: Text) {}
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ image: Image) {}
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        public mutating func appendInterpolation(_ attributedString: AttributedString) {}
    }
}

/// Apple: the numeric types `Text("\(n)")` accepts (Int…UInt64, Float, Double, CGFloat).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

// MARK: - Text

@frozen
public struct Text: Equatable, Sendable {
    public init(verbatim content: String) { fatalError() }
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol { fatalError() }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ attributedContent: AttributedString) { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ image: Image) { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ date: Date, style: Text.DateStyle) { fatalError() }

    public struct DateStyle: Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
        private init() {}
    }
    public enum TruncationMode: Sendable, Hashable { case head, tail, middle }
    public enum Case: Sendable, Hashable { case uppercase, lowercase }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public struct LineStyle: Hashable, Sendable {
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {}
        public static let single = LineStyle()
        public struct Pattern: Sendable {
            public static let solid = Pattern()
            public static let dot = Pattern()
            public static let dash = Pattern()
            public static let dashDot = Pattern()
            public static let dashDotDot = Pattern()
            private init() {}
        }
    }

    public func font(_ font: Font?) -> Text { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func fontWidth(_ width: Font.Width?) -> Text { fatalError() }
    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
    public func fontDesign(_ design: Font.Design?) -> Text { fatalError() }
    public func foregroundColor(_ color: Color?) -> Text { fatalError() }
    /// iOS 17: `Text.foregroundStyle(_:) -> Text`. Unavailable for iOS 16; on a `Text`,
    /// `.foregroundStyle(x)` still resolves to the iOS 15 `View.foregroundStyle(_:)`
    /// (unavailable overloads rank last) unless a `Text` result is required (e.g. `+`).
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): Text.foregroundStyle returning Text")
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { fatalError() }
    public func bold() -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func bold(_ isActive: Bool) -> Text { fatalError() }
    public func italic() -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func italic(_ isActive: Bool) -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func monospaced(_ isActive: Bool = true) -> Text { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func monospacedDigit() -> Text { fatalError() }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { fatalError() }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { fatalError() }
    public func kerning(_ kerning: CGFloat) -> Text { fatalError() }
    public func tracking(_ tracking: CGFloat) -> Text { fatalError() }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func textCase(_ textCase: Text.Case?) -> Text { fatalError() }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    public func textScale(_ scale: _ShimTextScale, isEnabled: Bool = true) -> Text { fatalError() }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { fatalError() }

    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
}
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Stand-in for `Text.Scale` (iOS 17).
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
public struct _ShimTextScale: Sendable {
    public static let `default` = _ShimTextScale()
    public static let secondary = _ShimTextScale()
}

// MARK: - Image & Label

@frozen
public struct Image: Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { fatalError() }
    public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
    public init(systemName: String) { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(systemName: String, variableValue: Double?) { fatalError() }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    public init(_ resource: _ShimImageResource) { fatalError() }

    public enum ResizingMode: Sendable, Hashable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
    public enum Scale: Sendable, Hashable { case small, medium, large }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { fatalError() }
    public func antialiased(_ isAntialiased: Bool) -> Image { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { fatalError() }
}
extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
public struct _ShimImageResource {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
    private init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
    public var body: some View { _shimView(self) }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String) where S: StringProtocol { fatalError() }
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol { fatalError() }
}

// MARK: - Controls

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
    private init() {}
}

/// Apple (Xcode 16+ SDK): actions are `@MainActor` closures and the inits `@preconcurrency`.
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: some View { _shimView(self) }
}
extension Button where Label == Text {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }
    @_disfavoredOverload @preconcurrency
    public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) @_disfavoredOverload @preconcurrency
    public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
}
/// iOS 17: `Button("Title", systemImage: "star") { }`.
extension Button where Label == SwiftUI.Label<Text, Image> {
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): use Button(action:label:) with a Label")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) { fatalError() }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): use Button(action:label:) with a Label")
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
}

@MainActor @preconcurrency
public struct TextField<Label>: View where Label: View {
    public var body: some View { _shimView(self) }
}
extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where S: StringProtocol { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) { fatalError() }
}

@MainActor @preconcurrency
public struct SecureField<Label>: View where Label: View {
    public var body: some View { _shimView(self) }
}
extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol { fatalError() }
}

@MainActor @preconcurrency
public struct Toggle<Label>: View where Label: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: some View { _shimView(self) }
}
extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
    @_disfavoredOverload
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol { fatalError() }
}

@MainActor @preconcurrency
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public var body: some View { _shimView(self) }
}
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { fatalError() }
    public init<V>(value: V?, total: V = 1.0) where V: BinaryFloatingPoint { fatalError() }
}

// MARK: - Layout containers

@frozen @MainActor @preconcurrency
public struct VStack<Content>: View where Content: View {
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen @MainActor @preconcurrency
public struct HStack<Content>: View where Content: View {
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen @MainActor @preconcurrency
public struct ZStack<Content>: View where Content: View {
    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct LazyVStack<Content>: View where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct LazyHStack<Content>: View where Content: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen @MainActor @preconcurrency
public struct Grid<Content>: View where Content: View {
    @inlinable public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen @MainActor @preconcurrency
public struct GridRow<Content>: View where Content: View {
    @inlinable public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen @MainActor @preconcurrency
public struct ViewThatFits<Content>: View where Content: View {
    @inlinable public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen @MainActor @preconcurrency
public struct Spacer: View {
    public var minLength: CGFloat?
    @inlinable public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency
public struct Divider: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct Group<Content> {
}
extension Group: View where Content: View {
    @inlinable nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}
extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

@MainActor @preconcurrency
public struct ScrollView<Content>: View where Content: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: some View { _shimView(self) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    public static var automatic: ScrollIndicatorVisibility { fatalError() }
    public static var visible: ScrollIndicatorVisibility { fatalError() }
    public static var hidden: ScrollIndicatorVisibility { fatalError() }
    public static var never: ScrollIndicatorVisibility { fatalError() }
}

@frozen @MainActor @preconcurrency
public struct GeometryReader<Content>: View where Content: View {
    public var content: (GeometryProxy) -> Content
    @inlinable public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
    public init() {}
    public var count: Int { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public mutating func append<V>(_ value: V) where V: Hashable {}
    public mutating func removeLast(_ k: Int = 1) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    public var body: some View { _shimView(self) }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) { fatalError() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { fatalError() }
}

/// iOS 17.
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
@MainActor @preconcurrency
public struct ContentUnavailableView<Label, Description, Actions>: View where Label: View, Description: View, Actions: View {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) { fatalError() }
    public var body: some View { _shimView(self) }
}
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) { fatalError() }
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol { fatalError() }
    public static var search: ContentUnavailableView<SwiftUI.Label<Text, Image>, Text?, EmptyView> { fatalError() }
}

// MARK: - Styles

@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
    @MainActor @preconcurrency
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    @MainActor @preconcurrency
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    public func trigger() {}
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View { _shimView(configuration.label) }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View { _shimView(configuration.label) }
}
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: DefaultButtonStyle.Configuration) -> some View { _shimView(configuration.label) }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View { _shimView(configuration.label) }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View { _shimView(configuration.label) }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }

@MainActor @preconcurrency
public protocol TextFieldStyle {
    associatedtype _Body: View
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<Self._Label>) -> Self._Body
    typealias _Label = _TextFieldStyleLabel
}
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<Self._Label>) -> some View { _shimView(configuration) }
}
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<Self._Label>) -> some View { _shimView(configuration) }
}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<Self._Label>) -> some View { _shimView(configuration) }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LabelStyleConfiguration {
    @MainActor @preconcurrency
    public struct Title: View { public typealias Body = Never; public var body: Never { fatalError() } }
    @MainActor @preconcurrency
    public struct Icon: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public var title: LabelStyleConfiguration.Title { fatalError() }
    public var icon: LabelStyleConfiguration.Icon { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> some View { _shimView(configuration.icon) }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: TitleOnlyLabelStyle.Configuration) -> some View { _shimView(configuration.title) }
}
@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: TitleAndIconLabelStyle.Configuration) -> some View { _shimView(configuration.title) }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

@available(iOS 15.0, macOS 10.15, watchOS 9.0, *)
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large
}

// MARK: - Shapes

public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}
extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    @inlinable public init() {}
    @inlinable public static var zero: EmptyAnimatableData { .init() }
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
    public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { true }
}

public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData { get { .zero } set {} }
}

@frozen
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular
    case continuous
}

@frozen
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill; self.isAntialiased = antialiased
    }
}

@frozen
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

@frozen
public struct Path: Equatable, Sendable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ callback: (inout Path) -> ()) {}
    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {}
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {}
    public mutating func addLines(_ lines: [CGPoint]) {}
    public mutating func closeSubpath() {}
    public var boundingRect: CGRect { fatalError() }
    public var isEmpty: Bool { fatalError() }
}
extension Path: Shape {
    public func path(in _: CGRect) -> Path { self }
}

/// Apple (Xcode 15+ SDK): `public protocol Shape : Sendable, Animatable, View`.
/// Its requirements are `nonisolated` (shapes are Sendable values used off the main actor).
public protocol Shape: Sendable, Animatable, View {
    nonisolated func path(in rect: CGRect) -> Path
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated static var role: ShapeRole { get }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}
extension Shape {
    nonisolated public static var role: ShapeRole { .fill }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
}
extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public enum ShapeRole: Hashable, Sendable {
    case fill, stroke, separator
}

@frozen
public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Shape {
    @inlinable nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle { _shimView(self) }
    @inlinable nonisolated public func fill(style: FillStyle = FillStyle()) -> some View { _shimView(self) }
    @inlinable nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle { _shimView(self) }
    @inlinable nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle { _shimView(self) }
    @inlinable nonisolated public func stroke(style: StrokeStyle) -> some Shape { self }
    @inlinable nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
    @inlinable nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
    /// iOS 17 adds `antialiased:` (returning `StrokeShapeView`, which can be layered with `.fill`).
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> some View where S: ShapeStyle { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool) -> some View where S: ShapeStyle { _shimView(self) }
}

public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> Self.InsetShape
}
extension InsettableShape {
    @inlinable nonisolated public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View where S: ShapeStyle { _shimView(self) }
    @inlinable nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View { _shimView(self) }
    @inlinable nonisolated public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S: ShapeStyle { _shimView(self) }
    @inlinable nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _shimView(self) }
}

// The built-in shapes state their Shape conformance in an extension: a conformance on the
// type declaration would infer @MainActor (Shape refines View) and make `Circle()` etc.
// main-actor-only, which Apple's shapes are not.
@frozen
public struct Rectangle {
    @inlinable public init() {}
}
extension Rectangle: Shape {
    public func path(in rect: CGRect) -> Path { fatalError() }
}
extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

@frozen
public struct RoundedRectangle {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    @inlinable public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
}
extension RoundedRectangle: Shape {
    public func path(in rect: CGRect) -> Path { fatalError() }
}
extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

@frozen
public struct Capsule {
    public var style: RoundedCornerStyle
    @inlinable public init(style: RoundedCornerStyle = .continuous) { self.style = style }
}
extension Capsule: Shape {
    public func path(in r: CGRect) -> Path { fatalError() }
}
extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> Capsule { self }
}

@frozen
public struct Circle {
    @inlinable public init() {}
}
extension Circle: Shape {
    public func path(in rect: CGRect) -> Path { fatalError() }
}
extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> Circle { self }
}

@frozen
public struct Ellipse {
    @inlinable public init() {}
}
extension Ellipse: Shape {
    public func path(in rect: CGRect) -> Path { fatalError() }
}
extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> Ellipse { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen
public struct ContainerRelativeShape {
    @inlinable public init() {}
}
extension ContainerRelativeShape: Shape {
    public func path(in rect: CGRect) -> Path { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ContainerRelativeShape: InsettableShape {
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
}

/// iOS 17.
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
@frozen
public struct UnevenRoundedRectangle: Shape {
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

/// iOS 17: the static shape members (`.rect(cornerRadius:)`, `.capsule`, `.circle`, ...).
extension Shape where Self == RoundedRectangle {
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): use RoundedRectangle(cornerRadius:)")
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { fatalError() }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): use RoundedRectangle(cornerSize:)")
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { fatalError() }
}
extension Shape where Self == Rectangle {
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): use Rectangle()")
    public static var rect: Rectangle { fatalError() }
}
extension Shape where Self == Capsule {
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): use Capsule()")
    public static var capsule: Capsule { fatalError() }
}
extension Shape where Self == Circle {
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): use Circle()")
    public static var circle: Circle { fatalError() }
}
extension Shape where Self == Ellipse {
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): use Ellipse()")
    public static var ellipse: Ellipse { fatalError() }
}

// MARK: - Accessibility

@frozen
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
}

public struct AccessibilityTraits: SetAlgebra, Sendable {
    public static let isButton = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits()
    public static let isLink = AccessibilityTraits()
    public static let isSearchField = AccessibilityTraits()
    public static let isImage = AccessibilityTraits()
    public static let playsSound = AccessibilityTraits()
    public static let isKeyboardKey = AccessibilityTraits()
    public static let isStaticText = AccessibilityTraits()
    public static let isSummaryElement = AccessibilityTraits()
    public static let updatesFrequently = AccessibilityTraits()
    public static let startsMediaSession = AccessibilityTraits()
    public static let allowsDirectInteraction = AccessibilityTraits()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let causesPageTurn = AccessibilityTraits()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let isModal = AccessibilityTraits()
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    public static let isToggle = AccessibilityTraits()
    public init() {}
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { (false, self) }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { true }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
    private init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

extension View {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) @_disfavoredOverload
    nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func accessibilityRepresentation<V>(@ViewBuilder representation: () -> V) -> some View where V: View { _shimView(self) }
}

// MARK: - View modifiers

extension View {
    // Layout
    @inlinable nonisolated public func padding(_ insets: EdgeInsets) -> some View { _shimView(self) }
    @inlinable nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _shimView(self) }
    @inlinable nonisolated public func padding(_ length: CGFloat) -> some View { _shimView(self) }
    @inlinable nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _shimView(self) }
    @inlinable nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { _shimView(self) }
    @available(*, deprecated, message: "Please pass one or more parameters.")
    @inlinable nonisolated public func frame() -> some View { _shimView(self) }
    @inlinable nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _shimView(self) }
    @inlinable nonisolated public func fixedSize() -> some View { _shimView(self) }
    @inlinable nonisolated public func layoutPriority(_ value: Double) -> some View { _shimView(self) }
    @inlinable nonisolated public func offset(_ offset: CGSize) -> some View { _shimView(self) }
    @inlinable nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _shimView(self) }
    @inlinable nonisolated public func position(_ position: CGPoint) -> some View { _shimView(self) }
    @inlinable nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { _shimView(self) }
    @inlinable nonisolated public func zIndex(_ value: Double) -> some View { _shimView(self) }
    @inlinable nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _shimView(self) }
    @inlinable nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { _shimView(self) }
    @inlinable nonisolated public func scaledToFit() -> some View { _shimView(self) }
    @inlinable nonisolated public func scaledToFill() -> some View { _shimView(self) }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @inlinable nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { _shimView(self) }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @inlinable nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V: View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func safeAreaInset<V>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V: View { _shimView(self) }

    // Text & fonts
    @inlinable nonisolated public func font(_ font: Font?) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { _shimView(self) }
    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func bold(_ isActive: Bool = true) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func italic(_ isActive: Bool = true) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func monospacedDigit() -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { _shimView(self) }
    @inlinable nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _shimView(self) }
    @inlinable nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _shimView(self) }
    @inlinable nonisolated public func lineLimit(_ number: Int?) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { _shimView(self) }
    @inlinable nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { _shimView(self) }
    @inlinable nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { _shimView(self) }
    @inlinable nonisolated public func allowsTightening(_ flag: Bool) -> some View { _shimView(self) }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @inlinable nonisolated public func textCase(_ textCase: Text.Case?) -> some View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression, T.Bound == DynamicTypeSize { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func textScale(_ scale: _ShimTextScale, isEnabled: Bool = true) -> some View { _shimView(self) }

    // Color & style
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @inlinable nonisolated public func foregroundColor(_ color: Color?) -> some View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable @_disfavoredOverload nonisolated public func tint(_ tint: Color?) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @inlinable nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { _shimView(self) }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    @inlinable nonisolated public func accentColor(_ accentColor: Color?) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @inlinable nonisolated public func backgroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _shimView(self) }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @inlinable @_disfavoredOverload nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: Shape { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { _shimView(self) }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @inlinable @_disfavoredOverload nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { _shimView(self) }

    @inlinable nonisolated public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle { _shimView(self) }
    @inlinable nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { _shimView(self) }
    @inlinable nonisolated public func clipped(antialiased: Bool = false) -> some View { _shimView(self) }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @inlinable nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _shimView(self) }
    @inlinable nonisolated public func mask<Mask>(_ mask: Mask) -> some View where Mask: View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask: View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func containerShape<T>(_ shape: T) -> some View where T: InsettableShape { _shimView(self) }

    // Effects
    @inlinable nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _shimView(self) }
    @inlinable nonisolated public func opacity(_ opacity: Double) -> some View { _shimView(self) }
    @inlinable nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _shimView(self) }
    @inlinable nonisolated public func brightness(_ amount: Double) -> some View { _shimView(self) }
    @inlinable nonisolated public func contrast(_ amount: Double) -> some View { _shimView(self) }
    @inlinable nonisolated public func saturation(_ amount: Double) -> some View { _shimView(self) }
    @inlinable nonisolated public func grayscale(_ amount: Double) -> some View { _shimView(self) }
    @inlinable nonisolated public func hueRotation(_ angle: Angle) -> some View { _shimView(self) }
    @inlinable nonisolated public func colorMultiply(_ color: Color) -> some View { _shimView(self) }
    @inlinable nonisolated public func compositingGroup() -> some View { _shimView(self) }
    @inlinable nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { _shimView(self) }
    @inlinable nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { _shimView(self) }
    @inlinable nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _shimView(self) }
    @inlinable nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { _shimView(self) }
    @inlinable nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _shimView(self) }
    @inlinable nonisolated public func hidden() -> some View { _shimView(self) }
    @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View { _shimView(self) }
    @inlinable nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _shimView(self) }
    @inlinable nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { _shimView(self) }
    @inlinable nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { _shimView(self) }
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @inlinable nonisolated public func animation(_ animation: Animation?) -> some View { _shimView(self) }
    @inlinable nonisolated public func transition(_ t: AnyTransition) -> some View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { _shimView(self) }

    // Identity, environment
    @inlinable nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { _shimView(self) }
    @inlinable nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable { _shimView(self) }
    @inlinable nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _shimView(self) }
    @inlinable nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View { _shimView(self) }
    @inlinable nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _shimView(self) }

    // Styles
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { _shimView(self) }
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { _shimView(self) }
    nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle { _shimView(self) }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { _shimView(self) }

    // Focus & input
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 8.0, *)
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _shimView(self) }
    @available(iOS 15.0, *) @available(macOS, unavailable)
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { _shimView(self) }

    // Events
    @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _shimView(self) }
    @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _shimView(self) }
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _shimView(self) }
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View { _shimView(self) }
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @inlinable nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable { _shimView(self) }
    /// iOS 17: the two- and zero-parameter `onChange(of:initial:_:)`.
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): use onChange(of:perform:)")
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): use onChange(of:perform:)")
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { _shimView(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View where T: Equatable { _shimView(self) }

    // Navigation & presentation (subset)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View { _shimView(self) }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _shimView(self) }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { _shimView(self) }
    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { _shimView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { _shimView(self) }

    // Previews (PreviewProvider era)
    @inlinable nonisolated public func previewDisplayName(_ value: String?) -> some View { _shimView(self) }
    @inlinable nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { _shimView(self) }

    // ---- iOS 17+ (unavailable for an iOS 16 target) ----
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func sensoryFeedback<T>(_ feedback: _ShimSensoryFeedback, trigger: T) -> some View where T: Equatable { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: _ShimContentMarginPlacement = .automatic) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func contentMargins(_ length: CGFloat, for placement: _ShimContentMarginPlacement = .automatic) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func geometryGroup() -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View { _shimView(self) }
    @available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: _ShimFocusInteractions) -> some View { _shimView(self) }
}

@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
public struct _ShimSensoryFeedback: Sendable {
    public static let success = _ShimSensoryFeedback()
    public static let warning = _ShimSensoryFeedback()
    public static let error = _ShimSensoryFeedback()
    public static let selection = _ShimSensoryFeedback()
    public static let increase = _ShimSensoryFeedback()
    public static let decrease = _ShimSensoryFeedback()
    public static let start = _ShimSensoryFeedback()
    public static let stop = _ShimSensoryFeedback()
    public static let alignment = _ShimSensoryFeedback()
    public static let levelChange = _ShimSensoryFeedback()
    public static let impact = _ShimSensoryFeedback()
}
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
public struct _ShimContentMarginPlacement: Sendable {
    public static let automatic = _ShimContentMarginPlacement()
    public static let scrollContent = _ShimContentMarginPlacement()
    public static let scrollIndicators = _ShimContentMarginPlacement()
}
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16)")
public struct _ShimFocusInteractions: Sendable {
    public static let activate = _ShimFocusInteractions()
    public static let edit = _ShimFocusInteractions()
    public static let automatic = _ShimFocusInteractions()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all = SafeAreaRegions(rawValue: 3)
}

public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitLabel: Sendable {
    public static var done: SubmitLabel { fatalError() }
    public static var go: SubmitLabel { fatalError() }
    public static var send: SubmitLabel { fatalError() }
    public static var join: SubmitLabel { fatalError() }
    public static var route: SubmitLabel { fatalError() }
    public static var search: SubmitLabel { fatalError() }
    public static var `return`: SubmitLabel { fatalError() }
    public static var next: SubmitLabel { fatalError() }
    public static var `continue`: SubmitLabel { fatalError() }
}

@available(iOS 15.0, *) @available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
    public static var never: TextInputAutocapitalization { fatalError() }
    public static var words: TextInputAutocapitalization { fatalError() }
    public static var sentences: TextInputAutocapitalization { fatalError() }
    public static var characters: TextInputAutocapitalization { fatalError() }
}

// MARK: - PreviewProvider (pre-#Preview previews)

@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

// MARK: - #Preview

// Apple declares the SwiftUI preview initializers on DeveloperToolsSupport.Preview in the
// SwiftUI module (precise identifier `s:21DeveloperToolsSupport7PreviewV7SwiftUIE_6traits4body...`):
//   @MainActor init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
//                   body: @escaping @MainActor () -> any View)
// No result builder here: the macro expansion wraps the body in a local @ViewBuilder function.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension DeveloperToolsSupport.Preview {
    @MainActor
    public init(_ name: String? = nil, traits: DeveloperToolsSupport.PreviewTrait<DeveloperToolsSupport.Preview.ViewTraits>..., body: @escaping @MainActor () -> any View) {
        self.init(_shimName: name)
    }
}

/// `#Preview { ... }` / `#Preview("Name") { ... }`. Availability iOS 13+ per Apple's docs, so
/// it is fine in an iOS 16 package (the expansion is itself `@available(iOS 17.0, *)`).
/// Body builder: `@ViewBuilder` (Xcode 16; Xcode 26 spells it `@ContentBuilder`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// `#Preview(traits: ...)`: Apple marks these overloads `@available(iOS 17.0, ...)`
/// (`PreviewTrait` is iOS 17), so an iOS 16 deployment target cannot use them.
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): #Preview with traits")
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: DeveloperToolsSupport.PreviewTrait<DeveloperToolsSupport.Preview.ViewTraits>, _ additionalTraits: DeveloperToolsSupport.PreviewTrait<DeveloperToolsSupport.Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// `@Previewable` (Xcode 16, iOS 17+).
@available(*, unavailable, message: "iOS 17.0+ (dsys targets iOS 16): use a private wrapper view owning the @State")
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewsMacros", type: "PreviewableMacro")
