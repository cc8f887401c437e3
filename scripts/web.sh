#!/usr/bin/env bash
# Builds the board in the browser (issue 33, docs/web.md): both engines and
# the text renderer compiled to WebAssembly by Debian's emscripten, and the
# page with everything inlined, build/web/index.html, which opens from the
# file system (file://) with no server and no network.
#
#   scripts/web.sh            install what is missing (scripts/install-deps.sh), then build
#   scripts/web.sh --no-deps  build only
#   scripts/web.sh --no-deps --test
#                             the full tier's call (it installed them already): the same page
#                             at -O0, which the browser tests check for what it does: 209 CPU
#                             seconds against 283 at -O1 and 376 at -O3 (the nine browser tests
#                             take about 25 s more in all; the page's speed is measured on the
#                             -O3 build: scripts/web-bench.sh)
#
# Prints the build's wall and CPU seconds and the page's size.
set -euo pipefail
cd "$(dirname "$0")/.."
deps=1 level=-O3
for arg in "$@"; do
  case "$arg" in
    --no-deps) deps=0 ;;
    --test) level=-O0 ;;
    *) echo "web.sh: unknown option $arg (--no-deps, --test)" >&2; exit 2 ;;
  esac
done
[ "$deps" = 0 ] || scripts/install-deps.sh >&2
if ! command -v emcmake >/dev/null; then
  echo "web.sh: emscripten is not installed (scripts/install-deps.sh installs it)" >&2
  exit 1
fi
# Debian's emscripten runs its JavaScript tools with the node on PATH and
# finds their packages (acorn, ...) in /usr/share/nodejs, which a node that
# did not come from Debian (NodeSource's) does not search. Its library
# cache is prebuilt and frozen (/usr/share/emscripten/cache): nothing is
# compiled or written there on first use.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
generator=()
if command -v ninja >/dev/null; then generator=(-G Ninja); fi
start=$SECONDS
emcmake cmake -S web/module -B build/web "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
  "-DCMAKE_CXX_FLAGS_RELEASE=$level -DNDEBUG" >/dev/null
cmake --build build/web -j "$(nproc)"
# CPU of the children (the compilers), from the shell's own counters:
# `times` run by this shell itself (in a subshell it would count nothing).
times >build/web/times.txt
cpu=$(awk 'NR == 2 {gsub(/[ms]/, " "); print $1 * 60 + $2 + $3 * 60 + $4}' build/web/times.txt)
echo "web.sh: build/web/index.html ($(stat -c %s build/web/index.html) bytes) in $((SECONDS - start)) s wall, $cpu s CPU (user + system)"
