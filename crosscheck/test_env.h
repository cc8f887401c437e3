#pragma once
// Settings of the crosscheck tests: the environment variable when it is set
// and not empty, else the default compiled in from CMake (see CMakeLists.txt),
// else the built-in fallback.
#include <cstdlib>
#include <string>

namespace tg::xc {

inline std::string setting(const char* env_name, const char* compiled_default, const char* fallback) {
  if (const char* v = std::getenv(env_name); v && *v) return v;
  if (compiled_default && *compiled_default) return compiled_default;
  return fallback;
}

}  // namespace tg::xc
