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

Precompiled headers: parsing the standard headers (and GoogleTest's, in a
test unit) again for each of some 250 units was a third of the check's
time. The script precompiles them once per set of flags, with the compiler
itself (a std-only header for the libraries and commands, and GoogleTest plus
the standard headers for units that include GoogleTest), and lets each unit
`-include` the one that matches its flags. A precompiled header that does not
fit a unit is ignored by the compiler, which then reads the headers as usual,
so the check stays correct, only slower. `--no-pch` turns it off.
Missing #includes of a standard header are still found: the clang build
compiles every library unit without a precompiled header.

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


STD_HEADERS = ["algorithm", "array", "cstdint", "filesystem", "fstream", "functional", "map", "memory",
               "optional", "set", "sstream", "string", "string_view", "unordered_map", "vector"]


def pch_flags(args: list[str]) -> tuple[str, ...]:
    """The flags a precompiled header must share with a unit: all but the
    source, its output and the project's own -D and -I (which the standard
    and GoogleTest headers do not read)."""
    keep, rest = [], iter(args[1:])
    for a in rest:
        if a in ("-isystem", "-idirafter", "-iquote", "-I", "-D", "-include"):
            value = next(rest, "")
            if a in ("-isystem", "-idirafter") or (a == "-D" and not value.startswith("TRISGO_")):
                keep += [a, value]  # system headers and their macros: the precompiled ones may read them
        elif a.startswith(("-DTRISGO_", "-I")) or a == "-fsyntax-only" or not a.startswith("-"):
            continue
        else:
            keep.append(a)
    return tuple(keep)


def uses_gtest(args: list[str]) -> bool:
    return any(a.startswith("-DGTEST_") for a in args)


def build_pch(index: int, compiler: str, flags: tuple[str, ...], gtest: bool, folder: str) -> str | None:
    """Precompiles the standard (and GoogleTest's) headers with `flags`;
    the path to -include, or None when the compiler refused (then units
    read the headers themselves)."""
    os.makedirs(folder, exist_ok=True)
    name = os.path.join(folder, f"pch{index}{'-gtest' if gtest else ''}.hxx")
    with open(name, "w", encoding="utf-8") as f:
        for h in (["gtest/gtest.h"] if gtest else []) + STD_HEADERS:
            f.write(f"#include <{h}>\n")
    r = subprocess.run([compiler, *flags, "-x", "c++-header", name, "-o", name + ".gch"], capture_output=True, text=True)
    if r.returncode != 0:
        print(f"compiler-warnings: no precompiled header ({r.stderr.strip()[:200]})", file=sys.stderr)
        return None
    return name


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("build_dir")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--no-pch", action="store_true", help="read every header in every unit")
    a = parser.parse_args()
    path = os.path.join(a.build_dir, "compile_commands.json")
    try:
        with open(path, encoding="utf-8") as f:
            entries = json.load(f)
    except (OSError, json.JSONDecodeError) as e:
        print(f"compiler-warnings: {path}: {e}", file=sys.stderr)
        return 2
    started = time.monotonic()
    commands = [syntax_only(e["command"]) for e in entries]
    # The precompiled header is C++; the C units (bindings/c/tests) read their few headers themselves.
    cxx = [c for e, c in zip(entries, commands) if not e["file"].endswith(".c")]
    if not a.no_pch:
        keys = sorted({(pch_flags(c), uses_gtest(c), c[0]) for c in cxx})
        folder = os.path.join(os.path.abspath(a.build_dir), "warnings-pch")
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
            built = dict(zip(keys, pool.map(lambda ik: build_pch(ik[0], ik[1][2], ik[1][0], ik[1][1], folder), enumerate(keys))))
        for c in cxx:
            header = built[(pch_flags(c), uses_gtest(c), c[0])]
            if header:
                c[1:1] = ["-include", header]
        print(f"compiler-warnings: {sum(1 for h in built.values() if h)} precompiled headers "
              f"({time.monotonic() - started:.0f} s)", flush=True)

    def run(item):
        entry, command = item
        r = subprocess.run(command, cwd=entry["directory"], capture_output=True, text=True)
        return entry["file"], r.returncode, r.stderr

    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
        for i, (file, code, err) in enumerate(pool.map(run, zip(entries, commands)), 1):
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
