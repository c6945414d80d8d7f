#!/usr/bin/env bash
# Regenerates the Swift files under Tests/GeneratedLinks from the tables Scripts/generated-links.txt
# lists, with the linkstack built from this checkout. Run from the package root after changing
# those route files or the generator; review the diff and commit it.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product linkstack >/dev/null
grep -v '^#' Scripts/generated-links.txt | while read -r routes name; do
    [ -n "$routes" ] || continue
    .build/debug/linkstack generate swift --routes "$routes" --name "$name" --output "Tests/GeneratedLinks/$name.swift"
    echo "Tests/GeneratedLinks/$name.swift"
done
