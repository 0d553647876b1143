#!/usr/bin/env bash
# Regenerates the pictures in docs/serve.md of `dsysctl serve`, docs/serve-version.png and docs/serve-diff.png,
# from a real run: builds dsysctl, publishes three versions of the full example in a scratch project
# (.build/screenshots, made anew), serves it on a free loopback port and has headless Chromium take the
# pictures through the tests' own driver (Tests/ServerTests/Browser/drive.py). The server is stopped at
# the end, also on failure. Look at both PNGs before committing them.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/example-project.sh

scripts/bootstrap.sh --with-test-tools
build_dsysctl screenshots

project=.build/screenshots
example_project "$project"
export DSYS_AUTHOR="Ada Lovelace <ada@example.com>" DSYS_REGISTRY="" NO_COLOR=1
edit() { python3 -c "import json, sys
path = '$project/.dsys/design-system.json'
document = json.load(open(path))
exec(sys.argv[1])
json.dump(document, open(path, 'w'), indent=2)" "$1"; }

SOURCE_DATE_EPOCH=1767261600 "$dsysctl" publish --project "$project" --no-output -m "First release" >/dev/null
edit "document['tokens']['color']['action']['primary']['light'] = '{palette.blue.700}'
document['tokens']['color']['text']['visited'] = {'light': '{palette.blue.900}', 'dark': '{palette.blue.200}',
  'description': 'Links the reader has followed.'}"
SOURCE_DATE_EPOCH=1768471200 "$dsysctl" publish --project "$project" --no-output \
  -m "Darker primary action; a color for visited links" >/dev/null
edit "document['tokens']['color']['feedback']['success']['light'] = '{palette.green.900}'
del document['tokens']['color']['palette']['red']['950']"
SOURCE_DATE_EPOCH=1769680800 "$dsysctl" publish --project "$project" --no-output \
  -m "Darker success color; red 950 removed" >/dev/null

log="$project/serve.log"
# The SwiftPM line as a team that pushes to its git host sees it (DSYS_REMOTE names the remote, as for publish),
# not a path of this machine.
DSYS_REMOTE=https://github.com/acme/design-system.git "$dsysctl" serve --project "$project" --port 0 >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 100); do
  grep -q '^serving ' "$log" && break
  kill -0 "$server" 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 0.1
done
url=$(sed -n 's/^serving .* at \(http:[^ ]*\) .*/\1/p' "$log")
[ -n "$url" ] || { cat "$log" >&2; exit 1; }
python3 Tests/ServerTests/Browser/drive.py screenshots "$url" 1.1.0 1.0.0 2.0.0 docs
echo "wrote docs/serve-version.png and docs/serve-diff.png from $url"
