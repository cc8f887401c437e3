#include "vocab/game_state.h"

#include <optional>
#include <stdexcept>

namespace tg {

MoveSummary summary_of(const Successor& s) {
  return MoveSummary{s.move, s.captured, s.attribute_changes, s.cascade_steps, s.ended};
}

namespace {

// One position of the stack, with what is asked of it on every visit, and
// the successors last listed there: playing one of them takes its position
// and end from the list, so a walk over an engine over GTP asks no more
// than successors() of each position it expands, as the walk over
// Positions did.
struct Frame {
  Position position;
  Slot slot;
  std::optional<bool> ended;
  std::vector<Successor> listed;
};

class CopyingGameState final : public GameState {
 public:
  CopyingGameState(const Engine& engine, const Position& start, MoveSummariesFn summaries)
      : engine_(engine), summaries_(summaries) {
    push(start, std::nullopt);
  }

  const Position& position() const override { return frames_.back().position; }
  Slot to_move() const override { return frames_.back().slot; }
  bool ended() const override {
    Frame& f = frames_.back();
    if (!f.ended) f.ended = engine_.ended(f.position);
    return *f.ended;
  }
  void legal_moves(std::vector<Move>& out) override {
    out.clear();
    for (const Move& m : engine_.legal_moves(frames_.back().position)) out.push_back(m);
  }
  void move_summaries(std::vector<MoveSummary>& out) override {
    Frame& f = frames_.back();
    if (summaries_) {
      summaries_(f.position, out);
      return;
    }
    f.listed = engine_.successors(f.position);
    out.clear();
    for (const Successor& s : f.listed) out.push_back(summary_of(s));
  }
  Illegal play(const Move& m) override {
    Frame& f = frames_.back();
    for (Successor& s : f.listed)
      if (s.move == m) {
        push(s.after, s.ended);
        return Illegal::None;
      }
    MoveOutcome o = engine_.play(f.position, m);
    if (!o.legal()) return o.illegal;
    push(std::move(*o.after), std::nullopt);
    return Illegal::None;
  }
  MoveOutcome outcome(const Move& m) override { return engine_.play(frames_.back().position, m); }
  void undo() override {
    if (frames_.size() < 2) throw std::logic_error("GameState::undo: no move to take back");
    frames_.pop_back();
  }
  std::size_t depth() const override { return frames_.size() - 1; }

 private:
  void push(Position p, std::optional<bool> ended) {
    const Slot slot = p.to_move();
    frames_.push_back(Frame{std::move(p), slot, ended, {}});
  }
  const Engine& engine_;
  MoveSummariesFn summaries_;
  mutable std::vector<Frame> frames_;  // ended() fills a frame's end when first asked
};

}  // namespace

std::unique_ptr<GameState> copying_game_state(const Engine& engine, const Position& start,
                                              MoveSummariesFn summaries) {
  return std::make_unique<CopyingGameState>(engine, start, summaries);
}

std::unique_ptr<GameState> Engine::start(const Position& p) const { return copying_game_state(*this, p); }

}  // namespace tg
