#include <stddef.h>
#include <stdint.h>

/// The process entry of a fuzz target: hands the command line to libFuzzer's driver with the target's
/// `LLVMFuzzerTestOneInput`. SwiftPM links an executable's `main` to `<Target>_main`, so each target
/// defines that and calls this (libFuzzer's own `main` is then never linked).
int lifeline_fuzzer_main(int argc, char **argv);
