#!/usr/bin/env bash
# Runs .clusterfuzzlite/build.sh the way ClusterFuzzLite and OSS-Fuzz do (ctest
# clusterfuzzlite_build): the sources copied to $SRC/trisgo, build.sh copied to
# $SRC/build.sh and run from $SRC/trisgo with the variables of the services'
# address-sanitizer build, OUT and WORK empty temporary folders. Then checks,
# for every fuzz/fuzz_<name>.cpp: $OUT/fuzz_<name> exists and runs 10 inputs
# with its options and dictionary; $OUT/fuzz_<name>_seed_corpus.zip holds every
# seed of fuzz/seeds/<name>/; $OUT/fuzz_<name>.dict is fuzz/dicts/<name>.dict
# where there is one. Rebuilds everything the targets link (no ccache).
# Usage: fuzz/test_clusterfuzzlite_build.sh [CXX]   (default clang++-14; CC is
# the same name with clang for clang++)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cxx=${1:-clang++-14}
cc=${cxx/clang++/clang}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SRC=$tmp/src OUT=$tmp/out WORK=$tmp/work
mkdir -p "$SRC/trisgo" "$OUT" "$WORK"
# The Dockerfile's COPY . $SRC/trisgo, without build folders.
(cd "$root" && tar --exclude=./build --exclude=./.git -cf - .) | tar -xf - -C "$SRC/trisgo"
cp "$root/.clusterfuzzlite/build.sh" "$SRC/build.sh"
# What OSS-Fuzz's base-builder sets for SANITIZER=address (less -stdlib=libc++,
# which this machine's clang has no headers for).
flags="-O1 -fno-omit-frame-pointer -gline-tables-only -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
start=$(date +%s)
(cd "$SRC/trisgo" && env CC="$cc" CXX="$cxx" CFLAGS="$flags" CXXFLAGS="$flags" \
    LIB_FUZZING_ENGINE=-fsanitize=fuzzer bash -eu "$SRC/build.sh")
echo "build.sh took $(($(date +%s) - start)) s"

fail() { echo "test_clusterfuzzlite_build: $*" >&2; exit 1; }
count=0
for source in "$root"/fuzz/fuzz_*.cpp; do
  name=$(basename "$source" .cpp)
  short=${name#fuzz_}
  [ -x "$OUT/$name" ] || fail "$OUT/$name was not built"
  zip=$OUT/${name}_seed_corpus.zip
  [ -f "$zip" ] || fail "$zip is missing"
  seeds=$(find "$root/fuzz/seeds/$short" -type f | wc -l)
  [ "$seeds" -gt 0 ] || fail "fuzz/seeds/$short/ has no seeds"
  in_zip=$(unzip -Z1 "$zip" | grep -vc '/$' || true)
  [ "$in_zip" -eq "$seeds" ] || fail "$zip holds $in_zip files, fuzz/seeds/$short/ $seeds"
  dict=()
  if [ -f "$root/fuzz/dicts/$short.dict" ]; then
    cmp -s "$root/fuzz/dicts/$short.dict" "$OUT/$name.dict" || fail "$OUT/$name.dict is not fuzz/dicts/$short.dict"
    dict=(-dict="$OUT/$name.dict")
  fi
  [ -f "$OUT/$name.options" ] || fail "$OUT/$name.options is missing"
  max_len=$(sed -n 's/^max_len = //p' "$OUT/$name.options")
  mkdir -p "$tmp/corpus_$short"
  ASAN_OPTIONS=detect_leaks=0 "$OUT/$name" -runs=10 -seed=1 -max_len="$max_len" "${dict[@]}" "$tmp/corpus_$short" \
      >"$tmp/$short.log" 2>&1 || { cat "$tmp/$short.log" >&2; fail "$name did not run 10 inputs"; }
  grep -q "Done 10 runs" "$tmp/$short.log" || { cat "$tmp/$short.log" >&2; fail "$name did not report 10 runs"; }
  echo "ok: $name ($in_zip seeds${dict:+, dictionary}, max_len $max_len)"
  count=$((count + 1))
done
[ "$count" -ge 7 ] || fail "only $count fuzz targets found"
echo "test_clusterfuzzlite_build: all $count targets built, run, with seeds and dictionaries ($(($(date +%s) - start)) s)"
