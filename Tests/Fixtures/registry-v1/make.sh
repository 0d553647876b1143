#!/usr/bin/env bash
# Made Tests/Fixtures/registry-v1/ ONCE, with the dsysctl of release 0.1.0 (generator 0.1.0,
# document format 1, registry migrations 0001–0002; built from commit 7c52ba8).
#
# DO NOT RE-RUN THIS SCRIPT. The fixture is a registry written by that release, frozen byte for
# byte, so that the tests can prove that every later dsys still reads it: `verify` passes,
# `log`, `show`, `diff`, `changelog` and `regenerate --from-commit` print what that release
# printed (the files under expected/), and a new revision can be published on top of it.
# Running this script with a newer dsys would write a registry of the newer format and prove
# nothing. It is kept to document how the fixture was made, and refuses to overwrite it.
#
# Usage: Tests/Fixtures/registry-v1/make.sh PATH/TO/dsysctl-0.1.0
#
# The history (a fixed author and clock, one day per revision):
#   1.0.0  Examples/full/design-system.json as it was in that release
#   1.0.1  patch: a color value changes (surface.overlay light #ffffffeb → #fffffff5)
#   1.0.2  patch: a color alias is retargeted (action.primary light palette.blue.600 → 700)
#   1.1.0  minor: a color token is added (feedback.neutral)
#   1.2.0  minor: a color token is deprecated (text.link)
#   2.0.0  major: a color token is renamed (surface.overlay → surface.scrim)
#   2.1.0  minor: tokens.other gains a dimension, a duration, a shadow with a color alias, a
#          typography and a gradient
#   2.1.1  patch: values change (radius.md 8 → 10, duration.fast 150 → 120, spacing.lg 24 → 20)
#   3.0.0  rollback of 1.2.0 (major: the rename and the tokens.other additions are undone)
# The working document (.dsys/design-system.json) is left equal to 3.0.0's.
set -euo pipefail

dsysctl=${1:?usage: make.sh PATH/TO/dsysctl-0.1.0}
dsysctl=$(cd "$(dirname "$dsysctl")" && pwd)/$(basename "$dsysctl")
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
if [ -e "$here/.dsys" ] || [ -e "$here/expected" ]; then
  echo "make.sh: the fixture exists; it is frozen and must not be re-made" >&2
  exit 1
fi

export NO_COLOR=1 DSYS_AUTHOR="Ada Lovelace <ada@example.com>"
day=0
document="$here/.dsys/design-system.json"
mkdir -p "$here/.dsys" "$here/expected"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Rewrites the working document by a Python statement over `d` (the document), `t` (its tokens)
# and `c` (its colors); key order is kept.
edit() {
  python3 - "$document" "$1" <<'PYTHON'
import json, sys
path, statement = sys.argv[1], sys.argv[2]
with open(path, encoding="utf-8") as f:
    d = json.load(f)
t = d["tokens"]
c = t["color"]
exec(statement)
with open(path, "w", encoding="utf-8") as f:
    json.dump(d, f, indent=2, ensure_ascii=False)
    f.write("\n")
PYTHON
}

dsys() {
  SOURCE_DATE_EPOCH=$((1700000000 + day * 86400)) "$dsysctl" "$@" --project "$here"
}

publish() {
  day=$((day + 1))
  dsys publish --no-output -m "$1" >/dev/null
}

