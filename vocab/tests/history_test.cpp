// History (vocab/board.h): the earlier positions as a shared chain (issue 29,
// item 4). It must read exactly like the vector it replaced (order, size,
// back, index, equality), share its entries between copies, and free a long
// chain without one nested destructor per entry.
#include <gtest/gtest.h>

#include <pthread.h>

#include <vector>

#include "vocab/board.h"

namespace tg {
namespace {

SeenPosition seen(int n, int black_at) {
  SeenPosition s{Board(*BoardSize::make(3)), n};
  s.board.set_index(black_at % 9, Piece::Black);
  return s;
}

TEST(History, ReadsLikeTheVectorItReplaced) {
  std::vector<SeenPosition> v;
  History h;
  EXPECT_TRUE(h.empty());
  for (int i = 1; i <= 5; ++i) {
    v.push_back(seen(i, i));
    h.push_back(seen(i, i));
  }
  EXPECT_EQ(h.size(), 5u);
  EXPECT_EQ(h.back(), v.back());
  for (std::size_t i = 0; i < v.size(); ++i) EXPECT_EQ(h[i], v[i]) << i;
  EXPECT_EQ(h.to_vector(), v);  // oldest first, like the vector
  std::vector<int> order;
  for (const SeenPosition& s : h) order.push_back(s.next_move);
  EXPECT_EQ(order, (std::vector<int>{1, 2, 3, 4, 5}));
  EXPECT_EQ(h, History(v));
  v[2].next_move = 9;
  EXPECT_NE(h, History(v));
  EXPECT_THROW(h[5], std::out_of_range);
}

TEST(History, CopiesShareTheirEntriesAndGrowApart) {
  History a;
  for (int i = 1; i <= 3; ++i) a.push_back(seen(i, i));
  History b = a;
  EXPECT_EQ(a.head().get(), b.head().get());  // a copy is one pointer
  b.push_back(seen(4, 4));
  a.push_back(seen(4, 5));
  EXPECT_EQ(a.size(), 4u);
  EXPECT_EQ(b.size(), 4u);
  EXPECT_NE(a, b);  // the last entries differ
  EXPECT_EQ(a.head()->older.get(), b.head()->older.get());  // the first three are shared
  const History c = a.transformed([](SeenPosition& s) { s.next_move += 10; });
  EXPECT_EQ(c[0].next_move, 11);
  EXPECT_EQ(a[0].next_move, 1);  // the original is untouched
}

TEST(History, FreesALongChainWithoutRecursion) {
  // The chain is freed on a thread with a 512 KB stack: one nested
  // destructor per entry (tens of bytes of frame each) overflows it.
  static History h;
  for (int i = 1; i <= 200000; ++i) h.push_back(SeenPosition{Board(*BoardSize::make(3)), i});
  History shared = h;
  h.clear();  // only a reference goes
  EXPECT_EQ(shared.size(), 200000u);
  h = std::move(shared);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 512 * 1024);
  pthread_t thread;
  ASSERT_EQ(pthread_create(&thread, &attr, [](void*) -> void* {
    h.clear();  // the chain goes
    return nullptr;
  }, nullptr), 0);
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
  EXPECT_TRUE(h.empty());
}

}  // namespace
}  // namespace tg
