#include "proptests/gomoku_support.h"

#include <algorithm>
#include <sstream>
#include <utility>

#include "vocab/position_text.h"

namespace tg::pt {

// ---- generators ------------------------------------------------------------

rc::Gen<Ruleset> gen_gomoku_rules(bool stone_passes) {
  return rc::gen::exec([stone_passes] {
    // element() shrinks toward its first value: the preset's.
    const std::string encirclement = *rc::gen::element<std::string>("on-move", "fixed-point");
    const std::string double_five = *rc::gen::element<std::string>("mover", "non-mover", "draw");
    const std::string end = stone_passes ? *rc::gen::element<std::string>("two-passes", "stone-passes") : "two-passes";
    return parse_ruleset("trisgomoku/encirclement=" + encirclement + ",double_five=" + double_five + ",end=" + end);
  });
}

namespace {

// One cell from a number in [0, 1000): below `empty_below` (0 is where
// shrinking goes) empty, then the five kinds of piece in proportion.
struct GomokuCellMix {
  int empty_below = 500;
  int weight[5] = {1, 1, 1, 1, 1};  // black stone, white stone, neutral, black, white tris
  void put(Board& b, int i, int v) const {
    if (v < empty_below) return;
    const int total = weight[0] + weight[1] + weight[2] + weight[3] + weight[4];
    int k = (v - empty_below) * total / (1000 - empty_below);
    int kind = 0;
    while (k >= weight[kind]) k -= weight[kind++];
    switch (kind) {
      case 0: b.set_index(i, Piece::Black); break;
      case 1: b.set_index(i, Piece::White); break;
      default:
        b.set_index(i, Piece::Tris);
        if (kind == 3) b.set_attribute_index(i, Attribute::Black);
        if (kind == 4) b.set_attribute_index(i, Attribute::White);
    }
  }
};

}  // namespace

rc::Gen<Position> gen_gomoku_position(rc::Gen<Ruleset> rules, int max_n) {
  return gen_gomoku_position(std::move(rules), gen_size(max_n));
}

// RapidCheck scales inRange by the test's size (0 for the first case, up to
// 100), which would make the first cases of a property empty boards (every
// cell number below the empty threshold) and one-move games; properties with
// a handful of cases (large boards, 15x15 games) would then test little. The
// generators run at full size; shrinking still goes toward empty and short.
rc::Gen<Position> gen_gomoku_position(rc::Gen<Ruleset> rules, rc::Gen<int> sizes) {
  return rc::gen::resize(100, rc::gen::exec([rules, sizes] {
    const Ruleset r = *rules;
    const BoardSize size = *BoardSize::make(*sizes);
    Position p(size, r);
    GomokuCellMix mix;
    mix.empty_below = 1000 - 10 * *rc::gen::element(5, 20, 40, 60, 75, 90, 97);
    for (int k = 0; k < 5; ++k) mix.weight[k] = *rc::gen::inRange(0, k < 2 ? 5 : 4);
    if (mix.weight[0] + mix.weight[1] + mix.weight[2] + mix.weight[3] + mix.weight[4] == 0) mix.weight[2] = 1;
    const auto cells = *rc::gen::container<std::vector<int>>(static_cast<std::size_t>(size.points()),
                                                             rc::gen::inRange(0, 1000));
    for (int i = 0; i < size.points(); ++i) mix.put(p.board, i, cells[static_cast<std::size_t>(i)]);
    // Any slot of the 10-move cycle: small numbers cover it three times.
    p.next_move = *rc::gen::oneOf(rc::gen::inRange(1, 31), rc::gen::inRange(1, 400));
    p.passes = std::min(p.next_move - 1, *rc::gen::weightedElement<int>({{12, 0}, {5, 1}, {2, 2}, {1, 3}}));
    // Earlier positions: the rules ignore them (D-34), play() copies them.
    const int entries = std::min(p.next_move - 1, *rc::gen::weightedElement<int>({{4, 0}, {2, 1}, {1, 2}}));
    for (int k = entries; k >= 1; --k) {
      SeenPosition seen{p.board, p.next_move - k};
      const int i = *rc::gen::inRange(0, size.points());
      seen.board.set_index(i, Piece::Empty);
      p.history.push_back(seen);
    }
    return p;
  }));
}

rc::Gen<GameScript> gen_gomoku_game(rc::Gen<Ruleset> rules, int max_n, int max_moves) {
  return rc::gen::resize(100, gen_game_for(std::move(rules), max_n, max_moves));
}

std::vector<Move> interesting_moves(const Engine& engine, const Position& p, int choice) {
  const std::vector<Move> legal = engine.legal_moves(p);
  std::vector<Move> out;
  if (legal.empty()) return out;
  out.push_back(chosen_move(legal, choice));
  const Analysis a = engine.analyze(p);
  if (!a.gomoku) return out;
  std::vector<Point> holes;
  for (const EncirclementTarget& t : a.gomoku->targets)
    if (t.liberties.size() == 1 && std::find(holes.begin(), holes.end(), t.liberties[0]) == holes.end())
      holes.push_back(t.liberties[0]);
  // Up to three of them, starting at one the choice names.
  for (std::size_t k = 0; k < holes.size() && k < 3; ++k) {
    const Point hole = holes[(static_cast<std::size_t>(choice / 40) + k) % holes.size()];
    for (const Move& m : legal)
      if (!m.is_pass() && m.point == hole && !(m == out[0])) out.push_back(m);
  }
  return out;
}

// ---- mapping ---------------------------------------------------------------

Board transformed_board(const Board& b, int s) {
  const BoardSize size = b.size();
  Board out(size);
  for (int i = 0; i < size.points(); ++i) {
    const Point q = transform(size.point(i), s);
    out.set(q, b.at_index(i));
    if (b.at_index(i) == Piece::Tris) out.set_attribute(q, b.attribute_at_index(i));
  }
  return out;
}

Position gomoku_transformed(const Position& p, int s) {
  Position q = p;
  q.board = transformed_board(p.board, s);
  q.history = q.history.transformed([&](SeenPosition& seen) { seen.board = transformed_board(seen.board, s); });
  return q;
}

namespace {

Attribute swap_attr(Attribute a) {
  return a == Attribute::Black ? Attribute::White : a == Attribute::White ? Attribute::Black : a;
}

}  // namespace

Board colour_swapped_board(const Board& b) {
  Board out(b.size());
  for (int i = 0; i < b.size().points(); ++i) {
    const Piece piece = b.at_index(i);
    out.set_index(i, piece == Piece::Black ? Piece::White : piece == Piece::White ? Piece::Black : piece);
    if (piece == Piece::Tris) out.set_attribute_index(i, swap_attr(b.attribute_at_index(i)));
  }
  return out;
}

Position gomoku_colour_swapped(const Position& p) {
  Position q = colour_swapped(p);  // the move numbers; its boards lose the attributes
  q.board = colour_swapped_board(p.board);
  // colour_swapped kept the entries in order; their boards come from p's.
  std::vector<SeenPosition> history = q.history.to_vector();
  std::size_t i = 0;
  for (const SeenPosition& seen : p.history) history[i++].board = colour_swapped_board(seen.board);
  q.history = history;
  return q;
}

// ---- comparing -------------------------------------------------------------

namespace {

std::string lists_text(const std::vector<std::vector<Point>>& v) {
  std::string s = "{";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? " " : "") + points_text(v[i]);
  return s + "}";
}

}  // namespace

