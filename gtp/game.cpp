#include "gtp/game.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "vocab/labels.h"
#include "vocab/sgf.h"

namespace tg::gtp {

GameState::GameState(const Engine& engine, Ruleset rules, BoardSize size)
    : engine_(engine), rules_(rules), size_(size), start_(size, rules), position_(size, rules) {}

void GameState::clear() {
  start_ = Position(size_, rules_);
  setup_.clear();
  free_order_ = false;
  handicap_ = 0;
  position_ = start_;
  before_.clear();
  moves_.clear();
  shifted_.clear();
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

bool GameState::free_play() const { return rules_.game == Game::Go && rules_.order == OrderRule::Alternate; }

Position GameState::turn_of(Side side) const {
  // A plain-Go record from other software (free order) may have one side
  // move twice, and so may a GTP session under plain Go (D-150).
  if (!free_play() && !free_order_) return position_;
  Position here = free_order_turn(position_, side);
  // D-151: under plain Go a GTP session goes on after two passes; the pass
  // run that ended the game no longer counts (its passes stay moves).
  if (free_play() && engine_.ended(here)) here.passes = 0;
  return here;
}

MoveOutcome GameState::play(const Move& m) {
  const Position here = turn_of(m.side);
  MoveOutcome o = engine_.play(here, m);
  if (o.legal()) {
    before_.push_back(position_);
    moves_.push_back(m);
    shifted_.push_back(here.next_move != position_.next_move);
    position_ = *o.after;
  }
  return o;
}

bool GameState::undo() {
  if (moves_.empty()) return false;
  position_ = before_.back();
  before_.pop_back();
  moves_.pop_back();
  shifted_.pop_back();
  return true;
}

void GameState::set_handicap(const std::vector<Point>& points) {
  if (!free_play()) throw std::invalid_argument("handicap stones are plain Go's");
  if (!moves_.empty() || position_.board.count(Piece::Empty) != size_.points())
    throw std::invalid_argument("board not empty");
  Position start = start_;
  for (Point p : points) {
    if (start.board.at(p) != Piece::Empty) throw std::invalid_argument("a vertex given twice");
    start.board.set(p, Piece::Black);
  }
  // White moves first after a handicap: the alternate order's move 2.
  start.next_move = 2;
  start_ = start;
  position_ = start;
  setup_.clear();
  for (Point p : points) setup_.emplace_back(p, Piece::Black);
  std::sort(setup_.begin(), setup_.end(),
            [&](const auto& a, const auto& b) { return size_.index(a.first) < size_.index(b.first); });
  handicap_ = static_cast<int>(points.size());
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
  // A move in the other side's slot puts the record in free order (D-150).
  r.free_order = free_order_ || std::find(shifted_.begin(), shifted_.end(), true) != shifted_.end();
  // KM beside RU (issue 35): the komi, which GNU Go's loadsgf reads (our
  // readers take the komi from RU, or from KM for a plain-Go file). print_sgf
  // writes the ruleset's komi as KM anyway; a tag is needed only where the
  // file would imply another (plain Go with a komi other than 7.5, written
  // RU[Chinese]KM[6.5]), and one that repeats it would not come back from SGF.
  std::ostringstream komi;
  komi << rules_.komi();
  r.tags.push_back({"Komi", komi.str()});
  if (sgf_komi_tag_is_implied(r)) r.tags.pop_back();
  if (handicap_ > 0) r.tags.push_back({"Handicap", std::to_string(handicap_)});
  for (const Move& m : moves_) r.moves.push_back(RecordedMove{m, {}});
  return r;
}

}  // namespace tg::gtp
