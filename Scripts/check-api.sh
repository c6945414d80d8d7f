#!/usr/bin/env bash
# The public API an app, a server or a tool compiles against, kept in API/ as one line a symbol
# (its kind, its path and its declaration, from the compiler's symbol graph), so that a change to
# it is seen and recorded in the same commit (issue 62). Prints each module's count of public
# symbols (synthesized ones, such as `==`, included), the public declarations as written and the
# `@_spi` uses in Sources/, then fails
# when the API differs from API/ (the difference is shown).
#   Scripts/check-api.sh            compare with API/ (what CI runs)
#   Scripts/check-api.sh --record   write API/ anew: commit it with the change it records
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
record=false
[ "${1:-}" = "--record" ] && record=true

graphs="$(swift package dump-symbol-graph --minimum-access-level public 2>&1 | sed -n 's/^Files written to //p' | tail -1)"
[ -d "$graphs" ] || { echo "check-api: swift package dump-symbol-graph wrote no symbol graphs" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$graphs" "$work" <<'PY'
import glob, json, os, sys
graphs, out = sys.argv[1], sys.argv[2]
for module in ["LinkStackCore", "LinkStack"]:
    lines = set()
    # The module's own graph, and those of its extensions to other modules (LinkStack@LinkStackCore).
    for path in [os.path.join(graphs, module + ".symbols.json")] + glob.glob(os.path.join(graphs, module + "@*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
            lines.add(f'{symbol["kind"]["identifier"]} {".".join(symbol["pathComponents"])}: {" ".join(declaration.split())}')
    with open(os.path.join(out, module + ".api"), "w") as file:
        file.write("".join(line + "\n" for line in sorted(lines)))
PY

for module in LinkStackCore LinkStack; do
    echo "$module: $(wc -l <"$work/$module.api") public symbols"
done
# (attributes only: not one a doc comment or the generator's text mentions)
echo "@_spi uses in Sources/: $(grep -rhoE '^[^"/]*@_spi\([A-Za-z]*\)' Sources --include='*.swift' | wc -l)"
# Public declarations as written: the lines that declare a public symbol, less the @_spi ones and
# the members of an @_spi type (in the files named after it: TYPE.swift and TYPE+*.swift, or
# OUTER+TYPE.swift for a nested one).
spi_types=$(grep -rhoE '@_spi\([A-Za-z]+\) public (final )?(struct|enum|class|protocol) [A-Za-z0-9_]+' Sources --include='*.swift' \
    | awk '{ print $NF }' | paste -sd '|')
declarations=$(grep -rE '^\s*(@[A-Za-z_]+(\([^)]*\))? )*public\b' Sources/LinkStackCore Sources/LinkStack --include='*.swift' \
    | grep -v '@_spi' | grep -vcE "/([A-Za-z0-9_]+\+)?(${spi_types:-^$})(\+[^/]*)?\.swift:" || true)
echo "public declarations in LinkStackCore and LinkStack: $declarations (issue 62's target: 250)"

if $record; then
    mkdir -p API
    cp "$work/LinkStackCore.api" "$work/LinkStack.api" API/
    echo "check-api: recorded API/LinkStackCore.api and API/LinkStack.api"
    exit 0
fi
failed=0
for module in LinkStackCore LinkStack; do
    if ! diff -u "API/$module.api" "$work/$module.api" >"$work/$module.diff"; then
        head -60 "$work/$module.diff" >&2
        failed=1
    fi
done
if [ "$failed" -ne 0 ]; then
    echo "check-api: the public API changed; if that is meant, record it with Scripts/check-api.sh --record and commit API/" >&2
    exit 1
fi
echo "check-api: ok (the public API is the one recorded in API/)"
