#include "proptests/support.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <sstream>

#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/position_text.h"
#include "vocab/test_scale.h"
#include "text/reason_text.h"

namespace tg {

void showValue(const Position& p, std::ostream& os) {
  os << "\n--- position (trisgo analyze format) ---\n"
     << print_position(p) << "--- diagram ---\n"
     << board_diagram(p.board, LabelSet::Integer) << "--- ruleset: " << to_string(p.rules) << " ---\n";
}

}  // namespace tg

namespace tg::pt {

const Engine& reference() {
  static const std::unique_ptr<Engine> e = ref::make_reference_engine();
  return *e;
}
const Engine& optimized() {
  static const std::unique_ptr<Engine> e = opt::make_optimized_engine();
  return *e;
}

// ---- case counts -----------------------------------------------------------

bool long_campaign() {
  const char* v = std::getenv("TRISGO_PROPTEST_LONG");
  return v && std::string(v) == "1";
}

void check_property(const std::function<void()>& property, int ci_cases) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  rc::detail::TestMetadata metadata;
  metadata.id = std::string(info->test_suite_name()) + "/" + info->name();
  metadata.description = info->name();
  rc::detail::TestParams params = rc::detail::configuration().testParams;
  const char* rc_params = std::getenv("RC_PARAMS");
  const bool explicit_count = rc_params && std::string(rc_params).find("max_success") != std::string::npos;
  // The sanitizer build checks a third of the cases (vocab/test_scale.h);
  // the Release build all of them, the long campaign a thousand times more.
  if (!explicit_count)
    params.maxSuccess = long_campaign() ? ci_cases * 1000 : tg::test_scale::sanitized_share(ci_cases, 3);
  std::cout << "[ property ] " << metadata.id << ": " << params.maxSuccess << " cases, seed " << params.seed
            << std::endl;
  const auto result = rc::detail::checkTestable(property, metadata, params);
  if (result.template is<rc::detail::SuccessResult>()) {
    const auto success = result.template get<rc::detail::SuccessResult>();
    if (!success.distribution.empty()) {
      rc::detail::printResultMessage(result, std::cout);
      std::cout << std::endl;
    }
  } else {
    std::ostringstream ss;
    rc::detail::printResultMessage(result, ss);
    FAIL() << ss.str() << "\n" << replay_hint() << std::endl;
  }
}

std::string replay_hint() {
  return "replay: RC_PARAMS=\"seed=" + std::to_string(rc::detail::configuration().testParams.seed) +
         "\" (this run's seed; add max_success=N for the count that found it), or the RC_PARAMS=\"reproduce=...\" "
         "line RapidCheck prints when the program exits";
}

// ---- generators ------------------------------------------------------------

const std::vector<std::string>& implemented_presets() {
  static const std::vector<std::string> v = {"trisgo-2026", "menggo", "go", "menggo-2019", "menggo-2013",
                                              "flybomb-A", "flybomb-B", "flybomb-C"};
  return v;
}

rc::Gen<Ruleset> gen_ruleset(std::vector<std::string> exclude) {
  auto g = rc::gen::exec([exclude] {
    const std::string preset = *rc::gen::elementOf(implemented_presets());
    std::string text = preset;
    if (*rc::gen::element(false, true)) {
      static const std::vector<std::string> switches = {"eye_rule",     "eye_inspect", "cascade",    "suicide",
                                                         "tris_capture_check", "tiger_mouth", "emergency",
                                                         "repetition", "end",        "dame",
                                                         "komi_formula", "komi"};
      static const std::vector<std::string> komis = {"3.75", "7.5", "0", "0.5", "-2.25", "6.25"};
      char sep = '/';
      for (const std::string& key : switches) {
        if (std::find(exclude.begin(), exclude.end(), key) != exclude.end()) continue;
        const OptionInfo* info = nullptr;
        for (const OptionInfo& o : options())
          if (o.key == key) info = &o;
        const std::vector<std::string>& values = key == "komi" ? komis : info->values;
        // 0 keeps the preset's value (shrinks there).
        const int k = *rc::gen::inRange(0, static_cast<int>(values.size()) + 1);
        if (k == 0) continue;
        text += sep + key + "=" + values[static_cast<std::size_t>(k - 1)];
        sep = ',';
      }
    }
    return parse_ruleset(text);
  });
  // A ruleset whose nearest preset is not implemented is refused by both
  // engines (vocab implemented()); such combinations are not generated.
  return rc::gen::suchThat(g, [](const Ruleset& r) { return implemented(r); });
}

