// The table of checks, the shared Visit and the small helpers.
#include "audit/checks.h"

namespace tg::audit {

const Analysis& Visit::analysis() {
  if (!analysis_) analysis_ = ctx_.engine.analyze(p_);
  return *analysis_;
}

bool Visit::ended() {
  if (!ended_) ended_ = ctx_.engine.ended(p_);
  return *ended_;
}

const std::vector<std::pair<Move, MoveOutcome>>& Visit::moves() {
  if (!moves_) {
    moves_.emplace();
    if (!ended())
      for (const Move& m : ctx_.engine.legal_moves(p_)) moves_->emplace_back(m, ctx_.engine.play(p_, m));
  }
  return *moves_;
}

const std::vector<Move>& Visit::legal() {
  if (!legal_) {
    legal_.emplace();
    if (moves_) {
      for (const auto& mo : *moves_) legal_->push_back(mo.first);
    } else if (successors_) {
      for (const Successor& s : *successors_) legal_->push_back(s.move);
    } else if (!ended()) {
      *legal_ = ctx_.engine.legal_moves(p_);
    }
  }
  return *legal_;
}

const std::vector<Successor>& Visit::successors() {
  if (!successors_) {
    successors_.emplace();
    if (!ended()) *successors_ = ctx_.engine.successors(p_);
  }
  return *successors_;
}

std::string_view subject_name(Subject s) {
  switch (s) {
    case Subject::Position: return "position";
    case Subject::Move: return "move";
    case Subject::Game: return "game";
  }
  return "position";
}

namespace {

bool go(const Ruleset& r) { return r.game == Game::Go; }
bool tris_go(const Ruleset& r) { return r.game == Game::Go && (r.move_order().has_tris_slots() || r.flybombs > 0); }
bool gomoku(const Ruleset& r) { return r.game == Game::Gomoku; }
bool any(const Ruleset& r) { return r.order != OrderRule::Flybomb; }

std::vector<Check> make_checks() {
  std::vector<Check> c;
  c.push_back({"komi-formulas", "C-1", "contradiction", "do the two Art. 13 methods name the same winner?",
               {"TG-13.7", "TG-13.8", "TG-13.9", "TG-13.12", "D-17", "D-18"}, Subject::Position, go, probe_komi_formulas,
               "the two Art. 13 methods named the same winner"});
  c.push_back({"both-counts-lose", "C-2", "contradiction",
               "do black's and white's counts of the second Art. 13 method agree (not both lose)?",
               {"TG-13.8", "TG-13.10", "TG-13.12", "D-17", "D-18"}, Subject::Position, go, probe_both_counts_lose,
               "black's and white's counts always agreed where dame were the only points for nobody"});
  c.push_back({"no-stone-areas", "C-6", "contradiction",
               "do black's and white's counts of the second Art. 13 method agree where empty strings touch no stone?",
               {"TG-13.8", "TG-13.12", "D-17", "D-18"}, Subject::Position, go, probe_no_stone_areas,
               "black's and white's counts always agreed where empty strings touched no stone"});
  c.push_back({"eye-rules", "C-3", "contradiction",
               "do the 2019 and 2026 texts give every tris string the same attribute, and the two attribute rules "
               "the same attribute for the same private-eye verdicts?",
               {"TG-4.3", "TG-6.2.3", "TG-6 (2026 text)", "M19-4.1", "M19-4.4", "D-35"}, Subject::Position,
               [](const Ruleset& r) { return tris_go(r) && r.attribute_rule != AttributeRule::Bonds; }, probe_eye_rules,
               "the 2019 and 2026 texts gave every tris string the same attribute"});
  c.back().compares_texts = true;
  c.push_back({"conversion", "C-4", "contradiction",
               "is a move both forbidden (Art. 7.1) and allowed (Art. 8) in a tris slot?",
               {"TG-7.1", "TG-8.2", "TG-8.3", "TG-8.6", "TG-2.3.3", "D-11", "D-26"}, Subject::Move, tris_go, probe_conversion,
               "no conversion fell on a tris capture point"});
  c.push_back({"permanent-life", "C-5", "contradiction",
               "does a string with two true eyes (TG-5.1.2) stay permanently alive after every opponent move?",
               {"TG-5.1.2", "TG-6.4", "D-15", "D-28"}, Subject::Move, tris_go, probe_permanent_life,
               "every permanently alive string stayed alive after every opponent move tried"});
  c.push_back({"settles", "", "well-formedness",
               "does every move's capture cascade (D-06) or encirclement rounds (D-21) reach a fixed point?",
               {"TG-5.1.1", "D-06", "GM-4.11", "GM-4.7", "D-21"}, Subject::Move, any, probe_settles,
               "every move tried settled"});
  c.push_back({"legal-move", "", "well-formedness",
               "has the side to move a legal move whenever the game has not ended (a pass counts, D-113)?",
               {"TG-2.5", "TG-9.2", "TG-11.1", "D-113"}, Subject::Position, any, probe_legal_move,
               "the side to move always had a legal move"});
  c.push_back({"terminates", "", "well-formedness",
               "does the repetition rule stop every cycle of game states (D-115)?",
               {"TG-10.1", "D-12", "D-115"}, Subject::Game, any, probe_terminates,
               "no legal move returned a game to an earlier state"});
  c.push_back({"attribute-order", "", "well-formedness",
               "is every attribute independent of the order of evaluation (the 8 symmetries; a finding also asks the other engine; D-114)?",
               {"TG-5.3", "TG-6.3", "D-114"}, Subject::Position, tris_go, probe_attribute_order,
               "every attribute was the same under the 8 symmetries of the board"});
  c.push_back({"both-colour-flips", "", "trisgomoku", "does a move flip tris for both colours at once?",
               {"GM-4.9", "GM-4.10", "GM-4.11", "D-21", "D-51"}, Subject::Move, gomoku, probe_both_colour_flips,
               "no move flipped tris for both colours"});
  c.push_back({"double-five", "", "trisgomoku", "does a move make a five and an opponent five at once?",
               {"GM-5.1", "GM-5.2", "GM-5.3", "D-22", "D-47"}, Subject::Move, gomoku, probe_double_five, "no move made fives of both colours"});
  return c;
}

}  // namespace

const std::vector<Check>& all_checks() {
  static const std::vector<Check> table = make_checks();
  return table;
}

const Check* find_check(std::string_view name) {
  for (const Check& c : all_checks())
    if (c.name == name) return &c;
  return nullptr;
}

}  // namespace tg::audit
