#include "conformance/verify.h"

#include <algorithm>
#include <random>
#include <stdexcept>

#include "conformance/perft.h"
#include "conformance/shrink.h"
#include "conformance/vectors.h"
#include "conformance/vectors_over_gtp.h"
#include "gtp/move_text.h"
#include "gtp/policy.h"
#include "vocab/file_io.h"
#include "vocab/interrupt.h"

namespace tg::conformance {

namespace {

Finding vector_finding(const VectorSpec& v, const VectorResult& mine, const VectorResult& other) {
  Finding f;
  f.kind = FindingKind::Vector;
  f.stage = "vectors";
  f.start = v.setup;
  f.position = v.setup;
  f.what = "the vector " + v.file + ":" + std::to_string(other.line) + " " + v.name + " fails: " + other.message;
  f.ours = mine.passed ? "passes" : "fails: " + mine.message;
  f.theirs = "fails at line " + std::to_string(other.line) + ": " + other.message;
  return f;
}


// The perft columns GTP carries (spec/perft/README.md): the other engine's
// captures, attribute changes and cascade rounds are not told apart over
// GTP (gtp/remote_engine.h), so they are left out of the comparison.
bool same_over_gtp(const PerftCounts& a, const PerftCounts& b) {
  return a.nodes == b.nodes && a.tris_moves == b.tris_moves && a.emergency == b.emergency &&
         a.games_ended == b.games_ended && a.passes == b.passes;
}

std::string counts_text(const PerftCounts& c) {
  return "nodes " + std::to_string(c.nodes) + ", tris moves " + std::to_string(c.tris_moves) + ", emergency " +
         std::to_string(c.emergency) + ", games ended " + std::to_string(c.games_ended) + ", passes " +
         std::to_string(c.passes);
}

// perft of both engines to `depth` from p; when they differ, divide
// descends into the first move whose subtree differs until the lists of one
// position differ: that position's finding, with the path to it.
std::optional<Finding> perft_compare(const Engine& ours, const gtp::RemoteEngine& theirs, const Position& root,
                                     int depth, std::uint64_t budget, std::vector<Move>& path, std::string& table) {
  PerftOptions po;
  po.depth = depth;
  po.divide = true;
  po.max_nodes = budget;
  const PerftResult a = perft(ours, root, po);
  // A move the other engine lists and then refuses ends its perft: the walk
  // of every node (verify's second step) then finds it as a Legality finding.
  PerftResult b;
  try {
    b = perft(theirs, root, po);
  } catch (const gtp::ListedMoveRefused& e) {
    if (path.empty()) table = e.what();
    return std::nullopt;
  }
  bool equal = true;
  for (int k = 0; k < depth; ++k) {
    const PerftCounts& x = a.per_depth[static_cast<std::size_t>(k)];
    const PerftCounts& y = b.per_depth[static_cast<std::size_t>(k)];
    if (table.size() < 400 && path.empty())
      table += (table.empty() ? "" : ", ") + std::string("perft(") + std::to_string(k + 1) + ") " + std::to_string(x.nodes) +
               (same_over_gtp(x, y) ? "" : " against " + std::to_string(y.nodes));
    equal = equal && same_over_gtp(x, y);
  }
  if (equal) return std::nullopt;
  if (depth > 1) {
    for (const PerftDivide& d : a.divide) {
      auto other = std::find_if(b.divide.begin(), b.divide.end(), [&](const PerftDivide& e) { return e.move == d.move; });
      if (other == b.divide.end()) break;  // the first ply differs: the lists below say so
      if (same_over_gtp(d.counts, other->counts)) continue;
      const MoveOutcome o = ours.play(root, d.move);
      if (!o.after) break;
      path.push_back(d.move);
      if (auto f = perft_compare(ours, theirs, *o.after, depth - 1, budget, path, table)) return f;
      path.pop_back();
      break;
    }
  }
  if (auto f = check_position(ours, theirs, root, std::nullopt)) return f;
  Finding f;
  f.kind = FindingKind::Legality;
  f.position = root;
  f.what = "perft differs below this position";
  f.ours = counts_text(a.per_depth.front());
  f.theirs = counts_text(b.per_depth.front());
  return f;
}

}  // namespace

namespace {

// Where verify is, for the report of an engine's failure: the stage, and in
// a game the record so far.
struct Whereabouts {
  std::string stage = "start";
  std::optional<Position> start;
  std::vector<Move> moves;  // a copy: the game's own record is gone when the error arrives
};

void run_stages(const Engine& ours, const gtp::RemoteEngine& theirs, const VerifyOptions& o, const Progress& progress,
                VerifySummary& sum, Whereabouts& where);

}  // namespace

VerifySummary verify(const Engine& ours, const gtp::RemoteEngine& theirs, const VerifyOptions& o, const Progress& progress) {
  if (o.sizes.empty()) throw std::invalid_argument("verify needs at least one board size");
  VerifySummary sum;
  Whereabouts where;
  try {
    run_stages(ours, theirs, o, progress, sum, where);
  } catch (const gtp::GtpError& e) {
    EngineFailure f;
    f.stage = where.stage;
    // A "?" where "=" was due (a bad answer) has no kind of its own.
    f.kind = *gtp::failure_kind_name(e.failure().kind) ? gtp::failure_kind_name(e.failure().kind) : "bad-answer";
    f.message = e.what();
    f.command = theirs.log().empty() ? std::string() : theirs.log().back();
    f.start = where.start ? *where.start : Position(o.sizes.front(), o.rules);
    f.moves = where.moves;
    sum.failure = std::move(f);
  } catch (...) {
    // A signal (vocab/interrupt.h, issue 36) stopped a walk of ours
    // (Interrupted) or the run between stages: where it stopped.
    if (!interrupted()) throw;
    EngineFailure f;
    f.stage = where.stage;
    f.kind = "interrupted";
    f.start = where.start ? *where.start : Position(o.sizes.front(), o.rules);
    f.moves = where.moves;
    sum.failure = std::move(f);
  }
  return sum;
}

namespace {

void run_stages(const Engine& ours, const gtp::RemoteEngine& theirs, const VerifyOptions& o, const Progress& progress,
                VerifySummary& sum, Whereabouts& where) {
  auto say = [&](const std::string& s) {
    if (progress) progress(s);
  };
  auto tick = [&](const std::string& s) {
    if (o.tick) o.tick(s);
  };
  // 1. The vectors GTP can state.
  if (!o.vectors_path.empty()) {
    where.stage = "vectors";
    std::vector<VectorSpec> all;
    for (const std::string& file : vector_files(o.vectors_path)) {
      std::vector<VectorSpec> specs = parse_vectors(read_file(file, FileKind::Vectors), file);
      all.insert(all.end(), specs.begin(), specs.end());
    }
    int stated = 0;
    std::size_t seen = 0;
    for (const VectorSpec& v : all) {
      if (interrupted()) throw Interrupted();  // caught in verify(): the vectors so far
      tick("vectors: " + std::to_string(seen++) + " of " + std::to_string(all.size()) + " done");
      // The one classification of `trisgo vectors --engine` (vectors_over_gtp.h):
      // with trisgo-setup, positions with their history are stated too.
      if (stated_over_gtp(v, theirs).unstated != Unstated::None) {
        ++sum.vectors_not_stated;
        continue;
      }
      ++stated;
      const VectorResult mine = run_vector(v, ours);
      if (!mine.passed) {
        ++sum.vectors_not_stated;  // beyond our engine here (should not happen): not a question for the other
        continue;
      }
      ++sum.vectors_run;
      const VectorResult other = run_vector(v, theirs);
      if (other.passed) {
        ++sum.vectors_agreed;
        continue;
      }
      if (other.engine_limit) {  // a question the adapter could not write after all
        --sum.vectors_run;
        ++sum.vectors_not_stated;
        continue;
      }
      sum.finding = vector_finding(v, mine, other);
      return;
    }
    say("vectors: " + std::to_string(sum.vectors_agreed) + " of " + std::to_string(sum.vectors_run) +
        " agree; " + std::to_string(sum.vectors_not_stated) + " cannot be stated over GTP");
  }
  // 2. perft: every legal move to the depth, lists compared at every node.
  for (BoardSize size : o.sizes) {
    if (o.depth <= 0) break;
    const Position root(size, o.rules);
    where.stage = "perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + " depth " + std::to_string(o.depth);
    where.start = root;
    // perft (conformance/perft.h) on both engines, located by divide.
    {
      std::vector<Move> perft_path;
      std::string table;
      std::optional<Finding> differs;
      tick("perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + " depth " + std::to_string(o.depth) +
           ": counting on both engines");
      try {
        differs = perft_compare(ours, theirs, root, o.depth, static_cast<std::uint64_t>(o.max_perft_nodes), perft_path,
                                table);
      } catch (const PerftBudgetExceeded&) {
        table = "beyond the node bound";
      }
      say("perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + ": " + table);
      if (differs) {
        differs->moves = perft_path;
        differs->start = root;
        differs->stage = "perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + " depth " +
                         std::to_string(o.depth) + " (divide)";
        sum.finding = shrink(ours, theirs, *differs, o.shrink_budget, progress);
        return;
      }
    }
    // Then every node's legal-move list and every move's board (counts that
    // agree may still hide compensating differences).
    long nodes = 0;
    std::vector<Move> path;
    std::optional<Finding> found;
    std::function<void(const Position&, int)> walk = [&](const Position& p, int d) {
      if (found || nodes >= o.max_perft_nodes) return;
      tick("perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + " depth " + std::to_string(o.depth) +
           ": " + std::to_string(nodes) + " moves compared");
      if ((found = check_position(ours, theirs, p, std::nullopt, {FindingKind::Legality, FindingKind::Reason}))) {
        found->moves = path;
        return;
      }
      if (d == o.depth) return;
      for (const Move& m : ours.legal_moves(p)) {
        ++nodes;
        std::optional<Position> after;
        if ((found = check_move(ours, theirs, p, m, &after))) {
          found->moves = path;
          return;
        }
        path.push_back(m);
        walk(*after, d + 1);
        path.pop_back();
        if (found || nodes >= o.max_perft_nodes) return;
      }
    };
    walk(root, 0);
    sum.perft_nodes += nodes;
    if (found) {
      found->start = root;
      found->stage = "perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + " depth " +
                     std::to_string(o.depth);
      say("perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + ": a difference after " +
          std::to_string(found->moves.size()) + " moves");
      sum.finding = shrink(ours, theirs, *found, o.shrink_budget, progress);
      return;
    }
    say("perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + " depth " + std::to_string(o.depth) +
        ": " + std::to_string(nodes) + " moves, every legal-move list agrees" +
        (nodes >= o.max_perft_nodes ? " (stopped at the node bound)" : ""));
  }
  // 3. Seeded random games.
  for (int g = 0; g < o.games; ++g) {
    if (interrupted()) throw Interrupted();  // caught in verify(): the games so far
    const BoardSize size = o.sizes[static_cast<std::size_t>(g) % o.sizes.size()];
    const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(g);
    std::mt19937_64 rng(seed);
    const Position start(size, o.rules);
    Position p = start;
    std::vector<Move> moves;
    const int max_moves = o.max_moves > 0 ? o.max_moves : 4 * size.n() * size.n();
    const std::string stage = "game " + std::to_string(g + 1) + " (seed " + std::to_string(seed) + ", " +
                              std::to_string(size.n()) + "x" + std::to_string(size.n()) + ")";
    std::optional<Finding> found;
    where.stage = stage;
    where.start = start;
    where.moves.clear();
    while (!found) {
      tick(stage + ": " + std::to_string(moves.size()) + " moves compared");
      const std::vector<Move> legal = ours.legal_moves(p);
      // One move we refuse, to compare the refusal: an empty point of the
      // slot that is not legal, else any occupied point.
      std::optional<Move> probe;
      if (!ours.ended(p)) {
        const Slot slot = p.to_move();
        std::vector<Point> empty_refused, occupied;
        for (int i = 0; i < size.points(); ++i) {
          const Point q = size.point(i);
          const Move m{slot.side, slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, q};
          if (p.board.at_index(i) != Piece::Empty) occupied.push_back(q);
          else if (std::find(legal.begin(), legal.end(), m) == legal.end()) empty_refused.push_back(q);
        }
        const std::vector<Point>& pool = !empty_refused.empty() ? empty_refused : occupied;
        if (!pool.empty())
          probe = Move{slot.side, slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone,
                       pool[static_cast<std::size_t>(rng() % pool.size())]};
      }
      if ((found = check_position(ours, theirs, p, probe))) break;
      if (legal.empty() || static_cast<int>(moves.size()) >= max_moves) break;
      if ((found = check_genmove(ours, theirs, p))) break;
      const Move m = gtp::choose_move(gtp::Policy::Light, ours, p, legal, rng);
      std::optional<Position> after;
      if ((found = check_move(ours, theirs, p, m, &after))) break;
      ++sum.moves_compared;
      moves.push_back(m);
      where.moves.push_back(m);
      p = *after;
    }
    ++sum.games;
    if (!found && ours.ended(p) && !theirs.extension() && !theirs.dead_stones(p).empty()) ++sum.scores_not_compared;
    if (found) {
      found->start = start;
      found->moves = moves;
      found->stage = stage;
      say(stage + ": " + std::string(finding_kind_name(found->kind)) + " differs after " + std::to_string(moves.size()) +
          " moves: " + found->what);
      where.moves.clear();
      sum.finding = shrink(ours, theirs, *found, o.shrink_budget, progress);
      return;
    }
    say(stage + ": " + std::to_string(moves.size()) + " moves agree, and every genmove answer" +
        (ours.ended(p) ? "; the end and the score too" : ""));
  }
}

}  // namespace

}  // namespace tg::conformance
