#pragma once
// Builds explanation graphs (graph.h) from the engine interface alone
// (vocab/engine.h): whatever engine answers, the graph of a question is a
// function of its answers, so two engines that agree draw the same graph.
#include <stdexcept>
#include <string>

#include "explain/graph.h"
#include "text/words.h"
#include "vocab/engine.h"

namespace tg::explain {

// A question the position cannot answer: a point that holds no tris for a
// string question, a point off the board. The message names the point.
class BadQuestion : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// Why the tris string on `point` has its attribute: the Art. 6 parameters and
// branch, each adjacent black and white base string with its private-eye
// verdict, each candidate region with the condition that held or failed
// (TG-4.3.1..4.3.3). TrisGomoku: the stored attribute and the targets that
// would flip it.
// `lang`: the language of every word of the graph (text/phrase.h; the
// private-eye verdicts' sentences: text/reason_text.h).
Graph explain_string(const Engine& e, const Position& p, Point point, Labels labels,
                     text::Language lang = text::Language::English);

// Why the side to move may or may not place its slot's piece on `point`: the
// rule (Art. 7.1 / 7.2 / 7.3, D-07, Art. 8, Art. 10) and the pieces behind it.
// `lang`: the language of every word of the graph (text/phrase.h), the
// refusal's sentence included (text/reason_text.h).
Graph explain_point(const Engine& e, const Position& p, Point point, Labels labels,
                    text::Language lang = text::Language::English);

// What a move did: captures in order, each attribute change with its
// parameters before and after, every D-06 cascade step, TrisGomoku's
// encirclements, the end of the game; or, for an illegal move, why.
// `lang`: the language of its words (text/phrase.h; the turn nodes stay English).
Graph explain_move(const Engine& e, const Position& p, const Move& m, Labels labels,
                   text::Language lang = text::Language::English);

// Who owns what (Art. 13): per region why, the totals, both formulas with
// their numbers and the winner under D-18. TrisGomoku: the result (GM-6).
// `lang`: the language of its words (text/phrase.h).
Graph explain_score(const Engine& e, const Position& p, Labels labels, text::Language lang = text::Language::English);

// Marks every point's owner under `s` on `d` (Mark::Black, Mark::White; a
// shared, neutral or nobody's point Mark::Neutral): empty points, and pieces
// that count for someone other than their colour. What the answer of
// explain_score draws; nothing for TrisGomoku (no owners).
void mark_owners(Diagram& d, const Score& s);

// Whether the black or white string on `point` has a private eye (TG-4.3;
// MengGo 2019: M19-4.2): the string and its verdict, each candidate region
// with the condition that held or failed and its witness.
// `lang`: the language of its words (text/phrase.h).
Graph explain_eye(const Engine& e, const Position& p, Point point, Labels labels,
                  text::Language lang = text::Language::English);

// Whether the game has ended (Art. 11, D-13; TrisGomoku: GM-6), after `move`
// when given: the passes of the current run with their slots against the end
// rule, then the final state, the board with every owner marked and both
// sides' counts (Art. 13). Throws BadQuestion for an illegal move.
// `lang`: the language of its words (text/phrase.h).
Graph explain_end(const Engine& e, const Position& p, Labels labels, const Move* move = nullptr,
                  text::Language lang = text::Language::English);

// The position's board as a diagram, with the engine's tris attributes.
Diagram board_diagram_of(const Position& p, const Analysis& a);

}  // namespace tg::explain
