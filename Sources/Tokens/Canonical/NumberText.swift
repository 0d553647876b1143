/// How dsys writes a number wherever it writes one (canonical JSON, Swift source, messages).
public enum NumberText {
    /// The shortest spelling that reads back as the same `Double`: `48`, `13.5`, `-2`, `0.05`,
    /// `1e-07`. Independent of locale.
    public static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}
