#pragma once
// The cause of a finding, drawn (issue 28): for each kind of `trisgo diff`'s
// questions, what the answer rests on, from one view's engine answers (data,
// never the answer's words): the tris string and its neighbours' verdicts,
// the string and its candidate regions, the forbidden point and its reason,
// the move and what it removed and flipped, the final state and both sides'
// counts. finding_picture (finding.h) draws one per view side by side;
// finding_graph is the explanation graph of the KIND.1.svg / KIND.2.svg.
#include <string>
#include <vector>

#include "audit/finding.h"
#include "explain/graph.h"

namespace tg::audit {

// A word on the board, as data (text/phrase.h): drawn in the user's
// language by diagram_in.
struct CauseTag {
  Point point;
  text::Phrase words;
  friend bool operator==(const CauseTag&, const CauseTag&) = default;
};

struct Cause {
  explain::Diagram diagram;          // the board the question is about, its cause highlighted (no tags: see `tags`)
  std::vector<CauseTag> tags;        // the words on the board: an attribute, a region's verdict, a reason
  std::vector<text::Phrase> notes;   // short lines of numbers under the board: parameters, counts
  explicit Cause(const Board& b) : diagram(b) {}
};

// The cause of `f` as view `v` (its engine, its position) answers it.
Cause cause_of(const Finding& f, const View& v);

// The cause's board with its tags in words, and its notes in words, in
// `lang` (text/'s phrase tables) and `labels`.
explain::Diagram diagram_in(const Cause& c, LabelSet labels, text::Language lang);
std::vector<std::string> notes_in(const Cause& c, LabelSet labels, text::Language lang);

// The explanation graph of `f` for view `v` (explain/): the tris string's
// attribute, the string's private-eye verdict, the point's legality, the
// move, the end, or the score, as the kind asks; worded in `lang` (text/).
explain::Graph finding_graph(const Finding& f, const View& v, text::Language lang = text::Language::English);

// The counts of Art. 13 as numbers, three lines: "black 4, white 3, neutral 1,
// komi 3.75", then each formula with its winner ("black - komi 0.25 vs white
// 3: white", "black 4 vs Y + komi 7.75: white"), for the pictures' notes.
std::vector<text::Phrase> count_notes(const Score& s);

}  // namespace tg::audit
