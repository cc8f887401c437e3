// RemoteEngine's batch query (remote_engine.h, use_batch_answers): one
// `trisgo-answers` round trip per position, kept for the latest positions so
// that analyze, legal_moves, every play and the end after it are answered
// from it (issue 28: `trisgo diff` against another build over GTP).
#include "gtp/position_line.h"
#include "gtp/remote_engine.h"

namespace tg::gtp {

bool RemoteEngine::use_batch_answers() {
  batch_answers_ = batch_available_ && extension_;
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

const RemoteEngine::Batch& RemoteEngine::batch(const Position& p) const {
  for (const Batch& b : batches_)
    if (b.position == p) return b;
  const std::string ask = "trisgo-answers " + position_line(p);
  Batch b{p, {}, {}};
  try {
    b.answers = batch_from_json(send_json(ask), p);
  } catch (const GtpError& e) {
    throw GtpError("GTP engine " + command_ + ": 'trisgo-answers': " + e.what(), e.failure());  // the kind kept (issue 36)
  }
  for (const BatchMove& x : b.answers.moves)
    b.after.push_back(x.board ? after_move(p, x.move, *x.board) : p);
  // diff asks about a position, then about the positions after its moves:
  // a few entries cover both, and a walk that comes back.
  if (batches_.size() >= 8) batches_.pop_front();
  batches_.push_back(std::move(b));
  return batches_.back();
}

std::optional<bool> RemoteEngine::batch_ended(const Position& p) const {
  for (auto b = batches_.rbegin(); b != batches_.rend(); ++b) {
    if (b->position == p) return b->answers.analysis.ended;
    for (std::size_t i = 0; i < b->after.size(); ++i)
      if (b->answers.moves[i].board && b->after[i] == p) return b->answers.moves[i].ended;
  }
  return std::nullopt;
}

}  // namespace tg::gtp
