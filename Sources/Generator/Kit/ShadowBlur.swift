/// A document's shadow blur as SwiftUI's shadow radius.
///
/// A document's `radius` is the blur of CSS's `box-shadow` and of Figma's and Sketch's shadows (DTCG's `blur`), which
/// the CSS Backgrounds spec defines as twice the standard deviation of the Gaussian blur that draws it. SwiftUI's
/// `shadow(color:radius:x:y:)`, like Core Animation's `shadowRadius`, takes the standard deviation itself: half the
/// blur. Passing the blur as it is draws the shadow about twice as soft as designed.
enum ShadowBlur {
    /// The `radius:` of `shadow(color:radius:x:y:)` for a document's blur.
    static func swiftUIRadius(_ blur: Double) -> Double {
        blur / 2
    }
}
