#!/usr/bin/env bash
# Shows that an app can link LinkStackCore where PCRE2 cannot build (as on iOS, whose SDK has no
# libpcre2): in a copy of this package whose CPCRE2 module is made unusable, the engine no longer
# builds, yet Examples/CoreConsumer (which links only LinkStackCore) builds, runs a resolution
# through the LinkResolving it is handed, and prints exactly Examples/CoreConsumer/expected-output.txt.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

copy="$work/LinkStack"
mkdir -p "$copy/Examples"
cp -R "$root/Package.swift" "$root/Sources" "$root/Tests" "$root/Plugins" "$copy/"
cp -R "$root/Examples/CoreConsumer" "$copy/Examples/"
rm -rf "$copy/Examples/CoreConsumer/.build"
# The PCRE2 module made unusable: a module map naming a header and a library that do not exist,
# and a pkg-config name no machine has.
printf 'module CPCRE2 [system] {\n    header "no-such-pcre2.h"\n    link "no-such-pcre2"\n    export *\n}\n' \
    > "$copy/Sources/CPCRE2/module.modulemap"
sed -i 's/pkgConfig: "libpcre2-8"/pkgConfig: "no-such-libpcre2"/' "$copy/Package.swift"

echo "== the engine must fail to build without PCRE2"
if swift build --package-path "$copy" --target LinkStack >"$work/engine.log" 2>&1; then
    echo "check-core-consumer: the LinkStack target built with the PCRE2 module broken; the check proves nothing" >&2
    exit 1
fi
if ! grep -m1 "error: header 'no-such-pcre2.h' not found" "$work/engine.log"; then
    echo "check-core-consumer: the LinkStack target failed to build, but not for want of PCRE2:" >&2
    grep -m5 "error:" "$work/engine.log" >&2
    exit 1
fi

echo "== an app that links only LinkStackCore builds and resolves"
swift build --package-path "$copy/Examples/CoreConsumer" 2>&1 | tail -1
swift run --skip-build --package-path "$copy/Examples/CoreConsumer" CoreConsumer >"$work/output.txt"
if ! diff -u "$root/Examples/CoreConsumer/expected-output.txt" "$work/output.txt"; then
    echo "check-core-consumer: the core consumer's answers differ from Examples/CoreConsumer/expected-output.txt" >&2
    exit 1
fi
echo "check-core-consumer: ok ($(wc -l <"$work/output.txt") answers, as expected)"
