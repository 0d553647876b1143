#!/usr/bin/env python3
"""Check every fixture against the JSON Schema, by folder.

Usage: python3 Tests/Fixtures/check-fixtures.py [SCHEMA]
       (SCHEMA defaults to schema/design-system.schema.json at the repository root)

- valid/*.json                  must be parseable and schema-valid;
- invalid/schema/*.json         must be parseable and schema-invalid, and each pointer in
                                NAME.expect must be at or under the pointer of some schema
                                error, and each schema error must be at or above some
                                expected pointer (so the schema finds the same problems);
                                lines whose code only dsys can find (unknown-alias, ...)
                                are allowed in a document that also has schema problems;
- invalid/semantic/*.json       must be parseable and schema-valid (dsys alone rejects them);
- invalid/unparseable/*.json    must not be parseable (not UTF-8 or not JSON).

Every invalid fixture needs a NAME.expect whose lines are `POINTER CODE` (split at the last
space) with a known diagnostic code. Prints one line per failure and a summary; exits 1 if
anything failed.
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

CODES = {
    "not-utf8", "too-large", "malformed-json", "duplicate-key", "too-deep", "wrong-type",
    "unknown-key", "missing-key", "invalid-value", "bad-color", "bad-number", "empty-name",
    "bad-name", "invalid-identifier", "swift-keyword", "identifier-collision", "unknown-alias",
    "alias-cycle", "missing-role", "ungrouped-token", "type-mismatch", "unknown-role",
}
SCHEMA_CODES = CODES - {"not-utf8", "too-large", "malformed-json", "duplicate-key", "too-deep",
                        "identifier-collision", "unknown-alias", "alias-cycle"}
UNPARSEABLE_CODES = {"not-utf8", "malformed-json"}

spec = importlib.util.spec_from_file_location("check_schema", os.path.join(HERE, "check-schema.py"))
check_schema = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_schema)


def read_expect(path):
    lines = []
    with open(path, "r", encoding="utf-8") as f:
        for raw in f.read().split("\n"):
            if raw == "":
                continue
            pointer, _, code = raw.rpartition(" ")
            lines.append((pointer, code))
    return lines


def under(pointer, prefix):
    """pointer is prefix itself or inside it ("/" is the root and contains everything)."""
    return prefix == "/" or pointer == prefix or pointer.startswith(prefix + "/")


def main(argv):
    schema_path = argv[0] if argv else os.path.join(REPO, "schema", "design-system.schema.json")
    import json
    from jsonschema import Draft202012Validator
    with open(schema_path, "r", encoding="utf-8") as f:
        schema = json.load(f)
    Draft202012Validator.check_schema(schema)
    validator = check_schema.Validator(schema)

    failures, counts = [], {}

    def fail(path, why):
        failures.append(f"{os.path.relpath(path, REPO)}: {why}")

    for folder in ("valid", "invalid/schema", "invalid/semantic", "invalid/unparseable"):
        directory = os.path.join(HERE, folder)
        names = sorted(n for n in os.listdir(directory) if n.endswith(".json"))
        counts[folder] = len(names)
        for name in names:
            path = os.path.join(directory, name)
            result = check_schema.check(validator, path)
            expect_path = path[:-len(".json")] + ".expect"
            expect = None
            if folder != "valid":
                if not os.path.exists(expect_path):
                    fail(path, "no .expect file")
                    continue
                expect = read_expect(expect_path)
                if not expect:
                    fail(path, "empty .expect file")
                for pointer, code in expect:
                    if code not in CODES:
                        fail(path, f"unknown code {code!r} in .expect")
                    if not pointer.startswith("/"):
                        fail(path, f"pointer {pointer!r} does not start with '/'")
            if folder == "valid":
                if not result["valid"]:
                    fail(path, f"expected valid, got {result['errors']}")
            elif folder == "invalid/unparseable":
                if result["parseable"]:
                    fail(path, "expected unparseable, but it parsed")
                for pointer, code in expect:
                    if pointer != "/" or code not in UNPARSEABLE_CODES:
                        fail(path, f"unparseable fixtures expect '/ not-utf8' or '/ malformed-json', got {pointer} {code}")
            elif folder == "invalid/semantic":
                if not result["parseable"] or not result["valid"]:
                    fail(path, f"expected schema-valid, got {result['errors']}")
            else:  # invalid/schema
                if not result["parseable"] or result["valid"]:
                    fail(path, "expected schema-invalid, but the schema accepts it")
                    continue
                error_pointers = {e["pointer"] for e in result["errors"]}
                if not any(code in SCHEMA_CODES for _, code in expect):
                    fail(path, "no expected problem is one the schema can find; move the fixture to invalid/semantic")
                for pointer, code in expect:
                    if code not in SCHEMA_CODES:
                        continue  # a problem only dsys finds, in a document that also has schema problems
                    if not any(under(pointer, ep) for ep in error_pointers):
                        fail(path, f"expected {pointer} {code}, but no schema error at or above it")
                for ep in sorted(error_pointers):
                    if not any(under(pointer, ep) for pointer, _ in expect):
                        fail(path, f"schema error at {ep} not covered by .expect: "
                                   + "; ".join(e["message"][:200] for e in result["errors"] if e["pointer"] == ep))

    for line in failures:
        print("FAIL " + line)
    print("checked " + ", ".join(f"{k}: {v}" for k, v in counts.items())
          + f"; {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
