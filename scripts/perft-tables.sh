#!/usr/bin/env bash
# Regenerates the published perft tables of spec/perft/ (issue 18): for every
# preset `trisgo rules` lists, on 3x3, 5x5, 7x7 and 9x9, `trisgo perft` with
# both engines (the optimized engine deeper, the reference as deep as it goes
# in seconds), checks that both engines give the same rows where both ran,
# and writes spec/perft/tables.json and one spec/perft/PRESET.md per preset.
# Plain Go is also given without passes (the figures published elsewhere;
# spec/perft/README.md), and the presets with tris from start positions in
# spec/perft/positions/ where tris slots come at once. A few CPU minutes in all (the 9x9 Go depth 4 without
# passes is most of it).
#
# With --check, recomputes only the small rows (3x3 to depth 3, 5x5 and the
# start positions to depth 2, both engines) and compares them with spec/perft/tables.json: seconds;
# ctest perft_tables runs it. --check --quick (the sanitizer build's ctest,
# vocab/test_scale.h): the reference engine checks the 3x3 rows only, the
# optimized engine all the small rows.
#   scripts/perft-tables.sh [--check [--quick]] [TRISGO]   (default build/dev/cli/trisgo)
set -euo pipefail
cd "$(dirname "$0")/.."
mode=generate
if [ "${1:-}" = "--check" ]; then mode=check; shift; fi
if [ "$mode" = check ] && [ "${1:-}" = "--quick" ]; then mode=check-quick; shift; fi
trisgo="${1:-build/dev/cli/trisgo}"
[ -x "$trisgo" ] || { echo "perft-tables: no trisgo program at $trisgo (build it first)" >&2; exit 2; }
exec python3 - "$mode" "$trisgo" <<'PY'
import json, subprocess, sys, time

mode, trisgo = sys.argv[1], sys.argv[2]
PRESETS = ["go", "trisgo-2026", "menggo", "menggo-2019", "menggo-2013",
           "flybomb-A", "flybomb-B", "flybomb-C", "trisgomoku"]
# size: (optimized depth, reference depth)
DEPTHS = {3: (6, 4), 5: (4, 2), 7: (3, 2), 9: (3, 2)}
# Plain Go without passes: the published figures go to depth 4 on 9x9.
NO_PASS_DEPTHS = {3: (6, 4), 5: (4, 2), 7: (3, 2), 9: (4, 2)}
CHECK_DEPTHS = {3: 3, 5: 2}
# Start positions where tris slots come at once (from the empty board the
# first tris slot is move 9, or move 61 after the MengGo openings): file,
# its preset, optimized depth, reference depth; checked to depth 2.
POSITIONS = [("trisgo-2026-emergency-5x5", "trisgo-2026", 4, 3), ("trisgo-2026-tris-5x5", "trisgo-2026", 4, 3),
             ("menggo-2019-5x5", "menggo-2019", 4, 3), ("menggo-2013-5x5", "menggo-2013", 4, 3),
             ("trisgomoku-5x5", "trisgomoku", 4, 3)]
COLUMNS = ["nodes", "captures", "stones_captured", "tris_moves", "attribute_changes", "emergency",
           "cascade_steps", "games_ended", "passes"]

def perft(rules, size, depth, impl, no_pass):
    if isinstance(size, int):
        where = ["--rules", rules, "--size", str(size)]
    else:
        where = ["--position", f"spec/perft/positions/{size}.pos"]
    cmd = [trisgo, "perft"] + where + ["--depth", str(depth), "--impl", impl, "--json"]
    if no_pass:
        cmd.append("--no-pass")
    start = time.process_time()
    t0 = time.time()
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    rows = [{c: r[c] for c in COLUMNS} for r in json.loads(out)["per_depth"]]
    print(f"perft-tables: {key(rules, size, False)} depth {depth} {impl}{' no-pass' if no_pass else ''}: "
          f"{time.time() - t0:.1f} s", file=sys.stderr)
    return rows

def key(rules, size, no_pass):
    if not isinstance(size, int):
        return f"{rules} position {size}"
    return f"{rules} {size}x{size}" + (" no-pass" if no_pass else "")

