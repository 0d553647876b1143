-- Renames counted as renames, and CHANGELOG.md entries bounded in size.
--
-- renamed_count: the tokens renamed by the revision. Revisions recorded before this migration
-- have NULL here and counted a rename as a removal in removed_count; from this migration on,
-- removed_count counts removals only. When not NULL, the hash chain covers it.
--
-- file_limit: the most bytes of each entry that the revision's CHANGELOG.md holds (an entry
-- cut there says how to see it whole); NULL for revisions whose CHANGELOG.md holds every entry
-- whole, as before this migration. The whole entry stays in `markdown`.
ALTER TABLE revision ADD COLUMN renamed_count INTEGER;
ALTER TABLE changelog_entry ADD COLUMN file_limit INTEGER;
