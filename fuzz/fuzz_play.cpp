// Differential fuzzing of play: a position (board, next move, passes and a
// short history) and a ruleset decoded from the input, then a sequence of
// moves played through both engines, the literal reference
// (tg::ref::ReferenceEngine) and the optimized engine, through the Engine
// interface (vocab/engine.h). After every move played (and at the start):
//   - ended and score (no dead strings) must be equal;
// at the start and at the end of the moves:
//   - legal_moves must be equal (in between the moves are chosen from the
//     optimized engine's list, whose moves the reference must then accept:
//     the reference's legal_moves, one play per empty point, would cost
//     twelve times more, and each position in between is the end of a
//     shorter input, which the fuzzer tries too);
// for every move tried:
//   - the MoveOutcome (legality, reason and sentence, captures, attribute
//     changes, encirclements, cascade, the position after) must be equal;
// at the end, score with one agreed dead string when the input names a stone.
// An exception is an answer too: both engines must throw EngineLimit, or
// neither (a ruleset the engines do not implement: both refuse it).
//
// Input (decode() below; missing bytes read as 0):
//   byte 0      board size 3 + 2 * (b % 3): 3, 5 or 7 (the reference is slow)
//   byte 1      preset: kPresets[b % 9] (every preset of tg::presets())
//   bytes 2..   one byte per switch of kSwitches: b % (values + 1), 0 keeping
//               the preset's value, k the k-th value of the option
//   then        next move 1 + b (1..256); passes b % 4 (at most next - 1);
//               order=flybomb only: the random flybombs' seed b, then a
//               choices byte c; the flybombs thrown before the next move
//               follow from them, so that the state is a consistent one
//               (the engines' domain, as the position parser checks it with
//               flybomb_problem): every random flybomb due is thrown (D-71),
//               and the k-th offered chosen flybomb is thrown when bit
//               k % 8 of c is set, else declined (D-70) (both bytes read
//               under every order);
//               history entries b % 4, each a gap byte (its move number is
//               1 + b % 4 below the previous one's, starting one move
//               before the next move) and two bytes changing the current
//               board (what the gen_position of proptests/ does: the board
//               before a piece was played, a board one piece away, a few
//               changes, the same board); the dead point of the final score
//   then        the board, 2 bits per point in BoardSize::index order, low
//               bits first (0 empty, 1 black, 2 white, 3 tris); TrisGomoku
//               also 2 bits per point of stored attributes (1 black,
//               2 white, else neutral; read on tris points only)
//   then        moves, 2 bytes each, at most kMaxMoves: a selector s and a
//               number v. s % 8 < 6: the legal move v % count (the engines
//               agreed on the list); 6: an arbitrary candidate (kind
//               (s / 8) % 4 of stone, tris, emergency, pass; point v % (n*n + 1),
//               the last one off the board; the wrong side when (s / 32) % 5 == 4),
//               most of them illegal; 7: a pass.
//
// A disagreement prints the starting position and the moves before, the
// position (position text: save it to a .pos file and replay it with
// `trisgo play FILE MOVE --impl reference|optimized`), a labelled diagram,
// the move and both answers on stderr, then aborts: that is the finding.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <functional>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/engine.h"
#include "vocab/engine_json.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"

