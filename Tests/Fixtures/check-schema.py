#!/usr/bin/env python3
"""Validate JSON files (design-system documents, SARIF logs) against a JSON Schema.

Usage: python3 Tests/Fixtures/check-schema.py SCHEMA FILE...

Prints ONE JSON object to stdout:

    {"FILE": {"parseable": bool, "valid": bool,
              "errors": [{"pointer": "/a/b", "message": "..."}]}}

- The schema is read with the draft its `$schema` names (draft 2020-12 when it names none) and
  checked first against that draft's metaschema; exit 2 if invalid.
- A file that is not UTF-8 or not JSON is `parseable: false, valid: false`, with one error
  at "/" saying why. A leading UTF-8 BOM is accepted and skipped.
- JSON is read strictly: `NaN`, `Infinity`, `-Infinity` literals are rejected (they are not
  JSON); a number too large for a double (`1e999`) becomes infinity and is validated as
  such (the schema's `maximum` rejects it).
- All errors are listed (`iter_errors`), with the RFC 6901 pointer of `error.absolute_path`
  ("/" for the root), sorted by pointer then message.
- `pattern` is evaluated with ECMA-262 semantics for `$` (end of input only; Python's `$`
  also matches before a trailing newline).
- Format checking is off.

Exit status: 0 when the report was written (whatever the files' validity), 2 when the
schema is invalid, 64 on bad usage.
"""
import json
import re
import sys

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError

_ECMA_CACHE = {}


def ecma_to_python(pattern):
    """Rewrite an ECMA-262 pattern so that Python's `re` gives the same answer for the
    constructs the schema uses: an unescaped `$` outside a character class becomes `\\Z`."""
    out, i, in_class = [], 0, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\" and i + 1 < len(pattern):
            out.append(pattern[i:i + 2])
            i += 2
            continue
        if in_class:
            if c == "]":
                in_class = False
        elif c == "[":
            in_class = True
        elif c == "$":
            c = r"\Z"
        out.append(c)
        i += 1
    return "".join(out)


def _ecma_pattern(validator, patrn, instance, schema):
    if not validator.is_type(instance, "string"):
        return
    compiled = _ECMA_CACHE.get(patrn)
    if compiled is None:
        compiled = _ECMA_CACHE[patrn] = re.compile(ecma_to_python(patrn))
    if not compiled.search(instance):
        yield ValidationError(f"{instance!r} does not match {patrn!r}")


def validator_class(schema):
    """The validator of the draft `schema` declares, with ECMA-262 `pattern` semantics."""
    draft = validators.validator_for(schema, default=Draft202012Validator)
    return draft, validators.extend(draft, {"pattern": _ecma_pattern})


def pointer(path):
    parts = [str(p).replace("~", "~0").replace("/", "~1") for p in path]
    return "/" + "/".join(parts)


def _reject_constant(name):
    raise ValueError(f"{name} is not valid JSON")


def load(path):
    """Returns (document, None) or (None, reason)."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        return None, f"cannot read: {e}"
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8", errors="strict")
    except UnicodeDecodeError as e:
        return None, f"not UTF-8: {e}"
    try:
        return json.loads(text, parse_constant=_reject_constant), None
    except ValueError as e:  # json.JSONDecodeError is a ValueError
        return None, f"malformed JSON: {e}"


def check(validator, path):
    doc, reason = load(path)
    if reason is not None:
        return {"parseable": False, "valid": False, "errors": [{"pointer": "/", "message": reason}]}
    errors = [
        {"pointer": pointer(e.absolute_path), "message": e.message}
        for e in validator.iter_errors(doc)
    ]
    errors.sort(key=lambda e: (e["pointer"], e["message"]))
    return {"parseable": True, "valid": not errors, "errors": errors}


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    try:
        with open(argv[0], "r", encoding="utf-8") as f:
            schema = json.load(f)
        draft, validator_type = validator_class(schema)
        draft.check_schema(schema)
    except Exception as e:  # OSError, JSONDecodeError, SchemaError
        print(f"{argv[0]}: invalid schema: {e}", file=sys.stderr)
        return 2
    validator = validator_type(schema)
    report = {path: check(validator, path) for path in argv[1:]}
    json.dump(report, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
