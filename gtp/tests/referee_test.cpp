// The referee against a scripted faulty engine (each fault loses, with the
// reason and the move number), trisgo against itself in a TrisGo preset
// with tris slots, and GNU Go against trisgo gtp in the go preset, with GNU
// Go's loadsgf of the written SGF giving the same final board.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "gtp/client.h"
#include "gtp/referee.h"
#include "reference/reference_engine.h"
#include "vocab/labels.h"
#include "vocab/sgf.h"

namespace {

using namespace std::chrono_literals;

std::string trisgo_gtp(const std::string& rules, int size, int seed) {
  return std::string(TRISGO_BINARY) + " gtp --rules " + rules + " --size " + std::to_string(size) + " --seed " +
         std::to_string(seed) + " 2>/dev/null";
}

tg::gtp::GameResult faulty_game(const std::string& mode, std::chrono::milliseconds timeout = 5s) {
  auto engine = tg::ref::make_reference_engine();
  tg::gtp::MatchOptions o;
  o.rules = tg::parse_ruleset("go");
  o.size = *tg::BoardSize::make(9);
  o.move_timeout = timeout;
  auto results = tg::gtp::run_match(*engine, std::string(TRISGO_FAULTY_ENGINE) + " " + mode, trisgo_gtp("go", 9, 3), o, {});
  EXPECT_EQ(results.size(), 1u);
  return results.at(0);
}

TEST(Referee, IllegalMoveLosesWithReasonAndMoveNumber) {
  auto g = faulty_game("illegal");
  EXPECT_EQ(g.result, "W+F");
  EXPECT_NE(g.reason.find("move 3: black"), std::string::npos) << g.reason;
  EXPECT_NE(g.reason.find("played A1, an illegal move: occupied: A1 is already occupied (Art. 2.4)"),
            std::string::npos)
      << g.reason;
  EXPECT_EQ(g.moves, 2);
}

TEST(Referee, MalformedMoveLoses) {
  auto g = faulty_game("malformed");
  EXPECT_EQ(g.result, "W+F");
  EXPECT_NE(g.reason.find("move 3: black"), std::string::npos) << g.reason;
  EXPECT_NE(g.reason.find("answered genmove with 'banana'"), std::string::npos) << g.reason;
}

TEST(Referee, MalformedReplyLoses) {
  auto g = faulty_game("garbage");
  EXPECT_EQ(g.result, "W+F");
  EXPECT_NE(g.reason.find("move 3: black"), std::string::npos) << g.reason;
  EXPECT_NE(g.reason.find("malformed response"), std::string::npos) << g.reason;
}

TEST(Referee, HangIsStoppedByTheTimeout) {
  const auto start = std::chrono::steady_clock::now();
  // 3 s: short beside the hour the faulty engine hangs, long enough for the
  // sanitizer build's trisgo gtp to start and answer 'name' on a loaded
  // machine (400 ms was not: white's setup timed out in a CI run).
  auto g = faulty_game("hang", 3000ms);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 30s);
  EXPECT_EQ(g.result, "W+F");
  EXPECT_NE(g.reason.find("move 3: black"), std::string::npos) << g.reason;
  EXPECT_NE(g.reason.find("no response to 'genmove B' within 3000 ms"), std::string::npos) << g.reason;
}

TEST(Referee, ExitIsReported) {
  auto g = faulty_game("exit");
  EXPECT_EQ(g.result, "W+F");
  EXPECT_NE(g.reason.find("move 3: black"), std::string::npos) << g.reason;
  EXPECT_NE(g.reason.find("exited with status 3"), std::string::npos) << g.reason;
}

TEST(Referee, ResignationLoses) {
  auto g = faulty_game("resign");
  EXPECT_EQ(g.result, "W+R");
  EXPECT_NE(g.reason.find("resigned"), std::string::npos) << g.reason;
}

TEST(Referee, RefusingALegalMoveLoses) {
  auto g = faulty_game("refuse");
  EXPECT_EQ(g.result, "W+F");
  EXPECT_NE(g.reason.find("move 2: black"), std::string::npos) << g.reason;
  EXPECT_NE(g.reason.find("refused the legal move 'play W"), std::string::npos) << g.reason;
}

TEST(Referee, EngineWithoutTheExtensionCannotPlayTrisGo) {
  auto engine = tg::ref::make_reference_engine();
  tg::gtp::MatchOptions o;
  o.rules = tg::parse_ruleset("trisgo-2026");
  o.size = *tg::BoardSize::make(5);
  auto r = tg::gtp::run_match(*engine, std::string(TRISGO_FAULTY_ENGINE) + " pass", trisgo_gtp("trisgo-2026", 5, 1), o, {});
  EXPECT_EQ(r.at(0).result, "W+F");
  EXPECT_NE(r.at(0).reason.find("does not know trisgo-set-rules"), std::string::npos) << r.at(0).reason;
}

