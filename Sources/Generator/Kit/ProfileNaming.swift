/// Spelling helpers every profile's naming uses (the rules themselves, which words make a name, are each profile's
/// own `…Naming` type; the words of a token's name are the Tokens module's `Naming`).
extension StringProtocol {
    /// The first character upper-cased and the rest as written: `md` → `Md`, for a name joined after a prefix
    /// (`cornerRadiusMd`, `dsShadowMd`) or a title (`text` → `Text`).
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }

    /// The ASCII capitals made small: how macOS's case-insensitive file system compares the ASCII names profiles
    /// give files and folders (two colorsets `dsTextMuted` and `dsTextmuted` are one folder there). Much cheaper
    /// than `lowercased()`, which this runs instead of for every color.
    var asciiFolded: String {
        String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
