import SwiftUI

// Corners one by one: UnevenRoundedRectangle, .rect with corners, RectangleCornerRadii.
struct SheetHeader: View {
    var body: some View {
        VStack {
            UnevenRoundedRectangle(
                topLeadingRadius: 12,  // expect: radius-literal
                bottomLeadingRadius: 0,
                bottomTrailingRadius: 0,
                topTrailingRadius: 12  // expect: radius-literal
            )
            Text("Title")
                .clipShape(.rect(topLeadingRadius: 8, topTrailingRadius: 8))  // expect: radius-literal, radius-literal
            UnevenRoundedRectangle(
                cornerRadii: .init(
                    topLeading: 16, bottomLeading: 4,  // expect: radius-literal, radius-literal
                    bottomTrailing: 4, topTrailing: 16))  // expect: radius-literal, radius-literal
            Text("Badge").clipShape(.rect(cornerRadius: 4))  // expect: radius-literal
        }
    }
}
