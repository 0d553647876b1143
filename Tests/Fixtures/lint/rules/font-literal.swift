import SwiftUI

struct FontLiterals: View {
    var body: some View {
        VStack {
            Text("a").font(.title2)  // expect: font-literal
            Text("b").font(.system(size: 48))  // expect: font-literal
            Text("c").font(.system(.largeTitle, design: .rounded, weight: .bold))  // expect: font-literal
            Text("d").font(Font.caption)  // expect: font-literal
            Text("e").font(.headline.weight(.bold))  // expect: font-literal
            Text("f").font(.custom("Inter", size: 16))  // expect: font-literal
        }
    }
    let brand = Font.custom("Inter", size: 30)  // expect: font-literal
}
