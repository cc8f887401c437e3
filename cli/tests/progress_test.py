#!/usr/bin/env python3
"""Progress on stderr (cli/progress.h; issue 32): on a terminal one line updated in place (a carriage
return) with an estimate of the time left; otherwise a plain line at most every ten seconds; nothing
with --quiet.

Each case starts the real `trisgo` on long work (perft on 9x9, audit), its stderr on a pseudo
terminal or a pipe, looks at what it wrote, and stops it with SIGTERM (the orderly stop of
vocab/interrupt.h), so no case waits for the work to end.

    cli/tests/progress_test.py TRISGO
"""
import concurrent.futures
import os
import pty
import select
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PERFT = ["perft", "--rules", "go", "--size", "9", "--depth", "5"]


def run(trisgo, args, terminal, seconds, until=None):
    """stderr of trisgo ARGS (a pty when `terminal`) for `seconds`, or until `until` is in it; then SIGTERM."""
    if terminal:
        master, slave = pty.openpty()
        p = subprocess.Popen([trisgo] + args, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=slave, start_new_session=True)
        os.close(slave)
        fd = master
    else:
        p = subprocess.Popen([trisgo] + args, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, start_new_session=True)
        fd = p.stderr.fileno()
    got = b""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not (until and until in got):
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # the pty's other end closed
                break
            if not chunk:
                break
            got += chunk
    p.send_signal(signal.SIGTERM)
    try:
        p.wait(10)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
    os.close(fd) if terminal else p.stderr.close()
    return got.decode("utf-8", "replace"), p.returncode


def case_terminal(trisgo):
    # perft of 9x9 go to depth 4: 81 first moves of a fraction of a second each (several under the
    # sanitizers), so the share done (and the time left) is known early. (The vectors over GTP were the
    # workload before; with the shared history of issue 29 they end in a fraction of a second.)
    err, _ = run(trisgo, ["perft", "--rules", "go", "--size", "9", "--depth", "4"], True, 40, until=b" s left")
    fails = []
    if "\r\x1b[K" not in err:
        fails.append(f"terminal: the progress line is not updated in place (no carriage return): {err[-300:]!r}")
    if " s left" not in err:
        fails.append(f"terminal: no estimate of the time left: {err[-300:]!r}")
    if "perft: " in err.split("\r")[0]:
        fails.append(f"terminal: a plain progress line before the in-place one: {err[:300]!r}")
    return fails


def case_quiet(trisgo):
    fails = []
    for args in (PERFT + ["--quiet"], ["audit", "trisgo-2026", "--quiet"]):
        err, status = run(trisgo, args, True, 2.5)
        if status != 143:  # stopped by the SIGTERM, not refused (an unknown --quiet) nor done
            fails.append(f"{args[0]} --quiet: exit status {status}, not 143: {err[-300:]!r}")
        # What may be there: the header (audit) and the signal's line; no progress.
        progress = [line for line in err.replace("\r", "\n").split("\n")
                    if "first moves done" in line or " found" in line or " s left" in line]
        if progress:
            fails.append(f"{args[0]} --quiet: progress on a terminal: {progress[:2]!r}")
    return fails


def case_pipe(trisgo):
    # Not a terminal: the first line after ten seconds (with --progress at once), never in place.
    err, _ = run(trisgo, PERFT, False, 2.5)
    fails = []
    if "first moves done" in err or "\r" in err:
        fails.append(f"pipe: a progress line within 2.5 s without --progress: {err[-300:]!r}")
    err, _ = run(trisgo, PERFT + ["--progress"], False, 20, until=b"first moves done")
    if "perft: 0/" not in err or "\r" in err:
        fails.append(f"pipe --progress: no plain first line at once: {err[-300:]!r}")
    return fails


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    trisgo = os.path.abspath(sys.argv[1])
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
        results = [pool.submit(c, trisgo) for c in (case_terminal, case_quiet, case_pipe)]
        fails = [f for r in results for f in r.result()]
    for f in fails:
        print("FAIL:", f)
    print(f"progress_test: {len(fails)} failures ({time.monotonic() - start:.1f} s)")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