rc::Gen<int> gen_size(int max_n) {
  std::vector<std::pair<std::size_t, int>> w;
  const std::pair<std::size_t, int> table[] = {{10, 3}, {14, 5}, {12, 7}, {8, 9}, {3, 11},
                                               {2, 13}, {1, 15}, {1, 17}, {1, 19}};
  for (auto [weight, n] : table)
    if (n <= max_n) w.push_back({weight, n});
  // weightedElement shrinks toward earlier (smaller) sizes.
  return rc::gen::exec([w] {
    std::size_t total = 0;
    for (auto [weight, n] : w) total += weight;
    // A shrinkable pick: an index into the cumulative weights.
    std::size_t r = static_cast<std::size_t>(*rc::gen::inRange<int>(0, static_cast<int>(total)));
    for (auto [weight, n] : w) {
      if (r < weight) return n;
      r -= weight;
    }
    return w.back().second;
  });
}

namespace {

// One cell from a number in [0, 1000): 0 (where shrinking goes) is empty.
struct CellMix {
  int empty_below = 500;  // values below: empty
  int black = 1, white = 1, tris = 1;
  Piece piece(int v) const {
    if (v < empty_below) return Piece::Empty;
    const int span = 1000 - empty_below;
    const int total = black + white + tris;
    const int k = (v - empty_below) * total / span;
    if (k < black) return Piece::Black;
    if (k < black + white) return Piece::White;
    return Piece::Tris;
  }
};

Board gen_board(BoardSize size, Texture texture) {
  Board b(size);
  const int n = size.n();
  std::vector<CellMix> mix(static_cast<std::size_t>(size.points()));
  if (texture == Texture::Any) {
    CellMix m;
    const int density = *rc::gen::element(5, 20, 40, 60, 75, 90, 97);
    m.empty_below = 1000 - density * 10;
    m.black = *rc::gen::inRange(0, 5);
    m.white = *rc::gen::inRange(0, 5);
    m.tris = *rc::gen::inRange(0, 4);
    if (m.black + m.white + m.tris == 0) m.black = 1;
    std::fill(mix.begin(), mix.end(), m);
  } else {
    // A grid of walls: points on every period-th row or column are mostly
    // stones (each half of the board leaning to one colour), the cells between
    // (1x1 or 2x2) mostly empty with a few stones of the other colour and
    // tris, so one wall string borders many small closed regions.
    const int lean = *rc::gen::inRange(0, 3);  // 0: black left, 1: white left, 2: all black
    const int period = *rc::gen::element(2, 3);
    for (int i = 0; i < size.points(); ++i) {
      const Point p = size.point(i);
      CellMix m;
      const bool left = p.x < 0 || (p.x == 0 && p.y < 0);
      const bool black_side = lean == 2 || (lean == 0) == left;
      const bool wall = ((p.x % period) + period) % period == 1 || ((p.y % period) + period) % period == 1;
      if (wall) {
        m.empty_below = 60;
        m.black = black_side ? 12 : 1;
        m.white = black_side ? 1 : 12;
        m.tris = 1;
      } else {
        m.empty_below = 650;
        m.black = black_side ? 1 : 3;
        m.white = black_side ? 3 : 1;
        m.tris = 1;
      }
      mix[static_cast<std::size_t>(i)] = m;
    }
  }
  const auto cells = *rc::gen::container<std::vector<int>>(static_cast<std::size_t>(n * n), rc::gen::inRange(0, 1000));
  for (int i = 0; i < size.points(); ++i)
    b.set_index(i, mix[static_cast<std::size_t>(i)].piece(cells[static_cast<std::size_t>(i)]));
  return b;
}

}  // namespace

