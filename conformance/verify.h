#pragma once
// `trisgo verify` (issue 18): another engine, driven over GTP, compared with
// ours question by question, until the first disagreement. Three stages:
// the conformance vectors that GTP can state, a perft-like walk of every
// legal move to a depth (the legal-move lists compared at every node, the
// path to the first differing node located as perft's divide would), and
// seeded random games compared after every move (the move's legality and
// reason, one illegal move's reason, the board, the captures, the tris
// attributes, the end, the score and winner, and the other engine's own
// `genmove` answer: legal, accepted, the same board as ours after it). The
// first disagreement is shrunk
// (shrink.h) and written as a vector and a GTP regression script
// (verify_output.h). Prints nothing: progress goes to a callback.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gtp/remote_engine.h"
#include "vocab/engine.h"

namespace tg::conformance {

// What a disagreement is about.
enum class FindingKind { Legality, Reason, Board, Captures, Attributes, End, Score, Genmove, Vector };
std::string_view finding_kind_name(FindingKind k);  // "legality", "reason", ...

// A disagreement: the question asked (at `position`, about `move` when the
// kind concerns a move) and both answers; `moves` lead from `start` to
// `position` (the record). `shrunk_position`, when set, is a smaller
// position without history that shows the same disagreement, asked about
// `shrunk_move` (the move is refitted there: `move` stays the question of
// `position`, the record's end, so the record and its move stay paired).
struct Finding {
  FindingKind kind = FindingKind::Legality;
  std::string what;          // one line for people
  std::string ours, theirs;  // both answers as text
  Position start{*BoardSize::make(5)};
  std::vector<Move> moves;
  Position position{*BoardSize::make(5)};
  std::optional<Move> move;
  std::optional<Position> shrunk_position;
  std::optional<Move> shrunk_move;
  std::string stage;         // "vectors", "perft", "game 3 (seed 7, 5x5)"
  std::size_t original_moves = 0;  // the record's length before shrinking
};

// Compares both engines at `p`: the legal moves of the slot (a move legal
// for one and not the other is a Legality finding; for both illegal with
// different reasons, Reason), and, when the other engine speaks the
// extension, the tris attributes and the end; at the end, the score.
// `probe`: a move illegal for us whose refusal is compared too (reason).
// `kinds` restricts the checks (empty: all).
std::optional<Finding> check_position(const Engine& ours, const gtp::RemoteEngine& theirs, const Position& p,
                                      const std::optional<Move>& probe, const std::vector<FindingKind>& kinds = {});
// Plays m with both: legality and reason, then the board and the points
// emptied. On agreement `after` gets our position after the move (when m
// is legal).
std::optional<Finding> check_move(const Engine& ours, const gtp::RemoteEngine& theirs, const Position& p, const Move& m,
                                  std::optional<Position>* after, const std::vector<FindingKind>& kinds = {});

// Asks the other engine's `genmove` for the side to move at p: the answer
// must be a move (or resign), legal for us, and leave the board we get by
// playing it (a Genmove finding otherwise; nothing at the end).
std::optional<Finding> check_genmove(const Engine& ours, const gtp::RemoteEngine& theirs, const Position& p);

// The other engine failed (a hang, a crash, malformed GTP): where, after
// which record, and the command it failed on.
struct EngineFailure {
  std::string stage;
  std::string kind;      // gtp::failure_kind_name: "crash", "timeout", "oversized-reply", "protocol", ...
  std::string message;   // the GtpError's
  std::string command;   // the last command sent
  Position start{*BoardSize::make(5)};
  std::vector<Move> moves;
};

struct VerifyOptions {
  Ruleset rules;
  std::vector<BoardSize> sizes;
  int games = 10;
  std::uint64_t seed = 1;
  int depth = 2;              // perft depth (0: no perft)
  int max_moves = 0;          // per game; 0: 4 * N * N
  std::string vectors_path;   // "" : no vectors
  long max_perft_nodes = 200000;
  int shrink_budget = 400;    // replays the shrinker may spend
  // Called often (every vector, perft node, game move) with where verify is,
  // e.g. "vectors: 40 of 257"; the caller rate-limits what it prints (issue
  // 36: verify used to say nothing for minutes). May be empty.
  std::function<void(const std::string&)> tick;
};

struct VerifySummary {
  int vectors_run = 0, vectors_agreed = 0, vectors_not_stated = 0;
  long perft_nodes = 0;
  int games = 0;
  long moves_compared = 0;
  // Games whose end a plain Go engine scores with stones it judges dead
  // (final_status_list dead not empty): their scores are not compared (D-90).
  int scores_not_compared = 0;
  std::optional<Finding> finding;
  std::optional<EngineFailure> failure;
};

using Progress = std::function<void(const std::string&)>;

// Runs the stages in order and stops at the first disagreement (shrunk), or
// at the other engine's failure (a GtpError: a hang, a crash, malformed
// GTP), returned as `failure` with its stage and record.
VerifySummary verify(const Engine& ours, const gtp::RemoteEngine& theirs, const VerifyOptions& o, const Progress& progress);

// Our answers about the finding's question, for people: the move's outcome
// and, at the position, each tris string's Art. 6 branch and parameters and
// the forbidden points.
std::string our_explanation(const Engine& ours, const Position& p, const std::optional<Move>& m);

// A move as the vectors write it ("black tris a1", "white pass").
std::string vector_move_text(const Move& m);
// A move as `play` takes it after the colour ("tris C3", "E5", "pass").
std::string gtp_move_text(const Move& m, const Position& p);

}  // namespace tg::conformance
