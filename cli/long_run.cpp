#include "cli/long_run.h"

#include <algorithm>
#include <ostream>
#include <thread>

#include "gtp/client.h"
#include "vocab/interrupt.h"

namespace tg::cli {

bool stops_on_signals(const std::string& command) {
  static const char* const kLong[] = {"audit", "diff", "verify", "match", "vectors", "perft", "explain", "report", "evaluate", "solve", "analysis"};
  return std::any_of(std::begin(kLong), std::end(kLong), [&](const char* c) { return command == c; });
}

void install_long_command_handlers() {
  // The engines over GTP are in their own process groups, out of reach of
  // the terminal's Ctrl-C: the handler stops them itself.
  add_interrupt_hook(&gtp::signal_all_engine_groups);
  install_interrupt_handlers();
}

std::string interrupted_line(const std::string& what) {
  return std::string("interrupted by ") + interrupt_signal_name() + ": " + what;
}

void warn_if_more_jobs_than_cores(int jobs, const std::string& command, std::ostream& err) {
  const unsigned cores = std::thread::hardware_concurrency();
  if (cores > 0 && jobs > static_cast<int>(cores))
    err << "trisgo " << command << ": warning: --jobs " << jobs << " is more than the " << cores
        << " cores of this machine; the threads share them (the --budget still holds)\n";
}

}  // namespace tg::cli