rc::Gen<Position> gen_position(rc::Gen<Ruleset> rules, int max_n, Texture texture) {
  return gen_position(std::move(rules), gen_size(max_n), texture);
}

rc::Gen<Position> gen_position(rc::Gen<Ruleset> rules, rc::Gen<int> sizes, Texture texture) {
  return rc::gen::exec([rules, sizes, texture] {
    const Ruleset r = *rules;
    const BoardSize size = *BoardSize::make(*sizes);
    Position p(size, r);
    p.board = gen_board(size, texture);
    // Any slot of the order: small move numbers cover two trisgo-2026 cycles.
    p.next_move = *rc::gen::oneOf(rc::gen::inRange(1, 31), rc::gen::inRange(1, 400));
    p.passes = std::min(p.next_move - 1, *rc::gen::weightedElement<int>({{12, 0}, {5, 1}, {2, 2}, {1, 3}}));
    if (r.order == OrderRule::Flybomb) {
      // FlybombGo: a seed and the flybomb moves of a game that reached
      // next_move (every due random flybomb, offered chosen ones at random;
      // past move 500 no flybomb is left on any board, D-71).
      p.flybomb.seed = *rc::gen::arbitrary<std::uint64_t>();
      for (int k = 1; k < p.next_move && k < 500; ++k) {
        const FlybombNext next = flybomb_next(r, size, p.flybomb, k);
        if (next.due == FlybombDue::Random || (next.due == FlybombDue::Chosen && *rc::gen::arbitrary<bool>()))
          p.flybomb.thrown.push_back(k);
      }
    }
    // History: move numbers strictly increasing and below next_move.
    const int entries = std::min(p.next_move - 1, *rc::gen::weightedElement<int>({{4, 0}, {3, 1}, {2, 2}, {1, 3}}));
    if (entries > 0) {
      std::vector<int> numbers;
      // Usually the last entry is the position one move before (Art. 8 P).
      const bool adjacent = *rc::gen::weightedElement<bool>({{3, true}, {1, false}});
      int next = adjacent ? p.next_move - 1 : p.next_move - 1 - *rc::gen::inRange(1, 4);
      for (int i = 0; i < entries && next >= 1; ++i) {
        numbers.push_back(next);
        next -= *rc::gen::inRange(1, 5);
      }
      std::reverse(numbers.begin(), numbers.end());
      const std::vector<Point> all = size.all_points();
      for (int m : numbers) {
        SeenPosition seen{p.board, m};
        switch (*rc::gen::inRange(0, 4)) {
          case 0: {  // the board before a piece was played (removes one piece)
            const int i = *rc::gen::inRange(0, size.points());
            seen.board.set_index(i, Piece::Empty);
            break;
          }
          case 1: {  // a board one piece away: a repetition trap for a move here
            const int i = *rc::gen::inRange(0, size.points());
            if (seen.board.at_index(i) == Piece::Empty)
              seen.board.set_index(i, *rc::gen::element(Piece::Black, Piece::White, Piece::Tris));
            break;
          }
          case 2: {  // a few changes
            const int k = *rc::gen::inRange(1, 4);
            for (int j = 0; j < k; ++j)
              seen.board.set_index(*rc::gen::inRange(0, size.points()),
                                   *rc::gen::element(Piece::Empty, Piece::Black, Piece::White, Piece::Tris));
            break;
          }
          default: break;  // the same board (an earlier visit)
        }
        p.history.push_back(seen);
      }
    }
    return p;
  });
}

void showValue(const GameScript& g, std::ostream& os) {
  os << "game: rules " << to_string(g.rules) << ", " << g.n << "x" << g.n << ", " << g.steps.size()
     << " steps; choices:";
  for (const GameStep& s : g.steps) os << " " << s.choice;
}

