#include "gtp/engine_pool.h"

#include <functional>
#include <stdexcept>

namespace tg::gtp {

EnginePool::EnginePool(std::unique_ptr<Engine> first, Factory more, int size) : more_(std::move(more)) {
  if (!first || size < 1) throw std::invalid_argument("an engine pool needs an engine");
  for (int k = 0; k < size; ++k) slots_.push_back(std::make_unique<Slot>());
  slots_.front()->engine = std::move(first);
}

EnginePool::Lease EnginePool::lease() const {
  const std::thread::id me = std::this_thread::get_id();
  Slot* mine = nullptr;
  {
    std::lock_guard<std::mutex> l(assign_);
    for (const auto& s : slots_)
      if (s->owner == me) mine = s.get();
    if (!mine)
      for (const auto& s : slots_)
        if (s->owner == std::thread::id{}) {
          s->owner = me;
          mine = s.get();
          break;
        }
    // More threads than engines: a thread without its own shares one.
    if (!mine) mine = slots_[std::hash<std::thread::id>{}(me) % slots_.size()].get();
  }
  std::unique_lock<std::mutex> busy(mine->busy);
  if (!mine->engine) mine->engine = more_();
  return Lease{std::move(busy), *mine->engine};
}

std::string EnginePool::name() const { return slots_.front()->engine->name(); }
Analysis EnginePool::analyze(const Position& p) const { return lease().engine.analyze(p); }
MoveOutcome EnginePool::play(const Position& p, const Move& m) const { return lease().engine.play(p, m); }
std::vector<Move> EnginePool::legal_moves(const Position& p) const { return lease().engine.legal_moves(p); }
std::vector<Successor> EnginePool::successors(const Position& p) const { return lease().engine.successors(p); }
bool EnginePool::ended(const Position& p) const { return lease().engine.ended(p); }
Score EnginePool::score(const Position& p, const std::vector<Point>& dead) const { return lease().engine.score(p, dead); }

}  // namespace tg::gtp
