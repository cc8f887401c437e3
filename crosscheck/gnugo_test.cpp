// Random plain-Go games played by our reference engine (`go` preset: suicide
// forbidden, situational superko, area scoring) and by GNU Go over GTP at the
// same time. Before every move our legal stone moves must equal GNU Go's
// `all_legal` (on every point, or on the points screened: see Checking);
// the move, drawn at random from the legal moves, must be legal for both;
// after every move our board must equal GNU Go's `list_stones` and the board
// the independent plain-Go logic of plain_go.h gives.
//
// GNU Go runs with --chinese-rules --situational-superko --forbid-suicide:
// its situational superko forbids a move that recreates a board seen before
// a move of the opponent (the same board with the same side to move), as
// Art. 10 with D-12 repetition=situational does in alternating order.
//
// Environment:
//   TRISGO_GNUGO          the GNU Go binary (default /usr/games/gnugo)
//   TRISGO_SEED           the random seed (default below; printed by every run)
//   TRISGO_GNUGO_GAMES    N games on 9x9 and max(1, N/4) on 19x19 (default:
//                         4 and 1 in Release, 2 and 1 in Debug)
//   TRISGO_GNUGO_MOVES    the longest game on 9x9 (default 150); 19x19 games
//                         get 200, or TRISGO_GNUGO_MOVES x 361/81 when it is set
//   TRISGO_GNUGO_FULL=1   compare full legal sets (Engine::legal_moves) at
//                         every move on 19x19 too
// CMake: -DTRISGO_GNUGO_GAMES=N / -DTRISGO_GNUGO_MOVES=N compile in other
// defaults (the environment still wins).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "crosscheck/go_text.h"
#include "gtp/client.h"
#include "crosscheck/plain_go.h"
#include "crosscheck/test_env.h"
#include "reference/reference_engine.h"
#include "vocab/engine.h"
#include "vocab/ruleset.h"
#include "vocab/splitmix64.h"
#include "text/reason_text.h"

namespace {

using GtpClient = tg::gtp::Client;
using tg::gtp::GtpError;

constexpr std::uint64_t kDefaultSeed = 20260102;
constexpr const char* kDefaultGnuGo = "/usr/games/gnugo";

#ifndef TRISGO_GNUGO_DEFAULT
#define TRISGO_GNUGO_DEFAULT ""
#endif
#ifndef TRISGO_GNUGO_GAMES_DEFAULT
#define TRISGO_GNUGO_GAMES_DEFAULT ""
#endif
#ifndef TRISGO_GNUGO_MOVES_DEFAULT
#define TRISGO_GNUGO_MOVES_DEFAULT ""
#endif

std::uint64_t number_setting(const char* name, const char* compiled_default, std::uint64_t fallback) {
  const std::string v = tg::xc::setting(name, compiled_default, "");
  if (v.empty()) return fallback;
  try {
    return std::stoull(v, nullptr, 0);
  } catch (const std::exception&) {
    ADD_FAILURE() << name << "=" << v << " is not a number; using " << fallback;
    return fallback;
  }
}

std::string gnugo_path() { return tg::xc::setting("TRISGO_GNUGO", TRISGO_GNUGO_DEFAULT, kDefaultGnuGo); }

std::vector<std::string> gnugo_argv() {
  return {gnugo_path(), "--mode", "gtp", "--chinese-rules", "--situational-superko", "--forbid-suicide",
          "--never-resign"};
}

// The seed of game `index` of a run with `seed`: different games, one number
// to reproduce them all.
std::uint64_t game_seed(std::uint64_t seed, int size, int index) {
  std::seed_seq seq{static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32),
                    static_cast<std::uint32_t>(size), static_cast<std::uint32_t>(index)};
  std::uint32_t out[2];
  seq.generate(out, out + 2);
  return (static_cast<std::uint64_t>(out[0]) << 32) | out[1];
}

std::string stone_list(tg::BoardSize size, std::vector<tg::Point> points) {
  std::sort(points.begin(), points.end(),
            [&](tg::Point a, tg::Point b) { return size.index(a) < size.index(b); });
  std::string s;
  for (tg::Point p : points) s += (s.empty() ? "" : " ") + tg::xc::gtp_vertex(size, p);
  return s.empty() ? "(none)" : s;
}

