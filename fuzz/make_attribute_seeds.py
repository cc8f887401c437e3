#!/usr/bin/env python3
"""Writes the seed corpus of fuzz_attributes (fuzz/seeds/attributes/).

Every 5x5 board of the Art. 4, 5 and 6 conformance vectors
(spec/vectors/art04-private-eyes.vec, art05-layers.vec, art06-attributes.vec),
each under one of the six rulesets the target chooses from (in turn), and a
few generated boards of other sizes: walls of stones leaving small regions,
with tris on and between the walls. The encoding is fuzz_attributes.cpp's:
byte 0 = (n - 3) / 2 + 9 * ruleset, then 2 bits per point in reading order,
low bits first (0 empty, 1 black, 2 white, 3 tris).

Run from anywhere: python3 fuzz/make_attribute_seeds.py
"""
import pathlib
import random
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "fuzz" / "seeds" / "attributes"
RULESETS = 6  # kRulesets in fuzz_attributes.cpp
CODE = {".": 0, "X": 1, "O": 2, "T": 3}


def encode(rows, ruleset):
    n = len(rows)
    assert n % 2 == 1 and 3 <= n <= 19 and all(len(r) == n for r in rows), rows
    cells = [CODE[c] for row in rows for c in row]
    out = bytearray([(n - 3) // 2 + 9 * ruleset])
    for i in range(0, len(cells), 4):
        b = 0
        for k, v in enumerate(cells[i:i + 4]):
            b |= v << (2 * k)
        out.append(b)
    return bytes(out)


def vector_boards(path):
    """(name, rows) of every vector's position board in a .vec file."""
    name, rows, in_board = None, [], False
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"vector (\S+)", line)
        if m:
            name = m.group(1)
            continue
        if line.startswith("board:"):
            rows, in_board = [], True
            continue
        if in_board:
            cells = line.replace(" ", "")
            if cells and set(cells) <= set(CODE):
                rows.append(cells)
                continue
            in_board = False
            yield name, rows


def walls(n, seed):
    """Stone walls every third line (colours by quadrant), tris on some wall
    points and in some regions, the rest empty."""
    rng = random.Random(seed)
    rows = []
    for y in range(n):
        row = ""
        for x in range(n):
            wall = x % 3 == 2 or y % 3 == 2
            colour = "X" if (x < n // 2) == (y < n // 2) else "O"
            r = rng.random()
            if wall:
                row += "T" if r < 0.12 else colour
            else:
                row += "T" if r < 0.08 else ("O" if colour == "X" else "X") if r < 0.12 else "."
        rows.append(row)
    return rows


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    seeds = {}
    k = 0
    for vec in ("art04-private-eyes", "art05-layers", "art06-attributes"):
        for name, rows in vector_boards(ROOT / "spec" / "vectors" / f"{vec}.vec"):
            seeds[f"{name}-r{k % RULESETS}"] = encode(rows, k % RULESETS)
            k += 1
    seeds["empty-3x3-r0"] = encode(["..."] * 3, 0)
    seeds["tris-5x5-r0"] = encode([".....", ".XTO.", ".X.O.", ".XTO.", "...XO"], 0)
    for n, r in ((7, 1), (9, 2), (13, 3), (19, 0), (19, 1), (9, 4), (11, 5)):
        seeds[f"walls-{n}x{n}-r{r}"] = encode(walls(n, 100 * n + r), r)
    for old in OUT.glob("*"):
        old.unlink()
    for name, data in seeds.items():
        (OUT / name).write_bytes(data)
    print(f"{len(seeds)} seeds in {OUT}")


if __name__ == "__main__":
    main()
