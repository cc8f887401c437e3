#!/usr/bin/env python3
"""Drives `trisgo analysis` as a client program would, over pipes.

Sends several queries (every item, a garbage line, a line of no object, an
illegal move, a perft beyond the bound) with --jobs 2, and checks: one answer
per non-blank line, each id once, the error answers' kinds with id null and
the input line for unreadable lines, the same answers whatever the order of
the queries and the number of jobs, the reference engine answering as the
optimized one, every query and answer valid against
spec/formats/schema/analysis-*.schema.json (python3-jsonschema, draft 2020-12;
a corrupted answer must be refused), exit 0 at the end of the input, exit 143
on SIGTERM with the process reading (a Monte-Carlo search and the perft under way, and the query
waiting behind it answered with an interrupted error), and exit 2 for a bad flag.
Exit status 0 when every check holds, 1 otherwise.

    analysis/tests/analysis_client_test.py build/dev/cli/trisgo
"""
import copy
import glob
import json
import os
import signal
import subprocess
import sys
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SCHEMA_DIR = os.path.join(ROOT, "spec", "formats", "schema")

POSITION = "rules: trisgo-2026\nnext: 1\nboard:\n.X.O.\nXXT..\n..O..\n.....\n.....\n"
QUERIES = [
    {"id": "legal", "rules": "trisgo-2026", "size": 5, "moves": ["c3", "d4"], "what": ["legal", "score"]},
    {"id": "tris", "position": POSITION, "what": ["attributes", "eyes"]},
    {"id": "perft", "rules": "go", "size": 3, "what": ["perft"], "perft": {"depth": 2}},
    {"id": "mcts", "rules": "go", "size": 3, "moves": ["b2"], "what": ["mcts", "legal"], "mcts": {"playouts": 40, "seed": 5}},
    {"id": "why", "rules": "go", "size": 3, "moves": ["b2"], "what": ["explanation"],
     "explanation": {"question": "point", "at": "b2"}},
    {"id": "gomoku", "rules": "trisgomoku", "size": 5, "moves": ["c3"], "what": ["score", "legal"]},
    {"id": "illegal", "rules": "go", "size": 3, "moves": ["b2", "b2"], "what": ["legal"]},
    {"id": "deep", "rules": "go", "size": 3, "what": ["perft"], "perft": {"depth": 7}},
]
GARBAGE = ["this is not json", "[1, 2, 3]", '{"id": 5, "what": ["legal"]}']
FAILURES = []


def check(condition, what):
    if not condition:
        FAILURES.append(what)
        print("FAIL: " + what)


def validators():
    try:
        import jsonschema
    except ImportError:
        return None
    schemas = {}
    for path in glob.glob(os.path.join(SCHEMA_DIR, "*.schema.json")):
        with open(path, encoding="utf-8") as f:
            schemas[os.path.basename(path)[: -len(".schema.json")]] = json.load(f)
    try:  # jsonschema >= 4.18 takes a registry (as cli/tests/json_schema_test.py)
        from referencing import Registry, Resource

        registry = Registry().with_resources([(s["$id"], Resource.from_contents(s)) for s in schemas.values()])
        make = lambda s: jsonschema.Draft202012Validator(s, registry=registry)  # noqa: E731
    except (ImportError, TypeError):
        store = {s["$id"]: s for s in schemas.values()}
        make = lambda s: jsonschema.Draft202012Validator(  # noqa: E731
            s, resolver=jsonschema.RefResolver.from_schema(s, store=store))
    return make(schemas["analysis-query"]), make(schemas["analysis-answer"])


def run(trisgo, lines, *flags):
    text = "".join(line + "\n" for line in lines)
    p = subprocess.run([trisgo, "analysis", "--quiet", *flags], input=text.encode(), capture_output=True, timeout=60)
    check(p.returncode == 0, f"analysis {flags} exits 0 at the end of the input, not {p.returncode}: {p.stderr!r}")
    answers = [json.loads(line) for line in p.stdout.decode().splitlines()]  # each line one whole JSON value
    return answers


