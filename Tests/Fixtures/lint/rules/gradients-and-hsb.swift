import SwiftUI

// Colors written as hue, saturation and brightness, as gradients, and inside gradients.
struct PromoBanner: View {
    var body: some View {
        ZStack {
            LinearGradient(
                colors: [.red, .blue],  // expect: color-literal, color-literal
                startPoint: .top, endPoint: .bottom)
            RadialGradient(
                gradient: Gradient(colors: [Color(hex: "#2563EB"), .white]),  // expect: color-literal, color-literal
                center: .center, startRadius: 0, endRadius: 200)
            Rectangle().fill(
                LinearGradient(
                    stops: [
                        .init(color: .black.opacity(0.4), location: 0),  // expect: color-literal
                        .init(color: .clear, location: 1),
                    ],
                    startPoint: .bottom, endPoint: .top))
            Text("Sale")
                .foregroundStyle(Color.red.gradient)  // expect: color-literal
                .background(Color(hue: 0.6, saturation: 0.8, brightness: 0.9))  // expect: color-literal
                .tint(Color(hue: 0.6, saturation: 0.8, brightness: 0.9, opacity: 0.5))  // expect: color-literal
        }
    }
}
