import Tokens

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// `Tests/DesignSystemTokenTests/`: XCTest cases that hold the package's values to the document, the contract
/// between the design spec and the code. The expected values are the document's, written out here; the actual values
/// are read from the package as its views use them. The checks of the plain values (`ColorValue`, `SpacingToken` …)
/// build and run without SwiftUI; those of SwiftUI values (a `Color` resolved in both appearances, font weights)
/// are compiled where SwiftUI is.
enum TokenTestFiles {
    static let folder = "Tests/DesignSystemTokenTests"

    static func files(_ context: TokensContext) -> [GeneratedFile] {
        [
            assertions(context), colors(context), typography(context),
            spacing(context), shapes(context), shadows(context),
        ] + [gradients(context)].compactMap { $0 }
    }

    /// A string from the document as a Swift literal.
    private static func quoted(_ text: String) -> String {
        SwiftSource.stringLiteral(text)
    }

    /// The package's module, which the tests import.
    private static func module(_ context: TokensContext) -> String {
        TokensProfile().moduleName(of: context.designSystem)
    }

    private static func testFile(_ context: TokensContext, _ name: String, _ body: String) -> GeneratedFile {
        swiftFile("\(folder)/\(name).swift", imports: [module(context), "XCTest"], body)
    }

    /// Test methods: one with the current tokens' assertions, and one marked deprecated for the deprecated tokens'
    /// (a deprecated symbol used outside a deprecated declaration is a warning).
    private static func methods(
        _ name: String, current: [String], deprecated: [String], attributes: String = ""
    ) -> String {
        var text = ""
        if !current.isEmpty {
            text += "\n\(attributes)    func test\(name)() {\n" + current.map { "        \($0)\n" }.joined() + "    }\n"
        }
        if !deprecated.isEmpty {
            text +=
                "\n    @available(*, deprecated, message: \"checks the spec's deprecated tokens\")\n\(attributes)"
                + "    func testDeprecated\(name)() {\n" + deprecated.map { "        \($0)\n" }.joined() + "    }\n"
        }
        return text
    }

    /// The assertion of a color's high-contrast values, for a package whose colors have them.
    private static let highContrastAssertion = """

        /// Asserts a color's 8-bit sRGB channels with increased contrast, in light and dark appearance.
        func assertHighContrastColor(
            _ value: ColorValue, light: String, dark: String, _ token: String,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            XCTAssertEqual(
                value.lightHighContrast.hex, light, "\\(token), light appearance, high contrast", file: file, line: line)
            XCTAssertEqual(
                value.darkHighContrast.hex, dark, "\\(token), dark appearance, high contrast", file: file, line: line)
        }

        """

