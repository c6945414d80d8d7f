#!/usr/bin/env python3
"""Writes a route table of N routes built from the shipped corpora (Benchmarks/Corpus), for the
generated-Swift scale check (Scripts/check-large-table.sh) and the benchmark's compile-time table.

  Scripts/make-large-table.py N OUT.yaml [LINKS.txt] [CORPUS ...]

The corpora's templates (GitHub REST, the JSR route lists) are repeated under distinct prefixes
(/t0, /t1, ...) until there are N routes, so no two routes clash. Shapes real tables have are
mixed in: parameters named like numbers are `int`, every seventh route takes an optional `page`
query value, every eleventh a word list, and each copy's screens hang under the screen of their
longest template prefix, so deep links build real stacks. With LINKS.txt, one link per route is
written there (parameters filled by kind), the sample the check resolves both ways. Naming
corpora (file names under Benchmarks/Corpus) uses only those: N = 0 takes each template
once: `0 gh.yaml gh.txt github-routes.txt` is the GitHub REST table.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPORA = ["github-all-routes.txt", "github-routes.txt", "jsr-github.txt", "jsr-gplus.txt", "jsr-parse.txt", "jsr-static.txt"]
INT_NAMES = re.compile(r"(^|_)(id|number|num|count)$")


def templates(corpora):
    """The corpora's distinct template shapes (the first of a shape wins), in file order."""
    result, seen = [], set()
    for name in corpora:
        with open(os.path.join(ROOT, "Benchmarks", "Corpus", name)) as handle:
            for raw in handle:
                raw = raw.strip()
                if not raw.startswith("/") or raw == "/":
                    continue
                segments = [s for s in raw.split("/") if s]
                segments = ["{%s}" % s[1:].replace("-", "_") if s.startswith(":") else s.replace("-", "_") if s.startswith("{") else s
                            for s in segments]
                if any(not re.fullmatch(r"[A-Za-z0-9_.~-]+|\{[A-Za-z_][A-Za-z0-9_]*\}", s) for s in segments):
                    continue
                shape = "/".join("{}" if s.startswith("{") else s for s in segments)
                if shape not in seen:
                    seen.add(shape)
                    result.append(segments)
    return result


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    links_path = sys.argv[3] if len(sys.argv) > 3 else None
    corpus = templates(sys.argv[4:] or CORPORA)
    count = count or len(corpus)  # 0: each template once
    screens, routes, links = [], [], []
    copy = 0
    while len(routes) < count:
        prefix = "t%d" % copy
        screen_of = {}
        for index, segments in enumerate(corpus):
            if len(routes) >= count:
                break
            number = len(routes)
            screen = "S%d" % number
            typed, link = [], []
            for segment in segments:
                if segment.startswith("{"):
                    name = segment[1:-1]
                    if INT_NAMES.search(name):
                        typed.append("{%s:int}" % name)
                        link.append(str(7 + number % 90))
                    else:
                        typed.append(segment)
                        link.append("v%d" % number)
                else:
                    typed.append(segment)
                    link.append(segment)
            key = "/".join(segments)
            screen_of[key] = screen
            parent = next((screen_of["/".join(segments[:n])] for n in range(len(segments) - 1, 0, -1) if "/".join(segments[:n]) in screen_of), None)
            params = [s[1:-1] for s in segments if s.startswith("{")]
            pattern = "/" + prefix + "/" + "/".join(typed)
            url = "bench://" + prefix + "/" + "/".join(link)
            query = ""
            if number % 7 == 3:
                query = "?page={page:int?}"
                url += "?page=%d" % (1 + number % 5)
            elif number % 11 == 5:
                query = "?sort={sort:(asc|desc)}"
                url += "?sort=desc"
            fields = ["parent: %s" % parent] if parent else []
            if params:
                fields.append("params: [%s]" % ", ".join(dict.fromkeys(params)))
            screens.append("  %s: { %s }" % (screen, ", ".join(fields)))
            routes.append("  - { name: r%d, pattern: '%s%s', screen: %s }" % (number, pattern, query, screen))
            links.append(url)
        copy += 1
    with open(out, "w") as handle:
        handle.write("schemes: [bench]\nscreens:\n" + "\n".join(screens) + "\nroutes:\n" + "\n".join(routes) + "\n")
    if links_path:
        with open(links_path, "w") as handle:
            handle.write("\n".join(links) + "\n")


main()
