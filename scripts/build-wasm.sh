#!/usr/bin/env bash
# Builds Sources/LifecycleModel and Sources/Scenario with Embedded Swift for WebAssembly, with the entry
# point and runtime in Wasm/, into .build-wasm/lifeline.wasm (Wasm/README.md). The same sources as the
# native build: any later use of what Embedded Swift refuses (key paths, weak/unowned, casts other than
# between classes, untyped throws, non-class existentials, Foundation) fails here, and CI runs it (.ci/run).
#   scripts/build-wasm.sh            build, unless the module is up to date with its inputs
#   scripts/build-wasm.sh --modules  only compile the two modules (the quick check)
#   scripts/build-wasm.sh --force    build even when up to date
# Up to date: `.build-wasm/lifeline.wasm.inputs` holds the SHA-256 of every input (the Swift and C
# sources below, this script, the toolchain's version) that built the module; `lifeline build` copies
# the module into Site/ (scripts/build-site.sh runs this script first, so a change is never missed).
set -euo pipefail
cd "$(dirname "$0")/.."

# The toolchain: the one the README installs, else swiftc on PATH.
SWIFT_BIN=${SWIFT_BIN:-}
if [ -z "$SWIFT_BIN" ]; then
    if [ -x /opt/swift/usr/bin/swiftc ]; then SWIFT_BIN=/opt/swift/usr/bin
    else SWIFT_BIN=$(dirname "$(readlink -f "$(command -v swiftc)")"); fi
fi
TOOLCHAIN=$(dirname "$(dirname "$SWIFT_BIN")")
EMBEDDED_LIB="$TOOLCHAIN/usr/lib/swift/embedded/wasm32-unknown-none-wasm"
for tool in swiftc clang wasm-ld; do
    [ -x "$SWIFT_BIN/$tool" ] || { echo "error: $SWIFT_BIN/$tool not found (Swift 6.3 toolchain needed)" >&2; exit 1; }
done
[ -f "$EMBEDDED_LIB/libswiftUnicodeDataTables.a" ] || {
    echo "error: $EMBEDDED_LIB has no Embedded Swift standard library for wasm32" >&2; exit 1; }

OUT=.build-wasm
mkdir -p "$OUT"
sources() { find "$1" -name '*.swift' | LC_ALL=C sort; }
# Sources/Reports files the entry point compiles in: the trace JSON (as `lifeline trace --format json`)
# and the page's HTML (as `lifeline build`), none of which imports Foundation.
REPORTS=(Sources/Reports/JSONWriter.swift Sources/Reports/TraceJSONRenderer.swift Sources/Reports/HTMLEscaping.swift
    Sources/Reports/InlineMarkup.swift Sources/Reports/CatalogueLabels.swift Sources/Reports/TraceComparison.swift
    Sources/Reports/TraceTextRenderer.swift $(sources Sources/Reports/PageHTML))
ENTRY=(Wasm/Entry.swift Wasm/PageEntry.swift)
INPUTS=($(sources Sources/LifecycleModel) $(sources Sources/Scenario) $(sources Sources/Texts) $(sources Sources/Evidence)
    "${REPORTS[@]}" "${ENTRY[@]}" Wasm/runtime.c scripts/build-wasm.sh)
inputs_digest() {
    { sha256sum "${INPUTS[@]}"; "$SWIFT_BIN/swiftc" --version 2>&1 | head -1; } | sha256sum | cut -d' ' -f1
}
DIGEST=$(inputs_digest)
if [ "${1:-}" != "--force" ] && [ "${1:-}" != "--modules" ] && [ -f "$OUT/lifeline.wasm" ] &&
    [ "$(cat "$OUT/lifeline.wasm.inputs" 2>/dev/null)" = "$DIGEST" ]; then
    echo "$OUT/lifeline.wasm: up to date ($(wc -c <"$OUT/lifeline.wasm") bytes)"
    exit 0
