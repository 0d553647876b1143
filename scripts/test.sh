#!/usr/bin/env bash
# The whole test suite: installs what is missing (libgit2, SQLite, pkg-config, PostgreSQL and git
# from apt, Python's jsonschema from PyPI), builds everything, checks the formatting, starts the
# real servers the shared registry's tests use (PostgreSQL on a unix socket, a git daemon on
# loopback; stopped on exit, also on failure) and runs every test, then the store-independent
# registry and server tests a second time against PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/bootstrap.sh --with-test-tools
# Our own Swift only: not the golden packages (generated output, compared byte for byte) nor the
# SwiftUI shim (which mirrors Apple's declarations).
git ls-files -z -- '*.swift' ':!:Tests/GeneratorTests/__Snapshots__' ':!:Tests/SwiftUIShim' |
  xargs -0 swift format lint --strict --configuration .swift-format
swift build --build-tests

source scripts/test-servers.sh
trap stop_test_servers EXIT
start_test_servers

# All tests are XCTest; without this flag Swift Testing would close the log with "0 tests".
swift test --skip-build --disable-swift-testing

# The registry tests and the server's again, each registry in PostgreSQL. Not these: the tests that tamper with the
# SQLite file itself (its tables, its migrations table, its bytes) and those that damage the local
# output repository and expect verify to call it a problem (for a shared store, that repository is
# the machine's cache, which any verify mends); PostgresStoreTests covers the same ground there.
sqlite_only='StorageTests|VerifyDamageTests|VerifyTrustTests|VerifyPipelineTests|VerifyIntegrityTests|LegacyLayoutTests'
# (and the tests of parts that use no store at all)
sqlite_only+='|OutputRepositoryTests|LineDeltaTests|IdentityTests|RevisionDateTests'
# (and those that run against PostgreSQL in the first pass already)
sqlite_only+='|PostgresStoreTests|PostgresLocationTests|RemoteTests'
sqlite_only+='|ChangelogTests/testADamagedStoredEntryIsNamedByVerifyAndRegenerate'
sqlite_only+='|ChangelogTests/testARevisionWithoutAStoredEntryHasNoChangelogInItsTree'
sqlite_only+='|ChangelogTests/testReadingCommandsExplainAMissingOrEmptyRegistry'
sqlite_only+='|ChangelogTests/testTheStoredChangelogEqualsTheRediffedOneAndReadsNoDocument'
sqlite_only+='|ChangelogTests/testTheStoredEntriesRebuildTheTreeAndATamperedEntryIsFound'
sqlite_only+='|PackingTests/testConsolidationKeepsACommitWhoseTagACrashDidNotWrite'
sqlite_only+='|RegenerateTests/testAVersionThatDoesNotReproduceWritesNothing'
sqlite_only+='|RegenerateTests/testFromCommitWritesTheCommittedBytesOfAVersionThatDoesNotReproduce'
sqlite_only+='|RegenerateTests/testAnOutputThatCannotBeWrittenIsAnErrorOnlyForAVersionThatReproduces'
sqlite_only+='|RegenerateTests/testAVersionThatReproducesIsRegeneratedWithoutTheOutputRepository'
sqlite_only+='|PublishGuardTests/testRevisionsRecordedBeforeRenamesWereCountedStillVerify'
sqlite_only+='|PublishTests/testHeadMustMatchTheRepositoryBeforePublishing'
sqlite_only+='|PublishTests/testReadingARegistryThatDoesNotExist'
sqlite_only+='|VerifyTests/testAMissingCommitIsReportedAndRebuiltIdentically'
sqlite_only+='|VerifyTests/testAMissingTagIsReportedAndRepaired'
sqlite_only+='|VerifyTests/testATagMovedByHandIsReportedAndMovedBack'
sqlite_only+='|VerifyTests/testAnEditedDocumentIsDetected'
sqlite_only+='|VerifyTests/testAnEditedRowBreaksTheChainAtThatRevision'
sqlite_only+='|VerifyTests/testMainLeftBehindByAnInterruptedPublishIsMovedToTheHead'
sqlite_only+='|VerifyTests/testRegenerateExplainsADifferenceAndCanWriteTheCommittedFiles'
# (and the one server test that reads no registry)
sqlite_only+='|ServeCommandTests/testHelpDescribesThePagesAndTheDefaults'
DSYS_TEST_STORE=postgres swift test --skip-build --disable-swift-testing \
  --filter 'RegistryTests\.|ServerTests\.' --skip "$sqlite_only"