rc::Gen<GameScript> gen_game(int max_n, int max_moves) { return gen_game_for(gen_ruleset(), max_n, max_moves); }

rc::Gen<GameScript> gen_game_for(rc::Gen<Ruleset> rules, int max_n, int max_moves) {
  return rc::gen::exec([rules, max_n, max_moves] {
    GameScript g;
    g.rules = *rules;
    g.n = *gen_size(max_n);
    const int len = *rc::gen::inRange(1, max_moves + 1);
    const auto step = rc::gen::exec([] {
      GameStep s;
      s.choice = *rc::gen::inRange(0, 1 << 20);
      s.candidate[0] = *rc::gen::inRange(0, 1 << 20);
      s.candidate[1] = *rc::gen::inRange(0, 1 << 20);
      return s;
    });
    g.steps = *rc::gen::container<std::vector<GameStep>>(static_cast<std::size_t>(len), step);
    return g;
  });
}

Move candidate_move(const Position& p, int code) {
  const BoardSize size = p.board.size();
  const Slot slot = p.to_move();
  Move m;
  const int kind = code % 4;
  code /= 4;
  m.kind = kind == 0 ? MoveKind::Stone : kind == 1 ? MoveKind::Tris : kind == 2 ? MoveKind::Emergency : MoveKind::Pass;
  const int idx = code % (size.points() + 1);
  code /= size.points() + 1;
  m.point = idx == size.points() ? Point{size.half() + 1, 0} : size.point(idx);
  m.side = code % 5 == 4 ? opponent(slot.side) : slot.side;
  return m;
}

Move chosen_move(const std::vector<Move>& legal, int choice) {
  std::vector<Move> placing;
  for (const Move& m : legal)
    if (!m.is_pass()) placing.push_back(m);
  if (placing.empty() || choice % 40 == 39) return legal.back();
  return placing[static_cast<std::size_t>(choice) % placing.size()];
}

// ---- comparing -------------------------------------------------------------

std::string points_text(const std::vector<Point>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i)
    s += (i ? " " : "") + std::string("(") + std::to_string(v[i].x) + "," + std::to_string(v[i].y) + ")";
  return s + "]";
}

std::string string_text(const StringInfo& s) {
  return std::string(s.kind == Piece::Black ? "black" : s.kind == Piece::White ? "white" : s.kind == Piece::Tris ? "tris" : "empty") +
         " " + points_text(s.points) + " liberties " + points_text(s.liberties);
}

namespace {


std::string eye_text(const PrivateEyeInfo& e) {
  std::string s = std::string(side_name(e.colour)) + " string " + points_text(e.string) +
                  (e.has_private_eye ? " HAS a private eye" : " has no private eye");
  for (const EyeCandidate& c : e.candidates)
    s += "\n      region " + points_text(c.region) + ": " +
         (c.failed == ReasonKind::None ? std::string("private eye")
                                       : std::string(reason_kind_name(c.failed)) + " " + text::eye_verdict_text(e.colour, c, LabelSet::Integer));
  return s;
}

std::string tris_text(const TrisInfo& t) {
  return "tris " + points_text(t.points) + " by=" + std::to_string(t.by) + " wy=" + std::to_string(t.wy) +
         " bo=" + std::to_string(t.bo) + " wo=" + std::to_string(t.wo) + " " + std::string(attribute_name(t.attribute)) +
         " (" + t.branch + ")";
}

std::string region_text(const RegionInfo& r) {
  return std::string(side_name(r.formed_by)) + " region " + points_text(r.points) + (r.is_eye ? " eye" : "");
}

std::string forbidden_text(const ForbiddenPoint& f) {
  return points_text({f.point}) + " " + std::string(illegal_name(f.reason));
}


std::string owners_text(const std::vector<Owner>& o) {
  std::string s;
  for (Owner x : o) s += std::string(owner_name(x)).substr(0, 1);
  return s;
}

}  // namespace

