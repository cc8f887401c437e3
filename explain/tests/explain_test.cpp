// The explanation graphs of the bundled examples (examples/positions/explain-*)
// say what the rules say, with the right pieces and IDs; the writers are
// deterministic; Graphviz failures are errors, not empty pictures.
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <thread>

#include "explain/board_svg.h"
#include "explain/builder.h"
#include "explain/builder_support.h"
#include "explain/dot.h"
#include "explain/graph_svg.h"
#include "explain/json.h"
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

Point at(const std::string& text, const Position& p) { return *parse_point(text, p.board.size()).point; }

const Node* find_title(const Graph& g, const std::string& part) {
  for (const Node& n : g.nodes)
    if (n.title.find(part) != std::string::npos) return &n;
  return nullptr;
}

bool cites(const Node& n, const std::string& id) {
  return std::find(n.cites.begin(), n.cites.end(), id) != n.cites.end();
}

const Engine& reference_engine() {
  static const std::unique_ptr<Engine> e = ref::make_reference_engine();
  return *e;
}
#define kReference reference_engine()

// why: the tris 01 touches the black string a2 b1 a1 (private eye b2) and the
// white stone 00 (no closed region of white at all): By 1 > Wy 0, TG-6.2.1.
TEST(ExplainString, BlackTrisDownToThePrivateEye) {
  const Position p = example("explain-black-tris-5x5.pos");
  const Graph g = explain_string(kReference, p, at("01", p), LabelSet::Letter);
  ASSERT_GE(g.nodes.size(), 5u);
  EXPECT_EQ(g.nodes[0].title, "tris string 01 is black");
  EXPECT_EQ(g.nodes[0].verdict, Verdict::Black);
  const Node* branch = find_title(g, "Art. 6.2.1: By 1 > Wy 0: black");
  ASSERT_NE(branch, nullptr);
  EXPECT_TRUE(cites(*branch, "TG-6.2.1"));
  const Node* black = find_title(g, "black string a2 b1 a1: has a private eye");
  ASSERT_NE(black, nullptr);
  EXPECT_EQ(black->verdict, Verdict::Held);
  const Node* white = find_title(g, "white string 00: no private eye");
  ASSERT_NE(white, nullptr);
  // The reason for "no private eye" when there is no candidate region at all.
  EXPECT_NE(white->lines[1].find("no closed region"), std::string::npos);
  EXPECT_TRUE(cites(*white, "D-01"));
  const Node* eye = find_title(g, "region b2: a private eye");
  ASSERT_NE(eye, nullptr);
  EXPECT_TRUE(cites(*eye, "TG-4.3.3"));
  // The failed candidate's sentence is written in the chosen label set.
  const Node* failed = find_title(g, "fails TG-4.3.3b");
  ASSERT_NE(failed, nullptr);
  // (The engine's "(x,y)" points never reach the card: every line is in the label set.)
  for (const std::string& line : failed->lines)
    for (std::size_t i = 0; i + 1 < line.size(); ++i)
      EXPECT_FALSE(line[i] == '(' && (std::isdigit(static_cast<unsigned char>(line[i + 1])) || line[i + 1] == '-'))
          << line;
  EXPECT_TRUE(std::any_of(failed->lines.begin(), failed->lines.end(),
                          [](const std::string& l) { return l.find("one-liberty eye") != std::string::npos; }));
}

TEST(ExplainString, APointWithoutTrisIsABadQuestionNamingIt) {
  const Position p = example("explain-black-tris-5x5.pos");
  try {
    explain_string(kReference, p, at("a2", p), LabelSet::Letter);
    FAIL() << "no error";
  } catch (const BadQuestion& e) {
    EXPECT_NE(std::string(e.what()).find("a2 holds no tris"), std::string::npos) << e.what();
  }
}

// why: TG-7.1: the white stone 00 has 0a as its last liberty.
TEST(ExplainPoint, TrisCaptureNamesTheString) {
  const Position p = example("explain-tris-capture-5x5.pos");
  const Graph g = explain_point(kReference, p, at("0a", p), LabelSet::Letter);
  ASSERT_EQ(g.nodes.size(), 2u);
  EXPECT_NE(g.nodes[0].title.find("tris-capture (Art. 7.1)"), std::string::npos);
  EXPECT_EQ(g.nodes[1].title, "white string 00: its last liberty is 0a");
  ASSERT_TRUE(g.nodes[1].diagram);
  EXPECT_EQ(g.nodes[1].diagram->highlights[0].points, (std::vector<Point>{Point{0, 0}}));
}

// why: TG-7.2: b2 is black's one-liberty eye, walled by the string a2 b1 a1.
TEST(ExplainPoint, EyeNamesTheEyeAndItsWalls) {
  const Position p = example("explain-eye-5x5.pos");
  const Graph g = explain_point(kReference, p, at("b2", p), LabelSet::Letter);
  ASSERT_EQ(g.nodes.size(), 2u);
  EXPECT_EQ(g.nodes[1].title, "the black one-liberty eye b2");
  EXPECT_TRUE(cites(g.nodes[1], "TG-7.2"));
  EXPECT_EQ(g.nodes[1].diagram->highlights[1].points, (std::vector<Point>{Point{-1, 2}, Point{-2, 1}, Point{-1, 1}}));
}

