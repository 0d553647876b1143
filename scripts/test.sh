#!/usr/bin/env bash
# The whole test suite: installs what is missing (libgit2, SQLite and pkg-config from apt,
# Python's jsonschema from PyPI), builds everything, checks the formatting and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/bootstrap.sh --with-test-tools
# Our own Swift only: not the golden packages (generated output, compared byte for byte) nor the
# SwiftUI shim (which mirrors Apple's declarations).
git ls-files -z -- '*.swift' ':!:Tests/GeneratorTests/__Snapshots__' ':!:Tests/SwiftUIShim' |
  xargs -0 swift format lint --strict --configuration .swift-format
swift build --build-tests
# All tests are XCTest; without this flag Swift Testing would close the log with "0 tests".
swift test --disable-swift-testing
