#include "gtp/policy.h"

namespace tg::gtp {
namespace {

// Whether p is a one-point eye of `side` on the holistic board: every
// on-board neighbour is a stone of that colour or a tris string of that
// attribute (filling it would be the light-playout blunder).
bool own_eye(const Position& pos, const std::vector<TrisInfo>& tris, Point p, Side side) {
  for (Point q : pos.board.size().neighbours(p)) {
    Piece piece = pos.board.at(q);
    if (piece == stone_of(side)) continue;
    if (piece != Piece::Tris) return false;
    Attribute wanted = side == Side::Black ? Attribute::Black : Attribute::White;
    bool ok = false;
    for (const TrisInfo& t : tris)
      for (Point r : t.points)
        if (r == q) ok = t.attribute == wanted;
    if (!ok) return false;
  }
  return true;
}

const Move& light_choice(const Engine& engine, const Position& p, const std::vector<Move>& moves,
                         std::mt19937_64& rng) {
  std::vector<const Move*> emergency, ordinary;
  const Move* pass = nullptr;
  std::vector<TrisInfo> tris = engine.analyze(p).tris;
  for (const Move& m : moves) {
    if (m.kind == MoveKind::Pass) pass = &m;
    else if (m.kind == MoveKind::Emergency) emergency.push_back(&m);
    else if (!own_eye(p, tris, m.point, m.side)) ordinary.push_back(&m);
  }
  if (!emergency.empty()) return *emergency[rng() % emergency.size()];
  if (!ordinary.empty()) return *ordinary[rng() % ordinary.size()];
  return pass ? *pass : moves.front();
}

}  // namespace

std::optional<Policy> parse_policy(std::string_view name) {
  if (name == "uniform") return Policy::Uniform;
  if (name == "light") return Policy::Light;
  return std::nullopt;
}

std::string_view policy_name(Policy p) { return p == Policy::Uniform ? "uniform" : "light"; }

const Move& choose_move(Policy policy, const Engine& engine, const Position& p, const std::vector<Move>& moves,
                        std::mt19937_64& rng) {
  if (policy == Policy::Uniform) return moves[rng() % moves.size()];
  return light_choice(engine, p, moves, rng);
}

}  // namespace tg::gtp
