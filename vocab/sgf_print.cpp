// The SGF writer (spec/formats/sgf.md, "Writing"); the reader is vocab/sgf.cpp.
#include <algorithm>

#include "vocab/move_fit.h"
#include "vocab/sgf.h"
#include "vocab/sgf_plain_go.h"

namespace tg {
namespace {

std::string point_values(const Record& r, Piece piece) {
  std::vector<int> indices;
  for (auto [p, q] : r.setup)
    if (q == piece) indices.push_back(r.size.index(p));
  std::sort(indices.begin(), indices.end());
  std::string out;
  for (int i : indices) out.append("[").append(sgf_point(r.size.point(i), r.size)).append("]");
  return out;
}

}  // namespace

std::string print_sgf(const Record& r) {
  const bool plain = sgf_plain_go_record(r);
  const bool has_ru_tag = sgf_first_tag(r.tags, "SGF:RU").has_value();
  MoveOrder order = r.rules.move_order();
  std::optional<std::pair<Side, Placed>> first;
  if (!r.moves.empty()) {
    const Move& m = r.moves[0].move;
    first = std::pair{m.side, placed_of(m.kind)};
  }
  bool write_mn = r.first_move != infer_first_move(order, r.free_order, first, sgf_to_play(r.tags));
  std::string out;
  // Appends one property: an identifier and its values, escaped (or raw).
  auto property = [&out](std::string_view id, std::string_view value, bool escape = true) {
    out.append(id).append("[").append(escape ? sgf_escape(value) : std::string(value)).append("]");
  };
  out.append("(;FF[4]GM[1]CA[UTF-8]SZ[").append(std::to_string(r.size.n())).append("]");
  if (!plain) {
    property("RU", to_string(r.rules));
    if (r.free_order) property("XO", "free");
  } else {
    if (!has_ru_tag) property("RU", kSgfGoPresetRules);
    if (!r.free_order) property("XO", "strict");
  }
  // KM for every ruleset of Go: the Komi tag where it stands, else the
  // ruleset's komi here (which the reader takes for no tag).
  if (r.rules.game == Game::Go && !sgf_first_tag(r.tags, "Komi") && !sgf_first_tag(r.tags, "SGF:KM"))
    property("KM", sgf_implied_komi(r.rules));
  if (write_mn && r.moves.empty()) property("MN", std::to_string(r.first_move));
  if (!r.tags.empty()) out.append("\n");
  // The private tags are the values of one XT, where the first of them is (a
  // property appears at most once in a node: SGF FF[4]; the reader keeps
  // them together there too).
  bool xt_written = false, ru_written = false;
  for (const auto& [key, value] : r.tags) {
    if (key == "SGF:RU") {
      // A node has one RU: a second rules name (old files repeat it) is XR,
      // which reads back as the same tag (fuzz_sgf found a file with two).
      out.append(plain && !ru_written ? "RU" : "XR").append(value);  // a raw value list
      ru_written = ru_written || plain;
    } else if (key.starts_with("SGF:")) {
      out.append(key, 4).append(value);
    } else if (auto prop = sgf_property_for_tag(key)) {
      property(*prop, value);
    } else if (!xt_written) {
      xt_written = true;
      out.append("XT");
      for (const auto& [k, v] : r.tags)
        if (is_private_tag(k)) out.append("[").append(sgf_escape(k + ":" + v)).append("]");
    }
  }
  if (!r.setup.empty()) {
    out.append("\n");
    for (auto [piece, id] : {std::pair{Piece::Black, "AB"}, std::pair{Piece::White, "AW"}, std::pair{Piece::Tris, "AX"}})
      if (std::string v = point_values(r, piece); !v.empty()) out.append(id).append(v);
  }
  out.append("\n");
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    const Move& m = r.moves[i].move;
    bool tris = m.kind == MoveKind::Tris;
    out.append(";");
    property(tris ? (m.side == Side::Black ? "XB" : "XW") : (m.side == Side::Black ? "B" : "W"),
             m.is_pass() ? std::string() : sgf_point(m.point, r.size));
    if (i == 0 && write_mn) property("MN", std::to_string(r.first_move));
    for (const auto& [id, values] : r.moves[i].properties) {
      out.append(id);
      for (const auto& v : values) out.append("[").append(sgf_escape(v)).append("]");
    }
    if ((i + 1) % 10 == 0) out.append("\n");
  }
  if (!r.moves.empty() && r.moves.size() % 10 != 0) out.append("\n");
  out.append(")\n");
  return out;
}

bool sgf_komi_tag_is_implied(const Record& r) {
  auto komi = sgf_first_tag(r.tags, "Komi");
  return komi && *komi == sgf_implied_komi(sgf_plain_go_record(r) ? find_preset("go")->rules : r.rules);
}

}  // namespace tg