std::string score_diff(const Score& a, const Score& b) {
  if (a == b) return "";
  std::ostringstream os;
  auto line = [&](const Score& s) {
    os << "black " << s.black << " white " << s.white << " neutral " << s.neutral << " nobody " << s.nobody << " komi "
       << s.komi << " y " << s.y << " literal " << winner_name(s.literal) << " chinese " << winner_name(s.chinese)
       << " winner " << winner_name(s.winner) << " owners " << owners_text(s.owner);
  };
  os << "score differs\n    reference: ";
  line(a);
  os << "\n    optimized: ";
  line(b);
  return os.str();
}

std::string analysis_diff(const Analysis& a, const Analysis& b) {
  std::string d;
  if (!(d = list_diff("base_strings", a.base_strings, b.base_strings, string_text)).empty()) return d;
  if (!(d = list_diff("holistic_strings", a.holistic_strings, b.holistic_strings, string_text)).empty()) return d;
  if (!(d = list_diff("regions", a.regions, b.regions, region_text)).empty()) return d;
  if (!(d = list_diff("private_eyes", a.private_eyes, b.private_eyes, eye_text)).empty()) return d;
  if (!(d = list_diff("tris", a.tris, b.tris, tris_text)).empty()) return d;
  if (!(d = list_diff("forbidden", a.forbidden, b.forbidden, forbidden_text)).empty()) return d;
  if (a.ended != b.ended) return "ended: " + std::to_string(a.ended) + " (reference) vs " + std::to_string(b.ended);
  return score_diff(a.score, b.score);
}

std::string reason_text(const Reason& r) {
  return std::string(reason_kind_name(r.kind)) + ": " + text::render(r, LabelSet::Integer);
}

std::string outcome_diff(const MoveOutcome& a, const MoveOutcome& b) {
  if (a == b) return "";
  if (a.illegal != b.illegal)
    return "illegal: " + std::string(illegal_name(a.illegal)) + " (reference: " + reason_text(a.reason) + ") vs " +
           std::string(illegal_name(b.illegal)) + " (optimized: " + reason_text(b.reason) + ")";
  // The reasons are compared as data (kind and parameters); the words only show them.
  if (a.reason != b.reason)
    return "reason\n    reference: " + reason_text(a.reason) + "\n    optimized: " + reason_text(b.reason);
  if (a.captured != b.captured) return "captured " + points_text(a.captured) + " vs " + points_text(b.captured);
  if (a.changes != b.changes) {
    std::string s = "changes\n    reference:";
    for (const auto& c : a.changes) s += " " + points_text(c.points) + "->" + std::string(attribute_name(c.to));
    s += "\n    optimized:";
    for (const auto& c : b.changes) s += " " + points_text(c.points) + "->" + std::string(attribute_name(c.to));
    return s;
  }
  if (a.cascade != b.cascade) return "cascade (" + std::to_string(a.cascade.size()) + " vs " + std::to_string(b.cascade.size()) + " steps)";
  if (a.after.has_value() != b.after.has_value()) return "after (presence)";
  return "after\n    reference:\n" + print_position(*a.after) + "    optimized:\n" + print_position(*b.after);
}

std::string moves_diff(const std::vector<Move>& a, const std::vector<Move>& b) {
  if (a == b) return "";
  auto text = [](const Move& m) {
    return std::string(side_name(m.side)) + " " + std::string(move_kind_name(m.kind)) +
           (m.is_pass() ? "" : " " + points_text({m.point}));
  };
  return list_diff("legal_moves", a, b, text);
}

// ---- canonical forms -------------------------------------------------------

