#include "vocab/engine.h"

#include <stdexcept>

namespace tg {

std::vector<Successor> generic_successors(const Engine& engine, const Position& p) {
  std::vector<Successor> out;
  for (const Move& m : engine.legal_moves(p)) {
    MoveOutcome o = engine.play(p, m);
    if (!o.legal() || !o.after)
      throw std::logic_error(engine.name() + " refused a move of its own legal_moves: " + std::string(reason_kind_name(o.reason.kind)));
    Successor s{m, static_cast<int>(o.captured.size()), static_cast<int>(o.changes.size()),
                static_cast<int>(o.cascade.size()), false, std::move(*o.after)};
    for (const CascadeStep& step : o.cascade) s.attribute_changes += static_cast<int>(step.changes.size());
    s.ended = engine.ended(s.after);
    out.push_back(std::move(s));
  }
  return out;
}

std::vector<Successor> Engine::successors(const Position& p) const { return generic_successors(*this, p); }

std::string_view encirclement_type_name(EncirclementType t) {
  switch (t) {
    case EncirclementType::A: return "A";
    case EncirclementType::B: return "B";
    case EncirclementType::C: return "C";
    case EncirclementType::D: return "D";
  }
  return "?";
}

std::string_view gomoku_end_name(GomokuEnd e) {
  switch (e) {
    case GomokuEnd::None: return "none";
    case GomokuEnd::Five: return "five";
    case GomokuEnd::BothFives: return "both-fives";
    case GomokuEnd::FullBoard: return "full-board";
    case GomokuEnd::Passes: return "passes";
  }
  return "?";
}

std::string_view illegal_name(Illegal r) {
  switch (r) {
    case Illegal::None: return "legal";
    case Illegal::GameOver: return "game-over";
    case Illegal::WrongSlot: return "wrong-slot";
    case Illegal::OffBoard: return "off-board";
    case Illegal::Occupied: return "occupied";
    case Illegal::TrisCapture: return "tris-capture";
    case Illegal::TrisEye: return "tris-eye";
    case Illegal::TrisTigerMouth: return "tris-tiger-mouth";
    case Illegal::Suicide: return "suicide";
    case Illegal::Emergency: return "emergency";
    case Illegal::Repetition: return "repetition";
    case Illegal::Contradiction: return "contradiction";
  }
  return "?";
}

std::string_view illegal_article(Illegal r) {
  switch (r) {
    case Illegal::None: return "";
    case Illegal::GameOver: return "Art. 11";
    case Illegal::WrongSlot: return "Art. 2.3";
    case Illegal::OffBoard: return "Art. 1";
    case Illegal::Occupied: return "Art. 2.4";
    case Illegal::TrisCapture: return "Art. 7.1";
    case Illegal::TrisEye: return "Art. 7.2";
    case Illegal::TrisTigerMouth: return "Art. 7.3";
    case Illegal::Suicide: return "D-07";
    case Illegal::Emergency: return "Art. 8";
    case Illegal::Repetition: return "Art. 10";
    case Illegal::Contradiction: return "D-06, D-21";
  }
  return "";
}

std::string_view owner_name(Owner o) {
  switch (o) {
    case Owner::Black: return "black";
    case Owner::White: return "white";
    case Owner::Neutral: return "neutral";
    case Owner::Shared: return "shared";
    case Owner::Nobody: return "nobody";
  }
  return "?";
}

std::string_view winner_name(Winner w) {
  switch (w) {
    case Winner::Black: return "black";
    case Winner::White: return "white";
    case Winner::Draw: return "draw";
  }
  return "?";
}

}  // namespace tg