namespace {

// Enough for captures, cascades, repetitions, emergencies and two-pass ends
// on these small boards; each move costs a legal_moves of both engines (one
// play per empty point), the bulk of the time.
constexpr int kMaxMoves = 12;

constexpr const char* kPresets[] = {"trisgo-2026", "menggo", "go", "trisgomoku", "menggo-2019",
                                    "menggo-2013", "flybomb-A", "flybomb-B", "flybomb-C"};
constexpr int kPresetCount = static_cast<int>(std::size(kPresets));
// Every switch of the decisions register the two families read, in a fixed
// order (the input's byte layout); values come from tg::options().
constexpr const char* kSwitches[] = {
    "order",       "attribute_rule", "eye_inspect", "cascade", "suicide",      "tris_capture_check",
    "tris_forbid", "tiger_mouth",    "emergency",   "repetition", "end",       "dame",
    "komi_formula", "komi",          "encirclement", "double_five", "eye_rule",  "flybombs",
    "flybomb_mode"};
constexpr const char* kKomis[] = {"3.75", "0", "0.5", "7.5", "-2.25"};
constexpr const char* kFlybombCounts[] = {"0", "1", "3", "9"};

class Input {
 public:
  Input(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  int byte() { return pos_ < size_ ? data_[pos_++] : (pos_++, 0); }
  bool empty() const { return pos_ >= size_; }

 private:
  const std::uint8_t* data_;
  std::size_t size_, pos_ = 0;
};

const tg::OptionInfo& option(const std::string& key) {
  for (const tg::OptionInfo& o : tg::options())
    if (o.key == key) return o;
  std::abort();  // kSwitches names an option that does not exist: fix the list
}

tg::Ruleset decode_rules(Input& in) {
  std::string text = kPresets[in.byte() % kPresetCount];
  char sep = '/';
  for (const char* key : kSwitches) {
    std::vector<std::string> values = option(key).values;
    if (values.empty() && std::string(key) == "flybombs") values.assign(std::begin(kFlybombCounts), std::end(kFlybombCounts));
    if (values.empty()) values.assign(std::begin(kKomis), std::end(kKomis));
    const int k = in.byte() % static_cast<int>(values.size() + 1);
    if (k == 0) continue;
    text += sep + std::string(key) + "=" + values[static_cast<std::size_t>(k - 1)];
    sep = ',';
  }
  return tg::parse_ruleset(text);
}

struct Decoded {
  tg::Position start;
  int dead_index = 0;
};

Decoded decode(Input& in) {
  const int n = 3 + 2 * (in.byte() % 3);
  const tg::BoardSize size = *tg::BoardSize::make(n);
  Decoded d{tg::Position(size, decode_rules(in))};
  tg::Position& p = d.start;
  p.next_move = 1 + in.byte();
  p.passes = std::min(p.next_move - 1, in.byte() % 4);
  {
    const std::uint64_t seed = static_cast<std::uint64_t>(in.byte());
    const int choices = in.byte();
    if (p.rules.order == tg::OrderRule::Flybomb) {
      // An inconsistent state (a random flybomb skipped) is outside what the
      // engines answer: each may read it its own way (it was this harness's
      // first "finding").
      p.flybomb = {seed, {}};
      int offers = 0;
      for (int k = 1; k < p.next_move; ++k) {
        const tg::FlybombNext f = tg::flybomb_next(p.rules, size, p.flybomb, k);
        if (f.due == tg::FlybombDue::Random || (f.due == tg::FlybombDue::Chosen && ((choices >> (offers++ % 8)) & 1)))
          p.flybomb.thrown.push_back(k);
      }
    }
  }
  const int entries = in.byte() % 4;
  struct Change {
    int mode, value;
  };
  std::vector<std::pair<int, Change>> history;  // move number, change; newest first
  int number = p.next_move;
  for (int i = 0; i < entries; ++i) {
    number -= 1 + in.byte() % 4;
    const int mode = in.byte(), value = in.byte();
    if (number >= 1) history.push_back({number, {mode, value}});
  }
  d.dead_index = in.byte() % size.points();
  static constexpr tg::Piece kPieces[4] = {tg::Piece::Empty, tg::Piece::Black, tg::Piece::White, tg::Piece::Tris};
  auto read_points = [&](const std::function<void(int, int)>& set) {
    for (int i = 0; i < size.points(); i += 4) {
      const int b = in.byte();
      for (int j = i; j < std::min(i + 4, size.points()); ++j) set(j, (b >> (2 * (j - i))) & 3);
    }
  };
  read_points([&](int i, int v) { p.board.set_index(i, kPieces[v]); });
  if (p.rules.game == tg::Game::Gomoku)
    read_points([&](int i, int v) {
      if (p.board.at_index(i) == tg::Piece::Tris && (v == 1 || v == 2))
        p.board.set_attribute_index(i, v == 1 ? tg::Attribute::Black : tg::Attribute::White);
    });
  // Oldest first, each board derived from the current one.
  for (auto it = history.rbegin(); it != history.rend(); ++it) {
    tg::SeenPosition seen{p.board, it->first};
    const int i = it->second.value % size.points();
    switch (it->second.mode % 4) {
      case 0: seen.board.set_index(i, tg::Piece::Empty); break;
      case 1:
        if (seen.board.at_index(i) == tg::Piece::Empty) seen.board.set_index(i, kPieces[1 + it->second.mode / 4 % 3]);
        break;
      case 2:
        seen.board.set_index(i, kPieces[it->second.mode / 4 % 4]);
        seen.board.set_index((i * 7 + it->second.mode) % size.points(), kPieces[it->second.mode / 16 % 4]);
        break;
      default: break;
    }
    p.history.push_back(seen);
  }
  return d;
}

// ---- what people read in a report -------------------------------------------

std::string points_text(const std::vector<tg::Point>& points) {
  std::string out;
  for (tg::Point q : points) out += (out.empty() ? "" : " ") + tg::format_point(q, tg::LabelSet::Integer);
  return "[" + out + "]";
}

std::string move_text(const tg::Move& m) {
  return std::string(tg::side_name(m.side)) + " " + std::string(tg::move_kind_name(m.kind)) +
         (m.is_pass() ? "" : " at " + tg::format_point(m.point, tg::LabelSet::Integer));
}

std::string moves_text(const std::vector<tg::Move>& moves) {
  std::string out;
  for (const tg::Move& m : moves) out += "\n    " + move_text(m);
  return out.empty() ? " (none)" : out;
}

std::string targets_text(const std::vector<tg::EncirclementTarget>& targets) {
  std::string out;
  for (const tg::EncirclementTarget& t : targets)
    out += " " + std::string(tg::side_name(t.encircler)) + ":" + std::string(tg::encirclement_type_name(t.type)) +
           points_text(t.main_core) + " flips " + points_text(t.flips);
  return out.empty() ? " -" : out;
}

std::string outcome_text(const tg::MoveOutcome& o) {
  std::ostringstream os;
  if (!o.legal()) {
    os << "illegal: " << tg::illegal_name(o.illegal) << ": " << tg::reason_json(o.reason).dump();  // the reason as data
    return os.str();
  }
  os << "legal; captured " << points_text(o.captured) << "; changes";
  for (const tg::AttributeChange& c : o.changes)
    os << " " << points_text(c.points) << " " << tg::attribute_name(c.from) << "->" << tg::attribute_name(c.to);
  os << "; encircled" << targets_text(o.encircled) << "; overruled" << targets_text(o.overruled) << "; cascade";
  for (const tg::CascadeStep& s : o.cascade) os << " {removed " << points_text(s.removed) << ", " << s.changes.size() << " changes}";
  if (o.after) os << "\n  after:\n" << tg::print_position(*o.after);
  return os.str();
}

std::string score_text(const tg::Score& s) {
  std::ostringstream os;
  os << "black " << s.black << " white " << s.white << " neutral " << s.neutral << " nobody " << s.nobody
     << " komi " << s.komi << " y " << s.y << " literal " << tg::winner_name(s.literal) << " chinese "
     << tg::winner_name(s.chinese) << " winner " << tg::winner_name(s.winner) << "; owners";
  for (tg::Owner o : s.owner) os << " " << tg::owner_name(o);
  return os.str();
}

// ---- comparing ---------------------------------------------------------------

// One engine's answer, or the exception it threw.
template <class T>
struct Answer {
  std::optional<T> value;
  std::string error;  // "EngineLimit: ..." or "<other exception>: ..."
};

template <class F>
auto ask(F f) -> Answer<decltype(f())> {
  try {
    return {f(), ""};
  } catch (const tg::EngineLimit& e) {
    return {std::nullopt, std::string("EngineLimit: ") + e.what()};
  } catch (const std::exception& e) {
    return {std::nullopt, std::string("exception (not EngineLimit): ") + e.what()};
  }
}

class Game {
 public:
  explicit Game(const tg::Position& start) : start_(start), position_(start) {}

