#include "optimized/game/layer_game_state.h"

#include <optional>
#include <stdexcept>
#include <vector>

#include "optimized/engine/context_questions.h"

namespace tg::opt {
namespace {

struct Frame {
  explicit Frame(const Position& p) : position(p) {}
  Position position;
  Slot slot;
  std::optional<bool> ended;
  Layer layers;
  bool layers_known = false;
};

class LayerGameState final : public GameState {
 public:
  explicit LayerGameState(const Position& start) {
    frames_.push_back(std::make_unique<Frame>(start));
    frames_[0]->slot = start.to_move();
  }

  const Position& position() const override { return top().position; }
  Slot to_move() const override { return top().slot; }
  bool ended() const override {
    Frame& f = top();
    if (!f.ended) f.ended = game_ended(f.position, f.position.rules.move_order());
    return *f.ended;
  }
  void legal_moves(std::vector<Move>& out) override {
    out.clear();
    if (ended()) return;
    legal_moves_at(context(), out);
  }
  void move_summaries(std::vector<MoveSummary>& out) override {
    out.clear();
    if (ended()) return;
    move_summaries_at(context(), out);
  }
  Illegal play(const Move& m) override {
    Frame& f = top();
    Frame& next = spare();
    if (std::optional<MoveOutcome> early = play_unplaced(f.position, m)) {
      if (!early->legal()) return early->illegal;
      // A pass: the board and its layers stay (when known).
      next.layers_known = f.layers_known;
      if (f.layers_known) next.layers = f.layers;
      push(next, std::move(*early->after));
      return Illegal::None;
    }
    MoveOutcome o = play_placed_at(context(), m, &next.layers);
    if (!o.legal()) return o.illegal;
    next.layers_known = true;
    push(next, std::move(*o.after));
    return Illegal::None;
  }
  MoveOutcome outcome(const Move& m) override {
    if (std::optional<MoveOutcome> early = play_unplaced(top().position, m)) return std::move(*early);
    return play_placed_at(context(), m);
  }
  void undo() override {
    if (depth_ == 0) throw std::logic_error("GameState::undo: no move to take back");
    --depth_;
  }
  std::size_t depth() const override { return depth_; }

 private:
  Frame& top() const { return *frames_[depth_]; }
  // The frame above the top, kept from an earlier visit or made now.
  Frame& spare() {
    if (frames_.size() == depth_ + 1) frames_.push_back(std::make_unique<Frame>(top().position));
    return *frames_[depth_ + 1];
  }
  void push(Frame& next, Position&& after) {
    next.position = std::move(after);
    next.slot = next.position.to_move();
    next.ended.reset();
    ++depth_;
  }
  // The top position's context on its layers, derived on first use.
  MoveContext context() {
    Frame& f = top();
    if (!f.layers_known) {
      const Geo& g = Geo::of(f.position.board.size().n());
      f.layers = make_layer(g, stones_of(g, f.position.board), f.position.rules);
      f.layers_known = true;
    }
    return MoveContext(f.position, f.layers);
  }

  std::vector<std::unique_ptr<Frame>> frames_;  // [0, depth_] the walk, above it spares
  std::size_t depth_ = 0;
};

}  // namespace

std::unique_ptr<GameState> layer_game_state(const Position& start) { return std::make_unique<LayerGameState>(start); }

}  // namespace tg::opt
