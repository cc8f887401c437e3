#include "bindings/c/game.h"

#include <random>
#include <stdexcept>

#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/sgf.h"

namespace tg::bindings {

const Engine& engine_of(EngineChoice choice) {
  static const std::unique_ptr<Engine> optimized = opt::make_optimized_engine();
  static const std::unique_ptr<Engine> reference = ref::make_reference_engine();
  return choice == EngineChoice::Reference ? *reference : *optimized;
}

Record parse_record_text(std::string_view text, const std::string& file_name) {
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  const bool sgf = first != std::string_view::npos && text[first] == '(';
  return sgf ? parse_sgf(text, file_name) : parse_record(text, file_name);
}

namespace {

BoardSize checked_size(int n) {
  std::optional<BoardSize> size = BoardSize::make(n);
  if (!size) throw std::invalid_argument("board size " + std::to_string(n) + ": must be odd, from 3 to 19");
  return *size;
}

}  // namespace

Game::Game(const Ruleset& rules, int size, EngineChoice engine) : state_(engine_of(engine), rules, checked_size(size)) {
  // An engine that does not implement the ruleset says so now (EngineLimit),
  // not at the first move.
  static_cast<void>(state_.engine().ended(state_.position()));
}

Game::Game(const Record& record, EngineChoice engine) : state_(engine_of(engine), record.rules, record.size) {
  static_cast<void>(state_.engine().ended(state_.position()));
  state_.load(record);
}

Game::Game(const Position& start, EngineChoice engine)
    : state_(engine_of(engine), start.rules, start.board.size()) {
  static_cast<void>(state_.engine().ended(start));
  state_.set_up(start);
}

MoveOutcome Game::play(const Move& m) {
  MoveOutcome o = state_.play(m);
  if (o.legal()) analysis_.reset();
  return o;
}

bool Game::undo() {
  if (!state_.undo()) return false;
  analysis_.reset();
  return true;
}

std::vector<Move> Game::legal_moves() const { return engine().legal_moves(position()); }

bool Game::ended() const { return engine().ended(position()); }

const Analysis& Game::analysis() {
  if (!analysis_) analysis_ = engine().analyze(position());
  return *analysis_;
}

Score Game::score(const std::vector<Point>& dead) const { return engine().score(position(), dead); }

conformance::PerftResult Game::perft(int depth, bool no_pass) const {
  conformance::PerftOptions options;
  options.depth = depth;
  options.no_pass = no_pass;
  return conformance::perft(engine(), position(), options);
}

long Game::random_playout(std::uint64_t seed, long max_moves) {
  std::mt19937_64 rng(seed);
  long played = 0;
  while (played < max_moves && !ended()) {
    std::vector<Move> moves = legal_moves();
    if (moves.empty()) break;
    play(moves[rng() % moves.size()]);
    ++played;
  }
  return played;
}

Record Game::record() const { return state_.record(); }

std::string Game::record_text(bool sgf) const {
  Record r = record();
  return sgf ? print_sgf(r) : print_record(r);
}

}  // namespace tg::bindings
