#!/usr/bin/env bash
# The test suite, in three tiers (README.md "Tests: which tier when";
# cmake/TestTiers.cmake):
#
#   scripts/test.sh             the full tier from scratch, as CI runs it: install the
#                               dependencies, then
#                                1. g++ with AddressSanitizer + UBSan at -O1 (build/asan),
#                                2. clang 14 Release, warnings as errors, the fuzz targets
#                                   (build/clang),
#                               and `ctest -L full` in each.
#   scripts/test.sh --quick     the quick tier: an incremental clang Release build
#                               (build/quick, no benchmarks, no fuzz targets) and
#                               `ctest -L quick`; minutes after a one-line change.
#   scripts/test.sh --campaign  the campaign tier in build/clang (-DTRISGO_CAMPAIGNS=ON):
#                               `ctest -L campaign`; hours.
#
# Extra arguments after the tier go to ctest (e.g. `scripts/test.sh --quick -R vectors`).
# TRISGO_QUICK=1 (older spelling) runs only the sanitizer build of the full tier.
set -euo pipefail
cd "$(dirname "$0")/.."
tier=full
case "${1:-}" in
  --quick) tier=quick; shift ;;
  --campaign) tier=campaign; shift ;;
  --full) shift ;;
  -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
jobs=$(nproc)
# ccache, when installed, makes the second build of an unchanged file free.
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
started=$SECONDS

if [ "$tier" = quick ]; then
  # No apt-get here: the quick tier runs many times a day on a set-up machine.
  # The first run configures; later runs only rebuild what changed.
  cmake -S . -B build/quick -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 \
    -DTRISGO_BUILD_BENCH=OFF -DTRISGO_BUILD_FUZZ=OFF "${launcher[@]}" >/dev/null
  cmake --build build/quick -j "$jobs"
  ctest --test-dir build/quick --output-on-failure -j "$jobs" -L quick "$@"
  echo "scripts/test.sh --quick: the quick tier passed in $((SECONDS - started)) s"
  exit 0
fi

scripts/install-deps.sh

if [ "$tier" = campaign ]; then
  cmake -S . -B build/clang -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 -DTRISGO_BUILD_FUZZ=ON \
    -DTRISGO_CAMPAIGNS=ON "${launcher[@]}"
  cmake --build build/clang -j "$jobs"
  ctest --test-dir build/clang --output-on-failure -j "$jobs" -L campaign "$@"
  echo "scripts/test.sh --campaign: the campaign tier passed in $((SECONDS - started)) s"
  exit 0
fi

echo "== g++ + ASan/UBSan at -O1 =="
# -O1: AddressSanitizer's documentation advises it for reasonable speed, and
# the tests run several times faster than at -O0; -g1 keeps file:line in the
# sanitizer reports at a fraction of -g's compile and link time.
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" -DTRISGO_SANITIZE=ON \
  -DCMAKE_CXX_COMPILER=g++ -DTRISGO_BUILD_BENCH=OFF "${launcher[@]}"
cmake --build build/asan -j "$jobs"
ctest --test-dir build/asan --output-on-failure -j "$jobs" -L full "$@"
asan_done=$SECONDS

if [ "${TRISGO_QUICK:-0}" != "1" ]; then
  echo "== clang 14 Release =="
  cmake -S . -B build/clang -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 -DTRISGO_BUILD_FUZZ=ON \
    "${launcher[@]}"
  cmake --build build/clang -j "$jobs"
  ctest --test-dir build/clang --output-on-failure -j "$jobs" -L full "$@"
fi
echo "scripts/test.sh: the full tier passed in $((SECONDS - started)) s (sanitizer build $((asan_done - started)) s)"