// trisgo against itself in trisgo-2026 (tris slots, emergency conversions):
// every game ends by the rules and its record replays to the same result.
TEST(Referee, TrisgoAgainstItselfWithTrisSlots) {
  auto engine = tg::ref::make_reference_engine();
  tg::gtp::MatchOptions o;
  o.rules = tg::parse_ruleset("trisgo-2026");
  o.size = *tg::BoardSize::make(5);
  o.games = 2;
  o.alternate = true;
  auto results = tg::gtp::run_match(*engine, trisgo_gtp("trisgo-2026", 5, 11), trisgo_gtp("trisgo-2026", 5, 12), o, {});
  ASSERT_EQ(results.size(), 2u);
  for (const auto& g : results) {
    EXPECT_TRUE(g.reason.empty()) << g.reason;
    EXPECT_TRUE(g.result == "0" || g.result.rfind("B+", 0) == 0 || g.result.rfind("W+", 0) == 0) << g.result;
    EXPECT_FALSE(g.literal.empty());
    bool tris = false;
    for (const auto& m : g.record.moves) tris = tris || m.move.kind == tg::MoveKind::Tris;
    EXPECT_TRUE(tris) << "a trisgo-2026 game of " << g.moves << " moves without a tris";
    // The SGF comes back as the same moves.
    tg::Record back = tg::parse_sgf(tg::print_sgf(g.record));
    EXPECT_EQ(back.moves.size(), g.record.moves.size());
  }
  EXPECT_NE(results[0].black, results[1].black);  // colours alternated
}

std::string gnugo_path() {
  if (const char* v = std::getenv("TRISGO_GNUGO"); v && *v) return v;
  return TRISGO_GNUGO_DEFAULT;
}

