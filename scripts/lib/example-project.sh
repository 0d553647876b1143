# Sourced by scripts/demo.sh and scripts/screenshots.sh: what both do before their own steps.

# Builds dsysctl (the build's progress lines left out) and sets $dsysctl to its path; $1 names the caller in errors.
build_dsysctl() {
  swift build --product dsysctl 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' || true
  dsysctl=$(swift build --show-bin-path)/dsysctl
  [ -x "$dsysctl" ] || { echo "$1: the build did not produce dsysctl" >&2; exit 1; }
}

# Makes the scratch project $1 anew, holding the bundled full example as its working document.
example_project() {
  rm -rf "$1"
  mkdir -p "$1/.dsys"
  cp Examples/full/design-system.json "$1/.dsys/design-system.json"
}
