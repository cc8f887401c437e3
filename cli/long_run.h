#pragma once
// What the long commands share about stopping in time (issue 36, items 2
// and 5): which commands take SIGINT, SIGTERM and SIGHUP as "stop and write
// the results so far" (vocab/interrupt.h), the line a text summary ends with
// when a signal stopped it, and the warning for more --jobs than cores.
#include <iosfwd>
#include <string>

namespace tg::cli {

// audit, diff, verify, match, vectors, perft, evaluate, solve, analysis, and explain and
// report (which run Graphviz on temporary files): main.cpp installs the handlers for these
// (with gtp::signal_all_engine_groups as a hook) and exits 128 + the signal
// after the command has written its partial result.
bool stops_on_signals(const std::string& command);
void install_long_command_handlers();

// "interrupted by SIGTERM: WHAT" (one line, no newline): the last line of a
// text summary that a signal cut short. `what` says what ran and what did not.
std::string interrupted_line(const std::string& what);

// More --jobs than std::thread::hardware_concurrency() cores: one line on
// `err` (the threads share the cores; --budget still holds).
void warn_if_more_jobs_than_cores(int jobs, const std::string& command, std::ostream& err);

}  // namespace tg::cli
