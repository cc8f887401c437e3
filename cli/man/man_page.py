#!/usr/bin/env python3
"""Writes trisgo(1), the manual page, from the command's own help (issue 32).

usage: man_page.py TRISGO OUT

The page is made at build time from `trisgo --help`, `trisgo --version` and
`trisgo COMMAND --help` of every command the overview lists, so it says what
the built command does and never goes stale: one section per command with
its summary and its help text as written (pre-formatted), and the exit
status. CMake installs it as share/man/man1/trisgo.1 (`man trisgo`).
Exit 0 when written, 1 when the command fails to describe itself.
"""
import re
import subprocess
import sys


def run(trisgo: str, *args: str) -> str:
    return subprocess.run([trisgo, *args], capture_output=True, text=True, check=True).stdout


def roff(line: str) -> str:
    """A line of text as roff reads it literally: backslashes escaped, a
    leading '.' or "'" (a request) and a leading space kept as text."""
    line = line.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + line if line.startswith((".", "'", " ")) else line


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    trisgo, out = sys.argv[1], sys.argv[2]
    try:
        overview = run(trisgo, "--help")
        version = run(trisgo, "--version").splitlines()[0]
        commands = re.findall(r"^  ([a-z][a-z-]*)  +(\S.*)$", overview, re.M)
        helps = {name: run(trisgo, name, "--help") for name, _ in commands}
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"man_page.py: {trisgo} did not describe itself: {e}", file=sys.stderr)
        return 1
    if not commands:
        print(f"man_page.py: `{trisgo} --help` lists no command", file=sys.stderr)
        return 1
    exit_status = next((p for p in overview.split("\n\n") if p.startswith("Exit status")), "")
    page = [
        # man-db runs preconv on a page that names its encoding: the help
        # texts quote the rules in Chinese.
        "'\\\" -*- coding: UTF-8 -*-",
        f'.TH TRISGO 1 "" "{roff(version)}" "User Commands"',
        ".SH NAME",
        "trisgo \\- the rules reference of TrisGo (Ternary Go) and its relatives: analysis, records, "
        "conformance, engines over GTP, rule audits",
        ".SH SYNOPSIS",
        ".B trisgo",
        ".I command",
        "[\\fIoptions\\fR]",
        ".br",
        ".B trisgo help",
        ".I command",
        ".br",
        ".B trisgo \\-\\-version",
        ".SH DESCRIPTION",
        "Each command below answers one kind of question about the rules of TrisGo and its relatives "
        "(MengGo, FlybombGo, TrisGomoku, plain Go), on positions, records and other engines. "
        "The sections are each command's own help, as",
        ".B trisgo",
        ".I command",
        ".B \\-\\-help",
        "prints it.",
        ".SH COMMANDS",
    ]
    for name, summary in commands:
        page += [f".SS {roff(name)}", roff(summary), ".PP", ".nf"]
        page += [roff(line) for line in helps[name].rstrip("\n").split("\n")]
        page += [".fi"]
    page += [".SH EXIT STATUS", roff(" ".join(exit_status.split()))]
    page += [".SH SEE ALSO", "The project's README.md and docs/ (rule authors, engine developers, benchmarkers, the cluster)."]
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(page) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
