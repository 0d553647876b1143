import Foundation
import Generator
import TestSupport
import Tokens
import XCTest

/// App code that writes every expression `dsysctl lint` suggests for `designSystem` in `profile`
/// (``Generator/tokenReferences(of:profile:)``) where a value of its kind is expected, to be type-checked with the
/// package: the suggestions compile, as written, in every profile. Deprecated tokens are left out, as lint never
/// suggests them (and their symbols warn).
func lintReferenceCallSites(
    of designSystem: DesignSystem, profile: OutputProfile, in test: XCTestCase
) throws -> URL {
    let all = Generator.tokenReferences(of: designSystem, profile: profile)
    let metadata = designSystem.metadata(of: Set(all.map(\.token)))
    let references = all.filter { metadata[$0.token]?.deprecation == nil }
    XCTAssertEqual(Set(references.map(\.kind)), Set(TokenReference.Kind.allCases), "\(profile)")
    var text = "import SwiftUI\n\n/// Every suggestion of `dsysctl lint`, used where a value of its kind goes.\n"
    text += "struct LintSuggestions: View {\n"
    if let needs = references.first?.needs { text += "    \(needs)\n" }
    for (index, reference) in references.enumerated() {
        let view: String
        switch reference.kind {
        case .color: view = "Text(\"\").foregroundStyle(\(reference.expression))"
        case .font: view = "Text(\"\").font(\(reference.expression))"
        case .spacing: view = "VStack(spacing: \(reference.expression)) { Text(\"\") }.padding(\(reference.expression))"
        case .radius: view = "Text(\"\").clipShape(RoundedRectangle(cornerRadius: \(reference.expression)))"
        }
        text += "    private var suggestion\(index): some View { \(view) }\n"
    }
    text += "    var body: some View { EmptyView() }\n}\n"
    let url = try TestSupport.temporaryDirectory(test, "lint-suggestions").appendingPathComponent(
        "LintSuggestions.swift")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}
