#!/usr/bin/env bash
# The installed tree as someone else's program uses it (issue 32): installs
# this build (its libraries as built: nothing is compiled again) into a
# temporary prefix, then builds and runs
#   - consumer/ with CMake's find_package(trisgo CONFIG): C++ on trisgo::trisgo,
#     C on trisgo::c;
#   - consumer/consumer.c with pkg-config's flags alone;
# and runs the installed `trisgo` command. Each consumer's output is checked.
# Usage: consumer_test.sh BUILD_DIR WORK_DIR CMAKE CC CXX [LINK_FLAGS]
# (LINK_FLAGS: the sanitizers of an instrumented build, which its libraries need).
set -euo pipefail
build=$1 work=$2 cmake=$3 cc=$4 cxx=$5 flags=${6:-}
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work"
mkdir -p "$work"
prefix=$work/prefix

"$cmake" --install "$build" --prefix "$prefix" > "$work/install.log"

expect() {  # expect NAME OUTPUT PATTERN
  if ! grep -q -- "$3" <<<"$2"; then
    echo "FAIL: $1 printed '$2', expected '$3'" >&2
    exit 1
  fi
  echo "ok: $1: $2"
}

# find_package, with nothing of this source tree on the include path.
"$cmake" -S "$here/consumer" -B "$work/cmake-consumer" -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_EXE_LINKER_FLAGS="$flags" > "$work/configure.log"
"$cmake" --build "$work/cmake-consumer" -j2 > "$work/build.log"
expect "find_package C++" "$("$work/cmake-consumer/consumer_cpp")" "refused occupied: "
expect "find_package C" "$("$work/cmake-consumer/consumer_c")" "legal 82 perft2 6643"

# pkg-config, from C.
# lib/ or lib/<multiarch>/, as GNUInstallDirs chose.
export PKG_CONFIG_PATH="$(dirname "$(find "$prefix" -name trisgo.pc)")"
# The C driver links with the .pc's -lstdc++; in an instrumented build the
# C++ driver links instead, since only it brings the sanitizers' C++ parts
# (UBSan's vptr checks in the libraries).
linker=$cc
[ -z "$flags" ] || linker=$cxx
# shellcheck disable=SC2046,SC2086
"$cc" -std=c99 $flags $(pkg-config --cflags trisgo) -c "$here/consumer/consumer.c" -o "$work/pkg-config-consumer.o"
# shellcheck disable=SC2046,SC2086
"$linker" $flags "$work/pkg-config-consumer.o" $(pkg-config --libs trisgo) -o "$work/pkg-config-consumer"
expect "pkg-config C" "$("$work/pkg-config-consumer")" "legal 82 perft2 6643"

# A user's own build of the project needs no test framework: with
# BUILD_TESTING off it configures with GoogleTest, RapidCheck and Benchmark
# hidden, and defines no test target (configured only, not built).
source_dir=$(cd "$here/../.." && pwd)
"$cmake" -S "$source_dir" -B "$work/user-build" -DBUILD_TESTING=OFF -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON \
  -DCMAKE_DISABLE_FIND_PACKAGE_rapidcheck=ON -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON -DTRISGO_BUILD_PYTHON=OFF \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" > "$work/user-configure.log"
targets=$("$cmake" --build "$work/user-build" --target help)
expect "BUILD_TESTING=OFF" "$(grep -c -E '_tests?$|gtest' <<<"$targets" || true) test targets" "^0 test targets"
grep -q -- "trisgo_c$" <<<"$targets" || { echo "FAIL: BUILD_TESTING=OFF lost the library targets" >&2; exit 1; }

expect "installed trisgo" "$("$prefix/bin/trisgo" --version | head -1)" "trisgo"
# The bash completion and the manual page, where bash-completion and man look.
expect "installed completion" "$(grep -c '^complete .*_trisgo trisgo$' "$prefix/share/bash-completion/completions/trisgo")" "^1$"
expect "installed manual page" "$(grep -c '^\.SS audit$' "$prefix/share/man/man1/trisgo.1")" "^1$"