cp "$repo/Examples/full/design-system.json" "$document"
edit 'del d["$schema"]'
publish "Launch"
edit 'c["surface"]["overlay"]["light"] = "#fffffff5"'
publish "A more opaque overlay"
edit 'c["action"]["primary"]["light"] = "{palette.blue.700}"'
publish "Darker primary action"
edit 'c["feedback"]["neutral"] = {"light": "{palette.gray.600}", "dark": "{palette.gray.400}", "description": "Neutral notices."}'
publish "A neutral feedback color"
edit 'c["text"]["link"]["deprecated"] = "Use action.primary for links."'
cp "$document" "$scratch/1.2.0.json"
publish "Links use the primary action color"
edit 'c["surface"] = {("scrim" if k == "overlay" else k): v for k, v in c["surface"].items()}'
publish "The overlay is a scrim"
edit '
o = t["other"]
o["size"] = {"icon": {"type": "dimension", "value": 24, "description": "Icons in buttons and rows."}}
o["duration"]["medium"] = {"type": "duration", "value": 200}
o["elevation"] = {
    "focus": {"type": "shadow", "value": [
        {"color": "{border.focus}", "offsetX": 0, "offsetY": 0, "blur": 0, "spread": 3},
        {"color": "#00000033", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0, "inset": True}]},
}
o["text"] = {"quote": {"type": "typography", "value": {
    "fontFamily": "Inter", "fontSize": 20, "fontWeight": 300, "letterSpacing": -0.25, "lineHeight": 1.4}}}
o["fill"] = {"hero": {"type": "gradient", "value": [
    {"color": "{palette.blue.500}", "position": 0}, {"color": "{action.primary}", "position": 1}]}}
'
publish "Icon size, a medium duration, focus elevation, a quote style and a hero gradient"
edit '
t["radius"]["md"]["value"] = 10
t["other"]["duration"]["fast"]["value"] = 120
t["spacing"]["lg"] = 20
'
publish "Rounder cards, a faster fast and a tighter lg"
day=$((day + 1))
dsys rollback --no-output 1.2.0 -m "Back to 1.2.0" >/dev/null
cp "$scratch/1.2.0.json" "$document"

# The registry as committed: SQLite leaves its -wal and -shm files behind (the last connection is
# not closed before the process exits), but every commit is already checkpointed into
# registry.sqlite, so an empty -wal is dropped with its -shm, and so is the empty lock file. git
# stores no empty folders, and libgit2 needs the bare repository's folders to exist: a
# placeholder goes into every empty one.
registry="$here/.dsys/registry.sqlite"
if [ -s "$registry-wal" ]; then
  echo "make.sh: registry.sqlite-wal holds uncheckpointed pages" >&2
  exit 1
fi
rm -f "$registry-wal" "$registry-shm" "$here/.dsys/registry.lock"
find "$here/.dsys/output.git" -type d -empty -exec touch {}/.keep \;

# What this release prints, for the tests to compare with; from a copy, as the tests read it (a
# read opens the database in WAL mode and leaves its files behind).
cp -R "$here/.dsys" "$scratch/.dsys"
dsys() {
  SOURCE_DATE_EPOCH=$((1700000000 + day * 86400)) "$dsysctl" "$@" --project "$scratch"
}
versions=$(dsys log | cut -d' ' -f1 | tac)
dsys verify >"$here/expected/verify.txt"
dsys log >"$here/expected/log.txt"
dsys log --json >"$here/expected/log.json"
dsys changelog >"$here/expected/changelog.txt"
dsys changelog --format markdown >"$here/expected/changelog.md"
previous=""
for version in $versions; do
  dsys show "$version" >"$here/expected/show-$version.txt"
  if [ -n "$previous" ]; then
    dsys diff "$previous" "$version" >"$here/expected/diff-$previous-$version.txt"
    dsys diff "$previous" "$version" --format json >"$here/expected/diff-$previous-$version.json"
  fi
  previous=$version
  # Each version's committed files, as `sha256sum` lists them (sorted by path; without the
  # writer's own list of what it wrote, which is not part of the commit).
  dsys regenerate "$version" --from-commit --output "$scratch/$version" >/dev/null
  (cd "$scratch/$version" && find . -type f ! -name .dsys-manifest | sed 's|^\./||' | LC_ALL=C sort | xargs -d '\n' sha256sum) \
    >"$here/expected/tree-$version.sha256"
done
