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
    /// than `lowercased()`, which this runs instead of for every color. The bytes are written straight into the new
    /// string: changing ASCII capitals leaves the text whole UTF-8.
    var asciiFolded: String {
        String(unsafeUninitializedCapacity: utf8.count) { buffer in
            var count = 0
            for byte in utf8 {
                buffer[count] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }
}
