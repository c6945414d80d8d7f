#!/usr/bin/env bash
# Records the --batch golden output over `linkstack routes samples` (Tests/Fixtures/batch-golden,
# README there): the links of Routes/ and Routes/blog, each resolved signed out, signed in (the
# shop's one context name), and as request lines carrying their own current state. Run only
# when the output changes on purpose, and read the diff of what it rewrites.
#   Scripts/record-sample-golden.sh [LINKSTACK]   (default: .build/debug/linkstack)
set -euo pipefail
cd "$(dirname "$0")/.."
linkstack=${1:-.build/debug/linkstack}
out=Tests/Fixtures/batch-golden
python3 - "$linkstack" "$out" <<'PY'
import json, subprocess, sys
linkstack, out = sys.argv[1:]

def run(args, text=""):
    return subprocess.run([linkstack] + args, input=text, capture_output=True, text=True, check=True).stdout

def fnv(line):
    h = 0xcbf29ce484222325
    for b in line.encode():
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % h

def record(name, routes, contexts, states):
    links = [l.split("\t")[0] for l in run(["routes", "samples", "--routes", routes, "--per-route", "3", "--misses", "0.1", "--seed", "1"]).splitlines()]
    open(f"{out}/samples-{name}-links.txt", "w").write("\n".join(links) + "\n")
    for label, context in contexts:
        args = ["resolve", "--batch", "--routes", routes] + sum((["--context", c] for c in context), [])
        lines = run(args, "\n".join(links) + "\n").splitlines()
        assert len(lines) == len(links)
        open(f"{out}/samples-{name}-{label}.fnv", "w").write("\n".join(map(fnv, lines)) + "\n")
    # Each link as a request line with its own current state, the states taken in turn.
    requests = [json.dumps({"url": link, "current": states[i % len(states)]}, separators=(",", ":")) for i, link in enumerate(links)]
    open(f"{out}/samples-{name}-current-lines.txt", "w").write("\n".join(requests) + "\n")
    context = contexts[-1][1]
    args = ["resolve", "--batch", "--routes", routes] + sum((["--context", c] for c in context), [])
    lines = run(args, "\n".join(requests) + "\n").splitlines()
    assert len(lines) == len(requests)
    open(f"{out}/samples-{name}-current.fnv", "w").write("\n".join(map(fnv, lines)) + "\n")

def target(routes, url, context=()):
    args = ["resolve", url, "--routes", routes] + sum((["--context", c] for c in context), [])
    return json.loads(run(args))["target"]

shop_states = [json.load(open(f"Routes/states/{n}.json")) for n in ["search-tab", "sign-in", "checkout-pending"]]
shop_states.append(target("Routes", "shop://products/42/reviews/7", ["signedIn=true"]))  # four deep
record("shop", "Routes", [("signed-out", []), ("signed-in", ["signedIn=true"])], shop_states)
blog_states = [target("Routes/blog", u) for u in ["https://wordpress.com/read/blogs/7/posts/1", "https://wordpress.com/stats/day/example.com",
                                                  "wordpress://stats"]]
record("blog", "Routes/blog", [("plain", [])], blog_states)
PY
wc -l "$out"/samples-*
