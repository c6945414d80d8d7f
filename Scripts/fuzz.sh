#!/usr/bin/env bash
# Fuzzes one LinkStack target with libFuzzer and AddressSanitizer. (The order of the --sanitize
# flags matters: with fuzzer before address, SwiftPM links a binary without coverage feedback.)
#
#   Scripts/fuzz.sh TARGET SECONDS [extra libFuzzer flags...]
#
# TARGET is url (the URL parser), routefile (the route-file loader) or resolver (a batch line
# through the shipped Routes/). The corpus grows in .fuzz/TARGET/corpus (seeded from the WPT
# vectors, the fixtures and Routes/); a crash, leak or timeout input lands in
# .fuzz/TARGET/crash-* and the script exits non-zero. Add each one as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?usage: Scripts/fuzz.sh url|routefile|resolver SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh url|routefile|resolver SECONDS}
shift 2
case "$target" in
    url) product=FuzzURL ;;
    routefile) product=FuzzRouteFile ;;
    resolver) product=FuzzResolver ;;
    *) echo "unknown target '$target': use url, routefile or resolver" >&2; exit 64 ;;
esac

swift build --package-path Fuzz -c release --sanitize=address --sanitize=fuzzer --product "$product"
binary=$(swift build --package-path Fuzz -c release --sanitize=address --sanitize=fuzzer --show-bin-path)/$product

work=.fuzz/$target
mkdir -p "$work/corpus" "$work/seeds"
python3 Scripts/fuzz-seeds.py "$target" "$work/seeds"

export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
exec "$binary" "$work/corpus" "$work/seeds" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -max_len=16384 \
    -print_final_stats=1 -artifact_prefix="$work/" "$@"
