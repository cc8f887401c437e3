#include "gtp/game.h"

#include <stdexcept>

#include "vocab/labels.h"

namespace tg::gtp {

GameState::GameState(const Engine& engine, Ruleset rules, BoardSize size)
    : engine_(engine), rules_(rules), size_(size), start_(size, rules), position_(size, rules) {}

void GameState::clear() {
  start_ = Position(size_, rules_);
  setup_.clear();
  free_order_ = false;
  position_ = start_;
  before_.clear();
  moves_.clear();
}

void GameState::set_size(BoardSize size) {
  size_ = size;
  clear();
}

void GameState::set_rules(const Ruleset& r) {
  rules_ = r;
  clear();
}

void GameState::set_komi_quarters(int quarters) {
  rules_.komi_quarters = quarters;
  start_.rules.komi_quarters = quarters;
  position_.rules.komi_quarters = quarters;
  for (Position& p : before_) p.rules.komi_quarters = quarters;
}

MoveOutcome GameState::play(const Move& m) {
  Position here = position_;
  // A plain-Go record from other software (free order) may have one side
  // move twice; the alternate order's period is 2, so a shift of the move
  // number by one gives the slot of the side written and changes nothing
  // else (as cli/replay.cpp does).
  if (free_order_ && here.to_move().side != m.side) here.next_move += 1;
  MoveOutcome o = engine_.play(here, m);
  if (o.legal()) {
    before_.push_back(position_);
    moves_.push_back(m);
    position_ = *o.after;
  }
  return o;
}

bool GameState::undo() {
  if (moves_.empty()) return false;
  position_ = before_.back();
  before_.pop_back();
  moves_.pop_back();
  return true;
}

void GameState::load(const Record& r, int until) {
  rules_ = r.rules;
  size_ = r.size;
  clear();
  free_order_ = r.free_order;
  setup_ = r.setup;
  for (const auto& [point, piece] : r.setup) start_.board.set(point, piece);
  start_.next_move = r.first_move;
  position_ = start_;
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    if (until > 0 && r.move_number(i) >= until) break;
    MoveOutcome o = play(r.moves[i].move);
    if (!o.legal())
      throw std::invalid_argument("move " + std::to_string(r.move_number(i)) + " is illegal: " +
                                  std::string(illegal_name(o.illegal)) + " (" +
                                  std::string(illegal_article(o.illegal)) + ")");
  }
}

void GameState::set_up(const Position& p) {
  rules_ = p.rules;
  size_ = p.board.size();
  clear();
  for (int i = 0; i < size_.points(); ++i)
    if (p.board.at_index(i) != Piece::Empty) setup_.emplace_back(size_.point(i), p.board.at_index(i));
  start_ = p;
  position_ = p;
}

Record GameState::record() const {
  Record r;
  r.rules = rules_;
  r.size = size_;
  r.setup = setup_;
  r.first_move = start_.next_move;
  r.free_order = free_order_;
  for (const Move& m : moves_) r.moves.push_back(RecordedMove{m, {}});
  return r;
}

}  // namespace tg::gtp