struct GameResult {
  int moves = 0;
  int captures = 0;       // stones removed, both sides
  int forbidden = 0;      // empty points illegal for the side to move (ko, superko, suicide), summed over moves
  int checked = 0;        // points whose legality our engine was asked about
  int full_checks = 0;    // moves with a full Engine::legal_moves comparison
  bool ended = false;     // two passes
  bool disagreed = false;
};

// How much of the legal set our engine is asked for. Engine::legal_moves
// answers every point; in the reference engine it shares one analysis of the
// position among all points but still costs ~0.2 s per 9x9 move and many
// seconds per 19x19 move in a Debug+ASan build, where a single Engine::play
// costs ~10 ms on 9x9 and up to ~150 ms late in a 19x19 game (it computes
// every private eye of the board, tris or not). So the other moves are
// screened: our engine is asked about every point GNU Go refuses (a move we
// allow and GNU Go does not is always caught), about the contested points (a
// stone there could capture or would have no empty neighbour: every suicide,
// simple ko and capture happens there) and about a few random points; and
// the chosen move, drawn from GNU Go's legal list, is played by both, which
// samples "GNU Go allows it, so must we" at every move.
struct Checking {
  int full_every = 1;       // full legal_moves at moves m with m % full_every == full_offset; 0: never
  int full_offset = 0;
  int contested_every = 1;  // screened moves: contested points at moves m % contested_every == 0
  int samples = 0;          // screened moves: random points
};

std::string describe(const Checking& c) {
  if (c.full_every == 1) return "Engine::legal_moves at every move";
  std::string s;
  if (c.full_every > 0)
    s = "Engine::legal_moves at moves " + std::to_string(c.full_offset + 1) + " + k*" + std::to_string(c.full_every) +
        ", else ";
  s += "screened: every point GNU Go refuses, the contested points";
  if (c.contested_every > 1) s += " every " + std::to_string(c.contested_every) + " moves";
  if (c.samples > 0) s += ", " + std::to_string(c.samples) + " random points";
  return s;
}

// The defaults, measured to keep the crosscheck label within ~3 minutes on
// 2 cores in Debug+ASan (README.md): 9x9 always compares full legal sets; a
// Debug build plays fewer 9x9 games and screens every 19x19 move.
#ifdef NDEBUG
constexpr int kGames9 = 4;
constexpr Checking kChecking9{1, 0, 1, 0};
constexpr Checking kChecking19{25, 24, 1, 4};
#else
constexpr int kGames9 = 2;
constexpr Checking kChecking9{1, 0, 1, 0};
constexpr Checking kChecking19{0, 0, 20, 0};
#endif

class GameRunner {
 public:
  GameRunner(const tg::Engine& engine, GtpClient& gtp, int n, int max_moves, Checking checking, std::uint64_t seed,
             int index, std::uint64_t run_seed)
      : engine_(engine), gtp_(gtp), size_(*tg::BoardSize::make(n)), max_moves_(max_moves), checking_(checking),
        rng_(seed), sample_rng_(seed ^ tg::kSplitmix64Gamma), index_(index), run_seed_(run_seed),
        pos_(size_, tg::find_preset("go")->rules) {}

