#!/usr/bin/env bash
# Installs dependencies and builds the Release tools into build/release.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh >&2
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DTRISGO_BUILD_BENCH=OFF >&2
cmake --build build/release -j "$(nproc)" --target trisgo >&2
