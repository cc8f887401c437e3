#include "cli/command.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <unistd.h>

#include "vocab/excerpt.h"
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
        if (i + 1 >= argv.size()) throw UsageError("flag " + excerpt(flag) + " needs a value");
        val = argv[++i];
      }
      if (values_.count(flag)) throw UsageError("flag " + excerpt(flag) + " given twice");
      values_[flag] = val;
    } else if (known(switches, flag)) {
      if (inline_value) throw UsageError("flag " + excerpt(flag) + " takes no value");
      if (values_.count(flag)) throw UsageError("flag " + excerpt(flag) + " given twice");
      values_[flag] = "";
    } else {
      throw UsageError("unknown flag " + excerpt(flag) + " (see --help)");
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
namespace {

// The one reader of numeric flags: digits only (no sign, space or '+'), within [lo, hi].
template <class T>
T read_whole(const std::string& flag, const std::string& text, T lo, T hi) {
  T v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi)
    throw UsageError("flag " + flag + " needs a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                     ", not " + quoted_excerpt(text));
  return v;
}

}  // namespace

long whole_number(const std::string& flag, const std::string& text, long lo, long hi) {
  return read_whole<long>(flag, text, lo, hi);
}

std::uint64_t whole_count(const std::string& flag, const std::string& text, std::uint64_t lo, std::uint64_t hi) {
  return read_whole<std::uint64_t>(flag, text, lo, hi);
}

std::chrono::milliseconds timeout_flag(const Args& args, const std::string& fallback) {
  const std::string text = args.value_or("--timeout", fallback);
  // Digits with an optional fraction: no sign, exponent, inf or nan.
  const std::size_t dot = text.find('.');
  const bool digits_only = !text.empty() && text != "." && text.find_first_not_of("0123456789.") == std::string::npos &&
                           (dot == std::string::npos || text.find('.', dot + 1) == std::string::npos);
  double seconds = 0;
  if (digits_only) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seconds);
    if (ec != std::errc() || end != text.data() + text.size()) seconds = 0;
  }
  const double ms = std::round(seconds * 1000);
  if (!digits_only || ms < 1 || ms > 86'400'000)
    throw UsageError("flag --timeout needs seconds from 0.001 to 86400 (decimals allowed, e.g. 2.5), not " +
                     quoted_excerpt(text));
  return std::chrono::milliseconds(static_cast<long long>(ms));
}

ShardFlag shard_flag(const std::string& text) {
  const std::string message = "flag --shard needs K/N with 1 <= K <= N <= 100000, e.g. --shard 2/4, not " + quoted_excerpt(text);
  const std::size_t slash = text.find('/');
  if (slash == std::string::npos) throw UsageError(message);
  try {
    const long n = whole_number("--shard", text.substr(slash + 1), 1, 100000);
    const long k = whole_number("--shard", text.substr(0, slash), 1, n);
    return ShardFlag{static_cast<int>(k - 1), static_cast<int>(n)};
  } catch (const UsageError&) {
    throw UsageError(message);
  }
}

namespace {

namespace fs = std::filesystem;

// The folder a path names to write in: "." for a bare file name.
fs::path folder_of(const fs::path& p) { return p.has_parent_path() ? p.parent_path() : fs::path("."); }

bool writable(const fs::path& p) { return ::access(p.c_str(), W_OK | X_OK) == 0; }

}  // namespace

void check_output_file(const std::string& flag, const std::string& path) {
  const std::string where = flag + " " + quoted_excerpt(path);
  if (path.empty()) throw UsageError(flag + " needs a file name");
  std::error_code ec;
  const fs::path p(path);
  if (fs::is_directory(p, ec)) throw UsageError(where + ": a folder, not a file to write");
  const fs::path folder = folder_of(p);
  if (!fs::exists(folder, ec)) throw UsageError(where + ": the folder " + quoted_excerpt(folder.string()) + " does not exist");
  if (!fs::is_directory(folder, ec)) throw UsageError(where + ": " + quoted_excerpt(folder.string()) + " is not a folder");
  if (!writable(folder)) throw UsageError(where + ": cannot write in the folder " + quoted_excerpt(folder.string()));
  if (fs::exists(p, ec) && ::access(p.c_str(), W_OK) != 0) throw UsageError(where + ": the file cannot be written");
}

void check_output_folder(const std::string& flag, const std::string& path) {
  const std::string where = flag + " " + quoted_excerpt(path);
  if (path.empty()) throw UsageError(flag + " needs a folder name");
  std::error_code ec;
  // The nearest part of the path that exists: the folder itself, or the
  // folder its missing parts will be made in.
  fs::path p = fs::path(path).lexically_normal();
  if (p.filename().empty()) p = p.parent_path();  // "out/" names the folder out
  fs::path existing = p;
  while (!existing.empty() && !fs::exists(fs::symlink_status(existing, ec)) && existing.has_parent_path() &&
         existing.parent_path() != existing)
    existing = existing.parent_path();
  if (existing.empty() || !fs::exists(existing, ec)) existing = ".";
  if (!fs::is_directory(existing, ec))
    throw UsageError(where + ": " + quoted_excerpt(existing.string()) + " is a file, not a folder");
  if (!writable(existing))
    throw UsageError(where + ": cannot write in the folder " + quoted_excerpt(existing.string()));
}


}  // namespace tg::cli
