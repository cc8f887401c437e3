// The batch query (spec/formats/gtp.md `trisgo-answers`, gtp/batch_answers.h):
// in-process, for positions of several systems, every part of the one answer
// equals what the single commands answer in the same position (the analysis,
// trisgo-legal, trisgo-outcome of every move, and after each legal move
// `play`'s board and trisgo-to-move), and the game is left unchanged.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>

#include "gtp/answers_json.h"
#include "gtp/batch_answers.h"
#include "gtp/client.h"
#include "gtp/move_text.h"
#include "gtp/position_line.h"
#include "gtp/server.h"
#include "reference/reference_engine.h"
#include "vocab/engine_json.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"

namespace {

struct Session {
  std::unique_ptr<tg::Engine> engine = tg::ref::make_reference_engine();
  tg::gtp::Server server{*engine, tg::gtp::ServerOptions{tg::parse_ruleset("go"), *tg::BoardSize::make(9), 1,
                                                          tg::gtp::Policy::Uniform, {}}};
  // The result of a "=" reply; the test fails on a "?" one.
  std::string ok(const std::string& line) {
    const std::string r = server.respond(line).value_or("(no reply)");
    EXPECT_EQ(r.substr(0, 1), "=") << line << " -> " << r;
    const std::size_t start = r.find_first_not_of("=0123456789 ");
    return r.size() < 3 || start == std::string::npos ? std::string() : r.substr(start, r.size() - 2 - start);
  }
};

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);)
    if (!l.empty()) out.push_back(l);
  return out;
}
std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// A refusal's words differ (the batch leaves them out): the rest must not.
void expect_same_outcome(const tg::MoveOutcome& batch, const tg::MoveOutcome& single, const std::string& what) {
  EXPECT_EQ(batch.illegal, single.illegal) << what;
  EXPECT_EQ(batch.captured, single.captured) << what;
  EXPECT_EQ(batch.changes, single.changes) << what;
  EXPECT_EQ(batch.cascade, single.cascade) << what;
  EXPECT_EQ(batch.encircled, single.encircled) << what;
  EXPECT_EQ(batch.overruled, single.overruled) << what;
}

// A TrisGo position with tris on a stone slot, a tris slot (the emergency
// conversion of Art. 8 among the legal moves), MengGo 2019, a FlybombGo
// offer (declining moves), TrisGomoku, plain Go after a pass and with a ko.
const char* const kPositions[] = {
    "rules: trisgo-2026\nsize: 5\nnext: 11\nboard:\n.....\n.XTO.\n.X.O.\n.XTO.\n...XO\n",
    "rules: trisgo-2026\nsize: 5\nnext: 9\nboard:\n.XO..\nXO.O.\n.XO..\n....T\nXO.T.\n",
    "rules: trisgo-2026\nsize: 5\nnext: 9\nboard:\n.....\n.O...\nOXO..\n.....\n.....\n"
    "seen: 8\n.....\n.O...\nOX...\n.....\n.....\n",
    "rules: menggo-2019\nsize: 5\nnext: 61\nboard:\n.X...\nXX.T.\n...O.\n.....\n.....\n",
    "rules: flybomb-C\nsize: 7\nnext: 4\nflybomb_seed: 5\nflybomb_moves: 2\nboard:\n.......\n.......\n..X....\n"
    "...T...\n....O..\n.......\n.......\n",
    "rules: trisgomoku\nsize: 5\nnext: 6\nboard:\n.....\n.XB..\n..W..\n.O...\n.....\n",
    "rules: go\nsize: 3\nnext: 4\npasses: 1\nboard:\n.X.\n.O.\n...\n",  // the pass ends the game
    "rules: go\nsize: 5\nnext: 8\nboard:\n.....\n.XO..\nX.XO.\n.XO..\n.....\nseen: 7\n.....\n.XO..\nXO.O.\n.XO..\n.....\n",
};

