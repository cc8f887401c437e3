#include "search/position_key.h"

namespace tg::search {

std::uint64_t mix_key(std::uint64_t key, std::uint64_t word) {
  std::uint64_t z = key ^ (word + 0x9e3779b97f4a7c15ULL + (key << 6) + (key >> 2));
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t board_key(const Board& b) {
  std::uint64_t key = mix_key(0x7472697367ULL, static_cast<std::uint64_t>(b.size().n()));
  // Eight points a word: a piece and an attribute fit in one byte.
  std::uint64_t word = 0;
  int filled = 0;
  for (int i = 0; i < b.size().points(); ++i) {
    const auto cell = static_cast<std::uint64_t>(static_cast<unsigned>(b.at_index(i)) |
                                                 (static_cast<unsigned>(b.attribute_at_index(i)) << 4));
    word |= cell << (8 * filled);
    if (++filled == 8) {
      key = mix_key(key, word);
      word = 0;
      filled = 0;
    }
  }
  return mix_key(key, word);
}

std::uint64_t situation_key(const Ruleset& rules, const Board& b, const Slot& slot) {
  std::uint64_t key = board_key(b);
  if (rules.repetition == Repetition::Positional) return key;
  key = mix_key(key, static_cast<std::uint64_t>(slot.side) + 1);
  if (rules.repetition == Repetition::SituationalKind) key = mix_key(key, static_cast<std::uint64_t>(slot.kind) + 11);
  return key;
}

std::uint64_t seen_key(const Position& p, std::size_t i) {
  const SeenPosition& s = p.history[i];
  return situation_key(p.rules, s.board, p.slot(s.next_move));
}

std::uint64_t state_key(const Position& p) {
  std::uint64_t key = board_key(p.board);
  key = mix_key(key, static_cast<std::uint64_t>(p.next_move));
  key = mix_key(key, static_cast<std::uint64_t>(p.passes));
  key = mix_key(key, p.flybomb.seed);
  for (int k : p.flybomb.thrown) key = mix_key(key, static_cast<std::uint64_t>(k));
  return key;
}

std::uint64_t position_key(const Position& p) {
  std::uint64_t key = mix_key(state_key(p), p.history.size());
  for (std::size_t i = 0; i < p.history.size(); ++i) key = mix_key(key, seen_key(p, i));
  return key;
}

}  // namespace tg::search
