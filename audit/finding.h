#pragma once
// A finding (issue 19): what `trisgo diff` or a check of `trisgo audit`
// found on one position (and one move, if the question is about a move):
// its kind, the question in words, the answers that clash, the spec and
// decision IDs involved. A finding is plain data; writing it as a position
// file, a conformance vector and an SVG picture is in finding.cpp.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "text/phrase.h"
#include "vocab/board.h"
#include "vocab/engine.h"

namespace tg::audit {

struct Answer {
  std::string label;  // who answers: "trisgo-2026", "trisgo-2026/tris_forbid=any", "C-1 literal", ...
  std::string text;   // the answer, one line ("black (6.2.3.1)", "legal: captures C3", ...)
  // The answer as data (text/phrase.h), when its maker kept it (trisgo
  // diff): a report renders it again in the language and labels asked for.
  std::optional<text::Phrase> data;
  friend bool operator==(const Answer&, const Answer&) = default;
};

struct Finding {
  // The question kind, a short stable word: "tris-attribute", "private-eye",
  // "forbidden-point", "move-outcome", "end", "score", "winner" (diff), or a
  // check's name (audit). Findings are grouped by kind.
  std::string kind;
  std::string question;   // one line: "the attribute of the tris string at (0,1)"
  std::optional<text::Phrase> question_data;  // the question as data, when its maker kept it (as Answer::data)
  Position position{*BoardSize::make(kMinBoardSize)};  // the position asked about (its ruleset is the first answer's)
  std::optional<Move> move;  // the move, for questions about a move
  std::optional<Point> point;  // the point the question is about, if any
  std::vector<Answer> answers;  // usually two: the answers that differ or clash
  std::vector<std::string> ids;  // the spec / decision / contradiction IDs that clash
  // Filled in by search(): the index of the position in the search sequence
  // (the order key that makes the minimal example deterministic) and the
  // phase that found it ("exhaustive", "random", "guided").
  std::uint64_t index = 0;
  std::string phase;
  // The moves from the empty board that reach `position` (its history is
  // theirs): set on every example search() reports (audit/witness.h), and on
  // a guided phase's finding (the game played); unset on an exhaustive or
  // random board, which may be no position of play.
  std::optional<std::vector<Move>> record;
  // Examples only, by the measure of witness.h (pieces, moves, board size):
  // proven minimal on the boards up to `proven_up_to` when the exhaustive
  // phase searched every position (without history) of every such board
  // that could be smaller, none reachable was smaller (search.cpp, label()),
  // and the example shows without its history; else the smallest found,
  // after `shrink_checks` re-checks while shrinking.
  bool proven_minimal = false;
  int proven_up_to = 0;
  bool shows_without_history = false;  // the example shows on its board alone (the exhaustive phase's kind of position)
  std::uint64_t shrink_checks = 0;
  friend bool operator==(const Finding&, const Finding&) = default;
};

// The number of pieces on the board (the "fewest pieces" of shrinking).
int piece_count(const Position& p);
// The order of the search's findings (the minimal one is shrunk), the
// measure of witness.h first: fewer pieces, then fewer moves of the record
// (a finding without one last), then smaller board, then shorter history,
// then the search index.
bool smaller_example(const Finding& a, const Finding& b);

// The move as a phrase parameter, a list of one ("black stone C3", "white
// pass"): what a finding's question and its pictures name.
// (Inline: the board page's module compiles diff.cpp, not finding.cpp.)
inline text::PhraseList move_list(const Move& m) {
  using text::PhraseKind;
  if (m.is_pass()) return {{text::phrase(PhraseKind::DiffMovePass, m.side)}, ""};
  return {{text::phrase(PhraseKind::DiffMove, m.side, static_cast<int>(m.kind), m.point)}, ""};
}

// One line: "kind: question: A says ..., B says ...".
std::string summary(const Finding& f);

// One answerer of a finding's question, for the files: its label, its
// engine and the position as its ruleset sees it.
struct View {
  std::string label;
  const Engine* engine = nullptr;
  Position position;
};

// A conformance vector (spec/vectors/README.md) per view that asserts that
// view's answer to the question; the `# why:` comment says it was generated
// and names both answers (check it by hand before adding it to spec/vectors).
std::string finding_vectors(const Finding& f, const std::vector<View>& views, const std::string& name);
// One SVG: each view's board (with its engine's attributes, the point or
// move in question highlighted), its label and its answer, side by side.
std::string finding_picture(const Finding& f, const std::vector<View>& views,
                            text::Language lang = text::Language::English);

struct FindingFiles {
  std::string position, vectors, picture;  // paths written
  std::string record;                      // NAME.tgr, the record that reaches the example (when it has one)
  std::vector<std::string> graphs;         // one explanation graph per view (SVG, or DOT without Graphviz)
};
// Writes DIR/NAME.pos, DIR/NAME.tgr (the example's record), DIR/NAME.vec, DIR/NAME.svg and DIR/NAME.<i>.svg (the
// explanation graph of view i, explain/, worded in `lang`; .dot when Graphviz is missing).
// Throws std::runtime_error when a file cannot be written.
FindingFiles write_finding(const Finding& f, const std::vector<View>& views, const std::string& dir, const std::string& name,
                           text::Language lang = text::Language::English);

}  // namespace tg::audit
