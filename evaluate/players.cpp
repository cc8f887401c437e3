#include "evaluate/players.h"

#include <memory>
#include <random>

#include "gtp/policy.h"
#include "vocab/file_io.h"

namespace tg::evaluate {
namespace {

constexpr const char* kMctsMissing =
    "--player mcts: the mcts player is not built into this trisgo yet (search/mcts.h); use --player light";

MoveChooser make_light_player(const Engine& engine, std::uint64_t game_seed) {
  // The same generator and choice as `trisgo random-game --policy light`.
  auto rng = std::make_shared<std::mt19937_64>(game_seed);
  return [&engine, rng](const Position& p, const std::vector<Move>& legal) {
    return gtp::choose_move(gtp::Policy::Light, engine, p, legal, *rng);
  };
}

// ---- THE ONE PLACE WHERE THE MCTS PLAYER IS CONNECTED (issue 30, item 1) ----
// When search/mcts.h is merged, this becomes:
//   auto player = std::make_shared<search::MctsPlayer>(engine,
//       search::MctsOptions{options.playouts, game_seed, options.threads, 1.0});
//   return [player](const Position& p, const std::vector<Move>&) { return player->choose(p); };
// and mcts_available() returns true (evaluate/CMakeLists.txt then links trisgo_search).
constexpr bool mcts_available() { return false; }

MoveChooser make_mcts_player(const PlayerOptions& options, const Engine& engine, std::uint64_t game_seed) {
  static_cast<void>(options);
  static_cast<void>(engine);
  static_cast<void>(game_seed);
  throw InputError(kMctsMissing);
}
// ---- end of the MCTS connection ----

}  // namespace

std::optional<PlayerKind> parse_player_kind(std::string_view name) {
  if (name == "light") return PlayerKind::Light;
  if (name == "mcts") return PlayerKind::Mcts;
  return std::nullopt;
}

std::string_view player_kind_name(PlayerKind k) { return k == PlayerKind::Light ? "light" : "mcts"; }

void check_player(const PlayerOptions& options) {
  if (options.kind == PlayerKind::Mcts && !mcts_available())
    throw InputError(kMctsMissing);
}

MoveChooser make_player(const PlayerOptions& options, const Engine& engine, std::uint64_t game_seed) {
  if (options.kind == PlayerKind::Mcts) return make_mcts_player(options, engine, game_seed);
  return make_light_player(engine, game_seed);
}

}  // namespace tg::evaluate
