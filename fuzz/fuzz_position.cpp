// Any input either parses to a position that prints and parses back to
// itself, or fails with a located ParseError: never a crash or a hang.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "vocab/position_text.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    tg::Position p = tg::parse_position(text, "fuzz");
    if (!(tg::parse_position(tg::print_position(p), "again") == p)) std::abort();
  } catch (const tg::ParseError&) {
  }
  return 0;
}
