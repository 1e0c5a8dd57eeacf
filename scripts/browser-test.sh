#!/usr/bin/env bash
# Opens the built Site/ in headless Chromium and checks what a reader sees (Tests/Browser/browser_test.py).
# Installs Debian's chromium and chromium-driver and a virtualenv with selenium and axe-selenium-python
# (which bundles axe-core, the accessibility engine the test runs on every page) when missing.
# Exits 0 with a message, without testing, only where Chromium cannot be installed on this machine.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
# Fonts only so the screenshots show Chinese text and emoji as a reader's browser would.
for package in chromium chromium-driver fonts-wqy-zenhei fonts-noto-color-emoji; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || need+=("$package")
done
if ((${#need[@]} > 0)); then
    run_as_root=()
    if [[ $(id -u) -ne 0 ]]; then run_as_root=(sudo); fi
    if ! { DEBIAN_FRONTEND=noninteractive "${run_as_root[@]}" apt-get update -qq &&
           DEBIAN_FRONTEND=noninteractive "${run_as_root[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" </dev/null; }; then
        echo "browser test skipped: Chromium could not be installed here" >&2
        exit 0
    fi
fi

venv=.venv-browser
if ! "$venv/bin/python" -c 'import selenium, axe_selenium_python' 2>/dev/null; then
    [[ -x "$venv/bin/python" ]] || python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check selenium axe-selenium-python
fi
exec "$venv/bin/python" Tests/Browser/browser_test.py "${1:-Site}"
