#!/usr/bin/env bash
# Run the test suite under a sanitizer: scripts/sanitize.sh thread|address [swift test options…]
# Each sanitizer builds into its own folder (.build-tsan, .build-asan), as the instrumented code cannot
# share objects with the normal build. A report fails the run: the thread sanitizer's data races and
# the address sanitizer's memory errors both stop the test process with a non-zero status.
set -euo pipefail
cd "$(dirname "$0")/.."
case ${1:-} in
    thread) scratch=.build-tsan ;;
    address) scratch=.build-asan ;;
    *) echo "usage: scripts/sanitize.sh thread|address [swift test options…]" >&2; exit 2 ;;
esac
sanitizer=$1
shift
scripts/install-deps.sh
scripts/setup-mermaid.sh || echo "warning: Mermaid rendering checks will be skipped" >&2
# halt_on_error: the first report ends the run, so a race cannot scroll past unnoticed.
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
export ASAN_OPTIONS="halt_on_error=1 detect_leaks=0 ${ASAN_OPTIONS:-}"
swift test --sanitize="$sanitizer" --scratch-path "$scratch" "$@"
