#!/usr/bin/env bash
# The generated Swift file scales: a 2,000-route table built from the shipped corpora
# (Scripts/make-large-table.py) is generated, compiled in debug under a 4 GB memory cap
# (ulimit -v) in Examples/LargeTable, and its resolver answers one link per route byte for byte
# as `linkstack resolve --batch` does. Prints the file's compile time and peak memory (the
# benchmark figures in the README come from the same steps); asserts no time.
#   Scripts/check-large-table.sh [ROUTES [CORPUS ...]]   (default: 2000 routes from every corpus)
#   Scripts/check-large-table.sh 0 github-routes.txt      (the GitHub REST table, each template once)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
count="${1:-2000}"
shift || true
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --package-path "$root" --product linkstack >/dev/null
linkstack="$(swift build --package-path "$root" --show-bin-path)/linkstack"
"$root/Scripts/make-large-table.py" "$count" "$work/table.yaml" "$work/links.txt" "$@"

example="$work/LargeTable"
cp -R "$root/Examples/LargeTable" "$example"
rm -rf "$example/.build"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$example/Package.swift"
"$linkstack" generate swift --routes "$work/table.yaml" --name LargeLinks --output "$example/Sources/LargeTable/LargeLinks.swift"
echo "== generated: $(wc -l <"$example/Sources/LargeTable/LargeLinks.swift") lines for $(grep -c "^  - { name:" "$work/table.yaml") routes"

# The core first (not counted), then the generated file alone, under the cap.
mv "$example/Sources/LargeTable/LargeLinks.swift" "$work/LargeLinks.swift"
printf 'import LinkStackCore\nenum LargeLinks { static let resolver: CoreResolver = { fatalError("a placeholder, never run") }() }\n' \
    >"$example/Sources/LargeTable/LargeLinks.swift"
swift build --package-path "$example" >/dev/null
mv "$work/LargeLinks.swift" "$example/Sources/LargeTable/LargeLinks.swift"
touch "$example/Sources/LargeTable/LargeLinks.swift"
start=$(date +%s%N)
if ! (ulimit -v $((4 * 1024 * 1024)); /usr/bin/time -f "%M" -o "$work/peak" swift build --package-path "$example" >"$work/build.log" 2>&1); then
    tail -20 "$work/build.log" >&2
    echo "check-large-table: the generated file for $count routes did not build under a 4 GB cap" >&2
    exit 1
fi
elapsed=$(( ($(date +%s%N) - start) / 100000000 ))
echo "== compiled in debug: $((elapsed / 10)).$((elapsed % 10)) s, peak $(( $(cat "$work/peak") / 1024 )) MB (one process's resident set)"

"$linkstack" resolve --batch --routes "$work/table.yaml" <"$work/links.txt" >"$work/engine.jsonl"
"$example/.build/debug/LargeTable" <"$work/links.txt" >"$work/core.jsonl"
if ! cmp -s "$work/engine.jsonl" "$work/core.jsonl"; then
    diff <(head -c 20000 "$work/engine.jsonl") <(head -c 20000 "$work/core.jsonl") | head -10 >&2
    echo "check-large-table: the generated resolver's answers differ from linkstack resolve --batch" >&2
    exit 1
fi
if grep -q '"error"' "$work/engine.jsonl"; then
    echo "check-large-table: some sample links found no route; the sample checks nothing there" >&2
    exit 1
fi
echo "check-large-table: ok ($(wc -l <"$work/links.txt") links, the same bytes both ways)"
