import SwiftUI

struct ColorLookAlikes: View {
    var accent: Color
    var body: some View {
        VStack {
            Text("a").foregroundStyle(Color.dsActionPrimary.opacity(0.5))
            Text("b").foregroundStyle(.dsTextPrimary)
            Text("c").foregroundStyle(.secondary)
            Text("d").background(.clear)
            Text("e").foregroundStyle(accent)
            Text("f").background(Color(red: level, green: level, blue: level))
            Text("g").background(.ultraThinMaterial)
            Color.red  // a color as a view, not a style: not this rule's business
            Text("h").padding(.white)
        }
    }
    var level: Double { 0.5 }
}

#Preview {
    Text("Preview").foregroundStyle(.white).background(Color(hex: "#FF0000")).padding(20)
}

struct ColorLookAlikes_Previews: PreviewProvider {
    static var previews: some View {
        Text("Old preview").foregroundStyle(.red).font(.title).padding(12)
    }
}