fi
rm -f "$OUT/lifeline.wasm.inputs"
# Relative paths and no debug info: nothing about this machine reaches the module.
# `-Werror EmbeddedRestrictions`: Swift 6.3 only warns on a cast to a protocol type, which Embedded Swift
# cannot perform (it has no conformance records); every other restriction is an error already.
SWIFT_FLAGS=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
    -swift-version 6 -parse-as-library -package-name Lifeline -enforce-exclusivity=checked
    -Werror EmbeddedRestrictions -I "$OUT")

# One module, compiled unless its object is up to date: `NAME.o.inputs` holds the digest of the flags,
# the toolchain, its files and the digests of the modules it imports (Embedded Swift specialises their
# code into it). Each `-wmo -Osize` compile takes minutes on a busy 2-core machine; a change to the
# entry point or the page's HTML then recompiles only LifelineWasm.
swift_module() { # NAME "IMPORTED MODULES" FILES…
    local name=$1 imports=$2; shift 2
    local stamp
    stamp=$({ echo "${SWIFT_FLAGS[*]}"; "$SWIFT_BIN/swiftc" --version 2>&1 | head -1; sha256sum "$@"
        for module in $imports; do cat "$OUT/$module.o.inputs"; done; } | sha256sum | cut -d' ' -f1)
    if [ "$FORCE" = 0 ] && [ -f "$OUT/$name.o" ] && [ "$(cat "$OUT/$name.o.inputs" 2>/dev/null)" = "$stamp" ]; then
        return
    fi
    rm -f "$OUT/$name.o.inputs"
    "$SWIFT_BIN/swiftc" "${SWIFT_FLAGS[@]}" -module-name "$name" \
        -emit-module -emit-module-path "$OUT/$name.swiftmodule" -c -o "$OUT/$name.o" "$@"
    echo "$stamp" >"$OUT/$name.o.inputs"
}
FORCE=0
if [ "${1:-}" = "--force" ]; then FORCE=1; fi
swift_module LifecycleModel "" $(sources Sources/LifecycleModel)
swift_module Scenario "LifecycleModel" $(sources Sources/Scenario)
if [ "${1:-}" = "--modules" ]; then echo "LifecycleModel and Scenario build for wasm32"; exit 0; fi

# The reader-facing texts the diagnostics are written in, and the sources the trace's evidence marks
# name (Sources/Texts: LifecycleModel and Scenario below it; Sources/Evidence: LifecycleModel and Texts).
swift_module Texts "LifecycleModel Scenario" $(sources Sources/Texts)
swift_module Evidence "LifecycleModel Texts" $(sources Sources/Evidence)
# The entry points, with the Reports files above compiled in (the native build uses the same files).
swift_module LifelineWasm "LifecycleModel Scenario Texts Evidence" "${ENTRY[@]}" "${REPORTS[@]}"
"$SWIFT_BIN/clang" --target=wasm32-unknown-unknown -mbulk-memory -Os -ffreestanding -nostdlib -fno-builtin -Wall -Werror \
    -c Wasm/runtime.c -o "$OUT/runtime.o"

EXPORTS=(lifeline_alloc lifeline_dealloc lifeline_run lifeline_render lifeline_output_length lifeline_versions
    lifeline_live_bytes lifeline_peak_bytes)
# The stack first, so an overflow traps instead of overwriting data, and as large as the native main
# thread's (InputLimits.threadStackBytes): the same input limits then hold in both.
"$SWIFT_BIN/wasm-ld" --no-entry --gc-sections --strip-all --stack-first -z stack-size=8388608 \
    $(printf -- '--export=%s ' "${EXPORTS[@]}") --export-memory \
    "$OUT/LifecycleModel.o" "$OUT/Scenario.o" "$OUT/Texts.o" "$OUT/Evidence.o" "$OUT/LifelineWasm.o" "$OUT/runtime.o" \
    "$EMBEDDED_LIB/libswiftUnicodeDataTables.a" -o "$OUT/lifeline.wasm"
echo "$DIGEST" >"$OUT/lifeline.wasm.inputs"
echo "$OUT/lifeline.wasm: $(wc -c <"$OUT/lifeline.wasm") bytes"
