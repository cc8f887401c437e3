#pragma once
// The search machinery of the rule author's kit (issue 19), shared by
// `trisgo diff` and `trisgo audit`: a bounded, deterministic, parallel search
// of positions for a property (a Probe), with shrinking of what it finds.
//
// The search sequence, in order: for each board size (ascending), the
// exhaustive phase (every board of that size with up to `exhaustive_pieces`
// pieces, one position per distinct slot of the move order, reduced by the 8
// symmetries of the square), then the random phase (uniformly random boards),
// then the guided phase (positions reached by seeded random games, with their
// history, so repetition and the previous position of Art. 8 take part).
// Every unit of the sequence has an index; a budget cuts a prefix of the
// sequence, a shard takes every N-th chunk of it, and the findings of each
// kind are ordered by (board size, pieces, history, index), so the report
// depends on the space, the seed and the budget only, never on --jobs.
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "audit/finding.h"
#include "audit/slots.h"
#include "audit/witness.h"
#include "text/phrase.h"
#include "vocab/board.h"
#include "vocab/engine.h"

namespace tg::audit {

// A predicate over one position: nullopt when nothing is found, else a
// finding (its kind groups it). Must be thread-safe (called from several
// threads at once) and deterministic. It may throw tg::EngineLimit for a
// position it cannot decide: the search counts it as skipped.
using Probe = std::function<std::optional<Finding>(const Position&)>;

// What a probe answered on one unit of an exhaustive phase, found before
// the search (SearchSpace::known).
// Dropped: the symmetry reduction drops the unit's board (an image comes
// earlier), so it is not probed at all.
enum class KnownAnswer : std::uint8_t { Nothing, Found, Limit, Dropped };
// (board size, unit of that size's exhaustive phase, exhaustive.h) -> the
// answer, or nullopt when not known. Must be thread-safe.
using KnownAnswers = std::function<std::optional<KnownAnswer>(int, std::uint64_t)>;

struct Progress {
  std::string phase;        // "exhaustive 3x3", "random 7x7", "guided 5x5", "shrinking"
  std::uint64_t done = 0;   // units of the whole sequence done so far
  std::uint64_t total = 0;  // units of the whole sequence (within the budget)
  std::uint64_t findings = 0;
};
// Called from the searching threads, at most a few times a second, never
// concurrently with itself.
using ProgressFn = std::function<void(const Progress&)>;

struct SizePlan {
  int size = 3;
  int exhaustive_pieces = -1;    // -1: no exhaustive phase for this size
  std::uint64_t random = 0;      // random boards
  std::uint64_t guided = 0;      // random games (each probes every position along it)
  int guided_moves = 0;          // moves per guided game (0: 2 * points)
};

struct SearchSpace {
  Ruleset rules;                 // the positions' ruleset
  std::vector<SizePlan> sizes;   // searched in this order (ascending sizes)
  std::uint64_t seed = 1;
  // Budgets (0: none). positions: units of the sequence (a prefix, exact and
  // deterministic); seconds: wall-clock, whatever `jobs` is: every thread
  // checks the deadline before each unit (each move of a guided game); the
  // report is a prefix of the sequence all the same (the chunks done whole,
  // then the units done of the first unfinished one) and says how many
  // units were done: rerun with that many positions to reproduce it.
  std::uint64_t max_positions = 0;
  double budget_seconds = 0;
  int jobs = 1;                  // threads
  int shard = 0, shards = 1;     // this process takes chunks c with c % shards == shard
  bool symmetry = true;          // reduce the exhaustive phase by the 8 symmetries
  // The stone and tris pieces the boards are made of. Empty: black, white
  // and tris stones (TrisGomoku: also tris with black / white attribute).
  bool with_tris = true;
  // The engine that plays the guided games (nullptr: no guided phase).
  const Engine* player = nullptr;
  // Findings kept per kind before shrinking (the minimal ones).
  int keep_per_kind = 1;
  bool shrink = true;
  // The placement search that finds each example's record (witness.h);
  // without a player no record is looked for and the examples are the
  // positions as shrunk.
  WitnessBounds witness;
  // false: the boards themselves are the findings, shrunk as positions, with
  // no record (the unit tests of a question on hand-made boards; every
  // command reports reachable examples only).
  bool reachable = true;
  // Optional: the probe's answers on exhaustive units, computed beforehand
  // (the audit's shared pass over all its checks, checks_shared.h). A unit
  // known to show nothing, or to be beyond the engine (EngineLimit), is
  // counted as probed without calling the probe; a unit known to show a
  // finding is probed as usual; a dropped board is skipped as the symmetry
  // reduction would. The report is the same as without them
  // (audit/tests/checks_shared_test.cpp).
  KnownAnswers known;
  // Optional: stops the search early (another thread or a signal sets it),
  // checked as often as the deadline.
  const std::atomic<bool>* cancel = nullptr;
};

// The coverage of one phase of one size, for the bounded sentence.
struct Coverage {
  int size = 3;
  std::string phase;              // "exhaustive", "random", "guided"
  int pieces = -1;                // exhaustive: the piece bound
  std::uint64_t units = 0;        // units of the phase in the space
  std::uint64_t done = 0;         // units searched (a prefix unless sharded)
  std::uint64_t probed = 0;       // positions given to the probe
  std::uint64_t classes = 0;      // exhaustive: boards up to symmetry searched
  bool complete() const { return done == units; }
  friend bool operator==(const Coverage&, const Coverage&) = default;
};

struct KindReport {
  std::string kind;
  std::uint64_t count = 0;        // positions where this kind was found
  std::vector<Finding> examples;  // minimal first, shrunk (keep_per_kind at most)
  std::vector<Finding> originals; // the same before shrinking (for merging shards)
  friend bool operator==(const KindReport&, const KindReport&) = default;
};

struct SearchReport {
  std::uint64_t seed = 1;
  int shard = 0, shards = 1;
  std::vector<Coverage> coverage;
  std::uint64_t positions = 0;    // positions probed
  std::uint64_t skipped = 0;      // positions the probe could not decide (EngineLimit)
  std::vector<KindReport> kinds;  // sorted by kind name
  // Kinds found only on positions that no record within the witness bounds
  // reaches: their KindReport has no example (never reported), named here.
  std::vector<std::string> unreached;
  bool stopped_by_time = false;
  // Stopped by SearchSpace::cancel (a signal, issue 36): the prefix done is
  // reported (as for a time budget), the examples are not shrunk.
  bool interrupted = false;
  // What was searched, one bounded sentence: "all 3x3 positions up to 9
  // pieces (N classes up to symmetry), 1000 random 5x5 positions".
  std::string searched() const;
  // The same as data, one phrase per phase searched (text/ words it in any language).
  text::PhraseList searched_words() const;
  bool found() const {
    for (const KindReport& k : kinds)
      if (!k.examples.empty()) return true;
    return false;
  }
  friend bool operator==(const SearchReport&, const SearchReport&) = default;
};

// One sentence: the bounds of an example's "proven minimal" claim, or the
// effort behind a "smallest found" one (audit and diff reports).
std::string minimality_bounds(const Finding& f, const SearchReport& search);
text::Phrase minimality_words(const Finding& f, const SearchReport& search);

// Runs the search. Throws std::invalid_argument for a bad space (a size not
// allowed, shard out of range).
SearchReport search(const SearchSpace& space, const Probe& probe, const ProgressFn& progress = {});

// Merges shard reports of the same space and seed (throws
// std::invalid_argument when they differ or a shard is missing twice).
// The result equals the report of the unsharded search when the shards
// together cover the same units; shrinking is redone with `probe` when given.
SearchReport merge(const std::vector<SearchReport>& shards, const Probe& probe = {}, const Engine* player = nullptr);

// Shrinks a position while `still_shows` holds (shrink.h).
Position shrink(const Position& p, const std::function<bool(const Position&)>& still_shows);


}  // namespace tg::audit
