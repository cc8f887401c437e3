#!/usr/bin/env python3
"""Validates the real JSON outputs of `trisgo` against spec/formats/schema/.

Runs analyze --json, play --json, rules --json, explain --format json,
perft --json (ours and over GTP), perft --descend --json (against trisgo gtp and the
lying proxy of conformance/tests, whose path is TRISGO_LYING_ENGINE), bench --json, verify --json
(against trisgo gtp and the corrupting proxy of conformance/tests, whose path is
TRISGO_CORRUPTING_ENGINE), audit --json and diff --json (small budgets) and trace on the
bundled examples and reads every stored golden trace
(spec/traces/*.jsonl), and validates each document with a real JSON Schema
validator (python3-jsonschema, draft 2020-12). It also corrupts a few valid
documents (a move written as a phrase, a missing legal-move list, an unknown
field, a wrong reason) and checks that the schemas refuse them, so the test
fails when an output stops matching its schema and when a schema stops
checking anything. Exit status 0 when every check holds, 1 otherwise.

    TRISGO_CORRUPTING_ENGINE=build/dev/conformance/conformance_corrupting_engine \
        cli/tests/json_schema_test.py TRISGO
"""
import copy
import glob
import json
import os
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    print("json_schema_test: python3-jsonschema is not installed (scripts/install-deps.sh installs it)")
    sys.exit(1)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SCHEMA_DIR = os.path.join(ROOT, "spec", "formats", "schema")


def load_schemas():
    schemas = {}
    for path in sorted(glob.glob(os.path.join(SCHEMA_DIR, "*.schema.json"))):
        with open(path, encoding="utf-8") as f:
            schema = json.load(f)
        jsonschema.Draft202012Validator.check_schema(schema)
        schemas[os.path.basename(path)[: -len(".schema.json")]] = schema
    return schemas


def make_validators(schemas):
    # Each schema's $id is its file name and its $refs are relative to it
    # (spec/formats/json.md), so the files are given as they are, keyed by
    # their $ids: python3-jsonschema reads no files itself.
    try:  # jsonschema >= 4.18 takes a registry of the schemas
        from referencing import Registry, Resource

        registry = Registry().with_resources(
            [(s["$id"], Resource.from_contents(s)) for s in schemas.values()])
        return {name: jsonschema.Draft202012Validator(s, registry=registry) for name, s in schemas.items()}
    except (ImportError, TypeError):  # Debian 12's jsonschema 4.10: a resolver with a store
        store = {s["$id"]: s for s in schemas.values()}
        return {name: jsonschema.Draft202012Validator(s, resolver=jsonschema.RefResolver.from_schema(s, store=store))
                for name, s in schemas.items()}


