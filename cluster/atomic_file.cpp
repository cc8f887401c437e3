#include "cluster/atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <unistd.h>

#include "vocab/file_io.h"

namespace tg::cluster {
namespace {

[[noreturn]] void fail(const std::string& what, const std::string& path) {
  throw InputError("cannot " + what + " " + path + ": " + std::strerror(errno));
}

void sync_file(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0) fail("open", path);
  const int rc = ::fsync(fd);
  ::close(fd);
  if (rc != 0) fail("flush", path);
}

}  // namespace

std::string temporary_name(const std::string& path) {
  const std::filesystem::path p(path);
  return (p.parent_path() / ("." + p.filename().string() + "." + std::to_string(::getpid()) + ".tmp")).string();
}

void commit_atomically(const std::string& temporary, const std::string& path) {
  sync_file(temporary);
  if (std::rename(temporary.c_str(), path.c_str()) != 0) fail("rename " + temporary + " to", path);
  // The rename itself is made durable by flushing the folder.
  std::string folder = std::filesystem::path(path).parent_path().string();
  if (folder.empty()) folder = ".";
  if (const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY); fd >= 0) {
    ::fsync(fd);
    ::close(fd);
  }
}

void write_atomically(const std::string& path, const std::string& text) {
  const std::string tmp = temporary_name(path);
  std::FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) fail("write", tmp);
  const bool written = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  if (std::fclose(f) != 0 || !written) {
    std::remove(tmp.c_str());
    fail("write", tmp);
  }
  commit_atomically(tmp, path);
}

}  // namespace tg::cluster
