#include "evaluate/players.h"

#include <memory>
#include <random>

#include "gtp/policy.h"
#include "search/mcts.h"
#include "vocab/file_io.h"

namespace tg::evaluate {
namespace {

MoveChooser make_light_player(const Engine& engine, std::uint64_t game_seed) {
  // The same generator and choice as `trisgo random-game --policy light`.
  auto rng = std::make_shared<std::mt19937_64>(game_seed);
  return [&engine, rng](const Position& p, const std::vector<Move>& legal) {
    return gtp::choose_move(gtp::Policy::Light, engine, p, legal, *rng);
  };
}

// The Monte-Carlo tree search player (search/mcts.h, issue 30 item 1): both
// sides of a game share one player, seeded with the game's seed, so a game
// is reproducible on its own and both rulesets of --vs get the same seeds.
MoveChooser make_mcts_player(const PlayerOptions& options, const Engine& engine, std::uint64_t game_seed) {
  search::MctsOptions o;
  o.playouts = options.playouts;
  o.seed = game_seed;
  o.threads = options.threads;
  auto player = std::make_shared<search::MctsPlayer>(engine, o);
  return [player](const Position& p, const std::vector<Move>&) { return player->choose(p); };
}

}  // namespace

std::optional<PlayerKind> parse_player_kind(std::string_view name) {
  if (name == "light") return PlayerKind::Light;
  if (name == "mcts") return PlayerKind::Mcts;
  return std::nullopt;
}

std::string_view player_kind_name(PlayerKind k) { return k == PlayerKind::Light ? "light" : "mcts"; }

void check_player(const PlayerOptions& options) {
  if (options.kind == PlayerKind::Mcts && options.playouts < 1) throw InputError("--playouts must be at least 1");
}

MoveChooser make_player(const PlayerOptions& options, const Engine& engine, std::uint64_t game_seed) {
  if (options.kind == PlayerKind::Mcts) return make_mcts_player(options, engine, game_seed);
  return make_light_player(engine, game_seed);
}

}  // namespace tg::evaluate
