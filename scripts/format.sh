#!/usr/bin/env bash
# Formats the Swift sources in place with the style in .swift-format (swift-format ships with the
# toolchain: `swift format`). With --lint, changes nothing and fails if a file is not formatted.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests)
if [[ "${1:-}" == "--lint" ]]; then
    exec swift format lint --strict --recursive --parallel "${paths[@]}"
fi
exec swift format format --in-place --recursive --parallel "${paths[@]}"
