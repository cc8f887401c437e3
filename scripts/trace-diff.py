#!/usr/bin/env python3
"""Compares two traces (JSON lines, spec/traces/README.md) field by field, as data.

Prints the first line where they differ, with the move and each field that
differs in both versions, and exits 1; exits 0 when every line agrees. Only
data is compared: not the header's "engine" field (it names the engine that
wrote the trace), not words for people ("explanation": a refusal is compared
by its "reason" and "refusal" data, issue 34), not the presentation of points
(a move's "label", the header's "labels"), and not the order of a capture
list ("captured", a cascade step's "removed": sets of points). Exit 2 for a
file that cannot be read or is not JSON lines.

    scripts/trace-diff.py EXPECTED.jsonl ACTUAL.jsonl
"""
import json
import sys


def read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return [json.loads(line) for line in f if line.strip()]
    except (OSError, ValueError) as e:
        print(f"trace-diff: {path}: {e}", file=sys.stderr)
        sys.exit(2)


# Fields that are presentation, not data.
IGNORED = {"explanation", "label"}
# Point lists that are sets: compared in any order.
SETS = {"captured", "removed"}


def data(value):
    """The value with presentation left out and point sets in one order."""
    if isinstance(value, dict):
        return {k: sorted(map(data, v), key=json.dumps) if k in SETS and isinstance(v, list) else data(v)
                for k, v in value.items() if k not in IGNORED}
    if isinstance(value, list):
        return [data(v) for v in value]
    return value


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    expected, actual = read(sys.argv[1]), read(sys.argv[2])
    for number, (e, a) in enumerate(zip(expected, actual), 1):
        if e.get("type") == "header" and a.get("type") == "header":
            e, a = dict(e, engine=None, labels=None), dict(a, engine=None, labels=None)
        e, a = data(e), data(a)
        if e == a:
            continue
        print(f"line {number} differs ({e.get('type')} line, move number {e.get('number', '-')}):")
        if "move" in e:
            print(f"  move: {json.dumps(e['move'], ensure_ascii=False)}")
        for key in list(e) + [k for k in a if k not in e]:
            if e.get(key) != a.get(key):
                print(f"  {key}: expected {json.dumps(e.get(key), ensure_ascii=False)}")
                print(f"  {' ' * len(key)}  actual   {json.dumps(a.get(key), ensure_ascii=False)}")
        return 1
    if len(expected) != len(actual):
        print(f"the traces agree on their first {min(len(expected), len(actual))} lines, but one has "
              f"{len(expected)} lines and the other {len(actual)}")
        return 1
    print(f"trace-diff: the {len(expected)} lines agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
