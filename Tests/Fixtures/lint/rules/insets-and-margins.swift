import SwiftUI

// Insets as `EdgeInsets` or `.init`, the iOS 17 margins, and grid items written `.init`.
struct SettingsList: View {
    let columns: [GridItem] = [
        .init(.flexible(), spacing: 4),  // expect: spacing-literal
        .init(.adaptive(minimum: 80), spacing: 12),  // expect: spacing-literal
    ]

    var body: some View {
        List {
            Text("Row")
                .listRowInsets(
                    EdgeInsets(
                        top: 10,  // expect: spacing-literal
                        leading: 16,  // expect: spacing-literal
                        bottom: 10,  // expect: spacing-literal
                        trailing: 16  // expect: spacing-literal
                    )
                )
                .listRowInsets(.init(top: 0, leading: 20, bottom: 0, trailing: 0))  // expect: spacing-literal
            Text("Card")
                .padding(
                    .init(
                        top: 8, leading: 12,  // expect: spacing-literal, spacing-literal
                        bottom: 8, trailing: 12))  // expect: spacing-literal, spacing-literal
            LazyVGrid(columns: [GridItem.init(.fixed(44), spacing: 8)]) {}  // expect: spacing-literal
        }
        .safeAreaPadding(.horizontal, 16)  // expect: spacing-literal
        .safeAreaPadding(EdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 0))  // expect: spacing-literal
        .contentMargins(.horizontal, 20, for: .scrollContent)  // expect: spacing-literal
        .contentMargins(16)  // expect: spacing-literal
    }
}
