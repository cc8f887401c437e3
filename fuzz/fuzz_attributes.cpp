// Differential fuzzing of the TrisGo attribute derivation (Art. 4 private
// eyes, Art. 5.2 holistic board, Art. 6 tris attributes) by its three
// implementations, on a base board decoded from the input:
//   mailbox    tg::opt::mailbox_holistic (the light playouts' mailbox board),
//   layer      tg::opt::make_layer (the optimized engine),
//   reference  tg::ref::layers_of (what ReferenceEngine::analyze derives
//              its holistic strings, private eyes and tris verdicts from).
// mailbox and layer must give the same holistic black and white points and
// neutral tris on every board size. The reference is slow, so it is compared
// only on boards up to kReferenceMaxSize: then also each tris string's Art. 6
// parameters, attribute and branch, and every black and white string's
// private-eye report (make_layer with its eye report), must be identical.
//
// Input: byte 0 chooses the board size (3 + 2 * (b % 9): 3..19) and the
// ruleset (kRulesets[(b / 9) % 6]); then 2 bits per point in
// BoardSize::index order, low bits first (0 empty, 1 black, 2 white,
// 3 tris); points past the end of the input are empty. A 19x19 board takes
// 1 + 91 bytes; longer inputs are read no further.
//
// A disagreement prints the position (position text, replayable with
// `trisgo analyze --impl reference|optimized`), a diagram, every answer and
// their differences on stderr, then aborts: that is the finding libFuzzer
// reports.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "optimized/core/board_state.h"
#include "optimized/engine/layers.h"
#include "optimized/playout/playout_core.h"
#include "reference/art07_tris_forbidden.h"
#include "vocab/position_text.h"

namespace {

using tg::opt::Geo;
using tg::opt::Stones;

constexpr int kReferenceMaxSize = 7;

// The options that change Art. 4-6: D-02 eye_inspect, the Art. 6
// attribute rule (trisgo-2026's tie-break or menggo-2019's) and the private
// eye's wording (eye_rule: trisgo-2026's or MengGo 2019's, M19-4.1, M19-4.2).
constexpr const char* kRulesets[] = {
    "trisgo-2026",
    "trisgo-2026/eye_inspect=region",
    "trisgo-2026/attribute_rule=menggo-2019",
    "trisgo-2026/eye_inspect=region,attribute_rule=menggo-2019",
    "menggo-2019",
    "trisgo-2026/eye_rule=menggo-2019,eye_inspect=region",
};
constexpr int kRulesetCount = static_cast<int>(sizeof kRulesets / sizeof kRulesets[0]);

const tg::Ruleset& ruleset(int i) {
  static const std::vector<tg::Ruleset> parsed = [] {
    std::vector<tg::Ruleset> v;
    for (const char* text : kRulesets) v.push_back(tg::parse_ruleset(text));
    return v;
  }();
  return parsed[static_cast<std::size_t>(i)];
}

tg::Position decode(const std::uint8_t* data, std::size_t size) {
  const int b0 = size > 0 ? data[0] : 0;
  const int n = 3 + 2 * (b0 % 9);
  tg::Position p(*tg::BoardSize::make(n), ruleset((b0 / 9) % kRulesetCount));
  static constexpr tg::Piece kPieces[4] = {tg::Piece::Empty, tg::Piece::Black, tg::Piece::White, tg::Piece::Tris};
  for (int i = 0; i < n * n; ++i) {
    const std::size_t byte = 1 + static_cast<std::size_t>(i / 4);
    const int v = byte < size ? (data[byte] >> (2 * (i % 4))) & 3 : 0;
    p.board.set_index(i, kPieces[v]);
  }
  return p;
}

// One implementation's holistic board: black = holistic black points
// (attributed tris included), white likewise, tris = the neutral tris.
struct Answer {
  const char* name;
  Stones holistic;
};

std::string holistic_diagram(const Geo& g, const tg::Position& p, const Stones& s) {
  tg::Board b(p.board.size());
  tg::opt::write_board(g, s, b);
  return tg::board_diagram(b, tg::LabelSet::Integer);
}

std::string points_text(const std::vector<tg::Point>& points) {
  std::string out;
  for (tg::Point q : points) out += "(" + std::to_string(q.x) + "," + std::to_string(q.y) + ")";
  return out.empty() ? "-" : out;
}

std::string tris_text(const tg::TrisInfo& t) {
  std::ostringstream os;
  os << points_text(t.points) << " by=" << t.by << " wy=" << t.wy << " bo=" << t.bo << " wo=" << t.wo << " -> "
     << tg::attribute_name(t.attribute) << " (" << t.branch << ")";
  return os.str();
}

std::string eye_text(const tg::PrivateEyeInfo& e) {
  std::ostringstream os;
  os << (e.colour == tg::Side::Black ? "black " : "white ") << points_text(e.string)
     << (e.has_private_eye ? ": private eye" : ": no private eye");
  for (const tg::EyeCandidate& c : e.candidates) {
    os << "\n      region " << points_text(c.region) << ": ";
    if (c.failed == tg::ReasonKind::None) os << "private eye";
    else os << tg::reason_kind_name(c.failed) << " (" << tg::reason_kind_id(c.failed) << ")";
  }
  return os.str();
}

template <class T, class F>
void print_lists(const char* what, const char* name_a, const std::vector<T>& a, const char* name_b,
                 const std::vector<T>& b, F text) {
  std::cerr << what << ":\n";
  for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    const bool same = i < a.size() && i < b.size() && a[i] == b[i];
    if (i < a.size()) std::cerr << (same ? "  = " : "  ! ") << name_a << " " << text(a[i]) << "\n";
    if (!same && i < b.size()) std::cerr << "  ! " << name_b << " " << text(b[i]) << "\n";
  }
}

