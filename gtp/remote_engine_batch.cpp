// RemoteEngine's batch query (remote_engine.h, use_batch_answers): one
// `trisgo-answers` round trip per position, kept for the latest positions so
// that analyze, legal_moves, every play and the end after it are answered
// from it (issue 28: `trisgo diff` against another build over GTP).
#include "gtp/position_line.h"
#include "gtp/remote_engine.h"

namespace tg::gtp {

bool RemoteEngine::use_batch_answers() {
  batch_answers_ = (batch_available_ || compact_available_) && extension_;
  return batch_answers_;
}

Position RemoteEngine::after_move(const Position& p, const Move& m, Board board) {
  Position after = p;
  after.board = std::move(board);
  after.next_move = p.next_move + 1;
  after.passes = m.is_pass() ? p.passes + 1 : 0;
  after.history.push_back(SeenPosition{p.board, p.next_move});
  after.flybomb = flybomb_after(p, m);
  return after;
}

namespace {

// Whether `q` is p, the cheap parts first: most positions asked about differ
// from a kept one in the board.
bool same_position(const Position& q, const Position& p) {
  return q.next_move == p.next_move && q.board == p.board && q == p;
}

}  // namespace

const RemoteEngine::Batch& RemoteEngine::batch(const Position& p) const {
  for (auto b = batches_.rbegin(); b != batches_.rend(); ++b)
    if (same_position(b->position, p)) return *b;
  // The compact form (version 4) when the program has it; an older build
  // answers version 3's.
  const char* command = compact_available_ ? "trisgo-answers-compact" : "trisgo-answers";
  Batch b{p, {}};
  try {
    const nlohmann::json j = send_json(std::string(command) + " " + position_line(p));
    b.answers = compact_available_ ? compact_batch_from_json(j, p) : batch_from_json(j, p);
  } catch (const GtpError& e) {
    throw GtpError("GTP engine " + command_ + ": '" + command + "': " + e.what(), e.failure());  // the kind kept (issue 36)
  }
  // diff asks about a position, then about the positions after its moves:
  // a few entries cover both, and a walk that comes back.
  if (batches_.size() >= 8) batches_.pop_front();
  batches_.push_back(std::move(b));
  return batches_.back();
}

std::optional<bool> RemoteEngine::batch_ended(const Position& p) const {
  for (auto b = batches_.rbegin(); b != batches_.rend(); ++b) {
    if (same_position(b->position, p)) return b->answers.analysis.ended;
    // The position after a legal move, made only for a move whose board is p's.
    if (p.next_move != b->position.next_move + 1) continue;
    for (const BatchMove& x : b->answers.moves)
      if (x.board && *x.board == p.board && after_move(b->position, x.move, *x.board) == p) return x.ended;
  }
  return std::nullopt;
}

}  // namespace tg::gtp
