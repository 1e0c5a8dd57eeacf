print("lifeline-bench: no benchmarks yet")
