#!/usr/bin/env python3
"""Writes the seeds of fuzz_vectors: every conformance vector of spec/vectors/*.vec as a file of its
own, fuzz/seeds/vectors/<file>--<vector>.vec (one vector is a valid vector file, and small enough
for the target's 4096-byte inputs). Replaces the folder's contents; run it again when the vectors
change."""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
out = root / "fuzz" / "seeds" / "vectors"
out.mkdir(parents=True, exist_ok=True)
for old in out.glob("*.vec"):
    old.unlink()
count = 0
for vec in sorted((root / "spec" / "vectors").glob("*.vec")):
    lines = vec.read_text(encoding="utf-8").splitlines(keepends=True)
    starts = [i for i, l in enumerate(lines) if re.match(r"vector\s", l)]
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        name = lines[start].split()[1]
        (out / f"{vec.stem}--{name}.vec").write_text("".join(lines[start:end]), encoding="utf-8")
        count += 1
print(f"wrote {count} seeds to {out}")
