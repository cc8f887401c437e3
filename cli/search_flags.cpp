#include "cli/search_flags.h"

#include <stdexcept>

#include "cli/commands.h"
#include "vocab/excerpt.h"
#include "vocab/board.h"

namespace tg::cli {

std::vector<std::pair<int, int>> exhaustive_flag(const std::string& text) {
  std::vector<std::pair<int, int>> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string item = text.substr(start, comma - start);
    const std::size_t colon = item.find(':');
    int n = 0, k = 0;
    try {
      if (colon == std::string::npos) throw std::invalid_argument(item);
      std::size_t u1 = 0, u2 = 0;
      n = std::stoi(item.substr(0, colon), &u1);
      k = std::stoi(item.substr(colon + 1), &u2);
      if (u1 != colon || u2 != item.size() - colon - 1 || k < 0 || k > 12) throw std::invalid_argument(item);
    } catch (const std::exception&) {
      throw UsageError("--exhaustive " + quoted_excerpt(text) + ": give SIZE:PIECES,... (pieces 0..12), e.g. 3:6,5:3");
    }
    if (!BoardSize::allowed(n)) throw UsageError("--exhaustive: " + std::to_string(n) + " is not a board size (odd, 3..19)");
    out.push_back({n, k});
    start = comma + 1;
  }
  return out;
}

}  // namespace tg::cli
