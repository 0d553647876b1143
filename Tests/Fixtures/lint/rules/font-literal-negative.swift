import SwiftUI

struct FontLookAlikes: View {
    var name: String
    var body: some View {
        VStack {
            Text("a").font(DSFont.body())
            Text("b").font(.custom(name, size: 16))
            Text("c").font(nil)
            Text("d").dsFont(.body)
        }
    }
}
