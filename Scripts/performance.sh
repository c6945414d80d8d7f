#!/usr/bin/env bash
# Issue 62's speed figures, all of them, counted the way it asks: over a whole run of distinct
# links (`routes samples`, each link once, in the order written), the whole run less its first
# line (the start-up, the table's load and the first line's own work), divided by the other lines;
# never a second pass over the same links. Instructions are counted by `valgrind --tool=callgrind`
# (they repeat on a shared, noisy machine; hashing is seeded the same in every run, so that a
# table's load does not vary), on release builds with their debug info stripped for valgrind 3.19.
# Prints four tab-separated tables; the performance page (Benchmarks/README.md) quotes them:
#   1. one `linkstack resolve --batch` line (the release CLI, the Swift runtime linked statically):
#      GitHub at 5,000 and 20,000 links, Routes/, Routes/blog, a food-delivery app;
#   2. the cold start of one link from GitHub and Routes/ compiled into a .lsc;
#   3. the library's `RouteTable.match` and `Resolver.resolve` a link on the same tables
#      (`linkstack-bench`, the Benchmarks package, over `routes samples --per-route 10` links);
#   4. match against vapor/routing-kit's trie router in one run, wall time (`linkstack-bench --quick`).
#   Scripts/performance.sh            (about 15 minutes on 2 cores; valgrind and objcopy on the PATH)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --static-swift-stdlib --product linkstack >/dev/null
objcopy --strip-debug "$(swift build -c release --static-swift-stdlib --show-bin-path)/linkstack" "$work/linkstack"

# The instructions the command "$@" runs, counted by callgrind (standard input passed on).
instructions() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$@" >/dev/null 2>"$work/valgrind.log"
    awk '/^summary:/ { print $2; exit }' "$work/callgrind.out"
}

# The instructions of one `resolve --batch` run over the lines of $2 (table $1, more options after).
count() {
    local routes=$1 links=$2
    shift 2
    instructions "$work/linkstack" resolve --batch --routes "$routes" "$@" <"$links"
}

# One row: the table's name, its route files, the most links to take, and resolve's options.
row() {
    local name=$1 routes=$2 most=$3
    shift 3
    "$work/linkstack" routes samples --routes "$routes" --per-route 40 --misses 0.1 --seed 1 2>/dev/null >"$work/samples.tsv"
    cut -f1 "$work/samples.tsv" | awk -v most="$most" '!seen[$0]++ && n++ < most' >"$work/links.txt"
    head -n 1 "$work/links.txt" >"$work/first.txt"
    local lines all one
    lines=$(wc -l <"$work/links.txt")
    all=$(count "$routes" "$work/links.txt" "$@")
    one=$(count "$routes" "$work/first.txt" "$@")
    printf '%s\t%d distinct links\t%d instructions a line\n' "$name" "$lines" $(( (all - one) / (lines - 1) ))
}

printf 'table\tlinks\t--batch, whole run less its first line\n'
row "GitHub REST (806 routes)" Tests/Fixtures/batch-golden/github-routes.yaml 5000
row "GitHub REST (806 routes)" Tests/Fixtures/batch-golden/github-routes.yaml 20000
row "Routes/, signed in" Routes 100000 --context signedIn=true
row "Routes/blog" Routes/blog 100000
row "A food-delivery app (69 routes), signed in" Benchmarks/Corpus/food-delivery 100000 --context signedIn=true

# Cold start: one `resolve` of one link from the table compiled into a `.lsc` (issue 62: at most 40 M).
printf '\ntable\tlink\tcold start from a .lsc, instructions\n'
cold() {
    "$work/linkstack" routes compile --routes "$2" -o "$work/table.lsc" >/dev/null
    printf '%s\t%s\t%d\n' "$1" "$3" "$(instructions "$work/linkstack" resolve "$3" --routes "$work/table.lsc")"
}
cold "GitHub REST (806 routes)" Tests/Fixtures/batch-golden/github-routes.yaml app://repos/a/b/issues/3
cold "Routes/" Routes shop://products/42

# The library, a link: linkstack-bench runs one contender over the table's first N sample links
# (its hidden --callgrind-links), under callgrind for every link and for the first alone.
swift build -c release --package-path Benchmarks --product linkstack-bench >/dev/null
objcopy --strip-debug "$(swift build -c release --package-path Benchmarks --show-bin-path)/linkstack-bench" "$work/bench"
printf '\ntable\tsample links\tRouteTable.match, instructions a link\tResolver.resolve, instructions a link\n'
library() {
    local name=$1 routes=$2 links figures=()
    links=$("$work/linkstack" routes samples --routes "$routes" --per-route 10 --misses 0.1 --seed 1 2>/dev/null | cut -f1 | awk '!seen[$0]++' | wc -l)
    for contender in linkstack-match linkstack-resolve; do
        local all one
        all=$(instructions "$work/bench" --table "$routes" --only "$contender" --callgrind-links "$links")
        one=$(instructions "$work/bench" --table "$routes" --only "$contender" --callgrind-links 1)
        figures+=($(( (all - one) / (links - 1) )))
    done
    printf '%s\t%d\t%d\t%d\n' "$name" "$links" "${figures[0]}" "${figures[1]}"
}
library "GitHub REST (806 routes)" Tests/Fixtures/batch-golden/github-routes.yaml
library "Routes/" Routes
library "Routes/blog" Routes/blog
library "A food-delivery app (69 routes)" Benchmarks/Corpus/food-delivery

# Against the peer, in one run: wall time, the median of interleaved rounds, every answer checked first.
printf '\ncontender\tvs routing-kit, GitHub REST corpus (wall time, one run)\n'
"$work/bench" --quick --scaling "" --cold-starts 1 2>/dev/null |
    awk '/^# contender/ { on = 1; next } on && /^#$/ { exit } on { name = $2; $1 = $2 = $3 = ""; sub(/^ +/, ""); print name "\t" $0 }'