def by_id(answers):
    return {a["id"]: a for a in answers if a["id"] is not None}


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    trisgo = os.path.abspath(sys.argv[1])
    lines = [json.dumps(q) for q in QUERIES]
    # The garbage after the second query, a blank line (no answer) after them.
    sent = lines[:2] + GARBAGE + ["", "   "] + lines[2:]
    answers = run(trisgo, sent, "--jobs", "2")
    check(len(answers) == len(QUERIES) + len(GARBAGE), f"{len(answers)} answers for {len(QUERIES) + len(GARBAGE)} queries")
    ids = [a["id"] for a in answers]
    for q in QUERIES:
        check(ids.count(q["id"]) == 1, f"the id {q['id']} is answered once ({ids.count(q['id'])})")
    unreadable = sorted((a["error"]["line"], a["error"]["kind"]) for a in answers if a["id"] is None)
    check(unreadable == [(3, "json"), (4, "query"), (5, "query")], f"the unreadable lines' errors: {unreadable}")
    got = by_id(answers)
    check(got["illegal"]["error"]["kind"] == "move" and got["illegal"]["error"]["field"] == "moves[1]"
          and got["illegal"]["error"]["outcome"]["reason"] == "occupied", f"the illegal move's error: {got['illegal']}")
    check(got["deep"]["error"]["kind"] == "limit", f"perft beyond the bound: {got['deep']}")
    check([r["nodes"] for r in got["perft"]["perft"]["per_depth"]] == [10, 91], "perft of 3x3 go: 10, 91")
    check(got["tris"]["tris"][0]["attribute"] == "black" and got["tris"]["tris"][0]["branch"] == "6.2.1",
          f"the tris of explain-black-tris-5x5.pos is black by 6.2.1: {got['tris'].get('tris')}")
    check(got["mcts"]["mcts"]["move"] in got["mcts"]["legal_moves"], "the MCTS move is legal")
    check("gomoku" in got["gomoku"] and "score" not in got["gomoku"], "TrisGomoku's score is its result")

    # Order and jobs change nothing but the order of the lines.
    again = by_id(run(trisgo, list(reversed(lines)), "--jobs", "1"))
    def without_line(answer):  # an error names its input line, which the order changes
        answer = copy.deepcopy(answer)
        answer.get("error", {}).pop("line", None)
        return answer

    for q in QUERIES:
        check(without_line(again[q["id"]]) == without_line(got[q["id"]]),
              f"the answer to {q['id']} does not depend on order or --jobs")
    reference = by_id(run(trisgo, lines[:3], "--impl", "reference"))
    for q in QUERIES[:3]:
        a, b = dict(reference[q["id"]]), dict(got[q["id"]])
        a.pop("implementation", None)
        b.pop("implementation", None)
        check(a == b, f"the reference engine answers {q['id']} as the optimized one")

    v = validators()
    if v is None:
        print("analysis_client_test: python3-jsonschema is not installed; schema checks skipped")
    else:
        query_schema, answer_schema = v
        for q in QUERIES:
            errors = list(query_schema.iter_errors(q))
            check(not errors, f"the query {q['id']} is valid: {errors[:1]}")
        for a in answers:
            errors = list(answer_schema.iter_errors(a))
            check(not errors, f"the answer {a['id']} is valid: {[e.message[:200] for e in errors[:1]]}")
        bad = copy.deepcopy(got["legal"])
        bad["legal_moves"][0] = "black C5"  # a move as a phrase
        check(not answer_schema.is_valid(bad), "the schema refuses a move written as a phrase")
        bad = copy.deepcopy(got["illegal"])
        bad["error"]["kind"] = "oops"
        check(not answer_schema.is_valid(bad), "the schema refuses an unknown error kind")
        check(not query_schema.is_valid({"id": "x", "what": ["legal"]}), "the query schema wants a position")

    # SIGTERM while the process waits for more input: an orderly stop.
    p = subprocess.Popen([trisgo, "analysis", "--quiet"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    p.stdin.write((lines[0] + "\n").encode())
    p.stdin.flush()
    first = json.loads(p.stdout.readline())
    check(first["id"] == "legal", "the first answer comes before the end of the input")
    # A perft walk of millions of moves under way, and a query behind it
    # that no worker takes before the signal: both get an interrupted error.
    # Not plain Go: its perft plays in place (issue 29) and reaches the
    # 2,000,000-move limit of a query in a few hundredths of a second;
    # flybomb-A takes about 0.9 CPU seconds to get there.
    long_walk = {"id": "long", "rules": "flybomb-A", "size": 19, "what": ["perft"], "perft": {"depth": 3}}
    p.stdin.write((json.dumps(long_walk) + "\n" + lines[2] + "\n").encode())
    p.stdin.flush()
    time.sleep(0.3)
    p.send_signal(signal.SIGTERM)
    start = time.monotonic()
    stopped = sorted((a["id"], a["error"]["kind"]) for a in map(json.loads, p.stdout.read().decode().splitlines()))
    check(stopped == [("long", "interrupted"), ("perft", "interrupted")], f"the queries a signal stopped: {stopped}")
    try:
        status = p.wait(timeout=10)
    except subprocess.TimeoutExpired:
        p.kill()
        status = p.wait()
    p.stdin.close()
    p.stdout.close()
    p.stderr.close()
    check(status == 143, f"SIGTERM ends it with 143, not {status}")
    check(time.monotonic() - start < 2, "SIGTERM ends it within 2 s")

    # SIGTERM during a Monte-Carlo search (10,000 playouts of 19x19 trisgo-2026,
    # several seconds): the search stops at once and its choice is no answer.
    p = subprocess.Popen([trisgo, "analysis", "--quiet"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    p.stdin.write((lines[0] + "\n").encode())  # answered first: the process is up and reading
    p.stdin.flush()
    check(json.loads(p.stdout.readline())["id"] == "legal", "an answer before the search")
    search = {"id": "mcts", "rules": "trisgo-2026", "size": 19, "what": ["mcts"], "mcts": {"playouts": 10000}}
    p.stdin.write((json.dumps(search) + "\n").encode())
    p.stdin.flush()
    time.sleep(0.5)
    p.send_signal(signal.SIGTERM)
    start = time.monotonic()
    try:
        out, _ = p.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        p.kill()
        out, _ = p.communicate()
    stopped = [(a["id"], a.get("error", {}).get("kind")) for a in map(json.loads, out.decode().splitlines())]
    check(stopped == [("mcts", "interrupted")], f"the search a signal stopped: {stopped}")
    check(p.returncode == 143, f"SIGTERM in a search ends it with 143, not {p.returncode}")
    check(time.monotonic() - start < 2, f"SIGTERM ends a search within 2 s, not {time.monotonic() - start:.1f} s")

    bad_flag = subprocess.run([trisgo, "analysis", "--jobs", "0"], input=b"", capture_output=True, timeout=30)
    check(bad_flag.returncode == 2, f"--jobs 0 exits 2, not {bad_flag.returncode}")

    if FAILURES:
        print(f"analysis_client_test: {len(FAILURES)} check(s) failed")
        return 1
    print(f"analysis_client_test: every check holds ({len(answers)} answers)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