// Prints the position and `what`, runs `details` to print the answers, aborts.
template <class F>
[[noreturn]] void report(const tg::Position& p, const std::string& what, F details) {
  std::cerr << "\n==== fuzz_attributes: " << what << "\n"
            << tg::print_position(p) << tg::board_diagram(p.board, tg::LabelSet::Integer);
  details();
  std::cerr.flush();
  std::abort();
}

// All the answers must be the same; otherwise the report shows every answer
// (so which implementation is the odd one out) and the points where they differ.
void compare_holistic(const Geo& g, const tg::Position& p, const std::vector<Answer>& answers) {
  std::string same, other;  // the answers equal to the first one, the others
  for (const Answer& x : answers) {
    std::string& list = x.holistic == answers.front().holistic ? same : other;
    list += std::string(list.empty() ? "" : ", ") + x.name;
  }
  if (other.empty()) return;
  report(p, "different holistic boards: " + same + " against " + other, [&] {
    std::vector<tg::Board> boards;
    for (const Answer& x : answers) {
      std::cerr << x.name << " holistic board (X/O: holistic black/white, T: neutral tris):\n"
                << holistic_diagram(g, p, x.holistic);
      boards.emplace_back(p.board.size());
      tg::opt::write_board(g, x.holistic, boards.back());
    }
    std::cerr << "points where they differ (";
    for (const Answer& x : answers) std::cerr << (&x == &answers.front() ? "" : " / ") << x.name;
    std::cerr << "):";
    for (int i = 0; i < p.board.size().points(); ++i) {
      std::string cells;
      for (const tg::Board& b : boards) cells += (cells.empty() ? "" : "/") + std::string(1, tg::cell_char(b, i));
      bool same = true;
      for (const tg::Board& b : boards) same = same && b.at_index(i) == boards.front().at_index(i);
      if (same) continue;
      const tg::Point q = p.board.size().point(i);
      std::cerr << " (" << q.x << "," << q.y << ") " << cells;
    }
    std::cerr << "\n";
  });
}

template <class F>
auto guarded(const tg::Position& p, const char* name, F f) -> decltype(f()) {
  try {
    return f();
  } catch (const std::exception& e) {
    report(p, std::string(name) + " threw", [&] { std::cerr << e.what() << "\n"; });
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const tg::Position p = decode(data, size);
  const int n = p.board.size().n();
  const Geo& g = Geo::of(n);
  const Stones s = tg::opt::stones_of(g, p.board);
  const tg::Ruleset& rules = p.rules;

  std::vector<Answer> answers;
  answers.push_back(
      {"mailbox", guarded(p, "mailbox_holistic", [&] { return tg::opt::mailbox_holistic(g, s, rules); })});
  const tg::opt::Layer layer = guarded(p, "make_layer", [&] { return tg::opt::make_layer(g, s, rules); });
  answers.push_back({"layer", Stones{layer.hb, layer.hw, layer.nt}});
  if (n > kReferenceMaxSize) {
    compare_holistic(g, p, answers);
    return 0;
  }
  const tg::ref::Layers ref = guarded(p, "reference layers_of", [&] { return tg::ref::layers_of(p.board, rules); });
  answers.insert(answers.begin(), Answer{"reference", tg::opt::stones_of(g, ref.holistic)});
  compare_holistic(g, p, answers);

  // Art. 6: every tris string's parameters, attribute and branch.
  std::vector<tg::TrisInfo> tris;
  for (const tg::opt::TrisString& t : layer.tris)
    tris.push_back(tg::TrisInfo{tg::opt::points_of(g, t.points), t.by, t.wy, t.bo, t.wo, t.attribute, t.branch});
  if (tris != ref.tris)
    report(p, "reference and layer give different Art. 6 tris verdicts",
           [&] { print_lists("tris strings", "reference", ref.tris, "layer    ", tris, tris_text); });

  // Art. 4: the private-eye report of every black and white string.
  std::vector<tg::PrivateEyeInfo> eyes;
  const tg::opt::Layer with_eyes =
      guarded(p, "make_layer with eyes", [&] { return tg::opt::make_layer(g, s, rules, &eyes); });
  compare_holistic(g, p, {answers.back(), {"layer with eye report", Stones{with_eyes.hb, with_eyes.hw, with_eyes.nt}}});
  if (eyes != ref.eyes)
    report(p, "reference and layer give different Art. 4 private-eye reports",
           [&] { print_lists("private eyes", "reference", ref.eyes, "layer    ", eyes, eye_text); });
  return 0;
}