  GameResult run() {
    gtp_.command("boardsize " + std::to_string(size_.n()));
    gtp_.command("clear_board");
    gtp_.command("komi 7.5");
    GameResult result;
    while (result.moves < max_moves_) {
      if (engine_.ended(pos_)) {
        result.ended = true;
        break;
      }
      const tg::Side side = pos_.to_move().side;
      const std::string colour(tg::side_name(side));

      // 1. The legal moves: ours against GNU Go's all_legal.
      const std::vector<tg::Point> theirs =
          tg::xc::parse_gtp_vertices(size_, gtp_.command("all_legal " + colour));
      const std::set<tg::Point> theirs_set(theirs.begin(), theirs.end());
      std::vector<tg::Point> only_ours, only_theirs;
      const bool full = checking_.full_every > 0 && result.moves % checking_.full_every == checking_.full_offset;
      if (full) {
        // Every legal move of our engine.
        std::set<tg::Point> ours_set;
        bool pass_legal = false;
        for (const tg::Move& m : engine_.legal_moves(pos_)) {
          if (m.kind == tg::MoveKind::Stone) ours_set.insert(m.point);
          else if (m.is_pass()) pass_legal = true;
          else return disagree(result, "our engine offers a move that is neither a stone nor a pass in plain Go");
        }
        if (!pass_legal) return disagree(result, "our engine does not offer a pass");
        for (auto p : ours_set)
          if (!theirs_set.count(p)) only_ours.push_back(p);
        for (auto p : theirs_set)
          if (!ours_set.count(p)) only_theirs.push_back(p);
        result.checked += pos_.board.count(tg::Piece::Empty);
        ++result.full_checks;
      } else {
        // Screened: Engine::play on every point GNU Go refuses, every point
        // where a stone could capture or have no liberty (contested_point),
        // and a few random others; the chosen move is played below anyway.
        std::vector<tg::Point> empty, candidates;
        for (tg::Point p : size_.all_points()) {
          if (pos_.board.at(p) != tg::Piece::Empty) continue;
          empty.push_back(p);
          if (!theirs_set.count(p) ||
              (result.moves % checking_.contested_every == 0 && tg::xc::contested_point(pos_.board, p)))
            candidates.push_back(p);
        }
        for (int k = 0; k < checking_.samples && !empty.empty(); ++k)
          candidates.push_back(empty[std::uniform_int_distribution<std::size_t>(0, empty.size() - 1)(sample_rng_)]);
        std::sort(candidates.begin(), candidates.end());
        candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
        for (tg::Point p : candidates) {
          const bool ours_legal = engine_.play(pos_, tg::Move{side, tg::MoveKind::Stone, p}).legal();
          const bool theirs_legal = theirs_set.count(p) > 0;
          if (ours_legal && !theirs_legal) only_ours.push_back(p);
          if (!ours_legal && theirs_legal) only_theirs.push_back(p);
        }
        result.checked += static_cast<int>(candidates.size());
      }
      if (!only_ours.empty() || !only_theirs.empty()) {
        std::vector<tg::Point> marked = only_ours;
        marked.insert(marked.end(), only_theirs.begin(), only_theirs.end());
        return disagree(result, "legal moves for " + colour + " differ\n  legal for us only:     " +
                                    stone_list(size_, only_ours) + "\n  legal for GNU Go only: " +
                                    stone_list(size_, only_theirs) + "\n" + reasons(only_theirs),
                        marked);
      }
      // Now our legal stone moves are GNU Go's (on every point checked).
      const std::vector<tg::Point>& ours = theirs;
      result.forbidden += pos_.board.count(tg::Piece::Empty) - static_cast<int>(ours.size());

      // 2. A random move: a pass only now and then until few moves remain.
      tg::Move move{side, tg::MoveKind::Pass, {}};
      if (!ours.empty()) {
        const double pass_chance = ours.size() <= 4 ? 0.3 : 0.01;
        if (std::uniform_real_distribution<double>(0, 1)(rng_) >= pass_chance) {
          move.kind = tg::MoveKind::Stone;
          move.point = ours[std::uniform_int_distribution<std::size_t>(0, ours.size() - 1)(rng_)];
        }
      }
      const std::string vertex = move.is_pass() ? "pass" : tg::xc::gtp_vertex(size_, move.point);
      history_ += (history_.empty() ? "" : " ") + std::string(1, side == tg::Side::Black ? 'B' : 'W') + " " + vertex;

      // 3. Play it on both.
      tg::MoveOutcome out = engine_.play(pos_, move);
      if (!out.legal() || !out.after)
        return disagree(result, "our engine refused its own legal move " + colour + " " + vertex + ": " +
                                    std::string(tg::illegal_name(out.illegal)) + " " + tg::text::refusal_text(out, tg::LabelSet::Integer));
      tg::gtp::GtpReply reply = gtp_.send("play " + colour + " " + vertex);
      if (!reply.ok) return disagree(result, "GNU Go refused play " + colour + " " + vertex + ": " + reply.text);
      if (!move.is_pass()) {
        // A third opinion: the plain-Go logic of plain_go.h.
        const tg::xc::PlainMove plain = tg::xc::plain_go_play(pos_.board, side, move.point);
        if (plain.suicided > 0 || plain.after != out.after->board ||
            plain.captured != static_cast<int>(out.captured.size())) {
          tg::xc::BoardDiff d = tg::xc::diff_boards(out.after->board, plain.after);
          return disagree(result, "our board after " + colour + " " + vertex +
                                      " differs from plain_go_play's (\"theirs\" below)\n" + d.text,
                          d.points);
        }
      }
      result.captures += static_cast<int>(out.captured.size());
      pos_ = *out.after;
      ++result.moves;

      // 4. The boards.
      tg::Board gnugo_board(size_);
      for (tg::Point p : tg::xc::parse_gtp_vertices(size_, gtp_.command("list_stones black")))
        gnugo_board.set(p, tg::Piece::Black);
      for (tg::Point p : tg::xc::parse_gtp_vertices(size_, gtp_.command("list_stones white")))
        gnugo_board.set(p, tg::Piece::White);
      if (gnugo_board != pos_.board) {
        tg::xc::BoardDiff d = tg::xc::diff_boards(pos_.board, gnugo_board);
        return disagree(result,
                        "boards differ after " + colour + " " + vertex + " (we captured " +
                            std::to_string(out.captured.size()) + ")\n" + d.text + "GNU Go's board:\n" +
                            tg::xc::gtp_diagram(gnugo_board, d.points),
                        d.points);
      }
    }
    return result;
  }

