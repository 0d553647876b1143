// too-many-views.swift — proves the iOS 16 ViewBuilder limit: 11 views in one block need
// the variadic buildBlock, which is iOS 17.0+ (parameter packs).
// expect: at most 10 views per ViewBuilder block
import SwiftUI

struct Eleven: View {
    var body: some View {
        VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
        }
    }
}
