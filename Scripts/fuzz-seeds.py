#!/usr/bin/env python3
"""Writes the seed corpus of one fuzz target into a folder, one input per file.

    Scripts/fuzz-seeds.py url|routefile|resolver FOLDER

url: web-platform-tests' URL inputs (Tests/Data/urltestdata.json) and every fixture's URL.
routefile: the shipped Routes/ tables and the fixtures' route files.
resolver: every fixture's URL, and each fixture as a batch request object (url, current, context).
"""
import hashlib
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def fixtures():
    for path in sorted((ROOT / "Tests" / "Fixtures").rglob("*.json")):
        try:
            fixture = json.loads(path.read_text())
        except (ValueError, UnicodeDecodeError):
            continue
        if isinstance(fixture, dict) and isinstance(fixture.get("url"), str):
            yield fixture


def seeds(target):
    if target == "url":
        for entry in json.loads((ROOT / "Tests" / "Data" / "urltestdata.json").read_text()):
            if isinstance(entry, dict):
                yield entry["input"].encode()
        for fixture in fixtures():
            yield fixture["url"].encode()
    elif target == "routefile":
        for folder in (ROOT / "Routes", ROOT / "Routes" / "blog", ROOT / "Tests" / "Fixtures" / "RouteFiles"):
            for path in sorted(folder.glob("*.yaml")) + sorted(folder.glob("*.json")):
                yield path.read_bytes()
    elif target == "resolver":
        for fixture in fixtures():
            yield fixture["url"].encode()
            request = {key: fixture[key] for key in ("url", "current", "context") if key in fixture}
            yield json.dumps(request, separators=(",", ":")).encode()
    elif target == "generator":
        # Names as a table writes them, and the hostile ones of issue 61: line breaks, bidi controls, quotes.
        for text in ["home\nproduct.reviews\nHome\nab", "home\npublic static let injected = 1\n//",
                     "Item\rx\u2028y\n\u202eevil\n\"q\"\\\n(zz\npublic static let r = 5\n//|c)", "caf\u00e9\n\u200b\n\u0085\n[a-z]+"]:
            yield text.encode()
    else:
        sys.exit(f"unknown target {target!r}: use url, routefile, resolver or generator")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    target, folder = sys.argv[1], pathlib.Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    count = 0
    for data in seeds(target):
        (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
        count += 1
    print(f"{count} seeds for {target} in {folder}")


if __name__ == "__main__":
    main()
