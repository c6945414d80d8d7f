#!/usr/bin/env bash
# Writes a fixture from what linkstack prints now; read the result before committing it.
#   Scripts/make-fixture.sh FILE "DESCRIPTION" ROUTES URL
set -euo pipefail
cd "$(dirname "$0")/.."
file=$1 description=$2 routes=$3 url=$4
output=$(.build/debug/linkstack resolve --routes "$routes" "$url" || true)
python3 - "$file" "$description" "$routes" "$url" "$output" <<'PY'
import json, sys
path, description, routes, url, output = sys.argv[1:]
fixture = {"description": description, "routes": routes, "url": url, "expect": json.loads(output)}
with open(path, "w") as f:
    f.write(json.dumps(fixture, indent=2, ensure_ascii=False) + "\n")
PY
cat "$file"
