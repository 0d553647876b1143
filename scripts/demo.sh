#!/usr/bin/env bash
# The main job on the bundled example, in a scratch project (.build/demo, made anew on every
# run): install what is missing, build dsysctl, then validate the full example, publish it as
# 1.0.0, darken the primary action color, review the change (diff, the pull request's check)
# and publish again, show the history and its changelog, regenerate 1.0.0 exactly, verify the whole
# history, and lint a view of the app for hard-coded styling.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/example-project.sh

scripts/bootstrap.sh
build_dsysctl demo

project=.build/demo
example_project "$project"
cd "$project"
export DSYS_AUTHOR="Demo <demo@example.com>"

step() { printf '\n$ dsysctl %s\n' "$*"; "$dsysctl" "$@"; }

step validate
step publish -m "First version"
# The primary action becomes one step darker, in light mode.
sed -i '0,/"light": "{palette.blue.600}"/s//"light": "{palette.blue.700}"/' .dsys/design-system.json
step diff
# What a pull request's CI job runs on this change: it passes as the patch 1.0.1 (exit status 0).
step check --version 1.0.1
step publish -m "Darker primary action"
step log
step changelog --format html --output changelog.html
step contrast --format html --output contrast.html
step regenerate 1.0.0 --output DesignSystem-1.0.0
step verify
# A view of the app with hard-coded styling: lint names the token for each value (exit status 1).
mkdir -p App
cat > App/ProfileHeader.swift <<'SWIFT'
import SwiftUI

struct ProfileHeader: View {
    let name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(name)
                .font(.title2)
                .foregroundStyle(Color(red: 0.067, green: 0.094, blue: 0.153))
            Text("Member since 2024")
                .foregroundColor(.gray)
        }
        .padding(16)
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}
SWIFT
# Exit status 1 means it found something; anything else is a failure of the demo.
step lint App || [ $? -eq 1 ]
echo
echo "The project ($project):"
echo "  .dsys/registry.sqlite, .dsys/output.git   the registry: every version, its document and package"
echo "  DesignSystem/                             the package of the latest version, for the app"
echo "  DesignSystem-1.0.0/                       version 1.0.0, regenerated"
echo "  App/ProfileHeader.swift                   a view of the app, linted (dsysctl lint App --fix rewrites exact matches)"
echo "  changelog.html, contrast.html             the changelog and the contrast of 1.0.1, one page each"
colorsets=$(find DesignSystem/Colors.xcassets -name '*.colorset' -type d | wc -l)
echo "  (each: Package.swift, the token files, 6 components and $colorsets colorsets)"
