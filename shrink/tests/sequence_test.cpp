// The sequence steps of the shrinking library (shrink/sequence.h) on
// integers, with predicates whose smallest sequences are known.
#include "shrink/sequence.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <vector>

namespace tg::shrink {
namespace {

using Ints = std::vector<int>;

bool has(const Ints& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// Keeps a candidate that still holds 3 and 7; counts the questions.
KeepIf<int> holding_3_and_7(int& asked) {
  return [&asked](const Ints& c) -> std::optional<Ints> {
    ++asked;
    if (has(c, 3) && has(c, 7)) return c;
    return std::nullopt;
  };
}

TEST(ShrinkSequence, HalvingScheduleLeavesOnlyWhatThePredicateNeeds) {
  Ints v;
  for (int i = 0; i < 40; ++i) v.push_back(i);
  int asked = 0;
  remove_chunks_halving(v, 4, holding_3_and_7(asked));
  EXPECT_EQ(v, (Ints{3, 7}));
  EXPECT_LT(asked, 120);  // chunks first: far fewer questions than items squared
}

TEST(ShrinkSequence, OneChunkPassWithDisjointOrOverlappingChunks) {
  const KeepIf<int> holding_2_and_5 = [](const Ints& c) -> std::optional<Ints> {
    if (has(c, 2) && has(c, 5)) return c;
    return std::nullopt;
  };
  // Disjoint chunks of 2: {0,1} and {6,7} go, {2,3} and {4,5} cannot.
  Ints v{0, 1, 2, 3, 4, 5, 6, 7};
  EXPECT_TRUE(remove_chunks(v, 2, 2, holding_2_and_5));
  EXPECT_EQ(v, (Ints{2, 3, 4, 5}));
  // Chunks of 2 starting anywhere: {3,4} goes as well.
  Ints w{0, 1, 2, 3, 4, 5, 6, 7};
  EXPECT_TRUE(remove_chunks(w, 2, 1, holding_2_and_5));
  EXPECT_EQ(w, (Ints{2, 5}));
  EXPECT_FALSE(remove_chunks(w, 2, 1, holding_2_and_5));
}

TEST(ShrinkSequence, TheKeptSequenceIsTheCallersAnswer) {
  // A caller may keep a variant of the candidate (verify keeps the replayed
  // moves, cut where the finding shows): here the prefix up to the first 5.
  Ints v{1, 5, 2, 5, 3};
  const KeepIf<int> keep = [](const Ints& c) -> std::optional<Ints> {
    auto five = std::find(c.begin(), c.end(), 5);
    if (five == c.end()) return std::nullopt;
    return Ints(c.begin(), five + 1);
  };
  remove_chunks_halving(v, 1, keep);
  EXPECT_EQ(v, (Ints{5}));
}

TEST(ShrinkSequence, AllElseEachOldestFirst) {
  int asked = 0;
  Ints v{3, 1, 7, 2};
  EXPECT_TRUE(remove_all_else_each(v, holding_3_and_7(asked)));
  EXPECT_EQ(v, (Ints{3, 7}));
  EXPECT_EQ(asked, 1 + 4);  // all at once (no), then each of the four in turn
  Ints none{1, 2};
  asked = 0;
  const KeepIf<int> always = [&asked](const Ints& c) -> std::optional<Ints> {
    ++asked;
    return c;
  };
  EXPECT_TRUE(remove_all_else_each(none, always));
  EXPECT_TRUE(none.empty());
  EXPECT_EQ(asked, 1);
  EXPECT_FALSE(remove_all_else_each(none, always));
}

}  // namespace
}  // namespace tg::shrink
