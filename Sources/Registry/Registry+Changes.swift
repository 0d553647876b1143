import ChangeReports
import Foundation
import Generator
import Tokens

extension Registry {
    /// Where a revision's tree holds its changelog.
    static let changelogPath = "CHANGELOG.md"

    /// How many versions `CHANGELOG.md` lists, newest first. A bounded file keeps every commit's blob small however
    /// long the history grows; `dsysctl changelog` shows every version.
    static let changelogFileVersions = 25

    /// What a diff, changelog or contrast command compares: a published version, or the working document.
    public enum Source: Sendable, Equatable {
        case version(String)
        /// The latest published version.
        case latest
        /// The project's `.dsys/design-system.json`, or the document at the given path.
        case working(path: String?)
    }

    /// The most bytes of one entry that a revision's `CHANGELOG.md` holds, for revisions recorded since migration
    /// 0003 (their `changelog_entry.file_limit`); a longer entry is cut at a line there and says how to see it whole.
    static let changelogEntryLimit = 8_192

    // MARK: - The tree of a revision

    /// The generated package of `designSystem`, hashed in memory. `changelog`: whether the revision's tree adds
    /// `CHANGELOG.md` (``revisionTree(_:designSystem:changelogEntries:entryLimit:)``), which the package's manifest
    /// then excludes.
    static func generatedPackage(
        _ designSystem: DesignSystem, profile: OutputProfile, changelog: Bool
    ) throws -> TreeSnapshot {
        try generatedObjects(designSystem, profile: profile, changelog: changelog, reusing: nil).tree
    }

    /// The files at the package's root that its manifest excludes: `CHANGELOG.md` when the revision's tree adds one.
    private static func companions(changelog: Bool) -> [String] { changelog ? [changelogPath] : [] }

    /// A generated package and its git objects.
    struct PackageObjects: Sendable {
        let package: GeneratedPackage
        let tree: TreeSnapshot
    }

    /// The package of `designSystem` (``generatedPackage(_:profile:changelog:reusing:)``) generated incrementally on
    /// `previous`, a package generated before (of the revision before): its files made from inputs that did not
    /// change are taken, not rendered again (``Generator/package(_:profile:companions:reusing:)``), and its blob
    /// and tree ids where the bytes are the same. The result is the one a full generation and hashing give.
    static func generatedObjects(
        _ designSystem: DesignSystem, profile: OutputProfile, changelog: Bool, reusing previous: PackageObjects?
    ) throws -> PackageObjects {
        let package = Generator.package(
            designSystem, profile: profile, companions: companions(changelog: changelog), reusing: previous?.package)
        let tree = try gitStep("hash the generated package") {
            try TreeSnapshot(package.files, reusing: previous?.tree)
        }
        return PackageObjects(package: package, tree: tree)
    }

    /// A revision's tree: its generated `package`, plus `CHANGELOG.md` made of `changelogEntries` (newest first, each
    /// cut to `entryLimit` bytes when given) unless there are none. The one function publish, regenerate and verify
    /// build a revision's tree with.
    static func revisionTree(
        _ package: TreeSnapshot, designSystem: DesignSystem, changelogEntries: [String], entryLimit: Int?
    ) throws -> TreeSnapshot {
        try revisionTree(
            package,
            changelog: changelogFile(designSystem: designSystem, entries: changelogEntries, entryLimit: entryLimit))
    }

    /// `package` with `changelog` (``changelogFile(designSystem:entries:entryLimit:)``) added when there is one.
    private static func revisionTree(_ package: TreeSnapshot, changelog: GeneratedFile?) throws -> TreeSnapshot {
        guard let changelog else { return package }
        return try gitStep("hash the changelog") { try package.addingRootFile(changelog) }
    }

    /// The tree of the stored revision `revisionID` as its publish built it, from its document and stored entries.
    static func revisionTree(
        _ designSystem: DesignSystem, profile: OutputProfile, revisionID: Int64, in reader: any RegistryReader
    ) throws -> TreeSnapshot {
        try revisionTree(of: revisionFiles(designSystem, profile: profile, revisionID: revisionID, in: reader))
    }

    /// The files of a revision's tree before they are hashed: its generated package and its `CHANGELOG.md`.
    struct RevisionFiles: Sendable {
        /// The generated package, sorted by path.
        var package: [GeneratedFile]
        var changelog: GeneratedFile?

        /// Every file of the tree.
        var all: [GeneratedFile] { package + (changelog.map { [$0] } ?? []) }
    }

    /// The files of the stored revision `revisionID`'s tree as its publish made them, from its document and stored
    /// entries (``revisionTree(of:)`` hashes them).
    static func revisionFiles(
        _ designSystem: DesignSystem, profile: OutputProfile, revisionID: Int64, in reader: any RegistryReader
    ) throws -> RevisionFiles {
        let (entries, limit) = try storedChangelogEntries(forTreeOf: revisionID, in: reader)
        return RevisionFiles(
            package: Generator.generate(
                designSystem, profile: profile, companions: companions(changelog: !entries.isEmpty)),
            changelog: changelogFile(designSystem: designSystem, entries: entries, entryLimit: limit))
    }

