#include "optimized/gomoku/gomoku_move.h"

namespace tg::opt {

namespace {

// The targets without liberties of both encircling colours whose whole meets
// `near`, completed on the current board (before any flip of the round).
void zero_liberty_targets(const Geo& g, const GBoard& b, const BB& near, bool detail, std::vector<GTarget>& out) {
  out.clear();
  const BB occupied = b.occupied();
  const BB empty = andnot(g.on, occupied);
  // A whole without liberties lies in `shut` (the pieces with no empty
  // neighbour), is connected and holds a tris (its main core). Most moves
  // leave no tris in the parts of `shut` that meet `near`: nothing to judge,
  // decided by one small flood fill. Otherwise only near & shut can meet
  // such a whole.
  const BB shut = andnot(occupied, g.dilate(empty));
  const BB shut_near = near & shut;
  if (!intersects(Geo::flood(shut_near, shut), b.tris())) return;
  find_targets(g, b, empty, Side::Black, shut_near, true, out);
  find_targets(g, b, empty, Side::White, shut_near, true, out);
  for (GTarget& t : out) complete(g, b, empty, t, detail);
}

// GM-4.9 and GM-4.10 for one round: when both colours encircle, only the
// mover's targets take effect. Those that take effect all have one
// encircler, so applying them one after the other is applying the union.
void judge(GBoard& b, std::vector<GTarget>& found, Side mover, GomokuMoveLog* log) {
  bool by_black = false, by_white = false;
  for (const GTarget& t : found) (t.encircler == Side::Black ? by_black : by_white) = true;
  const bool overrule = by_black && by_white;
  if (log) sort_targets(found);
  for (GTarget& t : found) {
    if (overrule && t.encircler != mover) {
      if (log) log->overruled.push_back(std::move(t));
      continue;
    }
    b.flip_to(t.flips, t.encircler);
    if (log) log->encircled.push_back(std::move(t));
  }
}

}  // namespace

bool gomoku_place(const Geo& g, GBoard& b, int p, Piece piece, Side mover, Encirclement mode, GomokuMoveLog* log) {
  switch (piece) {
    case Piece::Black: b.black.set(p); break;
    case Piece::White: b.white.set(p); break;
    default: b.tn.set(p); break;
  }
  // Reused between calls: a move allocates nothing once it has warmed up.
  thread_local std::vector<GTarget> found;
  const bool detail = log != nullptr;
  if (mode == Encirclement::OnMove) {
    // GM-4.8: p is in the whole or adjacent to it, i.e. the whole meets
    // dilate(p); GM-4.10: the flips trigger nothing further.
    zero_liberty_targets(g, b, g.dilate(BB::bit(p)), detail, found);
    judge(b, found, mover, log);
    return true;
  }
  // GM-4.11: rounds until no target without liberties remains; a board seen
  // earlier in the move means the flips cycle.
  std::vector<GBoard> seen{b};
  for (;;) {
    zero_liberty_targets(g, b, g.on, detail, found);
    if (found.empty()) return true;
    judge(b, found, mover, log);
    for (std::size_t k = 0; k < seen.size(); ++k)
      if (seen[k] == b) {
        if (log) {
          log->cycle_round = static_cast<int>(seen.size());
          log->cycle_repeats = static_cast<int>(k);
        }
        return false;
      }
    seen.push_back(b);
  }
}

}  // namespace tg::opt
