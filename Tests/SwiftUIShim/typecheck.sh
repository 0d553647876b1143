#!/usr/bin/env bash
# typecheck.sh — type-check generated SwiftUI code on Linux against the SwiftUI interface
# shim in this directory (SwiftUI/*.swift + DeveloperToolsSupport.swift) with the #Preview
# macro implemented by preview-plugin.py. See README.md.
#
# usage: typecheck.sh [--swift-version 5|6] [--define NAME]... [--module-name NAME]
#                     [--platform ios|macos] [--sil] [--warnings-as-errors] [--dump-macro-expansions]
#                     [--] DIR_OR_FILE...
#
# All .swift files found (recursively) under the given directories, plus the given files,
# are type-checked together as ONE module (default name DesignSystem); Package.swift files
# and .build/.swiftpm directories are skipped. With --define SWIFT_PACKAGE a
# resource_bundle_accessor.swift shaped like the one SwiftPM synthesizes for a target with
# resources is added, so `Bundle.module` exists as it would in a Swift package.
#
# --platform ios makes the UIKit stand-in (UIKit/*.swift) importable, --platform macos the AppKit
# one (AppKit/*.swift), each with SwiftUI's initialisers from its colors; so the branches of
# `#if canImport(UIKit)` / `#elseif canImport(AppKit)` are each type-checked. Without it, neither
# is importable (as before the option existed).
#
# --sil goes on to SIL (`-emit-sil -wmo`, one module), where the compiler's flow diagnostics run, which `-typecheck`
# skips: an initializer that does not initialize on every path, a missing return, Swift 6's
# region-based isolation (sending) errors. Slower; without it, `-typecheck` as before.
#
# Exit status: swiftc's (0 = clean); 2 for usage errors or when no Swift file was found.
# swiftc's diagnostics go to stderr.
#
# Environment: SWIFTC (default: swiftc), DSYS_SHIM_CACHE (default: $TMPDIR/dsys-swiftui-shim).
# The #Preview plugin runs through its `#!/usr/bin/env python3` line, and swift-frontend
# starts plugins with an EMPTY environment: python3 must be found on the default PATH
# (/usr/bin or /bin), whatever PATH says.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
swiftc=${SWIFTC:-swiftc}
swift_version=5
module_name=DesignSystem
platform=
stage=(-typecheck)
defines=()
inputs=()
extra_flags=()

usage() {
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}
die() { echo "typecheck.sh: $*" >&2; exit 2; }

while (($#)); do
    case $1 in
        --swift-version) (($# >= 2)) || die "--swift-version needs a value"; swift_version=$2; shift 2 ;;
        --swift-version=*) swift_version=${1#*=}; shift ;;
        --define|-D) (($# >= 2)) || die "$1 needs a value"; defines+=("$2"); shift 2 ;;
        --define=*) defines+=("${1#*=}"); shift ;;
        -D?*) defines+=("${1#-D}"); shift ;;
        --module-name) (($# >= 2)) || die "--module-name needs a value"; module_name=$2; shift 2 ;;
        --module-name=*) module_name=${1#*=}; shift ;;
        --platform) (($# >= 2)) || die "--platform needs a value"; platform=$2; shift 2 ;;
        --platform=*) platform=${1#*=}; shift ;;
        --sil) stage=(-emit-sil -wmo -o /dev/null); shift ;;
        --warnings-as-errors) extra_flags+=(-warnings-as-errors); shift ;;
        --dump-macro-expansions) extra_flags+=(-Xfrontend -dump-macro-expansions); shift ;;
        -h|--help) usage; exit 0 ;;
        --) shift; inputs+=("$@"); break ;;
        -*) die "unknown option: $1 (see --help)" ;;
        *) inputs+=("$1"); shift ;;
    esac
done
case $swift_version in 5|6) ;; *) die "--swift-version must be 5 or 6, not '$swift_version'" ;; esac
case $platform in
    '') platform_framework= ;;
    ios) platform_framework=UIKit ;;
    macos) platform_framework=AppKit ;;
    *) die "--platform must be ios or macos, not '$platform'" ;;
