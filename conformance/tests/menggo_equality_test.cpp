// MengGo (the 004 text, preset `menggo`) claims "the same rules as trisgo-2026,
// other record characters" (spec/systems/menggo.md MG-0, D-36). Shown
// mechanically, so that an edit which makes the two differ fails here:
//  - the presets differ in the option `notation` only;
//  - every trisgo-2026 vector of spec/vectors, run with each of its trisgo-2026
//    rulesets given menggo's record characters, gets the same result and the
//    same message from both engines, and its setup the same analysis;
//  - seeded random games: at every position the same analysis, the same legal
//    moves and the same outcome of the move played, under both presets, with
//    both engines; only the records differ (华/花 for 玄).
#include <gtest/gtest.h>

#include <iostream>
#include <random>

#include "conformance/vectors.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/file_io.h"
#include "vocab/record.h"

namespace tg::conformance {
namespace {

// The ruleset with menggo's record characters: the one option by which the
// menggo preset differs from trisgo-2026 (checked by PresetsDifferInNotationOnly).
Ruleset as_menggo(Ruleset r) {
  r.notation = Notation::Menggo;
  return r;
}

// A ruleset the claim is about: trisgo-2026 with or without overrides, TrisGo
// records (the canonical string names the nearest preset, trisgo-2026).
bool is_trisgo_2026(const Ruleset& r) {
  return r.game == Game::Go && r.notation == Notation::Trisgo && nearest_preset(r).name == "trisgo-2026";
}

// The vector with every trisgo-2026 ruleset (setup and `rules` steps) given
// menggo's record characters; false when it holds none.
bool to_menggo(VectorSpec& v) {
  bool changed = false;
  if (is_trisgo_2026(v.setup.rules)) {
    v.setup.rules = as_menggo(v.setup.rules);
    changed = true;
  }
  for (Step& s : v.steps)
    if (auto* rules = std::get_if<step::Rules>(&s); rules && is_trisgo_2026(rules->rules)) {
      rules->rules = as_menggo(rules->rules);
      changed = true;
    }
  return changed;
}

TEST(MenggoEquality, PresetsDifferInNotationOnly) {
  const Preset* trisgo = find_preset("trisgo-2026");
  const Preset* menggo = find_preset("menggo");
  ASSERT_TRUE(trisgo && menggo);
  EXPECT_TRUE(menggo->implemented);
  EXPECT_EQ(as_menggo(trisgo->rules), menggo->rules);
  EXPECT_NE(trisgo->rules, menggo->rules);  // the record characters do differ
  EXPECT_EQ(to_string(as_menggo(trisgo->rules)), "menggo");
}

TEST(MenggoEquality, EveryTrisgoVectorGivesTheSameAnswers) {
  const auto reference = tg::ref::make_reference_engine();
  const auto optimized = tg::opt::make_optimized_engine();
  std::size_t compared = 0;
  for (const std::string& file : vector_files(std::string(TRISGO_SOURCE_DIR) + "/spec/vectors")) {
    for (const VectorSpec& v : parse_vectors(read_file(file, FileKind::Vectors), file)) {
      VectorSpec m = v;
      if (!to_menggo(m)) continue;
      ++compared;
      for (const Engine* e : {reference.get(), optimized.get()}) {
        const VectorResult a = run_vector(v, *e), b = run_vector(m, *e);
        EXPECT_EQ(a.passed, b.passed) << e->name() << " " << file << ":" << v.name;
        EXPECT_EQ(a.message, b.message) << e->name() << " " << file << ":" << v.name;
        EXPECT_EQ(a.line, b.line) << e->name() << " " << file << ":" << v.name;
        EXPECT_EQ(e->analyze(v.setup), e->analyze(m.setup)) << e->name() << " " << file << ":" << v.name;
      }
    }
  }
  // Most of the suite is trisgo-2026 (every art*.vec, contradictions.vec: 116):
  // a filter that let nothing through would prove nothing.
  EXPECT_GE(compared, 100u);
}

// The same outcome but for the ruleset inside the new position.
MoveOutcome without_rules(MoveOutcome o) {
  if (o.after) o.after->rules = Ruleset{};
  return o;
}

// Plays one uniformly random game under trisgo-2026 with `e`, comparing at
// every position what `e` says under trisgo-2026 and under menggo. Returns
// the moves played.
std::vector<Move> compare_along_game(const Engine& e, int size, std::uint64_t seed, int max_moves) {
  std::mt19937_64 rng(seed);
  Position t(*BoardSize::make(size), find_preset("trisgo-2026")->rules);
  std::vector<Move> played;
  for (int k = 0; k < max_moves && !e.ended(t); ++k) {
    Position m = t;
    m.rules = as_menggo(t.rules);
    const std::string where = e.name() + " seed " + std::to_string(seed) + " size " + std::to_string(size) +
                              " move " + std::to_string(t.next_move);
    EXPECT_EQ(e.analyze(t), e.analyze(m)) << where;
    const std::vector<Move> legal = e.legal_moves(t);
    EXPECT_EQ(legal, e.legal_moves(m)) << where;
    if (legal.empty() || ::testing::Test::HasFailure()) break;
    const Move move = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
    const MoveOutcome a = e.play(t, move), b = e.play(m, move);
    EXPECT_EQ(without_rules(a), without_rules(b)) << where;
    if (!a.after) break;
    played.push_back(move);
    t = *a.after;
  }
  Position m = t;
  m.rules = as_menggo(t.rules);
  EXPECT_EQ(e.ended(t), e.ended(m));
  EXPECT_EQ(e.score(t, {}), e.score(m, {}));
  return played;
}

TEST(MenggoEquality, SeededRandomGamesAreTheSameMoveByMove) {
  const auto reference = tg::ref::make_reference_engine();
  const auto optimized = tg::opt::make_optimized_engine();
  long moves = 0;
  // Seeds printed so that a failure can be replayed.
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    std::cout << "menggo equality: seed " << seed << "\n";
    moves += static_cast<long>(compare_along_game(*reference, 5, seed, 120).size());
    moves += static_cast<long>(compare_along_game(*optimized, seed % 2 ? 7 : 9, seed, 200).size());
    if (HasFailure()) return;
  }
  EXPECT_GE(moves, 300);  // the games were played, not cut short
}

// The one difference: the record characters. The same game written under
// menggo uses 华 (black side) and 花 (white side) where trisgo-2026 writes 玄,
// and reads back to the same moves.
TEST(MenggoEquality, OnlyTheRecordCharactersDiffer) {
  const auto optimized = tg::opt::make_optimized_engine();
  const std::vector<Move> moves = compare_along_game(*optimized, 7, 11, 60);
  Record r;
  r.rules = find_preset("trisgo-2026")->rules;
  r.size = *BoardSize::make(7);
  for (const Move& m : moves) r.moves.push_back(RecordedMove{m, {}});
  Record rm = r;
  rm.rules = as_menggo(r.rules);
  const std::string trisgo_text = print_record(r), menggo_text = print_record(rm);
  EXPECT_NE(trisgo_text.find("玄"), std::string::npos);
  EXPECT_EQ(menggo_text.find("玄"), std::string::npos);
  EXPECT_NE(menggo_text.find("华"), std::string::npos);
  EXPECT_NE(menggo_text.find("花"), std::string::npos);
  EXPECT_EQ(parse_record(menggo_text).moves, r.moves);
}

}  // namespace
}  // namespace tg::conformance
