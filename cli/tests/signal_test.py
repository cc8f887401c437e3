#!/usr/bin/env python3
"""Signals in the middle of long commands (issue 36, items 2, 5 and 10).

Starts the real `trisgo` on each long command (audit, diff, verify, match,
vectors --engine, perft, perft --descend, explain with a Graphviz that hangs),
sends SIGTERM once its work has begun, and checks:
  - the exit status is 143 (130 for the one SIGINT case);
  - JSON output parses, validates against its schema in spec/formats/schema/
    (the validators of json_schema_test.py) and says "complete": false; text
    output says it was interrupted;
  - no process that trisgo started is left (every process carrying this
    run's token in its environment is gone: engines, their children, Graphviz);
  - no temporary file is left (TMPDIR is a private folder, empty at the end).
Then a second signal: against an engine that ignores SIGTERM (chaos mode
stubborn), the first SIGTERM waits for it, the second ends trisgo at once
(exit 143, nothing left); one SIGTERM alone ends it after the engine's grace
(about 1 s, never --timeout). And a budget: --jobs 8x the cores with
--budget 2 ends within the budget + 1.5 s.

A signal in a command's set-up, before its main loop, leaves the same valid
partial result, with nothing run: the signal is made pending before trisgo
starts (blocked in the spawning thread, so trisgo takes it as its handlers
are installed), and, for the commands that start an engine, it comes while
that engine starts (chaos mode late, which says nothing for 30 s).

    cli/tests/signal_test.py TRISGO CHAOS_ENGINE [CASE...]
"""
import concurrent.futures
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import json_schema_test  # noqa: E402  (the one schema loader and validator)

ROOT = json_schema_test.ROOT


