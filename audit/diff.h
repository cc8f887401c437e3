#pragma once
// `trisgo diff` (issue 19): the questions whose answers differ between two
// rulesets (or two engines): a tris attribute, a private-eye verdict, a
// forbidden point and its reason, the end, the score, the winner, and for
// every move of the slot to move whether it is legal and what it does
// (captures, attribute changes, cascade, the end after it).
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "audit/finding.h"
#include "audit/search.h"
#include "text/words.h"
#include "vocab/engine.h"
#include "vocab/labels.h"

namespace tg::audit {

// One side of a diff: a ruleset and the engine that answers for it.
struct DiffSide {
  std::string label;             // as the user wrote it: "trisgo-2026/tris_forbid=any"
  Ruleset rules;
  const Engine* engine = nullptr;   // searches (the optimized engine by default)
  const Engine* checker = nullptr;  // re-checks each finding (the reference); may be null
};

// Two rulesets that cannot be compared position by position (D-104): a Go
// family ruleset against TrisGomoku.
class NotComparable : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// How two rulesets are compared (D-104). Throws NotComparable for different
// games. `note` says what the comparison leaves out (different move orders:
// positions are matched by the slot to move, the orders themselves differ).
struct Comparison {
  bool same_order = true;
  bool colour_swap = false;
  std::string note;  // in English (the JSON's "note")
  std::optional<text::Phrase> note_data;  // the note as data, for the report's words in any language
};
Comparison compare_rulesets(const Ruleset& a, const Ruleset& b);

// `p` (of ruleset `from`) as a position of ruleset `to`: the same board,
// passes and history, the next move (and each history entry's) renumbered to
// the first move number of `to` with the same slot (side and piece kind)
// when the move orders differ. nullopt when `to` has no such slot.
std::optional<Position> as_ruleset(const Position& p, const Ruleset& to);

struct DiffOptions {
  bool moves = true;  // also compare every move of the slot to move
  // Compare only what GTP carries (an engine over GTP, gtp/remote_engine.h):
  // attributes, forbidden points, the end, the score's counts and winner,
  // legality, the points a move empties and the board after it. Private
  // eyes, owners and the split of captures from the cascade are left out.
  bool gtp_visible = false;
  LabelSet labels = LabelSet::Letter;
  // The labels and language of a finding's question and answers (text/
  // phrase.h; the JSON's words, the pictures'), kept beside them as data
  // (Finding::question_data, Answer::data).
  text::Language lang = text::Language::English;
};

// The first question (in the order of the list above) whose answers differ
// on `p` (a position of a.rules), asked of a.engine and b.engine; nullopt if
// none, or if `p` is no position of play (a black or white string without
// liberties under either ruleset).
std::optional<Finding> diff_position(const DiffSide& a, const DiffSide& b, const Position& p, const DiffOptions& o = {});
// Every question of that list whose answers differ, in the same order, a
// move's question once (the first that differs for it): the one-position
// diff of the board in the browser (web/).
std::vector<Finding> diff_position_all(const DiffSide& a, const DiffSide& b, const Position& p,
                                       const DiffOptions& o = {});

// The same as a Probe of the search (engines only, no re-check).
Probe diff_probe(const DiffSide& a, const DiffSide& b, const DiffOptions& o = {});

struct DiffReport {
  SearchReport search;
  Comparison comparison;
  std::string label_a, label_b;
  // Per example (same order as search.kinds[i].examples): whether the
  // checkers (reference engines) give the same finding; empty text = agreed.
  std::vector<std::vector<std::string>> recheck;
  // A merge of some shards only (trisgo diff --merge --partial, issue 31):
  // the shards not merged, as "K/N"; the search covers the others.
  std::vector<std::string> missing_shards;
  bool complete() const { return !search.interrupted && missing_shards.empty(); }
};

// Runs the search over a.rules' positions and re-checks every example with
// the checkers. The space's rules are set to a.rules, its player to a.engine.
DiffReport run_diff(const DiffSide& a, const DiffSide& b, SearchSpace space, const DiffOptions& o = {},
                    const ProgressFn& progress = {});

// The report as text for people: what was compared, what was searched, and
// per kind the minimal example with both answers.
// Every line is a phrase of text/ in `lang` and `labels`: the frame, and the
// questions and answers from their data (the words they were made with when
// a report read back has none).
std::string diff_text(const DiffReport& r, LabelSet labels, text::Language lang = text::Language::English);

}  // namespace tg::audit