TEST(Referee, GnuGoAgainstTrisgoAndGnuGoReadsTheSgf) {
  const std::string gnugo = gnugo_path();
  if (!std::filesystem::exists(gnugo))
    GTEST_SKIP() << "GNU Go not found at " << gnugo << " (install it: scripts/install-deps.sh; or set TRISGO_GNUGO)";
  auto engine = tg::ref::make_reference_engine();
  tg::gtp::MatchOptions o;
  // A komi other than GNU Go's default (5.5) and the preset's (7.5): GNU Go
  // must take it from the SGF's KM.
  o.rules = tg::parse_ruleset("go/komi=6.5");
  o.size = *tg::BoardSize::make(9);
  o.max_moves = 400;
  o.move_timeout = 30s;
  auto results = tg::gtp::run_match(*engine, gnugo + " --mode gtp --level 0 --chinese-rules --never-resign",
                                    trisgo_gtp("go/komi=6.5", 9, 5), o, {});
  ASSERT_EQ(results.size(), 1u);
  const auto& g = results[0];
  EXPECT_TRUE(g.reason.empty()) << g.reason;
  EXPECT_GT(g.moves, 20);
  // The final board by our engine...
  tg::Position end(*tg::BoardSize::make(9), o.rules);
  for (const auto& m : g.record.moves) end = *engine->play(end, m.move).after;
  // ...and by GNU Go reading the SGF we wrote.
  const std::string path = ::testing::TempDir() + "gtp_gnugo_match.sgf";
  {
    std::ofstream f(path);
    f << tg::print_sgf(g.record);
  }
  // The record carries RU (the go preset's standard name, issue 32) and KM
  // (issue 35, 5).
  const std::string sgf = tg::print_sgf(g.record);
  EXPECT_NE(sgf.find("RU[Chinese]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("KM[6.5]"), std::string::npos) << sgf;
  tg::gtp::Client gnu({gnugo, "--mode", "gtp"}, 30s);
  gnu.command("loadsgf " + path);
  EXPECT_EQ(std::stod(gnu.command("get_komi")), 6.5);
  for (const char* colour : {"black", "white"}) {
    const std::string listed = gnu.command(std::string("list_stones ") + colour);
    std::vector<std::string> theirs, ours;
    for (std::size_t i = 0; i < listed.size();) {
      std::size_t j = listed.find(' ', i);
      if (j == std::string::npos) j = listed.size();
      if (j > i) theirs.push_back(listed.substr(i, j - i));
      i = j + 1;
    }
    const tg::Piece want = colour[0] == 'b' ? tg::Piece::Black : tg::Piece::White;
    for (tg::Point p : end.board.size().all_points())
      if (end.board.at(p) == want) ours.push_back(tg::format_gtp_vertex(p, end.board.size()));
    std::sort(theirs.begin(), theirs.end());
    std::sort(ours.begin(), ours.end());
    EXPECT_EQ(theirs, ours) << colour;
    EXPECT_FALSE(ours.empty()) << colour;
  }
  gnu.quit();
}


// FlybombGo with chosen flybombs: at every offer trisgo gtp's genmove answered
// the opponent's declining stone as the thrower's ("stone E7", an emergency
// conversion, illegal with emergency=off), and black lost at move 2.
TEST(Referee, TrisgoAgainstItselfInFlybombC) {
  auto engine = tg::ref::make_reference_engine();
  tg::gtp::MatchOptions o;
  o.rules = tg::parse_ruleset("flybomb-C");
  o.size = *tg::BoardSize::make(7);
  auto results = tg::gtp::run_match(*engine, trisgo_gtp("flybomb-C", 7, 1), trisgo_gtp("flybomb-C", 7, 2), o, {});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_TRUE(results[0].reason.empty()) << results[0].reason;
  EXPECT_GT(results[0].moves, 20);
}

// MengGo 2013's team order (M13-2, D-60): four programs, one per seat.
std::string trisgo_seat(int seed) {
  return std::string(TRISGO_BINARY) + " gtp --seed " + std::to_string(seed) + " 2>/dev/null";
}

tg::gtp::MatchOptions team_options() {
  tg::gtp::MatchOptions o;
  o.rules = tg::parse_ruleset("menggo-2013");
  o.size = *tg::BoardSize::make(9);  // room for the 64 moves before B's first grey (M13-2.3)
  return o;
}

// Four trisgo gtp processes play to the end; the record's seats are those of
// the move order, the grey moves of both teams are there, and the players are
// named per seat.
TEST(TeamReferee, FourTrisgoProcessesPlayATeamGameToTheEnd) {
  auto engine = tg::ref::make_reference_engine();
  const std::array<std::string, 4> seats{trisgo_seat(1), trisgo_seat(2), trisgo_seat(3), trisgo_seat(4)};
  auto results = tg::gtp::run_team_match(*engine, seats, team_options(), {});
  ASSERT_EQ(results.size(), 1u);
  const auto& g = results[0];
  EXPECT_TRUE(g.reason.empty()) << g.reason;
  EXPECT_NE(g.result, "Void");
  EXPECT_FALSE(g.literal.empty());
  EXPECT_EQ(g.seats, std::vector<std::string>(seats.begin(), seats.end()));
  int grey_b = 0, grey_d = 0;
  const tg::MoveOrder order = g.record.rules.move_order();
  for (std::size_t i = 0; i < g.record.moves.size(); ++i) {
    const tg::Slot slot = order.slot(g.record.move_number(i));
    if (slot.kind == tg::SlotKind::Tris) ++(slot.seat == 1 ? grey_b : grey_d);
  }
  EXPECT_GT(grey_b, 0) << g.moves << " moves";
  EXPECT_GT(grey_d, 0) << g.moves << " moves";
  bool seat_b = false, seat_d = false, team = false;
  for (const auto& [k, v] : g.record.tags) {
    seat_b = seat_b || k == "SeatB";
    seat_d = seat_d || k == "SeatD";
    team = team || k == "BlackTeam";
  }
  EXPECT_TRUE(seat_b && seat_d && team);
  const tg::Record back = tg::parse_sgf(tg::print_sgf(g.record));
  EXPECT_EQ(back, g.record);
}

// A faulty program in seat B (black's grey) loses the game for black's team
// at B's first grey move, 65 (M13-2.3), with the seat and the reason.
TEST(TeamReferee, AFaultySeatLosesForItsTeamWithTheMoveNumber) {
  auto engine = tg::ref::make_reference_engine();
  const std::array<std::string, 4> seats{trisgo_seat(31), std::string(TRISGO_FAULTY_ENGINE) + " malformed trisgo",
                                         trisgo_seat(33), trisgo_seat(34)};
  tg::gtp::MatchOptions o = team_options();
  auto results = tg::gtp::run_team_match(*engine, seats, o, {});
  ASSERT_EQ(results.size(), 1u);
  const auto& g = results[0];
  EXPECT_EQ(g.result, "W+F") << g.reason;
  EXPECT_NE(g.reason.find("move 65: seat B of black's team"), std::string::npos) << g.reason;
  EXPECT_NE(g.reason.find("answered genmove with 'banana'"), std::string::npos) << g.reason;
  EXPECT_EQ(g.moves, 64);
}

// The team order needs the rules it is named after.
TEST(TeamReferee, ATeamMatchNeedsTheTeamOrder) {
  auto engine = tg::ref::make_reference_engine();
  tg::gtp::MatchOptions o = team_options();
  o.rules = tg::parse_ruleset("menggo-2013/order=menggo-2013-two");
  EXPECT_THROW(tg::gtp::run_team_match(*engine, {"a", "b", "c", "d"}, o, {}), std::invalid_argument);
}

}  // namespace