std::string target_text(const EncirclementTarget& t) {
  return std::string(side_name(t.encircler)) + " type " + std::string(encirclement_type_name(t.type)) + " main core " +
         points_text(t.main_core) + " secondary cores " + lists_text(t.secondary_cores) + " reinforcements " +
         lists_text(t.reinforcements) + " walls " + lists_text(t.walls) + " whole " + points_text(t.whole) +
         " liberties " + points_text(t.liberties) + " flips " + points_text(t.flips);
}

std::string five_text(const Five& f) { return std::string(side_name(f.side)) + " " + points_text(f.points); }

std::string gomoku_analysis_diff(const Analysis& a, const Analysis& b) {
  std::string d = analysis_diff(a, b);
  if (!d.empty()) return d;
  if (a.gomoku.has_value() != b.gomoku.has_value())
    return std::string("gomoku answers present: ") + (a.gomoku ? "yes" : "no") + " (reference) vs " +
           (b.gomoku ? "yes" : "no");
  if (!a.gomoku) return "";
  const GomokuAnalysis &x = *a.gomoku, &y = *b.gomoku;
  if (!(d = list_diff("extended_strings", x.extended_strings, y.extended_strings, string_text)).empty()) return d;
  if (!(d = list_diff("targets", x.targets, y.targets, target_text)).empty()) return d;
  if (!(d = list_diff("fives", x.fives, y.fives, five_text)).empty()) return d;
  if (x.end != y.end)
    return "end: " + std::string(gomoku_end_name(x.end)) + " (reference) vs " + std::string(gomoku_end_name(y.end));
  if (x.winner != y.winner)
    return "winner: " + std::string(winner_name(x.winner)) + " (reference) vs " + std::string(winner_name(y.winner));
  return "";
}

std::string gomoku_outcome_diff(const MoveOutcome& a, const MoveOutcome& b) {
  if (a == b) return "";
  if (a.illegal != b.illegal || a.reason != b.reason) return outcome_diff(a, b);
  std::string d;
  if (!(d = list_diff("encircled", a.encircled, b.encircled, target_text)).empty()) return d;
  if (!(d = list_diff("overruled", a.overruled, b.overruled, target_text)).empty()) return d;
  return outcome_diff(a, b);
}

