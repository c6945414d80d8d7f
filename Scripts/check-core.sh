#!/usr/bin/env bash
# The core an app embeds stays small and safe (issue 62): prints LinkStackCore's line count and its
# unsafe constructs, file by file, and fails when
#   - the core is over 8,500 lines (every line of Sources/LinkStackCore/**/*.swift, comments included);
#   - any file uses Unmanaged, unsafeBitCast, pthreads or imports C (Glibc, Darwin, Musl, a C module);
#   - a file reads or writes bytes through unsafe pointers or buffers (or lends a string's or an
#     array's storage: withUTF8, withContiguousStorageIfAvailable) other than the link reader's
#     window on bytes (Links/LinkBytes.swift) and the JSON writer's (Output/JSONText.swift).
# Outside the core (Sources/LinkStack, Sources/LinkStackCLI), it prints each file that uses unsafe
# code and fails when one does not say why in its first line (`// Unsafe: ...`, with the number it
# buys where one was measured).
#   Scripts/check-core.sh
set -euo pipefail
cd "$(dirname "$0")/../Sources/LinkStackCore"

most_lines=8500
allowed=(
    Links/LinkBytes.swift
    Output/JSONText.swift
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

unsafe='Unsafe[A-Za-z]*Pointer|withUnsafe|withUTF8|withContiguous|loadUnaligned|\.allocate\(|assumingMemoryBound|bindMemory|unsafeUninitialized'
echo "unsafe pointers and buffers, by file (uses):"
while read -r file; do
    file=${file#./}
    uses=$(grep -cE "$unsafe" "$file")
    if printf '%s\n' "${allowed[@]}" | grep -qxF "$file"; then
        where="the link reader's / the JSON writer's window on bytes"
    else
        where="not allowed"
        echo "error: $file reads bytes through unsafe pointers outside ${allowed[*]}" >&2
        failed=1
    fi
    printf '  %-45s %3d  %s\n' "$file" "$uses" "$where"
done < <(grep -rlE "$unsafe" --include='*.swift' . | sort)

cd ../..
engine_unsafe="$unsafe|Unmanaged|unsafeBitCast|_withUnsafeGuaranteedRef"
echo "outside the core, files with unsafe code (each says why in its first line):"
while read -r file; do
    if head -n 1 "$file" | grep -q '^// Unsafe: '; then
        printf '  %s\n' "$file"
    else
        echo "error: $file uses unsafe code and does not say why in its first line (// Unsafe: ...)" >&2
        failed=1
    fi
done < <(grep -rlE "$engine_unsafe" --include='*.swift' Sources/LinkStack Sources/LinkStackCLI | sort)

[ "$failed" -eq 0 ] && echo "core: ok"
exit "$failed"
