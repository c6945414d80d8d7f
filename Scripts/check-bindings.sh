#!/usr/bin/env bash
# Type-checks the UIKit and SwiftUI bindings on Linux, where Apple's frameworks do not exist:
# their sources are compiled (Swift 6, complete concurrency checking, warnings as errors) against
# Examples/BindingStubs' stub UIKit and SwiftUI modules, which declare the API they call with the
# SDKs' main-actor isolation. No substitute for an Xcode build; it catches type and isolation mistakes.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/LinkStack"
cp -R "$root/Package.swift" "$root/Sources" "$root/Tests" "$root/Plugins" "$work/LinkStack/"
cp -R "$root/Examples/BindingStubs" "$work/"
rm -rf "$work/BindingStubs/.build"
mkdir -p "$work/BindingStubs/Sources/BindingsUIKit" "$work/BindingStubs/Sources/BindingsSwiftUI"
cp "$root"/Sources/LinkStackUIKit/*.swift "$work/BindingStubs/Sources/BindingsUIKit/"
cp "$root"/Sources/LinkStackSwiftUI/*.swift "$work/BindingStubs/Sources/BindingsSwiftUI/"

swift build --package-path "$work/BindingStubs" -Xswiftc -strict-concurrency=complete -Xswiftc -warnings-as-errors \
    >"$work/build.log" 2>&1 || { grep -E "error|warning" "$work/build.log" | sort -u >&2; exit 1; }
for module in BindingsUIKit BindingsSwiftUI; do
    grep -q "Compiling $module" "$work/build.log" || { echo "check-bindings: $module was not compiled" >&2; exit 1; }
done
echo "check-bindings: ok (LinkStackUIKit and LinkStackSwiftUI type-check against the stubs)"
