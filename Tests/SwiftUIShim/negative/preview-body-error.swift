// preview-body-error.swift — proves #Preview bodies are type-checked for real (the macro
// plugin passes the body through to DeveloperToolsSupport.Preview, it does not strip it):
// passing a Double where Text needs a String is an error.
// expect: no exact matches in call to initializer
import SwiftUI

struct Tile: View {
    var body: some View { Text("tile") }
}

#Preview("Broken") {
    VStack {
        Tile()
        Text(3.5)
    }
}
