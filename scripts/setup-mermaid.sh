#!/bin/sh
# Sets up what the diagram tests need to check their output with real renderers:
#  - a Python virtualenv at .venv-mermaid/ with PyPI `mermaidx` (Mermaid 11 in an embedded JS engine);
#  - Graphviz's plugin configuration (`dot -c`), without which in-process layout fails with
#    `"dot" not recognized` on some installs.
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

# Graphviz writes its plugin config at package install; regenerate it if the dot layout is missing.
if ! echo 'digraph{a}' | dot -Tsvg >/dev/null 2>&1; then
    dot -c
fi
echo "graphviz ready: $(dot -V 2>&1)"
