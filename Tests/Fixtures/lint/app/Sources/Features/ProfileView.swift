import SwiftUI

/// A profile screen written before the design system: every kind of finding once.
struct ProfileView: View {
    var name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Grüße, \(name)")  // a non-ASCII line: SARIF counts code points, text bytes
                .font(.title2)
                .foregroundStyle(.white)
                .padding(.horizontal, 16)
            Text("Member since 2021")
                .font(.system(size: 13, weight: .semibold))
                .foregroundStyle(.white.opacity(0.8))
            Button("Edit") {}
                .padding(12)
                .background(Color(hex: "#3B82F6"), in: RoundedRectangle(cornerRadius: 8))
                .tint(Color(red: 0.23, green: 0.51, blue: 0.96))
        }
        .padding(20)
        .background(Color(hex: "\u{1B}[31mred"))
        .clipShape(RoundedRectangle(cornerRadius: 12))  // dsys-lint:ignore radius-literal -- the card's shape
    }
}

#Preview {
    ProfileView(name: "Ada").padding(24).background(.black)
}