  const tg::Position& position() const { return position_; }

  // Both engines' answers to one question; on a disagreement the report.
  template <class T, class F, class Text>
  std::optional<T> both(const std::string& question, F f, Text text) {
    const Answer<T> r = ask([&] { return f(reference()); });
    const Answer<T> o = ask([&] { return f(optimized()); });
    const bool same = r.value ? (o.value && *r.value == *o.value)
                              : (!o.value && r.error.rfind("EngineLimit", 0) == 0 && o.error.rfind("EngineLimit", 0) == 0);
    auto show = [&](const Answer<T>& a) { return a.value ? text(*a.value) : a.error; };
    if (!same) fail(question, show(r), show(o));
    return r.value;
  }

  void played(const tg::Move& m, const tg::Position& after) {
    moves_.push_back(m);
    position_ = after;
  }

  // The optimized engine's legal moves alone (the moves in between; see the
  // top of the file). It must not throw on an implemented ruleset.
  std::vector<tg::Move> optimized_legal_moves() const {
    const Answer<std::vector<tg::Move>> o = ask([&] { return optimized().legal_moves(position_); });
    if (!o.value) fail("legal_moves (asked of the optimized engine only)", "(not asked)", o.error);
    return *o.value;
  }

 private:
  static const tg::Engine& optimized() {
    static const auto e = tg::opt::make_optimized_engine();
    return *e;
  }
  static const tg::Engine& reference() {
    static const auto e = tg::ref::make_reference_engine();
    return *e;
  }

