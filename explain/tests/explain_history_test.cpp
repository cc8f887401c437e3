// The explanations of the historical systems' rules and the data behind them
// (issue 16): the MengGo 2019 private eye and attribute rule, the MengGo 2013
// bonds and seats, FlybombGo's flybomb turns, the exact earlier position of
// an Art. 10 repetition, and the TG-4.3.3(b) simulation's witness as data.
// Each test checks pieces and IDs a wrong builder (or engine) gets wrong,
// hand-checked on the bundled examples (examples/positions/explain-*).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "explain/builder.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/position_text.h"

namespace tg::explain {
namespace {

Position example(const std::string& name) {
  const std::string file = std::string(TRISGO_SOURCE_DIR) + "/examples/positions/" + name;
  std::ifstream in(file);
  std::stringstream s;
  s << in.rdbuf();
  return parse_position(s.str(), file);
}

const Node* find_title(const Graph& g, const std::string& part) {
  for (const Node& n : g.nodes)
    if (n.title.find(part) != std::string::npos) return &n;
  return nullptr;
}

bool cites(const Node& n, const std::string& id) {
  return std::find(n.cites.begin(), n.cites.end(), id) != n.cites.end();
}

bool has_line(const Node& n, const std::string& part) {
  for (const std::string& l : n.lines)
    if (l.find(part) != std::string::npos) return true;
  return false;
}

const Highlight* mark_of(const Node& n, Mark m) {
  if (!n.diagram) return nullptr;
  for (const Highlight& h : n.diagram->highlights)
    if (h.mark == m) return &h;
  return nullptr;
}

const Engine& reference() {
  static const std::unique_ptr<Engine> e = ref::make_reference_engine();
  return *e;
}
const Engine& optimized() {
  static const std::unique_ptr<Engine> e = opt::make_optimized_engine();
  return *e;
}

// The candidate region of the string on `point` in the engine's analysis.
const EyeCandidate& only_candidate(const Analysis& a, Point point) {
  for (const PrivateEyeInfo& e : a.private_eyes)
    if (std::find(e.string.begin(), e.string.end(), point) != e.string.end()) {
      EXPECT_EQ(e.candidates.size(), 1u);
      return e.candidates.at(0);
    }
  throw std::runtime_error("no string there");
}

// ---- the TG-4.3.3(b) witness as data (vocab/engine.h EyeCandidate) ----

// The M19 ring of examples/positions/explain-m19-ring-9x9.pos encloses the
// white stone (0,0). The simulation tries the empty points inside in index
// order (top row first); the first touching no black stone is (-1,1). White
// fills its four neighbours (-1,2) (-2,1) (0,1) (-1,0); (0,1) and (-1,0)
// join the white stone, so (-1,1) is a one-liberty eye of the string (0,0).
TEST(Witness, SimulationPlacementsAndEyeOnTheMengGo2019Ring) {
  const Position p = example("explain-m19-ring-9x9.pos");
  for (const Engine* e : {&reference(), &optimized()}) {
    const Analysis a = e->analyze(p);
    const EyeCandidate& c = only_candidate(a, Point{-3, 3});
    EXPECT_EQ(c.failed, ReasonKind::EyeOtherMakesEyeM19) << e->name();
    EXPECT_EQ(c.inspected, (std::vector<std::vector<Point>>{{Point{0, 0}}})) << e->name();
    EXPECT_EQ(c.placements, (std::vector<Point>{{-1, 2}, {-2, 1}, {0, 1}, {-1, 0}})) << e->name();
    EXPECT_EQ(c.eye, (std::vector<Point>{{-1, 1}})) << e->name();
    EXPECT_EQ(c.eye_of, (std::vector<Point>{{0, 0}})) << e->name();
    EXPECT_TRUE(c.guarded.empty());
  }
}

// explain-m19-eye-7x7.pos: inside the ring (|x|, |y| <= 1) every empty point
// touches the ring, so white can make no eye: the witness is those 8 points.
TEST(Witness, WhyNoEyeCanBeMadeListsEveryGuardedPoint) {
  const Position p = example("explain-m19-eye-7x7.pos");
  const std::vector<Point> inside{{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  for (const Engine* e : {&reference(), &optimized()}) {
    const Analysis a = e->analyze(p);
    const EyeCandidate& c = only_candidate(a, Point{-2, 2});
    EXPECT_EQ(c.failed, ReasonKind::None) << e->name();
    EXPECT_EQ(c.guarded, inside) << e->name();
    EXPECT_TRUE(c.placements.empty() && c.eye.empty());
  }
}

// The 2026 wording shares the witness (TG-4.3.3b): explain-black-tris-5x5's
// white stone (0,2)... is inspected by black's outside region; the builder
// draws the simulation's stones as ghost stones and the eye as a liberty.
TEST(Witness, TrisGo2026GraphDrawsTheSimulation) {
  const Position p = example("explain-black-tris-5x5.pos");
  const Graph g = explain_string(reference(), p, Point{0, 1}, LabelSet::Integer);
  const Node* failed = find_title(g, "fails TG-4.3.3b");
  ASSERT_NE(failed, nullptr);
  const Analysis a = reference().analyze(p);
  const EyeCandidate* c = nullptr;
  for (const PrivateEyeInfo& e : a.private_eyes)
    for (const EyeCandidate& k : e.candidates)
      if (k.failed == ReasonKind::EyeOtherMakesEye) c = &k;
  ASSERT_NE(c, nullptr);
  ASSERT_FALSE(c->eye.empty());
  const Highlight* ghost = mark_of(*failed, Mark::AddedWhite);
  ASSERT_NE(ghost, nullptr);
  EXPECT_EQ(ghost->points, c->placements);
  const Highlight* eye = mark_of(*failed, Mark::Liberty);
  ASSERT_NE(eye, nullptr);
  EXPECT_EQ(eye->points, c->eye);
  EXPECT_TRUE(has_line(*failed, "is a one-liberty eye of the white string"));
  EXPECT_TRUE(cites(*failed, "D-03"));
}

// ---- MengGo 2019 ----

TEST(MengGo2019, RingWithoutPrivateEyeNamesTheInnerRegionAndTheSimulation) {
  const Position p = example("explain-m19-ring-9x9.pos");
  const Graph g = explain_string(reference(), p, Point{4, 0}, LabelSet::Integer);
  EXPECT_EQ(g.nodes[0].title, "tris string 4,0 is neutral");
  EXPECT_TRUE(cites(g.nodes[0], "M19-4.4"));
  const Node* branch = find_title(g, "2019 Art. 4.4(1)");
  ASSERT_NE(branch, nullptr);
  EXPECT_TRUE(cites(*branch, "TG-6.1"));
  const Node* region = find_title(g, "inner region");
  ASSERT_NE(region, nullptr);
  EXPECT_NE(region->title.find("fails M19-4.2b2"), std::string::npos) << region->title;
  EXPECT_TRUE(cites(*region, "M19-4.2.3"));
  EXPECT_TRUE(cites(*region, "D-03"));
  EXPECT_FALSE(cites(*region, "TG-4.3.3"));
  EXPECT_TRUE(has_line(*region, "simulation: white adds -1,2 -2,1 0,1 -1,0 one by one"));
  EXPECT_TRUE(has_line(*region, "then -1,1 is a one-liberty eye of the white string at 0,0"));
  EXPECT_EQ(mark_of(*region, Mark::AddedWhite)->points, (std::vector<Point>{{-1, 2}, {-2, 1}, {0, 1}, {-1, 0}}));
  EXPECT_EQ(mark_of(*region, Mark::Liberty)->points, (std::vector<Point>{{-1, 1}}));
  // The same position under trisgo-2026 draws the 2026 statements instead.
  Position p26 = p;
  p26.rules = parse_ruleset("trisgo-2026");
  const Graph g26 = explain_string(reference(), p26, Point{4, 0}, LabelSet::Integer);
  EXPECT_EQ(find_title(g26, "inner region"), nullptr);
  EXPECT_EQ(g26.nodes[0].title, "tris string 4,0 is black");
}

TEST(MengGo2019, PrivateEyeSaysWhyWhiteCanMakeNoEye) {
  const Position p = example("explain-m19-eye-7x7.pos");
  const Graph g = explain_string(reference(), p, Point{3, 0}, LabelSet::Integer);
  EXPECT_EQ(g.nodes[0].title, "tris string 3,0 is black");
  ASSERT_NE(find_title(g, "2019 Art. 4.4(2a): By 1 > Wy 0: black"), nullptr);
  const Node* held = find_title(g, "inner region");
  ASSERT_NE(held, nullptr);
  EXPECT_NE(held->title.find("a private eye"), std::string::npos);
  for (const char* id : {"M19-4.1.2", "M19-4.2.1", "M19-4.2.2", "M19-4.2.3", "D-35", "D-53"})
    EXPECT_TRUE(cites(*held, id)) << id;
  EXPECT_TRUE(has_line(*held, "white can make no one-liberty eye here"));
  EXPECT_EQ(mark_of(*held, Mark::Liberty)->points.size(), 8u);
}

// 2019 Art. 4.4(2c): the tris (0,2) touches the black wall (-1,2)... with the
// corner eye (-3,3), the white wall (1,2)... with the corner eye (3,3), and
// the black stone (0,1) without an eye: By 1 = Wy 1, then all adjacent
// strings, black 2 against white 1: black.
TEST(MengGo2019, TieBreakCountsAllAdjacentStrings) {
  const Position p = parse_position(
      "rules: menggo-2019\nnext: 61\nboard:\n.X...O.\nXXXTOOO\n...X...\n.......\n.......\n.......\n.......\n", "tie");
  const Graph g = explain_string(reference(), p, Point{0, 2}, LabelSet::Integer);
  EXPECT_EQ(g.nodes[0].title, "tris string 0,2 is black");
  const Node* branch = find_title(g, "2019 Art. 4.4(2c): By 1 = Wy 1, Bo 1 > Wo 0: black");
  ASSERT_NE(branch, nullptr);
  EXPECT_TRUE(has_line(*branch, "tie: all adjacent strings, black 2 against white 1"));
  EXPECT_TRUE(cites(*branch, "C-3"));
  EXPECT_TRUE(cites(*branch, "M19-4.4"));
}

// ---- MengGo 2013 bonds ----

TEST(Bonds, CountsEveryPairAndNamesTheBranch) {
  const Position p = example("explain-bonds-5x5.pos");
  for (const Engine* e : {&reference(), &optimized()}) {
    const Graph g = explain_string(*e, p, Point{0, 0}, LabelSet::Integer);
    EXPECT_EQ(g.nodes[0].title, "grey string -1,0 0,0 0,-1 is black") << e->name();
    EXPECT_EQ(g.nodes[0].lines[0], "4 black bonds, 2 white bonds (branch M13-5.4.1)");
    EXPECT_TRUE(cites(g.nodes[0], "M13-5.0"));
    EXPECT_TRUE(cites(g.nodes[0], "D-64"));
    const Node* branch = find_title(g, "M13-5.4.1: 4 black bonds > 2 white bonds: black");
    ASSERT_NE(branch, nullptr);
    EXPECT_TRUE(cites(*branch, "M13-5.4.1"));
    // The stone (-1,-1) touches two pieces of the string: two bonds (D-62).
    const Node* two = find_title(g, "black string -1,-1: 2 black bonds");
    ASSERT_NE(two, nullptr);
    EXPECT_TRUE(cites(*two, "D-62"));
    EXPECT_EQ(mark_of(*two, Mark::Bond)->points, (std::vector<Point>{{-1, 0}, {-1, -1}, {0, -1}, {-1, -1}}));
    ASSERT_NE(find_title(g, "white string 0,1: 1 white bond"), nullptr);
    ASSERT_NE(find_title(g, "black string -2,0: 1 black bond"), nullptr);
    // All six bonds on the answer's diagram.
    EXPECT_EQ(mark_of(g.nodes[0], Mark::Bond)->points.size(), 12u);
    // No private-eye node: the bonds decide alone.
    EXPECT_EQ(find_title(g, "private eye"), nullptr);
  }
}

TEST(Bonds, APointWithoutGreyIsABadQuestion) {
  const Position p = example("explain-bonds-5x5.pos");
  EXPECT_THROW(explain_string(reference(), p, Point{2, 2}, LabelSet::Integer), BadQuestion);
  EXPECT_THROW(explain_string(reference(), p, Point{-1, -1}, LabelSet::Integer), BadQuestion);
}

// ---- seats and flybomb turns ----

TEST(Turns, MengGo2013SeatOfAGreyMove) {
  Position p = example("explain-bonds-5x5.pos");
  p.next_move = 63;  // the cycle from 61: A C D A B C; 63 is D's grey for white's team
  const Graph g = explain_point(reference(), p, Point{2, 2}, LabelSet::Integer);
  const Node* seat = find_title(g, "move 63: seat D plays a grey piece for white's team");
  ASSERT_NE(seat, nullptr);
  EXPECT_TRUE(cites(*seat, "M13-2.3"));
  EXPECT_TRUE(cites(*seat, "D-60"));
  EXPECT_TRUE(has_line(*seat, "move 63 is its entry 3 (D grey)"));
  p.next_move = 65;
  ASSERT_NE(find_title(explain_point(reference(), p, Point{2, 2}, LabelSet::Integer),
                       "move 65: seat B plays a grey piece for black's team"),
            nullptr);
  // The two-player form: the white player plays D's grey moves.
  p.rules = parse_ruleset("menggo-2013/order=menggo-2013-two");
  p.next_move = 63;
  const Graph two_player = explain_point(reference(), p, Point{2, 2}, LabelSet::Integer);
  const Node* two = find_title(two_player, "seat D");
  ASSERT_NE(two, nullptr);
  EXPECT_TRUE(cites(*two, "M13-2.2"));
  // trisgo-2026 has no seat node.
  p.rules = parse_ruleset("trisgo-2026");
  EXPECT_EQ(find_title(explain_point(reference(), p, Point{2, 2}, LabelSet::Integer), "seat"), nullptr);
}

// flybomb-A, 5x5, seed 7 (spec/systems/flybomb.md FB-5 worked example and
// examples/records/flybomb-a-5x5.tgr): black's random flybomb at its turn 4,
// white's at its turn 1; 2 chosen ones each.
TEST(Turns, FlybombChosenAndRandomFromTheSeed) {
  Position p(*BoardSize::make(5), parse_ruleset("flybomb-A"));
  p.flybomb.seed = 7;
  auto play = [&](Side s, MoveKind k, Point q) {
    const MoveOutcome o = reference().play(p, Move{s, k, q});
    ASSERT_TRUE(o.legal()) << reason_kind_name(o.reason.kind);
    p = *o.after;
  };
  play(Side::Black, MoveKind::Stone, Point{-2, 2});
  // Move 2: black's chosen flybomb is offered.
  const Graph offer = explain_point(reference(), p, Point{0, 0}, LabelSet::Integer);
  const Node* chosen = find_title(offer, "move 2: black's chosen flybomb (tris) is offered, turn 1");
  ASSERT_NE(chosen, nullptr);
  EXPECT_TRUE(cites(*chosen, "D-70"));
  EXPECT_TRUE(has_line(*chosen, "black has 2 chosen flybombs left of 2"));
  EXPECT_TRUE(has_line(*chosen, "a white stone instead would decline it"));
  EXPECT_TRUE(has_line(*chosen, "black: turn 4; white: turn 1"));
  EXPECT_EQ(mark_of(*chosen, Mark::Played)->points, (std::vector<Point>{{-2, 2}}));
  play(Side::Black, MoveKind::Tris, Point{0, 0});
  // Move 3: white's stone; move 2 was a flybomb.
  const Graph at3 = explain_point(reference(), p, Point{2, 2}, LabelSet::Integer);
  const Node* stone = find_title(at3, "move 3: white's stone");
  ASSERT_NE(stone, nullptr);
  EXPECT_TRUE(has_line(*stone, "move 2 was a flybomb"));
  play(Side::White, MoveKind::Stone, Point{2, 2});
  // Move 4: white's random flybomb, drawn by the seed for white's turn 1.
  for (const Engine* e : {&reference(), &optimized()}) {
    const Graph g = explain_move(*e, p, Move{Side::White, MoveKind::Tris, Point{2, -2}}, LabelSet::Integer);
    const Node* random = find_title(g, "move 4: white's random flybomb (tris), turn 1");
    ASSERT_NE(random, nullptr) << e->name();
    EXPECT_TRUE(cites(*random, "D-71"));
    EXPECT_TRUE(cites(*random, "FB-5.2"));
    EXPECT_TRUE(has_line(*random, "the seed drew white's turn 1"));
  }
  // Black's stone now would be the wrong slot: the graph says whose move it is.
  const Graph wrong = explain_move(reference(), p, Move{Side::Black, MoveKind::Stone, Point{1, 1}}, LabelSet::Integer);
  EXPECT_NE(wrong.nodes[0].title.find("wrong-slot"), std::string::npos);
  ASSERT_NE(find_title(wrong, "white's random flybomb"), nullptr);
}

// ---- Art. 10: the exact earlier position ----

// ko-5x5.pos: recapturing at (0,1) with move 13 brings back the board on
// which move 12 was to be played ('seen: 12'), not that of move 11.
TEST(Repetition, NamesTheEarlierPositionThatRecurs) {
  const Position p = example("ko-5x5.pos");
  const Move m{Side::Black, MoveKind::Stone, Point{0, 1}};
  for (const Engine* e : {&reference(), &optimized()}) {
    const MoveOutcome o = e->play(p, m);
    EXPECT_EQ(o.illegal, Illegal::Repetition) << e->name();
    EXPECT_EQ(o.repeated_move, 12) << e->name();
  }
  const Graph g = explain_point(reference(), p, Point{0, 1}, LabelSet::Integer);
  const Node* n = find_title(g, "it brings back the position before move 12");
  ASSERT_NE(n, nullptr);
  ASSERT_TRUE(n->diagram);
  EXPECT_EQ(n->diagram->board, p.history[1].board);
  EXPECT_TRUE(cites(*n, "D-12"));
  EXPECT_TRUE(has_line(*n, "the latest such position of the game"));
  // A legal move repeats nothing.
  EXPECT_EQ(reference().play(p, Move{Side::Black, MoveKind::Stone, Point{2, 2}}).repeated_move, 0);
}

// ---- tris_forbid=any (2019 Art. 6): the mover's own tiger's mouth ----

// Black's stones at (-1,1) and (1,1) close the top-edge point (0,1) on two
// sides with the edge; under tris_forbid=any black's own mouth forbids
// black's tris there. The card named the opponent's (white) mouth "of none"
// before: it looked only for the opponent's stones.
TEST(TrisForbidAny, OwnTigersMouthNamesTheMoversStones) {
  const Position p = parse_position("rules: trisgo-2026/tris_forbid=any\nsize: 3\nnext: 9\nboard:\nX.X\n...\n...\n", "own-mouth");
  for (const Engine* e : {&reference(), &optimized()}) {
    const Graph g = explain_point(*e, p, Point{0, 1}, LabelSet::Integer);
    const Node* mouth = find_title(g, "the black tiger's mouth of -1,1 1,1");
    ASSERT_NE(mouth, nullptr) << e->name();
    EXPECT_TRUE(has_line(*mouth, "the mover's own stones close the point on 2 sides"));
  }
}

}  // namespace
}  // namespace tg::explain
