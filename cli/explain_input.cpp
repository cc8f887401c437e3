#include "cli/explain_input.h"

#include "cli/command.h"
#include "cli/record_io.h"
#include "cli/rules_flag.h"
#include "cli/replay.h"
#include "vocab/position_text.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {

bool is_record_file(const std::string& file) {
  auto ends = [&](const char* ext) {
    const std::string e = ext;
    return file.size() >= e.size() && file.compare(file.size() - e.size(), e.size(), e) == 0;
  };
  return ends(".tgr") || ends(".sgf");
}

ReplayedGame replay_game(const Engine& e, const std::string& file) { return replay_record(e, read_record_file(file)); }

ReplayedGame replay_record(const Engine& e, const Record& r) {
  ReplayedGame g(start_position(r));
  g.record = r;
  ReplayResult result = replay(e, r, [&](std::size_t, const Position& before, const MoveOutcome& o) {
    g.before.push_back(before);
    g.outcome.push_back(o);
  });
  if (result.illegal_index) {
    g.before.push_back(result.final_position);
    g.outcome.push_back(result.illegal_outcome);
  }
  g.final_position = result.final_position;
  return g;
}

Position read_position_or_record(const Engine& e, const std::string& file, const std::optional<std::string>& rules) {
  const bool record = is_record_file(file);
  Position p = record ? replay_game(e, file).final_position : parse_position(read_file(file, FileKind::Position), file);
  if (!record) check_pieces_fit_rules(p, file);
  if (rules) {
    p.rules = ruleset_argument(*rules, "--rules");
    check_pieces_fit_rules(p);
  }
  return p;
}

}  // namespace tg::cli