TEST(GtpBatch, EveryPartEqualsTheSingleCommandsAnswer) {
  for (const char* text : kPositions) {
    Session s;
    const tg::Position p = tg::parse_position(text, "test");
    const tg::BoardSize size = p.board.size();
    const std::string line = tg::gtp::position_line(p);
    const tg::gtp::BatchAnswers b =
        tg::gtp::batch_from_json(nlohmann::json::parse(s.ok("trisgo-answers " + line)), p);
    // The batch left the game alone: setting up afterwards starts from p.
    s.ok("trisgo-setup " + line);
    EXPECT_EQ(s.server.game().position(), p);
    // The analysis: trisgo-analyze's JSON (analyze --json) read back.
    EXPECT_EQ(b.analysis, tg::gtp::analysis_from_json(nlohmann::json::parse(tg::analysis_json(p, s.engine->analyze(p)).dump()), size))
        << text;
    // trisgo-legal (and, at a FlybombGo offer, the declining side's).
    std::vector<tg::Move> legal;
    const tg::Slot slot = p.to_move();
    for (const std::string& l : lines(s.ok("trisgo-legal")))
      legal.push_back(*tg::gtp::parse_move_words(words(l), slot.side, slot.kind, size).move);
    if (const std::optional<tg::Slot> d = p.declining_slot(); d && d->side != slot.side)
      for (const std::string& l : lines(s.ok("trisgo-legal " + std::string(tg::gtp::colour_letter(d->side)))))
        legal.push_back(*tg::gtp::parse_move_words(words(l), d->side, d->kind, size).move);
    std::vector<tg::Move> batch_legal = b.legal;
    auto order = [&](const tg::Move& x, const tg::Move& y) {
      return std::tuple(x.side, x.kind, x.is_pass() ? -1 : size.index(x.point)) <
             std::tuple(y.side, y.kind, y.is_pass() ? -1 : size.index(y.point));
    };
    std::sort(legal.begin(), legal.end(), order);
    std::sort(batch_legal.begin(), batch_legal.end(), order);
    EXPECT_EQ(batch_legal, legal) << text;
    // Every legal move has its entry, and so has the slot's move on every
    // empty point while the game goes on.
    for (const tg::Move& m : b.legal) EXPECT_NE(b.find(m), nullptr) << text;
    const tg::MoveKind slot_kind = slot.kind == tg::SlotKind::Tris ? tg::MoveKind::Tris : tg::MoveKind::Stone;
    for (int i = 0; i < size.points() && !b.analysis.ended; ++i) {
      if (p.board.at_index(i) != tg::Piece::Empty) continue;
      EXPECT_NE(b.find(tg::Move{slot.side, slot_kind, size.point(i)}), nullptr) << text;
    }
    for (const tg::gtp::BatchMove& x : b.moves) {
      std::string ask = std::string(tg::gtp::colour_letter(x.move.side)) + " " + std::string(tg::move_kind_name(x.move.kind));
      if (!x.move.is_pass()) ask += " " + tg::format_gtp_vertex(x.move.point, size);
      expect_same_outcome(x.outcome, tg::gtp::outcome_from_json(nlohmann::json::parse(s.ok("trisgo-outcome " + ask))),
                          std::string(text) + ask);
      if (!x.outcome.legal()) continue;
      // play, then the board and the end as the single commands give them.
      const tg::SlotKind written = x.move.side == slot.side ? slot.kind : p.declining_slot()->kind;
      s.ok("play " + std::string(tg::gtp::colour_letter(x.move.side)) + " " +
           tg::gtp::format_move_words(x.move, written, size));
      EXPECT_EQ(*x.board, s.server.game().position().board) << text << ask;
      EXPECT_EQ(x.ended, s.ok("trisgo-to-move") == "ended") << text << ask;
      s.ok("undo");
    }
  }
}

