#!/bin/sh
# Sets up what the diagram tests need to check their output with a real renderer: a Python
# virtualenv at .venv-mermaid/ with PyPI `mermaidx` (Mermaid 11 in an embedded JS engine).
# (Graphviz needs no set-up: Lifeline loads its plugins by name, see Sources/Diagrams/SVG/GraphvizPlugins.swift.)
# Idempotent: run it as often as you like.
set -eu
cd "$(dirname "$0")/.."

venv=.venv-mermaid
python=${PYTHON:-python3}

if ! "$venv/bin/python" -c 'import mermaidx' 2>/dev/null; then
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check mermaidx
fi
"$venv/bin/python" -c 'import mermaidx; mermaidx.render("graph TD; A-->B").svg()' >/dev/null
echo "mermaidx ready: $venv/bin/python"

echo "graphviz: $(dot -V 2>&1)"
