#!/usr/bin/env bash
# selftest.sh — proves the SwiftUI shim machinery is honest in both directions:
#   * every directory in samples/ type-checks cleanly, in Swift 5 and 6 language modes,
#     with and without --define SWIFT_PACKAGE;
#   * every directory in platform-samples/ type-checks cleanly as iOS and as macOS
#     (--platform ios|macos, through SIL), in Swift 5 and 6 language modes;
#   * every file in negative/ FAILS to type-check, with the diagnostic named on its
#     `// expect: <substring>` line (run with `// swift-version: N` if present, else 5, and
#     `// platform: ios|macos` if present, else neither; through SIL with `// sil: yes`).
# Exit status 0 only if all of that holds. Usage: selftest.sh [-v]
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
verbose=${1:-}
failures=0

# expect_clean SAMPLE_DIR TYPECHECK_ARGS...: the sample type-checks with no output at all.
expect_clean() {
    local sample=$1 out; shift
    local name=$(basename "$(dirname "$sample")")/$(basename "$sample")
    if out=$("$here/typecheck.sh" "$@" "$sample" 2>&1) && [[ -z $out ]]; then
        echo "PASS  $name $*"
    else
        echo "FAIL  $name $*: expected a clean type-check"
        echo "$out" | sed 's/^/      /'
        failures=$((failures + 1))
    fi
}

for sample in "$here"/samples/*/; do
    for version in 5 6; do
        expect_clean "$sample" --swift-version "$version"
        expect_clean "$sample" --swift-version "$version" --define SWIFT_PACKAGE
    done
done

for sample in "$here"/platform-samples/*/; do
    for platform in ios macos; do
        for version in 5 6; do
            expect_clean "$sample" --platform "$platform" --sil --swift-version "$version"
        done
    done
done

for negative in "$here"/negative/*.swift; do
    name=negative/$(basename "$negative")
    expect=$(sed -n 's#^// expect: ##p' "$negative" | head -1)
    version=$(sed -n 's#^// swift-version: ##p' "$negative" | head -1)
    platform=$(sed -n 's#^// platform: ##p' "$negative" | head -1)
    sil=$(sed -n 's#^// sil: yes$#--sil#p' "$negative" | head -1)
    if [[ -z $expect ]]; then
        echo "FAIL  $name: no '// expect:' line"; failures=$((failures + 1)); continue
    fi
    out=$("$here/typecheck.sh" --swift-version "${version:-5}" ${platform:+--platform "$platform"} $sil "$negative" 2>&1)
    status=$?
    if ((status != 0)) && grep -qF -- "$expect" <<<"$out"; then
        echo "PASS  $name fails as expected: $expect"
        [[ $verbose == -v ]] && echo "$out" | grep -E 'error:' | grep -v '^ ' | sed 's/^/      /'
    else
        echo "FAIL  $name: expected a failure mentioning: $expect (exit status $status)"
        echo "$out" | sed 's/^/      /'
        failures=$((failures + 1))
    fi
done

# The plugin speaks the compiler's wire protocol correctly (unit tests) ...
if out=$(python3 "$here/test_preview_plugin.py" 2>&1); then
    echo "PASS  test_preview_plugin.py"
else
    echo "FAIL  test_preview_plugin.py"; echo "$out" | sed 's/^/      /'; failures=$((failures + 1))
fi
# ... and really hands the #Preview body to DeveloperToolsSupport.Preview (not stripped).
out=$("$here/typecheck.sh" --dump-macro-expansions "$here/samples/Seed000Fixed" 2>&1)
if grep -qF 'DeveloperToolsSupport.Preview {' <<<"$out" &&
   grep -qF 'return __b_buildView {' <<<"$out" &&
   grep -qF 'DSButton("Secondary", variant: .secondary) {}' <<<"$out"; then
    echo "PASS  #Preview expansions carry their bodies (-dump-macro-expansions)"
else
    echo "FAIL  #Preview expansion does not contain the preview body"; failures=$((failures + 1))
fi

if ((failures)); then echo "selftest: $failures failure(s)"; exit 1; fi
echo "selftest: all good"