  [[noreturn]] void fail(const std::string& question, const std::string& ref, const std::string& opt) const {
    std::cerr << "\n==== fuzz_play: the engines disagree on " << question << "\n";
    if (!moves_.empty())
      std::cerr << "---- starting position:\n" << tg::print_position(start_) << "---- moves played:" << moves_text(moves_)
                << "\n";
    std::cerr << "---- position:\n"
              << tg::print_position(position_) << tg::board_diagram(position_.board, tg::LabelSet::Integer)
              << "---- reference: " << ref << "\n---- optimized: " << opt << "\n";
    std::cerr.flush();
    std::abort();
  }

  tg::Position start_, position_;
  std::vector<tg::Move> moves_;
};

// ended and score of the current position.
void compare_position(Game& game) {
  const tg::Position& p = game.position();
  game.both<bool>("ended", [&](const tg::Engine& e) { return e.ended(p); },
                  [](bool b) { return std::string(b ? "ended" : "not ended"); });
  game.both<tg::Score>("score", [&](const tg::Engine& e) { return e.score(p, {}); }, score_text);
}

// legal_moves of the current position, of both engines.
std::vector<tg::Move> compare_legal_moves(Game& game) {
  const tg::Position& p = game.position();
  return game
      .both<std::vector<tg::Move>>("legal_moves", [&](const tg::Engine& e) { return e.legal_moves(p); }, moves_text)
      .value_or(std::vector<tg::Move>{});
}

tg::Move choose(const tg::Position& p, const std::vector<tg::Move>& legal, int s, int v) {
  const tg::Slot slot = p.to_move();
  const int points = p.board.size().points();
  if (s % 8 < 6 && !legal.empty()) return legal[static_cast<std::size_t>(v) % legal.size()];
  tg::Move m{slot.side, tg::MoveKind::Pass, {}};
  if (s % 8 != 6) return m;
  static constexpr tg::MoveKind kKinds[4] = {tg::MoveKind::Stone, tg::MoveKind::Tris, tg::MoveKind::Emergency,
                                             tg::MoveKind::Pass};
  m.kind = kKinds[s / 8 % 4];
  const int i = v % (points + 1);
  m.point = i == points ? tg::Point{p.board.size().half() + 1, 0} : p.board.size().point(i);
  if (s / 32 % 5 == 4) m.side = tg::opponent(slot.side);
  return m;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Input in(data, size);
  const Decoded d = decode(in);
  Game game(d.start);
  if (!tg::implemented(d.start.rules)) {
    // Both engines refuse it (EngineLimit); nothing more to play.
    game.both<std::vector<tg::Move>>(
        "legal_moves of an unimplemented ruleset", [&](const tg::Engine& e) { return e.legal_moves(d.start); },
        moves_text);
    return 0;
  }
  compare_position(game);
  std::vector<tg::Move> legal = compare_legal_moves(game);
  bool moved = false;
  for (int k = 0; k < kMaxMoves && !in.empty(); ++k) {
    const int s = in.byte(), v = in.byte();
    const tg::Position p = game.position();
    const tg::Move m = choose(p, legal, s, v);
    const auto outcome = game.both<tg::MoveOutcome>(
        "play of " + move_text(m), [&](const tg::Engine& e) { return e.play(p, m); }, outcome_text);
    if (!outcome || !outcome->legal()) continue;
    game.played(m, *outcome->after);
    compare_position(game);
    legal = game.optimized_legal_moves();
    moved = true;
  }
  if (moved) compare_legal_moves(game);
  const tg::Position& p = game.position();
  if (p.board.at_index(d.dead_index) == tg::Piece::Black || p.board.at_index(d.dead_index) == tg::Piece::White) {
    const tg::Point dead = p.board.size().point(d.dead_index);
    game.both<tg::Score>("score with the dead string at " + tg::format_point(dead, tg::LabelSet::Integer),
                         [&](const tg::Engine& e) { return e.score(p, {dead}); }, score_text);
  }
  return 0;
}
