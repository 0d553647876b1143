import Foundation
import Tokens

extension Registry {
    /// What `copy` did.
    public struct CopyReport: Sendable {
        public var revisions: Int
        /// The version of the last revision copied; nil when there was nothing to copy.
        public var head: String?
        /// Where the history now also is, without credentials.
        public var destination: String
    }

    /// Copies the whole history into `destination`, an empty store (a new SQLite file, or a registry name that a
    /// PostgreSQL database does not hold yet): every row as it is, so each hash of the chain stays the same and
    /// `verify` passes on both. The rows are checked on the way (the hash chain and each document's hash); a
    /// history that does not verify is not copied. All or nothing: one transaction. `progress` hears the revisions
    /// copied, of all.
    public func copy(
        to destination: any RegistryStore, batch: Int64 = 500, progress: ProgressReporter = .silent
    ) throws -> CopyReport {
        guard let head = try store.head() else { throw RegistryError.nothingPublished }
        try destination.withHeadLocked(create: true) { writer in
            if let existing = try writer.head() {
                throw RegistryError.copyTargetNotEmpty(destination: destination.location, head: existing.version)
            }
            var previous: RevisionRecord?
            var documents = DocumentStore.Sequence()
            var first: Int64 = 1
            while first <= head.id {
                progress.report("Copying revisions", completed: Int(first - 1), total: Int(head.id))
                let ids = first...min(head.id, first + batch - 1)
                let records = try store.revisions(ids)
                let rows = Dictionary(
                    try store.documentRecords(ids).map { ($0.revisionID, $0) }, uniquingKeysWith: { first, _ in first })
                let entries = Dictionary(
                    try store.changelogEntries(ids, limit: nil).map { ($0.revisionID, $0) },
                    uniquingKeysWith: { first, _ in first })
                guard records.count == ids.count else {
                    throw RegistryError.copyRefused(
                        reason: "revisions \(ids.lowerBound) to \(ids.upperBound) are not all there")
                }
                for record in records {
                    guard
                        ChainHash.layout(of: record, parentVersion: previous?.version, previous: previous?.chainHash)
                            != nil
                    else {
                        throw RegistryError.copyRefused(
                            reason: "the hash chain breaks at \(record.version); run `dsysctl verify`")
                    }
                    guard let document = rows[record.id] else {
                        throw RegistryError.copyRefused(reason: "the document of \(record.version) is missing")
                    }
                    let text = try documents.next(document, version: record.version)
                    guard Data(SHA256.hash(Array(text.utf8))) == record.documentHash else {
                        throw RegistryError.copyRefused(
                            reason: "the stored document of \(record.version) does not match its hash")
                    }
                    try writer.append(record, document: document, changelogEntry: entries[record.id])
                    previous = record
                }
                first = ids.upperBound + 1
            }
        }
        return CopyReport(revisions: Int(head.id), head: head.version, destination: destination.location)
    }
}
