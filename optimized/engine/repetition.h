#pragma once
// Art. 10 over long games (issue 29, item 4): the earlier boards of a
// position's history as Zobrist hashes, bitboards and piece counts, kept per
// thread from one question to the next and brought up to date along the
// history's shared chain (vocab/board.h, History). Successive questions of a
// replay see the chain grown by one entry, those of a tree walk (perft, a
// search) a chain that shares all but its last few entries with the one
// before: the index pops back to where the two chains meet and pushes the
// rest, so each question costs the distance between them and not the length
// of the game.
#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

#include "optimized/core/board_state.h"

namespace tg::opt {

// One earlier board of the history.
struct SeenBoard {
  std::uint64_t hash = 0;
  Stones stones;
  int pieces = 0;     // stones.occupied().count()
  int next_move = 0;  // the move that was next on that board
};

class HistoryIndex {
 public:
  // This thread's index, brought to `history`; boards of another size than
  // g's are left out (they cannot repeat). The reference stays valid until
  // the next call on this thread.
  static const HistoryIndex& of(const History& history, const Geo& g);

  // The entries whose board has this hash, newest first.
  template <class F>
  void for_hash(std::uint64_t hash, F f) const {
    const auto it = by_hash_.find(hash);
    for (int i = it == by_hash_.end() ? -1 : it->second; i >= 0; i = items_[i].older_same_hash) f(items_[i].board);
  }
  // The entries with `least` to `most` pieces.
  template <class F>
  void for_pieces(int least, int most, F f) const {
    for (int k = std::max(least, 0); k <= most && k < static_cast<int>(by_pieces_.size()); ++k)
      for (int i = by_pieces_[k]; i >= 0; i = items_[i].older_same_pieces) f(items_[i].board);
  }

 private:
  struct Item {
    std::shared_ptr<const History::Node> node;  // keeps the chain alive while indexed
    bool indexed = false;                       // the board has the index's size
    SeenBoard board;
    int older_same_hash = -1, older_same_pieces = -1;  // the next entry of its list, or -1
  };
  void sync(const History& history, const Geo& g);
  void push(const std::shared_ptr<const History::Node>& node);
  void pop();

  const Geo* geo_ = nullptr;
  std::vector<Item> items_;  // items_[d] is the chain's entry d, oldest first
  std::unordered_map<std::uint64_t, int> by_hash_;  // newest item of each hash
  std::vector<int> by_pieces_;                     // newest item of each piece count
};

}  // namespace tg::opt
