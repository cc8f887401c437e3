#!/usr/bin/env bash
# The whole test suite from scratch: install dependencies, then
#  1. Debug build with AddressSanitizer + UndefinedBehaviorSanitizer (g++), all tests through ctest;
#  2. Release build with clang 14, warnings as errors, all tests through ctest.
# Usage: scripts/test.sh            (both)
#        TRISGO_QUICK=1 scripts/test.sh   (sanitizer build only)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs=$(nproc)

echo "== g++ Debug + ASan/UBSan =="
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DTRISGO_SANITIZE=ON -DCMAKE_CXX_COMPILER=g++ -DTRISGO_BUILD_BENCH=OFF
cmake --build build/asan -j "$jobs"
ctest --test-dir build/asan --output-on-failure -j "$jobs"

if [ "${TRISGO_QUICK:-0}" != "1" ]; then
  echo "== clang 14 Release =="
  cmake -S . -B build/clang -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 -DTRISGO_BUILD_FUZZ=ON
  cmake --build build/clang -j "$jobs"
  ctest --test-dir build/clang --output-on-failure -j "$jobs"
fi
echo "scripts/test.sh: all tests passed"
