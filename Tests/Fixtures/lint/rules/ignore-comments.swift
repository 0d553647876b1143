import SwiftUI

struct Ignored: View {
    var body: some View {
        VStack {
            Text("a").padding(20)  // dsys-lint:ignore spacing-literal
            // dsys-lint:ignore color-literal, font-literal -- the brand's splash screen
            Text("b")
                .foregroundStyle(.white)
                .font(.largeTitle)
            Text("c")
                // dsys-lint:ignore color-literal
                .background(.red)
            Text("d").padding(12).background(.red)  // dsys-lint:ignore spacing-literal  // expect: color-literal
            Text("e").padding(14)  // expect: spacing-literal
        }
    }
}
