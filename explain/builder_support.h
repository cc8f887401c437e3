#pragma once
// Shared pieces of the graph builders (explain_*.cpp): diagrams, point
// lists in words, and the board facts a node names (adjacency, strings).
// Nothing here decides a rule: every verdict comes from the engine.
#include <string>
#include <vector>

#include "explain/builder.h"
#include "text/phrase.h"

namespace tg::explain::detail {

// The words of a graph: every sentence a phrase of text/ (phrase.h,
// "Explain..." kinds), in the graph's labels and the language asked for
// (`trisgo explain --lang`). Points are passed to the phrases as their labels
// (format_point), as the graph writes them.
struct Say {
  Labels labels;
  text::Language lang = text::Language::English;
  std::string operator()(const text::Phrase& p) const;
  std::string point(Point p) const;
  // "a b c ... (12 points)", "none".
  std::string points(const std::vector<Point>& ps, std::size_t limit = 10) const;
  std::string slot(const Slot& s) const;  // "black's stone"
};

std::string words(const std::vector<Point>& points, Labels labels, std::size_t limit = 10);  // Say{labels}.points
std::string piece_words(Piece k);  // "black", "white", "tris"
std::string slot_words(const Slot& s);  // "black's stone"
std::string number(double v);      // 11.5, 3.75, 7

// Whether any point of `a` is adjacent (TG-3.2) to any point of `b`.
bool touches(const std::vector<Point>& a, const std::vector<Point>& b, BoardSize size);
bool contains(const std::vector<Point>& list, Point p);
std::vector<Point> sorted(std::vector<Point> v, BoardSize size);

// The tris string of the analysis holding `p`, or null.
const TrisInfo* tris_at(const Analysis& a, Point p);
const PrivateEyeInfo* eye_info(const Analysis& a, const std::vector<Point>& string);

// A diagram of the position with one highlight (more can be pushed after).
Diagram diagram(const Position& p, const Analysis& a, Mark mark, std::vector<Point> points);
Diagram diagram_of_board(const Board& b, const Analysis& a);

// The spec statement of an Art. 6 branch ("6.2.3.1" -> "TG-6.2.3").
std::string branch_statement(const std::string& branch);
std::string branch_rule(const TrisInfo& t, const Say& say);  // "By 1 > Wy 0: black"
std::string params(const TrisInfo& t);       // "By 1, Wy 0, Bo 0, Wo 1"
Verdict verdict_of(Attribute a);

// The statements and decisions behind an illegal move's reason.
std::vector<std::string> illegal_cites(Illegal r);

}  // namespace tg::explain::detail

namespace tg::explain::detail {
// The pieces behind an illegal move's reason, as child nodes of `parent`
// (explain_point.cpp).
void add_illegal_reasons(Graph& g, const std::string& parent, const Position& p, const Analysis& a, const Move& m,
                         const MoveOutcome& o, Labels labels, text::Language lang = text::Language::English);
// Each candidate region of a black or white string's private-eye verdict
// (TG-4.3, M19-4.2) as children of `parent`: the condition that held or
// failed, with the TG-4.3.3 witness (explain_string.cpp).
void add_eye_candidates(Graph& g, const std::string& parent, const Position& p, const Analysis& a,
                        const std::vector<Point>& string, Piece kind, const PrivateEyeInfo& eye, Labels labels, text::Language lang = text::Language::English);
// Whose move it is and with which piece where the move order is a rule of
// its own (order=flybomb: the flybomb turns; menggo-2013: the seats;
// menggo-2019: the three-round cycle), as a child of `parent`; nothing for
// other orders. `m`: the move asked about (its slot may be the declining
// stone of an offered flybomb), or null for the slot to move (explain_turn.cpp).
// `lang`: the language of its words (text/phrase.h).
void add_turn_reason(Graph& g, const std::string& parent, const Position& p, const Analysis& a, const Move* m,
                     text::Language lang = text::Language::English);
// The node of an illegal move: the rule, the engine's sentence, the point.
// `lang`: the language of the refusal's sentence (text/).
Node illegal_node(const Position& p, const Analysis& a, const Move& m, const MoveOutcome& o, Labels labels,
                  text::Language lang = text::Language::English);
}  // namespace tg::explain::detail
