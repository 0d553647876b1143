import Foundation
import GRDB
import Tokens

/// A row of the `revision` table: one published version.
struct RevisionRecord: Codable, FetchableRecord, PersistableRecord, Sendable, Equatable {
    static let databaseTableName = "revision"

    var id: Int64
    var version: String
    var parentID: Int64?
    var kind: String
    var rollbackOfID: Int64?
    var documentHash: Data
    var generatorVersion: String
    var profile: String
    var options: String
    var authorName: String
    var authorEmail: String
    var message: String
    var createdAt: Int64
    var bump: String
    var addedCount: Int
    var removedCount: Int
    var retypedCount: Int
    var deprecatedCount: Int
    var changedCount: Int
    var outputCommit: Data
    var outputTree: Data
    var chainHash: Data
    /// Tokens renamed; nil for revisions recorded before renames were counted (their removals include renames).
    var renamedCount: Int?

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

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let version = Column(CodingKeys.version)
    }

    var commitID: GitObjectID? { GitObjectID(bytes: [UInt8](outputCommit)) }
    var treeID: GitObjectID? { GitObjectID(bytes: [UInt8](outputTree)) }

    var changeCounts: TokenChangeCounts {
        TokenChangeCounts(
            added: addedCount, removed: removedCount, retyped: retypedCount, deprecated: deprecatedCount,
            changed: changedCount, renamed: renamedCount ?? 0)
    }
}

/// A row of the `document` table: a revision's canonical text, as a snapshot or a delta.
struct DocumentRecord: Codable, FetchableRecord, PersistableRecord, Sendable, Equatable {
    static let databaseTableName = "document"

    var revisionID: Int64
    var isSnapshot: Bool
    var payload: Data

    enum CodingKeys: String, CodingKey {
        case revisionID = "revision_id"
        case isSnapshot = "is_snapshot"
        case payload
    }
}