    /// The assertions the tests share; those of high-contrast values when the package's colors have some.
    static func assertions(_ context: TokensContext) -> GeneratedFile {
        let highContrast = context.designSystem.hasHighContrastColors
        return swiftFile(
            "\(folder)/TokenAssertions.swift", imports: [module(context), "Foundation", "XCTest"],
            """
            #if canImport(SwiftUI)
            import SwiftUI
            #endif
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif

            // The expected values of the token tests are the spec's (the design-system document dsys generated the
            // package from); the actual values are read from the package, as its views use them.

            /// Asserts a color's 8-bit sRGB channels in light and dark appearance (`#RRGGBB`, or `#RRGGBBAA`).
            func assertColor(
                _ value: ColorValue, light: String, dark: String, _ token: String,
                file: StaticString = #filePath, line: UInt = #line
            ) {
                XCTAssertEqual(value.light.hex, light, "\\(token), light appearance", file: file, line: line)
                XCTAssertEqual(value.dark.hex, dark, "\\(token), dark appearance", file: file, line: line)
            }
            \(highContrast ? highContrastAssertion : "")
            /// Asserts a number of points (or another measure) to a ten-thousandth.
            func assertValue(
                _ value: CGFloat?, _ expected: CGFloat?, _ what: String, file: StaticString = #filePath, line: UInt = #line
            ) {
                guard let value, let expected else {
                    XCTAssertEqual(value, expected, what, file: file, line: line)
                    return
                }
                XCTAssertEqual(value, expected, accuracy: 0.0001, what, file: file, line: line)
            }

            /// Asserts one layer of a shadow.
            func assertShadowLayer(
                _ layer: ShadowToken.Layer, light: String, dark: String, opacity: Double, blur: CGFloat, x: CGFloat,
                y: CGFloat, _ what: String, file: StaticString = #filePath, line: UInt = #line
            ) {
                assertColor(layer.color, light: light, dark: dark, "\\(what) color", file: file, line: line)
                assertValue(layer.opacity, opacity, "\\(what) opacity", file: file, line: line)
                assertValue(layer.blur, blur, "\\(what) blur", file: file, line: line)
                assertValue(layer.radius, blur / 2, "\\(what) radius", file: file, line: line)
                assertValue(layer.x, x, "\\(what) x", file: file, line: line)
                assertValue(layer.y, y, "\\(what) y", file: file, line: line)
            }

            /// Asserts a point in unit coordinates.
            func assertPoint(
                _ point: GradientValue.Point, x: Double, y: Double, _ what: String,
                file: StaticString = #filePath, line: UInt = #line
            ) {
                assertValue(point.x, x, "\\(what) x", file: file, line: line)
                assertValue(point.y, y, "\\(what) y", file: file, line: line)
            }

            #if canImport(SwiftUI)
            /// Asserts a SwiftUI color as the system resolves it in light and dark appearance: the value the views draw.
            @MainActor
            func assertResolvedColor(
                _ color: Color, light: String, dark: String, _ token: String,
                file: StaticString = #filePath, line: UInt = #line
            ) {
                XCTAssertEqual(resolvedHex(color, dark: false), light, "\\(token), light appearance", file: file, line: line)
                XCTAssertEqual(resolvedHex(color, dark: true), dark, "\\(token), dark appearance", file: file, line: line)
            }

            /// The color in sRGB as `#RRGGBB[AA]`: through `UIColor` on iOS, `NSColor` on macOS; `nil` elsewhere.
            @MainActor
            private func resolvedHex(_ color: Color, dark: Bool) -> String? {
                #if canImport(UIKit)
                let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
                var red: CGFloat = 0
                var green: CGFloat = 0
                var blue: CGFloat = 0
                var alpha: CGFloat = 0
                guard UIColor(color).resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                else { return nil }
                return hex([red, green, blue, alpha])
                #elseif canImport(AppKit)
                guard let appearance = NSAppearance(named: dark ? .darkAqua : .aqua) else { return nil }
                var result: String?
                appearance.performAsCurrentDrawingAppearance {
                    if let srgb = NSColor(color).usingColorSpace(.sRGB) {
                        result = hex([srgb.redComponent, srgb.greenComponent, srgb.blueComponent, srgb.alphaComponent])
                    }
                }
                return result
                #else
                return nil
                #endif
            }

            /// `#RRGGBB`, or `#RRGGBBAA` when translucent, of sRGB components from 0 to 1.
            private func hex(_ components: [CGFloat]) -> String {
                let bytes = components.map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }
                let shown = bytes[3] == 255 ? Array(bytes.prefix(3)) : bytes
                return "#" + shown.map { String(format: "%02X", $0) }.joined()
            }
            #endif

            """)
    }

    static func colors(_ context: TokensContext) -> GeneratedFile {
        var values = ""
        var resolved = ""
        for namespace in context.colors.children {
            var lines: [String] = []
            var current: [String] = []
            var deprecated: [String] = []
            for inner in namespace.all {
                for (token, name) in inner.members {
                    let expected =
                        "light: \(quoted(token.resolved.light.hex)), dark: \(quoted(token.resolved.dark.hex)), "
                        + quoted("color.\(token.path)")
                    lines.append("assertColor(\(inner.qualified("ColorValue")).\(name), \(expected))")
                    if let highContrast = token.distinctHighContrastColors {
                        lines.append(
                            "assertHighContrastColor(\(inner.qualified("ColorValue")).\(name), light: "
                                + "\(quoted(highContrast.light.hex)), dark: \(quoted(highContrast.dark.hex)), "
                                + "\(quoted("color.\(token.path)")))")
                    }
                    let line = "assertResolvedColor(\(inner.qualified("ColorToken")).\(name), \(expected))"
                    if token.metadata.deprecation == nil { current.append(line) } else { deprecated.append(line) }
                }
            }
            values += methods("\(namespace.name)Values", current: lines, deprecated: [])
            resolved += methods(
                "\(namespace.name)ColorsResolveToTheSpec", current: current, deprecated: deprecated,
                attributes: "    @MainActor\n")
        }
        return testFile(
            context, "ColorTokenTests",
            """
            /// Every color token of the spec: the 8-bit values its `ColorValue` holds in both appearances, and where
            /// SwiftUI is, its `ColorToken` as the system resolves it in each.
            final class ColorTokenTests: XCTestCase {\(values)
            #if canImport(SwiftUI)\(resolved)
            #endif
            }

            """)
    }

