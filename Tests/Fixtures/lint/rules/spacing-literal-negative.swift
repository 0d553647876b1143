import SwiftUI

struct SpacingLookAlikes: View {
    var inset: CGFloat
    var body: some View {
        VStack(spacing: 0) {
            Text("a").padding()
            Text("b").padding(.horizontal)
            Text("c").padding(DSSpacingFixed.md)
            Text("d").padding(inset)
            Text("e").padding(0)
            Text("f").frame(width: 44, height: 44)
            Image("icon").frame(width: 16, height: 16)
            Text("g").frame(maxWidth: .infinity)
            Text("h").offset(x: 12)
        }
    }
}