esac
for d in ${defines[@]+"${defines[@]}"}; do
    [[ $d =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || die "--define: not a valid condition name: '$d'"
done
[[ $module_name =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || die "--module-name: not a valid module name: '$module_name'"
((${#inputs[@]})) || { usage >&2; exit 2; }
command -v "$swiftc" >/dev/null || die "swiftc not found (set SWIFTC)"
command -v python3 >/dev/null || die "python3 not found (needed by preview-plugin.py)"

# ---- collect sources -------------------------------------------------------------------
sources=()
for input in "${inputs[@]}"; do
    if [[ -d $input ]]; then
        while IFS= read -r -d '' f; do sources+=("$f"); done < <(
            find "$input" \( -name .build -o -name '.build_*' -o -name .swiftpm -o -name .git \) -prune -o \
                 -type f -name '*.swift' ! -name Package.swift -print0 | LC_ALL=C sort -z)
    elif [[ -f $input ]]; then
        [[ $(basename "$input") == Package.swift ]] && continue
        [[ $input == *.swift ]] || die "not a .swift file: $input"
        sources+=("$input")
    else
        die "no such file or directory: $input"
    fi
done
((${#sources[@]})) || die "no .swift files found in: ${inputs[*]}"

# ---- build (or reuse) the shim modules -------------------------------------------------
cache_root=${DSYS_SHIM_CACHE:-${TMPDIR:-/tmp}/dsys-swiftui-shim}
mkdir -p "$cache_root"
# The SwiftUI module is every file of SwiftUI/, one file per area of the framework.
shim_sources=()
while IFS= read -r -d '' f; do shim_sources+=("$f"); done < <(find "$here/SwiftUI" -type f -name '*.swift' -print0 | LC_ALL=C sort -z)
((${#shim_sources[@]})) || die "no shim sources in $here/SwiftUI"
# The platform's stand-in framework, built before SwiftUI so that SwiftUI's `canImport` sees it.
platform_sources=()
if [[ -n $platform_framework ]]; then
    while IFS= read -r -d '' f; do platform_sources+=("$f"); done < <(
        find "$here/$platform_framework" -type f -name '*.swift' -print0 | LC_ALL=C sort -z)
    ((${#platform_sources[@]})) || die "no shim sources in $here/$platform_framework"
fi
key=$( { cat "$here/DeveloperToolsSupport.swift" "${shim_sources[@]}" ${platform_sources[@]+"${platform_sources[@]}"} \
           "$here/preview-plugin.py"; "$swiftc" --version 2>&1; } \
       | sha256sum | cut -c1-16)
shim=$cache_root/$key${platform:+-$platform}
plugin=$here/preview-plugin.py
if [[ ! -x $plugin ]]; then   # e.g. checked out without the executable bit
    plugin=$cache_root/preview-plugin-$key.py
    if [[ ! -x $plugin ]]; then
        tmp_plugin=$(mktemp "$cache_root/.plugin.XXXXXX")
        cp "$here/preview-plugin.py" "$tmp_plugin" && chmod +x "$tmp_plugin" && mv -f "$tmp_plugin" "$plugin"
    fi
fi
plugin_flag=(-load-plugin-executable "$plugin#PreviewsMacros")

if [[ ! -f $shim/.complete ]]; then
    build=$(mktemp -d "$cache_root/.build.XXXXXX")
    trap 'rm -rf "$build"' EXIT
    if ! "$swiftc" -emit-module -parse-as-library -module-name DeveloperToolsSupport \
            -emit-module-path "$build/DeveloperToolsSupport.swiftmodule" \
            "$here/DeveloperToolsSupport.swift" >"$build/log" 2>&1 ||
       { [[ -n $platform_framework ]] &&
         ! "$swiftc" -emit-module -parse-as-library -module-name "$platform_framework" \
            -emit-module-path "$build/$platform_framework.swiftmodule" \
            "${platform_sources[@]}" >>"$build/log" 2>&1; } ||
       ! "$swiftc" -emit-module -parse-as-library -module-name SwiftUI -I "$build" "${plugin_flag[@]}" \
            -emit-module-path "$build/SwiftUI.swiftmodule" \
            "${shim_sources[@]}" >>"$build/log" 2>&1; then
        cat "$build/log" >&2
        die "building the SwiftUI shim failed"
    fi
    touch "$build/.complete"
    # Atomic publish; if a concurrent run got there first, rename fails and we use theirs.
    mv -T "$build" "$shim" 2>/dev/null || [[ -f $shim/.complete ]] || die "could not publish the shim into $shim"
    rm -rf "$build"
    trap - EXIT
fi

# ---- SwiftPM's Bundle.module accessor, for --define SWIFT_PACKAGE ----------------------
work=$(mktemp -d "${TMPDIR:-/tmp}/dsys-typecheck.XXXXXX")
trap 'rm -rf "$work"' EXIT
for d in ${defines[@]+"${defines[@]}"}; do
    if [[ $d == SWIFT_PACKAGE ]]; then
        # Same shape as the file SwiftPM writes to
        # .build/<triple>/debug/<Target>.build/DerivedSources/resource_bundle_accessor.swift
        cat >"$work/resource_bundle_accessor.swift" <<EOF
import Foundation

extension Foundation.Bundle {
    static let module: Bundle = {
        let mainPath = Bundle.main.bundleURL.appendingPathComponent("${module_name}_${module_name}.resources").path
        let buildPath = "/nonexistent/.build/debug/${module_name}_${module_name}.resources"

        let preferredBundle = Bundle(path: mainPath)

        guard let bundle = preferredBundle ?? Bundle(path: buildPath) else {
            // Users can write a function called fatalError themselves, we should be resilient against that.
            Swift.fatalError("could not load resource bundle: from \(mainPath) or \(buildPath)")
        }

        return bundle
    }()
}
EOF
        sources+=("$work/resource_bundle_accessor.swift")
    fi
done

define_flags=()
for d in ${defines[@]+"${defines[@]}"}; do define_flags+=(-D "$d"); done

set +e
"$swiftc" "${stage[@]}" -parse-as-library -module-name "$module_name" \
    -swift-version "$swift_version" \
    -I "$shim" "${plugin_flag[@]}" \
    ${define_flags[@]+"${define_flags[@]}"} ${extra_flags[@]+"${extra_flags[@]}"} \
    "${sources[@]}"
status=$?
set -e
exit $status
