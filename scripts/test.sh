#!/usr/bin/env bash
# README command 2: install what is missing, then run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
# Real Mermaid for the diagram tests (PyPI mermaidx in .venv-mermaid/). Without Python the tests
# that render Mermaid skip with a message saying so; everything else still runs.
if ! scripts/setup-mermaid.sh; then
    echo "warning: could not set up mermaidx (Python 3 with venv and pip needed); Mermaid rendering checks will be skipped" >&2
fi
swift test "$@"
