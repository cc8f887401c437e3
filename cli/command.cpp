#include "cli/command.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace tg::cli {

Args::Args(const std::vector<std::string>& argv, const std::vector<std::string>& flags_with_value,
           const std::vector<std::string>& switches) {
  auto known = [](const std::vector<std::string>& list, const std::string& f) {
    return std::find(list.begin(), list.end(), f) != list.end();
  };
  for (std::size_t i = 0; i < argv.size(); ++i) {
    const std::string& a = argv[i];
    if (a == "--") {  // the usual end of the options: a file may be named --x
      positional_.insert(positional_.end(), argv.begin() + static_cast<std::ptrdiff_t>(i) + 1, argv.end());
      break;
    }
    if (a.rfind("--", 0) != 0) {
      positional_.push_back(a);
      continue;
    }
    std::string flag = a, val;
    bool inline_value = false;
    if (auto eq = a.find('='); eq != std::string::npos) {
      flag = a.substr(0, eq);
      val = a.substr(eq + 1);
      inline_value = true;
    }
    if (known(flags_with_value, flag)) {
      if (!inline_value) {
        if (i + 1 >= argv.size()) throw UsageError("flag " + flag + " needs a value");
        val = argv[++i];
      }
      if (values_.count(flag)) throw UsageError("flag " + flag + " given twice");
      values_[flag] = val;
    } else if (known(switches, flag)) {
      if (inline_value) throw UsageError("flag " + flag + " takes no value");
      if (values_.count(flag)) throw UsageError("flag " + flag + " given twice");
      values_[flag] = "";
    } else {
      throw UsageError("unknown flag " + flag + " (see --help)");
    }
  }
}

std::optional<std::string> Args::value(const std::string& flag) const {
  auto it = values_.find(flag);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

std::string Args::value_or(const std::string& flag, const std::string& fallback) const {
  return value(flag).value_or(fallback);
}

bool Args::has(const std::string& flag) const { return values_.count(flag) > 0; }

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

UsageError file_too_large(const std::string& path, const FileLimit& limit) {
  return UsageError(path + ": more than " + std::to_string(limit.bytes >> 20) + " MiB (" +
                    std::to_string(limit.bytes) + " bytes), the limit for " + limit.what + " (" + limit.doc +
                    "); not read further");
}

std::string read_file(const std::string& path, const FileLimit& file_kind) {
  const std::size_t limit = file_kind.bytes;
  // A directory opens as a stream on Linux and reads as nothing: it would
  // pass for an empty file.
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw UsageError("cannot read " + path + ": it is a directory");
  errno = 0;
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError("cannot read " + path + (errno != 0 ? ": " + std::string(std::strerror(errno)) : ""));
  // In pieces, never more than limit + 1 bytes: the size a regular file
  // reports is no help for /dev/zero or a FIFO.
  std::string text;
  char piece[1 << 16];
  while (text.size() <= limit) {
    in.read(piece, static_cast<std::streamsize>(std::min(sizeof piece, limit + 1 - text.size())));
    text.append(piece, static_cast<std::size_t>(in.gcount()));
    if (!in) break;
  }
  if (in.bad()) throw UsageError("cannot read " + path + ": a read error");
  if (text.size() > limit) throw file_too_large(path, file_kind);
  return text;
}

}  // namespace tg::cli