 private:
  // Why our engine refuses points GNU Go allows.
  std::string reasons(const std::vector<tg::Point>& points) {
    std::string s;
    for (tg::Point p : points) {
      tg::MoveOutcome o = engine_.play(pos_, tg::Move{pos_.to_move().side, tg::MoveKind::Stone, p});
      s += "  we refuse " + tg::xc::gtp_vertex(size_, p) + ": " + std::string(tg::illegal_name(o.illegal)) + " (" +
           std::string(tg::illegal_article(o.illegal)) + ") " + tg::text::refusal_text(o, tg::LabelSet::Integer) + "\n";
    }
    return s;
  }

  GameResult disagree(GameResult r, const std::string& what, const std::vector<tg::Point>& marked = {}) {
    r.disagreed = true;
    std::ostringstream s;
    s << "DISAGREEMENT with GNU Go: " << size_.n() << "x" << size_.n() << " game " << index_
      << " (TRISGO_SEED=" << run_seed_ << "), at move " << pos_.next_move << " (" << r.moves
      << " moves played)\n"
      << what << "\nour board (after the move when GNU Go's board differs, else before it):\n"
      << tg::xc::gtp_diagram(pos_.board, marked) << "moves so far (GTP): " << history_ << "\n";
    ADD_FAILURE() << s.str();
    return r;
  }

  const tg::Engine& engine_;
  GtpClient& gtp_;
  tg::BoardSize size_;
  int max_moves_;
  Checking checking_;
  std::mt19937_64 rng_;         // the moves: the same games whatever is checked
  std::mt19937_64 sample_rng_;  // the random points checked
  int index_;
  std::uint64_t run_seed_;
  tg::Position pos_;
  std::string history_;
};

// GNU Go keeps the last MAX_MOVE_HISTORY (500) moves for superko and folds
// older ones into its initial position; beyond that it would forget early
// positions, so games stay below it.
constexpr int kMaxMoves = 480;

