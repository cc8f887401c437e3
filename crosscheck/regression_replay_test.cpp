// Replays the game and problem records of GNU Go's regression suite (real
// Go, written by other programs and people) through our reference engine
// with the `go` preset, move by move.
//
// Every record is parsed (tg::parse_sgf); then the records are replayed:
// the setup stones (AB/AW) on an empty board of the record's size, then
// every move through Engine::play (no analyze). Records from other software
// are in free order (handicap games, problems, one side moving twice), so
// before each move the position's next move number is advanced until its
// slot (alternate order: odd black, even white) is the recorded side; the
// history carries on, so Art. 10 compares against every earlier position
// with the side that was to move there (GNU Go's situational superko).
//
// Checks:
//  - every file parses, unless it is listed in kKnownBad with the reason;
//  - every move is legal, or is REPORTED with its reason: a record played
//    under Japanese, AGA or New Zealand rules may repeat a position
//    (superko) or commit suicide (NZ, Tromp/Taylor). Such a move is carried
//    out by the plain-Go logic of plain_go.h and the replay goes on;
//    When GNU Go is installed it must refuse the same move (loadsgf up to
//    the move, then is_legal, with the `go` preset's rules);
//  - a move onto an occupied point (or off the board) is a FAILURE: the
//    record and our board disagree, so a capture went wrong earlier;
//  - after every legal stone move our board and the number of stones
//    captured equal what the independent plain-Go logic gives;
//  - moves after two passes (dead-stone removal, resumed play) are replayed
//    with the passes forgotten and counted, not failed; setup in the middle
//    of a record (AB/AW/AE after moves) is applied and counted.
//
// Time: the reference engine is slow on plain Go (every play computes the
// private eyes of every string, tris or not; see README.md), far too slow to
// replay all 200,000 moves within the test's time. So by default a fixed,
// deterministic sample is replayed: the small boards (< 9x9), then (Release
// only) the eight superko records of the data README and the records with
// setup (AB/AW/AE) after moves, then records in a
// fixed pseudo-random order (FNV-1a of the file name) while they fit a
// budget (in Debug, only records of cost <= kMaxRecordWeight). A record's
// cost is its moves x (points/81)^2 (a move's cost grows faster than the
// board's area). Every file is still parsed.
//   TRISGO_REPLAY_ALL=1        replay every record (hours in Debug+ASan)
//   TRISGO_REPLAY_BUDGET=N     the budget (default kDefaultBudget)
//   TRISGO_GO_GAMES_DIR        the folder
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
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
#include "vocab/error.h"
#include "vocab/ruleset.h"
#include "vocab/sgf.h"
#include "text/reason_text.h"

#ifndef TRISGO_GO_GAMES_DIR_DEFAULT
#define TRISGO_GO_GAMES_DIR_DEFAULT ""
#endif
#ifndef TRISGO_GNUGO_DEFAULT
#define TRISGO_GNUGO_DEFAULT ""
#endif