// why: TG-7.3, D-10 orthogonal: a0 10 01 close 00 on three sides.
TEST(ExplainPoint, TigersMouthNamesItsStones) {
  const Position p = example("explain-tiger-5x5.pos");
  const Graph g = explain_point(kReference, p, at("00", p), LabelSet::Letter);
  ASSERT_EQ(g.nodes.size(), 2u);
  EXPECT_EQ(g.nodes[1].title, "the black tiger's mouth of a0 10 01");
  // A legal point is answered "legal", with no reason below.
  const Graph legal = explain_point(kReference, p, at("22", p), LabelSet::Letter);
  ASSERT_EQ(legal.nodes.size(), 1u);
  EXPECT_NE(legal.nodes[0].title.find("legal"), std::string::npos);
}

// why: TG-13.7/13.8 on tris-5x5 (see trisgo analyze): black 11.5, white 11.5,
// X = 2, komi 3.75: 7.75 vs 11.5 and Y = 23/2 = 11.5, 11.5 vs 15.25.
TEST(ExplainScore, BothFormulasWithTheirNumbers) {
  const Position p = example("tris-5x5.pos");
  const Graph g = explain_score(kReference, p, LabelSet::Chinese);
  const Node* first = find_title(g, "first formula");
  const Node* second = find_title(g, "second formula");
  ASSERT_NE(first, nullptr);
  ASSERT_NE(second, nullptr);
  EXPECT_EQ(first->lines[0], "11.5 - 3.75 = 7.75 vs 11.5: white wins");
  EXPECT_EQ(second->lines[0], "Y = (N - X) / 2 = (25 - 2) / 2 = 11.5");
  EXPECT_EQ(second->lines[1], "black 11.5 vs Y + komi = 15.25: white wins");
  const Node* shared = find_title(g, ": shared");
  ASSERT_NE(shared, nullptr);
  EXPECT_TRUE(cites(*shared, "D-17"));
}

// why: a pass changes nothing: one node, no capture, no change.
TEST(ExplainMove, PassAndIllegal) {
  const Position p = example("explain-tiger-5x5.pos");
  const Graph pass = explain_move(kReference, p, Move{Side::White, MoveKind::Pass, {}}, LabelSet::Letter);
  EXPECT_EQ(pass.nodes.size(), 1u);
  EXPECT_NE(pass.nodes[0].lines[0].find("0 captured"), std::string::npos);
  const Graph bad = explain_move(kReference, p, Move{Side::White, MoveKind::Tris, Point{0, 0}}, LabelSet::Letter);
  EXPECT_NE(bad.nodes[0].title.find("tris-tiger-mouth"), std::string::npos);
}

TEST(ExplainWriters, DotAndJsonAreDeterministicAndEnginesAgree) {
  const Position p = example("explain-black-tris-5x5.pos");
  const std::unique_ptr<Engine> opt_engine = opt::make_optimized_engine();
  const Engine& optimized = *opt_engine;
  const Graph r = explain_string(kReference, p, at("01", p), LabelSet::Chinese);
  const Graph o = explain_string(optimized, p, at("01", p), LabelSet::Chinese);
  EXPECT_EQ(r, o);
  EXPECT_EQ(to_dot(r), to_dot(explain_string(kReference, p, at("01", p), LabelSet::Chinese)));
  EXPECT_NE(to_dot(r).find("n2 -> n3 [label=\"counts in By\"]"), std::string::npos);
  EXPECT_EQ(to_json(r)["nodes"].size(), r.nodes.size());
}

TEST(ExplainSvg, EveryNodeDrawnAndAMissingDotIsAnError) {
  const Position p = example("explain-tris-capture-5x5.pos");
  const Graph g = explain_point(kReference, p, at("0a", p), LabelSet::Letter);
  const std::string svg = graph_svg(g);
  for (const Node& n : g.nodes) EXPECT_NE(svg.find("id=\"" + n.id + "\""), std::string::npos);
  setenv("TRISGO_DOT", "/nonexistent/dot", 1);
  EXPECT_THROW(graph_svg(g), GraphvizError);
  unsetenv("TRISGO_DOT");
}

// A Graphviz that hangs (and starts a child that would outlive it) is
// stopped at TRISGO_DOT_TIMEOUT, with its child, and named (issue 36).
TEST(ExplainSvg, AHungDotIsStoppedWithItsChildren) {
  const Position p = example("explain-tris-capture-5x5.pos");
  const Graph g = explain_point(kReference, p, at("0a", p), LabelSet::Letter);
  const std::string dir = ::testing::TempDir();
  const std::string script = dir + "/hung_dot.sh", pidfile = dir + "/hung_dot.pid";
  {
    std::ofstream f(script);
    f << "#!/bin/sh\nsleep 600 &\necho $! > '" << pidfile << "'\nwait\n";
  }
  chmod(script.c_str(), 0755);
  setenv("TRISGO_DOT", script.c_str(), 1);
  setenv("TRISGO_DOT_TIMEOUT", "1", 1);
  const auto start = std::chrono::steady_clock::now();
  try {
    (void)graph_svg(g);
    ADD_FAILURE() << "a hung dot gave a picture";
  } catch (const GraphvizError& e) {
    EXPECT_NE(std::string(e.what()).find("did not finish within 1 s"), std::string::npos) << e.what();
  }
  unsetenv("TRISGO_DOT");
  unsetenv("TRISGO_DOT_TIMEOUT");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(4));
  std::ifstream pids(pidfile);
  pid_t child = 0;
  ASSERT_TRUE(pids >> child);
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  std::ifstream stat("/proc/" + std::to_string(child) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  const std::size_t paren = text.rfind(')');
  EXPECT_TRUE(text.empty() || (paren != std::string::npos && text[paren + 2] == 'Z')) << "dot's child outlived it: " << text;
  if (!text.empty()) kill(child, SIGKILL);
}

}  // namespace
}  // namespace tg::explain
