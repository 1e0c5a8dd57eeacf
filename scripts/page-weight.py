#!/usr/bin/env python3
"""Page weight of a built site: for every HTML page, its bytes, its gzip size (level 9, what a
server's compression roughly sends) and its element count (start tags: the DOM nodes a phone lays
out), heaviest first, with the pages over the budget marked. The budget is issue 28's: 300 KB of
HTML and 15,000 elements a page; `Tests/EndToEndTests/PageWeightTests.swift` holds the same numbers.

    scripts/page-weight.py [SITE]        # a built site (default: build the bundled Content to a temp dir)
    scripts/page-weight.py --all SITE    # every page, not only the 40 heaviest
"""
import gzip
import os
import re
import subprocess
import sys
import tempfile

MAX_BYTES = 300_000
MAX_ELEMENTS = 15_000
START_TAG = re.compile(rb"<[A-Za-z]")  # the count PageWeightTests makes: escaped text has no bare '<'


def measure(site):
    rows = []
    for folder, _, files in os.walk(site):
        for name in files:
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                data = open(path, "rb").read()
                rows.append((len(data), len(gzip.compress(data, 9, mtime=0)), len(START_TAG.findall(data)),
                             os.path.relpath(path, site)))
    return sorted(rows, key=lambda row: (-row[0], row[3]))


def main(arguments):
    show_all = "--all" in arguments
    arguments = [a for a in arguments if a != "--all"]
    if arguments:
        site = arguments[0]
    else:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        site = tempfile.mkdtemp(prefix="lifeline-weight-")
        subprocess.run([os.path.join(root, ".build/debug/lifeline"), "build", "--out", site], cwd=root, check=True)
    rows = measure(site)
    print(f"{'HTML bytes':>10} {'gzip':>8} {'elements':>8}  page")
    for size, packed, elements, path in rows if show_all else rows[:40]:
        over = " *" if size > MAX_BYTES or elements > MAX_ELEMENTS else ""
        print(f"{size:>10,} {packed:>8,} {elements:>8,}  {path}{over}")
    heavy = [row for row in rows if row[0] > MAX_BYTES or row[2] > MAX_ELEMENTS]
    print(f"{len(rows)} pages, {sum(r[0] for r in rows):,} bytes of HTML ({sum(r[1] for r in rows):,} gzipped); "
          f"{len(heavy)} over {MAX_BYTES:,} bytes or {MAX_ELEMENTS:,} elements (*)")


if __name__ == "__main__":
    main(sys.argv[1:])
