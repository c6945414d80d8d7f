#!/usr/bin/env bash
# The core an app embeds stays small and safe (issue 62): prints LinkStackCore's line count and its
# unsafe constructs, file by file, and fails when
#   - the core is over 8,500 lines (every line of Sources/LinkStackCore/**/*.swift, comments included);
#   - any file uses Unmanaged, unsafeBitCast, pthreads or imports C (Glibc, Darwin, Musl, a C module);
#   - a file reads or writes bytes through unsafe pointers or buffers outside the link reader
#     (Links/) and the JSON text writer (Output/), unless it is one of the files listed in
#     `still_unsafe` below: those are the work left to confine them, and the list only shrinks.
#   Scripts/check-core.sh
set -euo pipefail
cd "$(dirname "$0")/../Sources/LinkStackCore"

most_lines=8500
still_unsafe=(
    Encoding/LinkTable+Data.swift
    Encoding/TableReader.swift
    Matching/LinkRoute+Parameters.swift
    Matching/LinkScope+Redirects.swift
    Matching/ParameterKind+Value.swift
    Matching/SegmentTrie.swift
    Screens/NameIndex.swift
)

failed=0
lines=$(find . -name '*.swift' -print0 | xargs -0 cat | wc -l)
echo "LinkStackCore: $lines lines (at most $most_lines)"
if [ "$lines" -gt "$most_lines" ]; then
    echo "error: the core is over $most_lines lines" >&2
    failed=1
fi

forbidden='Unmanaged|unsafeBitCast|pthread|^[[:space:]]*(@_implementationOnly |internal |public )?import (Glibc|Darwin|Musl|C[A-Z][A-Za-z0-9]*)\b'
if grep -rnE "$forbidden" --include='*.swift' . >/dev/null; then
    echo "error: Unmanaged, unsafeBitCast, pthreads or a C import in the core:" >&2
    grep -rnE "$forbidden" --include='*.swift' . >&2
    failed=1
fi

unsafe='Unsafe[A-Za-z]*Pointer|withUnsafe|loadUnaligned|\.allocate\(|assumingMemoryBound|bindMemory'
echo "unsafe pointers and buffers, by file (uses):"
while read -r file; do
    file=${file#./}
    uses=$(grep -cE "$unsafe" "$file")
    case "$file" in
        Links/*|Output/*) where="the link reader / the JSON writer" ;;
        *)
            if printf '%s\n' "${still_unsafe[@]}" | grep -qxF "$file"; then
                where="outside the two, still to confine"
            else
                where="outside the two: not allowed"
                echo "error: $file reads bytes through unsafe pointers outside Links/ and Output/" >&2
                failed=1
            fi
            ;;
    esac
    printf '  %-45s %3d  %s\n' "$file" "$uses" "$where"
done < <(grep -rlE "$unsafe" --include='*.swift' . | sort)

for file in "${still_unsafe[@]}"; do
    if [ -f "$file" ] && ! grep -qE "$unsafe" "$file"; then
        echo "note: $file no longer uses unsafe buffers; take it off still_unsafe in Scripts/check-core.sh"
    fi
done

[ "$failed" -eq 0 ] && echo "core: ok"
exit "$failed"
