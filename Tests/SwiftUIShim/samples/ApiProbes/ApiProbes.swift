// ApiProbes.swift — proves the shim ACCEPTS ordinary iOS 16 SwiftUI the way Xcode does,
// in particular where an iOS 17+ overload (declared unavailable in the shim) competes
// with an iOS 13–16 one: overload resolution must still pick the available one.
// Must type-check cleanly (typecheck.sh samples/ApiProbes, Swift 5 and 6).

import SwiftUI

struct ProbeItem: Identifiable {
    let id: Int
    let title: String
}

struct ProbeRoundedBorder: ViewModifier {
    var color: Color
    func body(content: Content) -> some View {
        content.overlay(RoundedRectangle(cornerRadius: 4).stroke(color, lineWidth: 1))
    }
}

struct ApiProbes: View {
    @State private var count = 0
    @State private var name = ""
    @State private var isOn = false
    @FocusState private var focused: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric private var unscaled: CGFloat = 10
    @ScaledMetric(relativeTo: .caption) private var scaled: CGFloat = 10
    let items = [ProbeItem(id: 1, title: "a"), ProbeItem(id: 2, title: "b")]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                // Text.foregroundStyle (iOS 17, unavailable) vs View.foregroundStyle (iOS 15)
                Text("Hello").foregroundStyle(Color.red)
                Text("Hello").foregroundStyle(.secondary)
                Text("Hello").font(.body).fontWeight(.bold).foregroundStyle(.tint)
                Text("Count: \(count)") + Text(" items").bold()
                Text(verbatim: "{not a key}")
                Text(name)
                // Font: iOS 16 overloads next to the @_disfavoredOverload iOS 13 ones
                Group {
                Text("f").font(.system(size: 14))
                Text("f").font(.system(size: 14, weight: .semibold))
                Text("f").font(.system(size: 14, design: .monospaced))
                Text("f").font(.system(.body, design: .default))
                Text("f").font(.system(.body, weight: .bold))
                }
                Group {
                    Text("f").font(.custom("Inter", size: 16, relativeTo: .body).weight(.medium))
                    Text("f").font(.custom("Inter", fixedSize: 12).width(.condensed))
                    // View.fontWeight (iOS 16) on a non-Text view
                    VStack { Text("a") }.fontWeight(.medium)
                }
            }
            HStack(spacing: 0) {
                // Shapes: iOS 13 stroke/strokeBorder/fill, not the iOS 17 ones
                Circle().stroke(Color.blue, lineWidth: 2)
                Circle().strokeBorder(.red, lineWidth: 1)
                Capsule().fill(Color.green)
                RoundedRectangle(cornerRadius: 8, style: .continuous).fill(.blue)
                Rectangle().stroke(lineWidth: 1)
            }
            .frame(height: 20)
            Group {
                Color.red.frame(width: 10, height: 10)
                Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5)
                Color(white: 0.5).opacity(0.3)
                Color("brand", bundle: nil)
            }
            // (a ViewBuilder block takes at most 10 views on iOS 16: group the rest)
            Group {
            ForEach(0..<3, id: \.self) { i in Text("\(i)") }
            ForEach(items) { item in Text(item.title) }
            ForEach(items, id: \.id) { item in Text(item.title) }
            if isOn {
                Text("on")
            } else {
                Image(systemName: "star").resizable().frame(width: 10, height: 10)
            }
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
                .focused($focused)
            TextField("Name", text: $name, axis: .vertical)
            Toggle("On", isOn: $isOn)
            Button("Tap") { count += 1 }
                .buttonStyle(.borderedProminent)
                .tint(.red)
            Button(action: { count += 1 }) { Label("Add", systemImage: "plus") }
                .labelStyle(.iconOnly)
                .accessibilityLabel("Add one")
                .accessibilityAddTraits(.isButton)
            Text("x").modifier(ProbeRoundedBorder(color: .gray))
            }
        }
        .padding()
        .padding(.horizontal)
        .padding(.vertical, 4)
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .background(Color.white)                          // View form is @_disfavoredOverload
        .background(.regularMaterial)
        .background(alignment: .top) { Color.clear }
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray))
        .overlay(alignment: .topTrailing) { Circle().frame(width: 4, height: 4) }
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .contentShape(Rectangle())
        .shadow(radius: 2)
        .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
        .frame(maxWidth: .infinity, alignment: .leading)
        .onChange(of: count) { newValue in print(newValue) }   // iOS 14 one-parameter form
        .onAppear { count = 0 }
        .environment(\.colorScheme, .dark)
        .preferredColorScheme(.light)
        .animation(.easeInOut, value: count)
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}

// #Preview robustness: no arguments, a name, braces/quotes/comments inside the body
#Preview {
    ApiProbes()
}

#Preview("Braces { in the name }") {
    VStack {
        Text("}") // a closing brace in a comment }
        Text("\("{")") /* and { in a block comment */
        Text(#"raw "}" string"#)
        Text("""
            multi-line } string {
            """)
    }
}

// Multiple statements (Xcode 16 #Preview bodies are @ViewBuilder)
#Preview("Two views") {
    Text("one")
    Text("two")
}

// PreviewProvider, the pre-#Preview spelling, still works
struct ApiProbes_Previews: PreviewProvider {
    static var previews: some View {
        ApiProbes().previewLayout(.sizeThatFits)
    }
}
