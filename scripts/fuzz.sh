#!/usr/bin/env bash
# Fuzz one target with libFuzzer and the address sanitizer for SECONDS seconds:
#   scripts/fuzz.sh scenario|page SECONDS [libFuzzer options…]
# `scenario` feeds arbitrary bytes to the scenario language (first byte: the iOS release), `page` feeds
# them as a Markdown page to the site builder (Fuzz/Package.swift). The corpus starts from Content/ (and,
# for `scenario`, Fuzz/seeds/scenario and the real-controller corpus of the tests) and
# grows in .build-fuzz/corpus/TARGET; a crash, leak or hang stops the run and is
# saved as .build-fuzz/artifacts/TARGET/crash-… (or leak-…, timeout-…: an input over 120 s). Minimise one
# with .build-fuzz/release/ScenarioFuzzer -minimize_crash=1 -runs=10000 FILE
# then add it to the regression tests (Tests/*/FuzzRegressionTests.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
usage() { echo "usage: scripts/fuzz.sh scenario|page SECONDS [libFuzzer options…]" >&2; exit 2; }
[[ $# -ge 2 ]] || usage
target=$1 seconds=$2
shift 2
# The scenario target is optimised (a debug build with the sanitizers ran about one input a second);
# the page target stays a debug build, because an optimised, instrumented swift-syntax takes a long
# time to compile. FUZZ_CONFIGURATION=debug|release overrides either.
# The page target does not check for leaks: Foundation's file reading and Swift's one-time globals show
# up as small leaks in every run, as does fontconfig under libgvc (its real leak, parallelMap's results,
# is fixed and tested).
case $target in
    scenario) product=ScenarioFuzzer configuration=${FUZZ_CONFIGURATION:-release} leaks=1 ;;
    page) product=PageFuzzer configuration=${FUZZ_CONFIGURATION:-debug} leaks=0 ;;
    *) usage ;;
esac
scratch=$PWD/.build-fuzz
swift build --package-path Fuzz --scratch-path "$scratch" -c "$configuration" --product "$product" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
corpus=$scratch/corpus/$target artifacts=$scratch/artifacts/$target
mkdir -p "$corpus" "$artifacts"
python3 - "$target" "$corpus" <<'PY'
# Seeds: each scenario block of Content/ (prefixed with the byte that selects its iOS release: the
# major of its ios=, or 0 for the newest, which the fuzzer maps through the model's own list of
# releases), or each page. Named by content, so re-seeding adds nothing twice.
import glob, hashlib, os, re, sys
target, corpus = sys.argv[1], sys.argv[2]
for path in sorted(glob.glob("Content/**/*.md", recursive=True)):
    text = open(path, encoding="utf-8").read()
    if target == "page":
        seeds = [text.encode()]
    else:
        seeds = []
        for info, body in re.findall(r"^```scenario([^\n]*)\n(.*?)^```", text, re.S | re.M):
            version = re.search(r"ios=(\d+)", info)
            major = int(version.group(1)) if version else 0
            seeds.append(bytes([major]) + body.encode())
    for seed in seeds:
        name = os.path.join(corpus, "seed-" + hashlib.sha1(seed).hexdigest())
        if not os.path.exists(name):
            open(name, "wb").write(seed)
# Swift as apps write it (issue 27): the seeds of Fuzz/seeds/scenario, the real controllers of the
# corpus and the journey fixture (files of classes without top-level code, which the target takes
# through the journey), on the newest release and, with the byte's high bit, through one step.
if target == "scenario":
    files = sorted(glob.glob("Fuzz/seeds/scenario/*.swift") + glob.glob("Tests/ScenarioTests/Fixtures/RealControllers/*.swift")
                   + glob.glob("Tests/EndToEndTests/Fixtures/journey/*.swift"))
    for path in files:
        body = open(path, encoding="utf-8").read().encode()
        for selector in (0, 0x80 + 2):
            seed = bytes([selector]) + body
            name = os.path.join(corpus, "seed-" + hashlib.sha1(seed).hexdigest())
            if not os.path.exists(name):
                open(name, "wb").write(seed)
PY
# libFuzzer's flag covers each input; ASAN_OPTIONS also covers the sanitizer's own check at exit.
export ASAN_OPTIONS="detect_leaks=$leaks ${ASAN_OPTIONS:-}"
exec "$scratch/$configuration/$product" "$corpus" -dict="Fuzz/$target.dict" -max_total_time="$seconds" -timeout=120 \
    -rss_limit_mb=4096 -max_len=16384 -detect_leaks="$leaks" -artifact_prefix="$artifacts/" -print_final_stats=1 "$@"
