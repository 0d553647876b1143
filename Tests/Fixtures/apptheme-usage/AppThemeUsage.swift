// What app code writes against the apptheme profile's package, as seed 003 prescribes. The type-check tests
// compile it with each generated AppTheme.swift: it only compiles while every group is a nested enum of AppTheme
// (`AppTheme.Colors.textPrimary`, never `AppTheme.textPrimary`) and the symbols the seed requires exist.
import SwiftUI

struct AppThemeUsage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: AppTheme.Spacing.sm) {
            Text("Title")
                .font(AppTheme.Fonts.body)
                .foregroundStyle(AppTheme.Colors.textPrimary)
            Text("Subtitle")
                .foregroundStyle(AppTheme.Colors.textSecondary)
            Text("Caption")
                .foregroundStyle(AppTheme.Colors.textTertiary)
        }
        .padding(AppTheme.Spacing.md)
        .padding(.vertical, AppTheme.Spacing.lg)
        .background(Color(hex: "#F2F2F7"))
    }
}
