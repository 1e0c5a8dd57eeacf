#!/usr/bin/env bash
# Formats the Swift sources in place with the style in .swift-format (swift-format ships with the
# toolchain: `swift format`). With --lint, changes nothing and fails if a file is not formatted.
# Test fixtures are left as they are: Tests/*/Fixtures/RealControllers holds other projects' files verbatim.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t paths < <(find Package.swift Sources Tests -name '*.swift' -not -path '*/Fixtures/*' | sort)
if [[ "${1:-}" == "--lint" ]]; then
    exec swift format lint --strict --parallel "${paths[@]}"
fi
exec swift format format --in-place --parallel "${paths[@]}"