    static func typography(_ context: TokensContext) -> GeneratedFile {
        let styles = context.designSystem.typography
        var metrics = ""
        var weights: [String] = []
        for style in styles {
            let symbol = "TypographyToken.\(style.identifier)"
            let name = "typography.\(style.name)"
            let lineHeight = TypographyTokenFile.lineHeight(style).map(TokensSource.points) ?? "nil"
            metrics += methods(
                "Preset" + Naming.unescaped(style.identifier).capitalizedFirst,
                current: [
                    "assertValue(\(symbol).size, \(TokensSource.points(style.size)), \(quoted("\(name) size")))",
                    "assertValue(\(symbol).lineHeight, \(lineHeight), \(quoted("\(name) line height")))",
                    "assertValue(\(symbol).lineSpacing, \(TokensSource.points(TypographyTokenFile.lineSpacing(style))), "
                        + "\(quoted("\(name) line spacing")))",
                    "assertValue(\(symbol).tracking, \(TokensSource.points(style.letterSpacing ?? 0)), "
                        + "\(quoted("\(name) tracking")))",
                ], deprecated: [])
            weights.append(
                "XCTAssertEqual(\(symbol).weight, .\((style.weight ?? .regular).rawValue), \(quoted("\(name) weight")))"
            )
            weights.append(
                "XCTAssertEqual(\(symbol).textStyle, .\(style.relativeTo.rawValue), \(quoted("\(name) text style")))")
        }
        let cases = styles.map { ".\($0.identifier)" }.joined(separator: ", ")
        return testFile(
            context, "TypographyTokenTests",
            """
            /// Every type preset of the spec: size, line height, line spacing and tracking, and where SwiftUI is, weight
            /// and Dynamic Type text style.
            final class TypographyTokenTests: XCTestCase {
                func testThePresetsAreTheSpecs() {
                    XCTAssertEqual(TypographyToken.allCases, [\(cases)])
                }
            \(metrics)
            #if canImport(SwiftUI)\(methods("WeightsAndTextStyles", current: weights, deprecated: []))
            #endif
            }

            """)
    }

    /// Assertions of sizes: current and deprecated.
    private static func sizeAssertions(
        _ tokens: [SizeToken], _ container: String, key: (SizeToken) -> String
    ) -> (
        current: [String], deprecated: [String]
    ) {
        var current: [String] = []
        var deprecated: [String] = []
        for token in tokens {
            let line =
                "assertValue(\(container).\(token.identifier), \(TokensSource.points(token.value)), \(quoted(key(token))))"
            if token.metadata.deprecation == nil { current.append(line) } else { deprecated.append(line) }
        }
        return (current, deprecated)
    }

    static func spacing(_ context: TokensContext) -> GeneratedFile {
        let spacing = sizeAssertions(context.designSystem.spacing, "SpacingToken") { "spacing.\($0.name)" }
        return testFile(
            context, "SpacingTokenTests",
            """
            /// Every step of the spec's spacing scale, in points.
            final class SpacingTokenTests: XCTestCase {\(methods("Spacing", current: spacing.current, deprecated: spacing.deprecated))}

            """)
    }

    static func shapes(_ context: TokensContext) -> GeneratedFile {
        let radii = sizeAssertions(context.designSystem.radii, "ShapeToken.CornerRadius") { "radius.\($0.name)" }
        let widths = sizeAssertions(ShapeTokenFile.borderWidths(context), "ShapeToken.BorderWidth") {
            "other.\($0.name)"
        }
        return testFile(
            context, "ShapeTokenTests",
            """
            /// Every corner radius and border width of the spec, in points.
            final class ShapeTokenTests: XCTestCase {\(methods("CornerRadii", current: radii.current, deprecated: radii.deprecated))\(methods("BorderWidths", current: widths.current, deprecated: widths.deprecated))}

            """)
    }

