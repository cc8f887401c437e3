#pragma once
// Writing a file so that no reader ever sees half of it: the text goes to a
// temporary file beside the target (same folder, so the same file system),
// is flushed to the disk, and is renamed over the target. A task killed
// mid-write (scancel, a time limit, a lost node) leaves at most a temporary
// file whose name starts with "." and ends in ".tmp", which nothing reads as
// a result; a requeued task's write replaces the old file in one step.
#include <string>

namespace tg::cluster {

// Throws tg::InputError naming the path when the file cannot be written.
void write_atomically(const std::string& path, const std::string& text);

// The temporary name write_atomically uses for `path` in this process
// (".NAME.PID.tmp" in path's folder), for callers that fill the file
// themselves (a child's stdout) and then call commit_atomically.
std::string temporary_name(const std::string& path);
// Flushes `temporary` to the disk and renames it to `path`.
void commit_atomically(const std::string& temporary, const std::string& path);

}  // namespace tg::cluster
