#pragma once
// What `trisgo explain`, `trisgo show --svg` and `trisgo report` read: a
// position file, or a game record (.tgr, .sgf) replayed through an engine.
#include <optional>
#include <string>
#include <vector>

#include "vocab/engine.h"
#include "vocab/record.h"

namespace tg::cli {

// The positions of a record: before every move, and the final one.
struct ReplayedGame {
  Record record;
  std::vector<Position> before;      // before[i]: the position the record's move i was played in
  std::vector<MoveOutcome> outcome;  // outcome[i]: what it did (the last may be illegal)
  Position final_position;
  explicit ReplayedGame(Position p) : final_position(std::move(p)) {}
};

bool is_record_file(const std::string& file);
ReplayedGame replay_game(const Engine& e, const std::string& file);
// A record in memory (trisgo match's games), replayed the same way.
ReplayedGame replay_record(const Engine& e, const Record& r);
// A position file, or a record's final position.
Position read_position_or_record(const Engine& e, const std::string& file, const std::optional<std::string>& rules);

}  // namespace tg::cli
