// The AddressSanitizer settings of the sanitized build (TRISGO_SANITIZE),
// linked into every program of that build so that a test, a subprocess a test
// starts and a developer's run from the shell behave alike. ASan reads them
// before ASAN_OPTIONS, so the environment can still override any of them.
//
// quarantine_size_mb: ASan keeps freed memory out of reuse to catch a use
// after free; its default of 256 MB made an allocation-heavy audit grow to
// 500 MB and spend a third of its CPU in page faults and madvise (measured:
// 11.5 CPU-s at 256 MB, 5.8 at 16 MB, on the same run). 16 MB still holds
// thousands of recently freed blocks, which is where a use after free
// points in practice.
extern "C" const char* __asan_default_options();
extern "C" const char* __asan_default_options() { return "quarantine_size_mb=16"; }
