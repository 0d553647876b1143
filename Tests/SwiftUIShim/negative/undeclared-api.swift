// undeclared-api.swift — proves the shim is not permissive: a SwiftUI API that does not
// exist (Text.glow(), View.dsNoSuchModifier()) fails to type-check.
// expect: has no member 'glow'
import SwiftUI

struct Glowing: View {
    var body: some View {
        Text("x").glow()
            .dsNoSuchModifier()
    }
}
