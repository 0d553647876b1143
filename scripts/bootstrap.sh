#!/usr/bin/env bash
# Installs what dsys needs on a fresh Debian machine, and nothing that is already there:
# the C libraries it links (libgit2, SQLite, and jemalloc, the commands' allocator on Linux) with
# pkg-config, and for the tests Python's jsonschema (which checks the shipped JSON Schemas) and
# PyYAML (which reads the CI examples' commands), Chromium (which loads the HTML reports in a
# headless browser) with its WebDriver (chromium-driver) and Python's Selenium, which drive
# `dsysctl serve`'s pages in that browser.
set -euo pipefail

packages=(libgit2-dev libsqlite3-dev libjemalloc-dev pkg-config)
# PostgreSQL, git (its daemon) and OpenSSH's server for the shared registry's tests, which start
# their own servers; Chromium's WebDriver (chromium-driver) for those of `dsysctl serve`.
[ "${1:-}" = "--with-test-tools" ] && packages+=(chromium chromium-driver postgresql git openssh-server)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
    missing+=("$package")
done
if ((${#missing[@]})); then
  sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  echo "bootstrap: installing ${missing[*]}" >&2
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Python modules for the tests: from PyPI; where the system Python refuses pip (PEP 668) or has
# none, Debian's package.
python_module() {
  local module=$1 requirement=$2 package=$3
  python3 -c "import $module" 2>/dev/null && return
  python3 -m pip install --quiet --disable-pip-version-check "$requirement" 2>/dev/null || {
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  }
  python3 -c "import $module" || { echo "bootstrap: could not install $module" >&2; exit 1; }
}
if [ "${1:-}" = "--with-test-tools" ]; then
  python_module jsonschema 'jsonschema>=4.0' python3-jsonschema
  python_module yaml 'PyYAML>=5.1' python3-yaml
  # The WebDriver is Debian's chromium-driver (above): Selenium is never left to download one.
  python_module selenium 'selenium>=4.11' python3-selenium
fi
