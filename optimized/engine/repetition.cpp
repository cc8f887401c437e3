#include "optimized/engine/repetition.h"

#include <algorithm>

namespace tg::opt {

const HistoryIndex& HistoryIndex::of(const History& history, const Geo& g) {
  thread_local HistoryIndex index;
  index.sync(history, g);
  return index;
}

void HistoryIndex::sync(const History& history, const Geo& g) {
  if (geo_ != &g) {  // another board size: nothing carries over
    while (!items_.empty()) pop();
    geo_ = &g;
    by_pieces_.assign(static_cast<std::size_t>(g.n * g.n) + 1, -1);
  }
  // Where the chain and the index meet: the deeper of the two climbs to the
  // other's depth, then both climb together until they hold the same node.
  std::vector<const std::shared_ptr<const History::Node>*> missing;  // newest first
  const std::shared_ptr<const History::Node>* at = &history.head();
  std::size_t depth = history.size();
  for (; depth > items_.size(); --depth, at = &(*at)->older) missing.push_back(at);
  while (items_.size() > depth) pop();
  for (; depth > 0 && items_.back().node != *at; --depth, at = &(*at)->older) {
    pop();
    missing.push_back(at);
  }
  for (auto it = missing.rbegin(); it != missing.rend(); ++it) push(**it);
}

void HistoryIndex::push(const std::shared_ptr<const History::Node>& node) {
  const int i = static_cast<int>(items_.size());
  Item item;
  item.node = node;
  const Board& b = node->seen.board;
  item.indexed = b.size().n() == geo_->n;
  if (item.indexed) {
    item.board.stones = stones_of(*geo_, b);
    item.board.hash = Zobrist::get().hash(item.board.stones);
    item.board.pieces = item.board.stones.occupied().count();
    item.board.next_move = node->seen.next_move;
    auto [slot, fresh] = by_hash_.try_emplace(item.board.hash, i);
    if (!fresh) {
      item.older_same_hash = slot->second;
      slot->second = i;
    }
    item.older_same_pieces = by_pieces_[item.board.pieces];
    by_pieces_[item.board.pieces] = i;
  }
  items_.push_back(std::move(item));
}

void HistoryIndex::pop() {
  Item& item = items_.back();
  if (item.indexed) {
    // The newest entry heads both of its lists.
    const auto slot = by_hash_.find(item.board.hash);
    if (item.older_same_hash < 0) by_hash_.erase(slot);
    else slot->second = item.older_same_hash;
    by_pieces_[item.board.pieces] = item.older_same_pieces;
  }
  items_.pop_back();
}

}  // namespace tg::opt
