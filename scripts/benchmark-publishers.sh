#!/usr/bin/env bash
# The concurrent-publishers benchmark against real servers: builds the release benchmark, starts
# PostgreSQL and a git daemon as the tests do (stopped on exit), and runs
# `dsys-benchmark publishers` with them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product dsys-benchmark
source scripts/test-servers.sh
trap stop_test_servers EXIT
start_test_servers
.build/release/dsys-benchmark publishers --postgres "$DSYS_TEST_POSTGRES" \
  --git "$DSYS_TEST_GIT" --git-root "$DSYS_TEST_GIT_ROOT" "$@"
