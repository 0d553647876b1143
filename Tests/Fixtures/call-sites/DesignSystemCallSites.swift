// App code written against the package of Examples/full, type-checked with it (TypecheckTests): what a team
// writes must compile as it would with SwiftUI's own controls.

import SwiftUI

struct SignInForm: View {
    let userName: String
    @State private var email = ""
    @State private var isSubmitting = false

    var body: some View {
        VStack(alignment: .leading, spacing: DSSpacingFixed.md) {
            // Literals are localization keys (String Catalogs extract them); interpolations too.
            DSHeading("Welcome back", level: .h2)
            DSText("Signed in as \(userName)", variant: .muted, size: .sm)
            // A String variable is shown as it is, like Text(verbatim:).
            Group {
                DSText(userName)
                DSHeading(userName, level: .h4)
            }
            DSInput("Email address", text: $email)
            DSInput(userName, text: $email, isError: true)
            DSBadge(LocalizedStringKey("badge.new"), variant: .success)
            DSBadge(userName[...])
            DSButton("Sign in") { isSubmitting = true }
                .disabled(email.isEmpty)
            DSButton(userName, variant: .secondary, size: .sm) {}
            Text("Terms apply")
                .dsFont(.caption)
                .foregroundStyle(.dsTextMuted)
        }
        .padding(DSSpacingFixed.lg)
        .background(.dsSurfaceDefault)
        .overlay {
            RoundedRectangle(cornerRadius: DSRadius.md)
                .strokeBorder(.dsBorderDefault, lineWidth: 1)
        }
        .tint(.dsActionPrimary)
    }
}

struct PaletteSwatch: View {
    var body: some View {
        Rectangle()
            .fill(DSPrimitives.dsPaletteBlue500)
            .frame(width: DSSpacingFixed.xl, height: DSSpacingFixed.xl)
            .dsShadow(.sm)
    }
}
