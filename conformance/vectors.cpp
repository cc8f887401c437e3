// Conformance vectors: the files of a path, parsed and run (vectors.h).
#include "conformance/vectors.h"

#include <algorithm>
#include <filesystem>

#include "vocab/file_io.h"

namespace tg::conformance {

std::vector<std::string> vector_files(const std::string& path_or_dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path path(path_or_dir);
  if (!fs::exists(path, ec)) throw InputError(path_or_dir + ": no such file or folder");
  if (!fs::is_directory(path, ec)) return {path_or_dir};
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(path, ec)) {
    if (entry.path().extension() != ".vec") continue;
    // A .vec entry that cannot be read as a file is an error, not skipped:
    // skipping would let a folder pass with vectors that never ran.
    std::error_code entry_ec;
    const std::string shown = (path / entry.path().filename()).generic_string();
    if (entry.is_symlink(entry_ec) && !fs::exists(entry.path(), entry_ec))
      throw InputError(shown + ": a broken symbolic link (to " + fs::read_symlink(entry.path(), entry_ec).string() +
                       "), not a vector file");
    if (entry.is_directory(entry_ec)) throw InputError(shown + ": a folder, not a vector file");
    if (!entry.is_regular_file(entry_ec))
      throw InputError(shown + ": not a regular file (a FIFO, a device or a socket), not a vector file");
    names.push_back(entry.path().filename().string());
  }
  if (ec) throw InputError(path_or_dir + ": cannot list the folder: " + ec.message());
  if (names.empty()) throw InputError(path_or_dir + ": no .vec files in this folder");
  std::sort(names.begin(), names.end());
  std::vector<std::string> out;
  for (const auto& n : names) out.push_back((path / n).generic_string());
  return out;
}

std::vector<VectorResult> run_vectors(const std::string& path_or_dir, const Engine& engine) {
  std::vector<std::vector<VectorSpec>> files;
  for (const std::string& f : vector_files(path_or_dir)) {
    files.push_back(parse_vectors(read_file(f, FileKind::Vectors), f));
    // A file that checks nothing must not pass for one that checks.
    if (files.back().empty())
      throw ParseError(SourceLocation{f, 1, 1}, "no vectors in this file (each starts with a line 'vector NAME')");
  }
  std::vector<VectorResult> results;
  for (const auto& file : files)
    for (const VectorSpec& v : file) results.push_back(run_vector(v, engine));
  return results;
}

}  // namespace tg::conformance
