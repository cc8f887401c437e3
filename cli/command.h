#pragma once
// The `trisgo` command: each subcommand is one function in its own file
// (cmd_<name>.cpp), registered in main.cpp. Exit status: 0 success, 1 a check
// that ran and failed (e.g. a failing conformance vector), 2 bad input (the
// message on stderr, with file:line:col when there is one).
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "text/words.h"
#include "vocab/file_io.h"
#include "vocab/labels.h"

namespace tg::cli {

constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitBadInput = 2;
// Anything else that escapes a command is a bug of this tool, reported as
// such rather than left to abort the process.
constexpr int kExitInternal = 3;

// Command-line arguments after the subcommand name: `--flag value`,
// `--flag=value`, boolean `--flag`, and positional arguments; after `--`
// every argument is positional.
class Args {
 public:
  // `flags_with_value` lists the flags that take a value; any other flag
  // must be in `switches`. Unknown flags, and any flag given twice (with a
  // value or not: the second would silently win or do nothing), throw
  // UsageError.
  Args(const std::vector<std::string>& argv, const std::vector<std::string>& flags_with_value,
       const std::vector<std::string>& switches);
  std::optional<std::string> value(const std::string& flag) const;
  std::string value_or(const std::string& flag, const std::string& fallback) const;
  bool has(const std::string& flag) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::map<std::string, std::string> values_;
  std::vector<std::string> positional_;
};

// Bad usage of the command line (unknown flag, missing argument) and other
// bad input without a location: exit 2. The same type as the libraries'
// InputError (vocab/file_io.h).
using UsageError = tg::InputError;

struct Command {
  std::string name;
  std::string summary;  // one line for `trisgo --help`
  std::string help;     // full text for `trisgo NAME --help`
  int (*run)(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err);
};

// The --labels flag (integer, letter, chinese or gtp; default chinese). Bind it to
// the board size with Labels(set, size) where GTP vertices may be written.
LabelSet labels_flag(const Args& args);
// The --lang flag (en or zh; default en): the language of the sentences made
// from reasons and findings (text/), for analyze, explain, audit and diff.
text::Language lang_flag(const Args& args);
// A flag's whole number from lo to hi; anything else is a UsageError naming
// the flag and the range (the one reader of numeric flags).
long whole_number(const std::string& flag, const std::string& text, long lo, long hi);
// The same reader for counts beyond a long's range (seeds, positions,
// nodes), with the same message.
std::uint64_t whole_count(const std::string& flag, const std::string& text, std::uint64_t lo, std::uint64_t hi);
// The --timeout flag of every command that talks to other programs (match,
// verify, diff): seconds, decimals allowed ("2.5"), from 0.001 to 86400,
// `fallback` when absent. Anything else is a UsageError naming the flag.
std::chrono::milliseconds timeout_flag(const Args& args, const std::string& fallback);
// The --shard K/N flag (1 <= K <= N <= 100000) of the searches: `index` is
// K - 1. Anything else is a UsageError naming the flag.
struct ShardFlag {
  int index = 0;
  int count = 1;
};
ShardFlag shard_flag(const std::string& text);

// Where a command writes, checked before any search or engine start (issue
// 36), so that an hour's search never ends in "cannot write": a bad path is a
// UsageError naming the flag, exit 2. A file: not a folder, its folder exists
// and is writable (and the file too when it exists). A folder (made with its
// parents when it is written): not a file, and the nearest folder that
// exists on the way to it is writable. Paths are quoted bounded
// (vocab/excerpt.h).
void check_output_file(const std::string& flag, const std::string& path);
void check_output_folder(const std::string& flag, const std::string& path);

// Progress of a long command on stderr: cli/progress.h.


// The files the command reads, with their limits (vocab/file_io.h).
using tg::file_limit;
using tg::file_too_large;
using tg::FileKind;
using tg::FileLimit;
using tg::read_file;

}  // namespace tg::cli
