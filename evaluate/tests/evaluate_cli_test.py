#!/usr/bin/env python3
"""`trisgo evaluate` end to end on tiny boards (a few seconds in Release):

  - bad input (an unknown preset, a refused size, --games 0, an empty komi
    range, an unwritable --html, --player mcts with no playouts, ...)
    exits 2 with a message before any game: each case asks for a million
    19x19 games, so work started would time out;
  - the seed is printed; the same seed gives the same output whatever --jobs is;
  - --json validates against spec/formats/schema/evaluate.schema.json, and a
    corrupted document is refused;
  - --shard 1/2 and 2/2 merged give the unsharded run's document byte for
    byte; --merge of one shard of two is refused naming the missing shard;
  - --vs with the same ruleset gives paired intervals that hold 0;
  - SIGTERM during a run writes the finished games as valid JSON with
    "complete": false and exits 143.

    evaluate/tests/evaluate_cli_test.py TRISGO
"""
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
try:
    import jsonschema
except ImportError:
    print("evaluate_cli_test: python3-jsonschema is not installed (scripts/install-deps.sh installs it)")
    sys.exit(1)

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


class Done:
    def __init__(self, returncode, stdout, stderr):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


def run_all(trisgo, arg_lists, timeout=60):
    """Runs the commands at once (the test's time is the slowest one's) and
    returns their results in order; one still running after `timeout` seconds
    is killed and gets the status None."""
    procs = [subprocess.Popen([trisgo, "evaluate"] + args, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True) for args in arg_lists]
    deadline = time.time() + timeout
    results = []
    for p in procs:
        try:
            out, err = p.communicate(timeout=max(0.1, deadline - time.time()))
            results.append(Done(p.returncode, out, err))
        except subprocess.TimeoutExpired:
            p.kill()
            out, err = p.communicate()
            results.append(Done(None, out, err))
    return results


