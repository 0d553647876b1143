// ios17-text-foregroundstyle.swift — proves the iOS 17 `Text.foregroundStyle(_:) -> Text`
// is rejected where only it fits: concatenating styled Text needs a Text result, and the
// iOS 15 View.foregroundStyle returns `some View`. (A plain `.foregroundStyle(...)` on a
// Text is fine: see samples/ApiProbes.)
// expect: 'foregroundStyle' is unavailable: iOS 17.0+ (dsys targets iOS 16)
import SwiftUI

struct Price: View {
    var body: some View {
        Text("$").foregroundStyle(Color.red) + Text("9.99")
    }
}
