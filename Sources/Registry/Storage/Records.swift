import Foundation
import GRDB
import Tokens

/// A row of the `revision` table: one published version, as every store records it.
///
/// Its fields are the columns of `migrations/0001_registry.sql` (and later migrations); the hash chain covers them.
public struct RevisionRecord: Codable, FetchableRecord, PersistableRecord, Sendable, Equatable {
    public static let databaseTableName = "revision"

    /// The position in the history: 1, 2, 3, … without gaps.
    public var id: Int64
    public var version: String
    public var parentID: Int64?
    public var kind: String
    public var rollbackOfID: Int64?
    public var documentHash: Data
    public var generatorVersion: String
    public var profile: String
    public var options: String
    public var authorName: String
    public var authorEmail: String
    public var message: String
    public var createdAt: Int64
    public var bump: String
    public var addedCount: Int
    public var removedCount: Int
    public var retypedCount: Int
    public var deprecatedCount: Int
    public var changedCount: Int
    public var outputCommit: Data
    public var outputTree: Data
    public var chainHash: Data
    /// Tokens renamed; nil for revisions recorded before renames were counted (their removals include renames).
    public var renamedCount: Int?

    enum CodingKeys: String, CodingKey {
        case id, version
        case parentID = "parent_id"
        case kind
        case rollbackOfID = "rollback_of_id"
        case documentHash = "document_hash"
        case generatorVersion = "generator_version"
        case profile, options
        case authorName = "author_name"
        case authorEmail = "author_email"
        case message
        case createdAt = "created_at"
        case bump
        case addedCount = "added_count"
        case removedCount = "removed_count"
        case retypedCount = "retyped_count"
        case deprecatedCount = "deprecated_count"
        case changedCount = "changed_count"
        case outputCommit = "output_commit"
        case outputTree = "output_tree"
        case chainHash = "chain_hash"
        case renamedCount = "renamed_count"
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let version = Column(CodingKeys.version)
    }

    var commitID: GitObjectID? { GitObjectID(bytes: [UInt8](outputCommit)) }
    var treeID: GitObjectID? { GitObjectID(bytes: [UInt8](outputTree)) }

    var changeCounts: TokenChangeCounts {
        TokenChangeCounts(
            added: addedCount, removed: removedCount, retyped: retypedCount, deprecated: deprecatedCount,
            changed: changedCount, renamed: renamedCount ?? 0)
    }
}

/// A row of the `document` table: a revision's canonical text, as a snapshot or a delta (see ``DocumentStore``).
public struct DocumentRecord: Codable, FetchableRecord, PersistableRecord, Sendable, Equatable {
    public static let databaseTableName = "document"

    public var revisionID: Int64
    public var isSnapshot: Bool
    public var payload: Data

    enum CodingKeys: String, CodingKey {
        case revisionID = "revision_id"
        case isSnapshot = "is_snapshot"
        case payload
    }
}

/// A row of the `changelog_entry` table: the Markdown changelog entry `publish` rendered for a revision,
/// compressed.
public struct ChangelogEntryRecord: Codable, FetchableRecord, PersistableRecord, Sendable, Equatable {
    public static let databaseTableName = "changelog_entry"

    public var revisionID: Int64
    /// The Markdown, as ``Compression/compress(_:)`` stores it.
    public var markdown: Data
    /// The most bytes of each entry the revision's `CHANGELOG.md` holds; nil: whole entries (before migration 0003).
    public var fileLimit: Int?

    enum CodingKeys: String, CodingKey {
        case revisionID = "revision_id"
        case markdown
        case fileLimit = "file_limit"
    }

    init(revisionID: Int64, markdown: String, fileLimit: Int?) {
        self.revisionID = revisionID
        self.markdown = Data(Compression.compress(Array(markdown.utf8)))
        self.fileLimit = fileLimit
    }

    init(revisionID: Int64, compressedMarkdown: Data, fileLimit: Int?) {
        self.revisionID = revisionID
        self.markdown = compressedMarkdown
        self.fileLimit = fileLimit
    }

    /// The entry's Markdown; `version` names the revision when it is damaged.
    public func text(version: @autoclosure () -> String) throws -> String {
        guard let bytes = Compression.decompress([UInt8](markdown)) else {
            throw RegistryError.corruptDocument(version: version(), reason: "its stored changelog entry is damaged")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