def jsonschema_version():
    try:
        from importlib.metadata import version

        return version("jsonschema")
    except Exception:  # noqa: BLE001 - only for the summary line
        return "?"


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    trisgo = os.path.abspath(sys.argv[1])
    schemas = load_schemas()
    for needed in ("common", "analyze", "play", "rules", "explain", "trace", "perft", "perft-descent", "verify", "bench",
                   "audit", "diff", "evaluate"):
        if needed not in schemas:
            print(f"FAIL: spec/formats/schema/{needed}.schema.json is missing")
            return 1
    validators = make_validators(schemas)
    failures = []
    checked = {}

    def run(args, statuses=(0,)):
        p = subprocess.run([trisgo] + args, cwd=ROOT, capture_output=True, text=True)
        if p.returncode not in statuses:
            failures.append(f"trisgo {' '.join(args)}: exit status {p.returncode}: {p.stderr.strip()}")
            return None
        return p.stdout

    def validate(schema, doc, what):
        errors = sorted(validators[schema].iter_errors(doc), key=lambda e: list(e.absolute_path))
        checked[schema] = checked.get(schema, 0) + 1
        for e in errors[:3]:
            path = "/".join(str(x) for x in e.absolute_path)
            failures.append(f"{what}: does not match {schema}.schema.json at /{path}: {e.message[:300]}")

    def validate_command(schema, args, statuses=(0,)):
        out = run(args, statuses)
        if out is None:
            return None
        try:
            doc = json.loads(out)
        except json.JSONDecodeError as e:
            failures.append(f"trisgo {' '.join(args)}: not JSON: {e}")
            return None
        validate(schema, doc, "trisgo " + " ".join(args))
        return doc

    # analyze --json: every bundled position (TrisGo and TrisGomoku), both engines on two.
    analyses = []
    for pos in sorted(glob.glob(os.path.join(ROOT, "examples", "positions", "*.pos"))):
        rel = os.path.relpath(pos, ROOT)
        d = validate_command("analyze", ["analyze", rel, "--json"])
        if d is not None:
            analyses.append(d)
    for impl in ("reference", "optimized"):
        validate_command("analyze", ["analyze", "examples/positions/tris-5x5.pos", "--json", "--impl", impl, "--labels", "letter"])

    # play --json: every bundled record and game (an illegal move exits 1), --from, --dead, --labels.
    plays = []
    records = sorted(glob.glob(os.path.join(ROOT, "examples", "records", "*")) +
                     glob.glob(os.path.join(ROOT, "examples", "games", "*.tgr")))
    for rec in records:
        d = validate_command("play", ["play", os.path.relpath(rec, ROOT), "--json"], statuses=(0, 1))
        if d is not None:
            plays.append(d)
    validate_command("play", ["play", "--from", "examples/positions/ko-5x5.pos", "--json", "--labels", "integer"])
    validate_command("play", ["play", "examples/games/demo-9x9.tgr", "--json", "--impl", "reference"])

    # rules --json: every preset.
    for preset in ("trisgo-2026", "menggo", "go", "menggo-2019", "menggo-2013", "flybomb-A", "flybomb-B",
                   "flybomb-C", "trisgomoku", "trisgo-2026/cascade=none,komi=7.5"):
        validate_command("rules", ["rules", preset, "--json"])

    # explain --format json: the questions of scripts/explain-pictures.sh.
    for question in (["examples/positions/explain-black-tris-5x5.pos", "--string", "O一"],
                     ["examples/positions/explain-eye-5x5.pos", "--point", "B二"],
                     ["examples/positions/ko-5x5.pos", "--point", "O一"],
                     ["examples/games/demo-9x9.tgr", "--move", "82"],
                     ["examples/records/emergency.tgr", "--move", "9"],
                     ["examples/positions/tris-5x5.pos", "--score"],
                     ["examples/games/gomoku-overrule-5x5.tgr", "--move", "12"]):
        validate_command("explain", ["explain"] + question + ["--format", "json"])

    # Traces: every stored line, and fresh ones from trisgo trace.
    trace_lines = []
    for path in sorted(glob.glob(os.path.join(ROOT, "spec", "traces", "*.jsonl"))):
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                doc = json.loads(line)
                trace_lines.append(doc)
                validate("trace", doc, f"{os.path.relpath(path, ROOT)}:{number}")
    if not trace_lines:
        failures.append("spec/traces/ holds no trace")
    for rules in ("menggo-2013/order=menggo-2013-two", "trisgomoku", "flybomb-C"):
        out = run(["trace", "--rules", rules, "--seed", "4", "--size", "7", "--max-moves", "30"])
        for number, line in enumerate((out or "").splitlines(), 1):
            validate("trace", json.loads(line), f"trisgo trace --rules {rules}, line {number}")

    # perft.
    validate_command("perft", ["perft", "--rules", "go", "--size", "3", "--depth", "2", "--divide", "--json"])
    validate_command("perft", ["perft", "--rules", "trisgo-2026", "--size", "3", "--depth", "2", "--json"])
    # perft over GTP (the columns GTP carries) and the descent, agreeing and,
    # against a program that lies at depth 3 (conformance/tests/perft_lying_engine.cpp,
    # when its path is given), a finding.
    gtp_engine = f"'{trisgo}' gtp"
    d = validate_command("perft", ["perft", "--engine", gtp_engine, "--rules", "trisgo-2026", "--size", "3", "--depth", "2",
                                   "--divide", "--json"])
    if d is not None and ("attribute_changes" in d["total"] or d["implementation"] != "gtp"):
        failures.append("perft --engine --json: a column GTP does not carry, or not implementation gtp")
    validate_command("perft-descent", ["perft", "--engine", gtp_engine, "--descend", "--rules", "go", "--size", "3",
                                       "--depth", "2", "--json"])
    perfts_over_gtp = [d] if d is not None else []
    descents = []
    lying = os.environ.get("TRISGO_LYING_ENGINE")
    if lying:
        d = validate_command("perft-descent", ["perft", "--engine", f"'{lying}' 'b B2,w C3' A1 '{trisgo}'", "--descend",
                                               "--rules", "trisgo-2026", "--size", "3", "--depth", "3", "--json"],
                             statuses=(1,))
        if d is not None and d["finding"] != "moves":
            failures.append("perft --descend against the lying proxy: no finding")
        if d is not None:
            descents.append(d)

    # bench: the engines agree, so the signature is a number.
    d = validate_command("bench", ["bench", "--json"])
    if d is not None and (not d["agree"] or d["signature"] != d["engines"][0]["signature"]):
        failures.append("bench --json: the engines' signatures do not agree")

    # evaluate --json: a paired run on a tiny board (evaluate/tests/evaluate_cli_test.py checks more).
    validate_command("evaluate", ["evaluate", "--rules", "trisgo-2026", "--vs", "flybomb-A", "--size", "5", "--games", "3",
                                  "--komi-range", "-2:2", "--json"])
    # ... and a komi sweep (komi_sweep, each game's komi, fair_komi_method sweep-crossing).
    validate_command("evaluate", ["evaluate", "--rules", "go", "--vs", "trisgo-2026", "--size", "5", "--games", "4",
                                  "--komi-sweep", "-1:1:2", "--json"])

    # verify --json: an agreement (flybomb-C, whose offers are compared), a
    # disagreement written to files (the corrupting proxy of conformance/tests,
    # when its path is given) and an engine failure (a hang).
    verifies = []
    gtp = f"'{trisgo}' gtp"
    d = validate_command("verify", ["verify", "--engine", gtp, "--rules", "flybomb-C", "--games", "1", "--sizes", "5",
                                    "--depth", "1", "--json", "--vectors", "spec/vectors/flybomb-rules.vec"])
    if d is not None:
        verifies.append(d)
        if d["result"] != "agree" or d["finding"] is not None:
            failures.append("verify --json of trisgo gtp against itself did not agree")
    corrupting = os.environ.get("TRISGO_CORRUPTING_ENGINE")
    if not corrupting:
        failures.append("TRISGO_CORRUPTING_ENGINE is not set: the path of conformance_corrupting_engine (ctest sets it)")
    else:
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            for fault, status in (("score", 1), ("hang", 1)):
                d = validate_command("verify", ["verify", "--engine", f"'{corrupting}' {fault} '{trisgo}'", "--games", "3",
                                                "--sizes", "5", "--depth", "0", "--vectors", "none", "--timeout", "1",
                                                "--json", "-o", tmp, "--labels", "gtp"], statuses=(status,))
                if d is not None:
                    verifies.append(d)
                    want = "disagree" if fault == "score" else "engine-failure"
                    if d["result"] != want:
                        failures.append(f"verify --json with the {fault} fault: result {d['result']}, not {want}")
                    if fault == "score" and (not d["files"] or not all(os.path.exists(f) for f in d["files"])):
                        failures.append("verify --json -o: the files it names were not written")

    # audit --json and diff --json (small budgets): complete runs, "complete": true
    # (cli/tests/signal_test.py validates the partial ones a signal leaves).
    d = validate_command("audit", ["audit", "trisgo-2026", "--checks", "komi-formulas,conversion", "--positions", "300",
                                   "--json"], statuses=(0, 1))
    if d is not None and d["complete"] is not True:
        failures.append("audit --json: a finished audit is not complete")
    # Seeded games: only positions of play are findings (issue 28), and the
    # games reach the tiger's-mouth difference at once.
    d = validate_command("diff", ["diff", "trisgo-2026", "trisgo-2026/tris_forbid=any", "--sizes", "3", "--exhaustive",
                                  "3:0", "--random", "0", "--games", "30", "--jobs", "1", "--json"], statuses=(0, 1))
    if d is not None and (d["complete"] is not True or not d["differences"]):
        failures.append("diff --json: a finished diff is not complete, or finds no difference")

    # The schemas refuse corrupted documents.
    refused = 0

    def must_refuse(schema, doc, what):
        nonlocal refused
        if validators[schema].is_valid(doc):
            failures.append(f"{schema}.schema.json accepts a corrupted document: {what}")
        else:
            refused += 1

    if plays and analyses and trace_lines:
        play = copy.deepcopy(next(p for p in plays if p["moves"]))
        play["moves"][0]["move"] = "black stone at 0,0"  # the old phrase
        must_refuse("play", play, "a move written as a phrase")
        play = copy.deepcopy(next(p for p in plays if p["moves"]))
        play["moves"][0]["move"]["kind"] = "pass"  # a pass with a point
        must_refuse("play", play, "a pass that names a point")
        play = copy.deepcopy(next(p for p in plays if p["moves"]))
        play["moves"][0]["comment"] = "an unknown field"
        must_refuse("play", play, "an unknown field in a played move")
        # The TG-4.3.3 witness is data (D-128): some bundled position fails a
        # private eye by the simulation, with the eye and its string named.
        witnessed = [c for a in analyses for e in a["private_eyes"] for c in e["candidates"]
                     if c["failed"] and c["failed"]["id"] == "TG-4.3.3b" and c["eye"] and c["eye_of"] and c["inspected"]]
        if not witnessed:
            failures.append("no bundled position's analyze --json names a TG-4.3.3b witness (eye, eye_of, inspected)")
        else:
            analysis = copy.deepcopy(next(a for a in analyses if any(c in witnessed for e in a["private_eyes"]
                                                                     for c in e["candidates"])))
            for e in analysis["private_eyes"]:
                for c in e["candidates"]:
                    c.pop("eye_of", None)
            must_refuse("analyze", analysis, "a private-eye candidate without its witness's string")
        analysis = copy.deepcopy(analyses[0])
        del analysis["legal_moves"]
        must_refuse("analyze", analysis, "no legal_moves")
        analysis = copy.deepcopy(analyses[0])
        analysis["forbidden"] = [{"point": [0, 0], "reason": "not-a-reason", "article": "Art. 7.1"}]
        must_refuse("analyze", analysis, "an unknown forbidden reason")
        line = copy.deepcopy(next(t for t in trace_lines if t["type"] == "move" and t["legal"]))
        line["captured_stones"] = []
        must_refuse("trace", line, "an unknown field in a move line")
        line = copy.deepcopy(next(t for t in trace_lines if t["type"] == "move" and t["legal"]))
        line["reason"] = "suicide"  # a legal move with a reason
        must_refuse("trace", line, "a legal move with a reason")
        line = copy.deepcopy(next(t for t in trace_lines if t["type"] == "move" and not t["legal"]))
        line["board"] = "....."  # an illegal move changes no board
        must_refuse("trace", line, "an illegal move with a board")
        # Issue 34: a refusal is data (its kind and parameters), never a sentence.
        line = copy.deepcopy(next(t for t in trace_lines if t["type"] == "move" and not t["legal"]))
        del line["refusal"]
        must_refuse("trace", line, "an illegal move without its refusal data")
        line = copy.deepcopy(next(t for t in trace_lines if t["type"] == "move" and not t["legal"]))
        line["refusal"] = "the move is refused"
        must_refuse("trace", line, "a refusal written as a sentence")

    for d in perfts_over_gtp:
        bad = copy.deepcopy(d)
        bad["total"]["attribute_changes"] = 0  # a column GTP does not carry
        must_refuse("perft", bad, "a program's count in a column GTP does not carry")
        bad = copy.deepcopy(d)
        del bad["engine"]
        must_refuse("perft", bad, "counts over GTP without the engine")
    for d in descents:
        bad = copy.deepcopy(d)
        del bad["ours_only"]
        must_refuse("perft-descent", bad, "a finding without the moves only ours list")
        bad = copy.deepcopy(d)
        bad["moves"] = ["black C3"]
        must_refuse("perft-descent", bad, "a move written as a phrase")

    for d in verifies:
        bad = copy.deepcopy(d)
        bad["complete"] = False  # only an interrupted run is incomplete
        must_refuse("verify", bad, "an incomplete run that is not interrupted")
        if d["finding"] is not None:
            bad = copy.deepcopy(d)
            bad["finding"]["kind"] = "colour"
            must_refuse("verify", bad, "an unknown finding kind")
            bad = copy.deepcopy(d)
            bad["finding"] = None  # a disagreement without its finding
            must_refuse("verify", bad, "a disagreement without a finding")
        bad = copy.deepcopy(d)
        del bad["summary"]["games"]
        must_refuse("verify", bad, "a summary without its game count")

    if failures:
        for f in failures[:40]:
            print("FAIL:", f)
        print(f"json_schema_test: {len(failures)} failures")
        return 1
    summary = ", ".join(f"{n} {name}" for name, n in sorted(checked.items()))
    print(f"json_schema_test: valid: {summary} (jsonschema {jsonschema_version()}); "
          f"{refused} corrupted documents refused")
    return 0


if __name__ == "__main__":
    sys.exit(main())
