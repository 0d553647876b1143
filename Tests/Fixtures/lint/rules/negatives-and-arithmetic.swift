import SwiftUI

// Negative values pull a view over its neighbour; arithmetic of numbers is a number all the same.
struct OverlappingAvatars: View {
    var body: some View {
        HStack(spacing: -8) {  // expect: spacing-literal
            Circle().frame(width: 32, height: 32)
            Circle().frame(width: 32, height: 32)
        }
        .padding(.bottom, -20)  // expect: spacing-literal
        .padding(8 * 2)  // expect: spacing-literal
        .padding(.horizontal, 4 + 4)  // expect: spacing-literal
        .padding(.top, CGFloat(12))  // expect: spacing-literal
        .cornerRadius(24 / 2)  // expect: radius-literal
    }
}
