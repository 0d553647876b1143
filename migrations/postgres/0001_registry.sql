-- The shared registry's first schema, for PostgreSQL. Shipped migrations never change: a new one
-- is added instead. dsys applies them in order, under an advisory lock, recording each in
-- dsys.migration (created by dsys itself before the first one runs).
--
-- One database holds any number of registries (one per design system), each named in the URL
-- that dsys is given. The columns are those of the embedded SQLite registry (migrations/0001 to
-- 0003), so that a history copied between the two keeps every hash of its chain.

CREATE TABLE dsys.registry (
    name text PRIMARY KEY CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$')
);

-- One row per published revision, in publish order: id 1, 2, 3, … without gaps in each registry.
CREATE TABLE dsys.revision (
    registry          text     NOT NULL REFERENCES dsys.registry (name),
    id                bigint   NOT NULL CHECK (id >= 1),
    version           text     NOT NULL,
    parent_id         bigint,
    kind              text     NOT NULL CHECK (kind IN ('publish', 'rollback')),
    rollback_of_id    bigint,
    document_hash     bytea    NOT NULL CHECK (length(document_hash) = 32),
    generator_version text     NOT NULL,
    profile           text     NOT NULL,
    options           text     NOT NULL,
    author_name       text     NOT NULL,
    author_email      text     NOT NULL,
    message           text     NOT NULL,
    created_at        bigint   NOT NULL,  -- seconds since 1970-01-01 UTC
    bump              text     NOT NULL CHECK (bump IN ('initial', 'patch', 'minor', 'major')),
    added_count       integer  NOT NULL,
    removed_count     integer  NOT NULL,
    retyped_count     integer  NOT NULL,
    deprecated_count  integer  NOT NULL,
    changed_count     integer  NOT NULL,
    output_commit     bytea    NOT NULL CHECK (length(output_commit) = 20),
    output_tree       bytea    NOT NULL CHECK (length(output_tree) = 20),
    chain_hash        bytea    NOT NULL CHECK (length(chain_hash) = 32),
    renamed_count     integer,
    PRIMARY KEY (registry, id),
    -- The backstop behind the head lock: two publishers can never both record a version, a
    -- successor of the same parent, or the same link of the chain.
    UNIQUE (registry, version),
    UNIQUE (registry, parent_id),
    UNIQUE (registry, chain_hash),
    FOREIGN KEY (registry, parent_id) REFERENCES dsys.revision (registry, id),
    FOREIGN KEY (registry, rollback_of_id) REFERENCES dsys.revision (registry, id),
    CHECK ((kind = 'rollback') = (rollback_of_id IS NOT NULL)),
    CHECK ((parent_id IS NULL) = (id = 1)),
    CHECK (parent_id IS NULL OR parent_id = id - 1)
);

-- The canonical document of each revision: a zlib-compressed snapshot now and then, otherwise a
-- line delta against the previous revision (as in the SQLite registry).
CREATE TABLE dsys.document (
    registry    text    NOT NULL,
    revision_id bigint  NOT NULL,
    is_snapshot boolean NOT NULL,
    payload     bytea   NOT NULL,
    PRIMARY KEY (registry, revision_id),
    FOREIGN KEY (registry, revision_id) REFERENCES dsys.revision (registry, id)
);

-- The changelog entry of each revision as publish rendered it (compressed Markdown), and the most
-- bytes of each entry its CHANGELOG.md holds.
CREATE TABLE dsys.changelog_entry (
    registry    text    NOT NULL,
    revision_id bigint  NOT NULL,
    markdown    bytea   NOT NULL,
    file_limit  integer,
    PRIMARY KEY (registry, revision_id),
    FOREIGN KEY (registry, revision_id) REFERENCES dsys.revision (registry, id)
);

-- The history is append-only, for every role: a row once recorded is never changed or deleted.
-- (A publishing role is granted UPDATE on dsys.registry only so that `SELECT … FOR UPDATE` may
-- lock a registry's row; this trigger refuses the update itself.)
CREATE FUNCTION dsys.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the dsys registry is append-only: % on % refused', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON dsys.registry
    FOR EACH ROW EXECUTE FUNCTION dsys.refuse_change();
CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON dsys.revision
    FOR EACH ROW EXECUTE FUNCTION dsys.refuse_change();
CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON dsys.document
    FOR EACH ROW EXECUTE FUNCTION dsys.refuse_change();
CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON dsys.changelog_entry
    FOR EACH ROW EXECUTE FUNCTION dsys.refuse_change();
