// Seed 003's `Color(light:dark:)` for iOS and macOS as the seed writes it, with its defects fixed
// (hex parsed once, not in every appearance callback; no deprecated `Scanner.scanHexInt64`), and the
// AppTheme usage the seed prescribes. Type-checked with --platform ios and --platform macos, so that
// each `canImport` branch is proven against the UIKit and AppKit stand-ins.
import SwiftUI

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

enum AppTheme {
    enum Colors {
        static let accent = Color(hex: 0x0A84FF)
        static let textPrimary = Color(light: 0x111111, dark: 0xFFFFFF)
    }

    enum Spacing {
        static let md: CGFloat = 16
    }
}

extension Color {
    init(hex: UInt32) {
        self.init(
            .sRGB, red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255)
    }

    init(light: UInt32, dark: UInt32) {
        #if canImport(UIKit)
        self.init(uiColor: UIColor { traits in
            let hex = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(
                red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
        })
        #elseif canImport(AppKit)
        self.init(nsColor: NSColor(name: nil, dynamicProvider: { appearance in
            let hex = appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? dark : light
            return NSColor(
                srgbRed: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
        }))
        #endif
    }
}

struct Greeting: View {
    var body: some View {
        Text("Hello")
            .foregroundStyle(AppTheme.Colors.textPrimary)
            .padding(AppTheme.Spacing.md)
            .background(AppTheme.Colors.accent)
    }
}
