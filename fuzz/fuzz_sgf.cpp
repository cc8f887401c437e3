// Any input either parses as SGF to a record that prints and parses back to
// itself, or fails with a located ParseError.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "vocab/sgf.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    tg::Record r = tg::parse_sgf(text, "fuzz");
    if (!(tg::parse_sgf(tg::print_sgf(r), "again") == r)) std::abort();
    if (!(tg::parse_record(tg::print_record(r, {}), "again") == r)) std::abort();
  } catch (const tg::ParseError&) {
  }
  return 0;
}
