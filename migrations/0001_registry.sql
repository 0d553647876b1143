-- The registry's first schema. Shipped migrations never change: a new one is added instead.
--
-- One row per published revision, in publish order. SQLite is the source of truth; the
-- output repository (.dsys/output.git) holds the generated package of each revision.

CREATE TABLE revision (
    id                INTEGER PRIMARY KEY,  -- 1, 2, 3, …: the order of publishing, without gaps
    version           TEXT    NOT NULL UNIQUE,
    parent_id         INTEGER REFERENCES revision(id),
    kind              TEXT    NOT NULL CHECK (kind IN ('publish', 'rollback')),
    rollback_of_id    INTEGER REFERENCES revision(id),
    document_hash     BLOB    NOT NULL CHECK (length(document_hash) = 32),  -- SHA-256 of the canonical text
    generator_version TEXT    NOT NULL,
    profile           TEXT    NOT NULL,
    options           TEXT    NOT NULL,     -- canonical JSON of the generator options
    author_name       TEXT    NOT NULL,
    author_email      TEXT    NOT NULL,
    message           TEXT    NOT NULL,
    created_at        INTEGER NOT NULL,     -- seconds since 1970-01-01 UTC
    bump              TEXT    NOT NULL CHECK (bump IN ('initial', 'patch', 'minor', 'major')),
    added_count       INTEGER NOT NULL,
    removed_count     INTEGER NOT NULL,
    retyped_count     INTEGER NOT NULL,
    deprecated_count  INTEGER NOT NULL,
    changed_count     INTEGER NOT NULL,
    output_commit     BLOB    NOT NULL CHECK (length(output_commit) = 20),
    output_tree       BLOB    NOT NULL CHECK (length(output_tree) = 20),
    chain_hash        BLOB    NOT NULL UNIQUE CHECK (length(chain_hash) = 32),
    CHECK ((kind = 'rollback') = (rollback_of_id IS NOT NULL)),
    CHECK ((parent_id IS NULL) = (id = 1)),
    CHECK (parent_id IS NULL OR parent_id = id - 1)
);

-- The canonical text of each revision's document: a zlib-compressed snapshot now and then,
-- and otherwise a line delta against the previous revision, so a long history costs about
-- the size of its changes and any revision is rebuilt from at most a bounded number of deltas.
CREATE TABLE document (
    revision_id INTEGER PRIMARY KEY REFERENCES revision(id),
    is_snapshot INTEGER NOT NULL CHECK (is_snapshot IN (0, 1)),
    payload     BLOB    NOT NULL
);
