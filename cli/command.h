#pragma once
// The `trisgo` command: each subcommand is one function in its own file
// (cmd_<name>.cpp), registered in main.cpp. Exit status: 0 success, 1 a check
// that ran and failed (e.g. a failing conformance vector), 2 bad input (the
// message on stderr, with file:line:col when there is one).
#include <cstddef>
#include <iosfwd>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

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

// Bad usage of the command line (unknown flag, missing argument): exit 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Command {
  std::string name;
  std::string summary;  // one line for `trisgo --help`
  std::string help;     // full text for `trisgo NAME --help`
  int (*run)(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err);
};

// The --labels flag (integer, letter, chinese or gtp; default chinese). Bind it to
// the board size with Labels(set, size) where GTP vertices may be written.
LabelSet labels_flag(const Args& args);

// The kinds of file the command reads, each with its size limit (far above
// any real game, documented with its format): the limit keeps /dev/zero, an
// endless FIFO or a mistaken multi-gigabyte file from eating the memory.
enum class FileKind { Position, Record /* SGF or notation */, Vectors, RulesetJson };
struct FileLimit {
  std::size_t bytes;
  const char* what;  // "a position file"
  const char* doc;   // where the limit is documented
};
FileLimit file_limit(FileKind kind);

// Reads a whole file of that kind, at most its limit: regular files, FIFOs
// and character devices alike are read in pieces and refused as soon as one
// byte past the limit arrives. Throws UsageError (naming the file) when it
// cannot read it or it is too large.
std::string read_file(const std::string& path, FileKind kind);
std::string read_file(const std::string& path, const FileLimit& limit);
// The error for a file past its limit.
UsageError file_too_large(const std::string& path, const FileLimit& limit);

}  // namespace tg::cli