TEST(GtpBatch, TheCompactFormReadsBackAsTheFullOne) {
  // trisgo-answers-compact (version 4) read back equals trisgo-answers read
  // back, part by part, on every position above; between them they write a
  // move in each of the compact forms (one that only places its piece, one
  // that ends the game, a refusal) and as an object.
  std::map<std::string, int> forms;
  for (const char* text : kPositions) {
    Session s;
    const tg::Position p = tg::parse_position(text, "test");
    const std::string line = tg::gtp::position_line(p);
    const tg::gtp::BatchAnswers full = tg::gtp::batch_from_json(nlohmann::json::parse(s.ok("trisgo-answers " + line)), p);
    const std::string compact_line = s.ok("trisgo-answers-compact " + line);
    const nlohmann::json compact_json = nlohmann::json::parse(compact_line);
    const tg::gtp::BatchAnswers compact = tg::gtp::compact_batch_from_json(compact_json, p);
    EXPECT_EQ(compact.analysis, full.analysis) << text;
    EXPECT_EQ(compact.legal, full.legal) << text;
    ASSERT_EQ(compact.moves.size(), full.moves.size()) << text;
    for (std::size_t i = 0; i < full.moves.size(); ++i) {
      EXPECT_EQ(compact.moves[i].move, full.moves[i].move) << text << i;
      EXPECT_EQ(compact.moves[i].outcome, full.moves[i].outcome) << text << i;
      EXPECT_EQ(compact.moves[i].board, full.moves[i].board) << text << i;
      EXPECT_EQ(compact.moves[i].ended, full.moves[i].ended) << text << i;
    }
    for (const nlohmann::json& e : compact_json["moves"]) {
      const std::string w = e.is_string() ? e.get<std::string>() : "";
      ++forms[!e.is_string() ? "object" : w.find(" illegal ") != std::string::npos ? "illegal" : w.size() > 4 && w.substr(w.size() - 4) == " end" ? "end" : "placed"];
    }
  }
  for (const char* form : {"object", "illegal", "end", "placed"}) EXPECT_GT(forms[form], 0) << form;
}

TEST(GtpBatch, TheCompactFormIsReadStrictly) {
  Session s;
  const tg::Position p = tg::parse_position(kPositions[0], "test");
  const nlohmann::json good = nlohmann::json::parse(s.ok("trisgo-answers-compact " + tg::gtp::position_line(p)));
  for (const nlohmann::json& entry : {nlohmann::json("B stone Z9"), nlohmann::json("B stone A5 illegal nonsense"),
                                      nlohmann::json("B stone A5 illegal"), nlohmann::json("B pass end end"),
                                      nlohmann::json("Q stone A5"), nlohmann::json(5)}) {
    nlohmann::json bad = good;
    bad["moves"].push_back(entry);
    EXPECT_THROW(tg::gtp::compact_batch_from_json(bad, p), tg::gtp::GtpError) << entry.dump();
  }
  nlohmann::json no_moves = good;
  no_moves.erase("moves");
  EXPECT_THROW(tg::gtp::compact_batch_from_json(no_moves, p), tg::gtp::GtpError);
  EXPECT_EQ(s.server.respond("trisgo-answers-compact").value_or("").substr(0, 57),
            "? syntax error: trisgo-answers-compact needs a position: ");
  EXPECT_EQ(s.server.respond("trisgo-answers-compact rules: go|size: 3|next: 1|board:|...|.Q.|...").value_or("").substr(0, 50),
            "? bad position: trisgo-setup:6:2: bad cell 'Q' in ");
}

TEST(GtpBatch, ABadPositionIsRefusedAsBySetup) {
  Session s;
  EXPECT_EQ(s.server.respond("trisgo-answers").value_or(""),
            "? syntax error: trisgo-answers needs a position: the position text with '|' for each line break, e.g. "
            "'rules: go|size: 3|next: 1|board:|...|...|...'\n\n");
  EXPECT_EQ(s.server.respond("trisgo-answers rules: go|size: 3|next: 1|board:|...|.Q.|...").value_or("").substr(0, 50),
            "? bad position: trisgo-setup:6:2: bad cell 'Q' in ");
}

}  // namespace
