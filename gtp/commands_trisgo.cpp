// The TrisGo extension (spec/formats/gtp.md): rules, the slot to move, its
// legal moves, attributes and both Art. 13 formulas, for any ruleset the
// engines implement. Moves are written as in play/genmove (move_text.h).
#include <sstream>

#include "gtp/move_text.h"
#include "gtp/server.h"
#include "vocab/labels.h"

namespace tg::gtp {
namespace {

std::string vertices(const std::vector<Point>& points, BoardSize size) {
  std::string out;
  for (Point p : points) out += (out.empty() ? "" : " ") + format_gtp_vertex(p, size);
  return out;
}

std::string number(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

std::string_view winner_letter(Winner w) { return w == Winner::Black ? "B" : w == Winner::White ? "W" : "0"; }

constexpr const char* kSeatNames[] = {"A", "B", "C", "D"};

void add(Server& s, std::string name, std::string doc, Server::Handler run) {
  s.add({std::move(name), std::move(doc), std::move(run)});
}

}  // namespace

void add_trisgo_commands(Server& s) {
  add(s, "trisgo-rules-version", "the version of the extension (4: with trisgo-answers-compact; 3: trisgo-answers; 2: trisgo-setup) and the rule text (trisgo-2026)",
      [](Server&, const Arguments& a) {
        a.expect(0);
        return std::string("4 trisgo-2026");
      });
  add(s, "trisgo-set-rules", "RULESET: a compact ruleset string or its JSON; clears the board",
      [](Server& srv, const Arguments& a) {
        if (a.size() == 0) throw Failure("syntax error: trisgo-set-rules needs a ruleset (e.g. trisgo-2026)");
        std::string text;
        for (const std::string& w : a.words()) text += (text.empty() ? "" : " ") + w;
        Ruleset r;
        try {
          r = text.front() == '{' ? parse_ruleset_json(text, SourceLocation{"trisgo-set-rules", 0, 0})
                                  : parse_ruleset(text, SourceLocation{"trisgo-set-rules", 0, 0});
        } catch (const std::exception& e) {
          throw Failure(std::string("unknown rules: ") + e.what());
        }
        if (!implemented(r)) {
          std::string opts;
          for (const std::string& o : unimplemented_options(r)) opts += (opts.empty() ? "" : ", ") + o;
          throw Failure("rules not implemented by the engines: " + opts);
        }
        srv.game().set_rules(r);
        return std::string();
      });
  add(s, "trisgo-get-rules", "[json]: the canonical ruleset string, or its JSON on one line",
      [](Server& srv, const Arguments& a) {
        a.expect_between(0, 1);
        if (a.size() == 1 && a.word(0) != "json") throw Failure("syntax error: the only argument is 'json'");
        const Ruleset& r = srv.game().position().rules;
        return a.size() == 1 ? to_json(r) : to_string(r);
      });
  add(s, "trisgo-to-move", "the next slot: MOVE_NUMBER COLOUR stone|tris SEAT, or 'ended'",
      [](Server& srv, const Arguments& a) {
        a.expect(0);
        const Position& p = srv.game().position();
        if (srv.engine().ended(p)) return std::string("ended");
        const Slot slot = p.to_move();
        return std::to_string(p.next_move) + " " + std::string(side_name(slot.side)) + " " +
               (slot.kind == SlotKind::Tris ? "tris" : "stone") + " " +
               kSeatNames[slot.seat >= 0 && slot.seat < 4 ? slot.seat : 0];
      });
  add(s, "trisgo-legal",
      "[COLOUR]: every legal move of the slot (or of COLOUR: at a FlybombGo offer the opponent's declining moves), "
      "one a line, written as genmove answers them",
      [](Server& srv, const Arguments& a) {
        a.expect_between(0, 1);
        const Position& p = srv.game().position();
        // The slot's side by default. At a FlybombGo offer the engine also
        // lists the opponent's declining moves (D-70); `trisgo-legal w`
        // gives those, written as `play w` reads them (D-136, D-141).
        Side side = p.to_move().side;
        SlotKind kind = p.to_move().kind;
        if (a.size() == 1) {
          side = a.colour(0);
          if (side != p.to_move().side) {
            const std::optional<Slot> decline = p.declining_slot();
            if (!decline || decline->side != side) return std::string();  // not this colour's move: none
            kind = decline->kind;
          }
        }
        std::string out;
        for (const Move& m : srv.engine().legal_moves(p))
          if (m.side == side) out += format_move_words(m, kind, p.board.size()) + "\n";
        return out;
      });
  add(s, "trisgo-attributes",
      "one line per tris string: ATTRIBUTE BRANCH By Wy Bo Wo VERTICES (Art. 6; TrisGomoku: stored attributes)",
      [](Server& srv, const Arguments& a) {
        a.expect(0);
        const Position& p = srv.game().position();
        std::string out;
        for (const TrisInfo& t : srv.engine().analyze(p).tris) {
          out += std::string(attribute_name(t.attribute)) + " " + (t.branch.empty() ? "-" : t.branch) + " " +
                 std::to_string(t.by) + " " + std::to_string(t.wy) + " " + std::to_string(t.bo) + " " +
                 std::to_string(t.wo) + " " + vertices(t.points, p.board.size()) + "\n";
        }
        return out;
      });
  add(s, "trisgo-score",
      "both Art. 13 formulas as the board stands: black B white W neutral X nobody D komi K y Y literal R chinese R "
      "winner R",
      [](Server& srv, const Arguments& a) {
        a.expect(0);
        const Position& p = srv.game().position();
        if (p.rules.game == Game::Gomoku) return "winner " + result_text(srv.engine(), p);
        const Score sc = srv.engine().score(p, {});
        return "black " + number(sc.black) + " white " + number(sc.white) + " neutral " + number(sc.neutral) +
               " nobody " + number(sc.nobody) + " komi " + number(sc.komi) + " y " + number(sc.y) + " literal " +
               std::string(winner_letter(sc.literal)) + " chinese " + std::string(winner_letter(sc.chinese)) +
               " winner " + std::string(winner_letter(sc.winner)) + " result " + result_text(srv.engine(), p);
      });
}

}  // namespace tg::gtp
