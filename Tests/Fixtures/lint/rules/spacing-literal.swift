import SwiftUI

struct SpacingLiterals: View {
    var body: some View {
        VStack(spacing: 10) {  // expect: spacing-literal
            Text("a").padding(20)  // expect: spacing-literal
            Text("b").padding(.horizontal, 12)  // expect: spacing-literal
            Text("c").padding(
                EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)  // expect: spacing-literal, spacing-literal
            )
            HStack(alignment: .top, spacing: 16) {}  // expect: spacing-literal
            LazyVGrid(
                columns: [GridItem(.flexible(), spacing: 24)], spacing: 4  // expect: spacing-literal, spacing-literal
            ) {}
        }
    }
}
