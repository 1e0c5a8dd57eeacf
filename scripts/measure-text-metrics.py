#!/usr/bin/env python3
"""Measures the advance widths behind Sources/Diagrams/SVG/SansTextMetrics.swift in a real browser.

Graphviz lays diagram labels out with widths Lifeline gives it (see GraphvizPlugins.swift), so the
SVG is the same on every machine; the reader's browser then draws them with the SVG's font-family
("Helvetica,Arial,sans-serif"). This script opens headless Chromium, measures every character the
table covers with canvas measureText at 1000 px in each font given, and prints the table's Swift
source (the widest of the fonts, in thousandths of an em), so a label never comes out wider than its box.

Usage: scripts/measure-text-metrics.py [FONT ...]   (default: "Liberation Sans" "DejaVu Sans").
Needs chromium, chromium-driver and selenium (scripts/browser-test.sh installs them) and the fonts.
"""
import json
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

FONTS = sys.argv[1:] or ["Liberation Sans", "DejaVu Sans"]
# Printable ASCII, Latin-1, Cyrillic, and the punctuation and arrows the site's labels use.
RANGES = [(0x20, 0x7E), (0xA0, 0xFF), (0x400, 0x45F), (0x2010, 0x2027), (0x2190, 0x2193)]


def measure(driver, font, characters):
    script = """
        const [font, characters] = arguments;
        const context = document.createElement('canvas').getContext('2d');
        context.font = '1000px "' + font + '"';
        return characters.map(c => context.measureText(c).width);
    """
    return driver.execute_script(script, font, characters)


def main():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")),
                              options=options)
    try:
        driver.get("data:text/html,<meta charset=utf-8>")
        rows = []
        for first, last in RANGES:
            characters = [chr(code) for code in range(first, last + 1)]
            widths = [measure(driver, font, characters) for font in FONTS]
            rows.append((first, last, [round(max(column)) for column in zip(*widths)]))
    finally:
        driver.quit()
    print("    // Measured by scripts/measure-text-metrics.py: the widest of " + ", ".join(FONTS) + ".")
    print("    static let measuredRanges: [(first: UInt32, widths: [UInt16])] = [")
    for first, last, widths in rows:
        print(f"        (0x{first:04X}, [ // U+{first:04X}–U+{last:04X}")
        for start in range(0, len(widths), 16):
            print("            " + ", ".join(str(w) for w in widths[start:start + 16]) + ",")
        print("        ]),")
    print("    ]")


if __name__ == "__main__":
    main()
