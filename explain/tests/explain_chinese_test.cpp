// `trisgo explain --lang zh` words its graphs in Chinese (issue 28 item 4):
// the question, every node's title and lines and every edge's label of the
// string, point and private-eye graphs of the bundled examples (TrisGo 2026,
// MengGo 2019's inner regions, MengGo 2013's bonds; a tris capture point, a
// one-liberty eye, a tiger's mouth, a suicide, a repetition, a legal point)
// keep no English word but IDs, option strings, the texts' symbols and point
// labels (text/tests/english_words.h). The English graphs are the goldens'
// (examples/explain/, ctest explain_golden_dot).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "explain/builder.h"
#include "reference/reference_engine.h"
#include "text/phrase.h"
#include "text/tests/english_words.h"
#include "vocab/flybomb_record.h"
#include "vocab/position_text.h"
#include "vocab/record.h"

namespace tg::explain {
namespace {

Position example(const std::string& name) {
  const std::string file = std::string(TRISGO_SOURCE_DIR) + "/examples/positions/" + name;
  std::ifstream in(file);
  std::stringstream s;
  s << in.rdbuf();
  return parse_position(s.str(), file);
}

const Engine& reference() {
  static const std::unique_ptr<Engine> e = ref::make_reference_engine();
  return *e;
}

// What a Chinese graph may keep: english_words.h's names and the Chinese
// set's point labels ("OA", "B二": their letters are no English).
const std::set<std::string>& names() {
  static const std::set<std::string> out = [] {
    std::set<std::string> s = testing::kept_names();
    for (int n = 3; n <= 19; n += 2) {
      const BoardSize size = *BoardSize::make(n);
      for (int i = 0; i < size.points(); ++i) s.insert(format_point(size.point(i), LabelSet::Chinese));
    }
    return s;
  }();
  return out;
}

// The graph's words: its question, titles, lines and edge labels (its
// cites are IDs, its passages the Chinese texts' own words).
std::string words_of(const Graph& g) {
  std::string out = g.question + "\n";
  for (const Node& n : g.nodes) {
    out += n.title + "\n";
    for (const std::string& l : n.lines) out += l + "\n";
  }
  for (const Edge& e : g.edges) out += e.label + "\n";
  return out;
}

std::string english_in(const Graph& g) { return testing::joined(testing::english_words(words_of(g), names())); }

Point at(const std::string& text, const Position& p) { return *parse_point(text, p.board.size()).point; }

// A bundled record (examples/), replayed from its start to just before move
// `number` (or to its end); that move.
std::pair<Position, Move> before_move(const std::string& name, int number) {
  const std::string file = std::string(TRISGO_SOURCE_DIR) + "/examples/" + name;
  std::ifstream in(file);
  std::stringstream s;
  s << in.rdbuf();
  const Record r = parse_record(s.str(), file);
  Position p{r.size};
  p.rules = r.rules;
  for (const auto& [point, piece] : r.setup) p.board.set(point, piece);
  p.next_move = r.first_move;
  std::string problem;
  if (p.rules.order == OrderRule::Flybomb) p.flybomb.seed = flybomb_seed_of(r.tags, &problem);  // D-71
  std::size_t i = 0;
  for (; i < r.moves.size() && r.move_number(i) < number; ++i) p = *reference().play(p, r.moves[i].move).after;
  return {p, i < r.moves.size() ? r.moves[i].move : Move{}};  // past the end: the final position
}

TEST(ExplainChinese, StringGraphsWithoutEnglish) {
  for (const auto& [file, point] : {std::pair{"explain-black-tris-5x5.pos", "O一"},
                                    std::pair{"explain-m19-ring-9x9.pos", "四O"},
                                    std::pair{"explain-m19-eye-7x7.pos", "三O"},
                                    std::pair{"explain-bonds-5x5.pos", "OO"}}) {
    const Position p = example(file);
    const Graph zh = explain_string(reference(), p, at(point, p), LabelSet::Chinese, text::Language::Chinese);
    EXPECT_EQ(english_in(zh), "") << file << ":\n" << words_of(zh);
    // The same graph in English: the same nodes and edges, other words.
    const Graph en = explain_string(reference(), p, at(point, p), LabelSet::Chinese);
    ASSERT_EQ(en.nodes.size(), zh.nodes.size()) << file;
    EXPECT_EQ(en.edges.size(), zh.edges.size()) << file;
    EXPECT_NE(english_in(en), "") << file;
  }
}

TEST(ExplainChinese, PointGraphsWithoutEnglish) {
  for (const auto& [file, point] : {std::pair{"explain-tris-capture-5x5.pos", "OA"},
                                    std::pair{"explain-eye-5x5.pos", "B二"}, std::pair{"explain-tiger-5x5.pos", "OO"},
                                    std::pair{"explain-suicide-5x5.pos", "B二"}, std::pair{"ko-5x5.pos", "O一"},
                                    std::pair{"explain-black-tris-5x5.pos", "AA"}}) {
    const Position p = example(file);
    const Graph zh = explain_point(reference(), p, at(point, p), LabelSet::Chinese, text::Language::Chinese);
    EXPECT_EQ(english_in(zh), "") << file << ":\n" << words_of(zh);
    EXPECT_NE(english_in(explain_point(reference(), p, at(point, p), LabelSet::Chinese)), "") << file;
  }
}

TEST(ExplainChinese, PrivateEyeGraphsWithoutEnglish) {
  // Every black or white string of the examples: with and without a private eye.
  int graphs = 0;
  for (const char* file : {"explain-black-tris-5x5.pos", "explain-m19-eye-7x7.pos", "explain-m19-ring-9x9.pos"}) {
    const Position p = example(file);
    for (const PrivateEyeInfo& e : reference().analyze(p).private_eyes) {
      const Graph zh = explain_eye(reference(), p, e.string.front(), LabelSet::Chinese, text::Language::Chinese);
      EXPECT_EQ(english_in(zh), "") << file << ":\n" << words_of(zh);
      ++graphs;
    }
  }
  EXPECT_GE(graphs, 4);
}

TEST(ExplainChinese, MoveGraphsWithoutEnglish) {
  // A capture with flips, a cascade, an Art. 8 conversion, TrisGomoku's
  // encirclement; a pass and an illegal move.
  for (const auto& [file, number] : {std::pair{"games/demo-9x9.tgr", 57}, std::pair{"games/demo-9x9.tgr", 82},
                                     std::pair{"records/emergency.tgr", 9},
                                     std::pair{"games/gomoku-overrule-5x5.tgr", 12}}) {
    const auto [p, m] = before_move(file, number);
    const Graph zh = explain_move(reference(), p, m, LabelSet::Chinese, text::Language::Chinese);
    EXPECT_EQ(english_in(zh), "") << file << " " << number << ":\n" << words_of(zh);
    EXPECT_GE(zh.nodes.size(), 2u) << file << " " << number;
    EXPECT_NE(english_in(explain_move(reference(), p, m, LabelSet::Chinese)), "") << file;
  }
  const Position p = example("explain-tiger-5x5.pos");
  for (const Move& m : {Move{Side::White, MoveKind::Pass, {}}, Move{Side::White, MoveKind::Tris, Point{0, 0}}}) {
    const Graph zh = explain_move(reference(), p, m, LabelSet::Chinese, text::Language::Chinese);
    EXPECT_EQ(english_in(zh), "") << words_of(zh);
  }
}

TEST(ExplainChinese, ScoreGraphsWithoutEnglish) {
  const Position p = example("tris-5x5.pos");
  const Graph zh = explain_score(reference(), p, LabelSet::Chinese, text::Language::Chinese);
  EXPECT_EQ(english_in(zh), "") << words_of(zh);
  EXPECT_NE(english_in(explain_score(reference(), p, LabelSet::Chinese)), "");
  const auto [five, m] = before_move("games/gomoku-five-5x5.tgr", 1000);
  (void)m;
  const Graph gm = explain_score(reference(), five, LabelSet::Chinese, text::Language::Chinese);
  EXPECT_EQ(english_in(gm), "") << words_of(gm);
}

TEST(ExplainChinese, EndGraphsWithoutEnglish) {
  // Before and after a pass (the passes of the run with their slots), and
  // TrisGomoku's five.
  const Position p = example("tris-5x5.pos");
  const Move pass{p.to_move().side, MoveKind::Pass, {}};
  for (const Move* m : {static_cast<const Move*>(nullptr), &pass}) {
    const Graph zh = explain_end(reference(), p, LabelSet::Chinese, m, text::Language::Chinese);
    EXPECT_EQ(english_in(zh), "") << words_of(zh);
    EXPECT_GE(zh.nodes.size(), 2u);
    EXPECT_NE(english_in(explain_end(reference(), p, LabelSet::Chinese, m)), "");
  }
  const auto [five, m] = before_move("games/gomoku-five-5x5.tgr", 1000);
  (void)m;
  const Graph gm = explain_end(reference(), five, LabelSet::Chinese, nullptr, text::Language::Chinese);
  EXPECT_EQ(english_in(gm), "") << words_of(gm);
}

// Whether the graph has the "whose move" node (explain_turn.cpp), by its edge.
bool has_turn_node(const Graph& g) {
  const std::string label = text::render(text::phrase(text::PhraseKind::ExplainTurnEdge), LabelSet::Chinese,
                                         text::chinese_phrases());
  for (const Edge& e : g.edges)
    if (e.label == label) return true;
  return false;
}

TEST(ExplainChinese, TurnNodesWithoutEnglish) {
  // FlybombGo: the chosen flybomb offered, a random one, a stone after a
  // flybomb, a stone with none due; MengGo 2013's seats before and after
  // move 60.
  int turns = 0;
  for (const auto& [file, number] : {std::pair{"records/flybomb-a-5x5.tgr", 2}, std::pair{"records/flybomb-a-5x5.tgr", 4},
                                     std::pair{"records/flybomb-a-5x5.tgr", 5}, std::pair{"records/flybomb-a-5x5.tgr", 7},
                                     std::pair{"records/menggo2013-team.tgr", 63},
                                     std::pair{"records/menggo2013-team.tgr", 66}}) {
    const auto [p, m] = before_move(file, number);
    const Graph zh = explain_move(reference(), p, m, LabelSet::Chinese, text::Language::Chinese);
    EXPECT_EQ(english_in(zh), "") << file << " " << number << ":\n" << words_of(zh);
    turns += has_turn_node(zh);
  }
  EXPECT_EQ(turns, 6);
  // MengGo 2019's rounds and cycle, MengGo 2013's cycle and two-player
  // form: the slot to move, asked at an empty point.
  std::string board = "board:\n";
  for (int row = 0; row < 9; ++row) board += ".........\n";
  for (const char* rules : {"menggo-2019", "menggo-2013", "menggo-2013/order=menggo-2013-two"}) {
    for (int next : {9, 61, 63, 68}) {
      const Position p =
          parse_position("rules: " + std::string(rules) + "\nnext: " + std::to_string(next) + "\n" + board, "test");
      const Graph zh = explain_point(reference(), p, Point{0, 0}, LabelSet::Chinese, text::Language::Chinese);
      EXPECT_EQ(english_in(zh), "") << rules << " " << next << ":\n" << words_of(zh);
      EXPECT_TRUE(has_turn_node(zh)) << rules << " " << next;
    }
  }
}

}  // namespace
}  // namespace tg::explain
