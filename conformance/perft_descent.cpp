#include "conformance/perft_descent.h"

#include <algorithm>
#include <stdexcept>

#include "conformance/verify.h"
#include "vocab/interrupt.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"

namespace tg::conformance {

std::string_view descent_finding_name(DescentFindingKind k) {
  switch (k) {
    case DescentFindingKind::None: return "none";
    case DescentFindingKind::Moves: return "moves";
    case DescentFindingKind::End: return "end";
  }
  return "?";
}

namespace {

bool listed(const std::vector<Move>& moves, const Move& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// The moves of `a` that `b` does not list, in a's order.
std::vector<Move> only_in(const std::vector<Move>& a, const std::vector<Move>& b) {
  std::vector<Move> out;
  for (const Move& m : a)
    if (!listed(b, m)) out.push_back(m);
  return out;
}

std::vector<Move> moves_of(const std::vector<PerftDivide>& divide) {
  std::vector<Move> out;
  for (const PerftDivide& d : divide) out.push_back(d.move);
  return out;
}

class Descent {
 public:
  Descent(const Engine& ours, const Engine& theirs, const DescentOptions& o, DescentResult& r)
      : ours_(ours), theirs_(theirs), o_(o), r_(r) {}

  // perft with divide of one engine at `p`, within what is left of the bound.
  PerftResult count(const Engine& e, bool theirs, const Position& p, int depth) {
    const std::uint64_t left = o_.max_nodes - r_.played;
    if (left == 0) throw exceeded(depth);
    PerftOptions po;
    po.depth = depth;
    po.no_pass = o_.no_pass;
    po.divide = true;
    po.max_nodes = left;
    if (o_.progress)
      po.progress = [&, theirs, depth](std::size_t done, std::size_t of, std::uint64_t played) {
        o_.progress(DescentProgress{r_.moves.size(), depth, theirs, done, of, r_.played + played});
      };
    try {
      PerftResult x = perft(e, p, po);
      r_.played += x.played;
      return x;
    } catch (const PerftBudgetExceeded&) {
      throw exceeded(depth);
    }
  }

  // The legal moves of p as perft walks them (passes out with no_pass).
  std::vector<Move> legal(const Engine& e, const Position& p) const {
    std::vector<Move> out = e.legal_moves(p);
    if (o_.no_pass) std::erase_if(out, [](const Move& m) { return m.is_pass(); });
    return out;
  }

  // Ends the descent at p when the legal sets (or the end) differ there.
  bool differs_here(const Position& p, const std::vector<Move>& a, const std::vector<Move>& b) {
    r_.ours_only = only_in(a, b);
    r_.theirs_only = only_in(b, a);
    r_.ours_ended = ours_.ended(p);
    r_.theirs_ended = theirs_.ended(p);
    if (!r_.ours_only.empty() || !r_.theirs_only.empty()) r_.finding = DescentFindingKind::Moves;
    else if (r_.ours_ended != r_.theirs_ended) r_.finding = DescentFindingKind::End;
    else return false;
    r_.position = p;
    return true;
  }

  void run(const Position& root, int depth) {
    Position p = root;
    int d = depth;
    while (true) {
      if (d == 0) {
        // The parent's divide differed at this move's own ply: only its end
        // (games_ended) can, so the lists or the end differ here.
        differs_here(p, legal(ours_, p), legal(theirs_, p));
        return;
      }
      const PerftResult a = count(ours_, false, p, d);
      const PerftResult b = count(theirs_, true, p, d);
      if (r_.levels.empty() && r_.ours_per_depth.empty()) {
        r_.ours_per_depth = a.per_depth;
        r_.theirs_per_depth = b.per_depth;
      }
      if (differs_here(p, moves_of(a.divide), moves_of(b.divide))) {
        r_.levels.push_back(DescentLevel{r_.moves, d, a.per_depth.back(), b.per_depth.back(), std::nullopt, {}, {}});
        return;
      }
      // The shallowest depth that differs: count again to it, so the path
      // found is the shortest one these counts point to.
      int k = 0;
      for (int i = 0; i < d && k == 0; ++i)
        if (!same_counts(a.per_depth[static_cast<std::size_t>(i)], b.per_depth[static_cast<std::size_t>(i)], o_.over_gtp))
          k = i + 1;
      if (k == 0) {
        if (!r_.moves.empty())
          throw std::logic_error("perft descent: the divide counts differed above, but not the counts below the move");
        return;  // they agree to the depth
      }
      if (k < d) {
        d = k;
        continue;
      }
      DescentLevel level{r_.moves, d, a.per_depth.back(), b.per_depth.back(), std::nullopt, {}, {}};
      for (const PerftDivide& x : a.divide) {
        auto y = std::find_if(b.divide.begin(), b.divide.end(), [&](const PerftDivide& e) { return e.move == x.move; });
        if (same_counts(x.counts, y->counts, o_.over_gtp)) continue;  // (the sets are equal: y is found)
        level.chosen = x.move;
        level.chosen_ours = x.counts;
        level.chosen_theirs = y->counts;
        break;
      }
      if (!level.chosen) throw std::logic_error("perft descent: the totals differ but no first move's counts do");
      r_.levels.push_back(level);
      MoveOutcome o = ours_.play(p, *level.chosen);
      if (!o.after) throw std::logic_error("perft descent: our engine refused a move of its own legal_moves");
      p = std::move(*o.after);
      r_.moves.push_back(*level.chosen);
      --d;
    }
  }

 private:
  PerftBudgetExceeded exceeded(int depth) const {
    return PerftBudgetExceeded("perft descent: the node bound of " + std::to_string(o_.max_nodes) +
                               " moves played (both engines together) was reached while counting depth " +
                               std::to_string(depth) + " after " + std::to_string(r_.moves.size()) +
                               " move(s) of the descent; raise --max-nodes or lower --depth");
  }

  const Engine& ours_;
  const Engine& theirs_;
  const DescentOptions& o_;
  DescentResult& r_;
};

}  // namespace

DescentResult perft_descent(const Engine& ours, const Engine& theirs, const Position& root,
                            const DescentOptions& options) {
  if (options.depth < 1 || options.depth > kPerftMaxDepth)
    throw std::invalid_argument("perft descent: the depth must be 1 to " + std::to_string(kPerftMaxDepth) + ", not " +
                                std::to_string(options.depth));
  if (options.max_nodes < 1 || options.max_nodes > kPerftMaxMaxNodes)
    throw std::invalid_argument("perft descent: the node bound must be 1 to " + std::to_string(kPerftMaxMaxNodes) +
                                ", not " + std::to_string(options.max_nodes));
  DescentResult r;
  r.position = root;
  try {
    Descent(ours, theirs, options, r).run(root, options.depth);
  } catch (...) {
    // A signal (issue 36): the levels walked whole so far, no finding (the
    // engine over GTP fails when the handler stops it).
    if (!interrupted()) throw;
    r.complete = false;
    r.finding = DescentFindingKind::None;
    r.ours_only.clear();
    r.theirs_only.clear();
  }
  return r;
}

std::string descent_vector(const DescentResult& r, const Position& root, const Engine& ours,
                           const std::string& engine_name, const std::string& name) {
  if (r.finding == DescentFindingKind::None) return "";
  std::string path;
  for (const Move& m : r.moves) path += (path.empty() ? "" : ", ") + vector_move_text(m);
  std::string out = "vector " + name + "\n";
  out += "# why: found by trisgo perft --descend against " + engine_name + ": after " +
         (path.empty() ? "no moves (the root)" : path) + " the " +
         (r.finding == DescentFindingKind::Moves ? "legal moves" : "end of the game") +
         " differ. The expected answers are ours (" + ours.name() +
         "); check them by hand against the rules before adding this vector to spec/vectors.\n";
  // The root and the path's moves, so an engine over GTP reaches the
  // position by moves (its earlier positions included).
  out += "position\n" + print_position(root) + "end\n";
  for (const Move& m : r.moves) out += "play " + vector_move_text(m) + "\n";
  if (r.finding == DescentFindingKind::End) {
    out += std::string("assert_ended ") + (r.ours_ended ? "yes" : "no") + "\n";
    return out;
  }
  // assert_legal alone asks play(), which a program may accept while its
  // list leaves the move out: the forbidden points ask the list.
  const Slot slot = r.position.to_move();
  auto on_slot = [&](const Move& m) {
    return m.side == slot.side && (m.kind == MoveKind::Stone || m.kind == MoveKind::Tris);
  };
  for (const Move& m : r.ours_only) {
    out += "assert_legal " + vector_move_text(m) + "\n";
    if (on_slot(m)) out += "assert_not_forbidden " + format_point(m.point, LabelSet::Letter) + "\n";
  }
  const std::vector<ForbiddenPoint> forbidden =
      r.theirs_only.empty() || r.position.rules.game == Game::Gomoku ? std::vector<ForbiddenPoint>{}
                                                                     : ours.analyze(r.position).forbidden;
  for (const Move& m : r.theirs_only) {
    const MoveOutcome o = ours.play(r.position, m);
    if (o.legal()) {  // (not in our list, yet played: our engine contradicts itself; state what play says)
      out += "assert_legal " + vector_move_text(m) + "\n";
      continue;
    }
    out += "assert_illegal " + vector_move_text(m) + " " + std::string(illegal_name(o.illegal)) + "\n";
    if (on_slot(m))
      for (const ForbiddenPoint& f : forbidden)
        if (f.point == m.point && f.reason == o.illegal)
          out += "assert_forbidden " + format_point(f.point, LabelSet::Letter) + " " + std::string(illegal_name(f.reason)) + "\n";
  }
  return out;
}

}  // namespace tg::conformance
