#pragma once
// Reading a record's tags as the SGF reader and writer both do
// (vocab/sgf.cpp, vocab/sgf_print.cpp): the first value of a tag, and the
// side a ToPlay tag (PL) names.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "vocab/move.h"

namespace tg {

using SgfTags = std::vector<std::pair<std::string, std::string>>;

std::optional<std::string> sgf_first_tag(const SgfTags& tags, std::string_view key);
// PL[B] / PL[W] (either case, spaces around): the side; anything else: none.
std::optional<Side> sgf_to_play(const SgfTags& tags);

}  // namespace tg