    /// The tree of `files`, as ``revisionTree(_:designSystem:changelogEntries:entryLimit:)`` builds it.
    static func revisionTree(of files: RevisionFiles) throws -> TreeSnapshot {
        let package = try gitStep("hash the generated package") { try TreeSnapshot(files.package) }
        return try revisionTree(package, changelog: files.changelog)
    }

    /// The stored entries the tree of revision `revisionID` holds in `CHANGELOG.md` (newest first; none when the
    /// revision has no entry), and the limit of each entry's size there.
    static func storedChangelogEntries(
        forTreeOf revisionID: Int64, in reader: any RegistryReader
    ) throws -> (entries: [String], limit: Int?) {
        let records = try reader.changelogEntries(1...revisionID, limit: changelogFileVersions)
        guard let own = records.first, own.revisionID == revisionID else { return ([], nil) }
        return (try texts(of: records, in: reader), own.fileLimit)
    }

    /// The Markdown of stored entries, in their order.
    static func texts(of records: [ChangelogEntryRecord], in reader: any RegistryReader) throws -> [String] {
        try records.map { record in
            try record.text(version: (try? reader.version(ofID: record.revisionID)) ?? "#\(record.revisionID)")
        }
    }

    /// Every file of a revision's tree (see ``revisionTree(_:profile:revisionID:in:)``), in path order.
    static func packageFiles(
        _ designSystem: DesignSystem, profile: OutputProfile, revisionID: Int64, in reader: any RegistryReader
    ) throws -> [GeneratedFile] {
        try revisionTree(designSystem, profile: profile, revisionID: revisionID, in: reader).files.sorted {
            $0.path.utf8.lexicographicallyPrecedes($1.path.utf8)
        }
    }

    /// `entry` cut at the last line break within `limit` bytes, with a line saying how to see it whole.
    static func boundedEntry(_ entry: String, limit: Int) -> String {
        let bytes = Array(entry.utf8)
        guard bytes.count > limit else { return entry }
        let version = entry.split(separator: "\n", maxSplits: 1).first.map {
            String($0.drop { $0 == "#" || $0 == " " }.prefix { $0 != " " })
        }
        var end = limit
        while end > 0, bytes[end - 1] != UInt8(ascii: "\n") { end -= 1 }
        let kept = String(decoding: bytes[..<end], as: UTF8.self)
        let range = version.map { "`dsysctl changelog --from \($0) --to \($0)`" } ?? "`dsysctl changelog`"
        return kept + "\n*This entry is cut to \(limit / 1024) KiB here; \(range) shows it whole.*\n"
    }

    /// The `CHANGELOG.md` of a revision's tree made of `entries` (rendered entries, newest first, each cut to
    /// `entryLimit` bytes when given); nil when there are none.
    static func changelogFile(designSystem: DesignSystem, entries: [String], entryLimit: Int?) -> GeneratedFile? {
        guard !entries.isEmpty else { return nil }
        let text = MarkdownRendering.changelog(
            renderedEntries: entryLimit.map { limit in entries.map { boundedEntry($0, limit: limit) } } ?? entries,
            title: "Changelog of \(designSystem.name)",
            note: "Generated by dsys from its registry: the latest \(changelogFileVersions) versions at most, "
                + "newest first. `dsysctl changelog` shows every version.")
        return GeneratedFile(path: changelogPath, text: text)
    }

    /// The stored entries of the newest versions before revision `id`, newest first, for the next `CHANGELOG.md`.
    static func previousChangelogEntries(before id: Int64, in reader: any RegistryReader) throws -> [String] {
        guard id > 1 else { return [] }
        return try texts(of: reader.changelogEntries(1...(id - 1), limit: changelogFileVersions - 1), in: reader)
    }

    // MARK: - Diff, changelog, contrast

    /// The diff from `from` (default: the latest version) to `to` (default: the working document).
    ///
    /// The Swift API impact speaks `profile`, or else the profile of the newer side (a version's recorded one, a
    /// document's own).
    public func diff(
        from: Source?, to: Source?, policy: AccessibilityPolicy, profile: OutputProfile? = nil
    ) throws -> ChangeReport {
        // Both sides are read and validated at once; a problem with `from` is reported first, as before.
        let (old, new) = try concurrently(
            { try load(from ?? .latest, profile: profile) }, { try load(to ?? .working(path: nil), profile: profile) })
        return ChangeReport.between(
            old.designSystem, new.designSystem, from: old.label, to: new.label, policy: policy,
            profiles: [profile ?? new.profile])
    }

