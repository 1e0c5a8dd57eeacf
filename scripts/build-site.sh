#!/usr/bin/env bash
# README command 1: install what is missing, then build Site/ from Content/ with Templates/, with the
# scenario editor's WebAssembly module (scripts/build-wasm.sh: rebuilt only when its sources changed).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build-wasm.sh
swift build --product lifeline
.build/debug/lifeline build "$@"
