#!/usr/bin/env bash
# The main job on the bundled example: install what is missing, build dsysctl, validate
# Examples/full/design-system.json and generate its SwiftUI package into a scratch folder
# (.build/demo/DesignSystem, replaced on every run), then list what was written.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/bootstrap.sh
swift build --product dsysctl 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' || true
dsysctl=$(swift build --show-bin-path)/dsysctl
[ -x "$dsysctl" ] || { echo "demo: the build did not produce dsysctl" >&2; exit 1; }

document=Examples/full/design-system.json
output=.build/demo/DesignSystem

echo
echo "\$ dsysctl validate $document"
"$dsysctl" validate "$document"
echo
echo "\$ dsysctl generate $document --output $output"
"$dsysctl" generate "$document" --output "$output"
echo
echo "Generated files in $output:"
(cd "$output" && find . -type f ! -path './Colors.xcassets/*' | sed 's|^\./|  |' | sort)
colorsets=$(find "$output/Colors.xcassets" -name '*.colorset' -type d | wc -l)
echo "  Colors.xcassets/ (Contents.json and $colorsets colorsets, each with light and dark values)"
