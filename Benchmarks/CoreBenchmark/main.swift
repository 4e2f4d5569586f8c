print("CoreBenchmark: not written yet")
