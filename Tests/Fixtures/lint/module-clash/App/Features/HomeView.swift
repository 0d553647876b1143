import DesignSystem
import SwiftUI

struct HomeView: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome")
                .font(.custom("Inter", size: 16))
                .padding(.horizontal, 24)
            Button("Start") {}
                .buttonStyle(PrimaryButtonStyle())
                .cornerRadius(12)
        }
        .padding(8)
    }
}
