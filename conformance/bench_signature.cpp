#include "conformance/bench_signature.h"

#include <optional>
#include <random>
#include <stdexcept>

#include "conformance/perft.h"
#include "vocab/position_text.h"

namespace tg::conformance {
namespace {

// ---- the workload (changing any of it changes the signature: update
// ---- spec/bench-signature.txt in the same commit) ----

// Small positions copied from examples/positions/ (the boards and move
// numbers only), kept here so that the signature measures the engines and
// never moves when an example is edited. Each is perft's root under every
// ruleset of its game family, with the ruleset replaced.
struct BenchRoot {
  const char* name;  // the example it was copied from
  const char* text;  // position text (spec/formats/position.md)
  int depth;         // perft depth
};

const std::vector<BenchRoot>& go_family_roots() {
  static const std::vector<BenchRoot> roots = {
      // a ko: the history forbids the recapture (Art. 10)
      {"ko-5x5", "rules: trisgo-2026\nsize: 5\nnext: 13\nboard:\n.XO..\nXO.O.\n.XO..\n....T\nXO.T.\n"
                 "seen: 11\n.XO..\nX..O.\n.XO..\n....T\nXO.T.\n"
                 "seen: 12\n.XO..\nX.XO.\n.XO..\n....T\nXO.T.\n",
       1},
      // tris strings among stones, a tris slot soon (Art. 6)
      {"tris-5x5", "rules: trisgo-2026\nnext: 11\nboard:\n.....\n.XTO.\n.X.O.\n.XTO.\n...XO\n", 1},
      // a grey string with bonds (M13-5), move 61: past MengGo 2019's opening
      {"explain-bonds-5x5", "rules: trisgo-2026\nnext: 61\nboard:\n.....\n.XO..\nXTTO.\n.XT..\n.....\n", 2},
      // a black tris beside a private eye (Art. 6.2.1)
      {"explain-black-tris-5x5", "rules: trisgo-2026\nnext: 1\nboard:\n.X.O.\nXXT..\n..O..\n.....\n.....\n", 1},
  };
  return roots;
}

const std::vector<BenchRoot>& gomoku_roots() {
  static const std::vector<BenchRoot> roots = {
      // a single-hole ring (GM-4)
      {"gomoku-ring-5x5", "rules: trisgomoku\nsize: 5\nnext: 13\nboard:\nOO..T\n..X..\nXXTXX\n.....\nOO.O.\n", 2},
      // one move encircles for both colours: the mover's wins (GM-4.9)
      {"gomoku-overrule-5x5", "rules: trisgomoku\nsize: 5\nnext: 12\nboard:\nTXO.O\n.XO..\nXO...\n...T.\nX...X\n",
       2},
  };
  return roots;
}

// Perft from the empty boards: every move sequence of the first plies.
struct EmptyRoot {
  int size;
  int depth;
};
constexpr EmptyRoot kEmptyRoots[] = {{3, 3}, {5, 1}};

// Seeded games: size, seed (the generator's and the flybombs', D-71), moves at most.
struct BenchGame {
  int size;
  std::uint64_t seed;
  int max_moves;
};
// 70 moves reach MengGo 2019's tris slots (after its 60-stone opening).
constexpr BenchGame kGoFamilyGames[] = {{5, 1, 70}, {5, 2, 70}, {7, 3, 70}};
// TrisGomoku's games are short (a five ends them) and cheap: more of them, so
// that both colours win some and the end rules are all exercised.
constexpr BenchGame kGomokuGames[] = {{5, 1, 70}, {5, 2, 70}, {7, 3, 70}, {7, 4, 70},
                                      {9, 5, 90}, {9, 6, 90}, {9, 7, 90}, {9, 8, 90}};

// ---- counting ----

std::uint64_t u(std::size_t n) { return static_cast<std::uint64_t>(n); }
template <typename Enum>
std::uint64_t ordinal(Enum e) {  // 1 + the enumerator's value: no value counts as nothing
  return 1 + static_cast<std::uint64_t>(e);
}

std::uint64_t liberties(const std::vector<StringInfo>& strings) {
  std::uint64_t n = 0;
  for (const StringInfo& s : strings) n += 1 + u(s.liberties.size());
  return n;
}

// Everything analyze() says as counts: strings and their liberties, regions
// and eyes, private eyes and their candidates, tris and their attributes
// (black and non-neutral apart, so a flip from one colour to the other
// counts), the forbidden points and their reasons, TrisGomoku's targets,
// flips and fives.
std::uint64_t analysis_count(const Analysis& a) {
  std::uint64_t n = liberties(a.base_strings) + liberties(a.holistic_strings);
  for (const RegionInfo& r : a.regions) n += 1 + u(r.points.size()) + (r.is_eye ? 1 : 0) + (r.formed_by == Side::Black ? 1 : 0);
  for (const PrivateEyeInfo& e : a.private_eyes) {
    n += (e.has_private_eye ? 1 : 0) + u(e.candidates.size());
    for (const EyeCandidate& c : e.candidates)
      n += u(c.inspected.size() + c.eye.size() + c.eye_of.size() + c.placements.size() + c.guarded.size());
  }
  for (const TrisInfo& t : a.tris) {
    n += u(t.points.size()) + (t.attribute == Attribute::Black ? 1 : 0) + (t.attribute != Attribute::Neutral ? 1 : 0);
    n += static_cast<std::uint64_t>(t.by + t.wy + t.bo + t.wo + t.black_bonds + t.white_bonds);
  }
  for (const ForbiddenPoint& f : a.forbidden) n += ordinal(f.reason);
  n += a.ended ? 1 : 0;
  if (a.gomoku) {
    const GomokuAnalysis& g = *a.gomoku;
    n += liberties(g.extended_strings);
    for (const EncirclementTarget& t : g.targets)
      n += ordinal(t.type) + (t.encircler == Side::Black ? 1 : 0) + u(t.whole.size() + t.liberties.size() + t.flips.size()) +
           u(t.secondary_cores.size() + t.reinforcements.size() + t.walls.size());
    for (const Five& f : g.fives) n += u(f.points.size()) + (f.side == Side::Black ? 1 : 0);
    n += ordinal(g.end) + (g.end != GomokuEnd::None ? ordinal(g.winner) : 0);
  }
  return n;
}

// Art. 13 as counts: the points owned by black, by either colour, neutral,
// shared; the winners by both formulas (TrisGomoku has no score: GM-6.2).
std::uint64_t score_count(const Engine& engine, const Position& p) {
  if (p.rules.game == Game::Gomoku) return 0;
  const Score s = engine.score(p, {});
  std::uint64_t n = 0;
  for (Owner o : s.owner) n += (o == Owner::Black ? 2 : 0) + (o == Owner::White ? 1 : 0) + (o == Owner::Shared ? 3 : 0) +
                               (o == Owner::Neutral ? 4 : 0);
  return n + ordinal(s.literal) + ordinal(s.chinese) + ordinal(s.winner);
}

void count_root(const Engine& engine, const Position& root, int depth, BenchCounts& c) {
  PerftOptions options;
  options.depth = depth;
  const PerftResult r = perft(engine, root, options);
  for (const PerftCounts& row : r.per_depth)
    for (const PerftColumn& col : perft_columns()) (col.name == "nodes" ? c.perft_nodes : c.perft_columns) += row.*col.field;
  c.analysis += analysis_count(engine.analyze(root));
  c.score += score_count(engine, root);
}

void count_played(const MoveOutcome& o, BenchCounts& c) {
  ++c.moves_played;
  c.pieces_removed += u(o.captured.size());
  c.attribute_changes += u(o.changes.size() + o.cascade.size() + o.encircled.size() + o.overruled.size());
  for (const CascadeStep& step : o.cascade) {
    c.pieces_removed += u(step.removed.size());
    c.attribute_changes += u(step.changes.size());
  }
}

// One seeded game: at every turn a probe (a uniformly chosen empty point with
// the slot's piece; on a tris slot one time in four an emergency stone),
// played when legal, otherwise a uniformly chosen move of legal_moves (asked
// only then: the reference's legal_moves plays every candidate, and perft
// counts the lists already). Every choice is next() modulo a count, so a seed
// gives the same game with every compiler.
void count_game(const Engine& engine, const Ruleset& rules, const BenchGame& game, BenchCounts& c) {
  Position p(*BoardSize::make(game.size), rules);
  if (rules.order == OrderRule::Flybomb) p.flybomb.seed = game.seed;
  std::mt19937_64 rng(game.seed);
  const std::vector<Point> points = p.board.size().all_points();
  for (int played = 0; played < game.max_moves && !engine.ended(p); ++played) {
    ++c.positions;
    std::vector<Point> empty;
    for (Point q : points)
      if (p.board.at(q) == Piece::Empty) empty.push_back(q);
    std::optional<MoveOutcome> o;  // the probe's answer, when legal
    if (!empty.empty()) {  // no probe when the board is full
      const Slot slot = p.to_move();
      Move probe;
      probe.side = slot.side;
      probe.point = empty[static_cast<std::size_t>(rng() % empty.size())];
      probe.kind = slot.kind == SlotKind::Stone ? MoveKind::Stone : (rng() % 4 == 0 ? MoveKind::Emergency : MoveKind::Tris);
      o = engine.play(p, probe);
      if (!o->legal()) {
        ++c.refusals;
        c.refusal_kinds += ordinal(o->illegal);
        o.reset();
      }
    }
    if (!o) {
      const std::vector<Move> legal = engine.legal_moves(p);
      c.legal_moves += u(legal.size());
      if (legal.empty()) break;
      o = engine.play(p, legal[static_cast<std::size_t>(rng() % legal.size())]);
      if (!o->legal())
        throw std::logic_error("engine " + engine.name() + " listed a move as legal and refused it: " +
                               std::string(illegal_name(o->illegal)));
    }
    count_played(*o, c);
    p = *o->after;
  }
  ++c.positions;
  c.analysis += analysis_count(engine.analyze(p));
  c.score += score_count(engine, p);
}

}  // namespace

std::uint64_t BenchCounts::total() const {
  std::uint64_t n = 0;
  for (const BenchColumn& col : bench_columns()) n += this->*col.field;
  return n;
}

const std::vector<BenchColumn>& bench_columns() {
  static const std::vector<BenchColumn> columns = {
      {"perft_nodes", &BenchCounts::perft_nodes},
      {"perft_columns", &BenchCounts::perft_columns},
      {"positions", &BenchCounts::positions},
      {"legal_moves", &BenchCounts::legal_moves},
      {"moves_played", &BenchCounts::moves_played},
      {"refusals", &BenchCounts::refusals},
      {"refusal_kinds", &BenchCounts::refusal_kinds},
      {"pieces_removed", &BenchCounts::pieces_removed},
      {"attribute_changes", &BenchCounts::attribute_changes},
      {"analysis", &BenchCounts::analysis},
      {"score", &BenchCounts::score},
  };
  return columns;
}

const std::vector<std::string>& bench_rulesets() {
  static const std::vector<std::string> list = {
      "go",          "trisgo-2026", "menggo",    "menggo-2019", "menggo-2013", "menggo-2013/order=menggo-2013-two",
      "flybomb-A",   "flybomb-B",   "flybomb-C", "trisgomoku",
  };
  return list;
}

BenchCounts bench_ruleset(const Engine& engine, const Ruleset& rules) {
  BenchCounts c;
  for (const EmptyRoot& e : kEmptyRoots) count_root(engine, Position(*BoardSize::make(e.size), rules), e.depth, c);
  for (const BenchRoot& r : rules.game == Game::Gomoku ? gomoku_roots() : go_family_roots()) {
    Position root = parse_position(r.text, std::string("bench:") + r.name);
    root.rules = rules;
    count_root(engine, root, r.depth, c);
  }
  if (rules.game == Game::Gomoku)
    for (const BenchGame& g : kGomokuGames) count_game(engine, rules, g, c);
  else
    for (const BenchGame& g : kGoFamilyGames) count_game(engine, rules, g, c);
  return c;
}

std::vector<BenchRun> bench_engine(const Engine& engine) {
  std::vector<BenchRun> runs;
  for (const std::string& rules : bench_rulesets()) runs.push_back({rules, bench_ruleset(engine, parse_ruleset(rules))});
  return runs;
}

std::uint64_t bench_signature(const std::vector<BenchRun>& runs) {
  std::uint64_t n = 0;
  for (const BenchRun& r : runs) n += r.counts.total();
  return n;
}

std::vector<BenchDifference> bench_differences(const std::vector<BenchRun>& first, const std::vector<BenchRun>& second) {
  if (first.size() != second.size()) throw std::invalid_argument("bench_differences: runs of different workloads");
  std::vector<BenchDifference> out;
  for (std::size_t i = 0; i < first.size(); ++i) {
    if (first[i].rules != second[i].rules) throw std::invalid_argument("bench_differences: runs of different workloads");
    for (const BenchColumn& col : bench_columns())
      if (first[i].counts.*col.field != second[i].counts.*col.field)
        out.push_back({first[i].rules, col.name, first[i].counts.*col.field, second[i].counts.*col.field});
  }
  return out;
}

}  // namespace tg::conformance