namespace {

std::string mapped_points(std::vector<Point> v, const PointMap& map) {
  for (Point& p : v) p = map(p);
  std::sort(v.begin(), v.end());
  return points_text(v);
}

Piece swap_piece(Piece p, bool swap) {
  if (!swap) return p;
  return p == Piece::Black ? Piece::White : p == Piece::White ? Piece::Black : p;
}
Side swap_side(Side s, bool swap) { return swap ? opponent(s) : s; }
Attribute swap_attribute(Attribute a, bool swap) {
  if (!swap) return a;
  return a == Attribute::Black ? Attribute::White : a == Attribute::White ? Attribute::Black : a;
}
Owner swap_owner(Owner o, bool swap) {
  if (!swap) return o;
  return o == Owner::Black ? Owner::White : o == Owner::White ? Owner::Black : o;
}
std::string swap_branch(const std::string& b, bool swap) {
  if (!swap) return b;
  if (b == "6.2.1") return "6.2.2";
  if (b == "6.2.2") return "6.2.1";
  if (b == "6.2.3.1") return "6.2.3.2";
  if (b == "6.2.3.2") return "6.2.3.1";
  if (b == "M13-5.2") return "M13-5.3";  // MengGo 2013's bond branches
  if (b == "M13-5.3") return "M13-5.2";
  if (b == "M13-5.4.1") return "M13-5.4.2";
  if (b == "M13-5.4.2") return "M13-5.4.1";
  return b;
}
std::string piece_word(Piece p) {
  return p == Piece::Black ? "black" : p == Piece::White ? "white" : p == Piece::Tris ? "tris" : "empty";
}
std::string num(double v) {
  std::ostringstream os;
  os << v;
  return os.str();
}

}  // namespace

std::map<std::string, std::vector<std::string>> canonical(const Analysis& a, const PointMap& map, bool swap,
                                                          bool with_winner) {
  std::map<std::string, std::vector<std::string>> c;
  for (const StringInfo& s : a.base_strings)
    c["base_strings"].push_back(piece_word(swap_piece(s.kind, swap)) + " " + mapped_points(s.points, map) +
                                " liberties " + mapped_points(s.liberties, map));
  for (const StringInfo& s : a.holistic_strings)
    c["holistic_strings"].push_back(piece_word(swap_piece(s.kind, swap)) + " " + mapped_points(s.points, map) +
                                    " liberties " + mapped_points(s.liberties, map));
  for (const RegionInfo& r : a.regions)
    c["regions"].push_back(std::string(side_name(swap_side(r.formed_by, swap))) + " " + mapped_points(r.points, map) +
                           (r.is_eye ? " eye" : ""));
  for (const PrivateEyeInfo& e : a.private_eyes) {
    std::vector<std::string> cands;
    for (const EyeCandidate& k : e.candidates)
      cands.push_back(mapped_points(k.region, map) + ":" + (k.failed == ReasonKind::None ? std::string("private-eye") : std::string(reason_kind_name(k.failed))));
    std::sort(cands.begin(), cands.end());
    std::string s = std::string(side_name(swap_side(e.colour, swap))) + " " + mapped_points(e.string, map) +
                    (e.has_private_eye ? " private eye" : " no private eye") + " candidates";
    for (const std::string& k : cands) s += " " + k;
    c["private_eyes"].push_back(s);
  }
  for (const TrisInfo& t : a.tris) {
    const int by = swap ? t.wy : t.by, wy = swap ? t.by : t.wy, bo = swap ? t.wo : t.bo, wo = swap ? t.bo : t.wo;
    c["tris"].push_back(mapped_points(t.points, map) + " by=" + std::to_string(by) + " wy=" + std::to_string(wy) +
                        " bo=" + std::to_string(bo) + " wo=" + std::to_string(wo) + " bonds=" +
                        std::to_string(swap ? t.white_bonds : t.black_bonds) + "/" +
                        std::to_string(swap ? t.black_bonds : t.white_bonds) + " " +
                        std::string(attribute_name(swap_attribute(t.attribute, swap))) + " (" +
                        swap_branch(t.branch, swap) + ")");
  }
  for (const ForbiddenPoint& f : a.forbidden)
    c["forbidden"].push_back(mapped_points({f.point}, map) + " " + std::string(illegal_name(f.reason)));
  c["ended"].push_back(a.ended ? "ended" : "not ended");
  const Score& s = a.score;
  c["score totals"].push_back("black " + num(swap ? s.white : s.black) + " white " + num(swap ? s.black : s.white) +
                              " neutral " + num(s.neutral) + " nobody " + num(s.nobody));
  if (with_winner)
    c["score winners"].push_back("komi " + num(s.komi) + " y " + num(s.y) + " literal " +
                                 std::string(winner_name(s.literal)) + " chinese " +
                                 std::string(winner_name(s.chinese)) + " winner " + std::string(winner_name(s.winner)));
  // Owners: the board size follows from the owner count.
  int n = 1;
  while (n * n < static_cast<int>(s.owner.size())) ++n;
  if (const auto size = BoardSize::make(n))
    for (int i = 0; i < size->points(); ++i)
      c["score owners"].push_back(mapped_points({size->point(i)}, map) + " " +
                                  std::string(owner_name(swap_owner(s.owner[static_cast<std::size_t>(i)], swap))));
  for (auto& [field, items] : c) std::sort(items.begin(), items.end());
  return c;
}

