#pragma once
// Engines that hold state (a program over GTP has one position at a time)
// shared by the threads of a search (issue 28): each calling thread is given
// one engine of the pool for its own, so that with `trisgo diff --jobs J`
// J programs answer side by side, as the J threads of the in-process side
// work, and each program's answers kept for its latest positions
// (RemoteEngine's batch) serve the one thread that asks about them.
// More threads than engines share them, one call at a time each. Engines
// beyond the first are made when a thread first needs one, so a search that
// uses one thread starts one program (and never asks an idle one to quit).
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "vocab/engine.h"

namespace tg::gtp {

class EnginePool : public Engine {
 public:
  using Factory = std::function<std::unique_ptr<Engine>()>;
  // `first` and up to size - 1 more made by `more` (what it throws reaches
  // the caller that needed the engine); all answer alike (the answers do not
  // depend on which engine a thread is given).
  EnginePool(std::unique_ptr<Engine> first, Factory more, int size);

  std::string name() const override;
  Analysis analyze(const Position& p) const override;
  MoveOutcome play(const Position& p, const Move& m) const override;
  std::vector<Move> legal_moves(const Position& p) const override;
  std::vector<Successor> successors(const Position& p) const override;
  bool ended(const Position& p) const override;
  Score score(const Position& p, const std::vector<Point>& dead) const override;

  std::size_t size() const { return slots_.size(); }

 private:
  struct Slot {
    std::unique_ptr<Engine> engine;  // null until a thread needs it
    std::mutex busy;          // held for each call
    std::thread::id owner{};  // the thread it was given to; none yet
  };
  // The calling thread's engine, locked for one call.
  struct Lease {
    std::unique_lock<std::mutex> lock;
    const Engine& engine;
  };
  Lease lease() const;

  Factory more_;
  std::vector<std::unique_ptr<Slot>> slots_;
  mutable std::mutex assign_;  // guards the owners
};

}  // namespace tg::gtp
