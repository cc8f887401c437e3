// The extension's answers as JSON for a controller that checks every field
// (spec/formats/gtp.md; `trisgo vectors --engine`, issue 35): a move's whole
// outcome without playing it, written by its explicit kind so that every
// move can be asked, also one that fits no slot; and the score with agreed
// dead strings and every point's owner. The JSON is `trisgo play --json`'s
// and `analyze --json`'s (vocab/engine_json.h, spec/formats/json.md).
#include "gtp/batch_answers.h"
#include "gtp/server.h"
#include "text/reason_text.h"
#include "vocab/engine_json.h"
#include "vocab/labels.h"

namespace tg::gtp {
namespace {

std::string one_line(const nlohmann::ordered_json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

Point vertex(const Arguments& a, std::size_t i, BoardSize size) {
  auto q = parse_gtp_vertex(a.word(i), size);
  if (!q) throw Failure("syntax error: '" + a.word(i) + "' is not a vertex of the " + std::to_string(size.n()) + "x" +
                        std::to_string(size.n()) + " board");
  return *q;
}

}  // namespace

void add_answer_commands(Server& s) {
  s.add({"trisgo-outcome",
         "COLOUR stone|tris|emergency VERTEX, or COLOUR pass: the move's outcome as JSON on one line (legal, reason, "
         "captured, attribute_changes, cascade, ...); the game is unchanged",
         [](Server& srv, const Arguments& a) {
           a.expect_between(2, 3);
           const Side side = a.colour(0);
           const Position& p = srv.game().position();
           Move m{side, MoveKind::Pass, {}};
           const std::string& kind = a.word(1);
           if (kind == "pass") {
             a.expect(2);
           } else {
             a.expect(3);
             if (kind == "stone") m.kind = MoveKind::Stone;
             else if (kind == "tris") m.kind = MoveKind::Tris;
             else if (kind == "emergency") m.kind = MoveKind::Emergency;
             else throw Failure("syntax error: the move kind is stone, tris, emergency or pass, not '" + kind + "'");
             m.point = vertex(a, 2, p.board.size());
           }
           const MoveOutcome o = srv.engine().play(p, m);
           std::optional<std::string> words;
           if (!o.legal()) words = text::refusal_text(o, LabelSet::Integer);  // as illegal_reply words them
           return one_line(outcome_json(o, words));
         }});
  s.add({"trisgo-answers",
         "POSITION (as trisgo-setup): everything a comparison asks about the position in one JSON line (the analysis, "
         "the legal moves, every move's outcome with the board and the end after it); the game is unchanged",
         [](Server& srv, const Arguments& a) {
           return one_line(batch_json(srv.engine(), position_argument(a, "trisgo-answers")));
         }});
  s.add({"trisgo-answers-compact",
         "POSITION (as trisgo-setup): trisgo-answers' answers in the compact form of version 4 (most moves one "
         "string: 'B stone C3', 'B stone C3 end', 'B stone C3 illegal occupied'); the game is unchanged",
         [](Server& srv, const Arguments& a) {
           return compact_batch_line(srv.engine(), position_argument(a, "trisgo-answers-compact"));
         }});
  s.add({"trisgo-score-json",
         "[VERTEX...]: the score with the strings of the stones given dead (Art. 12), as JSON on one line, every "
         "point's owner included",
         [](Server& srv, const Arguments& a) {
           const Position& p = srv.game().position();
           std::vector<Point> dead;
           for (std::size_t i = 0; i < a.size(); ++i) dead.push_back(vertex(a, i, p.board.size()));
           return one_line(score_json(p, srv.engine().score(p, dead)));
         }});
}

}  // namespace tg::gtp