def run(trisgo, args, timeout=60):
    return run_all(trisgo, [args], timeout)[0]


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    trisgo = os.path.abspath(sys.argv[1])
    # evaluate.schema.json refers to no other schema (json_schema_test.py validates it among all of them).
    with open(os.path.join(ROOT, "spec", "formats", "schema", "evaluate.schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    tmp = tempfile.mkdtemp(prefix="evaluate-cli-test-")
    big = ["--size", "19", "--games", "1000000"]

    # Bad input: exit 2 before any game.
    bad = [
        (["--rules", "no-such-preset"] + big, "no-such-preset"),
        (["--rules", "go", "--size", "4", "--games", "1000000"], "--size"),
        (["--rules", "go", "--size", "21", "--games", "1000000"], "--size"),
        (["--rules", "go", "--games", "0"], "--games"),
        (["--rules", "go", "--komi-range", "5:1"] + big, "holds no komi"),
        (["--rules", "go", "--komi-range", "1:5:0"] + big, "step"),
        (["--rules", "go", "--komi", "3.3"] + big, "--komi"),
        (["--rules", "go", "--komi", "1", "--komi-range", "0:2"] + big, "not both"),
        (["--rules", "go", "--html", "/nonexistent-folder/page.html"] + big, "--html"),
        (["--rules", "go", "--html", tmp] + big, "--html"),
        (["--rules", "go", "--vs", "trisgo-2026/nosuch=1"] + big, "nosuch"),
        (["--rules", "go", "--player", "mcts", "--playouts", "0"] + big, "--playouts"),
        (["--rules", "go", "--player", "strong"] + big, "--player"),
        (["--rules", "go", "--shard", "3/2"] + big, "--shard"),
        (["--merge"], "--merge"),
        (["--merge", os.path.join(tmp, "missing.json")], "missing.json"),
    ]
    for (args, needle), p in zip(bad, run_all(trisgo, [args for args, _ in bad], timeout=20)):
        if p.returncode is None:
            failures.append(f"evaluate {' '.join(args)}: still running after 20 s (work started before the check)")
            continue
        check(p.returncode == 2, f"evaluate {' '.join(args)}: exit {p.returncode}, not 2: {p.stderr.strip()[:200]}")
        check(needle in p.stderr, f"evaluate {' '.join(args)}: the message does not name {needle!r}: {p.stderr.strip()[:200]}")
        check(p.stdout == "", f"evaluate {' '.join(args)}: wrote to stdout")

    # A run: the seed printed, --jobs changes nothing, the schema holds.
    base = ["--rules", "trisgo-2026", "--size", "5", "--games", "8", "--seed", "5", "--max-moves", "120"]
    page = os.path.join(tmp, "page.html")
    # The MCTS player (search/mcts.h): a few cheap games, the same for any --jobs.
    mcts = ["--rules", "go", "--size", "5", "--games", "2", "--seed", "3", "--player", "mcts", "--playouts", "16",
            "--max-moves", "60", "--json"]
    one, jobs, text, shard1, shard2, pair, html, mcts1, mcts2 = run_all(trisgo, [
        base + ["--json"], base + ["--json", "--jobs", "2"], base, base + ["--json", "--shard", "1/2"],
        base + ["--json", "--shard", "2/2"], ["--rules", "go", "--vs", "go", "--size", "5", "--games", "10", "--json"],
        base + ["--html", page], mcts, mcts + ["--jobs", "2"]])
    check(mcts1.returncode == 0 and json.loads(mcts1.stdout)["games_done"] == 2,
          f"evaluate --player mcts: exit {mcts1.returncode}: {mcts1.stderr[-300:]}")
    check(mcts2.stdout == mcts1.stdout, "evaluate --player mcts --jobs 2 gives other games than --jobs 1")
    check(one.returncode == 0, f"evaluate --json: exit {one.returncode}: {one.stderr[-300:]}")
    check("seed 5" in one.stderr, "evaluate: the seed is not printed on stderr")
    doc = json.loads(one.stdout) if one.returncode == 0 else None
    if doc is not None:
        errors = list(validator.iter_errors(doc))
        check(not errors, f"evaluate --json does not match its schema: {errors[:1]}")
        check(doc["complete"] and doc["games_done"] == 8, "evaluate --json: not complete with 8 games")
        bad_doc = json.loads(one.stdout)
        bad_doc["summary"]["rulesets"][0]["black"]["value"] = "52%"
        check(list(validator.iter_errors(bad_doc)), "the schema accepts a rate written as a phrase")
        bad_doc = json.loads(one.stdout)
        bad_doc["games_played"][0]["results"][0]["rules"]["some-rule"] = 1
        check(list(validator.iter_errors(bad_doc)), "the schema accepts an unknown rule key")
    check(jobs.stdout == one.stdout, "evaluate --jobs 2 gives another document than --jobs 1")
    check(text.returncode == 0 and "fair komi" in text.stdout and "private-eyes" in text.stdout,
          f"evaluate text: no fair komi or rule table: {text.stdout[:300]}")

    # Shards merged equal the one run.
    shards = []
    for k, p in ((1, shard1), (2, shard2)):
        path = os.path.join(tmp, f"s{k}.json")
        with open(path, "w", encoding="utf-8") as f:
            f.write(p.stdout)
        shards.append(path)
        if p.returncode == 0:
            errors = list(validator.iter_errors(json.loads(p.stdout)))
            check(not errors, f"evaluate --shard {k}/2 --json does not match its schema: {errors[:1]}")
    merged, lonely = run_all(trisgo, [["--merge", "--json"] + shards[::-1], ["--merge", shards[0]]])
    check(merged.returncode == 0 and merged.stdout == one.stdout,
          f"evaluate --merge of the two shards differs from the one run: {merged.stderr[-300:]}")
    check(lonely.returncode == 2 and "shard 2 of 2 missing" in lonely.stderr,
          f"evaluate --merge of one shard of two: exit {lonely.returncode}: {lonely.stderr.strip()}")

    # A ruleset against itself: every paired interval holds 0.
    if pair.returncode == 0:
        d = json.loads(pair.stdout)
        check(not list(validator.iter_errors(d)), "evaluate --vs --json does not match its schema")
        paired = d["summary"]["paired"]
        estimates = [paired[k] for k in ("black", "white", "draw", "margin", "fair_komi", "length", "branching")]
        estimates += [r["per_game"] for r in paired["rules_fired"]]
        for e in estimates:
            check(e["low"] <= 0 <= e["high"], f"evaluate go --vs go: an interval without 0: {e}")
    else:
        failures.append(f"evaluate --vs: exit {pair.returncode}: {pair.stderr[-300:]}")

    # --html writes the page.
    check(html.returncode == 0 and os.path.exists(page) and "<svg" in open(page, encoding="utf-8").read(),
          "evaluate --html: no page with SVG plots")

    # SIGTERM: the finished games as a valid partial result.
    proc = subprocess.Popen([trisgo, "evaluate", "--rules", "go", "--size", "5", "--games", "1000000", "--json",
                             "--progress"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    seen = ""
    while time.time() < deadline:
        line = proc.stderr.readline()
        seen += line
        if "games/s" in line or not line:
            break
    time.sleep(0.2)
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=60)
    check(proc.returncode == 143, f"evaluate after SIGTERM: exit {proc.returncode}, not 143: {(seen + err)[-300:]}")
    try:
        d = json.loads(out)
        check(not list(validator.iter_errors(d)), "evaluate's partial JSON does not match its schema")
        check(d["complete"] is False and d["games_done"] < d["games_planned"],
              "evaluate's partial JSON is not marked incomplete")
        check(d["games_done"] == len(d["games_played"]), "evaluate's partial JSON: games_done is not the games listed")
    except json.JSONDecodeError as e:
        failures.append(f"evaluate after SIGTERM: not JSON ({e}): {out[:200]}")

    for f in failures:
        print("FAIL:", f)
    if not failures:
        print(f"evaluate_cli_test: {len(bad)} bad inputs refused, jobs, shards, merge, --vs, --html and SIGTERM hold")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