namespace {

namespace fs = std::filesystem;
using tg::xc::plain_go_play;
using tg::xc::PlainMove;

// Records we cannot replay, relative to the folder, and why. Everything else
// must parse and replay without a move onto an occupied point.
const std::map<std::string, std::string> kKnownBad = {
    // TG-1: boards are odd, 3x3 to 19x19; these are even.
    {"tiny/2x2.sgf", "SZ[2]: even board sizes are outside TG-1"},
    {"tiny/4x4a.sgf", "SZ[4]: even board sizes are outside TG-1"},
    {"zheng.sgf", "SZ[6]: even board sizes are outside TG-1"},
    // An empty file (0 bytes) in GNU Go's source tree: a placeholder for a
    // problem never added (see pending/README).
    {"pending/nightmare.sgf", "empty file, not SGF"},
    // Its writer left out the final ')': a reader cannot tell that from a
    // file cut short, so spec/formats/sgf.md refuses it.
    {"owl42.sgf", "no final ')'"},
};

// Records that repeat a whole-board position (the data README): always
// replayed, they exercise Art. 10.
const std::set<std::string> kSuperkoRecords = {
    "filllib10.sgf", "gifu2006/gnugo-gorimu.sgf", "gwe.sgf", "incident74.sgf",
    "nngs/gnugo-3.1.22-heeroy-200201252006.sgf", "pending/ko6.sgf", "reading41.sgf", "verybad.sgf",
};

#ifdef NDEBUG
constexpr bool kAlwaysSuperko = true;       // and the records with setup after moves
constexpr long kDefaultBudget = 250000;     // Release
constexpr long kMaxRecordWeight = 1000000;  // any record
#else
constexpr bool kAlwaysSuperko = false;  // they alone take ~250 s of CPU in Debug+ASan
constexpr long kDefaultBudget = 6000;   // Debug (+ASan)
constexpr long kMaxRecordWeight = 1200; // no long 13x13 or 19x19 games (60 moves on 19x19)
#endif

// ---- The replay ------------------------------------------------------------

struct Totals {
  int records = 0;
  int moves = 0;          // moves played (stones and passes)
  int captures = 0;       // stones captured by legal moves
  int after_end = 0;      // moves replayed after two passes
  int setups = 0;         // AB/AW/AE nodes after the first move
  std::map<std::string, int> illegal;  // reason -> count
  std::vector<std::string> illegal_cases;
  struct Refused {
    std::string file;  // relative to the folder
    int move_number;   // 1-based index in the record
    tg::Move move;
    tg::BoardSize size;
    tg::Illegal reason;
  };
  std::vector<Refused> refused;
  std::vector<std::string> failures;
  std::vector<std::string> known_bad;
};

std::string move_text(const tg::Record& rec, std::size_t i) {
  const tg::Move& m = rec.moves[i].move;
  std::string s = std::string(m.side == tg::Side::Black ? "B" : "W") + "[";
  if (!m.is_pass()) s += tg::sgf_point(m.point, rec.size);
  s += "]";
  if (!m.is_pass()) s += " (" + tg::xc::gtp_vertex(rec.size, m.point) + ")";
  return s;
}

// Applies AB/AW/AE properties of a node; true if any.
bool apply_setup(const tg::NodeProperties& props, tg::Board& board, const std::string& where,
                 std::vector<std::string>& failures) {
  bool any = false;
  for (const auto& [id, values] : props) {
    tg::Piece piece;
    if (id == "AB") piece = tg::Piece::Black;
    else if (id == "AW") piece = tg::Piece::White;
    else if (id == "AE") piece = tg::Piece::Empty;
    else continue;
    any = true;
    for (const std::string& v : values) {
      // A compressed list "aa:cc" is a rectangle (FF[4]).
      std::string a = v, b = v;
      if (auto colon = v.find(':'); colon != std::string::npos) {
        a = v.substr(0, colon);
        b = v.substr(colon + 1);
      }
      auto pa = tg::parse_sgf_point(a, board.size()), pb = tg::parse_sgf_point(b, board.size());
      if (!pa || !pb) {
        failures.push_back(where + ": setup " + id + "[" + v + "] is not a point on the board");
        continue;
      }
      for (int x = std::min(pa->x, pb->x); x <= std::max(pa->x, pb->x); ++x)
        for (int y = std::min(pa->y, pb->y); y <= std::max(pa->y, pb->y); ++y) board.set({x, y}, piece);
    }
  }
  return any;
}

// Advances `pos.next_move` until its slot belongs to `side`.
void fit_side(tg::Position& pos, tg::Side side) {
  for (int k = 0; k < 4 && pos.to_move().side != side; ++k) ++pos.next_move;
}

void replay_record(const tg::Engine& engine, const tg::Record& rec, const std::string& name, Totals& t) {
  ++t.records;

  tg::Position pos(rec.size, tg::find_preset("go")->rules);
  for (const auto& [point, piece] : rec.setup) pos.board.set(point, piece);

  for (std::size_t i = 0; i < rec.moves.size(); ++i) {
    const tg::Move& recorded = rec.moves[i].move;
    const std::string where = name + " move " + std::to_string(i + 1) + " " + move_text(rec, i);
    if (recorded.kind != tg::MoveKind::Stone && recorded.kind != tg::MoveKind::Pass) {
      t.failures.push_back(where + ": not a stone or a pass in a plain-Go record");
      return;
    }
    fit_side(pos, recorded.side);
    tg::Move m = recorded;
    tg::MoveOutcome out = engine.play(pos, m);
    if (out.illegal == tg::Illegal::GameOver) {
      // Play went on after two passes (dead stones, a resumed game).
      ++t.after_end;
      pos.passes = 0;
      out = engine.play(pos, m);
    }
    if (out.legal()) {
      if (!out.after) {
        t.failures.push_back(where + ": legal but the engine gives no position after it");
        return;
      }
      if (!m.is_pass()) {
        PlainMove expect = plain_go_play(pos.board, m.side, m.point);
        if (expect.suicided > 0 || out.after->board != expect.after ||
            static_cast<int>(out.captured.size()) != expect.captured) {
          tg::xc::BoardDiff d = tg::xc::diff_boards(out.after->board, expect.after);
          t.failures.push_back(where + ": captures disagree with plain Go: the engine removed " +
                               std::to_string(out.captured.size()) + ", plain Go " +
                               std::to_string(expect.captured) + (expect.suicided ? " and is a suicide" : "") +
                               "\n" + d.text + "before the move:\n" + tg::xc::gtp_diagram(pos.board, {m.point}));
          return;
        }
      }
      t.captures += static_cast<int>(out.captured.size());
      pos = std::move(*out.after);
    } else if (out.illegal == tg::Illegal::Suicide || out.illegal == tg::Illegal::Repetition) {
      // Allowed by the record's rules, not by ours: report and carry on with
      // the board the record implies.
      const std::string reason(tg::illegal_name(out.illegal));
      ++t.illegal[reason];
      std::string ru;
      for (const auto& [k, v] : rec.tags)
        if (k == "Rules" || k == "SGF:RU") ru = v;
      t.refused.push_back({name, static_cast<int>(i + 1), m, rec.size, out.illegal});
      t.illegal_cases.push_back(where + ": " + reason + " (" + std::string(tg::illegal_article(out.illegal)) +
                                ")" + (ru.empty() ? "" : ", record rules " + ru));
      PlainMove forced = plain_go_play(pos.board, m.side, m.point);
      tg::Position next(rec.size, pos.rules);
      next.board = forced.after;
      next.next_move = pos.next_move + 1;
      next.passes = 0;
      next.history = pos.history;
      next.history.push_back(tg::SeenPosition{pos.board, pos.next_move});
      pos = std::move(next);
    } else {
      // Occupied, off the board, or anything else: the record and our board
      // disagree.
      t.failures.push_back(where + ": " + std::string(tg::illegal_name(out.illegal)) + " " + tg::text::refusal_text(out, tg::LabelSet::Integer) +
                           "\nour board before the move:\n" +
                           tg::xc::gtp_diagram(pos.board, m.is_pass() ? std::vector<tg::Point>{}
                                                                      : std::vector<tg::Point>{m.point}));
      return;
    }
    ++t.moves;
    // Setup nodes after the move (AB/AW/AE, e.g. dead stones taken off):
    // a new position by fiat, as GNU Go's add_stone/remove_stone, which
    // also forget the history.
    if (apply_setup(rec.moves[i].properties, pos.board, where, t.failures)) {
      ++t.setups;
      pos.history.clear();
      pos.passes = 0;
    }
  }
}

std::vector<std::pair<fs::path, std::string>> sgf_files(const fs::path& dir) {
  std::vector<std::pair<fs::path, std::string>> files;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".sgf") continue;
    files.emplace_back(entry.path(), fs::relative(entry.path(), dir).generic_string());
  }
  std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
  return files;
}

