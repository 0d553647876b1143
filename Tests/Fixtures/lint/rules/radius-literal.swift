import SwiftUI

struct RadiusLiterals: View {
    var body: some View {
        VStack {
            Text("a").cornerRadius(12)  // expect: radius-literal
            Text("b").clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))  // expect: radius-literal
            Text("c")
                .background(RoundedRectangle(cornerRadius: 8).fill(Color.dsSurfaceRaised))  // expect: radius-literal
        }
    }
}
