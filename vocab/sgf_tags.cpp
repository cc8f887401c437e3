#include "vocab/sgf_tags.h"

namespace tg {

std::optional<std::string> sgf_first_tag(const SgfTags& tags, std::string_view key) {
  for (const auto& [k, v] : tags)
    if (k == key) return v;
  return std::nullopt;
}

std::optional<Side> sgf_to_play(const SgfTags& tags) {
  auto v = sgf_first_tag(tags, "ToPlay");
  if (!v) return std::nullopt;
  std::string_view s = *v;
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r'))
    s.remove_suffix(1);
  if (s == "B" || s == "b") return Side::Black;
  if (s == "W" || s == "w") return Side::White;
  return std::nullopt;
}

}  // namespace tg
