// trisgo: the command-line tool of the TrisGo rules reference.
#include <csignal>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/commands.h"
#include "cli/long_run.h"
#include "cli/version.h"
#include "vocab/engine.h"
#include "vocab/error.h"
#include "vocab/excerpt.h"
#include "vocab/interrupt.h"

namespace {

void print_usage(std::ostream& out) {
  out << "usage: trisgo <command> [options]   (trisgo help <command>, or trisgo <command> --help, for details)\n\ncommands:\n";
  for (const tg::cli::Command& c : tg::cli::all_commands()) {
    std::string name = c.name;
    name.resize(14, ' ');
    out << "  " << name << c.summary << "\n";
  }
  out << "\n  trisgo --version   the version, the git commit and the rule texts implemented\n"
      << "\nExit status: 0 success, 1 a check failed, 2 bad input (or output that cannot be written), 3 an internal "
         "error (a bug: please report it). A reader that closes the pipe early (trisgo ... | head) ends trisgo "
         "quietly by SIGPIPE, as it ends cat or seq. SIGINT, SIGTERM or SIGHUP stops a long command (audit, diff, "
         "verify, match, vectors, perft, evaluate): it writes its results so far, marked incomplete, stops its engines and exits "
         "130, 143 or 129 (128 + the signal); a second signal stops it at once.\n";
}

}  // namespace

int main(int argc, char** argv) {
  // D-81: a reader that stops early (`trisgo play GAME --moves | head -1`)
  // ends trisgo quietly by SIGPIPE, as it ends cat, seq and the other Unix
  // tools (status 141 in the shell, which `set -o pipefail` reports as it
  // does for theirs). The default action is restored because a parent may
  // have left SIGPIPE ignored (some language runtimes spawn children so):
  // then the write would fail with EPIPE and end as "cannot write the
  // output", exit 2, for what is no error of the output.
#ifdef SIGPIPE
  std::signal(SIGPIPE, SIG_DFL);
#endif
  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && args[0] == "--version") {
    if (args.size() > 1) {
      std::cerr << "trisgo: --version takes no arguments\n";
      return tg::cli::kExitBadInput;
    }
    tg::cli::print_version(std::cout);
    return std::cout.flush() ? tg::cli::kExitOk : tg::cli::kExitBadInput;
  }
  if (args.size() == 2 && args[0] == "help") {
    // `trisgo help CMD` is `trisgo CMD --help`.
    for (const tg::cli::Command& c : tg::cli::all_commands())
      if (c.name == args[1]) {
        std::cout << c.help;
        return tg::cli::kExitOk;
      }
    std::cerr << "trisgo help: unknown command " << tg::quoted_excerpt(args[1]) << "\n\n";
    print_usage(std::cerr);
    return tg::cli::kExitBadInput;
  }
  if (args.size() > 2 && args[0] == "help") {
    std::cerr << "trisgo help: give one command (trisgo help CMD)\n";
    return tg::cli::kExitBadInput;
  }
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    print_usage(args.empty() ? std::cerr : std::cout);
    return args.empty() ? tg::cli::kExitBadInput : tg::cli::kExitOk;
  }
  for (const tg::cli::Command& c : tg::cli::all_commands()) {
    if (c.name != args[0]) continue;
    std::vector<std::string> rest(args.begin() + 1, args.end());
    for (const std::string& a : rest) {
      if (a == "--") break;  // what follows is positional (a file named --help)
      if (a == "--help" || a == "-h") {
        std::cout << c.help;
        return tg::cli::kExitOk;
      }
    }
    // Issue 36: SIGINT, SIGTERM and SIGHUP stop a long command in an orderly
    // way (its results so far, marked incomplete); the exit status is then
    // 128 + the signal, as the shell reports a process the signal ended.
    if (tg::cli::stops_on_signals(c.name)) tg::cli::install_long_command_handlers();
    const auto interrupted_status = [&](int status) {
      if (!tg::interrupted()) return status;
      std::cerr << "trisgo " << c.name << ": stopped by " << tg::interrupt_signal_name() << "\n";
      return tg::interrupted_exit_status();
    };
    try {
      const int status = c.run(rest, std::cout, std::cerr);
      // A full disk must not pass for success (a closed pipe has ended the
      // process by SIGPIPE before this, D-81).
      if (!std::cout.flush()) {
        std::cerr << "trisgo " << c.name << ": cannot write the output (standard output failed)\n";
        return tg::cli::kExitBadInput;
      }
      return interrupted_status(status);
    } catch (const tg::ParseError& e) {
      std::cerr << "trisgo " << c.name << ": " << e.what() << "\n";
    } catch (const tg::cli::UsageError& e) {
      std::cerr << "trisgo " << c.name << ": " << e.what() << "\n";
    } catch (const tg::EngineLimit& e) {
      std::cerr << "trisgo " << c.name << ": engine limit: " << e.what() << "\n";
    } catch (const std::invalid_argument& e) {
      std::cerr << "trisgo " << c.name << ": " << e.what() << "\n";
    } catch (const std::exception& e) {
      // What a signal cut short (an engine it stopped) is no bug.
      if (tg::interrupted()) return interrupted_status(tg::cli::kExitFailed);
      std::cerr << "trisgo " << c.name << ": internal error (a bug of trisgo, please report it): " << e.what() << "\n";
      return tg::cli::kExitInternal;
    }
    return interrupted_status(tg::cli::kExitBadInput);
  }
  std::cerr << "trisgo: unknown command " << tg::quoted_excerpt(args[0]) << "\n\n";
  print_usage(std::cerr);
  return tg::cli::kExitBadInput;
}
