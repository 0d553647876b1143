import SwiftUI

struct ColorLiterals: View {
    var body: some View {
        VStack {
            Text("a").foregroundStyle(.white)  // expect: color-literal
            Text("b").foregroundStyle(.white.opacity(0.8))  // expect: color-literal
            Text("c").foregroundColor(Color.red)  // expect: color-literal
            Text("d").background(.blue)  // expect: color-literal
            Text("e").background(Color(hex: "#3B82F6"))  // expect: color-literal
            Text("f").tint(Color(red: 1, green: 0.5, blue: 0))  // expect: color-literal
            Text("g").foregroundStyle(Color(uiColor: .systemRed))  // expect: color-literal
            Text("h").shadow(color: .black.opacity(0.2), radius: 4)  // expect: color-literal
            Circle().fill(Color(white: 0.2))  // expect: color-literal
            Circle().stroke(UIColor.systemBlue.swiftUI, lineWidth: 1)
            Rectangle().border(Color.black, width: 1)  // expect: color-literal
            Text("i").background { Color.red.opacity(0.1) }  // expect: color-literal
            Text("j").overlay(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1))  // expect: color-literal
        }
    }
}
