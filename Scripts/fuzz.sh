#!/usr/bin/env bash
# Fuzzes one LinkStack target with libFuzzer and AddressSanitizer, with coverage feedback.
#
#   Scripts/fuzz.sh TARGET SECONDS [extra libFuzzer flags...]
#
# TARGET is url (the URL parser), routefile (the route-file loader), resolver (a batch line
# through the shipped Routes/) or core (a batch line through the core's PCRE2-free resolver and
# the engine's, which must print the same bytes) or compiled (the compiled-table reader, fed each
# input both as a file and sealed with a correct checksum; seeded with Routes/ compiled) or
# generator (the Swift generator's escaping: comments hold no line terminator, literals read back). The corpus grows in .fuzz/TARGET/corpus (seeded from the WPT
# vectors, the fixtures and Routes/); a crash, leak or timeout input lands in
# .fuzz/TARGET/crash-* and the script exits non-zero. Add each one as a regression test. The
# run's output is kept in .fuzz/TARGET/last-run.log.
#
# SwiftPM's own `--sanitize=address --sanitize=fuzzer` keeps only the last of the two for the
# Swift code, so the build asks SwiftPM for the fuzzer (which links libFuzzer's main) and passes
# both sanitizers to swiftc itself. The script fails when libFuzzer finds no coverage counters
# ("Is the code instrumented for coverage?") or no AddressSanitizer in the binary: a fuzzer
# without them runs blind and proves nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?usage: Scripts/fuzz.sh url|routefile|resolver|core|compiled|generator SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh url|routefile|resolver|core|compiled|generator SECONDS}
shift 2
case "$target" in
    url) product=FuzzURL ;;
    routefile) product=FuzzRouteFile ;;
    resolver) product=FuzzResolver ;;
    core) product=FuzzCore ;;
    compiled) product=FuzzCompiledTable ;;
    generator) product=FuzzGenerator ;;
    *) echo "unknown target '$target': use url, routefile, resolver, core, compiled or generator" >&2; exit 64 ;;
esac

# -enable-testing: the targets reach the engine's package API (`@testable import LinkStack`): the
# batch's lines (BatchResolver), the general path (resolveWhole), the generator and its escaping.
flags=(--package-path Fuzz -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing)
# SwiftPM may reuse its build plan for the path dependency on the root package and miss source
# files added there since; planning again costs a second.
rm -f Fuzz/.build/release.yaml Fuzz/.build/release/description.json
swift build "${flags[@]}" --product "$product"
binary=$(swift build "${flags[@]}" --show-bin-path)/$product

if ! nm "$binary" | grep __asan_report_load > /dev/null; then
    echo "fuzz.sh: $product was built without AddressSanitizer" >&2
    exit 1
fi

work=.fuzz/$target
mkdir -p "$work/corpus" "$work/seeds"
if [ "$target" = compiled ]; then
    # Seeds: the shipped tables compiled, without the mark and checksum (the target seals each input).
    swift build --product linkstack
    for routes in Routes Routes/blog; do
        .build/debug/linkstack routes compile --routes "$routes" -o "$work/table.lsc"
        tail -c +17 "$work/table.lsc" > "$work/seeds/$(echo "$routes" | tr / -)"
    done
else
    python3 Scripts/fuzz-seeds.py "$([ "$target" = core ] && echo resolver || echo "$target")" "$work/seeds"
fi

export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
log=$work/last-run.log
status=0
dictionary=()
if [ "$target" != url ]; then dictionary=(-dict=Fuzz/routefile.dict); fi
# A compiled table's counts reach as far as its bytes: 1 MiB inputs reach counts of a million, and
# the memory they may cost is held to 512 MB (the reader's element budget keeps it near the size).
limits=(-rss_limit_mb=2048 -max_len=16384)
if [ "$target" = compiled ]; then limits=(-rss_limit_mb=512 -max_len=1048576); fi
"$binary" "$work/corpus" "$work/seeds" "${dictionary[@]}" \
    -max_total_time="$seconds" -timeout=10 "${limits[@]}" \
    -print_final_stats=1 -artifact_prefix="$work/" "$@" 2>&1 | tee "$log" || status=$?

if grep -q "Is the code instrumented for coverage" "$log" || ! grep -q "^INFO: Loaded [1-9][0-9]* modules *([1-9]" "$log"; then
    echo "fuzz.sh: libFuzzer found no coverage counters in $product; the run fed it blind inputs" >&2
    exit 1
fi
exit "$status"