std::string canonical_diff(const std::map<std::string, std::vector<std::string>>& expected,
                           const std::map<std::string, std::vector<std::string>>& actual) {
  for (const auto& [field, items] : expected) {
    auto it = actual.find(field);
    const std::vector<std::string> empty;
    const std::vector<std::string>& other = it == actual.end() ? empty : it->second;
    if (items == other) continue;
    std::vector<std::string> missing, extra;
    std::set_difference(items.begin(), items.end(), other.begin(), other.end(), std::back_inserter(missing));
    std::set_difference(other.begin(), other.end(), items.begin(), items.end(), std::back_inserter(extra));
    std::string s = field + " differs";
    for (const std::string& m : missing) s += "\n    expected (mapped from the original): " + m;
    for (const std::string& m : extra) s += "\n    found in the transformed position:   " + m;
    return s;
  }
  for (const auto& [field, items] : actual)
    if (!expected.count(field)) return field + " present only in the transformed position";
  return "";
}

Position transformed(const Position& p, int s) {
  Position q = p;
  const BoardSize size = p.board.size();
  auto map_board = [&](const Board& b) {
    Board out(size);
    for (int i = 0; i < size.points(); ++i) out.set(transform(size.point(i), s), b.at_index(i));
    return out;
  };
  q.board = map_board(p.board);
  q.history = q.history.transformed([&](SeenPosition& seen) { seen.board = map_board(seen.board); });
  return q;
}

bool colour_swap_applies(const Ruleset& r) {
  // Under the 10-move cycle the run of passes does not map onto swapped
  // slots: passes of moves 7 and 8 (black and white stones) end the game,
  // the swapped run, moves 8 and 9, holds a white-stone pass only (D-13).
  if (r.end == EndRule::StonePasses) return false;
  // FlybombGo: black moves first and the seed draws black's turns first; the
  // flybomb moves do not map onto a swapped game.
  if (r.order == OrderRule::Flybomb) return false;
  if (r.order == OrderRule::Trisgo2026 && r.repetition == Repetition::SituationalKind) return false;
  return true;
}

Position colour_swapped(const Position& p) {
  Position q = p;
  const MoveOrder& order = p.rules.move_order();
  const Slot slot = order.slot(p.next_move);
  int next = p.next_move + 1;
  while (!(order.slot(next).side == opponent(slot.side) && order.slot(next).kind == slot.kind)) ++next;
  q.next_move = next;
  auto swap_board = [](Board b) {
    for (int i = 0; i < b.size().points(); ++i) b.set_index(i, swap_piece(b.at_index(i), true));
    return b;
  };
  q.board = swap_board(p.board);
  std::vector<SeenPosition> history = q.history.to_vector();
  for (std::size_t i = 0; i < history.size(); ++i) {
    SeenPosition& seen = history[i];
    seen.board = swap_board(seen.board);
    const bool adjacent_last = i + 1 == history.size() && seen.next_move == p.next_move - 1;
    seen.next_move = adjacent_last ? next - 1 : seen.next_move + 1;
  }
  q.history = history;
  return q;
}

}  // namespace tg::pt
