#!/usr/bin/env bash
# README command 1: install what is missing, then build Site/ from Content/ with Templates/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build --product lifeline
.build/debug/lifeline build "$@"
