#!/usr/bin/env python3
"""Writes the seeds of fuzz_play (fuzz/seeds/play/), in the byte layout fuzz_play.cpp decodes:
empty boards of every size under every preset, the small example positions of examples/positions/
(the 5x5 and 7x7 ones; the rules written there, the history of ko-5x5.pos as 'seen' entries), and
boards that make the rules' special cases likely (an emergency, a tris capture, a cascade), each
with moves that pick legal moves, arbitrary candidates and passes. Replaces the folder's
contents."""
import pathlib

root = pathlib.Path(__file__).resolve().parent.parent
out = root / "fuzz" / "seeds" / "play"

PRESETS = ["trisgo-2026", "menggo", "go", "trisgomoku", "menggo-2019", "menggo-2013", "flybomb-A", "flybomb-B",
           "flybomb-C"]
# The order of kSwitches in fuzz_play.cpp and, per switch, its values (index + 1 in the input).
SWITCHES = ["order", "attribute_rule", "eye_inspect", "cascade", "suicide", "tris_capture_check",
            "tris_forbid", "tiger_mouth", "emergency", "repetition", "end", "dame", "komi_formula",
            "komi", "encirclement", "double_five", "eye_rule", "flybombs", "flybomb_mode"]
PIECES = {".": 0, "X": 1, "O": 2, "T": 3, "B": 3, "W": 3}