std::uint64_t fnv1a(std::string_view s) {
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

struct Parsed {
  std::string name;
  tg::Record record;
  long weight = 0;  // moves x (points / 81)^2
};

bool has_setup_after_moves(const tg::Record& r) {
  for (const auto& m : r.moves)
    for (const auto& [id, values] : m.properties)
      if (id == "AB" || id == "AW" || id == "AE") return true;
  return false;
}

// The records to replay: all, or the superko records, the small boards and
// then a pseudo-random sample within the budget.
std::vector<const Parsed*> choose(const std::vector<Parsed>& parsed, bool all, long budget) {
  std::vector<const Parsed*> chosen;
  if (all) {
    for (const Parsed& p : parsed) chosen.push_back(&p);
    return chosen;
  }
  std::vector<const Parsed*> rest;
  long used = 0;
  for (const Parsed& p : parsed) {
    if ((kAlwaysSuperko && (kSuperkoRecords.count(p.name) || has_setup_after_moves(p.record))) ||
        p.record.size.n() < 9) {
      chosen.push_back(&p);
      used += p.weight;
    } else {
      rest.push_back(&p);
    }
  }
  std::sort(rest.begin(), rest.end(), [](const Parsed* a, const Parsed* b) {
    return std::pair(fnv1a(a->name), a->name) < std::pair(fnv1a(b->name), b->name);
  });
  for (const Parsed* p : rest) {
    if (used + p->weight > budget || p->weight > kMaxRecordWeight) continue;
    chosen.push_back(p);
    used += p->weight;
  }
  std::sort(chosen.begin(), chosen.end(), [](const Parsed* a, const Parsed* b) { return a->name < b->name; });
  return chosen;
}

// A second opinion on every move we refused: GNU Go, with the rules of the
// `go` preset, loads the record up to that move and must refuse it too.
void confirm_with_gnugo(const fs::path& dir, Totals& t) {
  if (t.refused.empty()) return;
  const std::string gnugo = tg::xc::setting("TRISGO_GNUGO", TRISGO_GNUGO_DEFAULT, "/usr/games/gnugo");
  if (!fs::exists(gnugo)) {
    std::cout << "[replay] GNU Go is not installed at " << gnugo << ": refused moves not confirmed\n";
    return;
  }
  try {
    tg::gtp::Client gtp({gnugo, "--mode", "gtp", "--chinese-rules", "--situational-superko", "--forbid-suicide"},
                          std::chrono::seconds(60));
    for (const auto& r : t.refused) {
      const std::string vertex = tg::xc::gtp_vertex(r.size, r.move.point);
      const std::string colour(tg::side_name(r.move.side));
      const std::string what = r.file + " move " + std::to_string(r.move_number) + " " + colour + " " + vertex;
      gtp.command("loadsgf " + (dir / r.file).string() + " " + std::to_string(r.move_number));
      const std::string legal = gtp.command("is_legal " + colour + " " + vertex);
      if (legal == "0") {
        std::cout << "[replay] GNU Go also refuses " << what << "\n";
      } else {
        t.failures.push_back(what + ": we refuse it (" + std::string(tg::illegal_name(r.reason)) +
                             ") but GNU Go (situational superko, suicide forbidden) allows it");
      }
    }
    gtp.quit();
  } catch (const tg::gtp::GtpError& e) {
    t.failures.push_back(std::string("GNU Go failed while confirming refused moves: ") + e.what());
  }
}

TEST(RegressionReplay, GnuGoRecords) {
  const fs::path dir =
      tg::xc::setting("TRISGO_GO_GAMES_DIR", TRISGO_GO_GAMES_DIR_DEFAULT, "/work/shared/data/go-games/gnugo-regression");
  if (!fs::is_directory(dir))
    GTEST_SKIP() << "no GNU Go regression records at " << dir << " (set TRISGO_GO_GAMES_DIR): nothing to replay";
  const auto files = sgf_files(dir);
  ASSERT_FALSE(files.empty()) << "no .sgf files under " << dir;
  const bool all = tg::xc::setting("TRISGO_REPLAY_ALL", "", "0") == "1";
  long budget = kDefaultBudget;
  if (auto b = tg::xc::setting("TRISGO_REPLAY_BUDGET", "", ""); !b.empty()) budget = std::stol(b);

  // 1. Parse every file.
  const auto start = std::chrono::steady_clock::now();
  Totals t;
  std::vector<Parsed> parsed;
  long total_moves = 0;
  for (const auto& [path, name] : files) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream buf;
    buf << in.rdbuf();
    const auto bad = kKnownBad.find(name);
    try {
      Parsed p{name, tg::parse_sgf(buf.str(), name), 0};
      const long area = p.record.size.points();
      p.weight = static_cast<long>(p.record.moves.size()) * area * area / (81 * 81);
      total_moves += static_cast<long>(p.record.moves.size());
      if (bad != kKnownBad.end())
        t.failures.push_back(name + ": listed as known-bad (" + bad->second + ") but parses; update kKnownBad");
      parsed.push_back(std::move(p));
    } catch (const tg::ParseError& e) {
      if (bad != kKnownBad.end()) t.known_bad.push_back(name + ": " + bad->second + " (parser: " + e.what() + ")");
      else t.failures.push_back(name + ": does not parse: " + e.what());
    }
  }
  const double parse_secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  // 2. Replay.
  const std::vector<const Parsed*> chosen = choose(parsed, all, budget);
  auto engine = tg::ref::make_reference_engine();
  std::map<int, int> by_size;
  std::vector<std::pair<double, std::string>> slowest;
  for (const Parsed* p : chosen) {
    const auto record_start = std::chrono::steady_clock::now();
    try {
      replay_record(*engine, p->record, p->name, t);
    } catch (const std::exception& e) {
      t.failures.push_back(p->name + ": exception: " + e.what());
    }
    ++by_size[p->record.size.n()];
    slowest.emplace_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - record_start).count(),
                         p->name + " (" + std::to_string(p->record.size.n()) + "x" +
                             std::to_string(p->record.size.n()) + ", " + std::to_string(p->record.moves.size()) +
                             " moves)");
  }
  std::sort(slowest.rbegin(), slowest.rend());
  if (slowest.size() > 3) slowest.resize(3);
  std::string sizes;
  for (const auto& [n, count] : by_size)
    sizes += (sizes.empty() ? "" : ", ") + std::to_string(count) + " on " + std::to_string(n) + "x" + std::to_string(n);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  int illegal_total = 0;
  std::string reasons;
  for (const auto& [reason, count] : t.illegal) {
    illegal_total += count;
    reasons += (reasons.empty() ? "" : ", ") + reason + " " + std::to_string(count);
  }
  for (const std::string& s : t.illegal_cases) std::cout << "[replay] reported: " << s << "\n";
  confirm_with_gnugo(dir, t);
  for (const std::string& s : t.known_bad) std::cout << "[replay] known-bad, not parsed: " << s << "\n";
  std::cout << "[replay] " << files.size() << " files: " << parsed.size() << " parsed (" << total_moves
            << " moves) in " << parse_secs << " s, " << t.known_bad.size() << " known-bad\n"
            << "[replay] replayed " << t.records << " records"
            << (all ? " (all)"
                    : std::string(" (sample: small boards, ") +
                          (kAlwaysSuperko ? "superko records, records with setup after moves, " : "") +
                          "budget " + std::to_string(budget) + "; TRISGO_REPLAY_ALL=1 for all)")
            << ": " << t.moves << " moves, " << t.captures << " stones captured, " << illegal_total
            << " illegal moves reported" << (reasons.empty() ? "" : " (" + reasons + ")") << ", " << t.after_end
            << " moves after two passes, " << t.setups << " setup nodes after moves, " << t.failures.size()
            << " failures, " << secs << " s\n"
            << "[replay] records replayed by size: " << sizes << "\n";
  for (const auto& [sec, what] : slowest) std::cout << "[replay] slowest: " << what << " " << sec << " s\n";
  for (const std::string& f : t.failures) ADD_FAILURE() << f;
}

}  // namespace
