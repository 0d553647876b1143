import Foundation
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

    static func isoDate(_ seconds: Int64) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
