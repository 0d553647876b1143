import SwiftUI

// Each branch of a `?:` is a value of its own: a chat bubble, a stock ticker, a compact card.
struct MessageBubble: View {
    var text: String
    var isOwn: Bool
    var isCompact: Bool

    var body: some View {
        Text(text)
            .padding(.leading, isOwn ? 24 : 0)  // expect: spacing-literal
            .padding(.vertical, isCompact ? 4 : 8)  // expect: spacing-literal, spacing-literal
            .cornerRadius(isCompact ? 0 : 10)  // expect: radius-literal
            .background(isOwn ? Color.blue : Color(white: 0.9))  // expect: color-literal, color-literal
            .font(isCompact ? .caption : .body)  // expect: font-literal, font-literal
    }
}

struct TickerRow: View {
    var delta: Double

    var body: some View {
        Text(delta, format: .percent)
            .foregroundStyle(delta >= 0 ? Color.green : Color.red)  // expect: color-literal, color-literal
            .padding((delta > 0.1 ? 16 : 12))  // expect: spacing-literal, spacing-literal
            .padding(.top, delta > 0 ? 8 : delta < -0.5 ? 16 : 0)  // expect: spacing-literal, spacing-literal
    }
}
