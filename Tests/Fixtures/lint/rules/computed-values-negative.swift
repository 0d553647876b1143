import SwiftUI

// Values the code computes are not hard-coded: a font picker shows each design, a theme passes its colors, a
// layout scales a token.
struct FontPicker: View {
    @Binding var selection: Font.Design
    let designs: [Font.Design] = [.default, .rounded, .serif, .monospaced]
    var familyName: String
    var weight: Font.Weight
    var accent: Color
    var inset: CGFloat
    var isOwn: Bool

    var body: some View {
        VStack(spacing: DSSpacingFixed.sm * 2) {
            ForEach(designs, id: \.self) {
                Text("Aa").font(.system(.body, design: $0))
                Text("Aa").font(.system(size: 17, weight: weight))
                Text("Aa").font(.custom(familyName, size: 17))
                Text("Aa").font(.system(.title, design: selection))
            }
            Text("Sample")
                .foregroundStyle(isOwn ? accent : Color.dsTextPrimary)
                .padding(.leading, isOwn ? inset : 0)
                .padding(-inset)
                .padding(inset * 2)
                .cornerRadius(isOwn ? DSRadius.md : 0)
                .background(accent.gradient)
                .frame(width: 16 * 2, height: 44)
        }
    }
}
