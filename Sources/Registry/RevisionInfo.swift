import Tokens

/// What the registry knows of one published version, as `log` and `show` present it.
public struct RevisionInfo: Sendable, Equatable, Codable {
    public var version: String
    public var parentVersion: String?
    /// `publish` or `rollback`.
    public var kind: String
    /// For a rollback, the version whose document it restores.
    public var rollbackOf: String?
    /// Seconds since 1970-01-01 UTC.
    public var createdAt: Int64
    /// The same instant as ISO 8601, UTC.
    public var date: String
    public var authorName: String
    public var authorEmail: String
    public var message: String
    /// `initial`, `patch`, `minor` or `major`.
    public var bump: String
    /// Counts of token changes against the previous revision.
    public var changes: TokenChangeCounts
    /// SHA-256 of the canonical document, hex.
    public var documentHash: String
    public var generatorVersion: String
    public var profile: String
    /// The commit of the generated package in `.dsys/output.git`, hex.
    public var outputCommit: String
    public var outputTree: String

    init(_ record: RevisionRecord, parentVersion: String?, rollbackOf: String?) {
        version = record.version
        self.parentVersion = parentVersion
        kind = record.kind
        self.rollbackOf = rollbackOf
        createdAt = record.createdAt
        date = Self.isoDate(record.createdAt)
        authorName = record.authorName
        authorEmail = record.authorEmail
        message = record.message
        bump = record.bump
        changes = record.changeCounts
        documentHash = SHA256.hex([UInt8](record.documentHash))
        generatorVersion = record.generatorVersion
        profile = record.profile
        outputCommit = SHA256.hex([UInt8](record.outputCommit))
        outputTree = SHA256.hex([UInt8](record.outputTree))
    }

    /// `Name <email>`, or the name alone.
    public var author: String { authorEmail.isEmpty ? authorName : "\(authorName) <\(authorEmail)>" }

    /// `seconds` since 1970-01-01 UTC as `2026-11-30T05:12:00Z`, in the proleptic Gregorian calendar.
    ///
    /// Counted here rather than with `ISO8601DateFormatter`, whose first use loads ICU's data (about 3.6 M
    /// instructions, a millisecond, in every `publish`, `show` and `regenerate`); the days become a civil date as in
    /// Howard Hinnant's `civil_from_days`. Years outside 0...9999 (never a time dsys records: 0 to 2106) are written
    /// with as many digits as they need.
    static func isoDate(_ seconds: Int64) -> String {
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        // Days are counted in eras of 400 years (146,097 days) from 0000-03-01, so that a leap day ends each year.
        let (era, dayOfEra) = floorDivision(days + 719_468, 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = era * 400 + yearOfEra + (month <= 2 ? 1 : 0)
        func padded(_ value: Int64, _ width: Int) -> String {
            let digits = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(secondOfDay / 3_600, 2)):"
            + "\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))Z"
    }

    /// `value` divided by `divisor` (positive), rounded down, and the remainder, from 0 to `divisor` - 1.
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }
}