    /// Every version from `from` to `to` (defaults: the first and the latest), newest first, each with its diff
    /// against the version before it. `progress` hears the versions diffed, of all in the range.
    public func changelog(
        from: String?, to: String?, policy: AccessibilityPolicy, progress: ProgressReporter = .silent
    ) throws -> [ChangelogEntry] {
        let (first, last) = try revisionRange(from: from, to: to)
        // Documents are rebuilt in order from the snapshot before the range, each from the one before it.
        let begin = (max(first - 1, 1) - 1) / DocumentStore.snapshotInterval * DocumentStore.snapshotInterval + 1
        let records = try store.revisions(begin...last)
        let documentRows = Dictionary(
            try store.documentRecords(begin...last).map { ($0.revisionID, $0) }, uniquingKeysWith: { first, _ in first }
        )
        var documents = DocumentStore.Sequence()
        var previous: DesignSystem?
        var previousVersion: String?
        var entries: [ChangelogEntry] = []
        for record in records {
            guard let row = documentRows[record.id] else {
                throw RegistryError.corruptDocument(version: record.version, reason: "its document is missing")
            }
            let text = try documents.next(row, version: record.version)
            defer { previousVersion = record.version }
            guard record.id >= first - 1 else { continue }
            let designSystem = try Project.designSystem(fromCanonical: text, version: record.version)
            if record.id >= first {
                progress.report("Diffing versions", completed: Int(record.id - first), total: Int(last - first + 1))
                let report = ChangeReport.between(
                    record.parentID == nil ? nil : previous, designSystem,
                    from: record.parentID == nil ? "nothing" : previousVersion ?? "nothing", to: record.version,
                    policy: policy, profiles: [try Self.recordedProfile(of: record)])
                entries.append(
                    ChangelogEntry(
                        version: record.version, date: RevisionInfo.isoDate(record.createdAt),
                        author: record.authorName, message: record.message, bump: record.bump,
                        rollbackOf: try store.version(ofID: record.rollbackOfID), report: report))
            }
            previous = designSystem
        }
        return entries.reversed()
    }

    /// The ids of the revisions `from` and `to` (defaults: the first and the latest), checked to be in order.
    private func revisionRange(from: String?, to: String?) throws -> (Int64, Int64) {
        guard let latest = try store.head() else { throw RegistryError.nothingPublished }
        let first = try from.map { try store.requireRevision(SemanticVersion(parsing: $0).description).id } ?? 1
        let last = try to.map { try store.requireRevision(SemanticVersion(parsing: $0).description).id } ?? latest.id
        guard first <= last else {
            throw RegistryError.emptyRange(from: from ?? "the first version", to: to ?? latest.version)
        }
        return (first, last)
    }

    /// The stored Markdown entries of every version from `from` to `to` (defaults: the first and the latest), newest
    /// first, as each publish rendered them: no document is read or diffed. Nil when a version in the range has no
    /// stored entry (published before dsys stored them); ``changelog(from:to:policy:)`` diffs those.
    public func storedChangelog(from: String?, to: String?) throws -> [String]? {
        let (first, last) = try revisionRange(from: from, to: to)
        let records = try store.changelogEntries(first...last, limit: nil)
        guard records.count == Int(last - first + 1) else { return nil }
        return try Self.texts(of: records, in: store)
    }

    /// The contrast of every pair of `source` (default: the working document).
    public func contrast(source: Source?) throws -> ContrastReport {
        let loaded = try load(source ?? .working(path: nil), profile: nil)
        return ContrastReport(source: loaded.label, designSystem: loaded.designSystem, profile: loaded.profile)
    }

    /// A published version as a reader shows it: its revision, its canonical document read back, and the profile its
    /// package was generated with.
    public struct PublishedVersion: Sendable {
        public var revision: RevisionInfo
        /// The canonical text of the document, as stored.
        public var canonicalText: String
        public var designSystem: DesignSystem
        public var profile: OutputProfile
    }

    /// The published version `version` (any spelling ``SemanticVersion`` accepts), or
    /// ``RegistryError/unknownVersion(_:latest:)``.
    public func publishedVersion(_ version: String) throws -> PublishedVersion {
        let (record, text) = try storedRevision(version)
        return PublishedVersion(
            revision: try store.info(record), canonicalText: text,
            designSystem: try Project.designSystem(fromCanonical: text, version: record.version),
            profile: try Self.recordedProfile(of: record))
    }

    private func load(
        _ source: Source, profile: OutputProfile?
    ) throws -> (designSystem: DesignSystem, label: String, profile: OutputProfile) {
        switch source {
        case .latest:
            guard let head = try store.head() else { throw RegistryError.nothingPublished }
            return try load(.version(head.version), profile: profile)
        case .version(let version):
            let published = try publishedVersion(version)
            return (published.designSystem, published.revision.version, published.profile)
        case .working(let path):
            let designSystem = try project.workingDesignSystem(at: path, profile: profile)
            return (designSystem, "working document", OutputProfile.chosen(for: designSystem) ?? .default)
        }
    }
}
