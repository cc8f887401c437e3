// The C++ library from an installed tree: a 9x9 TrisGo game's first moves
// on the optimized engine, a refusal's reason in words.
#include <iostream>

#include "optimized/optimized_engine.h"
#include "text/reason_text.h"
#include "vocab/ruleset.h"

int main() {
  auto engine = tg::opt::make_optimized_engine();
  tg::Position p(*tg::BoardSize::make(9), tg::parse_ruleset("trisgo-2026"));
  std::cout << "legal " << engine->legal_moves(p).size() << "\n";
  tg::MoveOutcome o = engine->play(p, tg::Move{tg::Side::Black, tg::MoveKind::Stone, {0, 0}});
  o = engine->play(*o.after, tg::Move{tg::Side::White, tg::MoveKind::Stone, {0, 0}});
  std::cout << "refused " << tg::reason_kind_name(o.reason.kind) << ": "
            << tg::text::render(o.reason, tg::LabelSet::Integer) << "\n";
  return o.legal() ? 1 : 0;
}
