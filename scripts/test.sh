#!/usr/bin/env bash
# The test suite, in three tiers (README.md "Tests: which tier when";
# cmake/TestTiers.cmake):
#
#   scripts/test.sh             the full tier from scratch, as CI runs it: install the
#                               dependencies, then
#                                1. clang 14 with AddressSanitizer + UBSan at -O1, the fuzz
#                                   targets and the benchmarks (build/asan), and `ctest -L full`
#                                   there,
#                                2. beside them at the lowest priority, g++ (Debian's compiler):
#                                   every unit of a user's build (the libraries, the command, the
#                                   bindings) through the front end, warnings as errors
#                                   (scripts/compiler-warnings.py, build/gcc).
#                                The board page (scripts/web.sh into build/web, emscripten) is
#                                built inside ctest by the fixture web_page_build, before its
#                                browser tests and beside the other tests (web/CMakeLists.txt).
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
  -h|--help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
# Ninja, when installed (scripts/install-deps.sh installs it): it starts a
# library's units before the libraries it links are archived (with
# CMAKE_OPTIMIZE_DEPENDENCIES), where Make's targets wait for each other, and
# it spends no time in a recursive make's dependency scans.
generator=()
if command -v ninja >/dev/null; then generator=(-G Ninja -DCMAKE_OPTIMIZE_DEPENDENCIES=ON); fi
# A tree configured with another generator (or another compiler) is started
# afresh: CMake refuses to change either in place.
fresh_unless() {  # fresh_unless DIR COMPILER
  local cache=$1/CMakeCache.txt want=Unix\ Makefiles
  [ ${#generator[@]} -eq 0 ] || want=Ninja
  if [ -f "$cache" ] && { ! grep -q "^CMAKE_GENERATOR:INTERNAL=$want\$" "$cache" ||
                          ! grep -q "^CMAKE_CXX_COMPILER:.*$2\$" "$cache"; }; then
    rm -rf "$1"
  fi
}
started=$SECONDS

if [ "$tier" = quick ]; then
  # No apt-get here: the quick tier runs many times a day on a set-up machine.
  # The first run configures; later runs only rebuild what changed.
  fresh_unless build/quick clang++-14
  cmake -S . -B build/quick "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14 -DTRISGO_WERROR=ON \
    -DTRISGO_BUILD_BENCH=OFF -DTRISGO_BUILD_FUZZ=OFF "${launcher[@]}" "${linker[@]}" "${python[@]}" >/dev/null
  cmake --build build/quick -j "$jobs"
  ctest --test-dir build/quick --output-on-failure -j "$jobs" -L quick "$@"
  echo "scripts/test.sh --quick: the quick tier passed in $((SECONDS - started)) s"
  exit 0
fi

scripts/install-deps.sh

if [ "$tier" = campaign ]; then
  fresh_unless build/clang clang++-14
  cmake -S . -B build/clang "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14 -DTRISGO_BUILD_FUZZ=ON \
    -DTRISGO_WERROR=ON -DTRISGO_CAMPAIGNS=ON "${launcher[@]}" "${linker[@]}" "${python[@]}"
  cmake --build build/clang -j "$jobs"
  ctest --test-dir build/clang --output-on-failure -j "$jobs" -L campaign "$@"
  echo "scripts/test.sh --campaign: the campaign tier passed in $((SECONDS - started)) s"
  exit 0
fi

# One build runs the tests (issue 34: the whole tier in 25 minutes on 2 cores).
# It is clang's, because libFuzzer needs clang. Beside it, g++ reads every
# unit with its front end, warnings as errors, at a third of a build's cost
# (a g++ Release build of the command alone took 8 of the 25 minutes).
# Warnings of g++'s optimizer are not seen there, so a user's build does not
# make warnings errors (TRISGO_WERROR, off by default). It reads what a
# user's build compiles (BUILD_TESTING=OFF: the libraries, the command, the
# bindings; issue 32): the 120 units of the tests, the property tests, fuzz
# targets and benchmarks, with GoogleTest's headers in each, were half its
# 720 CPU-seconds, and clang's build below compiles them with warnings as
# errors.
#
# It runs in the background at the lowest priority (nice 19) from the start:
# the clang build and ctest leave a core partly idle (ctest used 178 % of
# the two, its tests waiting on engines, browsers and the cluster), and
# the check's 300 CPU-seconds fit in those gaps instead of adding two and a
# half minutes in front. Its report comes after ctest's; either failing
# fails the tier.
echo "== g++: every unit of a user's build through the front end, warnings as errors (in the background) =="
fresh_unless build/gcc g++
cmake -S . -B build/gcc "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=g++ -DTRISGO_WERROR=ON \
  -DBUILD_TESTING=OFF "${python[@]}" >/dev/null
cmake --build build/gcc --target trisgo_generated_sources >/dev/null  # what the build writes: build_info.h, passages_data.cpp
gcc_log=build/gcc/compiler-warnings.log
nice -n 19 python3 scripts/compiler-warnings.py build/gcc --jobs "$jobs" >"$gcc_log" 2>&1 &
gcc_pid=$!
# Stopped with the tier (a failed build, a failed test, a signal).
trap 'kill "$gcc_pid" 2>/dev/null || true' EXIT

echo "== clang 14 + ASan/UBSan at -O1, with the fuzz targets and the benchmarks =="
# -O1: AddressSanitizer's documentation advises it for reasonable speed, and
# the tests run several times faster than at -O0 (the test binaries' own
# sources are at -O0: cmake/TestBuild.cmake); line tables keep file:line in
# the sanitizer reports at a fraction of -g's compile and link time.
fresh_unless build/asan clang++-14
cmake -S . -B build/asan "${generator[@]}" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" \
  -DTRISGO_SANITIZE=ON -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14 -DTRISGO_BUILD_FUZZ=ON -DTRISGO_WERROR=ON "${launcher[@]}" "${linker[@]}" "${python[@]}"
cmake --build build/asan -j "$jobs"
build_done=$SECONDS
# ASan keeps freed memory out of reuse (its quarantine) to catch a use after
# free; its default of 256 MB made an allocation-heavy audit grow to 500 MB
# and spend a third of its CPU in page faults and madvise (11.5 CPU-s at
# 256 MB, 5.8 at 16 MB, on the same run). 16 MB still holds thousands of
# recently freed blocks. Each allocation and free records its call stack;
# 5 frames (of the default 30) name the allocating and freeing code in a
# report and cut an allocation-heavy audit's time by 16 % (7.3 s to 6.1 s;
# the stack of a bad access itself is always whole). A test that sets
# ASAN_OPTIONS itself replaces this.
export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=16:malloc_context_size=5}
tests=0
ctest --test-dir build/asan --output-on-failure -j "$jobs" -L full "$@" || tests=$?
tests_done=$SECONDS

echo "== g++'s warnings =="
warnings=0
wait "$gcc_pid" || warnings=$?
trap - EXIT
cat "$gcc_log"
echo "scripts/test.sh: build $((build_done - started)) s, ctest $((tests_done - build_done)) s, g++'s check done $((SECONDS - tests_done)) s after ctest"
if [ "$tests" -ne 0 ] || [ "$warnings" -ne 0 ]; then
  echo "scripts/test.sh: the full tier FAILED (ctest exit $tests, g++ check exit $warnings) after $((SECONDS - started)) s"
  exit 1
fi
echo "scripts/test.sh: the full tier passed in $((SECONDS - started)) s"
