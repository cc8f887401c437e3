#pragma once
// Reading input files with a size limit (moved from cli/command.h so that
// libraries such as conformance/ read vector files without the command):
// the limit keeps /dev/zero, an endless FIFO or a mistaken multi-gigabyte
// file from eating the memory. Each limit is documented with its format.
#include <cstddef>
#include <stdexcept>
#include <string>

namespace tg {

// Bad input that has no file:line:col (a missing file, a file past its
// limit, a bad argument): tools print what() and exit with status 2.
// `trisgo` calls it UsageError (cli/command.h).
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The kinds of file the tools read, each with its size limit (far above
// any real game).
enum class FileKind { Position, Record /* SGF or notation */, Vectors, RulesetJson };
struct FileLimit {
  std::size_t bytes;
  const char* what;  // "a position file"
  const char* doc;   // where the limit is documented
};
FileLimit file_limit(FileKind kind);

// Reads a whole file of that kind, at most its limit: regular files, FIFOs
// and character devices alike are read in pieces and refused as soon as one
// byte past the limit arrives. Throws InputError (naming the file) when it
// cannot read it or it is too large, and when it is UTF-16 or UTF-32 text
// ("PATH:1:1: UTF-16LE text (byte-order mark); save it as UTF-8: ...",
// vocab/utf8.h): every file read is UTF-8 (a UTF-8 byte-order mark is left
// for the parsers, which skip it).
std::string read_file(const std::string& path, FileKind kind);
std::string read_file(const std::string& path, const FileLimit& limit);
// The error for a file past its limit.
InputError file_too_large(const std::string& path, const FileLimit& limit);

}  // namespace tg
