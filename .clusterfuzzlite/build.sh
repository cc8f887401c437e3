#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build script (https://google.github.io/clusterfuzzlite/build-integration):
# run by the service inside the Dockerfile's image, in $SRC/trisgo, with the variables it sets:
#   CC, CXX, CFLAGS, CXXFLAGS   compilers and flags, sanitizer and -fsanitize=fuzzer-no-link included
#   LIB_FUZZING_ENGINE          what links a fuzz target (-fsanitize=fuzzer)
#   OUT                         where the fuzz targets, their seed corpora and dictionaries go
#   SRC, WORK                   the sources' parent folder, a scratch folder (WORK may be unset here)
# It builds every fuzz target of fuzz/ (fuzz/fuzz_<name>.cpp) into $OUT/fuzz_<name>, with
# $OUT/fuzz_<name>_seed_corpus.zip (fuzz/seeds/<name>/), $OUT/fuzz_<name>.dict (fuzz/dicts/<name>.dict,
# for the text parsers) and $OUT/fuzz_<name>.options (the max_len the ctest entries use).
#
# It compiles the sources directly rather than through CMake: the service's flags (its sanitizer,
# -stdlib=libc++ on OSS-Fuzz) must reach every object, and the top-level CMakeLists.txt wants the
# test libraries (GTest, RapidCheck, Google Benchmark), which the image does not need.
# fuzz/test_clusterfuzzlite_build.sh runs this script the way the services do.
# (CFLAGS is unused: every source is C++.)
cd "$SRC/trisgo"
root=$(pwd)
work=${WORK:-$(mktemp -d)}/trisgo-objects
mkdir -p "$work" "$OUT"
jobs=$(nproc)

# The libraries of fuzz/CMakeLists.txt, as source lists. Which a target links is in `libs` below.
vocab=(vocab/*.cpp text/*.cpp)  # with text/, the renderer of reasons, a leaf over vocab/
optimized=(optimized/*.cpp optimized/{core,engine,gomoku,playout}/*.cpp)
reference=(reference/*.cpp)
conformance=(conformance/script_lexer.cpp conformance/script_arguments.cpp conformance/script_directives.cpp
             conformance/script_parser.cpp conformance/runner.cpp conformance/report.cpp conformance/vectors.cpp)
gtp=(gtp/protocol.cpp gtp/move_text.cpp gtp/policy.cpp gtp/game.cpp gtp/server.cpp gtp/commands_standard.cpp
     gtp/commands_trisgo.cpp gtp/commands_gogui.cpp)
declare -A libs=(
  [position]="vocab" [record]="vocab" [sgf]="vocab" [ruleset]="vocab"
  [vectors]="conformance optimized vocab"
  [attributes]="optimized reference vocab" [play]="optimized reference vocab"
  [gtp]="gtp reference vocab"
)
declare -A max_len=([attributes]=128 [play]=128 [gtp]=1024)

# Every object once, in parallel; one archive per library, so that a target links only what it uses.
compile() {  # source -> $work/<source>.o
  mkdir -p "$(dirname "$work/$1.o")"
  $CXX $CXXFLAGS -std=c++20 -I"$root" -c "$root/$1" -o "$work/$1.o"
}
export -f compile
export CXX CXXFLAGS root work
printf '%s\n' "${vocab[@]}" "${optimized[@]}" "${reference[@]}" "${conformance[@]}" "${gtp[@]}" fuzz/fuzz_*.cpp |
  xargs -P "$jobs" -I{} bash -c 'compile "$1"' _ {}
archive() {  # name sources...
  local name=$1
  shift
  rm -f "$work/lib$name.a"
  ar rcs "$work/lib$name.a" "${@/#/$work/}"
}
archive vocab "${vocab[@]/%/.o}"
archive optimized "${optimized[@]/%/.o}"
archive reference "${reference[@]/%/.o}"
archive conformance "${conformance[@]/%/.o}"
archive gtp "${gtp[@]/%/.o}"

for source in fuzz/fuzz_*.cpp; do
  name=$(basename "$source" .cpp)
  name=${name#fuzz_}
  if [ -z "${libs[$name]:-}" ]; then
    echo "build.sh: fuzz/fuzz_$name.cpp has no entry in build.sh's libs table" >&2
    exit 1
  fi
  archives=()
  for lib in ${libs[$name]}; do archives+=("$work/lib$lib.a"); done
  $CXX $CXXFLAGS "$work/$source.o" "${archives[@]}" $LIB_FUZZING_ENGINE -o "$OUT/fuzz_$name"
  rm -f "$OUT/fuzz_${name}_seed_corpus.zip"
  (cd "fuzz/seeds/$name" && zip -q -r "$OUT/fuzz_${name}_seed_corpus.zip" .)
  [ -f "fuzz/dicts/$name.dict" ] && cp "fuzz/dicts/$name.dict" "$OUT/fuzz_$name.dict"
  printf '[libfuzzer]\nmax_len = %s\n' "${max_len[$name]:-4096}" >"$OUT/fuzz_$name.options"
done
echo "build.sh: built $(ls fuzz/fuzz_*.cpp | wc -l) fuzz targets into $OUT"
