#!/usr/bin/env bash
# The package and its tests build without a warning: a clean build in its own scratch folder (so
# every file is compiled and reports), failing on any warning from Sources/, Tests/ or Plugins/
# (the dependencies' own warnings are theirs). CI runs it after the tests.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$root/.build-warnings"
rm -rf "$scratch"
trap 'rm -rf "$scratch"' EXIT
log="$(mktemp)"
swift build --package-path "$root" --build-tests --scratch-path "$scratch" >"$log" 2>&1 || { tail -30 "$log" >&2; exit 1; }
warnings="$(grep -E "^$root/(Sources|Tests|Plugins)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u || true)"
rm -f "$log"
if [ -n "$warnings" ]; then
    echo "$warnings" >&2
    echo "check-warnings: $(echo "$warnings" | wc -l) warnings in the package's own code" >&2
    exit 1
fi
echo "check-warnings: ok (the package and its tests build without a warning)"
