#include "vocab/file_io.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "vocab/utf8.h"

namespace tg {

FileLimit file_limit(FileKind kind) {
  constexpr std::size_t kMiB = std::size_t{1} << 20;
  switch (kind) {
    case FileKind::Position: return {16 * kMiB, "a position file", "spec/formats/position.md"};
    case FileKind::Record:
      return {16 * kMiB, "a record file in SGF or the move-number notation", "spec/formats/records.md, sgf.md"};
    case FileKind::Vectors: return {16 * kMiB, "a vector file", "spec/vectors/README.md"};
    case FileKind::RulesetJson: return {1 * kMiB, "a ruleset JSON file", "spec/formats/rulesets.md"};
  }
  throw std::logic_error("file_limit: unknown kind");
}

std::string read_file(const std::string& path, FileKind kind) {
  return read_file(path, file_limit(kind));
}

InputError file_too_large(const std::string& path, const FileLimit& limit) {
  return InputError(path + ": more than " + std::to_string(limit.bytes >> 20) + " MiB (" +
                    std::to_string(limit.bytes) + " bytes), the limit for " + limit.what + " (" + limit.doc +
                    "); not read further");
}

std::string read_file(const std::string& path, const FileLimit& file_kind) {
  const std::size_t limit = file_kind.bytes;
  // A directory opens as a stream on Linux and reads as nothing: it would
  // pass for an empty file.
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw InputError("cannot read " + path + ": it is a directory");
  errno = 0;
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError("cannot read " + path + (errno != 0 ? ": " + std::string(std::strerror(errno)) : ""));
  // In pieces, never more than limit + 1 bytes: the size a regular file
  // reports is no help for /dev/zero or a FIFO.
  std::string text;
  char piece[1 << 16];
  while (text.size() <= limit) {
    in.read(piece, static_cast<std::streamsize>(std::min(sizeof piece, limit + 1 - text.size())));
    text.append(piece, static_cast<std::size_t>(in.gcount()));
    if (!in) break;
  }
  if (in.bad()) throw InputError("cannot read " + path + ": a read error");
  if (text.size() > limit) throw file_too_large(path, file_kind);
  // Every file the tools read is UTF-8 text: UTF-16 and UTF-32 are named
  // here, for every kind (shard reports and vector files too), instead of
  // failing at their first NUL byte with a message about syntax.
  if (const utf8::WideEncoding e = utf8::wide_encoding(text))
    throw InputError(path + ":1:1: " + utf8::wide_encoding_message(e, std::string(file_kind.what) + " must be UTF-8"));
  return text;
}

}  // namespace tg
