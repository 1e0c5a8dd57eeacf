#!/usr/bin/env bash
# Builds lifeline.wasm and tests it (Wasm/README.md): the runtime and entry points, then native-vs-wasm
# agreement on every scenario in Content/ × every iOS release the model knows. Needs Node (installed
# when missing) and builds the debug `lifeline` it compares with.
set -euo pipefail
cd "$(dirname "$0")/.."
# Node runs the module (Debian 12's nodejs, 18.19, is enough); installed with apt when missing, as CI needs.
if ! command -v node >/dev/null; then
    run_as_root=()
    if [[ $(id -u) -ne 0 ]]; then run_as_root=(sudo); fi
    DEBIAN_FRONTEND=noninteractive "${run_as_root[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${run_as_root[@]}" apt-get install -y -qq --no-install-recommends nodejs </dev/null
fi
scripts/build-wasm.sh
swift build --product lifeline
node Tests/Wasm/runtime.mjs .build-wasm/lifeline.wasm
node Tests/Wasm/agreement.mjs .build-wasm/lifeline.wasm .build/debug/lifeline Content
# The editor's HTML is the build's: a fresh build of the site, every scenario block re-rendered.
.build/debug/lifeline build --out .build/wasm-test-site >/dev/null
node Tests/Wasm/page.mjs .build-wasm/lifeline.wasm .build/wasm-test-site
