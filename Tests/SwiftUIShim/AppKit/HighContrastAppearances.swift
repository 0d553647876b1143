// HighContrastAppearances.swift — the appearances AppKit gives a view when Increase Contrast is on, as dynamic
// colors with high-contrast values match them. Apple's signatures (developer.apple.com);
// the raw values are the Objective-C constants' names, which the shim never reads.

extension NSAppearance.Name {
    /// Apple: `static let accessibilityHighContrastAqua: NSAppearance.Name` (macOS 10.14).
    @available(macOS 10.14, *)
    public static let accessibilityHighContrastAqua = NSAppearance.Name(
        "NSAppearanceNameAccessibilityHighContrastAqua")
    /// Apple: `static let accessibilityHighContrastDarkAqua: NSAppearance.Name` (macOS 10.14).
    @available(macOS 10.14, *)
    public static let accessibilityHighContrastDarkAqua = NSAppearance.Name(
        "NSAppearanceNameAccessibilityHighContrastDarkAqua")
}