std::string board_text(const Board& b) {
  Position p(b.size(), parse_ruleset("trisgomoku"));
  p.board = b;
  const std::string text = print_position(p);
  return text.substr(text.find("board:\n") + 7);
}

namespace {

std::string mapped(std::vector<Point> v, const PointMap& map) {
  for (Point& p : v) p = map(p);
  std::sort(v.begin(), v.end());
  return points_text(v);
}

std::string mapped_lists(const std::vector<std::vector<Point>>& v, const PointMap& map) {
  std::vector<std::string> items;
  for (const auto& s : v) items.push_back(mapped(s, map));
  std::sort(items.begin(), items.end());
  std::string out = "{";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? " " : "") + items[i];
  return out + "}";
}

Side sw(Side s, bool swap) { return swap ? opponent(s) : s; }
Winner sw(Winner w, bool swap) {
  if (!swap) return w;
  return w == Winner::Black ? Winner::White : w == Winner::White ? Winner::Black : w;
}
std::string kind_word(Piece p, bool swap) {
  if (swap) p = p == Piece::Black ? Piece::White : p == Piece::White ? Piece::Black : p;
  return p == Piece::Black ? "black" : p == Piece::White ? "white" : p == Piece::Tris ? "tris" : "empty";
}
std::string attr_word(Attribute a, bool swap) { return std::string(attribute_name(swap ? swap_attr(a) : a)); }

std::string canonical_target(const EncirclementTarget& t, const PointMap& map, bool swap) {
  std::string s = std::string(side_name(sw(t.encircler, swap))) + " type " +
                  std::string(encirclement_type_name(t.type));
  if (t.type == EncirclementType::A || t.type == EncirclementType::C) {
    s += " main core " + mapped(t.main_core, map) + " secondary cores " + mapped_lists(t.secondary_cores, map);
  } else {
    // GM-4.5: which O-tris string is the main core depends on the scan order.
    std::vector<std::vector<Point>> cores = t.secondary_cores;
    cores.push_back(t.main_core);
    s += " cores " + mapped_lists(cores, map);
  }
  return s + " reinforcements " + mapped_lists(t.reinforcements, map) + " walls " + mapped_lists(t.walls, map) +
         " whole " + mapped(t.whole, map) + " liberties " + mapped(t.liberties, map) + " flips " +
         mapped(t.flips, map);
}

}  // namespace

Canonical gomoku_canonical(const Analysis& a, const PointMap& map, bool swap, bool with_winner) {
  Canonical c;
  for (const StringInfo& s : a.base_strings)
    c["base_strings"].push_back(kind_word(s.kind, swap) + " " + mapped(s.points, map) + " liberties " +
                                mapped(s.liberties, map));
  for (const TrisInfo& t : a.tris) c["tris"].push_back(mapped(t.points, map) + " " + attr_word(t.attribute, swap));
  c["ended"].push_back(a.ended ? "ended" : "not ended");
  if (with_winner) c["score winner"].push_back(std::string(winner_name(sw(a.score.winner, swap))));
  if (a.gomoku) {
    const GomokuAnalysis& g = *a.gomoku;
    for (const StringInfo& s : g.extended_strings)
      c["extended_strings"].push_back(kind_word(s.kind, swap) + " " + mapped(s.points, map) + " liberties " +
                                      mapped(s.liberties, map));
    for (const EncirclementTarget& t : g.targets) c["targets"].push_back(canonical_target(t, map, swap));
    for (const Five& f : g.fives) c["fives"].push_back(std::string(side_name(sw(f.side, swap))) + " " + mapped(f.points, map));
    c["end"].push_back(std::string(gomoku_end_name(g.end)));
    if (with_winner) c["winner"].push_back(std::string(winner_name(sw(g.winner, swap))));
  } else {
    c["gomoku"].push_back("missing");
  }
  for (auto& [field, items] : c) std::sort(items.begin(), items.end());
  return c;
}

Canonical outcome_canonical(const MoveOutcome& o, const PointMap& map, bool swap) {
  Canonical c;
  c["illegal"].push_back(std::string(illegal_name(o.illegal)));
  for (const AttributeChange& ch : o.changes)
    c["changes"].push_back(mapped(ch.points, map) + " " + attr_word(ch.from, swap) + "->" + attr_word(ch.to, swap));
  for (const EncirclementTarget& t : o.encircled) c["encircled"].push_back(canonical_target(t, map, swap));
  for (const EncirclementTarget& t : o.overruled) c["overruled"].push_back(canonical_target(t, map, swap));
  if (!o.captured.empty()) c["captured"].push_back(mapped(o.captured, map));
  if (!o.cascade.empty()) c["cascade"].push_back(std::to_string(o.cascade.size()) + " steps");
  if (o.after) c["after passes"].push_back(std::to_string(o.after->passes));
  for (auto& [field, items] : c) std::sort(items.begin(), items.end());
  return c;
}

}  // namespace tg::pt
