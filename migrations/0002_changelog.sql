-- The changelog entry of each revision, as `publish` rendered it (Markdown): the diff against
-- the previous revision, with version, date, author and message. The output repository's
-- CHANGELOG.md of a revision is assembled from these entries alone (the newest ones up to that
-- revision), so its tree stays exactly reproducible from SQLite even after dsys renders
-- changelogs differently. Revisions published before this migration have no entry, and their
-- trees no CHANGELOG.md. The Markdown is stored zlib-compressed (a 4-byte little-endian length,
-- then the deflated UTF-8), as document snapshots are: an entry is mostly tables, which compress
-- to less than half.
CREATE TABLE changelog_entry (
    revision_id INTEGER PRIMARY KEY REFERENCES revision(id),
    markdown    BLOB    NOT NULL
);
