#!/usr/bin/env bash
# Installs what Lifeline needs on Debian 12, only when it is missing, so it is cheap to run every time.
# - System packages: listed in PACKAGES below; checked with dpkg, installed with apt-get.
# - What only one job needs installs itself where it is needed (scripts/setup-mermaid.sh for the diagram
#   tests, scripts/browser-test.sh for Chromium), idempotently.
set -euo pipefail

PACKAGES=(
    libcmark-gfm-dev            # Markdown (cmark-gfm.h; the .pc file also links the extensions)
    libcmark-gfm-extensions-dev # GFM tables, strikethrough, autolink, tagfilter, tasklist
    graphviz                    # the core (SVG) and dot-layout plugins libgvc loads
    libgraphviz-dev             # libgvc for in-process SVG rendering
)

cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1; then
    echo "error: no Swift toolchain on PATH; install Swift 6.x from https://www.swift.org/install/linux/ first" >&2
    exit 1
fi

missing=()
for package in "${PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} > 0)); then
    echo "installing: ${missing[*]}"
    run_as_root=()
    if [[ $(id -u) -ne 0 ]]; then run_as_root=(sudo); fi
    export DEBIAN_FRONTEND=noninteractive
    "${run_as_root[@]}" apt-get update
    "${run_as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
fi