def runs():
    for rules in PRESETS:
        for size, depths in DEPTHS.items():
            yield rules, size, False, depths
    for size, depths in NO_PASS_DEPTHS.items():
        yield "go", size, True, depths
    for name, rules, d_opt, d_ref in POSITIONS:
        yield rules, name, False, (d_opt, d_ref)

if mode in ("check", "check-quick"):
    with open("spec/perft/tables.json") as f:
        published = json.load(f)
    bad = 0
    for rules, size, no_pass, _ in runs():
        if isinstance(size, int) and size not in CHECK_DEPTHS:
            continue
        d = CHECK_DEPTHS[size] if isinstance(size, int) else 2
        want = [r["counts"] for r in published[key(rules, size, no_pass)][:d]]
        for impl in ("reference", "optimized"):
            if impl == "reference" and mode == "check-quick" and size != 3:
                continue
            got = perft(rules, size, d, impl, no_pass)
            for k in range(d):
                if got[k] != want[k]:
                    print(f"perft-tables: {key(rules, size, no_pass)} depth {k + 1}, {impl}: {got[k]}, "
                          f"published {want[k]}", file=sys.stderr)
                    bad += 1
                    break
    print(f"perft-tables: {'ok' if bad == 0 else f'{bad} differences'}: the small rows of spec/perft/tables.json "
          "on both engines", file=sys.stderr)
    sys.exit(1 if bad else 0)

tables = {}
for rules, size, no_pass, (d_opt, d_ref) in runs():
    fast = perft(rules, size, d_opt, "optimized", no_pass)
    slow = perft(rules, size, d_ref, "reference", no_pass)
    for k in range(d_ref):
        if fast[k] != slow[k]:
            sys.exit(f"perft-tables: the engines disagree on {key(rules, size, no_pass)} depth {k + 1}: "
                     f"optimized {fast[k]}, reference {slow[k]}")
    tables[key(rules, size, no_pass)] = [
        {"depth": k + 1, "engines": "both" if k < d_ref else "optimized", "counts": fast[k]} for k in range(d_opt)]
with open("spec/perft/tables.json", "w") as f:
    json.dump(tables, f, indent=1)
    f.write("\n")

HEAD = ("| depth | " + " | ".join(COLUMNS) + " | computed by |\n|---:|" + "---:|" * len(COLUMNS) + "---|\n")
for rules in PRESETS:
    with open(f"spec/perft/{rules}.md", "w") as f:
        f.write(f"# perft: {rules}\n\nGenerated by `scripts/perft-tables.sh` (do not edit); the columns are defined in "
                "`spec/perft/README.md` (counted at the moves of the last ply, D-83). From the empty board, move 1, "
                "unless a section names a start position. \"both\": the reference and the optimized engine computed the row and agree; "
                "\"optimized\": only the optimized engine went that deep.\n")
        sections = [(s, False) for s in DEPTHS] + ([(s, True) for s in NO_PASS_DEPTHS] if rules == "go" else [])
        sections += [(name, False) for name, r, _, _ in POSITIONS if r == rules]
        for size, no_pass in sections:
            if isinstance(size, int):
                f.write(f"\n## {size}x{size}{', no passes (--no-pass)' if no_pass else ', passes included'}\n\n"
                        f"`trisgo perft --rules {rules} --size {size} --depth D{' --no-pass' if no_pass else ''}`\n\n")
            else:
                f.write(f"\n## From [positions/{size}.pos](positions/{size}.pos), passes included\n\n"
                        f"`trisgo perft --position spec/perft/positions/{size}.pos --depth D`\n\n")
            f.write(HEAD)
            for row in tables[key(rules, size, no_pass)]:
                f.write(f"| {row['depth']} | " + " | ".join(str(row["counts"][c]) for c in COLUMNS) +
                        f" | {row['engines']} |\n")
print("perft-tables: wrote spec/perft/tables.json and spec/perft/PRESET.md for " + ", ".join(PRESETS),
      file=sys.stderr)
PY
