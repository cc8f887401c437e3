#!/usr/bin/env python3
"""Every translation unit through a second compiler's front end, warnings as errors.

usage: scripts/compiler-warnings.py BUILD_DIR [--jobs N]

BUILD_DIR is a configured (not built) CMake tree with compile_commands.json,
e.g. `cmake -S . -B build/gcc -DCMAKE_CXX_COMPILER=g++`. Each compile command is
run with -fsyntax-only instead of writing an object file: parsing, template
instantiation and the front end's warnings (-Wall -Wextra -Wpedantic -Wshadow
-Werror, as CMakeLists.txt sets them with TRISGO_WERROR) for every source of
the project, at about a third of a build's cost. The full tier (scripts/test.sh) runs it with
g++, Debian's default compiler, beside the clang build that runs the tests, so
that a user's g++ build stays warning-free (issue 2) without a second build
of everything. Warnings that need the optimizer (-Wmaybe-uninitialized,
-Warray-bounds) are not reported this way.

Exit 0 when every unit compiles cleanly, 1 with the compiler's messages of
each failing unit otherwise, 2 on bad usage.
"""
import argparse
import concurrent.futures
import json
import os
import resource
import shlex
import subprocess
import sys
import time


def syntax_only(command: str) -> list[str]:
    """The compile command without its output: `-c` and `-o FILE` dropped."""
    args, out, skip = shlex.split(command), [], False
    for a in args:
        if skip:
            skip = False
        elif a == "-o":
            skip = True
        elif a != "-c":
            out.append(a)
    return out + ["-fsyntax-only"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("build_dir")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    a = parser.parse_args()
    path = os.path.join(a.build_dir, "compile_commands.json")
    try:
        with open(path, encoding="utf-8") as f:
            entries = json.load(f)
    except (OSError, json.JSONDecodeError) as e:
        print(f"compiler-warnings: {path}: {e}", file=sys.stderr)
        return 2
    started = time.monotonic()

    def run(entry):
        r = subprocess.run(syntax_only(entry["command"]), cwd=entry["directory"], capture_output=True, text=True)
        return entry["file"], r.returncode, r.stderr

    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
        for i, (file, code, err) in enumerate(pool.map(run, entries), 1):
            if code != 0 or err.strip():
                failed += 1
                print(f"compiler-warnings: {file}:\n{err}", file=sys.stderr)
            if i % 50 == 0:
                print(f"compiler-warnings: {i}/{len(entries)} units", flush=True)
    took = time.monotonic() - started
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    took = f"{took:.0f} s, {usage.ru_utime + usage.ru_stime:.0f} CPU-s"
    if failed:
        print(f"compiler-warnings: {failed} of {len(entries)} units have warnings or errors ({took})")
        return 1
    print(f"compiler-warnings: {len(entries)} units without a warning ({took})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
