import SwiftUI

struct RadiusLookAlikes: View {
    var body: some View {
        VStack {
            Text("a").cornerRadius(DSRadius.md)
            Text("b").clipShape(RoundedRectangle(cornerRadius: 0))
            Text("c").shadow(radius: 8)
            Text("d").blur(radius: 3)
        }
    }
}
