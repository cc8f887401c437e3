#!/usr/bin/env bash
# The test suite, in three tiers (README.md "Tests: which tier when";
# cmake/TestTiers.cmake):
#
#   scripts/test.sh             the full tier from scratch, as CI runs it: install the
#                               dependencies, then
#                                1. g++ (Debian's compiler): every unit of a user's build (the
#                                   libraries, the command, the bindings) through the front end,
#                                   warnings as errors (scripts/compiler-warnings.py, build/gcc),
#                                2. clang 14 with AddressSanitizer + UBSan at -O1, the fuzz
#                                   targets and the benchmarks (build/asan),
#                               and `ctest -L full` in build/asan.
#   scripts/test.sh --quick     the quick tier: an incremental clang Release build
#                               (build/quick, no benchmarks, no fuzz targets) and
#                               `ctest -L quick`; minutes after a one-line change.
#   scripts/test.sh --campaign  the campaign tier in build/clang (clang Release,
#                               -DTRISGO_CAMPAIGNS=ON): `ctest -L campaign`; hours.
#
# Extra arguments after the tier go to ctest (e.g. `scripts/test.sh --quick -R vectors`).
set -euo pipefail
cd "$(dirname "$0")/.."
tier=full
case "${1:-}" in
  --quick) tier=quick; shift ;;
  --campaign) tier=campaign; shift ;;
  --full) shift ;;
  -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
jobs=$(nproc)
# ccache, when installed, makes the second build of an unchanged file free.
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache); fi
# LLVM's linker for the clang trees (scripts/install-deps.sh installs it): a
# sanitized test binary links in a second instead of two or three with GNU ld.
linker=()
if command -v ld.lld >/dev/null; then linker=(-DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld); fi
# Debian's interpreter for the Python module and its pytest suite: the one
# that apt's pybind11-dev and python3-pytest serve (a pyenv or venv python3
# earlier on PATH has neither, and the suite would only be skipped).
python=()
if [ -x /usr/bin/python3 ]; then python=(-DPython3_EXECUTABLE=/usr/bin/python3); fi
started=$SECONDS

if [ "$tier" = quick ]; then
  # No apt-get here: the quick tier runs many times a day on a set-up machine.
  # The first run configures; later runs only rebuild what changed.
  cmake -S . -B build/quick -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14 -DTRISGO_WERROR=ON \
    -DTRISGO_BUILD_BENCH=OFF -DTRISGO_BUILD_FUZZ=OFF "${launcher[@]}" "${linker[@]}" "${python[@]}" >/dev/null
  cmake --build build/quick -j "$jobs"
  ctest --test-dir build/quick --output-on-failure -j "$jobs" -L quick "$@"
  echo "scripts/test.sh --quick: the quick tier passed in $((SECONDS - started)) s"
  exit 0
fi

scripts/install-deps.sh

if [ "$tier" = campaign ]; then
  cmake -S . -B build/clang -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14 -DTRISGO_BUILD_FUZZ=ON \
    -DTRISGO_WERROR=ON -DTRISGO_CAMPAIGNS=ON "${launcher[@]}" "${linker[@]}" "${python[@]}"
  cmake --build build/clang -j "$jobs"
  ctest --test-dir build/clang --output-on-failure -j "$jobs" -L campaign "$@"
  echo "scripts/test.sh --campaign: the campaign tier passed in $((SECONDS - started)) s"
  exit 0
fi

# One build runs the tests (issue 34: the whole tier in 25 minutes on 2 cores).
# It is clang's, because libFuzzer needs clang. g++ comes first and fails
# early: it reads every unit with its front end, warnings as errors, at a
# third of a build's cost (a g++ Release build of the command alone took
# 8 of the 25 minutes). Warnings of g++'s optimizer are not seen there, so a
# user's build does not make warnings errors (TRISGO_WERROR, off by default).
# It reads what a user's build compiles (BUILD_TESTING=OFF: the libraries,
# the command, the bindings; issue 32): the 120 units of the tests, the
# property tests, fuzz targets and benchmarks, with GoogleTest's headers in
# each, were half its 720 CPU-seconds, and clang's build below compiles them
# with warnings as errors.
echo "== g++: every unit of a user's build through the front end, warnings as errors =="
cmake -S . -B build/gcc -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=g++ -DTRISGO_WERROR=ON \
  -DBUILD_TESTING=OFF "${python[@]}" >/dev/null
cmake --build build/gcc --target trisgo_generated_sources >/dev/null  # what the build writes: build_info.h, passages_data.cpp
python3 scripts/compiler-warnings.py build/gcc --jobs "$jobs"
gcc_done=$SECONDS

echo "== clang 14 + ASan/UBSan at -O1, with the fuzz targets and the benchmarks =="
# -O1: AddressSanitizer's documentation advises it for reasonable speed, and
# the tests run several times faster than at -O0 (the test binaries' own
# sources are at -O0: cmake/TestBuild.cmake); line tables keep file:line in
# the sanitizer reports at a fraction of -g's compile and link time.
# (build/asan was g++'s before: a tree of another compiler is started afresh.)
if [ -f build/asan/CMakeCache.txt ] && ! grep -q '^CMAKE_CXX_COMPILER:.*clang++-14' build/asan/CMakeCache.txt; then
  rm -rf build/asan
fi
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" \
  -DTRISGO_SANITIZE=ON -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14 -DTRISGO_BUILD_FUZZ=ON -DTRISGO_WERROR=ON "${launcher[@]}" "${linker[@]}" "${python[@]}"
cmake --build build/asan -j "$jobs"
# ASan keeps freed memory out of reuse (its quarantine) to catch a use after
# free; its default of 256 MB made an allocation-heavy audit grow to 500 MB
# and spend a third of its CPU in page faults and madvise (11.5 CPU-s at
# 256 MB, 5.8 at 16 MB, on the same run). 16 MB still holds thousands of
# recently freed blocks. A test that sets ASAN_OPTIONS itself replaces this.
export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=16}
ctest --test-dir build/asan --output-on-failure -j "$jobs" -L full "$@"
echo "scripts/test.sh: the full tier passed in $((SECONDS - started)) s (g++ warnings $((gcc_done - started)) s)"