void run_games(int n, int games, int max_moves, Checking checking) {
  if (max_moves > kMaxMoves) {
    std::cout << "[gnugo] " << max_moves << " moves is beyond GNU Go's superko memory; playing " << kMaxMoves << "\n";
    max_moves = kMaxMoves;
  }
  const std::string path = gnugo_path();
  if (!std::filesystem::exists(path))
    GTEST_SKIP() << "GNU Go is not installed at " << path
                 << " (Debian package gnugo; or set TRISGO_GNUGO): no cross-check against it";
  const std::uint64_t seed = number_setting("TRISGO_SEED", "", kDefaultSeed);
  if (!tg::xc::setting("TRISGO_GNUGO_FULL", "", "").empty() && tg::xc::setting("TRISGO_GNUGO_FULL", "", "") != "0")
    checking = Checking{1, 0, 1, 0};
  std::cout << "[gnugo] " << n << "x" << n << ": " << games << " random game(s) of up to " << max_moves
            << " moves, TRISGO_SEED=" << seed << "; legal sets: " << describe(checking)
            << " (TRISGO_GNUGO_FULL=1: every move)\n";
  auto engine = tg::ref::make_reference_engine();
  GtpClient gtp(gnugo_argv(), std::chrono::seconds(60));
  EXPECT_EQ(gtp.command("protocol_version"), "2");
  int total_moves = 0, total_captures = 0;
  for (int g = 0; g < games; ++g) {
    const auto start = std::chrono::steady_clock::now();
    GameRunner runner(*engine, gtp, n, max_moves, checking, game_seed(seed, n, g), g, seed);
    GameResult r;
    try {
      r = runner.run();
    } catch (const GtpError& e) {
      FAIL() << "GNU Go failed in " << n << "x" << n << " game " << g << " (TRISGO_SEED=" << seed << "): " << e.what();
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "[gnugo] " << n << "x" << n << " game " << g << ": " << r.moves << " moves, " << r.captures
              << " stones captured, " << r.forbidden
              << " forbidden empty points met, " << r.checked << " points checked by our engine ("
              << r.full_checks << " full legal sets), " << (r.disagreed ? "stopped at the disagreement"
                  : r.ended  ? "ended by two passes"
                             : "stopped at the move limit") << ", "
              << (r.disagreed ? "DISAGREED" : "agreed") << " (" << secs << " s)\n";
    total_moves += r.moves;
    total_captures += r.captures;
    if (r.disagreed) break;
  }
  std::cout << "[gnugo] " << n << "x" << n << ": " << total_moves << " moves, " << total_captures
            << " captures compared with GNU Go\n";
  gtp.quit();
}

int games_9x9() { return static_cast<int>(number_setting("TRISGO_GNUGO_GAMES", TRISGO_GNUGO_GAMES_DEFAULT, kGames9)); }
bool games_set() { return !tg::xc::setting("TRISGO_GNUGO_GAMES", TRISGO_GNUGO_GAMES_DEFAULT, "").empty(); }
bool moves_set() { return !tg::xc::setting("TRISGO_GNUGO_MOVES", TRISGO_GNUGO_MOVES_DEFAULT, "").empty(); }
int moves_9x9() { return static_cast<int>(number_setting("TRISGO_GNUGO_MOVES", TRISGO_GNUGO_MOVES_DEFAULT, 150)); }

TEST(GnuGo, RandomGames9x9) { run_games(9, games_9x9(), moves_9x9(), kChecking9); }

TEST(GnuGo, RandomGames19x19) {
  const int games = games_set() ? std::max(1, games_9x9() / 4) : 1;
  const int moves = moves_set() ? moves_9x9() * 361 / 81 : 200;
  run_games(19, games, moves, kChecking19);
}

// The coordinate mapping against GNU Go itself: a stone played at our point
// (x, y) is listed by GNU Go at the vertex we compute.
TEST(GnuGo, CoordinatesAgree) {
  const std::string path = gnugo_path();
  if (!std::filesystem::exists(path)) GTEST_SKIP() << "GNU Go is not installed at " << path;
  GtpClient gtp(gnugo_argv(), std::chrono::seconds(30));
  for (int n : {9, 19}) {
    const tg::BoardSize size = *tg::BoardSize::make(n);
    gtp.command("boardsize " + std::to_string(n));
    gtp.command("clear_board");
    // Black on the lower-left corner, white on the point right of the centre.
    gtp.command("play black " + tg::xc::gtp_vertex(size, {-size.half(), -size.half()}));
    gtp.command("play white " + tg::xc::gtp_vertex(size, {1, 0}));
    EXPECT_EQ(gtp.command("list_stones black"), "A1");
    EXPECT_EQ(gtp.command("list_stones white"), n == 9 ? "F5" : "L10");
    // GNU Go's own diagram: row n is the top row.
    const std::string board = gtp.command("showboard");
    EXPECT_NE(board.find(" 1 X"), std::string::npos) << board;
  }
  gtp.quit();
}

}  // namespace
