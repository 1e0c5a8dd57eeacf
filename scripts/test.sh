#!/usr/bin/env bash
# README command 2: install what is missing, then run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift test "$@"