class Run:
    """trisgo in its own session, stderr read as it comes, a token in its environment."""

    def __init__(self, argv, tmpdir, extra_env=None):
        self.token = uuid.uuid4().hex
        env = dict(os.environ, TRISGO_SIGNAL_TEST=self.token, TMPDIR=tmpdir)
        env.update(extra_env or {})
        self.start = time.monotonic()
        self.p = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  start_new_session=True)
        self.err_lines = []
        self.out = b""
        self.t_err = threading.Thread(target=self._read_err, daemon=True)
        self.t_out = threading.Thread(target=self._read_out, daemon=True)
        self.t_err.start()
        self.t_out.start()

    def _read_err(self):
        for line in self.p.stderr:
            self.err_lines.append(line.decode("utf-8", "replace"))

    def _read_out(self):
        self.out = self.p.stdout.read()

    def wait_for(self, pattern, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(re.search(pattern, line) for line in self.err_lines):
                return True
            if self.p.poll() is not None:
                return False
            time.sleep(0.02)
        return False

    def finish(self, timeout):
        try:
            status = self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(self.p.pid, 9)
            self.p.wait()
            status = None
        self.t_out.join(5)
        self.t_err.join(5)
        return status

    def leftovers(self, grace=3.0):
        """The pids of processes still carrying the token, after a grace period."""
        deadline = time.monotonic() + grace
        while True:
            left = []
            for pid in os.listdir("/proc"):
                if not pid.isdigit():
                    continue
                try:
                    with open(f"/proc/{pid}/environ", "rb") as f:
                        if self.token.encode() in f.read():
                            left.append(int(pid))
                except OSError:
                    continue
            if not left or time.monotonic() > deadline:
                return left
            time.sleep(0.05)


def send(pid, sig):
    try:
        os.kill(pid, sig)
    except ProcessLookupError:
        pass  # it has ended already (the checks after say how)


def check_leftovers(name, run, tmp, failures):
    """No process with the run's token, no file in its TMPDIR; cleans up either way."""
    left = run.leftovers()
    if left:
        failures.append(f"{name}: processes left behind: {left}")
        for pid in left:
            send(pid, 9)
    files = os.listdir(tmp)
    if files:
        failures.append(f"{name}: temporary files left: {files}")
    for f in files:
        os.unlink(os.path.join(tmp, f))
    os.rmdir(tmp)


def signal_case(trisgo, validators, case, extra_env):
    """One long command stopped by one signal: status, partial result, nothing left."""
    name, args, sig, begun, delay, schema, text = case
    failures = []
    tmp = tempfile.mkdtemp(prefix="trisgo-signal-")
    run = Run([trisgo] + args, tmp, extra_env)
    if begun and not run.wait_for(begun, 60):
        failures.append(f"{name}: did not start its work (stderr: {''.join(run.err_lines)[-300:]!r})")
        send(run.p.pid, 9)
        run.finish(10)
        check_leftovers(name, run, tmp, [])
        return failures, f"{name} -"
    time.sleep(delay)
    send(run.p.pid, sig)
    sent = time.monotonic()
    status = run.finish(30)
    took = time.monotonic() - sent
    want = 128 + sig
    if status != want:
        failures.append(f"{name}: exit status {status}, not {want} (stderr: {''.join(run.err_lines)[-300:]!r})")
    if took > 5:
        failures.append(f"{name}: took {took:.1f} s to stop after the signal")
    out = run.out.decode("utf-8", "replace")
    if schema:
        try:
            doc = json.loads(out)
        except json.JSONDecodeError as e:
            failures.append(f"{name}: the partial output is not JSON: {e}: {out[:200]!r}")
            doc = None
        if doc is not None:
            for e in list(validators[schema].iter_errors(doc))[:3]:
                failures.append(f"{name}: does not match {schema}.schema.json at "
                                f"/{'/'.join(str(x) for x in e.absolute_path)}: {e.message[:200]}")
            if doc.get("complete") is not False:
                failures.append(f"{name}: \"complete\" is {doc.get('complete')!r}, not false")
    if text and not re.search(text, out):
        failures.append(f"{name}: the output does not say it was interrupted ({text}): {out[-300:]!r}")
    check_leftovers(name, run, tmp, failures)
    return failures, f"{name} {time.monotonic() - run.start:.1f}s"


class PendingSignal:
    """`sig` blocked in this thread while a child is spawned, so the child inherits the mask; a signal it
    then gets stays pending until trisgo installs its handlers (vocab/interrupt.h unblocks it there)."""

    def __init__(self, sig):
        self.sig = sig

    def __enter__(self):
        self.old = signal.pthread_sigmask(signal.SIG_BLOCK, {self.sig})

    def __exit__(self, *exc):
        signal.pthread_sigmask(signal.SIG_SETMASK, self.old)


def setup_case(trisgo, validators, case, chaos, pending, extra_env):
    """A signal before the main loop: pending at start, or while the engine (chaos mode late) starts."""
    name, args, schema, text, nothing = case
    name = f"setup-{name}-{'pending' if pending else 'engine-start'}"
    failures = []
    tmp = tempfile.mkdtemp(prefix="trisgo-signal-")
    pid_dir = tempfile.mkdtemp(prefix="trisgo-signal-pids-")
    pidfile = os.path.join(pid_dir, "pids")
    late = f"'{chaos}' late"
    argv = [trisgo] + [a.replace("LATE", late) for a in args]
    if pending:
        # The shell makes SIGTERM pending on itself (blocked, inherited from this thread), then becomes trisgo:
        # pending signals survive exec, so trisgo takes it as it installs its handlers, before any work.
        with PendingSignal(signal.SIGTERM):
            run = Run(["/bin/sh", "-c", 'kill -TERM $$; exec "$@"', "sh"] + argv, tmp,
                      dict(extra_env, CHAOS_PIDFILE=pidfile))
    else:
        run = Run(argv, tmp, dict(extra_env, CHAOS_PIDFILE=pidfile))
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and run.p.poll() is None:
            if os.path.exists(pidfile) and open(pidfile).read().strip():
                break
            time.sleep(0.02)
        else:
            failures.append(f"{name}: the engine did not start (stderr: {''.join(run.err_lines)[-300:]!r})")
        time.sleep(0.1)
        send(run.p.pid, signal.SIGTERM)
    status = run.finish(30)
    if status != 143:
        failures.append(f"{name}: exit status {status}, not 143 (stderr: {''.join(run.err_lines)[-300:]!r})")
    out = run.out.decode("utf-8", "replace")
    if schema:
        try:
            doc = json.loads(out)
        except json.JSONDecodeError as e:
            failures.append(f"{name}: the partial output is not JSON: {e}: {out[:200]!r}")
            doc = None
        if doc is not None:
            for e in list(validators[schema].iter_errors(doc))[:3]:
                failures.append(f"{name}: does not match {schema}.schema.json at "
                                f"/{'/'.join(str(x) for x in e.absolute_path)}: {e.message[:200]}")
            if doc.get("complete") is not False:
                failures.append(f"{name}: \"complete\" is {doc.get('complete')!r}, not false")
            elif nothing and not nothing(doc):
                failures.append(f"{name}: the partial result says something ran: {out[:300]!r}")
    if text and not re.search(text, out):
        failures.append(f"{name}: the output does not say it was interrupted ({text}): {out[-300:]!r}")
    check_leftovers(name, run, tmp, failures)
    for f in os.listdir(pid_dir):
        os.unlink(os.path.join(pid_dir, f))
    os.rmdir(pid_dir)
    return failures, f"{name} {time.monotonic() - run.start:.1f}s"


def stubborn_case(trisgo, chaos):
    """One SIGTERM against an engine that ignores it: the engine's grace (about 1 s), then its group is killed and the
    partial result written; --timeout 30 must not hold the stop up."""
    failures = []
    tmp = tempfile.mkdtemp(prefix="trisgo-signal-")
    run = Run([trisgo, "verify", "--engine", f"'{chaos}' stubborn", "--rules", "go", "--sizes", "5", "--games", "1",
               "--vectors", "none", "--timeout", "30", "--json"], tmp)
    if not run.wait_for(r"^verify: ", 60):
        failures.append("stubborn: verify did not start")
    time.sleep(0.3)
    send(run.p.pid, 15)
    sent = time.monotonic()
    status = run.finish(40)
    took = time.monotonic() - sent
    if status != 143:
        failures.append(f"stubborn: exit status {status}, not 143 (stderr: {''.join(run.err_lines)[-300:]!r})")
    if not 0.9 <= took <= 3.0:
        failures.append(f"stubborn: stopped {took:.2f} s after the signal (the engine's grace is about 1 s)")
    try:
        if json.loads(run.out).get("complete") is not False:
            failures.append("stubborn: the result is not marked incomplete")
    except json.JSONDecodeError:
        failures.append(f"stubborn: no partial result: {run.out[:200]!r}")
    check_leftovers("stubborn", run, tmp, failures)
    return failures, f"stubborn {took:.1f}s"


def second_signal_case(trisgo, chaos):
    """The first SIGTERM waits for an engine that ignores it (its grace); the second ends trisgo at once."""
    failures = []
    tmp = tempfile.mkdtemp(prefix="trisgo-signal-")
    run = Run([trisgo, "verify", "--engine", f"'{chaos}' stubborn", "--rules", "go", "--sizes", "5", "--games", "1",
               "--vectors", "none", "--timeout", "30", "--json"], tmp)
    if not run.wait_for(r"^verify: ", 60):
        failures.append("second-signal: verify did not start")
    time.sleep(0.5)
    send(run.p.pid, 15)
    time.sleep(0.4)  # within the engine's grace (about 1 s) after the first
    if run.p.poll() is not None:
        failures.append(f"second-signal: the first signal ended trisgo ({run.p.returncode}) before the engine answered")
    send(run.p.pid, 15)
    sent = time.monotonic()
    status = run.finish(30)
    took = time.monotonic() - sent
    if status != 143:
        failures.append(f"second-signal: exit status {status}, not 143")
    if took > 1.0:
        failures.append(f"second-signal: took {took:.2f} s after the second signal")
    check_leftovers("second-signal", run, tmp, failures)
    return failures, f"second-signal {time.monotonic() - run.start:.1f}s"


def budget_case(trisgo, args, jobs):
    """--budget 2 with `jobs` threads ends within 3.5 s, and says the jobs are more than the cores."""
    failures = []
    tmp = tempfile.mkdtemp(prefix="trisgo-signal-")
    run = Run([trisgo] + args + ["--budget", "2", "--jobs", str(jobs)], tmp)
    status = run.finish(120)
    took = time.monotonic() - run.start
    if status not in (0, 1):
        failures.append(f"budget {args[0]}: exit status {status}: {''.join(run.err_lines)[-300:]!r}")
    if took > 3.5:
        failures.append(f"budget {args[0]}: --budget 2 with --jobs {jobs} took {took:.1f} s (more than 3.5)")
    if not any("more than the" in line and "cores" in line for line in run.err_lines):
        failures.append(f"budget {args[0]}: no warning for --jobs {jobs} beyond the cores")
    check_leftovers(f"budget {args[0]}", run, tmp, failures)
    return failures, f"budget {args[0]} {took:.1f}s"


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    trisgo = os.path.abspath(sys.argv[1])
    chaos = os.path.abspath(sys.argv[2])
    only = set(sys.argv[3:])
    validators = json_schema_test.make_validators(json_schema_test.load_schemas())

    crawl_engine = f"'{chaos}' crawl -- '{trisgo}' gtp"
    # A Graphviz that never finishes (explain's temporary file must go too).
    dot_dir = tempfile.mkdtemp(prefix="trisgo-signal-dot-")
    hang_dot = os.path.join(dot_dir, "dot")
    with open(hang_dot, "w") as f:
        f.write("#!/bin/sh\nexec sleep 60\n")
    os.chmod(hang_dot, 0o755)

    # name, argv, signal, stderr pattern that says the work has begun ("": none), seconds after it,
    # schema (JSON output) or the stdout text of an interrupted run.
    cases = [
        ("audit", ["audit", "trisgo-2026", "--json", "--jobs", "2", "--progress"], 15, r"^audit: (\S+: |shared exhaustive )", 0.3, "audit",
         None),
        ("audit-sigint", ["audit", "trisgo-2026", "--json", "--progress"], 2, r"^audit: (\S+: |shared exhaustive )", 0.3, "audit", None),
        ("diff", ["diff", "go", f'gtp:"{crawl_engine}"@go', "--json", "--jobs", "2", "--sizes", "5"], 15,
         r"^trisgo diff: seed", 1.0, "diff", None),
        ("verify", ["verify", "--engine", crawl_engine, "--rules", "go", "--sizes", "5", "--games", "3", "--depth", "1",
                    "--vectors", "none", "--json"], 15, r"^verify: ", 1.0, "verify", None),
        ("match", ["match", "--black", crawl_engine, "--white", crawl_engine, "--rules", "go", "--size", "5",
                   "--games", "3"], 15, r"^match: ", 1.0, None, r"interrupted by SIGTERM: \d+ of 3 games played"),
        # --progress: its first line says the engine answers and the work has
        # begun (a signal before that, while the engine starts, as under the
        # sanitizers' slow start, finds nothing run to report).
        ("vectors", ["vectors", "spec/vectors", "--engine", crawl_engine, "--progress"], 15, r"^vectors: ", 1.0, None,
         r"interrupted by SIGTERM: \d+ of \d+ vectors run"),
        # perft and explain: their handlers are installed after the sanitizers' slow start (over half a
        # second under load), so perft waits for its first progress line and explain a longer while.
        ("perft", ["perft", "--rules", "go", "--size", "9", "--depth", "6", "--divide", "--json", "--progress"], 15,
         r"^perft: ", 0.5, "perft", None),
        ("perft-descend", ["perft", "--engine", crawl_engine, "--descend", "--rules", "go", "--size", "5", "--depth", "3",
                           "--json", "--progress"], 15, r"^perft --descend: ", 1.0, "perft-descent", None),
        ("explain", ["explain", "examples/positions/explain-black-tris-5x5.pos", "--string", "O一"], 15, r"", 2.0, None,
         None),
    ]
    # A signal in the set-up: name, argv (LATE: the engine slow to start), schema or text, and what says that
    # nothing ran (JSON). The engine commands also take it while that engine starts.
    def no_coverage(doc):
        return all(c["done"] == 0 for c in doc["search"]["coverage"])
    setup = [
        ("audit", ["audit", "trisgo-2026", "--json"], "audit", None, lambda d: d["checks"] == []),
        ("perft", ["perft", "--rules", "go", "--size", "9", "--depth", "6", "--json"], "perft", None,
         lambda d: d["first_moves_done"] == 0 and d["total"]["nodes"] == 0),
        ("explain", ["explain", "examples/positions/explain-black-tris-5x5.pos", "--string", "O一"], None, None, None),
    ]
    engine_setup = [
        ("diff", ["diff", f'gtp:"LATE"@go', "go", "--json", "--sizes", "5"], "diff", None, no_coverage),
        ("verify", ["verify", "--engine", "LATE", "--rules", "go", "--sizes", "5", "--vectors", "none", "--json"],
         "verify", None, lambda d: all(v == 0 for v in d["summary"].values())),
        ("match", ["match", "--black", "LATE", "--white", "LATE", "--rules", "go", "--size", "5", "--games", "3"], None,
         r"interrupted by SIGTERM: 0 of 3 games played", None),
        ("vectors", ["vectors", "spec/vectors", "--engine", "LATE"], None, r"interrupted by SIGTERM: 0 of \d+ vectors run",
         None),
        ("perft-engine", ["perft", "--engine", "LATE", "--rules", "go", "--size", "5", "--depth", "3", "--json"], "perft",
         None, lambda d: d["first_moves_done"] == 0 and d["total"]["nodes"] == 0),
        ("perft-descend", ["perft", "--engine", "LATE", "--descend", "--rules", "go", "--size", "5", "--depth", "3",
                           "--json"], "perft-descent", None, lambda d: d["levels"] == []),
    ]
    # The runs mostly wait (for the crawling engine, for the signal): all at once.
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(cases) + 2 * len(engine_setup) + len(setup) + 2) as pool:
        jobs = [pool.submit(signal_case, trisgo, validators, c, {"TRISGO_DOT": hang_dot})
                for c in cases if not only or c[0] in only]
        if not only or "second-signal" in only:
            jobs.append(pool.submit(second_signal_case, trisgo, chaos))
        if not only or "stubborn" in only:
            jobs.append(pool.submit(stubborn_case, trisgo, chaos))
        if not only or "setup" in only:
            env = {"TRISGO_DOT": hang_dot}
            jobs += [pool.submit(setup_case, trisgo, validators, c, chaos, True, env) for c in setup + engine_setup]
            jobs += [pool.submit(setup_case, trisgo, validators, c, chaos, False, env) for c in engine_setup]
        results = [j.result() for j in jobs]
    # --budget is wall-clock whatever --jobs is (64 jobs took 87 s for 5 s at 1f7b72d);
    # guided games on 9x9 are long units (13 s and 11 s for these at 1f7b72d on two cores).
    if not only or "budget" in only:
        n = min(256, 8 * (os.cpu_count() or 1))
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            jobs = [pool.submit(budget_case, trisgo, args, n) for args in (
                ["audit", "trisgo-2026", "--checks", "terminates", "--sizes", "9"],
                ["diff", "trisgo-2026", "trisgo-2026/tris_forbid=any", "--sizes", "9", "--random", "0", "--quiet"])]
            results += [j.result() for j in jobs]

    os.unlink(hang_dot)
    os.rmdir(dot_dir)
    failures = [f for fs, _ in results for f in fs]
    timings = ", ".join(t for _, t in results)
    if failures:
        for f in failures:
            print("FAIL:", f)
        print(f"signal_test: {len(failures)} failures ({timings})")
        return 1
    print(f"signal_test: every case passed ({timings})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
