// ios17-preview-traits.swift — proves `#Preview(traits:)` is rejected: the traits overloads
// of the Preview macro (and PreviewTrait) are iOS 17.0+.
// expect: is unavailable: iOS 17.0+ (dsys targets iOS 16): #Preview with traits
import SwiftUI

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Text("x")
}