def encode(n, preset, board, switches=None, next_move=1, passes=0, history=(), dead=0, moves=(), flybomb=(0, 0)):
    """board: rows of . X O T (B/W: a TrisGomoku tris with that stored attribute); history: (gap,
    mode, value) triples, newest first; moves: (selector, value) pairs; flybomb: (seed, choices: bit k
    set throws the k-th offered chosen flybomb; the random ones due are always thrown)."""
    data = [(n - 3) // 2, PRESETS.index(preset)]
    data += [(switches or {}).get(k, 0) for k in SWITCHES]
    data += [(next_move - 1) % 256, passes, flybomb[0], flybomb[1], len(history)]
    for gap, mode, value in history:
        data += [gap, mode, value]
    data.append(dead)
    cells = "".join(board) if board else "." * (n * n)
    assert len(cells) == n * n, (n, board)

    def pack(values):
        packed = []
        for i in range(0, len(values), 4):
            b = 0
            for j, v in enumerate(values[i:i + 4]):
                b |= v << (2 * j)
            packed.append(b)
        return packed

    data += pack([PIECES[c] for c in cells])
    if preset == "trisgomoku":
        data += pack([1 if c == "B" else 2 if c == "W" else 0 for c in cells])
    for s, v in moves:
        data += [s, v]
    return bytes(data)


def position_file(path):
    """rules, size, next, passes, board rows and seen blocks of a small position file."""
    rules, next_move, passes, rows, seen = "trisgo-2026", 1, 0, [], []
    block = None
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("rules:"):
            rules = line.split(":", 1)[1].strip()
        elif line.startswith("next:"):
            next_move = int(line.split(":", 1)[1])
        elif line.startswith("passes:"):
            passes = int(line.split(":", 1)[1])
        elif line.startswith("board:"):
            block = rows
        elif line.startswith("seen:"):
            seen.append((int(line.split(":", 1)[1]), []))
            block = seen[-1][1]
        elif ":" not in line and block is not None:
            block.append(line.replace(" ", ""))
    return rules, next_move, passes, rows, seen


# Moves: legal moves by index (selector 0), a few arbitrary candidates (selector 6: stone, 14:
# tris, 22: emergency, 30: pass, 134: a stone of the wrong side), passes (selector 7).
LEGAL = [(0, v) for v in (0, 3, 7, 1, 5, 2, 9, 4, 6, 8, 11, 13)]
MIXED = [(0, 4), (6, 12), (0, 1), (14, 6), (22, 7), (0, 2), (134, 3), (0, 5), (7, 0), (0, 9), (7, 0), (0, 0)]
PASSES = [(7, 0), (7, 0), (7, 0)]

seeds = {}
for preset in PRESETS:
    for n in (3, 5, 7):
        seeds[f"empty-{n}x{n}-{preset}-legal"] = encode(n, preset, None, moves=LEGAL)
        seeds[f"empty-{n}x{n}-{preset}-mixed"] = encode(n, preset, None, moves=MIXED)
    seeds[f"empty-3x3-{preset}-passes"] = encode(3, preset, None, moves=PASSES)

for path in sorted((root / "examples" / "positions").glob("*.pos")):
    rules, next_move, passes, rows, seen = position_file(path)
    n = len(rows)
    if n > 7 or "/" in rules or rules not in PRESETS:
        continue
    # The history of the file as 'seen' entries of mode 3 (the same board as now): the seeds keep
    # the move numbers, the fuzzer changes the boards.
    history, number = [], next_move
    for seen_move, _ in reversed(seen):
        history.append((number - seen_move - 1, 3, 0))
        number = seen_move
    seeds[f"{path.stem}-legal"] = encode(n, rules, rows, next_move=next_move, passes=passes, history=history,
                                         moves=LEGAL)
    seeds[f"{path.stem}-mixed"] = encode(n, rules, rows, next_move=next_move, passes=passes, history=history,
                                         moves=MIXED)

# Art. 8: black's stone 00 in atari after white's move 8 (the first vector of art08-emergency.vec);
# the history entry is the board before white's stone at (1,0) (mode 0 empties point 13).
atari = [".....", "..O..", ".OXO.", ".....", "....."]
seeds["emergency-5x5"] = encode(5, "trisgo-2026", atari, next_move=9, history=[(0, 0, 13)],
                                moves=[(22, 17), (0, 0), (0, 3)])
seeds["emergency-touches-last-move-5x5"] = encode(5, "trisgo-2026", atari, {"emergency": 2}, next_move=9,
                                                  history=[(0, 0, 13)], moves=[(22, 17), (0, 1)])
# A tris next to strings with few liberties, under each cascade and tris_capture_check setting.
crowded = [".XOX.", "XOTOX", "OT.TO", "XOTOX", ".XOX."]
for c in (1, 2, 3):
    for t in (1, 2):
        seeds[f"crowded-5x5-cascade{c}-check{t}"] = encode(5, "trisgo-2026", crowded,
                                                           {"cascade": c, "tris_capture_check": t},
                                                           next_move=9, moves=LEGAL[:6])
# Every switch set to its last value, then every switch to its first non-default value.
seeds["all-switches-last-5x5"] = encode(5, "trisgo-2026", crowded, {k: 9 for k in SWITCHES}, next_move=9,
                                        moves=MIXED)
seeds["all-switches-first-5x5"] = encode(5, "trisgo-2026", crowded, {k: 2 for k in SWITCHES}, next_move=9,
                                         moves=MIXED)
# Regression: the optimized engine once read D-11 touches-last-move's "adjacent to the point
# played" as "on or next to it" (fixed in 7bfee7b; vector emergency-touches-means-beside-the-point-
# played). The vector's 3x3 position with next move 249 for its 269 (the same slot, A's tris, in
# the 10-move cycle): the newest history entry is the board without black's stone at index 3
# (mode 0), the older one the same board (mode 3); then black's emergency stone at index 0, which
# the rules refuse and the old optimized engine offered.
seeds["regression-d11-touches-means-beside-3x3"] = encode(
    3, "menggo", ["...", "XO.", "O.."], {"emergency": 2}, next_move=249, history=[(0, 0, 3), (0, 3, 0)],
    moves=[(22, 0)])
# A flybomb game in its middle: seed 7, next move 11, the first two offered chosen flybombs thrown.
seeds["flybomb-A-midgame-5x5"] = encode(5, "flybomb-A", [".X...", "OXT..", ".O...", "..X..", "....O"], next_move=11,
                                        flybomb=(7, 0b11), moves=MIXED)
# The campaign of 2026-12-02's finding (fuzz/CAMPAIGNS.md), as libFuzzer wrote it: flybomb-A with
# game=gomoku at move 110 with no flybomb thrown, a random one skipped; the engines read that
# inconsistent state differently. fuzz_play now derives a consistent state from the bytes.
seeds["regression-flybomb-state-consistent-5x5"] = __import__("base64").b64decode(
    "ZG91YmxlX2YAAAYHAAAAAAAAAGdhbWUAAAAAAAAAAAAABgcAAAAAAAAAAAAAAAAAAAACAAAHAAAHAA==")
seeds["flybomb-C-offered-5x5"] = encode(5, "flybomb-C", [".....", ".X...", "..O..", ".....", "....."], next_move=3,
                                        moves=MIXED)
# The one ruleset combination no engine implements (TrisGomoku with the team order): both refuse it.
seeds["unimplemented-order-3x3"] = encode(3, "trisgomoku", None, {"order": 3})

out.mkdir(parents=True, exist_ok=True)
for old in out.iterdir():
    old.unlink()
for name, data in seeds.items():
    (out / name).write_bytes(data)
print(f"wrote {len(seeds)} seeds to {out}")