    static func shadows(_ context: TokensContext) -> GeneratedFile {
        var body = ""
        for shadow in context.shadows {
            let name = "shadow.\(shadow.name)"
            var lines = [
                "let layers = ShadowToken.\(shadow.identifier).layers",
                "XCTAssertEqual(layers.count, \(shadow.layers.count), \(quoted("\(name) layers")))",
                "guard layers.count == \(shadow.layers.count) else { return }",
            ]
            for (index, layer) in shadow.layers.enumerated() {
                let what = shadow.layers.count == 1 ? name : "\(name) layer \(index + 1)"
                lines.append(
                    "assertShadowLayer(layers[\(index)], light: \(quoted(layer.color.light.hex)), "
                        + "dark: \(quoted(layer.color.dark.hex)), opacity: \(SwiftSource.number(layer.opacity)), "
                        + "blur: \(TokensSource.points(layer.blur)), x: \(TokensSource.points(layer.x)), "
                        + "y: \(TokensSource.points(layer.y)), \(quoted(what)))")
            }
            body += methods(
                "Shadow" + Naming.unescaped(shadow.identifier).capitalizedFirst, current: lines, deprecated: [])
        }
        let cases = context.shadows.map { ".\($0.identifier)" }.joined(separator: ", ")
        return testFile(
            context, "ShadowTokenTests",
            """
            /// Every shadow of the spec, glows included: each layer's color in both appearances, opacity, blur (and the
            /// radius SwiftUI draws it with, half of it) and offset.
            final class ShadowTokenTests: XCTestCase {
                func testTheShadowsAreTheSpecs() {
                    XCTAssertEqual(ShadowToken.allCases, [\(cases)])
                }
            \(body)}

            """)
    }

    /// Where CSS's gradient line for `angle` starts and ends in a unit square.
    static func points(angle: Double) -> (start: (x: Double, y: Double), end: (x: Double, y: Double)) {
        let radians = angle * .pi / 180
        let (dx, dy) = (sin(radians), -cos(radians))
        let half = (abs(dx) + abs(dy)) / 2
        return ((0.5 - dx * half, 0.5 - dy * half), (0.5 + dx * half, 0.5 + dy * half))
    }

    /// `nil` when the document has no gradients: there is nothing to check.
    static func gradients(_ context: TokensContext) -> GeneratedFile? {
        guard !context.gradients.isEmpty else { return nil }
        var body = ""
        for gradient in context.gradients {
            let name = "other.\(gradient.token.path)"
            let (start, end) = points(angle: gradient.angle)
            var lines = [
                "let gradient = GradientValue.\(gradient.name)",
                "assertValue(gradient.angle, \(SwiftSource.number(gradient.angle)), \(quoted("\(name) angle")))",
                "assertPoint(gradient.startPoint, x: \(TokensSource.points(start.x)), y: \(TokensSource.points(start.y)), "
                    + "\(quoted("\(name) start point")))",
                "assertPoint(gradient.endPoint, x: \(TokensSource.points(end.x)), y: \(TokensSource.points(end.y)), "
                    + "\(quoted("\(name) end point")))",
                "XCTAssertEqual(gradient.stops.count, \(gradient.stops.count), \(quoted("\(name) stops")))",
                "guard gradient.stops.count == \(gradient.stops.count) else { return }",
            ]
            for (index, stop) in gradient.stops.enumerated() {
                let what = "\(name) stop \(index + 1)"
                lines.append(
                    "assertColor(gradient.stops[\(index)].color, light: \(quoted(stop.color.light.hex)), "
                        + "dark: \(quoted(stop.color.dark.hex)), \(quoted("\(what) color")))")
                lines.append(
                    "assertValue(gradient.stops[\(index)].location, \(SwiftSource.number(stop.location)), "
                        + "\(quoted("\(what) location")))")
            }
            body += methods(
                "Gradient" + gradient.name.capitalizedFirst, current: lines,
                deprecated: [])
        }
        return testFile(
            context, "GradientTokenTests",
            """
            /// Every gradient of the spec: its angle, the start and end points that angle comes to, and its stops.
            final class GradientTokenTests: XCTestCase {\(body)}

            """)
    }
}
