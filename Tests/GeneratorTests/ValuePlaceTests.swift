import TestSupport
import Tokens
import XCTest

@testable import Generator

/// Every value symbol says where its value lives (``ValuePlace``), set by the file builder that makes it, so that a
/// profile's `valueExpression` reads its own enum of containers and no profile parses a symbol's spelling.
final class ValuePlaceTests: XCTestCase {
    func testEverySymbolOfEveryProfileIsMadeWithThePlaceItsNameSpells() throws {
        for profile in OutputProfile.allCases {
            let document = try loadExample(profile == .dsys ? "full" : "profiles/\(profile.rawValue)")
            let symbols = Generator.publicSymbols(of: document, profile: profile)
            XCTAssertGreaterThan(symbols.count, 10, profile.rawValue)
            for symbol in symbols {
                let place = try XCTUnwrap(symbol.place, "\(profile.rawValue): \(symbol.name) has no place")
                XCTAssertEqual(place.symbolName, symbol.name, profile.rawValue)
                XCTAssertTrue(symbol.name.hasSuffix(place.member) || place.isCall, symbol.name)
            }
        }
    }

    func testAPlaceSpellsItsSymbolAndASymbolIsItsNameAndToken() {
        let font = PublicSymbol(DSysContainer.font, "body", call: true, token: "typography.body")
        XCTAssertEqual(font.name, "DSFont.body()")
        XCTAssertEqual(
            PublicSymbol(TokensContainer.colorToken(namespace: ["Palette", "Blue"]), "b500", token: "color.x").name,
            "ColorToken.Palette.Blue.b500")
        XCTAssertEqual(
            PublicSymbol(ThemeContainer.scale(.cornerRadius), "md", token: "radius.md").name, "DSCornerRadius.md")
        XCTAssertEqual(
            PublicSymbol(AppThemeContainer.colors, "textPrimary", token: "color.x").name, "AppTheme.Colors.textPrimary")
        XCTAssertEqual(
            PublicSymbol(CatalogContainer.colors(namespace: "Brand"), "primary", token: "c").name, "Color.Brand.primary"
        )
        // A symbol read back by its name alone (no place) is the same symbol: the diff compares names and tokens.
        XCTAssertEqual(font, PublicSymbol(name: "DSFont.body()", tokenKey: "typography.body"))
        XCTAssertEqual(Set([font, PublicSymbol(name: "DSFont.body()", tokenKey: "typography.body")]).count, 1)
        XCTAssertNotEqual(font, PublicSymbol(name: "DSFont.body()", tokenKey: "typography.title"))
    }

    /// Each profile says how app code spells a value from the container it is in: only values a view passes as they
    /// are, each as the profile's package lets a view write it.
    func testEachProfileSpellsItsValuesFromTheirContainers() {
        func expression<P: Profile>(
            _ profile: P, _ container: P.Container, _ member: String, _ kind: TokenReference.Kind
        )
            -> String?
        {
            let symbol = PublicSymbol(container, member, token: "spacing.md")
            return profile.valueExpression(
                of: DeclaredValue(container: container, member: member, symbol: symbol.name), kind: kind)
        }
        XCTAssertEqual(expression(DSysProfile(), .spacingFixed, "md", .spacing), "DSSpacingFixed.md")
        XCTAssertNil(expression(DSysProfile(), .spacing, "md", .spacing), "scaled spacing needs an instance")
        XCTAssertNil(expression(DSysProfile(), .primitives, "blue500", .color), "primitives stay out of views")
        XCTAssertEqual(expression(ThemeProfile(), .scale(.spacing), "md", .spacing), "theme.spacing.md")
        XCTAssertEqual(expression(ThemeProfile(), .scale(.cornerRadius), "md", .radius), "theme.cornerRadius.md")
        XCTAssertEqual(
            expression(ThemeProfile(), .scale(.typography), "body", .font), "theme.typography.font(for: .body)")
        XCTAssertEqual(expression(ThemeProfile(), .palette, "accent", .color), "theme.colors.accent")
        XCTAssertEqual(expression(TokensProfile(), .typography, "body", .font), "TypographyToken.body.font")
        XCTAssertNil(expression(TokensProfile(), .colorValue(namespace: ["Action"]), "primary", .color))
        XCTAssertEqual(
            expression(TokensProfile(), .colorToken(namespace: ["Action"]), "primary", .color),
            "ColorToken.Action.primary")
        XCTAssertEqual(expression(CatalogProfile(), .typography, "body", .font), "DSTypography.body.font")
        XCTAssertEqual(expression(AppThemeProfile(), .spacing, "md", .spacing), "AppTheme.Spacing.md")
    }
}
