// The engine pool (gtp/engine_pool.h): each thread of a search is given an
// engine of its own while there are enough, so J programs over GTP answer
// side by side and each one's kept batch answers serve one thread; threads
// beyond the pool share, and every call is answered.
#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>

#include "gtp/engine_pool.h"
#include "reference/reference_engine.h"

namespace {

// The reference engine, noting which threads called it and whether two
// calls ever overlapped (an engine over GTP has one position at a time).
class Noting : public tg::Engine {
 public:
  std::string name() const override { return "noting"; }
  tg::Analysis analyze(const tg::Position& p) const override {
    Call c(*this);
    return inner_->analyze(p);
  }
  tg::MoveOutcome play(const tg::Position& p, const tg::Move& m) const override {
    Call c(*this);
    return inner_->play(p, m);
  }
  std::vector<tg::Move> legal_moves(const tg::Position& p) const override {
    Call c(*this);
    return inner_->legal_moves(p);
  }
  bool ended(const tg::Position& p) const override {
    Call c(*this);
    return inner_->ended(p);
  }
  tg::Score score(const tg::Position& p, const std::vector<tg::Point>& dead) const override {
    Call c(*this);
    return inner_->score(p, dead);
  }
  std::set<std::thread::id> threads() const {
    std::lock_guard<std::mutex> l(m_);
    return threads_;
  }
  int calls() const { return calls_.load(); }
  bool overlapped() const { return overlapped_.load(); }

 private:
  struct Call {
    explicit Call(const Noting& n) : n_(n) {
      if (n_.inside_.fetch_add(1) != 0) n_.overlapped_ = true;
      ++n_.calls_;
      std::lock_guard<std::mutex> l(n_.m_);
      n_.threads_.insert(std::this_thread::get_id());
    }
    ~Call() { --n_.inside_; }
    const Noting& n_;
  };
  std::unique_ptr<tg::Engine> inner_ = tg::ref::make_reference_engine();
  mutable std::mutex m_;
  mutable std::set<std::thread::id> threads_;
  mutable std::atomic<int> calls_{0}, inside_{0};
  mutable std::atomic<bool> overlapped_{false};
};

struct Pool {
  std::vector<const Noting*> engines;
  std::unique_ptr<tg::gtp::EnginePool> pool;
  std::mutex made;
  explicit Pool(int n) {
    auto first = std::make_unique<Noting>();
    engines.push_back(first.get());
    pool = std::make_unique<tg::gtp::EnginePool>(std::move(first), [this]() -> std::unique_ptr<tg::Engine> {
      auto e = std::make_unique<Noting>();
      std::lock_guard<std::mutex> l(made);
      engines.push_back(e.get());
      return e;
    }, n);
  }
  // `threads` threads, each asking about a few positions.
  void ask(int threads) {
    const tg::Position start(*tg::BoardSize::make(5), tg::parse_ruleset("trisgo-2026"));
    std::vector<std::thread> ts;
    for (int t = 0; t < threads; ++t)
      ts.emplace_back([&] {
        for (int i = 0; i < 20; ++i) {
          const tg::Analysis a = pool->analyze(start);
          EXPECT_FALSE(a.ended);
          const std::vector<tg::Move> moves = pool->legal_moves(start);
          ASSERT_FALSE(moves.empty());
          EXPECT_TRUE(pool->play(start, moves.front()).legal());
        }
      });
    for (auto& t : ts) t.join();
  }
};

TEST(GtpEnginePool, EachThreadHasAnEngineOfItsOwn) {
  Pool p(3);
  p.ask(3);
  ASSERT_EQ(p.engines.size(), 3u);
  std::set<std::thread::id> seen;
  for (const Noting* e : p.engines) {
    const std::set<std::thread::id> threads = e->threads();
    EXPECT_EQ(threads.size(), 1u) << "an engine was asked by more than one thread";
    EXPECT_EQ(e->calls(), 60);
    seen.insert(threads.begin(), threads.end());
  }
  EXPECT_EQ(seen.size(), 3u);
}

TEST(GtpEnginePool, MoreThreadsThanEnginesShareThemOneCallAtATime) {
  Pool p(2);
  p.ask(5);
  int calls = 0;
  for (const Noting* e : p.engines) {
    calls += e->calls();
    EXPECT_FALSE(e->overlapped()) << "two calls at once on one engine";
  }
  EXPECT_EQ(calls, 5 * 60);
  EXPECT_THROW(tg::gtp::EnginePool(nullptr, {}, 2), std::invalid_argument);
}

TEST(GtpEnginePool, OneThreadStartsOneEngine) {
  // The engines beyond the first are made when a thread needs one: a
  // search on one thread starts one program.
  Pool p(4);
  p.ask(1);
  EXPECT_EQ(p.engines.size(), 1u);
}

}  // namespace
