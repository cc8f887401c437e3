#include "bench/long_record.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "vocab/splitmix64.h"

namespace tg::bench {

Record long_record(const Engine& engine, const LongRecordSpec& spec) {
  Record r;
  r.rules = spec.rules;
  r.size = spec.size;
  Position p(spec.size, spec.rules);
  if (spec.rules.order == OrderRule::Flybomb) {
    p.flybomb.seed = spec.seed;
    r.tags.emplace_back("FlybombSeed", std::to_string(spec.seed));
  }
  std::uint64_t state = spec.seed;
  auto below = [&](std::size_t n) { return static_cast<std::size_t>(splitmix64(state) % n); };
  while (static_cast<int>(r.moves.size()) < spec.moves && !engine.ended(p)) {
    const std::vector<Move> legal = engine.legal_moves(p);
    std::vector<Move> placing, passes;
    for (const Move& m : legal) (m.is_pass() ? passes : placing).push_back(m);
    std::optional<MoveOutcome> chosen;
    Move move;
    if (p.passes == 0 && !passes.empty() && static_cast<int>(below(100)) < spec.pass_percent) {
      // A pass by choice only when the opponent can answer it with a move.
      MoveOutcome o = engine.play(p, passes.front());
      const std::vector<Move> answers = engine.legal_moves(*o.after);
      if (std::any_of(answers.begin(), answers.end(), [](const Move& m) { return !m.is_pass(); })) {
        move = passes.front();
        chosen = std::move(o);
      }
    }
    if (chosen) {
    } else if (placing.empty() && !passes.empty()) {
      move = passes.front();
      chosen = engine.play(p, move);
    } else if (!placing.empty()) {
      for (int draw = 0; draw < spec.draws; ++draw) {
        const Move m = placing[below(placing.size())];
        MoveOutcome o = engine.play(p, m);
        if (!chosen || o.captured.size() > chosen->captured.size()) {
          chosen = std::move(o);
          move = m;
        }
      }
    } else {
      break;  // nothing legal at all: the record ends here
    }
    r.moves.push_back(RecordedMove{move, {}});
    p = std::move(*chosen->after);
  }
  return r;
}

}  // namespace tg::bench
